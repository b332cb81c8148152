//! The movement and shooting verbs (COR-13 to COR-28): how they read. Their table:
//! [`super::fire_table`]; writing back: [`super::fire_format`].

use crate::rules::limits::Limit;
use crate::script::cursor::Cursor;
use crate::script::french_index::{FrenchIndex, KeywordSet};
use crate::script::lexer::Token;
use crate::script::{Expected, ParseError, Verb};

use super::super::command::fire::{Answer, FireCommand as C, Pool, Reach, Shot};
use super::super::shooting::Stance;
use super::fire_words::*;

pub use super::fire_table::{FRENCH, KEYWORDS, VERBS, summary};

/// Dice in a pool, 0 to 30; a flat bonus −99 to 99; confidence points 0 to 9.
pub(super) const DICE: Limit = Limit::new(0, 30);
pub(super) const BONUS: Limit = Limit::new(-99, 99);
pub(super) const CONFIDENCE: Limit = Limit::new(0, 9);
/// Metres: 0 to 9999; a speed in m/s: 0 to 999; segments of fall: 1 to 99.
pub(super) const METRES: Limit = Limit::new(0, 9999);
pub(super) const SPEED: Limit = Limit::new(0, 999);
pub(super) const FALL: Limit = Limit::new(1, 99);
/// Participants in a melee: 1 to 20; a crowd's density: 5 to 10; armour 0 to 20.
pub(super) const PARTICIPANTS: Limit = Limit::new(1, 20);
pub(super) const DENSITY: Limit = Limit::new(5, 10);
pub(super) const ARMOUR: Limit = Limit::new(0, 20);
/// A GM's term or a dodge roll: −99 to 99 / 0 to 999; a skill level 0 to 30; a segment 1 to 5.
pub(super) const MODIFIER: Limit = Limit::new(-99, 99);
pub(super) const ROLL: Limit = Limit::new(-99, 999);
pub(super) const SKILL: Limit = Limit::new(0, 30);
pub(super) const SEGMENT: Limit = Limit::new(1, 5);

/// The English keyword an unquoted word stands for.
pub(super) fn keyword(t: &Token) -> Option<String> {
    if t.quoted {
        return None;
    }
    static INDEX: FrenchIndex = FrenchIndex::new();
    let lower = t.text.to_lowercase();
    Some(INDEX.english(FRENCH, &lower).map_or(lower, str::to_string))
}

pub(super) fn is_word(t: &Token, word: &str) -> bool {
    keyword(t).is_some_and(|k| k == word)
}

pub(super) fn phrase(key: &'static str) -> Expected {
    Expected::Own(crate::i18n::fixed(key))
}

/// Takes the keyword `word` when it comes next.
pub(super) fn take(c: &mut Cursor, word: &str) -> bool {
    if c.peek().is_some_and(|t| is_word(t, word)) {
        c.next();
        true
    } else {
        false
    }
}

pub(super) fn must(c: &mut Cursor, word: &'static str) -> Result<(), ParseError> {
    let shown = super::shown_keyword(word);
    let t = c.expect(Expected::Own(shown))?;
    if is_word(&t, word) {
        Ok(())
    } else {
        Err(c.expected_at(&t, Expected::Own(shown), None))
    }
}

pub(super) fn next_is(c: &Cursor, table_words: &[&str]) -> bool {
    c.peek()
        .is_some_and(|t| table_words.iter().any(|w| is_word(t, w)))
}

/// One word of `table`.
pub(super) fn pick<T: Copy>(
    c: &mut Cursor,
    key: &'static str,
    table: &[(T, &'static str)],
) -> Result<T, ParseError> {
    let t = c.expect(phrase(key))?;
    table
        .iter()
        .find(|(_, w)| is_word(&t, w))
        .map(|(v, _)| *v)
        .ok_or_else(|| c.expected_at(&t, phrase(key), super::suggest(&t.text, &words(table))))
}

pub(super) fn unsigned(c: &mut Cursor, limit: Limit) -> Result<u32, ParseError> {
    Ok(u32::try_from(c.limited(Expected::Number, limit)?.max(0)).unwrap_or(0))
}

/// `dice N`, `bonus N`, `confidence N` in any order, each at most once.
pub(super) fn pool(c: &mut Cursor) -> Result<Pool, ParseError> {
    let mut p = Pool::default();
    loop {
        if p.dice.is_none() && take(c, "dice") {
            p.dice = Some(unsigned(c, DICE)?);
        } else if p.bonus.is_none() && take(c, "bonus") {
            p.bonus = Some(c.limited(Expected::Number, BONUS)?);
        } else if p.confidence == 0 && take(c, "confidence") {
            p.confidence = unsigned(c, CONFIDENCE)?;
        } else {
            return Ok(p);
        }
    }
}

/// Parses one of these verbs; `None` for any other verb.
pub fn parse(verb: &Verb, c: &mut Cursor) -> Result<Option<C>, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let command = match verb.name {
        "move" => {
            let terrain = pick(c, "cor-fire-expected-terrain", TERRAINS)?;
            let fast = if take(c, "fast") {
                Some(pool(c)?)
            } else {
                None
            };
            C::Move { who, terrain, fast }
        }
        "combat-move" => {
            let on = pick(
                c,
                "cor-fire-expected-on-off",
                &[(true, "on"), (false, "off")],
            )?;
            C::CombatMove { who, on }
        }
        "stand" | "crouch" | "prone" => {
            let posture = POSTURES
                .iter()
                .find(|(_, w)| *w == verb.name)
                .map_or(super::super::command::fire::Posture::Stand, |(p, _)| *p);
            let acrobatics = if verb.name == "stand" && take(c, "acrobatics") {
                Some(pool(c)?)
            } else {
                None
            };
            C::Posture {
                who,
                posture,
                acrobatics,
            }
        }
        "fall" => {
            let segments = if take(c, "off") {
                0
            } else {
                unsigned(c, FALL)?
            };
            C::Fall { who, segments }
        }
        "shoot" => C::Shoot(Box::new(shot(c, who, false)?.0)),
        "aim" => {
            let (shot, stance) = shot(c, who, true)?;
            C::Aim {
                shot: Box::new(shot),
                stance,
            }
        }
        "cover" => C::Cover(Box::new(super::fire_terms::cover(c, who)?)),
        "cross" => {
            must(c, "through")?;
            let shooter = c.name(Expected::Combatant)?;
            let protection = if take(c, "protection") {
                c.limited(Expected::Number, MODIFIER)?
            } else {
                0
            };
            let answer = if take(c, "dodge") {
                Answer::Dodge(c.limited(Expected::Number, ROLL)?)
            } else if take(c, "fumble") {
                Answer::Fumble
            } else if take(c, "refuse") {
                Answer::Refuse
            } else {
                Answer::Unsaid
            };
            C::Cross {
                who,
                shooter,
                protection,
                answer,
            }
        }
        _ => return Ok(None),
    };
    c.finish()?;
    Ok(Some(command))
}

/// The shot's words after WHO; for `aim`, its stance too.
fn shot(c: &mut Cursor, who: String, aim: bool) -> Result<(Shot, Stance), ParseError> {
    must(c, "at")?;
    let target = c.name(Expected::Combatant)?;
    let weapon = if take(c, "with") {
        Some(super::gear_key(c.name(phrase("cor-fire-expected-weapon"))?))
    } else {
        None
    };
    let reach = if take(c, "distance") {
        Reach::Metres(unsigned(c, METRES)?)
    } else {
        must(c, "range")?;
        Reach::Band(pick(c, "cor-fire-expected-range", RANGES)?)
    };
    let mut shot = Shot {
        who,
        target,
        weapon,
        reach,
        mode: Default::default(),
        burst: None,
        point_blank: false,
        terms: Vec::new(),
        pool: Pool::default(),
        double: false,
    };
    let mut stance = Stance::Standing;
    // The shot's words, in any order; each at most once.
    let (mut moded, mut stanced) = (false, false);
    loop {
        if aim && !stanced && next_is(c, &words(STANCES)) {
            stance = pick(c, "cor-fire-expected-stance", STANCES)?;
            stanced = true;
        } else if !aim && !moded && next_is(c, &words(MODES)) {
            shot.mode = pick(c, "cor-fire-expected-mode", MODES)?;
            moded = true;
        } else if !aim && shot.burst.is_none() && take(c, "burst") {
            shot.burst = Some(pick(c, "cor-fire-expected-burst", BURSTS)?);
        } else if !aim && !shot.point_blank && take(c, "pointblank") {
            shot.point_blank = true;
        } else if let Some(term) = super::fire_terms::term(c)? {
            shot.terms.push(term);
        } else {
            break;
        }
    }
    shot.pool = pool(c)?;
    shot.double = !aim && take(c, "double");
    Ok((shot, stance))
}

/// Whether `name` is one of these verbs.
pub fn owns(name: &str) -> bool {
    VERBS.iter().any(|v| v.name == name)
}

/// Whether a word must be quoted where a name stands in these verbs.
pub fn reserved(word: &str) -> bool {
    static WORDS: KeywordSet = KeywordSet::new();
    WORDS.contains(KEYWORDS, FRENCH, &word.to_lowercase())
}

#[cfg(test)]
#[path = "fire_tests.rs"]
mod tests;
