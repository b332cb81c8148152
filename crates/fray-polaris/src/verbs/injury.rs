//! Parsing the Polaris verbs that hurt: `attack` (test terms, damage, location, melee,
//! charge, technique, bleeding) and `wound` (location, severity or damage, shock malus).

use crate::{Defence, Harm, PolarisCommand, Strike, Technique, TestSpec};

use super::parse::{
    Terms, french_keyword, int32_of, is, keyword, location_word, read_against, severity_word,
    words_with,
};
use super::phrases::{expected, part};
use crate::rules::limits::{self, Limit};
use crate::script::cursor::{Cursor, Number, number};
use crate::script::lexer::Token;
use crate::script::{ErrorKind, Expected, ParseError};

/// The words an attack takes besides its test terms.
const ATTACK_FLAGS: [&str; 11] = [
    "at",
    "two-weapons",
    "second-weapon",
    "with",
    "vs",
    "melee",
    "charge",
    "powerful",
    "incapacitating",
    "precise",
    "bleeding",
];

/// The number after `key=` in `t`, with errors pointing at the number.
fn number_after_equals(c: &Cursor, t: &Token, limit: Limit) -> Result<i32, ParseError> {
    let (key, value) = t.text.split_once('=').unwrap_or((&t.text, ""));
    let value_token = Token {
        text: value.to_string(),
        quoted: false,
        column: t.column + key.chars().count() + 1,
        end_column: t.end_column,
        span: t.span.clone(),
    };
    if value.is_empty() {
        return Err(ParseError::new(
            ErrorKind::Expected {
                expected: Expected::Number,
                after: String::new(),
                suggestion: None,
            },
            Some(t.text.clone()),
            t.end_column,
        ));
    }
    int32_of(c, &value_token, limit)
}

/// `attack WHO TARGET WHAT [terms] [damage=N] [at LOCATION] [flags]`.
pub(super) fn attack(c: &mut Cursor) -> Result<PolarisCommand, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let target = c.name(expected::TARGET)?;
    let against = read_against(c)?;
    let mut terms = Terms::default();
    let mut damage = None;
    let mut damage_dice = None;
    let mut location = None;
    let (mut melee, mut charge, mut bleeding) = (false, false, false);
    let mut technique = None;
    let (mut with, mut aim, mut defence) = (None, None, None);
    let (mut two_weapons, mut second_weapon) = (false, false);
    while let Some(t) = c.next() {
        if terms.take(c, &t)? {
            continue;
        }
        let word = keyword(&t).unwrap_or_default();
        let set_technique = |technique: &mut Option<Technique>, chosen| {
            if technique.is_some() {
                return Err(c.error_at(&t, ErrorKind::Twice(part::TECHNIQUE)));
            }
            *technique = Some(chosen);
            Ok(())
        };
        match word.as_str() {
            "melee" => melee = true,
            "two-weapons" => two_weapons = true,
            "second-weapon" => second_weapon = true,
            "charge" => charge = true,
            "bleeding" => bleeding = true,
            "powerful" => set_technique(&mut technique, Technique::Powerful)?,
            "incapacitating" => set_technique(&mut technique, Technique::Incapacitating)?,
            "precise" => set_technique(&mut technique, Technique::Precise)?,
            "with" => {
                if with.is_some() {
                    return Err(c.error_at(&t, ErrorKind::Twice(part::WEAPON)));
                }
                with = Some(c.name(expected::WEAPON)?);
            }
            "vs" | "versus" => {
                // The target's defence, last: what they test, then its own terms.
                defence = Some(read_defence(c)?);
            }
            w if w
                .split_once('=')
                .is_some_and(|(k, _)| k == "aim" || french_keyword(k) == Some("aim")) =>
            {
                if aim.is_some() {
                    return Err(c.error_at(&t, ErrorKind::Twice(part::AIM)));
                }
                aim = Some(number_after_equals(c, &t, limits::AIM)?);
            }
            "at" => {
                if location.is_some() {
                    return Err(c.error_at(&t, ErrorKind::Twice(part::LOCATION)));
                }
                location = Some(location_word(c.name(expected::LOCATION)?));
            }
            w if w
                .split_once('=')
                .is_some_and(|(k, _)| k == "damage" || french_keyword(k) == Some("damage")) =>
            {
                if damage.is_some() || damage_dice.is_some() {
                    return Err(c.error_at(&t, ErrorKind::Twice(part::DAMAGE)));
                }
                match crate::script::given::notation_after_equals(&t)? {
                    Some(dice) => damage_dice = Some(dice),
                    None => damage = Some(number_after_equals(c, &t, limits::DAMAGE)?),
                }
            }
            _ => {
                let suggestion = super::french::suggest(
                    &t.text,
                    &words_with(&[&ATTACK_FLAGS[..], &["secret"]].concat()),
                );
                return Err(c.expected_at(&t, expected::ATTACK_PART, suggestion));
            }
        }
    }
    Ok(PolarisCommand::Attack {
        spec: TestSpec {
            who,
            against,
            terms: terms.done(),
        },
        strike: Strike {
            target,
            damage,
            damage_dice,
            location,
            melee,
            charge,
            technique,
            bleeding,
            with,
            defence,
            aim: aim.unwrap_or(0),
            two_weapons,
            second_weapon,
        },
    })
}

/// `vs WHAT [terms]`: the target's defence in an opposed melee attack (POL-46), the rest
/// of the line.
fn read_defence(c: &mut Cursor) -> Result<Defence, ParseError> {
    let (against, terms) = super::parse::last_side(c, expected::DEFENCE_PART)?;
    Ok(Defence { against, terms })
}

/// `wound WHO [LOCATION] (SEVERITY | damage=N) [bleeding] [shock=N]`.
pub(super) fn wound(c: &mut Cursor) -> Result<PolarisCommand, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let mut plain: Vec<Token> = Vec::new();
    let mut damage = None;
    let mut shock = None;
    let mut bleeding = false;
    while let Some(t) = c.next() {
        if !t.quoted {
            if let Some((key, _)) = t.text.split_once('=') {
                let key =
                    french_keyword(key).map_or_else(|| key.to_ascii_lowercase(), str::to_string);
                let (slot, part, limit) = match key.as_str() {
                    "damage" => (&mut damage, part::DAMAGE, limits::DAMAGE),
                    "shock" => (&mut shock, part::SHOCK, limits::MODIFIER),
                    _ => {
                        let suggestion = super::french::suggest(&key, &["damage", "shock"]);
                        return Err(c.expected_at(&t, expected::WOUND_PART, suggestion));
                    }
                };
                if slot.is_some() {
                    return Err(c.error_at(&t, ErrorKind::Twice(part)));
                }
                *slot = Some(number_after_equals(c, &t, limit)?);
                continue;
            }
            if is(&t, "bleeding") {
                bleeding = true;
                continue;
            }
            if number(&t.text, true) != Number::Word {
                return Err(c.expected_at(&t, expected::SEVERITY_OR_DAMAGE, None));
            }
        }
        plain.push(t);
    }
    let (location, harm) = match (damage, plain.as_slice()) {
        (Some(_), [_, second, ..]) => {
            return Err(c.error_at(second, ErrorKind::Twice(part::HARM)));
        }
        (Some(damage), words) => (
            words.first().map(|t| location_word(t.text.clone())),
            Harm::Damage { damage },
        ),
        (None, []) => return Err(c.expected_at_end(expected::SEVERITY_OR_DAMAGE)),
        (None, [severity]) => (
            None,
            Harm::Severity {
                severity: severity_word(severity.text.clone()),
            },
        ),
        (None, [location, severity]) => (
            Some(location_word(location.text.clone())),
            Harm::Severity {
                severity: severity_word(severity.text.clone()),
            },
        ),
        (None, [_, _, third, ..]) => return Err(c.unexpected_at(third)),
    };
    Ok(PolarisCommand::Wound {
        who,
        location,
        harm,
        bleeding,
        shock_malus: shock.unwrap_or(0),
    })
}

#[cfg(test)]
#[path = "injury_tests.rs"]
mod tests;
