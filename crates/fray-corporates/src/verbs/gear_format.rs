//! The canonical text of the gear commands: reading [`format`]'s line gives the command
//! back.

use crate::model::Gear;
use crate::script::{Words, quote, word};

use super::super::command::gear::{GearCommand as C, Piece};
use super::super::gear::{DEVICE_VALUES, WEAPON_VALUES};
use super::gear_table::{FRENCH, FRENCH_VALUES};

/// A `key=value` word: the value in its French word in a French line (`site=other`:
/// `emplacement=autre`), which the reader takes back.
fn keyed(w: &mut Words, key: &str, value: &str) {
    let french = w
        .is_french()
        .then(|| crate::script::written_french(FRENCH_VALUES, value))
        .flatten();
    w.bare(format!("{key}={}", french.as_deref().unwrap_or(value)));
}

/// A name or key as typed: quoted when it would read as a keyword.
fn name(text: &str) -> String {
    let lower = text.to_lowercase();
    let ours = ["name", "remove"].contains(&lower.as_str())
        || FRENCH
            .iter()
            .any(|(en, fr)| ["name", "remove"].contains(en) && fr.contains(&lower.as_str()));
    if ours || super::words::reserved(text) {
        quote(text)
    } else {
        word(text)
    }
}

/// Writes a gear command.
pub fn format(w: &mut Words, command: &C) {
    match command {
        C::Remove { who, piece, key } => {
            let key = name(&super::gear_word(w, key));
            w.bare(piece.verb())
                .bare(name(who))
                .bare(key)
                .bare("remove");
        }
        C::Give { who, piece, gear } => {
            let key = name(&super::gear_word(w, &gear.key));
            w.bare(piece.verb()).bare(name(who)).bare(key);
            if !gear.name.is_empty() {
                w.bare("name").bare(quote(&gear.name));
            }
            match piece {
                Piece::Weapon => weapon(w, gear),
                Piece::Armour => {
                    if let Some(p) = gear.value("protection") {
                        w.bare(format!("protection={p}"));
                    }
                }
                Piece::Cyber => cyber(w, gear),
            }
        }
    }
}

fn weapon(w: &mut Words, gear: &Gear) {
    if let Some(kind) = gear.word("class").or_else(|| gear.word("kind")) {
        keyed(w, "kind", kind);
    }
    for k in WEAPON_VALUES {
        if let Some(v) = gear.value(k) {
            let k = if k == "damage-bonus" { "bonus" } else { k };
            w.bare(format!("{k}={v}"));
        }
    }
    if let Some(c) = gear.word("carried") {
        keyed(w, "carried", c);
    }
}

fn cyber(w: &mut Words, gear: &Gear) {
    if let Some(d) = gear.word("device") {
        keyed(w, "device", d);
    }
    if let Some(s) = gear.word("site") {
        keyed(w, "site", s);
    }
    for k in DEVICE_VALUES {
        if let Some(v) = gear.value(k) {
            w.bare(format!("{k}={v}"));
        }
    }
}
