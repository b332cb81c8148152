//! Values drawn face down are a secret of the table until revealed: a token allocated
//! from the real bag (`allocate kestrel 4 bag=S5,F2,S4,F1`) is seen by nobody, the GM
//! included, until it is turned over. The save keeps the values (replay needs them);
//! everything that shows a command's text or the dice it took shows them masked, one `?`
//! per value, through [`masked`] and [`masked_event`]. A system names its face-down draws
//! in [`RuleSystem::face_down_draws`](crate::rules::RuleSystem::face_down_draws).

use std::borrow::Cow;

use crate::engine::Event;
use crate::model::SystemId;

use super::lexer;

/// What a masked value is shown as.
pub const MASK: &str = "?";

/// The slots whose values `line`'s verb draws face down in `system` (none for most lines).
pub fn face_down_slots(system: SystemId, line: &str) -> Vec<&'static str> {
    let draws = crate::rules::system(system).face_down_draws();
    if draws.is_empty() {
        return Vec::new();
    }
    let Some(first) = line.split_whitespace().next() else {
        return Vec::new();
    };
    let Some(verb) = super::find_verb_in(system, first) else {
        return Vec::new();
    };
    draws
        .iter()
        .filter(|(_, verbs)| verbs.contains(&verb.name))
        .map(|(slot, _)| *slot)
        .collect()
}

/// `line` with the values of its face-down draws masked (`bag=?,?,?,?`); the line itself
/// when it has none.
pub fn masked(system: SystemId, line: &str) -> Cow<'_, str> {
    let slots = face_down_slots(system, line);
    if slots.is_empty() {
        return Cow::Borrowed(line);
    }
    let secret = |word: &str| -> Option<usize> {
        let (key, values) = word.split_once('=')?;
        // The key in any language (`bag=`, `sac=`).
        let key = crate::engine::table_dice_words::slot_key(system, key)?;
        slots.contains(&key).then(|| values.split(',').count())
    };
    let Ok(tokens) = lexer::lex(line) else {
        // A line that does not lex (an unclosed quote) is masked word by word.
        let words: Vec<String> = line
            .split(' ')
            .map(|w| match secret(w) {
                Some(n) => mask_word(w, n),
                None => w.to_string(),
            })
            .collect();
        return Cow::Owned(words.join(" "));
    };
    let mut out = String::with_capacity(line.len());
    let mut from = 0;
    for token in tokens.iter().skip(1).filter(|t| !t.quoted) {
        let Some(n) = secret(&token.text) else {
            continue;
        };
        let (Some(before), Some(word)) = (
            line.get(from..token.span.start),
            line.get(token.span.clone()),
        ) else {
            continue;
        };
        out.push_str(before);
        out.push_str(&mask_word(word, n));
        from = token.span.end;
    }
    if from == 0 {
        return Cow::Borrowed(line);
    }
    out.push_str(line.get(from..).unwrap_or_default());
    Cow::Owned(out)
}

/// `KEY=v,v,...` written as `KEY=?,?,...`, one mask per value.
fn mask_word(word: &str, values: usize) -> String {
    let key = word.split_once('=').map_or(word, |(k, _)| k);
    format!("{key}={}", vec![MASK; values].join(","))
}

/// `event` with the values of the `slots` drawn face down masked, when it is the record's
/// table dice; any other event as it is.
pub fn masked_event<'a>(event: &'a Event, slots: &[&str]) -> Cow<'a, Event> {
    match event {
        Event::TableDice { dice } if dice.iter().any(|d| slots.contains(&d.slot.as_str())) => {
            let mut dice = dice.clone();
            for die in dice.iter_mut().filter(|d| slots.contains(&d.slot.as_str())) {
                die.value = MASK.to_string();
            }
            Cow::Owned(Event::TableDice { dice })
        }
        _ => Cow::Borrowed(event),
    }
}

#[cfg(test)]
#[path = "masked_tests.rs"]
mod tests;
