//! The Cyberpunk forms for a fighter's other actions: draw, chamber, reload and unjam,
//! aim, a target out of sight, run, stance, other actions, support, a natural 1 rolled at
//! the table and a save.

use crate::i18n::fixed;
use crate::model::Combatant;
use crate::tui::form::{Context, Field, Form, Piece};

use super::super::command::Support;
use super::super::text;
use super::super::weapon::IN_HAND;
use super::choice_words::keywords;
use super::forms::{aimed_or_last, held, target_field, weapon_field, who};

pub(super) fn draw(ctx: &Context, c: &Combatant) -> Form {
    let other = c.gear.iter().find(|g| !g.flag(IN_HAND));
    Form::new(
        fixed("cpi-keys-form-draw"),
        "draw",
        vec![
            who(ctx, c),
            weapon_field(c, other).required(),
            keywords(fixed("cpi-keys-field-other-weapon"), &["", "stow"], "")
                .hint(fixed("cpi-keys-hint-stow")),
        ],
    )
}

/// Chamber, reload or unjam: on the weapon that needs it, else the one in hand.
pub(super) fn fix(ctx: &Context, c: &Combatant, verb: &'static str, flag: &str) -> Form {
    let needs = c.gear.iter().find(|g| g.flag(flag)).or_else(|| held(c));
    let title = match verb {
        "chamber" => fixed("cpi-keys-form-chamber"),
        "reload" => fixed("cpi-keys-form-reload"),
        _ => fixed("cpi-keys-form-unjam"),
    };
    Form::new(title, verb, vec![who(ctx, c), weapon_field(c, needs)])
}

pub(super) fn aim(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("cpi-keys-form-aim"),
        "aim",
        vec![
            who(ctx, c),
            target_field(ctx, c, &aimed_or_last(ctx, c), Piece::Word),
        ],
    )
}

/// A target leaves the sight of whoever aims at it (CPI-OP-07): on the one the selected
/// combatant aims at, else the selected one.
pub(super) fn sight(ctx: &Context, c: &Combatant) -> Form {
    let target = super::super::aim::aimed_at(ctx.state, c).unwrap_or(c);
    Form::new(
        fixed("cpi-keys-form-sight"),
        "unseen",
        vec![
            Field::choice(
                fixed("cpi-keys-field-target"),
                ctx.names(),
                target.name.clone(),
            )
            .required(),
        ],
    )
}

pub(super) fn run(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("cpi-keys-form-run"),
        "run",
        vec![
            who(ctx, c),
            Field::number(fixed("cpi-keys-field-actions"), "1").required(),
        ],
    )
}

pub(super) fn stance(ctx: &Context, c: &Combatant) -> Form {
    let now = if c.has_condition(text::PRONE) || c.has_condition(text::CROUCHED) {
        "stand"
    } else {
        "crouch"
    };
    Form::new(
        fixed("cpi-keys-form-stance"),
        "stance",
        vec![
            who(ctx, c),
            keywords(
                fixed("cpi-keys-field-stance"),
                &["crouch", "prone", "stand"],
                now,
            )
            .required(),
        ],
    )
}

pub(super) fn act(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("cpi-keys-form-act"),
        "act",
        vec![
            who(ctx, c),
            keywords(
                fixed("cpi-keys-field-activity"),
                &["melee", "jump", "vehicle", "vehicle fast", "other"],
                "melee",
            )
            .required(),
            Field::number(fixed("cpi-keys-field-actions"), "")
                .piece(Piece::Word)
                .hint(fixed("cpi-keys-hint-act-count")),
        ],
    )
}

pub(super) fn support(ctx: &Context, c: &Combatant) -> Form {
    let mut list = vec!["none"];
    list.extend(Support::ALL.iter().map(|s| s.word()));
    Form::new(
        fixed("cpi-keys-form-support"),
        "support",
        vec![
            who(ctx, c),
            keywords(fixed("cpi-keys-field-support"), &list, "bipod").required(),
        ],
    )
}

pub(super) fn fumble(ctx: &Context, c: &Combatant) -> Form {
    let skill = held(c)
        .and_then(|g| g.word("skill"))
        .map(|k| super::super::check::level(c, k))
        .map_or_else(String::new, |n| n.to_string());
    Form::new(
        fixed("cpi-keys-form-fumble"),
        "fumble",
        vec![
            who(ctx, c),
            Field::number(fixed("cpi-field-skill"), skill).required(),
            weapon_field(c, held(c)),
        ],
    )
}

pub(super) fn save(ctx: &Context, c: &Combatant) -> Form {
    let mortal = super::super::body::mortal(super::super::body::level(ctx.state, c)).is_some();
    Form::new(
        fixed("cpi-keys-form-save"),
        "save",
        vec![
            who(ctx, c),
            keywords(
                fixed("cpi-keys-field-save"),
                &["stun", "death"],
                if mortal { "death" } else { "stun" },
            )
            .required(),
        ],
    )
}
