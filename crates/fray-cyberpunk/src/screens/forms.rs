//! The Cyberpunk forms (issue 16, point 7): one per action the verbs offer, opened by the
//! system's own keys or the shared attack key. Each opens on the selected combatant, else
//! the one whose slot is acting, with defaults read from the sheet (the weapon in hand,
//! its action type, the slots left, the nearest enemy), and writes one line of the command
//! language. While the round's actions are chosen, the actions form is chained from one
//! fighter to the next (`choosing.rs`); after a hit, the damage form is the one hit's
//! (`forms_hit.rs`). Here: the keys' dispatch, the shared fields, and the forms of the
//! round (initiative, actions, delay) and the shot; the other actions' forms are in
//! `forms_moves.rs`.

use crate::i18n::fixed;
use crate::model::{Combatant, EntryStatus, Gear};
use crate::tui::form::{Context, Field, Form, Piece, Plan};
use crate::tui::keymap::Action;

use super::super::weapon::{self, IN_HAND, JAMMED, UNCHAMBERED, UNLOADED};
use super::super::{options, rolls, slots, text};
use super::choice_words::keywords;
use super::forms_hit::damage;
use super::forms_moves::{act, aim, draw, fix, fumble, run, save, sight, stance, support};

/// The plan for a Cyberpunk key (its own ones and the attack key); `None`: not one of them.
pub fn build(action: Action, ctx: &Context) -> Option<Plan> {
    let Action::Own(word) = action else {
        return match action {
            Action::Attack => Some(with_actor(ctx, shoot)),
            Action::Delay => Some(with_actor(ctx, delay)),
            Action::Wound => damage(ctx),
            _ => None,
        };
    };
    if word == "cpi-actions"
        && let Some(due) = super::choosing::choosing(ctx)
    {
        // The chain names whose turn it is: the focus on what they choose, the count.
        let mut form = actions(ctx, due).chained();
        form.focus = 1;
        return Some(Plan::Form(form));
    }
    Some(with_actor(
        ctx,
        match word {
            "cpi-initiative" => initiative,
            "cpi-actions" => actions,
            "cpi-draw" => draw,
            "cpi-chamber" => |ctx: &Context, c: &Combatant| fix(ctx, c, "chamber", UNCHAMBERED),
            "cpi-reload" => |ctx: &Context, c: &Combatant| fix(ctx, c, "reload", UNLOADED),
            "cpi-unjam" => |ctx: &Context, c: &Combatant| fix(ctx, c, "unjam", JAMMED),
            "cpi-aim" => aim,
            "cpi-sight" => sight,
            "cpi-run" => run,
            "cpi-stance" => stance,
            "cpi-act" => act,
            "cpi-support" => support,
            "cpi-fumble" => fumble,
            "cpi-save" => save,
            _ => return None,
        },
    ))
}

/// The combatant a form is about: the selected one, else the owner of the acting slot.
fn actor<'a>(ctx: &Context<'a>) -> Option<&'a Combatant> {
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

fn with_actor(ctx: &Context, form: fn(&Context, &Combatant) -> Form) -> Plan {
    match actor(ctx) {
        Some(c) => Plan::Form(form(ctx, c)),
        None => Plan::Refuse(crate::tui::text::NOBODY_SELECTED.to_string()),
    }
}

pub(super) fn who(ctx: &Context, c: &Combatant) -> Field {
    Field::choice(fixed("cpi-field-who"), ctx.names(), c.name.clone()).required()
}

pub(super) fn keyed(label: &'static str, key: &'static str) -> Field {
    Field::number(label, "").piece(Piece::Keyed(key))
}

/// The weapon in hand, else the first one carried.
pub(super) fn held(c: &Combatant) -> Option<&Gear> {
    c.gear
        .iter()
        .find(|g| g.flag(IN_HAND))
        .or_else(|| c.gear.first())
}

pub(super) fn weapon_field(c: &Combatant, value: Option<&Gear>) -> Field {
    let keys: Vec<String> = c.gear.iter().map(|g| g.key.clone()).collect();
    Field::choice(
        fixed("cpi-field-weapon"),
        keys,
        value.map_or_else(String::new, |g| g.key.clone()),
    )
    .labels(weapon_words(c))
    .piece(Piece::Word)
}

/// Each weapon's key as the GM types it (its French word in French).
fn weapon_words(c: &Combatant) -> Vec<String> {
    let typed = |g: &Gear| crate::rules::gear_labels::typed(crate::ID, &g.key);
    c.gear.iter().map(typed).collect()
}

/// The other combatants, with none first: the target of an aim or a shot. The line gets
/// the slug (`booster-1`, one word even after `at`), the GM reads the name.
pub(super) fn target_field(ctx: &Context, c: &Combatant, value: &str, piece: Piece) -> Field {
    let others: Vec<&Combatant> = ctx
        .state
        .combatants
        .iter()
        .filter(|o| o.id != c.id)
        .collect();
    let mut slugs = vec![String::new()];
    slugs.extend(others.iter().map(|o| o.slug()));
    let mut names = vec![String::new()];
    names.extend(others.iter().map(|o| o.name.clone()));
    Field::choice(fixed("cpi-keys-field-target"), slugs, value)
        .labels(names)
        .piece(piece)
        .hint(fixed("cpi-keys-hint-target"))
}

/// The target a shot or an aim defaults to: the one this combatant aims at, else the last
/// attacked, else the nearest enemy still up on the ladder (so the one whose slot comes
/// up shoots with Enter alone), else none.
pub(super) fn aimed_or_last(ctx: &Context, c: &Combatant) -> String {
    let aimed = super::super::aim::aimed_at(ctx.state, c);
    aimed
        .or_else(|| ctx.guess_target(c).filter(|t| t.id != c.id && ctx.up(t)))
        .map_or_else(String::new, Combatant::slug)
}

fn initiative(ctx: &Context, c: &Combatant) -> Form {
    let costly = options::once_per_combat(ctx.state) && c.initiative.is_some();
    let title = if costly {
        fixed("cpi-keys-form-reroll-costly")
    } else {
        fixed("cpi-keys-form-initiative")
    };
    Form::new(
        title,
        "initiative",
        vec![
            who(ctx, c),
            Field::number(fixed("cpi-keys-field-boost"), "").hint(fixed("cpi-keys-hint-boost")),
        ],
    )
}

fn actions(ctx: &Context, c: &Combatant) -> Form {
    let score = c.initiative.as_ref().map(|i| i.score);
    let most = score.map_or(3, slots::max_actions).max(1);
    let step = options::action_penalty(ctx.state);
    let options: Vec<String> = (1..=most).map(|n| n.to_string()).collect();
    let labels: Vec<String> = (1..=most)
        .map(|n| {
            let choice = crate::t!(
                "cpi-keys-actions-choice",
                n = n,
                penalty = minus(slots::penalty(usize::from(n), step))
            );
            match score {
                Some(s) => {
                    let at: Vec<String> =
                        slots::slots(s, n).iter().map(ToString::to_string).collect();
                    crate::t!(
                        "cpi-keys-actions-slots",
                        choice = choice,
                        at = at.join(", ")
                    )
                }
                None => choice,
            }
        })
        .collect();
    let chosen = c.counter(text::CHOSEN).clamp(1, i32::from(most));
    let title = crate::t!(
        "cpi-keys-form-actions",
        most = most,
        score = score.map_or_else(|| "?".to_string(), |s| s.to_string())
    );
    Form::new(
        title,
        "actions",
        vec![
            who(ctx, c),
            Field::choice(fixed("cpi-keys-field-count"), options, chosen.to_string())
                .labels(labels)
                .required()
                .piece(Piece::Keyword),
        ],
    )
}

/// A penalty as the narration writes it: `−6`, `0`.
fn minus(n: i32) -> String {
    if n < 0 {
        format!("−{}", n.unsigned_abs())
    } else {
        n.to_string()
    }
}

/// `shoot WHO [WEAPON] [MODE] at TARGET vs=N` (CPI-06): the weapon in hand, the target
/// guessed; the focus on the first field the GM must type, the difficulty (the target when
/// none is guessed). When the table rolls, the check's d10 comes right after it.
fn shoot(ctx: &Context, c: &Combatant) -> Form {
    let g = held(c);
    let auto = g.is_some_and(|g| weapon::action(g) == weapon::Action::Auto);
    let modes: &[&str] = if auto {
        &["single", "burst", "auto"]
    } else {
        &["single"]
    };
    let target = aimed_or_last(ctx, c);
    let mut fields = vec![
        who(ctx, c),
        weapon_field(c, g),
        keywords(fixed("cpi-field-mode"), modes, "single").required(),
        Field::number(fixed("cpi-keys-field-bullets"), "")
            .piece(Piece::Word)
            .hint(fixed("cpi-keys-hint-bullets")),
        target_field(ctx, c, &target, Piece::Named("at")),
        keyed(fixed("cpi-field-skill"), "skill").hint(fixed("cpi-keys-hint-skill")),
        keyed(fixed("cpi-field-difficulty"), "vs"),
    ];
    let difficulty = fields.len() - 1;
    if crate::engine::table_dice::table_mode(ctx.state)
        && let Some(slot) = rolls::slots().iter().find(|s| s.key == rolls::CHECK)
    {
        // Labelled with the die's word in the GM's language (`jet`), the key in the line.
        let label = crate::engine::table_dice_words::slot_word(crate::ID, slot.key);
        fields.push(keyed(label, slot.key).hint(slot.what));
    }
    fields.push(keyed(fixed("cpi-field-modifier"), "mod"));
    let mut form = Form::new(fixed("cpi-form-shoot"), "shoot", fields);
    form.focus = if target.is_empty() { 4 } else { difficulty };
    form
}

/// Delay to a score (CPI-05): the title says where the next action stands now.
fn delay(ctx: &Context, c: &Combatant) -> Form {
    let next = ctx
        .state
        .ladder
        .of(c.id)
        .filter(|e| super::super::ladder::usable(e))
        .map(|e| e.position)
        .max();
    let title = match next {
        Some(at) => crate::t!("cpi-keys-form-delay-from", at = at),
        None => fixed("cpi-form-delay").to_string(),
    };
    Form::new(
        title,
        "delay",
        vec![
            who(ctx, c),
            Field::number(fixed("cpi-field-score"), "").required(),
        ],
    )
}

#[cfg(test)]
#[path = "forms_tests.rs"]
mod tests;
