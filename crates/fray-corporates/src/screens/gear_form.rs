//! The gear forms, opened by the system's own keys: `weapon`, `armour` and `cyber` for the
//! selected combatant (else the one acting now), the key suggested from the pieces of that
//! kind they carry, every figure the verb reads as its own `key=value` field, and
//! `remove` to take the piece away. Each writes exactly the line it shows.

use crate::i18n::fixed;
use crate::model::{Combatant, Gear};
use crate::tui::form::{Context, Field, Form, Piece};
use crate::tui::keymap::Action;

use super::super::gear::{CARRIED_WORDS, Class, DEVICES, Device, Protection, SITES, Weapon};
use super::super::panes::{gear_text, words};
use super::choice_words::flag;
use super::forms::{Build, who};

/// The form for a gear key, `None` for other keys.
pub fn build(action: Action) -> Option<Build> {
    Some(match action {
        Action::Own("cor-weapon") => weapon,
        Action::Own("cor-armour") => armour,
        Action::Own("cor-cyber") => cyber,
        _ => return None,
    })
}

/// The key field, suggesting the keys of the pieces `is` picks.
fn key(c: &Combatant, is: fn(&Gear) -> bool) -> Field {
    let keys: Vec<String> = c
        .gear
        .iter()
        .filter(|g| is(g))
        .map(|g| g.key.clone())
        .collect();
    let words = super::choice_words::gear_words(&keys);
    Field::text(fixed("cor-gear-field-key"), "")
        .suggest(keys)
        .labels(words)
        .required()
}

/// The fields every gear form has after the owner: key, remove, name.
fn head(ctx: &Context, c: &Combatant, is: fn(&Gear) -> bool) -> Vec<Field> {
    vec![
        who(ctx, c),
        key(c, is),
        flag(fixed("cor-gear-field-remove"), "remove", false),
        Field::text(fixed("cor-gear-field-name"), "").piece(Piece::Named("name")),
    ]
}

/// A `key=N` field.
fn keyed(label: &'static str, key: &'static str) -> Field {
    Field::number(label, "").piece(Piece::Keyed(key))
}

/// A `key=WORD` choice among `options` (none first), shown by `labels`.
fn keyed_choice(
    label: &'static str,
    key: &'static str,
    options: Vec<String>,
    labels: Vec<String>,
) -> Field {
    let mut all = vec![String::new()];
    all.extend(options);
    let mut shown = vec![String::new()];
    shown.extend(labels);
    Field::choice(label, all, "")
        .labels(shown)
        .piece(Piece::Keyed(key))
}

fn is_weapon(g: &Gear) -> bool {
    Weapon::of(g).is_some()
}

fn is_protection(g: &Gear) -> bool {
    Protection::of(g).is_some()
}

fn is_device(g: &Gear) -> bool {
    Device::of(g).is_some()
}

/// The weapon kinds the form offers: the text's firearm types, then the damage kinds.
const KINDS: [&str; 13] = [
    "pistol",
    "rifle",
    "smg",
    "shotgun",
    "heavy",
    "soft",
    "explosion",
    "thrown",
    "hand",
    "blunt",
    "hard-blunt",
    "cutting",
    "thrusting",
];

/// `weapon WHO KEY [remove] [name TEXT] [kind=K] [damage=N] …`.
fn weapon(ctx: &Context, c: &Combatant) -> Form {
    let kinds: Vec<String> = KINDS.iter().map(|k| (*k).to_string()).collect();
    let kind_labels = KINDS
        .iter()
        .map(|k| match Class::from_word(k) {
            Some(class) => gear_text::class(class.word()),
            None => words::kind(k),
        })
        .collect();
    let carried: Vec<String> = CARRIED_WORDS.iter().map(|k| (*k).to_string()).collect();
    let carried_labels = CARRIED_WORDS.iter().map(|k| words::carried(k)).collect();
    let mut fields = head(ctx, c, is_weapon);
    fields.push(keyed_choice(
        fixed("cor-gear-field-kind"),
        "kind",
        kinds,
        kind_labels,
    ));
    for (label, key) in [
        ("cor-gear-field-damage", "damage"),
        ("cor-gear-field-bonus", "bonus"),
        ("cor-gear-field-short", "short"),
        ("cor-gear-field-medium", "medium"),
        ("cor-gear-field-long", "long"),
        ("cor-gear-field-extreme", "extreme"),
        ("cor-gear-field-snap", "snap"),
        ("cor-gear-field-aim", "aim"),
        ("cor-gear-field-burst", "burst"),
        ("cor-gear-field-rounds", "rounds"),
        ("cor-gear-field-attack", "attack"),
        ("cor-gear-field-defense", "defense"),
    ] {
        fields.push(keyed(fixed(label), key));
    }
    fields.push(keyed_choice(
        fixed("cor-gear-field-carried"),
        "carried",
        carried,
        carried_labels,
    ));
    Form::new(fixed("cor-gear-form-weapon"), "weapon", fields)
}

/// `armour WHO KEY [remove] [name TEXT] protection=N`.
fn armour(ctx: &Context, c: &Combatant) -> Form {
    let mut fields = head(ctx, c, is_protection);
    fields.push(keyed(fixed("cor-gear-field-protection"), "protection"));
    Form::new(fixed("cor-gear-form-armour"), "armour", fields)
}

/// `cyber WHO KEY [remove] [name TEXT] [device=D] [site=S] [level=N] [protection=N]
/// [doses=N]`.
fn cyber(ctx: &Context, c: &Combatant) -> Form {
    let devices: Vec<String> = DEVICES.iter().map(|d| d.word.to_string()).collect();
    let device_labels = DEVICES.iter().map(|d| gear_text::device(d.word)).collect();
    let sites: Vec<String> = SITES.iter().map(|s| (*s).to_string()).collect();
    let site_labels = SITES.iter().map(|s| words::site(s)).collect();
    let mut fields = head(ctx, c, is_device);
    fields.push(keyed_choice(
        fixed("cor-gear-field-device"),
        "device",
        devices,
        device_labels,
    ));
    fields.push(keyed_choice(
        fixed("cor-gear-field-site"),
        "site",
        sites,
        site_labels,
    ));
    for (label, key) in [
        ("cor-gear-field-level", "level"),
        ("cor-gear-field-protection", "protection"),
        ("cor-gear-field-doses", "doses"),
    ] {
        fields.push(keyed(fixed(label), key));
    }
    Form::new(fixed("cor-gear-form-cyber"), "cyber", fields)
}
