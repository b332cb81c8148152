//! The terms of a Polaris test as the GM types them, in any order: the difficulty (a word
//! or the first number), modifiers, `harder=N` (POL-12), `secret`, and the retry words
//! (POL-13).

use crate::rules::limits::{self, Limit};
use crate::script::cursor::{Cursor, Number, number};
use crate::script::lexer::Token;
use crate::script::{ErrorKind, Expected, ParseError};
use crate::{Retry, TestTerms};

use super::keywords::Read;
use super::parse::{difficulty, french_keyword};
use super::phrases::part;

/// Difficulty, modifiers and `secret`, read in any order.
#[derive(Default)]
pub(super) struct Terms {
    difficulty: Option<i32>,
    modifier: i32,
    hidden: bool,
    retry: Retry,
    harder: Option<u8>,
}

impl Terms {
    /// Takes `t` when it is a difficulty, a modifier or `secret`.
    pub(super) fn take(&mut self, c: &Cursor, t: &Token) -> Result<bool, ParseError> {
        if t.quoted {
            return Ok(false);
        }
        if let Some(d) = difficulty(&t.text) {
            if self.difficulty.is_some() {
                return Err(c.error_at(t, ErrorKind::Twice(part::DIFFICULTY)));
            }
            self.difficulty = Some(d);
            return Ok(true);
        }
        if number(&t.text, true) != Number::Word {
            match self.difficulty {
                None => self.difficulty = Some(int32_of(c, t, limits::DIFFICULTY)?),
                Some(_) => {
                    let v = int32_of(c, t, limits::MODIFIER)?;
                    self.modifier = add_modifier(c, t, self.modifier, v)?;
                }
            }
            return Ok(true);
        }
        let word = Read::new(t);
        if word.is("secret") {
            self.hidden = true;
            return Ok(true);
        }
        if let Some((key, value)) = t.text.split_once('=')
            && (key.eq_ignore_ascii_case("harder") || french_keyword(key) == Some("harder"))
        {
            if self.harder.is_some() {
                return Err(c.error_at(t, ErrorKind::Twice(part::HARDER)));
            }
            let value_token = Token {
                text: value.to_string(),
                quoted: false,
                column: t.column + key.chars().count() + 1,
                end_column: t.end_column,
                span: t.span.clone(),
            };
            let degrees = int32_of(c, &value_token, limits::DEGREES)?;
            self.harder = Some(u8::try_from(degrees).unwrap_or_default());
            return Ok(true);
        }
        if word.is("retry") {
            if self.retry == Retry::No {
                self.retry = Retry::Calm;
            }
            return Ok(true);
        }
        if word.is("pressured") {
            self.retry = Retry::Pressured;
            return Ok(true);
        }
        if word.is("social") {
            self.retry = Retry::Social;
            return Ok(true);
        }
        Ok(false)
    }

    /// The terms read, with no difficulty read as 0 (Average).
    pub(super) fn done(self) -> TestTerms {
        TestTerms {
            difficulty: self.difficulty.unwrap_or(0),
            hidden: self.hidden,
            modifier: self.modifier,
            retry: self.retry,
            harder: self.harder.unwrap_or(0),
        }
    }
}

/// Reads `t` as a number in `limit`.
pub(super) fn int32_of(c: &Cursor, t: &Token, limit: Limit) -> Result<i32, ParseError> {
    c.limited_of(t, Expected::Number, limit)
}

/// `sum + v`, refused under `t` when the total leaves [`limits::MODIFIER`].
pub(super) fn add_modifier(c: &Cursor, t: &Token, sum: i32, v: i32) -> Result<i32, ParseError> {
    let total = i64::from(sum) + i64::from(v);
    if limits::MODIFIER.contains(total) {
        Ok(i32::try_from(total).unwrap_or_default())
    } else {
        let (min, max) = (limits::MODIFIER.min, limits::MODIFIER.max);
        Err(c.error_at(t, ErrorKind::OutOfRange { min, max }))
    }
}
