//! Reading the Anarchy verbs' words into commands.

use crate::rules::limits::{self, Limit};
use crate::script::cursor::Cursor;
use crate::script::lexer::Token;
use crate::script::{Expected, ParseError, Verb};

use super::super::command::{Against, AnarchyCommand as C, Extras, Place, Reorder};
use super::super::monitor::Kind;
use super::super::points::Spend;
use super::words::{canonical, is_word};

/// Dice in a pool: 0 to 60 (a pool of 0 after wounds still rolls its extra dice).
const POOL: Limit = Limit::new(0, 60);
/// Anarchy points in one spend or award: 1 to 20.
const POINTS: Limit = Limit::new(1, 20);
/// Days of one rest: 1 to 365.
const DAYS: Limit = Limit::new(1, 365);

fn phrase(key: &'static str) -> Expected {
    Expected::Own(crate::i18n::fixed(key))
}

/// A keyword expected, named in the GM's language (`vs`: « contre » in French).
fn own(keyword: &'static str) -> Expected {
    Expected::Own(crate::rules::suggested_words::shown(
        keyword,
        super::words::FRENCH,
    ))
}

fn count(c: &mut Cursor, key: &'static str, limit: Limit) -> Result<u8, ParseError> {
    Ok(u8::try_from(c.limited(phrase(key), limit)?).unwrap_or(0))
}

fn hits(c: &mut Cursor) -> Result<u32, ParseError> {
    Ok(u32::try_from(c.limited(Expected::Number, limits::HITS)?).unwrap_or(0))
}

fn boxes(c: &mut Cursor) -> Result<u16, ParseError> {
    Ok(u16::try_from(c.limited(Expected::Number, limits::BOXES)?).unwrap_or(1))
}

/// `WHO`, or `gm` for the GM (`None`).
fn who_or_gm(c: &mut Cursor) -> Result<Option<String>, ParseError> {
    let t = c.expect(Expected::Combatant)?;
    Ok((!is_word(&t, "gm")).then_some(t.text))
}

/// A track word: `armor` (`None`), `physical`, `stun`.
fn track(t: &Token) -> Option<Option<Kind>> {
    if is_word(t, "armor") {
        Some(None)
    } else if is_word(t, "physical") {
        Some(Some(Kind::Physical))
    } else if is_word(t, "stun") {
        Some(Some(Kind::Stun))
    } else {
        None
    }
}

/// Parses an Anarchy verb.
pub(super) fn parse(verb: &Verb, c: &mut Cursor) -> Result<Option<C>, ParseError> {
    let command = match verb.name {
        "session" => C::Session,
        "rest" => rest(c)?,
        "reorder" => C::Reorder { how: reorder(c)? },
        "spend" => spend(c)?,
        "award" => C::Award {
            who: who_or_gm(c)?,
            points: count(c, "ana-expected-points", POINTS)?,
        },
        _ => {
            let who = c.name(Expected::Combatant)?;
            match verb.name {
                "test" => test(c, who, false)?,
                "reroll" => test(c, who, true)?,
                "initiative" => C::Initiative {
                    who,
                    anarchy: match c.next() {
                        None => 0,
                        Some(t) if is_word(&t, "anarchy") => {
                            count(c, "ana-expected-points", POINTS)?
                        }
                        Some(t) => return Err(c.unexpected_at(&t)),
                    },
                },
                "interpose" => interpose(c, who)?,
                "shift" => C::Shift {
                    who,
                    place: place(c)?,
                },
                "damage" => damage(c, who)?,
                "heal" => {
                    let boxes = boxes(c)?;
                    let track = match c.next() {
                        None => Some(Kind::Physical),
                        Some(t) => track(&t)
                            .ok_or_else(|| c.expected_at(&t, phrase("ana-expected-track"), None))?,
                    };
                    C::Heal { who, boxes, track }
                }
                _ => return Ok(None),
            }
        }
    };
    Ok(Some(command))
}

/// `rest session [WHO]` or `rest days N [WHO]`; `rest N [WHO]` is days, as every system's
/// `rest N` (`fray campaign rest CAMPAIGN N`).
fn rest(c: &mut Cursor) -> Result<C, ParseError> {
    use super::super::rest::Rest;
    if c.peek()
        .is_some_and(|t| !t.quoted && t.text.parse::<u32>().is_ok())
    {
        let days =
            Rest::Days(u16::try_from(c.limited(phrase("ana-expected-days"), DAYS)?).unwrap_or(1));
        let who = c.next().map(|t| t.text);
        c.finish()?;
        return Ok(C::Rest { rest: days, who });
    }
    let t = c.expect(phrase("ana-expected-rest"))?;
    let rest = if is_word(&t, "session") {
        Rest::Session
    } else if is_word(&t, "days") {
        Rest::Days(u16::try_from(c.limited(phrase("ana-expected-days"), DAYS)?).unwrap_or(1))
    } else {
        return Err(c.expected_at(&t, phrase("ana-expected-rest"), None));
    };
    let who = match c.next() {
        None => None,
        Some(t) => Some(t.text),
    };
    c.finish()?;
    Ok(C::Rest { rest, who })
}

fn test(c: &mut Cursor, who: String, reroll: bool) -> Result<C, ParseError> {
    let dice = count(c, "ana-expected-pool", POOL)?;
    let mut against = None;
    let mut glitch = false;
    let mut complications = 0;
    let mut chance = false;
    let (mut target, mut weapon) = (None, None);
    while let Some(t) = c.next() {
        if target.is_none() && is_word(&t, "at") {
            target = Some(c.name(Expected::Combatant)?);
        } else if weapon.is_none() && is_word(&t, "with") {
            weapon = Some(gear(c)?);
        } else if against.is_none() && is_word(&t, "vs") {
            against = Some(Against::Defense(hits(c)?));
        } else if against.is_none() && is_word(&t, "opposed") {
            against = Some(Against::Opposed(hits(c)?));
        } else if against.is_none() && is_word(&t, "threshold") {
            against = Some(Against::Threshold(hits(c)?));
        } else if !glitch && is_word(&t, "glitch") {
            glitch = true;
        } else if complications == 0 && is_word(&t, "complications") {
            complications = count(c, "ana-expected-complications", limits::DICE)?;
        } else if !chance && is_word(&t, "chance") {
            chance = true;
        } else {
            return Err(c.unexpected_at(&t));
        }
    }
    Ok(if reroll {
        C::Reroll {
            who,
            dice,
            against,
            glitch,
            complications,
            chance,
            target,
            weapon,
        }
    } else {
        C::Test {
            who,
            dice,
            against,
            glitch,
            complications,
            chance,
            target,
            weapon,
        }
    })
}

/// A weapon's sheet key after `with`: one word, the key or its French word (`fusil-à-pompe`
/// reads as `shotgun`).
fn gear(c: &mut Cursor) -> Result<String, ParseError> {
    let typed = c.expect(phrase("ana-expected-weapon"))?.text;
    Ok(crate::rules::gear_labels::read(crate::ID, typed))
}

fn spend(c: &mut Cursor) -> Result<C, ParseError> {
    let who = who_or_gm(c)?;
    let t = c.expect(phrase("ana-expected-spend"))?;
    let what = Spend::from_word(&canonical(&t.text))
        .filter(|_| !t.quoted)
        .ok_or_else(|| {
            // A typo is matched against the French words too, and named in the GM's
            // language (only for a word that is not one: the search is costly).
            let words: Vec<&'static str> = Spend::ALL.iter().map(|s| s.word()).collect();
            let near =
                crate::rules::suggested_words::suggest(&t.text, &words, super::words::FRENCH);
            c.expected_at(&t, phrase("ana-expected-spend"), near)
        })?;
    let mut on = None;
    let mut chosen = None;
    while let Some(t) = c.next() {
        if on.is_none() && is_word(&t, "on") {
            on = Some(c.name(Expected::Combatant)?);
        } else if chosen.is_none() && what == Spend::FirstAid && track(&t).is_some() {
            chosen = track(&t);
        } else {
            return Err(c.unexpected_at(&t));
        }
    }
    let track = if what == Spend::FirstAid {
        chosen.unwrap_or(Some(Kind::Physical))
    } else {
        None
    };
    Ok(C::Spend {
        who,
        what,
        on,
        track,
    })
}

fn interpose(c: &mut Cursor, who: String) -> Result<C, ParseError> {
    let dice = count(c, "ana-expected-pool", POOL)?;
    let t = c.expect(own("for"))?;
    if !is_word(&t, "for") {
        return Err(c.expected_at(&t, own("for"), None));
    }
    let target = c.name(Expected::Combatant)?;
    let t = c.expect(own("vs"))?;
    if !is_word(&t, "vs") {
        return Err(c.expected_at(&t, own("vs"), None));
    }
    let attacker = hits(c)?;
    let mut extras = Extras::default();
    while let Some(t) = c.next() {
        if !extras.glitch && is_word(&t, "glitch") {
            extras.glitch = true;
        } else if extras.complications == 0 && is_word(&t, "complications") {
            extras.complications = count(c, "ana-expected-complications", limits::DICE)?;
        } else if !extras.chance && is_word(&t, "chance") {
            extras.chance = true;
        } else {
            return Err(c.unexpected_at(&t));
        }
    }
    Ok(C::Interpose {
        who,
        dice,
        target,
        attacker,
        extras,
    })
}

fn damage(c: &mut Cursor, who: String) -> Result<C, ParseError> {
    let boxes = boxes(c)?;
    let mut kind = None;
    let mut no_armor = false;
    let (mut by, mut weapon) = (None, None);
    while let Some(t) = c.next() {
        if by.is_none() && is_word(&t, "by") {
            by = Some(c.name(Expected::Combatant)?);
        } else if weapon.is_none() && is_word(&t, "with") {
            weapon = Some(gear(c)?);
        } else if kind.is_none() && is_word(&t, "stun") {
            kind = Some(Kind::Stun);
        } else if kind.is_none() && is_word(&t, "physical") {
            kind = Some(Kind::Physical);
        } else if !no_armor && is_word(&t, "no-armor") {
            no_armor = true;
        } else {
            return Err(c.unexpected_at(&t));
        }
    }
    Ok(C::Damage {
        who,
        boxes,
        kind: kind.unwrap_or(Kind::Physical),
        no_armor,
        by,
        weapon,
    })
}

/// `first`, `last` or `after NAME` (`shift`, ANA-11).
fn place(c: &mut Cursor) -> Result<Place, ParseError> {
    let t = c.expect(phrase("ana-expected-place"))?;
    if is_word(&t, "first") {
        Ok(Place::First)
    } else if is_word(&t, "last") {
        Ok(Place::Last)
    } else if is_word(&t, "after") {
        Ok(Place::After(c.name(Expected::Combatant)?))
    } else {
        Err(c.expected_at(&t, phrase("ana-expected-place"), None))
    }
}

fn reorder(c: &mut Cursor) -> Result<Reorder, ParseError> {
    let t = c.expect(phrase("ana-expected-order"))?;
    if is_word(&t, "reverse") {
        return Ok(Reorder::Reverse);
    }
    if is_word(&t, "random") {
        return Ok(Reorder::Random);
    }
    let mut names = vec![t.text];
    while let Some(t) = c.next() {
        names.push(t.text);
    }
    Ok(Reorder::Given(names))
}
