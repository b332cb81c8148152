//! The Anarchy forms (issue 17, point 6): one per action the verbs offer, opened by the
//! shared keys (test, attack, wound, heal) or the system's own keys. Each opens on the
//! selected combatant, else the one narrating now (a Narration's own action, such as an
//! attack, a hack or a spell, on the one narrating when the roster has selected a newcomer
//! with no initiative yet), and writes one line of the command language; the engine's
//! refusal shows on the form. The attack and damage forms are in `forms_attack.rs`, the
//! points forms in `forms_points.rs`, the magic and Matrix ones in `forms_arcane.rs`.

use crate::i18n::fixed;
use crate::model::{Combatant, EntryStatus};
use crate::tui::form::{Context, Field, Form, Piece, Plan};
use crate::tui::keymap::Action;

use super::choice_words::{flag, keywords, word_label};
use super::{forms_arcane, forms_attack, forms_points};

/// A form built for one combatant.
pub type Build = fn(&Context, &Combatant) -> Form;

/// The plan for an Anarchy key (the shared ones with a meaning here and the own ones);
/// `None`: not one of them.
pub fn build(action: Action, ctx: &Context) -> Option<Plan> {
    let form: Build = match action {
        Action::Test => |ctx, c| test(ctx, c, "test", fixed("ana-form-test")),
        Action::Attack => forms_attack::attack,
        Action::Wound => forms_attack::damage,
        Action::Heal => heal,
        Action::Delay => shift,
        Action::Own("ana-reroll") => reroll,
        Action::Own("ana-initiative") => initiative,
        Action::Own("ana-group") => group,
        Action::Own(word) => forms_points::build(word).or_else(|| forms_arcane::build(word))?,
        _ => return None,
    };
    let narration = matches!(
        action,
        Action::Attack
            | Action::Own(
                "ana-hack"
                    | "ana-marks"
                    | "ana-cast"
                    | "ana-summon"
                    | "ana-compile"
                    | "ana-form"
                    | "ana-dispel"
            )
    );
    if narration && let Some(c) = narration_actor(ctx) {
        return Some(Plan::Form(form(ctx, c)));
    }
    Some(with_actor(ctx, form))
}

/// Who a Narration's own action (an attack, a hack, a spell) is about: the selected one,
/// unless they joined after the Turn began (no initiative yet: the roster selects whoever
/// was just added) while someone narrates, then the one narrating.
fn narration_actor<'a>(ctx: &Context<'a>) -> Option<&'a Combatant> {
    match (ctx.selected(), forms_attack::narrating(ctx)) {
        (Some(s), Some(n)) if s.initiative.is_none() => Some(n),
        (Some(s), _) => Some(s),
        (None, n) => n,
    }
}

/// The combatant a form is about: the selected one, else the one narrating now.
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

fn with_actor(ctx: &Context, form: Build) -> Plan {
    match actor(ctx) {
        Some(c) => Plan::Form(form(ctx, c)),
        None => Plan::Refuse(crate::tui::text::NOBODY_SELECTED.to_string()),
    }
}

/// The field choosing who acts, on `c`.
pub fn who(ctx: &Context, c: &Combatant) -> Field {
    Field::choice(fixed("ana-field-who"), ctx.names(), c.name.clone()).required()
}

/// A number written after a keyword (`vs 3`), empty by default.
pub fn framed(label: &'static str, word: &'static str) -> Field {
    Field::number(label, "").piece(Piece::Framed(word, ""))
}

/// The target a form defaults to (the shared guess): whom `c` declared, else the last one
/// they attacked, else the nearest enemy; never `c` itself.
pub fn default_target<'a>(ctx: &Context<'a>, c: &Combatant) -> Option<&'a Combatant> {
    ctx.guess_target(c)
}

/// The combatants, with none first, on `value`: the line gets the name. Everyone is
/// offered (who acts may change on the form); the default is never the one acting.
pub fn target_field(ctx: &Context, value: Option<&Combatant>) -> Field {
    let mut names = vec![String::new()];
    names.extend(ctx.names());
    Field::choice(
        fixed("ana-keys-field-target"),
        names,
        value.map_or_else(String::new, |o| o.name.clone()),
    )
    .piece(Piece::Word)
}

/// A dice-pool test or its Chance re-roll (ANA-01 to ANA-04): pool, threshold or the
/// opposing pool's successes, glitch die, complication dice, a Chance point before.
fn test(ctx: &Context, c: &Combatant, verb: &'static str, title: &'static str) -> Form {
    Form::new(
        title,
        verb,
        vec![
            who(ctx, c),
            Field::number(fixed("ana-field-pool"), "").required(),
            framed(fixed("ana-keys-field-threshold"), "threshold"),
            framed(fixed("ana-field-vs"), "vs"),
            framed(fixed("ana-keys-field-opposed"), "opposed"),
            flag(fixed("ana-keys-field-glitch"), "glitch", false),
            framed(fixed("ana-field-complications"), "complications"),
            flag(fixed("ana-keys-field-chance"), "chance", false),
            Field::choice(
                fixed("ana-keys-field-target"),
                {
                    let mut names = vec![String::new()];
                    names.extend(ctx.names());
                    names
                },
                "",
            )
            .piece(Piece::Named("at")),
            Field::text(fixed("ana-keys-field-weapon"), "")
                .suggest(c.gear.iter().map(|g| g.key.clone()).collect())
                .labels(
                    c.gear
                        .iter()
                        .map(|g| crate::rules::gear_labels::typed(crate::ID, &g.key))
                        .collect(),
                )
                .piece(Piece::Named("with")),
        ],
    )
}

/// The Chance re-roll (ANA-04) of the last test: its roller, its pool and every word of
/// it; on `c` with an empty pool when the last record is not a test.
fn reroll(ctx: &Context, c: &Combatant) -> Form {
    use super::super::{AnarchyCommand as C, command::Against};
    let last = ctx.habits.last_record().and_then(|l| l.command.own::<C>());
    let Some(
        C::Test {
            who,
            dice,
            against,
            glitch,
            complications,
            chance,
            target,
            weapon,
        }
        | C::Reroll {
            who,
            dice,
            against,
            glitch,
            complications,
            chance,
            target,
            weapon,
        },
    ) = last
    else {
        return test(ctx, c, "reroll", fixed("ana-keys-form-reroll"));
    };
    let roller = crate::rules::names::resolve(ctx.state, who)
        .ok()
        .and_then(|id| ctx.state.combatant(id))
        .unwrap_or(c);
    let mut form = test(ctx, roller, "reroll", fixed("ana-keys-form-reroll"));
    let mut set = |i: usize, value: String| {
        if let Some(field) = form.fields.get_mut(i) {
            field.value = value;
        }
    };
    set(1, dice.to_string());
    match against {
        Some(Against::Threshold(n)) => set(2, n.to_string()),
        Some(Against::Defense(n)) => set(3, n.to_string()),
        Some(Against::Opposed(n)) => set(4, n.to_string()),
        None => {}
    }
    if *glitch {
        set(5, "glitch".to_string());
    }
    if *complications > 0 {
        set(6, complications.to_string());
    }
    if *chance {
        set(7, "chance".to_string());
    }
    let aimed = target
        .as_deref()
        .and_then(|t| crate::rules::names::resolve(ctx.state, t).ok())
        .and_then(|id| ctx.state.combatant(id))
        .map(|o| o.name.clone());
    set(8, aimed.unwrap_or_default());
    set(9, weapon.clone().unwrap_or_default());
    form.focus = 0;
    form
}

/// Healing (ANA-21): one box of a monitor, physical by default.
fn heal(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("ana-form-heal"),
        "heal",
        vec![
            who(ctx, c),
            Field::number(fixed("ana-field-boxes"), "1").required(),
            keywords(
                fixed("ana-field-track"),
                &["", "armor", "physical", "stun"],
                "",
            ),
        ],
    )
}

/// A Narration moved for this Turn by a rule (Upheaval, Paralysis: ANA-11): last, next,
/// or after someone still to come; the delay key opens it.
fn shift(ctx: &Context, c: &Combatant) -> Form {
    let mut places = vec!["last".to_string(), "first".to_string()];
    let mut labels = vec![word_label("last"), word_label("first")];
    for other in ctx.state.combatants.iter().filter(|o| o.id != c.id) {
        places.push(format!("after {}", crate::script::word(&other.name)));
        labels.push(crate::t!("ana-keys-word-after", name = other.name.as_str()));
    }
    Form::new(
        fixed("ana-form-shift"),
        "shift",
        vec![
            who(ctx, c),
            Field::choice(fixed("ana-field-place"), places, "last")
                .labels(labels)
                .piece(Piece::Words)
                .required(),
        ],
    )
}

/// Initiative (ANA-09), with the Anarchy points spent on bonus dice.
fn initiative(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("ana-keys-form-initiative"),
        "initiative",
        vec![
            who(ctx, c),
            framed(fixed("ana-keys-field-anarchy"), "anarchy").hint(fixed("ana-keys-hint-anarchy")),
        ],
    )
}

/// An NPC's group (ANA-10): the sheet stat `group`, 0 for none.
fn group(ctx: &Context, c: &Combatant) -> Form {
    let now = c.stats.get("group").copied().unwrap_or(0);
    Form::new(
        fixed("ana-keys-form-group"),
        "set",
        vec![
            who(ctx, c),
            Field::number(fixed("ana-keys-field-group"), now.to_string())
                .required()
                .piece(Piece::Keyed("group"))
                .hint(fixed("ana-keys-hint-group")),
        ],
    )
}

#[cfg(test)]
#[path = "forms_keys_tests.rs"]
mod keys_tests;
#[cfg(test)]
#[path = "forms_tests.rs"]
mod tests;
