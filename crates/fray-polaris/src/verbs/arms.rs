//! Parsing the Polaris gear verbs: `weapon WHO KEY [name TEXT] [damage=DICE] [melee|ranged]
//! [reach=N] [hands=N] [skill=SKILL]` and `armour WHO KEY LOCATION=N ... [name TEXT]`, each
//! taking the gear away with `none`.

use std::collections::BTreeMap;

use super::french::suggest;
use crate::rules::limits::{self, Limit};
use crate::script::cursor::Cursor;
use crate::script::lexer::Token;
use crate::script::{ErrorKind, Expected, ParseError};
use crate::{PolarisCommand, WeaponProfile};

use super::parse::{french_keyword, int32_of, is, keyword, location_word};
use super::phrases::{expected, part};

/// The value after `key=` in `t`, as a token placed where it stands in the line.
fn after_equals(t: &Token) -> (String, Token) {
    let (key, value) = t.text.split_once('=').unwrap_or((&t.text, ""));
    let folded = french_keyword(key).map_or_else(|| key.to_ascii_lowercase(), str::to_string);
    let value = Token {
        text: value.to_string(),
        quoted: false,
        column: t.column + key.chars().count() + 1,
        end_column: t.end_column,
        span: t.span.clone(),
    };
    (folded, value)
}

fn number(c: &Cursor, value: &Token, limit: Limit) -> Result<i32, ParseError> {
    if value.text.is_empty() {
        return Err(c.expected_at(value, Expected::Number, None));
    }
    int32_of(c, value, limit)
}

/// `weapon WHO KEY ...`.
pub(super) fn weapon(c: &mut Cursor) -> Result<PolarisCommand, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let key = c.name(expected::WEAPON)?;
    let mut profile = WeaponProfile::default();
    let mut none = false;
    while let Some(t) = c.next() {
        if !t.quoted && t.text.contains('=') {
            let (k, value) = after_equals(&t);
            match k.as_str() {
                "damage" => profile.damage = Some(value.text.to_ascii_lowercase()),
                "reach" => profile.reach = number(c, &value, limits::GEAR)?,
                "hands" => profile.hands = number(c, &value, limits::GEAR)?,
                "skill" => profile.skill = Some(value.text),
                _ => {
                    let words = ["damage=", "reach=", "hands=", "skill="];
                    return Err(c.expected_at(&t, expected::WEAPON_PART, suggest(&k, &words)));
                }
            }
            continue;
        }
        match keyword(&t).unwrap_or_default().as_str() {
            "none" => none = true,
            "melee" => profile.melee = true,
            "ranged" => profile.melee = false,
            "name" => profile.name = c.name(Expected::Name)?,
            _ => {
                let words = ["name", "melee", "ranged", "none", "damage=", "reach="];
                return Err(c.expected_at(&t, expected::WEAPON_PART, suggest(&t.text, &words)));
            }
        }
    }
    if none && profile != WeaponProfile::default() {
        return Err(c.expected_at_end(expected::WEAPON_PART));
    }
    Ok(PolarisCommand::Weapon {
        who,
        key,
        profile: (!none).then_some(profile),
    })
}

/// `armour WHO KEY LOCATION=N ... [name TEXT] | none`.
pub(super) fn armour(c: &mut Cursor) -> Result<PolarisCommand, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let key = c.name(expected::WEAPON)?;
    let mut cover = BTreeMap::new();
    let mut name = String::new();
    let mut none = false;
    while let Some(t) = c.next() {
        if !t.quoted && t.text.contains('=') {
            let (k, value) = after_equals(&t);
            let location = location_word(k);
            if cover.contains_key(&location) {
                return Err(c.error_at(&t, ErrorKind::Twice(part::LOCATION)));
            }
            cover.insert(location, number(c, &value, limits::GEAR)?);
            continue;
        }
        if is(&t, "none") {
            none = true;
        } else if is(&t, "name") {
            name = c.name(Expected::Name)?;
        } else {
            return Err(c.expected_at(&t, expected::ARMOUR_PART, None));
        }
    }
    if none != cover.is_empty() {
        return Err(c.expected_at_end(expected::ARMOUR_PART));
    }
    Ok(PolarisCommand::Armour {
        who,
        key,
        cover,
        name,
    })
}
