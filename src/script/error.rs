//! Why a line was not understood. Every message of the command language lives here (and the
//! verb table in `help.rs`), so the language can be localised in one place.

use thiserror::Error;

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
}

/// What the parser expected at a given place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    /// A combatant's name.
    Combatant,
    /// A name for a new combatant.
    Name,
    /// The new name of a combatant.
    NewName,
    /// A side word.
    Side,
    /// What may follow the name in `add`.
    AddPart,
    /// A bestiary template.
    Template,
    /// A `key=value` sheet assignment.
    KeyValue,
    /// The value of a `key=value`.
    Value,
    /// A condition name.
    Condition,
    /// What may follow the condition name.
    ConditionPart,
    /// A number of rounds.
    Rounds,
    /// `start` or `end` after `until`.
    StartOrEnd,
    /// Dice notation.
    Notation,
    /// The purpose of a roll.
    Purpose,
    /// An option name.
    OptionKey,
    /// An option value.
    OptionValue,
    /// A countdown label.
    Label,
    /// A number of attempts.
    Attempts,
    /// A skill, attribute or chance.
    Skill,
    /// A skill or attribute name.
    SkillName,
    /// What may follow a test.
    TestPart,
    /// What may follow the first side of an opposed test.
    OpposeFirstPart,
    /// What may follow the second side of an opposed test.
    OpposeSecondPart,
    /// `vs` between the two sides of an opposed test.
    Vs,
    /// The target of an attack.
    Target,
    /// What may follow an attack.
    AttackPart,
    /// A hit location.
    Location,
    /// A severity or `damage=N`.
    SeverityOrDamage,
    /// What may follow a wound.
    WoundPart,
    /// A severity.
    Severity,
    /// A number of boxes.
    Boxes,
    /// `success` or `failure`.
    Outcome,
    /// What a combatant intends.
    Intent,
    /// A phase number.
    Phase,
    /// A malus.
    Malus,
    /// Initiative points lost.
    Points,
    /// An initiative value.
    Initiative,
    /// A number of opponents.
    Opponents,
    /// A chance.
    Chance,
    /// A signed number.
    Number,
}

/// A part of a command that may be given only once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// The side of a new combatant.
    Side,
    /// The template of a new combatant.
    Template,
    /// A test's difficulty.
    Difficulty,
    /// An attack's or wound's damage.
    Damage,
    /// A hit location.
    Location,
    /// A martial-arts technique.
    Technique,
    /// A wound's shock malus.
    Shock,
    /// A wound's severity (or its damage).
    Harm,
}

impl Expected {
    /// The phrase naming what was expected.
    pub fn describe(self) -> &'static str {
        match self {
            Expected::Combatant => "a combatant's name",
            Expected::Name => "a name (quote it if it has spaces)",
            Expected::NewName => "the new name",
            Expected::Side => "a side (pc, ally, enemy or neutral)",
            Expected::AddPart => "a side (pc, ally, enemy, neutral), from TEMPLATE or key=value",
            Expected::Template => "a template name",
            Expected::KeyValue => "key=value",
            Expected::Value => "a value (14, -2, 4+9, X, 2+X, or - to remove)",
            Expected::Condition => "a condition name",
            Expected::ConditionPart => {
                "a value (e.g. -5), for N rounds, until start of WHO or until end of WHO"
            }
            Expected::Rounds => "a number of rounds",
            Expected::StartOrEnd => "start or end (until start of WHO, until end of WHO)",
            Expected::Notation => "dice (e.g. d20, 2d6+3)",
            Expected::Purpose => "what the roll is for",
            Expected::OptionKey => "an option name",
            Expected::OptionValue => "a value for the option",
            Expected::Label => "a countdown label",
            Expected::Attempts => "a number of attempts",
            Expected::Skill => "a skill, an attribute or a chance (e.g. firearms, 12)",
            Expected::SkillName => "a skill or attribute name",
            Expected::TestPart => {
                "a difficulty (e.g. hard, difficile, -5), a modifier (e.g. +2), secret or opposed"
            }
            Expected::OpposeFirstPart => {
                "a difficulty, a modifier, secret, or vs and the other side"
            }
            Expected::OpposeSecondPart => "a difficulty, a modifier or secret",
            Expected::Vs => "vs and the other side (vs WHO WHAT)",
            Expected::Target => "the target's name",
            Expected::AttackPart => {
                "a difficulty, a modifier, damage=N, at LOCATION, melee, charge, \
                 powerful, incapacitating, precise, bleeding or secret"
            }
            Expected::Location => "a hit location (e.g. left-arm)",
            Expected::SeverityOrDamage => "a severity or damage=N",
            Expected::WoundPart => {
                "a location, a severity (e.g. serious), damage=N, bleeding or shock=N"
            }
            Expected::Severity => "a severity (e.g. light, serious)",
            Expected::Boxes => "a number of boxes",
            Expected::Outcome => "success or failure",
            Expected::Intent => "what they intend to do",
            Expected::Phase => "a phase number",
            Expected::Malus => "a malus (e.g. -3)",
            Expected::Points => "a number of initiative points",
            Expected::Initiative => "an initiative value",
            Expected::Opponents => "a number of opponents",
            Expected::Chance => "a chance (e.g. 12)",
            Expected::Number => "a number",
        }
    }
}

impl Part {
    /// The phrase naming the part.
    pub fn describe(self) -> &'static str {
        match self {
            Part::Side => "the side",
            Part::Template => "the template",
            Part::Difficulty => "the difficulty",
            Part::Damage => "the damage",
            Part::Location => "the location",
            Part::Technique => "a technique (powerful, incapacitating or precise)",
            Part::Shock => "the shock malus",
            Part::Harm => "the severity (or damage=N)",
        }
    }
}

/// The text of an error, in English.
fn describe(kind: &ErrorKind, found: Option<&str>, column: usize) -> String {
    let word = found.unwrap_or_default();
    match kind {
        ErrorKind::ControlCharacter(c) => format!(
            "control character U+{:04X} at column {} is not allowed (type one command per line, \
             with spaces rather than tabs)",
            u32::from(*c),
            column + 1
        ),
        ErrorKind::UnclosedQuote => format!("'{word}': the quote is never closed"),
        ErrorKind::BadEscape => {
            format!("'{word}': inside quotes, a backslash may only come before \" or \\")
        }
        ErrorKind::QuoteInsideWord => {
            format!("'{word}': a quote may only start a word (put a space before it)")
        }
        ErrorKind::NoSpaceAfterQuote => format!("'{word}': put a space after the closing quote"),
        ErrorKind::NotACommand { suggestion } => match suggestion {
            Some(s) => format!("'{word}' is not a command; did you mean '{s}'? (try: help)"),
            None => format!("'{word}' is not a command (try: help)"),
        },
        ErrorKind::UnknownTopic { suggestion } => match suggestion {
            Some(s) => format!("no help on '{word}'; did you mean '{s}'? (try: help)"),
            None => format!("no help on '{word}' (try: help)"),
        },
        ErrorKind::Expected {
            expected,
            after,
            suggestion,
        } => {
            let what = expected.describe();
            let mut text = match found {
                Some(word) => format!("'{word}': expected {what}"),
                None => format!("after '{after}': expected {what}, found end of line"),
            };
            if let Some(s) = suggestion {
                text.push_str(&format!("; did you mean '{s}'?"));
            }
            text
        }
        ErrorKind::Unexpected { after, after_name } => {
            if *after_name {
                format!(
                    "'{word}': nothing more was expected after '{after}' \
                     (a name with spaces needs quotes: \"Baral Faadhi\")"
                )
            } else {
                format!("'{word}': nothing more was expected after '{after}'")
            }
        }
        ErrorKind::OutOfRange { min, max } => {
            format!("'{word}': expected a number from {min} to {max}")
        }
        ErrorKind::Twice(part) => format!("'{word}': {} is already given", part.describe()),
    }
}
