//! The movement and shooting forms (COR-13 to COR-28): a shot with every modifier of the
//! difficulty picked from a choice (range, shot type, burst, point blank, size, movement,
//! fall, cover, engaged, crowd, unshouldered, visibility, reflex shot, the GM's modifier),
//! an aiming step, covering fire, crossing it, and a move on a terrain. Choices show the
//! GM's words and write the verbs' English keywords.

use crate::i18n::fixed;
use crate::model::{Combatant, Gear};
use crate::tui::form::{Context, Field, Form, Piece};
use crate::tui::keymap::Action;

use super::choice_words::{flag, keyword_choice};
use super::forms::{Build, default_target, framed, other_field, who};

/// The form of a key of the fire family; `None`: not one of them.
pub fn build(action: Action) -> Option<Build> {
    Some(match action {
        Action::Attack => shoot,
        Action::Own("cor-aim") => aim,
        Action::Own("cor-cover") => cover,
        Action::Own("cor-cross") => cross,
        Action::Own("cor-move") => move_on,
        Action::Own("cor-combat-move") => combat_move,
        Action::Own("cor-stand") => stand,
        Action::Own("cor-crouch") => |ctx, c| posture(ctx, c, "crouch"),
        Action::Own("cor-prone") => |ctx, c| posture(ctx, c, "prone"),
        Action::Own("cor-fall") => fall,
        _ => return None,
    })
}

/// Whether a piece of gear shoots: a firearm, or anything with range bands.
fn shoots(g: &Gear) -> bool {
    g.word("kind") == Some("firearm") || g.value("short").is_some()
}

/// The weapon field: `c`'s guns, the first by default (none: the sheet's default).
fn weapon(c: &Combatant) -> Field {
    let guns: Vec<String> = c
        .gear
        .iter()
        .filter(|g| shoots(g))
        .map(|g| g.key.clone())
        .collect();
    let first = guns.first().cloned().unwrap_or_default();
    let mut options = vec![String::new()];
    options.extend(guns);
    let words = super::choice_words::gear_words(&options);
    Field::choice(fixed("cor-keys-field-weapon"), options, first)
        .labels(words)
        .piece(Piece::Framed("with", ""))
}

/// The range: a band, or a distance typed as `distance M` (COR-16).
fn reach() -> Field {
    let options: Vec<String> = ["short", "medium", "long", "extreme"]
        .iter()
        .map(|b| format!("range {b}"))
        .collect();
    let labels = vec![
        crate::t!("cor-keys-word-range-short"),
        crate::t!("cor-keys-word-range-medium"),
        crate::t!("cor-keys-word-range-long"),
        crate::t!("cor-keys-word-range-extreme"),
    ];
    Field::text(fixed("cor-keys-field-range"), "range medium")
        .suggest(options)
        .labels(labels)
        .required()
        .piece(Piece::Words)
        .hint(fixed("cor-keys-hint-range"))
}

/// The target terms of a shot or an aim (COR-15, COR-24 to COR-28).
fn terms() -> Vec<Field> {
    vec![
        keyword_choice(
            fixed("cor-keys-field-size"),
            "size",
            &[
                "",
                "eye",
                "hand",
                "head",
                "arm",
                "torso",
                "leg",
                "crouching",
                "standing",
                "moto",
                "car",
                "truck",
            ],
        ),
        keyword_choice(
            fixed("cor-keys-field-moving"),
            "moving",
            &["", "walk", "run", "sprint"],
        ),
        flag(fixed("cor-keys-field-axis"), "axis", false),
        framed(fixed("cor-keys-field-falling"), "falling"),
        keyword_choice(
            fixed("cor-keys-field-cover"),
            "cover",
            &[
                "",
                "plaster",
                "wood",
                "stone",
                "concrete",
                "reinforced",
                "interior-door",
                "front-door",
                "armoured-door",
                "car-door",
                "car",
                "mound",
                "sandbag",
                "counter",
            ],
        ),
        Field::number(fixed("cor-keys-field-car-armour"), "")
            .hint(fixed("cor-keys-hint-car-armour")),
        framed(fixed("cor-keys-field-engaged"), "engaged").hint(fixed("cor-keys-hint-engaged")),
        framed(fixed("cor-keys-field-crowd"), "crowd").hint(fixed("cor-keys-hint-crowd")),
        flag(fixed("cor-keys-field-unshouldered"), "unshouldered", false),
        keyword_choice(
            fixed("cor-keys-field-visibility"),
            "visibility",
            &["", "reduced", "poor", "verypoor"],
        ),
        Field::number(fixed("cor-keys-field-seen-at"), "").hint(fixed("cor-keys-hint-seen-at")),
        keyword_choice(fixed("cor-keys-field-night"), "", &["", "ir", "la"]),
        keyword_choice(
            fixed("cor-keys-field-reflex"),
            "reflex",
            &["", "front", "side"],
        ),
        flag(fixed("cor-keys-field-improbable"), "improbable", false),
        keyword_choice(
            fixed("cor-keys-field-expected"),
            "",
            &["", "aiming", "guard"],
        ),
        framed(fixed("cor-keys-field-mod"), "mod"),
    ]
}

/// Dice, bonus and confidence points of a roll.
fn pool() -> Vec<Field> {
    vec![
        framed(fixed("cor-field-dice"), "dice").hint(fixed("cor-keys-hint-shot-dice")),
        framed(fixed("cor-field-bonus"), "bonus"),
        framed(fixed("cor-keys-field-confidence"), "confidence"),
    ]
}

fn at(ctx: &Context, c: &Combatant) -> Field {
    other_field(ctx, fixed("cor-keys-field-target"), default_target(ctx, c))
        .piece(Piece::Named("at"))
}

/// `shoot WHO at TARGET [with W] range B|distance M [mode] [burst] [pointblank] [terms]
/// [pool]` (COR-16 to COR-28).
fn shoot(ctx: &Context, c: &Combatant) -> Form {
    let mut fields = vec![who(ctx, c), at(ctx, c), weapon(c), reach()];
    fields.push(keyword_choice(
        fixed("cor-keys-field-mode"),
        "",
        &["", "standard", "snap", "aimed"],
    ));
    fields.push(keyword_choice(
        fixed("cor-keys-field-burst"),
        "burst",
        &["", "3", "free"],
    ));
    fields.push(flag(
        fixed("cor-keys-field-pointblank"),
        "pointblank",
        false,
    ));
    fields.extend(terms());
    fields.extend(pool());
    Form::new(fixed("cor-keys-form-shoot"), "shoot", fields)
}

/// `aim WHO at TARGET [with W] range B [standing|braced|prone] [terms] [pool]` (COR-19).
fn aim(ctx: &Context, c: &Combatant) -> Form {
    let mut fields = vec![who(ctx, c), at(ctx, c), weapon(c), reach()];
    fields.push(keyword_choice(
        fixed("cor-keys-field-stance"),
        "",
        &["standing", "braced", "prone"],
    ));
    fields.extend(terms());
    fields.extend(pool());
    Form::new(fixed("cor-keys-form-aim"), "aim", fields)
}

/// `cover WHO [with W [W2]] [skill N] burst USE [second USE] metres M from S to E
/// [under-fire] [exposed NAME…]` (COR-21, COR-22).
fn cover(ctx: &Context, c: &Combatant) -> Form {
    let uses = ["single", "shotgun", "3", "free", "heavy", "heavy-burst"];
    let mut second = vec![""];
    second.extend(uses);
    let segment = |label: &'static str, word: &'static str, value: &str| {
        Field::choice(label, (1..=5).map(|s| s.to_string()).collect(), value)
            .required()
            .piece(Piece::Framed(word, ""))
    };
    let now = super::super::decide::ledger::segment(ctx.state)
        .max(1)
        .to_string();
    Form::new(
        fixed("cor-keys-form-cover"),
        "cover",
        vec![
            who(ctx, c),
            weapon(c),
            Field::text(fixed("cor-keys-field-second-weapon"), "").piece(Piece::Word),
            framed(fixed("cor-keys-field-skill-level"), "skill")
                .hint(fixed("cor-keys-hint-skill-level")),
            keyword_choice(fixed("cor-keys-field-use"), "burst", &uses).required(),
            keyword_choice(fixed("cor-keys-field-second-use"), "second", &second),
            framed(fixed("cor-keys-field-metres"), "metres").required(),
            segment(fixed("cor-keys-field-from"), "from", &now),
            segment(fixed("cor-keys-field-to"), "to", "5"),
            flag(fixed("cor-keys-field-under-fire"), "under-fire", false),
            Field::text(fixed("cor-keys-field-exposed"), "")
                .piece(Piece::Framed("exposed", ""))
                .hint(fixed("cor-keys-hint-exposed")),
        ],
    )
}

/// `cross WHO through SHOOTER [protection N] [dodge ROLL|fumble|refuse]` (COR-22).
fn cross(ctx: &Context, c: &Combatant) -> Form {
    let shooter = ctx
        .state
        .combatants
        .iter()
        .find(|o| o.id != c.id && o.has_condition("covering"))
        .or_else(|| default_target(ctx, c));
    Form::new(
        fixed("cor-keys-form-cross"),
        "cross",
        vec![
            who(ctx, c),
            other_field(ctx, fixed("cor-keys-field-shooter"), shooter)
                .piece(Piece::Named("through")),
            framed(fixed("cor-keys-field-protection"), "protection"),
            Field::text(fixed("cor-keys-field-answer"), "")
                .suggest(vec!["dodge ".into(), "refuse".into(), "fumble".into()])
                .piece(Piece::Words)
                .hint(fixed("cor-keys-hint-answer")),
        ],
    )
}

/// `move WHO TERRAIN [fast [pool]]` (COR-13, COR-14).
fn move_on(ctx: &Context, c: &Combatant) -> Form {
    let mut fields = vec![
        who(ctx, c),
        keyword_choice(
            fixed("cor-keys-field-terrain"),
            "",
            &[
                "flat",
                "rough",
                "stairs-down",
                "stairs-up",
                "crouched",
                "ladder",
                "crawling",
                "crowd",
                "dense-crowd",
            ],
        )
        .required(),
        flag(fixed("cor-keys-field-fast"), "fast", false),
    ];
    fields.extend(pool());
    Form::new(fixed("cor-keys-form-move"), "move", fields)
}

/// `combat-move WHO on|off` (COR-15): off when it is on, else on.
fn combat_move(ctx: &Context, c: &Combatant) -> Form {
    let mut state = keyword_choice(fixed("cor-keys-field-state"), "", &["on", "off"]);
    if c.has_condition("combat-move") {
        state.value = "off".into();
    }
    Form::new(
        fixed("cor-keys-form-combat-move"),
        "combat-move",
        vec![who(ctx, c), state],
    )
}

/// `stand WHO [acrobatics [dice N] [bonus N]]` (COR-25).
fn stand(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("cor-keys-form-stand"),
        "stand",
        vec![
            who(ctx, c),
            flag(fixed("cor-keys-field-acrobatics"), "acrobatics", false),
            framed(fixed("cor-field-dice"), "dice"),
            framed(fixed("cor-field-bonus"), "bonus"),
        ],
    )
}

/// `crouch WHO` or `prone WHO` (COR-25).
fn posture(ctx: &Context, c: &Combatant, verb: &'static str) -> Form {
    let title = if verb == "crouch" {
        fixed("cor-keys-form-crouch")
    } else {
        fixed("cor-keys-form-prone")
    };
    Form::new(title, verb, vec![who(ctx, c)])
}

/// `fall WHO N|off` (COR-26): the segments fallen so far.
fn fall(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("cor-keys-form-fall"),
        "fall",
        vec![
            who(ctx, c),
            Field::text(fixed("cor-keys-field-fallen"), "1")
                .suggest(
                    (1..=9)
                        .map(|n| n.to_string())
                        .chain(["off".to_string()])
                        .collect(),
                )
                .required()
                .piece(Piece::Keyword),
        ],
    )
}
