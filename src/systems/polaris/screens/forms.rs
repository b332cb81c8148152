//! The Polaris 3e forms: test, attack, wound, heal, declare, delay, marker, surprise.

use crate::model::Combatant;
use crate::systems::polaris::{difficulty, wounds};
use crate::tui::form::{Context, Field, Form, Piece, Plan};
use crate::tui::keymap::Action;
use crate::tui::text;

/// The plan for a Polaris action.
pub fn build(action: Action, ctx: &Context) -> Option<Plan> {
    let c = ctx.selected();
    Some(Plan::Form(match action {
        Action::Declare => Form::new(
            text::FORM_DECLARE,
            "declare",
            vec![
                ctx.who(text::FIELD_WHO),
                Field::text(text::FIELD_INTENT, "")
                    .required()
                    .piece(Piece::Text)
                    .hint(text::HINT_INTENT),
            ],
        ),
        Action::Test => Form::new(
            text::FORM_TEST,
            "test",
            vec![
                ctx.who(text::FIELD_WHO),
                skill(c, ctx.last_skill),
                difficulty_field(),
                modifiers(),
                Field::choice(
                    text::FIELD_RETRY,
                    vec![String::new(), "retry".into(), "pressured".into()],
                    "",
                )
                .piece(Piece::Flag),
                yes_no(text::FIELD_SECRET, "secret"),
            ],
        ),
        Action::Attack => Form::new(
            text::FORM_ATTACK,
            "attack",
            vec![
                ctx.who(text::FIELD_ATTACKER),
                target(ctx),
                skill(c, ctx.last_skill),
                difficulty_field(),
                modifiers(),
                Field::number(text::FIELD_DAMAGE, "")
                    .piece(Piece::Keyed("damage"))
                    .hint(text::HINT_DAMAGE),
                location().piece(Piece::Framed("at", "")),
                yes_no(text::FIELD_MELEE, "melee"),
                yes_no(text::FIELD_CHARGE, "charge"),
                Field::choice(
                    text::FIELD_TECHNIQUE,
                    vec![
                        String::new(),
                        "powerful".into(),
                        "incapacitating".into(),
                        "precise".into(),
                    ],
                    "",
                )
                .piece(Piece::Flag),
                yes_no(text::FIELD_BLEEDING, "bleeding"),
                yes_no(text::FIELD_SECRET, "secret"),
            ],
        ),
        Action::Wound => Form::new(
            text::FORM_WOUND,
            "wound",
            vec![
                ctx.who(text::FIELD_WHO),
                location(),
                severity(false),
                Field::number(text::FIELD_DAMAGE, "")
                    .piece(Piece::Keyed("damage"))
                    .hint(text::HINT_WOUND_DAMAGE),
                yes_no(text::FIELD_BLEEDING, "bleeding"),
            ],
        ),
        Action::Heal => Form::new(
            text::FORM_HEAL,
            "heal",
            vec![
                ctx.who(text::FIELD_WHO),
                location().required(),
                severity(true),
                Field::number(text::FIELD_BOXES, "1"),
            ],
        ),
        Action::Delay => Form::new(
            text::FORM_DELAY,
            "delay",
            vec![
                ctx.who(text::FIELD_WHO),
                Field::number(text::FIELD_PHASE, "").hint(text::HINT_DELAY_PHASE),
            ],
        ),
        Action::Marker => Form::new(
            text::FORM_MARKER,
            "marker",
            vec![
                ctx.who(text::FIELD_WHO),
                Field::number(text::FIELD_PHASE, "").required(),
                Field::number(text::FIELD_MALUS, "").hint(text::HINT_OPTIONAL),
            ],
        ),
        Action::Surprise => Form::new(
            text::FORM_SURPRISE,
            "surprise",
            vec![
                Field::text(
                    text::FIELD_WHO_SEVERAL,
                    ctx.selected().map_or_else(String::new, |c| c.slug()),
                )
                .required()
                .piece(Piece::Words)
                .suggest(slugs(ctx))
                .hint(text::HINT_SEVERAL),
                Field::number(text::FIELD_MODIFIER, "").hint(text::HINT_OPTIONAL),
            ],
        ),
        _ => return None,
    }))
}

fn skill(c: Option<&Combatant>, last: Option<&str>) -> Field {
    let mut options: Vec<String> = c
        .map(|c| c.skills.keys().cloned().collect())
        .unwrap_or_default();
    if let Some(c) = c {
        options.extend(c.stats.keys().cloned());
    }
    let default = match last {
        Some(s) if options.iter().any(|o| o == s) => s.to_string(),
        _ => options.first().cloned().unwrap_or_default(),
    };
    Field::text(text::FIELD_SKILL, default)
        .required()
        .suggest(options)
        .hint(text::HINT_SKILL)
}

fn difficulty_field() -> Field {
    let mut words = vec![String::new()];
    words.extend(difficulty::SCALE.iter().map(|r| r.key.to_string()));
    Field::text(text::FIELD_DIFFICULTY, "")
        .suggest(words)
        .piece(Piece::Words)
        .hint(text::HINT_DIFFICULTY)
}

fn modifiers() -> Field {
    Field::text(text::FIELD_MODIFIERS, "")
        .piece(Piece::Words)
        .hint(text::HINT_MODIFIERS)
}

fn location() -> Field {
    let mut keys = vec![String::new()];
    keys.extend(wounds::LOCATION_KEYS.iter().map(|k| k.to_string()));
    Field::choice(text::FIELD_LOCATION, keys, "")
        .piece(Piece::Keyword)
        .hint(text::HINT_LOCATION)
}

fn severity(required: bool) -> Field {
    let mut keys: Vec<String> = if required {
        Vec::new()
    } else {
        vec![String::new()]
    };
    keys.extend(wounds::SEVERITY_KEYS.iter().map(|k| k.to_string()));
    let first = if required { "light" } else { "" };
    let field = Field::choice(text::FIELD_SEVERITY, keys, first)
        .piece(Piece::Keyword)
        .hint(text::HINT_SEVERITY);
    if required { field.required() } else { field }
}

fn yes_no(label: &'static str, word: &'static str) -> Field {
    Field::choice(
        label,
        vec![text::NO.to_string(), word.to_string()],
        text::NO,
    )
    .piece(Piece::Flag)
}

fn target(ctx: &Context) -> Field {
    let names = ctx.names();
    let me = ctx.selected();
    let default = ctx
        .last_target
        .filter(|t| Some(*t) != ctx.selected)
        .and_then(|t| ctx.state.combatant(t))
        .or_else(|| {
            ctx.state
                .combatants
                .iter()
                .find(|c| me.is_some_and(|m| m.side != c.side && m.id != c.id))
        })
        .map_or_else(String::new, |c| c.name.clone());
    Field::choice(text::FIELD_TARGET, names, default).required()
}

fn slugs(ctx: &Context) -> Vec<String> {
    ctx.state.combatants.iter().map(|c| c.slug()).collect()
}

#[cfg(test)]
#[path = "forms_tests.rs"]
mod tests;
