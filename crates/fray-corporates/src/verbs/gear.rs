//! Reading the gear verbs: `weapon WHO KEY [name TEXT] [kind=K] [damage=N] …`,
//! `armour WHO KEY protection=N`, `cyber WHO KEY [device=D] [site=S] [level=N] …`, each
//! with `remove` to take the piece away; keywords and values in English or French. Their
//! table: [`super::gear_table`]; writing back: [`super::gear_format`].

use crate::model::Gear;
use crate::rules::limits::Limit;
use crate::script::cursor::Cursor;
use crate::script::lexer::Token;
use crate::script::{Expected, ParseError, Verb};

use super::super::command::gear::{GearCommand as C, Piece};
use super::super::command::melee::DamageKind;
use super::super::gear::{
    CARRIED_WORDS, Class, DEVICE_VALUES, Device, Protection, SITES, WEAPON_VALUES, Weapon,
    device_kind,
};
use super::gear_table::{FRENCH, FRENCH_VALUES};

pub use super::gear_table::{KEYWORDS, VERBS, owns, summary};

/// Damage dice: 0 to 60.
const DICE: Limit = Limit::new(0, 60);
/// Any other figure: −999 to 999.
const FIGURE: Limit = Limit::new(-999, 999);
/// Protection levels, a device's level, doses, rounds, bands: 0 to 999.
const COUNT: Limit = Limit::new(0, 999);

/// The English word `lower` stands for in `table`, if any.
fn english(table: &[(&'static str, &'static [&'static str])], lower: &str) -> Option<String> {
    table
        .iter()
        .find(|(_, fr)| fr.contains(&lower))
        .map(|(en, _)| (*en).to_string())
}

/// The English keyword an unquoted word stands for: this family's French words first,
/// then every family's (a French line writes a keyword with the first French word the
/// system has for it).
fn keyword(text: &str) -> String {
    let lower = text.to_lowercase();
    english(FRENCH, &lower)
        .or_else(|| english(super::all_french(), &lower))
        .unwrap_or(lower)
}

/// The English value a typed value stands for: this family's French words first, then
/// every family's (help shows the values in the system's French words).
fn value_word(text: &str) -> String {
    let lower = text.to_lowercase();
    english(FRENCH_VALUES, &lower)
        .or_else(|| english(super::all_french(), &lower))
        .unwrap_or(lower)
}

fn is_word(t: &Token, word: &str) -> bool {
    !t.quoted && keyword(&t.text) == word
}

fn phrase(key: &'static str) -> Expected {
    Expected::Own(crate::i18n::fixed(key))
}

/// The piece a verb gives.
fn piece_of(verb: &str) -> Option<Piece> {
    Some(match verb {
        "weapon" => Piece::Weapon,
        "armour" => Piece::Armour,
        "cyber" => Piece::Cyber,
        _ => return None,
    })
}

/// Reads a gear verb.
pub fn parse(verb: &Verb, c: &mut Cursor) -> Result<Option<C>, ParseError> {
    let Some(piece) = piece_of(verb.name) else {
        return Ok(None);
    };
    let who = c.name(phrase("cor-gear-expected-who"))?;
    let key = super::gear_key(c.name(phrase("cor-gear-expected-key"))?);
    if c.peek().is_some_and(|t| is_word(t, "remove")) {
        c.next();
        c.finish()?;
        return Ok(Some(C::Remove { who, piece, key }));
    }
    let mut gear = Gear {
        key: crate::rules::fold_key(&key),
        ..Gear::default()
    };
    while let Some(t) = c.next() {
        if is_word(&t, "name") {
            gear.name = c.name(phrase("cor-gear-expected-name"))?;
            continue;
        }
        let Some((k, v)) = (!t.quoted).then(|| t.text.split_once('=')).flatten() else {
            return Err(c.expected_at(&t, phrase(expected_part(piece)), None));
        };
        let k = keyword(k);
        let mut at = t.clone();
        at.text = v.to_string();
        match piece {
            Piece::Weapon => weapon_part(c, &t, &at, &k, &mut gear)?,
            Piece::Armour if k == "protection" => {
                gear.values
                    .insert(k, c.limited_of(&at, Expected::Number, COUNT)?);
            }
            Piece::Armour => return Err(c.expected_at(&t, phrase(expected_part(piece)), None)),
            Piece::Cyber => cyber_part(c, &t, &at, &k, &mut gear)?,
        }
    }
    let gear = match piece {
        Piece::Weapon => Weapon::of(&gear).map(|w| w.gear()),
        Piece::Armour => {
            if gear.value("protection").is_none() {
                return Err(c.expected_at_end(phrase("cor-gear-expected-protection")));
            }
            gear.words.insert("kind".into(), "armour".into());
            Protection::of(&gear).map(|p| p.gear())
        }
        Piece::Cyber => cyber_device(c, gear)?,
    }
    .unwrap_or_default();
    Ok(Some(C::Give { who, piece, gear }))
}

/// The phrase naming what a verb reads after the key.
fn expected_part(piece: Piece) -> &'static str {
    match piece {
        Piece::Weapon => "cor-gear-expected-weapon-part",
        Piece::Armour => "cor-gear-expected-armour-part",
        Piece::Cyber => "cor-gear-expected-cyber-part",
    }
}

/// One `key=value` of `weapon`.
fn weapon_part(
    c: &Cursor,
    t: &Token,
    at: &Token,
    k: &str,
    gear: &mut Gear,
) -> Result<(), ParseError> {
    match k {
        "kind" => {
            let word = value_word(&at.text);
            if let Some(class) = Class::from_word(&word) {
                gear.words.insert("kind".into(), "firearm".into());
                gear.words.insert("class".into(), class.word().into());
            } else if let Some(kind) = DamageKind::from_word(&word) {
                gear.words.insert("kind".into(), kind.word().into());
            } else {
                return Err(c.expected_at(at, phrase("cor-gear-expected-kind"), None));
            }
        }
        "carried" => {
            let word = value_word(&at.text);
            if !CARRIED_WORDS.contains(&word.as_str()) {
                return Err(c.expected_at(at, phrase("cor-gear-expected-carried"), None));
            }
            gear.words.insert("carried".into(), word);
        }
        "damage" => {
            gear.values
                .insert(k.into(), c.limited_of(at, Expected::Number, DICE)?);
        }
        "bonus" | "damage-bonus" => {
            gear.values.insert(
                "damage-bonus".into(),
                c.limited_of(at, Expected::Number, FIGURE)?,
            );
        }
        _ if WEAPON_VALUES.contains(&k) => {
            let limit = if ["short", "medium", "long", "extreme", "rounds"].contains(&k) {
                COUNT
            } else {
                FIGURE
            };
            gear.values
                .insert(k.into(), c.limited_of(at, Expected::Number, limit)?);
        }
        _ => return Err(c.expected_at(t, phrase("cor-gear-expected-weapon-part"), None)),
    }
    Ok(())
}

/// One `key=value` of `cyber`.
fn cyber_part(
    c: &Cursor,
    t: &Token,
    at: &Token,
    k: &str,
    gear: &mut Gear,
) -> Result<(), ParseError> {
    match k {
        "device" => {
            let word = value_word(&at.text);
            if device_kind(&word).is_none() {
                return Err(c.expected_at(at, phrase("cor-gear-expected-device"), None));
            }
            gear.words.insert("device".into(), word);
        }
        "site" => {
            let word = value_word(&at.text);
            if !SITES.contains(&word.as_str()) {
                return Err(c.expected_at(at, phrase("cor-gear-expected-site"), None));
            }
            gear.words.insert("site".into(), word);
        }
        _ if DEVICE_VALUES.contains(&k) => {
            gear.values
                .insert(k.into(), c.limited_of(at, Expected::Number, COUNT)?);
        }
        _ => return Err(c.expected_at(t, phrase("cor-gear-expected-cyber-part"), None)),
    }
    Ok(())
}

/// The device `cyber` gives: `device=`, else the key when it names a device; its site
/// from `site=`, else the device's; without either, a refusal.
fn cyber_device(c: &Cursor, mut gear: Gear) -> Result<Option<Gear>, ParseError> {
    let named = device_kind(&value_word(&gear.key));
    if let (None, Some(d)) = (gear.word("device"), named) {
        gear.words.insert("device".into(), d.word.into());
    }
    let site = gear
        .word("device")
        .and_then(device_kind)
        .map(|d| d.site.to_string());
    if gear.word("site").is_none() {
        match site {
            Some(site) => {
                gear.words.insert("site".into(), site);
            }
            None => return Err(c.expected_at_end(phrase("cor-gear-expected-site"))),
        }
    }
    gear.flags.insert("cyber".into());
    Ok(Device::of(&gear).map(|d| d.gear()))
}
