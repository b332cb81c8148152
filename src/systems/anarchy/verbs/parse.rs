//! Reading the Anarchy verbs' words into commands.

use crate::rules::limits::{self, Limit};
use crate::script::cursor::Cursor;
use crate::script::{Expected, ParseError, Verb};

use super::super::command::{Against, AnarchyCommand as C};
use super::words::is_word;

/// Dice in a pool: 0 to 60 (a pool of 0 after wounds still rolls its extra dice).
const POOL: Limit = Limit::new(0, 60);

/// Anarchy points in one spend: 1 to 20.
const POINTS: Limit = Limit::new(1, 20);

fn phrase(key: &'static str) -> Expected {
    Expected::Own(crate::i18n::fixed(key))
}

fn count(c: &mut Cursor, key: &'static str, limit: Limit) -> Result<u8, ParseError> {
    Ok(u8::try_from(c.limited(phrase(key), limit)?).unwrap_or(0))
}

fn hits(c: &mut Cursor) -> Result<u32, ParseError> {
    Ok(u32::try_from(c.limited(Expected::Number, limits::HITS)?).unwrap_or(0))
}

/// Parses an Anarchy verb.
pub(super) fn parse(verb: &Verb, c: &mut Cursor) -> Result<Option<C>, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let command = match verb.name {
        "test" => test(c, who)?,
        "initiative" => C::Initiative {
            who,
            anarchy: match c.next() {
                None => 0,
                Some(t) if is_word(&t, "anarchy") => count(c, "ana-expected-points", POINTS)?,
                Some(t) => return Err(c.unexpected_at(&t)),
            },
        },
        _ => return Ok(None),
    };
    Ok(Some(command))
}

fn test(c: &mut Cursor, who: String) -> Result<C, ParseError> {
    let dice = count(c, "ana-expected-pool", POOL)?;
    let mut against = None;
    let mut glitch = false;
    let mut complications = 0;
    let mut chance = false;
    while let Some(t) = c.next() {
        if against.is_none() && is_word(&t, "vs") {
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
    Ok(C::Test {
        who,
        dice,
        against,
        glitch,
        complications,
        chance,
    })
}
