//! The Polaris 3e verbs, and the difficulty words of POL-03: the verb dispatch and every
//! verb but `attack` and `wound` (in `injury.rs`) and the gear verbs (in `arms.rs`); a
//! test's terms are read in `terms.rs`.

use crate::difficulty;
use crate::rules::limits;
use crate::{PolarisCommand, TestAgainst, TestSpec, TestTerms};

use super::french::suggest;
use super::injury::{attack, wound};
pub(crate) use super::keywords::{FRENCH_KEYWORDS, FRENCH_WORDS, KEYWORDS, french_keyword};
pub(super) use super::keywords::{is, keyword, location_word, secrecy_word, severity_word};
use super::phrases::expected;
pub(super) use super::terms::{Terms, add_modifier, int32_of};
use crate::script::Verb;
use crate::script::cursor::{Cursor, Number, number};
use crate::script::lexer::Token;
use crate::script::{Expected, ParseError};

/// The modifier of a difficulty word (POL-03): see [`difficulty::from_word`].
pub(crate) fn difficulty(word: &str) -> Option<i32> {
    difficulty::from_word(word)
}

/// The English key of a difficulty modifier, when it is a row of the table.
pub(crate) fn difficulty_word(modifier: i32) -> Option<&'static str> {
    difficulty::row_for(modifier).map(|r| r.key)
}

/// Difficulty words and `extra` keywords, for suggestions (their French words are compared
/// too: [`suggest`](super::french::suggest)).
pub(super) fn words_with(extra: &[&'static str]) -> Vec<&'static str> {
    difficulty::SCALE
        .iter()
        .map(|r| r.key)
        .chain(extra.iter().copied())
        .collect()
}

/// Parses a Polaris verb; `None` when the verb is not one.
pub(crate) fn parse(verb: &Verb, c: &mut Cursor) -> Result<Option<PolarisCommand>, ParseError> {
    let command = match verb.name {
        "test" => test(c),
        "nonrandom" => nonrandom(c),
        "oppose" => oppose(c),
        "attack" => attack(c),
        "weapon" => super::arms::weapon(c),
        "armour" => super::arms::armour(c),
        "wound" => wound(c),
        "heal" => {
            let who = c.name(Expected::Combatant)?;
            let location = location_word(c.name(expected::LOCATION)?);
            let severity = severity_word(c.name(expected::SEVERITY)?);
            let boxes = match c.peek() {
                Some(t) if !t.quoted && number(&t.text, true) != Number::Word => {
                    u8::try_from(c.limited(expected::BOXES, limits::BOXES)?).unwrap_or(1)
                }
                _ => 1,
            };
            Ok(PolarisCommand::Heal {
                who,
                location,
                severity,
                boxes,
            })
        }
        "surprise" => surprise(c),
        "rest" => {
            let days = c.limited(expected::DAYS, limits::Limit::new(1, 365))?;
            let who = match c.peek() {
                Some(_) => Some(c.name(Expected::Combatant)?),
                None => None,
            };
            Ok(PolarisCommand::Rest {
                days: u32::try_from(days).unwrap_or(1),
                who,
            })
        }
        "declare" => {
            let who = c.name(Expected::Combatant)?;
            // `"TEXT" [rush] [next] [secret|public]`: a quoted intent then the keywords
            // declares, rushes, passes on, and says whether players may read it (POL-21:
            // « les Déclarations d'intention peuvent être faites en secret »); any other
            // text is the intent as typed, a last word `next` included.
            let words = |t: &Token| is(t, "rush") || is(t, "next") || secrecy_word(t).is_some();
            let after = c.remaining().saturating_sub(1);
            let keyed = (1..=3).contains(&after)
                && c.peek().is_some_and(|t| t.quoted)
                && (1..=after).all(|i| c.peek_nth(i).is_some_and(words));
            let (mut next, mut rush, mut secret) = (false, false, None);
            let intent = if keyed {
                let intent = c.next().map(|t| t.text).unwrap_or_default();
                while let Some(t) = c.next() {
                    if let Some(word) = secrecy_word(&t) {
                        if secret.replace(word).is_some() {
                            return Err(c.unexpected_at(&t));
                        }
                        continue;
                    }
                    let seen = if is(&t, "rush") { &mut rush } else { &mut next };
                    if std::mem::replace(seen, true) {
                        return Err(c.unexpected_at(&t));
                    }
                }
                intent
            } else {
                c.rest_or(expected::INTENT)?
            };
            Ok(PolarisCommand::Declare {
                who,
                intent,
                next,
                rush,
                secret,
            })
        }
        "rush" => Ok(PolarisCommand::Rush {
            who: c.name(Expected::Combatant)?,
        }),
        "confused" => Ok(PolarisCommand::Confused {
            who: c.name(Expected::Combatant)?,
        }),
        "delay" => {
            let who = c.name(Expected::Combatant)?;
            let phase = c.opt_limited(limits::PHASE)?;
            Ok(PolarisCommand::Delay { who, phase })
        }
        "act" => Ok(PolarisCommand::Act {
            who: c.name(Expected::Combatant)?,
        }),
        "slow" | "prepare" | "hesitate" => {
            let who = c.name(Expected::Combatant)?;
            let points = c.limited(expected::POINTS, limits::POINTS)?;
            let why = match verb.name {
                "prepare" => "preparation".to_string(),
                "hesitate" => "hesitation".to_string(),
                _ => c.rest().unwrap_or_default(),
            };
            Ok(PolarisCommand::Slow { who, points, why })
        }
        "init" => {
            let who = c.name(Expected::Combatant)?;
            let value = c.limited(expected::INITIATIVE, limits::PHASE)?;
            Ok(PolarisCommand::Initiative { who, value })
        }
        "combination" => {
            let who = c.name(Expected::Combatant)?;
            let attacks = c.limited(expected::ATTACKS, limits::COMBINATION)?;
            let mut phases = Vec::new();
            while c.peek().is_some() {
                phases.push(c.limited(expected::PHASE, limits::PHASE)?);
            }
            Ok(PolarisCommand::Combination {
                who,
                attacks: u8::try_from(attacks).unwrap_or_default(),
                phases,
            })
        }
        "marker" => {
            let who = c.name(Expected::Combatant)?;
            let phase = c.limited(expected::PHASE, limits::PHASE)?;
            let malus = c.opt_limited(limits::MODIFIER)?.unwrap_or(0);
            Ok(PolarisCommand::Marker { who, phase, malus })
        }
        "opponents" => {
            let who = c.name(Expected::Combatant)?;
            let count = c.limited(expected::OPPONENTS, limits::OPPONENTS)?;
            let count = u8::try_from(count).unwrap_or_default();
            Ok(PolarisCommand::Opponents { who, count })
        }
        "shock" => {
            let who = c.name(Expected::Combatant)?;
            let chance = c.limited(expected::CHANCE, limits::CHANCE)?;
            Ok(PolarisCommand::Shock { who, chance })
        }
        "stabilise" => Ok(PolarisCommand::Stabilise {
            who: c.name(Expected::Combatant)?,
        }),
        _ => return Ok(None),
    };
    command.map(Some)
}

/// What a test is made against: a chance (a number without sign) or a sheet name.
pub(super) fn read_against(c: &mut Cursor) -> Result<TestAgainst, ParseError> {
    let t = c.expect(expected::SKILL)?;
    if t.quoted {
        return Ok(TestAgainst::Sheet { name: t.text });
    }
    match number(&t.text, false) {
        Number::Value(_) | Number::TooLarge => {
            let chance = c.limited_of(&t, expected::CHANCE, limits::CHANCE)?;
            Ok(TestAgainst::Chance { chance })
        }
        Number::Word if number(&t.text, true) != Number::Word => {
            Err(c.expected_at(&t, expected::SKILL, None))
        }
        Number::Word => Ok(TestAgainst::Sheet { name: t.text }),
    }
}

fn test(c: &mut Cursor) -> Result<PolarisCommand, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let against = read_against(c)?;
    let mut terms = Terms::default();
    let mut opposed = false;
    while let Some(t) = c.next() {
        if terms.take(c, &t)? {
            continue;
        }
        if is(&t, "opposed") {
            opposed = true;
            continue;
        }
        let suggestion = suggest(
            &t.text,
            &words_with(&["secret", "opposed", "retry", "pressured"]),
        );
        return Err(c.expected_at(&t, expected::TEST_PART, suggestion));
    }
    Ok(PolarisCommand::Test {
        spec: TestSpec {
            who,
            against,
            terms: terms.done(),
        },
        opposed,
    })
}

fn nonrandom(c: &mut Cursor) -> Result<PolarisCommand, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let what = c.name(expected::SKILL_NAME)?;
    let t = c.expect(expected::OUTCOME)?;
    let success = if is(&t, "success") {
        true
    } else if is(&t, "failure") {
        false
    } else {
        let suggestion = suggest(&t.text, &["success", "failure"]);
        return Err(c.expected_at(&t, expected::OUTCOME, suggestion));
    };
    Ok(PolarisCommand::NonRandom { who, what, success })
}

fn oppose(c: &mut Cursor) -> Result<PolarisCommand, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let against = read_against(c)?;
    let mut terms = Terms::default();
    loop {
        let Some(t) = c.next() else {
            return Err(c.expected_at_end(expected::VS));
        };
        if is(&t, "vs") || is(&t, "versus") {
            break;
        }
        if terms.take(c, &t)? {
            continue;
        }
        let suggestion = suggest(&t.text, &words_with(&["secret", "vs"]));
        return Err(c.expected_at(&t, expected::OPPOSE_FIRST_PART, suggestion));
    }
    let attacker = TestSpec {
        who,
        against,
        terms: terms.done(),
    };
    let who = c.name(Expected::Combatant)?;
    let (against, terms) = last_side(c, expected::OPPOSE_SECOND_PART)?;
    let defender = TestSpec {
        who,
        against,
        terms,
    };
    Ok(PolarisCommand::Oppose { attacker, defender })
}

/// WHAT and its terms to the end of the line: the last side of an opposed test (`oppose`,
/// or an attack's `vs` defence); `part` says what may follow WHAT.
pub(super) fn last_side(
    c: &mut Cursor,
    part: Expected,
) -> Result<(TestAgainst, TestTerms), ParseError> {
    let against = read_against(c)?;
    let mut terms = Terms::default();
    while let Some(t) = c.next() {
        if terms.take(c, &t)? {
            continue;
        }
        let suggestion = suggest(&t.text, &words_with(&["secret"]));
        return Err(c.expected_at(&t, part, suggestion));
    }
    Ok((against, terms.done()))
}

fn surprise(c: &mut Cursor) -> Result<PolarisCommand, ParseError> {
    let mut who = Vec::new();
    let mut modifier: i32 = 0;
    while let Some(t) = c.next() {
        if !t.quoted && number(&t.text, true) != Number::Word {
            let v = int32_of(c, &t, limits::MODIFIER)?;
            modifier = add_modifier(c, &t, modifier, v)?;
        } else {
            who.push(t.text);
        }
    }
    if who.is_empty() {
        return Err(c.expected_at_end(Expected::Combatant));
    }
    Ok(PolarisCommand::Surprise { who, modifier })
}

#[cfg(test)]
#[path = "parse_tests.rs"]
pub(crate) mod tests;
