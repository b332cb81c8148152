//! A cursor over the words of one line, with the readers every verb shares: names,
//! numbers, the rest of the line, and the errors that point at a word; plus reading a
//! word as a number and suggesting the nearest word to a typo.

use super::error::{ErrorKind, Expected, ParseError};
use super::lexer::Token;
use crate::rules::limits::Limit;

/// How a word reads as a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Number {
    /// Not shaped like a number: a plain word.
    Word,
    /// Shaped like a number, but too large to hold.
    TooLarge,
    /// A number.
    Value(i64),
}

/// Reads an integer: ASCII digits, with an optional leading sign when `signed`.
pub fn number(text: &str, signed: bool) -> Number {
    let digits = match text.as_bytes().first() {
        Some(b'+' | b'-') if signed => &text[1..],
        _ => text,
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Number::Word;
    }
    if digits.trim_start_matches('0').len() > 18 {
        return Number::TooLarge;
    }
    match text.parse::<i64>() {
        Ok(v) => Number::Value(v),
        Err(_) => Number::TooLarge,
    }
}

/// The nearest of `candidates` to a mistyped word, when it is close enough to be a typo.
pub fn nearest(word: &str, candidates: &[&'static str]) -> Option<&'static str> {
    let word = word.to_lowercase();
    let length = word.chars().count();
    let limit = if length <= 4 { 1 } else { 2 };
    candidates
        .iter()
        .map(|&c| (distance(&word, c), c))
        .filter(|&(d, _)| d <= limit && d < length)
        .min_by_key(|&(d, _)| d)
        .map(|(_, c)| c)
}

/// Edit distance with transpositions (optimal string alignment), by characters.
pub fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut rows = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in rows.iter_mut().enumerate() {
        row[0] = i;
    }
    rows[0] = (0..=b.len()).collect();
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (rows[i - 1][j] + 1)
                .min(rows[i][j - 1] + 1)
                .min(rows[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(rows[i - 2][j - 2] + 1);
            }
            rows[i][j] = best;
        }
    }
    rows[a.len()][b.len()]
}

/// A cursor over the words of one line.
pub struct Cursor<'a> {
    line: &'a str,
    tokens: Vec<Token>,
    pos: usize,
    last_was_name: bool,
}

impl<'a> Cursor<'a> {
    /// A cursor before the first of `tokens`, the words of `line`.
    pub fn new(line: &'a str, tokens: Vec<Token>) -> Self {
        Cursor {
            line,
            tokens,
            pos: 0,
            last_was_name: false,
        }
    }

    /// The next word, without taking it.
    pub fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.pos)
    }

    /// The word `n` places after the next one, without taking anything.
    pub fn peek_nth(&self, n: usize) -> Option<&Token> {
        self.tokens.get(self.pos.saturating_add(n))
    }

    /// Takes the next word.
    // Not an `Iterator`: a verb reads words by peeking, taking and reading the rest of the
    // line, and `next` forgets whether the last word was a name.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Option<Token> {
        let t = self.tokens.get(self.pos).cloned();
        if t.is_some() {
            self.pos += 1;
            self.last_was_name = false;
        }
        t
    }

    /// How many words are left.
    pub fn remaining(&self) -> usize {
        self.tokens.len() - self.pos
    }

    /// The line as typed up to the words taken so far.
    fn after_upto(&self, pos: usize) -> String {
        match (
            self.tokens.first(),
            pos.checked_sub(1).and_then(|p| self.tokens.get(p)),
        ) {
            (Some(first), Some(last)) => self.line[first.span.start..last.span.end].to_string(),
            _ => String::new(),
        }
    }

    /// An error of `kind` about the word `t`.
    pub fn error_at(&self, t: &Token, kind: ErrorKind) -> ParseError {
        ParseError::new(kind, Some(t.text.clone()), t.column)
    }

    /// "expected ..." about the word `t`.
    pub fn expected_at(
        &self,
        t: &Token,
        expected: Expected,
        suggestion: Option<&'static str>,
    ) -> ParseError {
        let pos = self.index_of(t);
        self.error_at(
            t,
            ErrorKind::Expected {
                expected,
                after: self.after_upto(pos),
                suggestion,
            },
        )
    }

    /// The index of the word `t` in the line (the current word if it is not one).
    fn index_of(&self, t: &Token) -> usize {
        self.tokens
            .iter()
            .position(|k| k.span == t.span)
            .unwrap_or(self.pos)
    }

    /// "nothing more was expected" about the word `t`.
    pub fn unexpected_at(&self, t: &Token) -> ParseError {
        let pos = self.index_of(t);
        self.error_at(
            t,
            ErrorKind::Unexpected {
                after: self.after_upto(pos),
                after_name: false,
            },
        )
    }

    /// "expected ..., found end of line".
    pub fn expected_at_end(&self, expected: Expected) -> ParseError {
        let column = self.tokens.last().map_or(0, |t| t.end_column);
        ParseError::new(
            ErrorKind::Expected {
                expected,
                after: self.after_upto(self.tokens.len()),
                suggestion: None,
            },
            None,
            column,
        )
    }

    /// "expected ..." about the next word, or the end of the line.
    pub fn expected_here(&self, expected: Expected) -> ParseError {
        match self.peek() {
            Some(t) => self.expected_at(t, expected, None),
            None => self.expected_at_end(expected),
        }
    }

    /// A word that must be there.
    pub fn expect(&mut self, expected: Expected) -> Result<Token, ParseError> {
        self.next().ok_or_else(|| self.expected_at_end(expected))
    }

    /// A name: any word, quoted or not.
    pub fn name(&mut self, expected: Expected) -> Result<String, ParseError> {
        let t = self.expect(expected)?;
        self.last_was_name = true;
        Ok(t.text)
    }

    /// Reads `t` as an integer in `min..=max`.
    pub fn int_of(
        &self,
        t: &Token,
        expected: Expected,
        min: i64,
        max: i64,
    ) -> Result<i64, ParseError> {
        let read = if t.quoted {
            Number::Word
        } else {
            number(&t.text, true)
        };
        match read {
            Number::Value(v) if (min..=max).contains(&v) => Ok(v),
            Number::Value(_) | Number::TooLarge => {
                Err(self.error_at(t, ErrorKind::OutOfRange { min, max }))
            }
            Number::Word => Err(self.expected_at(t, expected, None)),
        }
    }

    /// An integer in `limit` (see [`crate::rules::limits`]).
    pub fn limited(&mut self, expected: Expected, limit: Limit) -> Result<i32, ParseError> {
        let t = self.expect(expected)?;
        self.limited_of(&t, expected, limit)
    }

    /// Reads `t` as an integer in `limit`.
    pub fn limited_of(
        &self,
        t: &Token,
        expected: Expected,
        limit: Limit,
    ) -> Result<i32, ParseError> {
        let v = self.int_of(t, expected, limit.min, limit.max)?;
        i32::try_from(v).map_err(|_| {
            self.error_at(
                t,
                ErrorKind::OutOfRange {
                    min: limit.min,
                    max: limit.max,
                },
            )
        })
    }

    /// An optional integer in `limit`: taken when the next word is a number.
    pub fn opt_limited(&mut self, limit: Limit) -> Result<Option<i32>, ParseError> {
        match self.peek() {
            Some(t) if !t.quoted && number(&t.text, true) != Number::Word => {
                self.limited(Expected::Number, limit).map(Some)
            }
            _ => Ok(None),
        }
    }

    /// The rest of the line as one text: a lone quoted word gives its content, else the
    /// words as typed. `None` when nothing is left.
    pub fn rest(&mut self) -> Option<String> {
        let end = self.tokens.len();
        self.text_upto(end)
    }

    /// Like [`Cursor::rest`], but only up to the keyword `stop` (left for the caller).
    pub fn rest_until(&mut self, stop: &str) -> Option<String> {
        self.rest_until_where(|t| t.is(stop))
    }

    /// Like [`rest_until`](Self::rest_until), stopping at the first word `stop` accepts
    /// (a keyword in English or French).
    pub fn rest_until_where(&mut self, stop: impl Fn(&Token) -> bool) -> Option<String> {
        let end = self.tokens[self.pos..]
            .iter()
            .position(stop)
            .map_or(self.tokens.len(), |i| self.pos + i);
        self.text_upto(end)
    }

    fn text_upto(&mut self, end: usize) -> Option<String> {
        let words = self.tokens.get(self.pos..end)?;
        let text = match words {
            [] => return None,
            [one] if one.quoted => one.text.clone(),
            [first, .., last] => self.line[first.span.start..last.span.end].to_string(),
            [one] => one.text.clone(),
        };
        self.pos = end;
        self.last_was_name = false;
        Some(text)
    }

    /// The rest of the line, which must not be empty.
    pub fn rest_or(&mut self, expected: Expected) -> Result<String, ParseError> {
        self.rest().ok_or_else(|| self.expected_at_end(expected))
    }

    /// Checks that nothing is left.
    pub fn finish(&self) -> Result<(), ParseError> {
        match self.peek() {
            None => Ok(()),
            Some(t) => Err(self.error_at(
                t,
                ErrorKind::Unexpected {
                    after: self.after_upto(self.pos),
                    after_name: self.last_was_name,
                },
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers() {
        assert_eq!(number("12", false), Number::Value(12));
        assert_eq!(number("+12", false), Number::Word);
        assert_eq!(number("-12", true), Number::Value(-12));
        assert_eq!(number("-", true), Number::Word);
        assert_eq!(number("1a", true), Number::Word);
        assert_eq!(number("٣", true), Number::Word);
        assert_eq!(number("99999999999999999999999", true), Number::TooLarge);
        assert_eq!(
            number("-0000000000000000000000007", true),
            Number::Value(-7)
        );
    }

    #[test]
    fn suggestions_need_a_close_word() {
        assert_eq!(nearest("hrad", &["hard", "easy"]), Some("hard"));
        assert_eq!(nearest("zzzz", &["hard", "easy"]), None);
        assert_eq!(distance("kitten", "sitting"), 3);
        assert_eq!(distance("", "abc"), 3);
    }
}
