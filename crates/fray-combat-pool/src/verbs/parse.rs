//! The Shadowrun combat-pool verbs (SRP-01 to SRP-22): the verb dispatch and every verb but
//! the attacks (ranged fire in `combat_pool_attack.rs`; throw, blast and melee in
//! `combat_pool_strike.rs`). Their keywords are in `combat_pool_words.rs`, the readers they
//! share in `combat_pool_read.rs`.

use crate::rules::visibility::secrecy;
use crate::{Amount, IntentCost, PoolCommand, Recharge, Stress, Track};

use super::attack::{attack, suppress};
use super::phrases::{expected, part};
use super::read::{choice, count, fresh, key_value, opt_count, piece, u32_of, value_u32};
use super::strike::{blast, melee, throw};
use super::words::{
    COSTS, READINESS, RECHARGES, RISKS, STRESS, TRACKS, canonical, is_word, lookup, suggest,
};
use crate::rules::limits;
use crate::script::Verb;
use crate::script::cursor::{Cursor, nearest};
use crate::script::{Expected, ParseError, Part};

/// The face value of a kept damage token (SRP-12).
const KEPT_TOKEN: limits::Limit = limits::Limit::new(1, 99);

/// Parses a combat-pool verb; `None` when the verb is not one.
pub(crate) fn parse(verb: &Verb, c: &mut Cursor) -> Result<Option<PoolCommand>, ParseError> {
    let command = match verb.name {
        "attack" => return attack(c).map(Some),
        "suppress" => return suppress(c).map(Some),
        "throw" => return throw(c).map(Some),
        "blast" => return blast(c).map(Some),
        "melee" => return melee(c).map(Some),
        "spend" => return spend(c).map(Some),
        "intend" => return intend(c).map(Some),
        "opposed" => return opposed(c).map(Some),
        "damage" | "heal" => return monitor(verb.name, c).map(Some),
        "reload" => return reload(c).map(Some),
        "rest" => {
            let days = count(c, expected::days(), limits::Limit::new(1, 365))?;
            let who = match c.peek() {
                Some(_) => Some(c.name(Expected::Combatant)?),
                None => None,
            };
            return Ok(Some(PoolCommand::Rest { days, who }));
        }
        "keep" => {
            let v = count(c, Expected::Number, KEPT_TOKEN)?;
            return Ok(Some(PoolCommand::Keep {
                value: u8::try_from(v).unwrap_or(u8::MAX),
            }));
        }
        _ => {
            let who = c.name(Expected::Combatant)?;
            simple(verb.name, who, c)?
        }
    };
    Ok(command)
}

/// The verbs that are `VERB WHO` and at most a word or two.
fn simple(verb: &str, who: String, c: &mut Cursor) -> Result<Option<PoolCommand>, ParseError> {
    let command = match verb {
        "pool" => {
            // `tactique` is kept as `tactics`; a table's own type as typed.
            let pool_type = c.name(expected::pool_type())?;
            let pool_type = canonical(&pool_type).to_string();
            let score = match c.next() {
                None => None,
                Some(t) => match key_value(&t) {
                    Some((key, value)) if key == "score" => {
                        Some(value_u32(c, &t, &value, Expected::Number, limits::SCORE)?)
                    }
                    _ => {
                        let key = key_value(&t).map_or(t.text.clone(), |(k, _)| k);
                        let suggestion = nearest(&key, &["score"]);
                        return Err(c.expected_at(&t, expected::score(), suggestion));
                    }
                },
            };
            PoolCommand::PoolType {
                who,
                pool_type,
                score,
            }
        }
        "ready" => PoolCommand::Readiness {
            who,
            level: choice(c, &READINESS, expected::readiness())?,
        },
        "stress" => PoolCommand::Stress {
            who,
            level: stress(c)?,
        },
        "recharge" => PoolCommand::Recharge {
            who,
            recharge: choice(c, &RECHARGES, expected::recharge_kind())?,
        },
        "breath" => PoolCommand::Recharge {
            who,
            recharge: Recharge::Fast,
        },
        "assess" => PoolCommand::Recharge {
            who,
            recharge: Recharge::Slow,
        },
        "allocate" => {
            let t = c.expect(expected::tokens_or_all())?;
            let amount = if is_word(&t, "all") {
                Amount::All
            } else {
                Amount::Count {
                    count: u32_of(c, &t, expected::tokens_or_all(), limits::TOKENS)?,
                }
            };
            PoolCommand::Allocate { who, amount }
        }
        "total-defense" => PoolCommand::TotalDefense { who },
        "reduce-defense" => PoolCommand::ReduceDefense {
            who,
            tokens: count(c, expected::tokens(), limits::TOKENS)?,
        },
        "reset-defense" => PoolCommand::ResetDefense {
            who,
            count: opt_count(c, expected::tokens(), limits::TOKENS)?,
        },
        "pending" => PoolCommand::Pending {
            who,
            action: c.rest(),
        },
        "coordinate" => PoolCommand::Coordinate {
            who,
            tokens: opt_count(c, expected::tokens(), limits::TOKENS.from(0))?,
        },
        "free" => PoolCommand::Free {
            who,
            text: c.rest_or(expected::free_action())?,
        },
        "aim" => PoolCommand::Aim { who },
        "evade" => PoolCommand::Evade {
            who,
            tokens: count(c, expected::tokens(), limits::TOKENS)?,
        },
        "lethality" => {
            let risk = choice(c, &RISKS, expected::risk())?;
            let mut care = None;
            while let Some(t) = c.next() {
                match key_value(&t) {
                    Some((key, value)) if key == "care" => {
                        fresh(c, &t, care.is_some(), part::care())?;
                        care = Some(value_u32(c, &t, &value, Expected::Number, limits::RATING)?);
                    }
                    _ => {
                        let key = key_value(&t).map_or(t.text.clone(), |(k, _)| k);
                        let suggestion = nearest(&key, &["care"]);
                        return Err(c.expected_at(&t, expected::lethality_part(), suggestion));
                    }
                }
            }
            PoolCommand::Lethality {
                who,
                risk,
                care: care.unwrap_or(0),
            }
        }
        _ => return Ok(None),
    };
    Ok(Some(command))
}

/// `reload WHO [WEAPON] [magazine=N]` (SRP-14 ammunition).
fn reload(c: &mut Cursor) -> Result<PoolCommand, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let (mut weapon, mut magazine) = (None, None);
    while let Some(t) = c.next() {
        match key_value(&t) {
            Some((key, value)) if canonical(&key) == "magazine" => {
                fresh(c, &t, magazine.is_some(), part::magazine())?;
                magazine = Some(value_u32(c, &t, &value, Expected::Number, limits::BULLETS)?);
            }
            None if weapon.is_none() => {
                weapon = Some(crate::rules::gear_labels::read(
                    super::super::ID,
                    t.text.clone(),
                ));
            }
            found => {
                let key = found.map_or(t.text.clone(), |(k, _)| k);
                return Err(c.expected_at(
                    &t,
                    expected::reload_part(),
                    nearest(&key, &["magazine"]),
                ));
            }
        }
    }
    Ok(PoolCommand::Reload {
        who,
        weapon,
        magazine,
    })
}

/// `stress WHO low|moderate|high`, or `0`, `1`, `2`.
fn stress(c: &mut Cursor) -> Result<Stress, ParseError> {
    let t = c.expect(expected::stress_level())?;
    let by_number = match t.text.as_str() {
        "0" if !t.quoted => Some(Stress::Low),
        "1" if !t.quoted => Some(Stress::Moderate),
        "2" if !t.quoted => Some(Stress::High),
        _ => None,
    };
    by_number
        .or_else(|| lookup(&STRESS, &t))
        .ok_or_else(|| c.expected_at(&t, expected::stress_level(), suggest(&STRESS, &t.text)))
}

/// `spend WHO N [other] [for TEXT...]` (SRP-04).
fn spend(c: &mut Cursor) -> Result<PoolCommand, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let count = count(c, expected::tokens(), limits::TOKENS)?;
    let mut other_pool = false;
    let mut purpose = None;
    while let Some(t) = c.next() {
        if is_word(&t, "other") {
            fresh(c, &t, other_pool, Part::Word)?;
            other_pool = true;
        } else if is_word(&t, "for") {
            purpose = Some(c.rest_or(expected::spend_purpose())?);
        } else {
            let suggestion = nearest(&t.text, &["other", "for"]);
            return Err(c.expected_at(&t, expected::spend_part(), suggestion));
        }
    }
    Ok(PoolCommand::Spend {
        who,
        count,
        other_pool,
        purpose,
    })
}

/// `intend WHO [free|token|action] TEXT...` (SRP-05).
fn intend(c: &mut Cursor) -> Result<PoolCommand, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let cost = match c.peek().and_then(|t| lookup(&COSTS, t)) {
        Some(cost) => {
            c.next();
            cost
        }
        None => IntentCost::Free,
    };
    // `"TEXT" secret|public`: a quoted intention then whether players may read it;
    // any other text is the intention as typed.
    let keyed = c.remaining() == 2
        && c.peek().is_some_and(|t| t.quoted)
        && c.peek_nth(1)
            .is_some_and(|t| !t.quoted && secrecy(&t.text).is_some());
    if keyed {
        let text = c.next().map(|t| t.text).unwrap_or_default();
        let secret = c.next().and_then(|t| secrecy(&t.text));
        return Ok(PoolCommand::Intend {
            who,
            cost,
            text,
            secret,
        });
    }
    let text = c.rest_or(expected::intent())?;
    Ok(PoolCommand::Intend {
        who,
        cost,
        text,
        secret: None,
    })
}

/// `opposed WHO WHO [hits=N,M]` (SRP-11).
fn opposed(c: &mut Cursor) -> Result<PoolCommand, ParseError> {
    let first = c.name(Expected::Combatant)?;
    let second = c.name(Expected::Combatant)?;
    let mut hits = None;
    while let Some(t) = c.next() {
        match key_value(&t) {
            Some((key, value)) if key == "hits" => {
                fresh(c, &t, hits.is_some(), part::hits())?;
                let (a, b) = value
                    .text
                    .split_once(',')
                    .ok_or_else(|| c.expected_at(&t, expected::hits_pair(), None))?;
                let a = piece(&value, 0, a);
                let b = piece(&value, a.text.chars().count() + 1, b);
                hits = Some((
                    value_u32(c, &t, &a, expected::hits_pair(), limits::HITS)?,
                    value_u32(c, &t, &b, expected::hits_pair(), limits::HITS)?,
                ));
            }
            _ => {
                let key = key_value(&t).map_or(t.text.clone(), |(k, _)| k);
                let suggestion = nearest(&key, &["hits"]);
                return Err(c.expected_at(&t, expected::opposed_part(), suggestion));
            }
        }
    }
    Ok(PoolCommand::Opposed {
        first,
        second,
        hits,
    })
}

/// `damage WHO N [stun] [soak=N]` and `heal WHO N [stun]` (SRP-21).
fn monitor(verb: &str, c: &mut Cursor) -> Result<PoolCommand, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let boxes = count(c, expected::boxes(), limits::BOXES)?;
    let heal = verb == "heal";
    let (expected, keys): (_, &[&'static str]) = if heal {
        (expected::heal_part(), &["stun", "physical"])
    } else {
        (expected::damage_part(), &["stun", "physical", "soak"])
    };
    let mut track = None;
    let mut soak = None;
    while let Some(t) = c.next() {
        if let Some(chosen) = lookup(&TRACKS, &t) {
            fresh(c, &t, track.is_some(), part::track())?;
            track = Some(chosen);
            continue;
        }
        match key_value(&t) {
            Some((key, value)) if key == "soak" && !heal => {
                fresh(c, &t, soak.is_some(), part::soak())?;
                soak = Some(value_u32(c, &t, &value, Expected::Number, limits::RATING)?);
            }
            found => {
                let key = found.map_or(t.text.clone(), |(k, _)| k);
                return Err(c.expected_at(&t, expected, nearest(&key, keys)));
            }
        }
    }
    let track = track.unwrap_or(Track::Physical);
    Ok(if heal {
        PoolCommand::Heal { who, boxes, track }
    } else {
        PoolCommand::Damage {
            who,
            boxes,
            track,
            soak: soak.unwrap_or(0),
        }
    })
}

#[cfg(test)]
#[path = "parse_tests.rs"]
pub(crate) mod tests;

#[cfg(test)]
#[path = "misc_tests.rs"]
mod misc_tests;

#[cfg(test)]
#[path = "french_tests.rs"]
mod french_tests;
