//! Why a line was not understood. Every message of the shared language lives here (with
//! what was expected in `error/expected.rs`, the parts given twice in `error/part.rs`, and
//! the shared verb table in `verbs.rs`); a system's own phrases (`Expected::Own`,
//! `Part::Own`) and verb table live in its `verbs/` folder.

use thiserror::Error;

mod expected;
mod part;

pub use expected::Expected;
pub use part::Part;

/// A line the parser could not read: which word, where, and what was expected there.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", describe(&self.kind, self.found.as_deref(), self.column))]
pub struct ParseError {
    /// What went wrong.
    pub kind: ErrorKind,
    /// The offending word (quotes removed); `None` at the end of the line or for a control
    /// character.
    pub found: Option<String>,
    /// Character column (0-based) of the offending word; at the end of the line, the column
    /// just past the last word.
    pub column: usize,
}

impl ParseError {
    /// An error about `found` (or the end of the line) at `column`.
    pub fn new(kind: ErrorKind, found: Option<String>, column: usize) -> Self {
        ParseError {
            kind,
            found,
            column,
        }
    }

    #[cfg(any(test, feature = "test-support"))]
    /// Whether the line simply stopped too early (more words would fix it).
    pub fn at_end_of_line(&self) -> bool {
        self.found.is_none() && !matches!(self.kind, ErrorKind::ControlCharacter(_))
    }
}

/// The kinds of mistakes the parser reports.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ErrorKind {
    /// A control character (tab, newline, escape...) somewhere in the line.
    ControlCharacter(char),
    /// A double quote that is never closed.
    UnclosedQuote,
    /// A backslash inside quotes not followed by `"` or `\`.
    BadEscape,
    /// A double quote in the middle of an unquoted word.
    QuoteInsideWord,
    /// A closing quote followed directly by more text.
    NoSpaceAfterQuote,
    /// The first word is not a verb.
    NotACommand {
        /// The nearest verb, when one is close.
        suggestion: Option<&'static str>,
    },
    /// The first word is a verb of another rule system than the encounter's.
    OtherSystem {
        /// The name of the encounter's rule system.
        system: &'static str,
        /// The name of the rule system the verb belongs to.
        other: &'static str,
        /// The nearest verb of the encounter's system, when one is close.
        suggestion: Option<&'static str>,
    },
    /// `help` on something that is not a verb or a topic.
    UnknownTopic {
        /// The nearest topic, when one is close.
        suggestion: Option<&'static str>,
    },
    /// Something else was expected at this word (or at the end of the line).
    Expected {
        /// What was expected.
        expected: Expected,
        /// The line up to the problem, as typed.
        after: String,
        /// The nearest keyword, when one is close.
        suggestion: Option<&'static str>,
    },
    /// A word after a complete command.
    Unexpected {
        /// The complete command, as typed.
        after: String,
        /// Whether the word before was a name (then a missing pair of quotes is likely).
        after_name: bool,
    },
    /// A number out of the range this place accepts.
    OutOfRange {
        /// Smallest accepted value.
        min: i64,
        /// Largest accepted value.
        max: i64,
    },
    /// A part of the command given twice.
    Twice(Part),
    /// Dice given as rolled at the table that cannot be read (why).
    GivenDice(String),
}

/// The text of an error, in the current language.
fn describe(kind: &ErrorKind, found: Option<&str>, column: usize) -> String {
    let word = found.unwrap_or_default();
    match kind {
        ErrorKind::GivenDice(reason) => {
            crate::t!("script-error-given-dice", word = word, reason = reason)
        }
        ErrorKind::ControlCharacter(c) => crate::t!(
            "script-error-control",
            code = format!("{:04X}", u32::from(*c)),
            column = (column + 1).to_string()
        ),
        ErrorKind::UnclosedQuote => crate::t!("script-error-unclosed-quote", word = word),
        ErrorKind::BadEscape => crate::t!("script-error-bad-escape", word = word, quote = "\""),
        ErrorKind::QuoteInsideWord => crate::t!("script-error-quote-inside-word", word = word),
        ErrorKind::NoSpaceAfterQuote => {
            crate::t!("script-error-no-space-after-quote", word = word)
        }
        ErrorKind::NotACommand { suggestion } => match suggestion {
            Some(s) => crate::t!(
                "script-error-not-a-command-suggest",
                word = word,
                suggestion = *s
            ),
            None => crate::t!("script-error-not-a-command", word = word),
        },
        ErrorKind::OtherSystem {
            system,
            other,
            suggestion,
        } => match suggestion {
            Some(s) => crate::t!(
                "script-error-other-system-suggest",
                word = word,
                system = *system,
                other = *other,
                suggestion = *s
            ),
            None => crate::t!(
                "script-error-other-system",
                word = word,
                system = *system,
                other = *other
            ),
        },
        ErrorKind::UnknownTopic { suggestion } => match suggestion {
            Some(s) => crate::t!(
                "script-error-unknown-topic-suggest",
                word = word,
                suggestion = *s
            ),
            None => crate::t!("script-error-unknown-topic", word = word),
        },
        ErrorKind::Expected {
            expected,
            after,
            suggestion,
        } => {
            let what = expected.describe();
            let text = match found {
                Some(word) => crate::t!("script-error-expected", word = word, what = what),
                None => crate::t!("script-error-expected-at-end", after = after, what = what),
            };
            match suggestion {
                Some(s) => crate::t!("script-error-did-you-mean", text = text, suggestion = *s),
                None => text,
            }
        }
        ErrorKind::Unexpected { after, after_name } => {
            if *after_name {
                crate::t!(
                    "script-error-unexpected-after-name",
                    word = word,
                    after = after,
                    example = "\"Baral Faadhi\""
                )
            } else {
                crate::t!("script-error-unexpected", word = word, after = after)
            }
        }
        ErrorKind::OutOfRange { min, max } => crate::t!(
            "script-error-out-of-range",
            word = word,
            min = min.to_string(),
            max = max.to_string()
        ),
        ErrorKind::Twice(part) => {
            crate::t!("script-error-twice", word = word, part = part.describe())
        }
    }
}
