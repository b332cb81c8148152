//! Dice rolled at the table, in the language: after a command, words `SLOT=v[,v...]` whose
//! SLOT is one of the dice the encounter's system declares (`d20=14`, `location=7`,
//! `bag=S5,F2`) are read here into [`GivenDice`], so no system's parser sees them, and
//! written back after the command's canonical text.

use crate::engine::{Command, GivenDice, notation};
use crate::model::SystemId;
use crate::rules;

use super::error::{ErrorKind, ParseError};
use super::lexer::Token;

/// Most values one slot may be given in one command.
pub const MAX_VALUES: usize = 100;

/// Takes the given-dice words out of a line's `tokens`: every unquoted word `SLOT=...`
/// after the verb whose SLOT is a die the verb may roll (the slot's `verbs`), wherever it
/// stands, so `attack baral kurt d20=9 fusils` reads like `attack baral kurt fusils d20=9`.
/// A verb that rolls no such die keeps the word (a note's text, or an error from its own
/// parser). Returns what is left, and the dice given.
pub fn take(system: SystemId, tokens: Vec<Token>) -> Result<(Vec<Token>, GivenDice), ParseError> {
    // Most lines give no die: nothing to look up for them.
    if !tokens.iter().skip(1).any(|t| split(t).is_some()) {
        return Ok((tokens, GivenDice::default()));
    }
    let slots = rules::system(system).rolls();
    let verb = tokens
        .first()
        .and_then(|t| super::find_verb_in(system, &t.text))
        .map(|v| v.name);
    let mut given = GivenDice::default();
    let Some(verb) = verb else {
        return Ok((tokens, given));
    };
    let mut kept = Vec::with_capacity(tokens.len());
    for (at, token) in tokens.into_iter().enumerate() {
        let slot = (at > 0)
            .then(|| split(&token))
            .flatten()
            .and_then(|(key, values)| {
                // The key, or one of its French words (`sac=S5`).
                let key = crate::engine::table_dice_words::slot_key(system, key)?;
                slots
                    .iter()
                    .find(|s| !s.own_word && s.key == key && s.verbs.contains(&verb))
                    .map(|slot| (slot, values))
            });
        let Some((slot, values)) = slot else {
            kept.push(token);
            continue;
        };
        let values = expand_digits(slot.sides, values);
        if values.iter().any(String::is_empty) || values.len() > MAX_VALUES {
            let reason = crate::t!(
                "frcli-given-dice-format",
                what = slot.what,
                key = slot.key,
                max = MAX_VALUES.to_string()
            );
            return Err(ParseError::new(
                ErrorKind::GivenDice(reason),
                Some(token.text.clone()),
                token.column,
            ));
        }
        given.push(slot.key, values);
    }
    Ok((kept, given))
}

/// `command` carrying `given`, when anything is given.
pub fn wrap(given: GivenDice, command: Command) -> Command {
    if given.is_empty() {
        command
    } else {
        Command::Rolled {
            given,
            inner: Box::new(command),
        }
    }
}

/// The words for `given`, in canonical form: `d20=14 location=7`.
pub fn words(given: &GivenDice) -> Vec<String> {
    given
        .slots
        .iter()
        .filter(|s| !s.values.is_empty())
        .map(|s| format!("{}={}", s.slot, s.values.join(",")))
        .collect()
}

/// The dice notation after `KEY=` in a word (`damage=2d6+3:4,5`), canonical, when the
/// value is a notation rather than a number; the values after a colon are checked against
/// the dice here, so a value off the die is refused inline.
pub fn notation_after_equals(token: &Token) -> Result<Option<String>, ParseError> {
    let value = token.text.split_once('=').map_or("", |(_, v)| v);
    if !value.contains(['d', 'D']) {
        return Ok(None);
    }
    match notation::parse_given(value) {
        Ok(roll) => Ok(Some(roll.to_string())),
        Err(e) => Err(ParseError::new(
            ErrorKind::GivenDice(e.to_string()),
            Some(token.text.clone()),
            token.column,
        )),
    }
}

/// The values of `SLOT=v,v,...`, comma-separated; for a die of at most 9 sides a value of
/// several digits is one die per digit (`452` for 4, 5, 2: no such die shows 45). Slots of
/// no fixed die (a damage roll, a bag) keep their values whole (`damage=12` is a total).
fn expand_digits(sides: u32, values: &str) -> Vec<String> {
    let mut out = Vec::new();
    for value in values.split(',').map(str::trim) {
        if (2..=9).contains(&sides) && value.len() > 1 && value.bytes().all(|b| b.is_ascii_digit())
        {
            out.extend(value.chars().map(String::from));
        } else {
            out.push(value.to_string());
        }
    }
    out
}

fn split(token: &Token) -> Option<(&str, &str)> {
    if token.quoted {
        return None;
    }
    token.text.split_once('=')
}

#[cfg(test)]
#[path = "given_tests.rs"]
mod tests;
