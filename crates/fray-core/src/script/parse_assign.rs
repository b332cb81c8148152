//! A sheet value typed as `key=value` (`add`, `set`): the key (a system's French word
//! read as its key) and the value (a number, a skill's `base+mastery`, `X` reserved, `-`
//! removed), each refused with a message that points at the word.

use crate::engine::{Assign, AssignValue};
use crate::model::SystemId;
use crate::rules::limits::{self, Limit};

use super::cursor::{Cursor, Number, number};
use super::error::{ErrorKind, Expected, ParseError};
use super::lexer::Token;

/// A sheet key typed as `system`'s French word for one of its keys (`sens-du-combat`)
/// read as that key (`combat-sense`): what a French line writes reads back as the same
/// command; any other key is kept as typed.
pub(crate) fn sheet_key_read(system: SystemId, assign: Assign) -> Assign {
    let rules = crate::rules::system(system);
    let key = rules.canonical_stat(&assign.key);
    let french = rules.verbs().sheet_key_fr(&key);
    let fold = crate::rules::words::fold;
    if key != assign.key && french.is_some_and(|fr| fold(&fr) == fold(&assign.key)) {
        Assign { key, ..assign }
    } else {
        assign
    }
}

/// Reads a `key=value` word.
pub(super) fn assign(c: &Cursor, t: &Token) -> Result<Assign, ParseError> {
    let bad = || c.expected_at(t, Expected::KeyValue, None);
    if t.quoted {
        return Err(bad());
    }
    let Some((key, value)) = t.text.split_once('=') else {
        return Err(bad());
    };
    let key = key.to_lowercase();
    if key.is_empty() || !key.chars().all(key_char) {
        return Err(bad());
    }
    let value_column = t.column + t.text.chars().take_while(|&ch| ch != '=').count() + 1;
    let bad_value = || {
        ParseError::new(
            ErrorKind::Expected {
                expected: Expected::Value,
                after: String::new(),
                suggestion: None,
            },
            Some(value.to_string()),
            value_column,
        )
    };
    let value = match assign_value(value) {
        Ok(value) => value,
        Err(Refused::NotAValue) => return Err(bad_value()),
        Err(Refused::OutOfRange) => {
            return Err(ParseError::new(
                ErrorKind::OutOfRange {
                    min: limits::SHEET.min,
                    max: limits::SHEET.max,
                },
                Some(value.to_string()),
                value_column,
            ));
        }
    };
    Ok(Assign { key, value })
}

/// Whether a character may appear in a sheet key.
pub(crate) fn key_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '-' | '_' | '.')
}

/// Why a sheet value was not read.
enum Refused {
    /// Not shaped like a value.
    NotAValue,
    /// A number outside [`limits::SHEET`].
    OutOfRange,
}

/// A number of a sheet value, in [`limits::SHEET`].
fn sheet_number(text: &str) -> Result<i32, Refused> {
    match number(text, true) {
        Number::Word => Err(Refused::NotAValue),
        Number::TooLarge => Err(Refused::OutOfRange),
        Number::Value(v) => in_limit(v, limits::SHEET),
    }
}

fn in_limit(v: i64, limit: Limit) -> Result<i32, Refused> {
    if !limit.contains(v) {
        return Err(Refused::OutOfRange);
    }
    i32::try_from(v).map_err(|_| Refused::OutOfRange)
}

/// A sheet value written as in `set` (`14`, `4+9`, `X`, `2+X`; `-` removes), or `None` when
/// it is not one or is out of [`limits::SHEET`]: for the GM's library and spreadsheet
/// imports, which read values as the command language does.
pub(crate) fn sheet_value(text: &str) -> Option<AssignValue> {
    assign_value(text).ok()
}

fn assign_value(text: &str) -> Result<AssignValue, Refused> {
    if text == "-" {
        return Ok(AssignValue::Remove);
    }
    if text.eq_ignore_ascii_case("x") {
        return Ok(AssignValue::Reserved { base: 0 });
    }
    if number(text, true) != Number::Word {
        return sheet_number(text).map(|value| AssignValue::Number { value });
    }
    let split = text
        .char_indices()
        .skip(1)
        .find(|(_, ch)| matches!(ch, '+' | '-'))
        .map(|(i, _)| i)
        .ok_or(Refused::NotAValue)?;
    let (base, mastery) = text.split_at(split);
    let base = sheet_number(base)?;
    if mastery.len() == 2 && mastery[1..].eq_ignore_ascii_case("x") && mastery.starts_with('+') {
        return Ok(AssignValue::Reserved { base });
    }
    if !mastery[1..].bytes().all(|b| b.is_ascii_digit()) {
        return Err(Refused::NotAValue);
    }
    let mastery = sheet_number(mastery)?;
    Ok(AssignValue::Skill { base, mastery })
}
