//! The Anarchy magic and Matrix forms (ANA-12 to ANA-20): sustain, counterspell (dispel or
//! interpose), cast with its drain, summon, compile, complex form, resist, hack with brute
//! force or corruption, marks, server, VR, IC, range, convergence check and reboot.

use crate::i18n::fixed;
use crate::model::Combatant;
use crate::tui::form::{Context, Field, Form, Piece};

use super::super::arcane::slots;
use super::choice_words::{flag, keywords};
use super::forms::{Build, default_target, framed, target_field, who};

/// The form for a magic or Matrix key; `None`: not one of them.
pub fn build(word: &str) -> Option<Build> {
    Some(match word {
        "ana-sustain" => sustain,
        "ana-dispel" => dispel,
        "ana-counter" => counter,
        "ana-cast" => |ctx, c| drain(ctx, c, "cast"),
        "ana-form" => |ctx, c| drain(ctx, c, "form"),
        "ana-summon" => summon,
        "ana-compile" => compile,
        "ana-resist" => resist,
        "ana-hack" => hack,
        "ana-marks" => marks,
        "ana-server" => server,
        "ana-vr" => vr,
        "ana-ic" => ic,
        "ana-range" => range,
        "ana-convergence" => {
            |ctx, c| alone(ctx, c, "convergence", fixed("ana-keys-form-convergence"))
        }
        "ana-reboot" => |ctx, c| alone(ctx, c, "reboot", fixed("ana-keys-form-reboot")),
        _ => return None,
    })
}

/// A name typed (a spell, a server, a Matrix target), one word in the line.
fn name(label: &'static str) -> Field {
    Field::text(label, "").required().piece(Piece::Word)
}

fn dice(label: &'static str) -> Field {
    Field::number(label, "").required()
}

/// A Matrix target: typed, the nearest enemy offered (a device or a persona).
fn matrix_target(ctx: &Context, c: &Combatant) -> Field {
    let mut names: Vec<String> = ctx
        .state
        .combatants
        .iter()
        .filter(|o| o.id != c.id)
        .map(|o| o.name.clone())
        .collect();
    let value = default_target(ctx, c).map_or_else(String::new, |o| o.name.clone());
    names.retain(|n| *n != value);
    names.insert(0, value.clone());
    Field::text(fixed("ana-keys-field-matrix-target"), value)
        .suggest(names)
        .required()
        .piece(Piece::Word)
}

fn sustain(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("ana-keys-form-sustain"),
        "sustain",
        vec![
            who(ctx, c),
            name(fixed("ana-keys-field-spell")),
            flag(fixed("ana-keys-field-stop"), "off", false),
        ],
    )
}

/// Dispel a sustained spell (ANA-12): the counterspeller's dice against the sustainer's.
fn dispel(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("ana-keys-form-dispel"),
        "counterspell",
        vec![
            who(ctx, c),
            name(fixed("ana-keys-field-spell")),
            target_field(ctx, default_target(ctx, c))
                .required()
                .piece(Piece::Named("of")),
            dice(fixed("ana-keys-field-dice")),
            framed(fixed("ana-keys-field-sustainer-dice"), "vs").required(),
        ],
    )
}

/// Counterspell against a combat spell for 1 Anarchy point (ANA-13).
fn counter(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("ana-keys-form-counter"),
        "counterspell",
        vec![
            who(ctx, c),
            target_field(ctx, None)
                .required()
                .piece(Piece::Named("for")),
            dice(fixed("ana-keys-field-dice")),
            framed(fixed("ana-keys-field-own-hits"), "own").required(),
            keywords(
                fixed("ana-keys-field-keep"),
                &["", "best", "own", "counterspeller"],
                "",
            ),
        ],
    )
}

/// A spell (`cast`) or a complex form (`form`) and its drain (ANA-14, ANA-15).
fn drain(ctx: &Context, c: &Combatant, verb: &'static str) -> Form {
    let mut fields = vec![who(ctx, c)];
    if verb == "cast" {
        fields.push(
            keywords(
                fixed("ana-keys-field-spell-kind"),
                &["combat", "effect"],
                "combat",
            )
            .required(),
        );
    }
    fields.extend([
        name(if verb == "cast" {
            fixed("ana-keys-field-spell")
        } else {
            fixed("ana-keys-field-complex-form")
        }),
        framed(fixed("ana-keys-field-amp"), "amp").required(),
        framed(fixed("ana-keys-field-dice"), "dice").hint(fixed("ana-keys-hint-dice")),
    ]);
    let title = if verb == "cast" {
        fixed("ana-keys-form-cast")
    } else {
        fixed("ana-keys-form-complex-form")
    };
    Form::new(title, verb, fields)
}

fn summon(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("ana-keys-form-summon"),
        "summon",
        vec![
            who(ctx, c),
            keywords(
                fixed("ana-keys-field-category"),
                &["minor", "normal", "major"],
                "normal",
            )
            .required(),
            dice(fixed("ana-keys-field-dice")),
        ],
    )
}

fn compile(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("ana-keys-form-compile"),
        "compile",
        vec![
            who(ctx, c),
            keywords(
                fixed("ana-keys-field-category"),
                &["", "minor", "normal", "major"],
                "",
            ),
            dice(fixed("ana-keys-field-dice")),
        ],
    )
}

/// One Sorcery roll against each target's defense (ANA-16): the targets typed, the
/// nearest enemy first.
fn resist(ctx: &Context, c: &Combatant) -> Form {
    let target = default_target(ctx, c).map_or_else(String::new, |o| crate::script::word(&o.name));
    Form::new(
        fixed("ana-keys-form-resist"),
        "resist",
        vec![
            who(ctx, c),
            keywords(
                fixed("ana-keys-field-defense-kind"),
                &["physical", "mental", "social"],
                "mental",
            )
            .required(),
            dice(fixed("ana-keys-field-dice")),
            Field::text(fixed("ana-keys-field-targets"), target)
                .required()
                .piece(Piece::Words)
                .hint(fixed("ana-keys-hint-targets")),
        ],
    )
}

/// A Hacking test (ANA-17 to ANA-20): the difficulty a number or a word, brute force or
/// corruption, the noise, a mark on a win.
fn hack(ctx: &Context, c: &Combatant) -> Form {
    let against = Field::text(fixed("ana-keys-field-difficulty"), "easy")
        .suggest(["trivial", "easy", "hard"].map(String::from).to_vec())
        .required()
        .piece(Piece::Framed("vs", ""))
        .hint(fixed("ana-keys-hint-difficulty"));
    Form::new(
        fixed("ana-keys-form-hack"),
        "hack",
        vec![
            who(ctx, c),
            matrix_target(ctx, c),
            dice(fixed("ana-keys-field-dice")),
            against,
            keywords(
                fixed("ana-keys-field-hack-kind"),
                &["", "brute-force", "corruption", "cybercombat"],
                "",
            ),
            framed(fixed("ana-keys-field-noise"), "noise"),
            flag(fixed("ana-keys-field-mark"), "mark", true),
        ],
    )
}

fn marks(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("ana-keys-form-marks"),
        "marks",
        vec![
            who(ctx, c),
            matrix_target(ctx, c),
            Field::number(fixed("ana-keys-field-marks"), "1").required(),
        ],
    )
}

/// Leave the server `c` is in, else enter one with the marks it needs.
fn server(ctx: &Context, c: &Combatant) -> Form {
    let fields = if c.has_condition(slots::SERVER) {
        vec![
            who(ctx, c),
            flag(fixed("ana-keys-field-leave"), "leave", true).required(),
        ]
    } else {
        vec![
            who(ctx, c),
            name(fixed("ana-keys-field-server")),
            Field::number(fixed("ana-keys-field-needs"), "1")
                .required()
                .piece(Piece::Framed("needs", "")),
        ]
    };
    Form::new(fixed("ana-keys-form-server"), "server", fields)
}

/// Into VR, or out of it when `c` is in.
fn vr(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("ana-keys-form-vr"),
        "vr",
        vec![
            who(ctx, c),
            keywords(
                fixed("ana-keys-field-vr"),
                &["on", "off"],
                if c.has_condition(slots::VR) {
                    "off"
                } else {
                    "on"
                },
            )
            .required(),
        ],
    )
}

fn ic(_ctx: &Context, _c: &Combatant) -> Form {
    Form::new(
        fixed("ana-keys-form-ic"),
        "ic",
        vec![
            name(fixed("ana-keys-field-server")),
            Field::number(fixed("ana-keys-field-ic"), "1").required(),
        ],
    )
}

fn range(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("ana-keys-form-range"),
        "range",
        vec![
            who(ctx, c),
            matrix_target(ctx, c),
            keywords(
                fixed("ana-keys-field-range"),
                &["short", "intermediate", "long"],
                "short",
            )
            .required(),
        ],
    )
}

/// A form with only who: the convergence check, the reboot.
fn alone(ctx: &Context, c: &Combatant, verb: &'static str, title: &'static str) -> Form {
    Form::new(title, verb, vec![who(ctx, c)])
}
