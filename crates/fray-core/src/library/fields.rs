//! The values of a template as the GM writes them, in a library file or a spreadsheet
//! cell, each checked the same way: keys like the shipped ones, names and notes free of
//! hidden characters, sides and sheet values as the command language reads them.

use crate::engine::AssignValue;
use crate::model::{Gear, Side, Skill, SystemId};
use crate::rules::limits;

use super::problem::Why;

/// The most characters of a template key (and of a gear key or a pool type).
pub const MAX_KEY: usize = 40;
/// The most characters of a note.
pub const MAX_NOTE: usize = 2000;
/// The most characters of a gear name or word.
pub const MAX_WORD: usize = 80;

/// A template key as the shipped ones are: lower-case letters and digits in runs joined by
/// single dashes (what `slug` makes of it is itself), not digits alone, at most
/// [`MAX_KEY`] characters.
pub fn key(text: &str) -> Result<String, Why> {
    let text = text.trim();
    no_hidden(text)?;
    let slug = crate::model::combatant::slug(text);
    let digits_only = slug.chars().all(|c| c.is_ascii_digit() || c == '-');
    if text.is_empty() || slug != text || digits_only {
        return Err(Why::Key(text.to_string()));
    }
    at_most(text, MAX_KEY)?;
    Ok(text.to_string())
}

/// A display name: spaces collapsed, no hidden character, a letter or digit, at most the
/// length of a combatant's name.
pub fn name(text: &str) -> Result<String, Why> {
    no_hidden(text)?;
    let name = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if crate::model::combatant::slug(&name).is_empty() {
        return Err(Why::Missing);
    }
    at_most(&name, crate::rules::common::MAX_NAME)?;
    Ok(name)
}

/// A note: line breaks and tabs become spaces (a note is one line on the sheet); any other
/// hidden character is refused; at most [`MAX_NOTE`] characters.
pub fn note(text: &str) -> Result<String, Why> {
    let flat: String = text
        .chars()
        .map(|c| {
            if matches!(c, '\n' | '\r' | '\t') {
                ' '
            } else {
                c
            }
        })
        .collect();
    no_hidden(&flat)?;
    let note = flat.trim().to_string();
    at_most(&note, MAX_NOTE)?;
    Ok(note)
}

/// A short word (a gear name, a gear word): no hidden character, at most [`MAX_WORD`].
pub fn word(text: &str) -> Result<String, Why> {
    no_hidden(text)?;
    at_most(text.trim(), MAX_WORD)?;
    Ok(text.trim().to_string())
}

/// A side, in the command language's words, English or French (`enemy`, `ennemi`, `pj`).
pub fn side(text: &str) -> Result<Side, Why> {
    let word = crate::rules::words::fold(text);
    crate::script::side_word(&word).ok_or_else(|| Why::Side(text.trim().to_string()))
}

/// A skill as `set` writes it: `4+9`, `X`, `2+X`, or a plain number (the base level, no
/// mastery: how the systems without mastery write their skills).
pub fn skill(text: &str) -> Result<Skill, Why> {
    let bad = || Why::Value(text.trim().to_string());
    match crate::script::sheet_value(text.trim()).ok_or_else(bad)? {
        AssignValue::Number { value }
        | AssignValue::Skill {
            base: value,
            mastery: 0,
        } => Ok(skill_of(value, 0, false)),
        AssignValue::Skill { base, mastery } => Ok(skill_of(base, mastery, false)),
        AssignValue::Reserved { base } => Ok(skill_of(base, 0, true)),
        AssignValue::Remove => Err(bad()),
    }
}

fn skill_of(base: i32, mastery: i32, reserved: bool) -> Skill {
    Skill {
        base,
        mastery,
        reserved,
    }
}

/// A number of the sheet (an attribute, a derived value), in the sheet's range.
pub fn stat(value: i64) -> Result<i32, Why> {
    if !limits::SHEET.contains(value) {
        return Err(Why::Value(value.to_string()));
    }
    i32::try_from(value).map_err(|_| Why::Value(value.to_string()))
}

/// A sheet key as `set` reads it: lower case, the system's French word read as its key
/// (`sens-du-combat`: `combat-sense`).
pub fn sheet_key(system: SystemId, text: &str) -> Result<String, Why> {
    let lower = text.trim().to_lowercase();
    no_hidden(&lower)?;
    if lower.is_empty() || !lower.chars().all(crate::script::key_char) {
        return Err(Why::Key(text.trim().to_string()));
    }
    at_most(&lower, MAX_KEY)?;
    let assign = crate::engine::Assign {
        key: lower,
        value: AssignValue::Remove,
    };
    Ok(crate::script::sheet_key_read(system, assign).key)
}

/// The gear of `system`'s shipped templates with this key (or its word in any language):
/// what a spreadsheet's weapons column names.
pub fn shipped_gear(system: SystemId, typed: &str) -> Result<Gear, Why> {
    let bestiary = crate::rules::system(system).shipped_bestiary();
    let folded = crate::rules::words::fold(typed.trim());
    let words = |g: &Gear| {
        let mut words = vec![g.key.clone()];
        for lang in bestiary.gear_words.values() {
            words.extend(lang.get(&g.key).cloned());
        }
        words
    };
    bestiary
        .templates
        .iter()
        .flat_map(|t| &t.gear)
        .find(|g| {
            words(g)
                .iter()
                .any(|w| crate::rules::words::fold(w) == folded)
        })
        .cloned()
        .ok_or_else(|| Why::Gear(typed.trim().to_string()))
}

/// Refuses text with a control, bidirectional or invisible character.
fn no_hidden(text: &str) -> Result<(), Why> {
    if text.chars().any(crate::safe_text::is_unsafe) {
        return Err(Why::Unsafe);
    }
    Ok(())
}

fn at_most(text: &str, max: usize) -> Result<(), Why> {
    if text.chars().count() > max {
        return Err(Why::TooLong { max });
    }
    Ok(())
}
