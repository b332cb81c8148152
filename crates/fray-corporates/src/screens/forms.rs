//! The Corporates forms: one per action the verbs offer, opened by the shared keys with a
//! meaning here (declare, act now, test, attack, delay, surprise → startle) or the
//! system's own keys. Each opens on the selected combatant, else the one acting now, and
//! writes one line of the command language; a bad number is refused on its field, the
//! engine's refusal shows on the form. The time family's forms are in `forms_time.rs`,
//! the movement and shooting ones in `forms_fire.rs`, the melee and damage ones in
//! `forms_melee.rs`.

use crate::i18n::fixed;
use crate::model::{Combatant, EntryStatus};
use crate::tui::form::{Context, Field, Form, Piece, Plan};
use crate::tui::keymap::Action;

use super::{forms_fire, forms_melee, forms_time};

/// A form built for one combatant.
pub type Build = fn(&Context, &Combatant) -> Form;

/// The plan for a Corporates key (the shared ones with a meaning here and the own ones);
/// `None`: not one of them.
pub fn build(action: Action, ctx: &Context) -> Option<Plan> {
    let form = forms_fire::build(action)
        .or_else(|| forms_melee::build(action))
        .or_else(|| forms_time::build(action))
        .or_else(|| super::gear_form::build(action))?;
    // A shot or an action roll is the declared action of the one whose turn it is.
    let due = match action {
        Action::Attack | Action::Test => super::due::due_actor(ctx),
        _ => None,
    };
    Some(match due.or_else(|| actor(ctx)) {
        Some(c) => Plan::Form(super::dice_fields::with_table_dice(ctx, form(ctx, c))),
        None => Plan::Refuse(crate::tui::text::NOBODY_SELECTED.to_string()),
    })
}

/// The combatant a form is about: the selected one, else the one acting now.
pub fn actor<'a>(ctx: &Context<'a>) -> Option<&'a Combatant> {
    ctx.selected().or_else(|| {
        let acting = ctx
            .state
            .ladder
            .entries
            .iter()
            .find(|e| e.status == EntryStatus::Acting)?;
        ctx.state.combatant(acting.at.owner)
    })
}

/// The field choosing who acts, on `c`.
pub fn who(ctx: &Context, c: &Combatant) -> Field {
    Field::choice(fixed("cor-field-who"), ctx.names(), c.name.clone()).required()
}

/// A number written after a keyword (`vs 15`), empty by default.
pub fn framed(label: &'static str, word: &'static str) -> Field {
    Field::number(label, "").piece(Piece::Framed(word, ""))
}

/// The target a form defaults to (the shared guess): whom `c` declared, else the last one
/// they attacked, else the nearest enemy; never `c` itself.
pub fn default_target<'a>(ctx: &Context<'a>, c: &Combatant) -> Option<&'a Combatant> {
    ctx.guess_target(c)
}

/// A combatant other than the actor, on `value`: the line gets the name.
pub fn other_field(ctx: &Context, label: &'static str, value: Option<&Combatant>) -> Field {
    Field::choice(
        label,
        ctx.names(),
        value.map_or_else(String::new, |o| o.name.clone()),
    )
    .required()
    .piece(Piece::Word)
}

/// A sheet key of `c` the roll counts (`with KEY`): one of the stats (its dice) or skills
/// (its level), or none.
pub fn with_field(label: &'static str, keys: Vec<String>, value: &str) -> Field {
    let mut options = vec![String::new()];
    options.extend(keys);
    // Stats and skills shown in the GM's language; the line keeps the key.
    let labels = options
        .iter()
        .map(|k| {
            let stat = super::super::panes::words::stat(k);
            if stat == *k {
                super::super::panes::words::skill(k)
            } else {
                stat
            }
        })
        .collect();
    Field::choice(label, options, value)
        .labels(labels)
        .piece(Piece::Framed("with", ""))
}

/// The stats of `c` that roll dice, in the sheet's order.
pub fn stats_of(c: &Combatant) -> Vec<String> {
    let order = super::super::transcript::STATS;
    let mut keys: Vec<String> = order
        .iter()
        .filter(|k| c.stats.contains_key(**k))
        .map(|k| (*k).to_string())
        .collect();
    keys.extend(
        c.stats
            .keys()
            .filter(|k| !order.contains(&k.as_str()) && k.as_str() != "confidence")
            .cloned(),
    );
    keys
}

/// The skills of `c`.
pub fn skills_of(c: &Combatant) -> Vec<String> {
    c.skills.keys().cloned().collect()
}

#[cfg(test)]
#[path = "forms_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "forms_fire_tests.rs"]
mod fire_tests;

#[cfg(test)]
#[path = "forms_melee_tests.rs"]
mod melee_tests;
