//! The canonical text of the gear commands: reading [`format`]'s line gives the command
//! back.

use crate::model::Gear;
use crate::script::{Words, quote, word};

use super::super::command::gear::{GearCommand as C, Piece};
use super::super::gear::{DEVICE_VALUES, WEAPON_VALUES};
use super::gear_table::FRENCH;

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
            w.bare(piece.verb())
                .bare(name(who))
                .bare(name(key))
                .bare("remove");
        }
        C::Give { who, piece, gear } => {
            w.bare(piece.verb()).bare(name(who)).bare(name(&gear.key));
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
        w.bare(format!("kind={kind}"));
    }
    for k in WEAPON_VALUES {
        if let Some(v) = gear.value(k) {
            let k = if k == "damage-bonus" { "bonus" } else { k };
            w.bare(format!("{k}={v}"));
        }
    }
    if let Some(c) = gear.word("carried") {
        w.bare(format!("carried={c}"));
    }
}

fn cyber(w: &mut Words, gear: &Gear) {
    if let Some(d) = gear.word("device") {
        w.bare(format!("device={d}"));
    }
    if let Some(s) = gear.word("site") {
        w.bare(format!("site={s}"));
    }
    for k in DEVICE_VALUES {
        if let Some(v) = gear.value(k) {
            w.bare(format!("{k}={v}"));
        }
    }
}
