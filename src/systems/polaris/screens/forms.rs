//! The Polaris 3e forms: test, attack, wound, heal, declare, delay, marker, surprise.

use crate::model::Combatant;
use crate::systems::polaris::{difficulty, wounds};
use crate::tui::form::{Context, Field, Form, Piece, Plan};
use crate::tui::keymap::Action;
use crate::i18n::fixed;
use crate::tui::text;

/// The plan for a Polaris action.
pub fn build(action: Action, ctx: &Context) -> Option<Plan> {
    let c = ctx.selected();
    Some(Plan::Form(match action {
        Action::Declare => Form::new(
            fixed("pol-form-declare"),
            "declare",
            vec![
                ctx.who(text::FIELD_WHO),
                Field::text(fixed("pol-field-intent"), "")
                    .required()
                    .piece(Piece::Text)
                    .hint(text::HINT_INTENT),
            ],
        ),
        Action::Test => Form::new(
            fixed("pol-form-test"),
            "test",
            vec![
                ctx.who(text::FIELD_WHO),
                skill(c, ctx.last_skill),
                difficulty_field(),
                modifiers(),
                Field::choice(
                    fixed("pol-field-retry"),
                    vec![String::new(), "retry".into(), "pressured".into()],
                    "",
                )
                .piece(Piece::Flag),
                yes_no(fixed("pol-field-secret"), "secret"),
            ],
        ),
        Action::Attack => Form::new(
            fixed("pol-form-attack"),
            "attack",
            vec![
                ctx.who(text::FIELD_ATTACKER),
                target(ctx),
                skill(c, ctx.last_skill),
                difficulty_field(),
                modifiers(),
                Field::number(text::FIELD_DAMAGE, "")
                    .piece(Piece::Keyed("damage"))
                    .hint(fixed("pol-hint-damage")),
                location().piece(Piece::Framed("at", "")),
                yes_no(fixed("pol-field-melee"), "melee"),
                yes_no(fixed("pol-field-charge"), "charge"),
                Field::choice(
                    fixed("pol-field-technique"),
                    vec![
                        String::new(),
                        "powerful".into(),
                        "incapacitating".into(),
                        "precise".into(),
                    ],
                    "",
                )
                .piece(Piece::Flag),
                yes_no(fixed("pol-field-bleeding"), "bleeding"),
                yes_no(fixed("pol-field-secret"), "secret"),
            ],
        ),
        Action::Wound => Form::new(
            fixed("pol-form-wound"),
            "wound",
            vec![
                ctx.who(text::FIELD_WHO),
                location(),
                severity(false),
                Field::number(text::FIELD_DAMAGE, "")
                    .piece(Piece::Keyed("damage"))
                    .hint(fixed("pol-hint-wound-damage")),
                yes_no(fixed("pol-field-bleeding"), "bleeding"),
            ],
        ),
        Action::Heal => Form::new(
            fixed("pol-form-heal"),
            "heal",
            vec![
                ctx.who(text::FIELD_WHO),
                location().required(),
                severity(true),
                Field::number(text::FIELD_BOXES, "1"),
            ],
        ),
        Action::Delay => Form::new(
            fixed("pol-form-delay"),
            "delay",
            vec![
                ctx.who(text::FIELD_WHO),
                Field::number(fixed("pol-field-phase"), "").hint(fixed("pol-hint-delay-phase")),
            ],
        ),
        Action::Marker => Form::new(
            fixed("pol-form-marker"),
            "marker",
            vec![
                ctx.who(text::FIELD_WHO),
                Field::number(fixed("pol-field-phase"), "").required(),
                Field::number(fixed("pol-field-malus"), "").hint(text::HINT_OPTIONAL),
            ],
        ),
        Action::Surprise => Form::new(
            fixed("pol-form-surprise"),
            "surprise",
            vec![
                Field::text(
                    fixed("pol-field-who-several"),
                    ctx.selected().map_or_else(String::new, |c| c.slug()),
                )
                .required()
                .piece(Piece::Words)
                .suggest(slugs(ctx))
                .hint(fixed("pol-hint-several")),
                Field::number(fixed("pol-field-modifier"), "").hint(text::HINT_OPTIONAL),
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
        .hint(fixed("pol-hint-skill"))
}

fn difficulty_field() -> Field {
    let mut words = vec![String::new()];
    words.extend(difficulty::SCALE.iter().map(|r| r.key.to_string()));
    // The book's word, one word as the reader takes it (`très-difficile`).
    let labels = french_labels(&words, |k| {
        difficulty::SCALE.iter().find(|r| r.key == k).map(|r| r.label_fr)
    })
    .into_iter()
    .map(|label| label.replace(' ', "-"))
    .collect();
    Field::text(fixed("pol-field-difficulty"), "")
        .suggest(words)
        .labels(labels)
        .piece(Piece::Words)
        .hint(fixed("pol-hint-difficulty"))
}

fn modifiers() -> Field {
    Field::text(fixed("pol-field-modifiers"), "")
        .piece(Piece::Words)
        .hint(fixed("pol-hint-modifiers"))
}

fn location() -> Field {
    let mut keys = vec![String::new()];
    keys.extend(wounds::LOCATION_KEYS.iter().map(|k| k.to_string()));
    let labels = french_labels(&keys, wounds::location_label_fr);
    Field::choice(fixed("pol-field-location"), keys, "")
        .labels(labels)
        .piece(Piece::Keyword)
        .hint(fixed("pol-hint-location"))
}

/// In French, how each key is shown (`tête`, `grave`): the book's word in lower case; the
/// line still gets the key. Nothing in English, where the keys are the words.
fn french_labels(keys: &[String], word: impl Fn(&str) -> Option<&'static str>) -> Vec<String> {
    if crate::i18n::current() != crate::i18n::Lang::Fr {
        return Vec::new();
    }
    keys.iter()
        .map(|k| word(k).map_or_else(|| k.clone(), str::to_lowercase))
        .collect()
}

fn severity(required: bool) -> Field {
    let mut keys: Vec<String> = if required {
        Vec::new()
    } else {
        vec![String::new()]
    };
    keys.extend(wounds::SEVERITY_KEYS.iter().map(|k| k.to_string()));
    let first = if required { "light" } else { "" };
    let labels = french_labels(&keys, |k| {
        wounds::SEVERITY_KEYS
            .iter()
            .position(|s| *s == k)
            .and_then(wounds::severity_label_fr)
    });
    let field = Field::choice(fixed("pol-field-severity"), keys, first)
        .labels(labels)
        .piece(Piece::Keyword)
        .hint(fixed("pol-hint-severity"));
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
