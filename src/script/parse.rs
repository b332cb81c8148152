//! The parser: a cursor over the words of a line, and the verbs every system shares.

use crate::engine::{Assign, AssignValue, Command, Lasting};
use crate::model::Side;

use super::error::{ErrorKind, Expected, ParseError, Part};
use super::help::{self, Verb};
use super::lexer::{Token, lex};
use super::polaris;

/// What one line of the command language holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// Nothing but spaces or a comment.
    Empty,
    /// A command for the engine.
    Command(Command),
    /// A request for help: on everything, or on one verb or topic (its canonical name).
    Help(Option<String>),
}

/// Reads one line of the command language.
pub fn parse(line: &str) -> Result<Line, ParseError> {
    let tokens = lex(line)?;
    let mut c = Cursor::new(line, tokens);
    let Some(first) = c.next() else {
        return Ok(Line::Empty);
    };
    let verb = if first.quoted {
        None
    } else {
        help::find_verb(&first.text)
    };
    let Some(verb) = verb else {
        return Err(ParseError::new(
            ErrorKind::NotACommand {
                suggestion: help::suggest_verb(&first.text),
            },
            Some(first.text),
            first.column,
        ));
    };
    if verb.name == "help" {
        return help_line(&mut c);
    }
    let command = match verb.system {
        None => shared(verb, &mut c)?,
        Some(_) => polaris::parse(verb, &mut c)?.map(Command::Polaris),
    };
    let Some(command) = command else {
        return Err(ParseError::new(
            ErrorKind::NotACommand { suggestion: None },
            Some(first.text),
            first.column,
        ));
    };
    c.finish()?;
    Ok(Line::Command(command))
}

fn help_line(c: &mut Cursor) -> Result<Line, ParseError> {
    let Some(topic) = c.next() else {
        return Ok(Line::Help(None));
    };
    let Some(name) = help::find_topic(&topic.text) else {
        return Err(ParseError::new(
            ErrorKind::UnknownTopic {
                suggestion: help::suggest_topic(&topic.text),
            },
            Some(topic.text),
            topic.column,
        ));
    };
    c.finish()?;
    Ok(Line::Help(Some(name.to_string())))
}

/// Parses a shared verb; `None` when the verb belongs to a rule system.
fn shared(verb: &Verb, c: &mut Cursor) -> Result<Option<Command>, ParseError> {
    let command = match verb.name {
        "add" => add(c)?,
        "remove" => Command::Remove {
            who: c.name(Expected::Combatant)?,
        },
        "rename" => Command::Rename {
            who: c.name(Expected::Combatant)?,
            name: c.name(Expected::NewName)?,
        },
        "side" => Command::SetSide {
            who: c.name(Expected::Combatant)?,
            side: c.side()?,
        },
        "set" => set(c)?,
        "note" => Command::Note {
            who: c.name(Expected::Combatant)?,
            text: c.rest().unwrap_or_default(),
        },
        "condition" => condition(c)?,
        "uncondition" => Command::Uncondition {
            who: c.name(Expected::Combatant)?,
            name: c.name(Expected::Condition)?,
        },
        "roll" => roll(c)?,
        "option" => Command::Option {
            key: c.name(Expected::OptionKey)?,
            value: c.rest_or(Expected::OptionValue)?,
        },
        "countdown" => Command::Countdown {
            label: c.name(Expected::Label)?,
            attempts: c.int32(Expected::Attempts)?,
        },
        "tick" => Command::Tick {
            label: c.name(Expected::Label)?,
            attempts: c.opt_int32()?.unwrap_or(1),
        },
        "start" => Command::Start,
        "next" => Command::Next,
        "end" => Command::End,
        "undo" => Command::Undo,
        "redo" => Command::Redo,
        _ => return Ok(None),
    };
    Ok(Some(command))
}

fn add(c: &mut Cursor) -> Result<Command, ParseError> {
    let count = match c.peek() {
        Some(t) if !t.quoted && number(&t.text, false) != Number::Word => {
            u32::try_from(c.int(Expected::Number, 0, i64::from(u32::MAX))?).unwrap_or(1)
        }
        _ => 1,
    };
    let name = c.name(Expected::Name)?;
    let mut side = None;
    let mut template = None;
    let mut assigns = Vec::new();
    while let Some(t) = c.peek().cloned() {
        if let Some(s) = t.keyword().and_then(|w| Side::from_word(&w)) {
            if side.is_some() {
                return Err(c.error_at(&t, ErrorKind::Twice(Part::Side)));
            }
            c.next();
            side = Some(s);
        } else if t.is("from") {
            if template.is_some() {
                return Err(c.error_at(&t, ErrorKind::Twice(Part::Template)));
            }
            c.next();
            template = Some(c.name(Expected::Template)?);
        } else if !t.quoted && t.text.contains('=') {
            c.next();
            assigns.push(assign(c, &t)?);
        } else {
            let suggestion = nearest(&t.text, ADD_WORDS);
            return Err(c.expected_at(&t, Expected::AddPart, suggestion));
        }
    }
    Ok(Command::Add {
        name,
        side,
        count,
        template,
        assigns,
    })
}

const ADD_WORDS: &[&str] = &["pc", "ally", "enemy", "neutral", "from"];

fn set(c: &mut Cursor) -> Result<Command, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let mut assigns = Vec::new();
    while let Some(t) = c.next() {
        assigns.push(assign(c, &t)?);
    }
    if assigns.is_empty() {
        return Err(c.expected_at_end(Expected::KeyValue));
    }
    Ok(Command::Set { who, assigns })
}

/// Reads a `key=value` word.
fn assign(c: &Cursor, t: &Token) -> Result<Assign, ParseError> {
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
    let value = assign_value(value).ok_or_else(bad_value)?;
    Ok(Assign { key, value })
}

/// Whether a character may appear in a sheet key.
pub(crate) fn key_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '-' | '_' | '.')
}

fn assign_value(text: &str) -> Option<AssignValue> {
    if text == "-" {
        return Some(AssignValue::Remove);
    }
    if text.eq_ignore_ascii_case("x") {
        return Some(AssignValue::Reserved { base: 0 });
    }
    if let Number::Value(v) = number(text, true) {
        return i32::try_from(v)
            .ok()
            .map(|value| AssignValue::Number { value });
    }
    let split = text
        .char_indices()
        .skip(1)
        .find(|(_, ch)| matches!(ch, '+' | '-'))
        .map(|(i, _)| i)?;
    let (base, mastery) = text.split_at(split);
    let Number::Value(base) = number(base, true) else {
        return None;
    };
    let base = i32::try_from(base).ok()?;
    if mastery.len() == 2 && mastery[1..].eq_ignore_ascii_case("x") && mastery.starts_with('+') {
        return Some(AssignValue::Reserved { base });
    }
    if !mastery[1..].bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let Number::Value(mastery) = number(mastery, true) else {
        return None;
    };
    let mastery = i32::try_from(mastery).ok()?;
    Some(AssignValue::Skill { base, mastery })
}

fn condition(c: &mut Cursor) -> Result<Command, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let name = c.name(Expected::Condition)?;
    let value = c.opt_int32()?;
    let lasting = match c.peek().cloned() {
        None => Lasting::Manual,
        Some(t) if t.is("for") => {
            c.next();
            let rounds = c.int(Expected::Rounds, 0, i64::from(u32::MAX))?;
            let rounds = u32::try_from(rounds).unwrap_or(u32::MAX);
            if c.peek().is_some_and(|t| t.is("round") || t.is("rounds")) {
                c.next();
            }
            Lasting::Rounds { rounds }
        }
        Some(t) if t.is("until") => {
            c.next();
            let edge = c.expect(Expected::StartOrEnd)?;
            let start = if edge.is("start") {
                true
            } else if edge.is("end") {
                false
            } else {
                let suggestion = nearest(&edge.text, &["start", "end"]);
                return Err(c.expected_at(&edge, Expected::StartOrEnd, suggestion));
            };
            if c.peek().is_some_and(|t| t.is("of")) && c.remaining() > 1 {
                c.next();
            }
            let of = c.name(Expected::Combatant)?;
            if start {
                Lasting::StartOfAction { of }
            } else {
                Lasting::EndOfAction { of }
            }
        }
        Some(t) => {
            let suggestion = nearest(&t.text, &["for", "until"]);
            return Err(c.expected_at(&t, Expected::ConditionPart, suggestion));
        }
    };
    Ok(Command::Condition {
        who,
        name,
        value,
        lasting,
    })
}

fn roll(c: &mut Cursor) -> Result<Command, ParseError> {
    let notation = c
        .rest_until("for")
        .ok_or_else(|| c.expected_here(Expected::Notation))?;
    let purpose = match c.next() {
        Some(_) => Some(c.rest_or(Expected::Purpose)?),
        None => None,
    };
    Ok(Command::Roll { notation, purpose })
}

/// How a word reads as a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Number {
    /// Not shaped like a number: a plain word.
    Word,
    /// Shaped like a number, but too large to hold.
    TooLarge,
    /// A number.
    Value(i64),
}

/// Reads an integer: ASCII digits, with an optional leading sign when `signed`.
pub(crate) fn number(text: &str, signed: bool) -> Number {
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
pub(crate) fn nearest(word: &str, candidates: &[&'static str]) -> Option<&'static str> {
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
fn distance(a: &str, b: &str) -> usize {
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
pub(crate) struct Cursor<'a> {
    line: &'a str,
    tokens: Vec<Token>,
    pos: usize,
    last_was_name: bool,
}

impl<'a> Cursor<'a> {
    fn new(line: &'a str, tokens: Vec<Token>) -> Self {
        Cursor {
            line,
            tokens,
            pos: 0,
            last_was_name: false,
        }
    }

    /// The next word, without taking it.
    pub(crate) fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.pos)
    }

    /// Takes the next word.
    pub(crate) fn next(&mut self) -> Option<Token> {
        let t = self.tokens.get(self.pos).cloned();
        if t.is_some() {
            self.pos += 1;
            self.last_was_name = false;
        }
        t
    }

    /// How many words are left.
    pub(crate) fn remaining(&self) -> usize {
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
    pub(crate) fn error_at(&self, t: &Token, kind: ErrorKind) -> ParseError {
        ParseError::new(kind, Some(t.text.clone()), t.column)
    }

    /// "expected ..." about the word `t`.
    pub(crate) fn expected_at(
        &self,
        t: &Token,
        expected: Expected,
        suggestion: Option<&'static str>,
    ) -> ParseError {
        let pos = self
            .tokens
            .iter()
            .position(|k| k.span == t.span)
            .unwrap_or(self.pos);
        self.error_at(
            t,
            ErrorKind::Expected {
                expected,
                after: self.after_upto(pos),
                suggestion,
            },
        )
    }

    /// "nothing more was expected" about the word `t`.
    pub(crate) fn unexpected_at(&self, t: &Token) -> ParseError {
        let pos = self
            .tokens
            .iter()
            .position(|k| k.span == t.span)
            .unwrap_or(self.pos);
        self.error_at(
            t,
            ErrorKind::Unexpected {
                after: self.after_upto(pos),
                after_name: false,
            },
        )
    }

    /// "expected ..., found end of line".
    pub(crate) fn expected_at_end(&self, expected: Expected) -> ParseError {
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
    pub(crate) fn expected_here(&self, expected: Expected) -> ParseError {
        match self.peek() {
            Some(t) => self.expected_at(t, expected, None),
            None => self.expected_at_end(expected),
        }
    }

    /// A word that must be there.
    pub(crate) fn expect(&mut self, expected: Expected) -> Result<Token, ParseError> {
        self.next().ok_or_else(|| self.expected_at_end(expected))
    }

    /// A name: any word, quoted or not.
    pub(crate) fn name(&mut self, expected: Expected) -> Result<String, ParseError> {
        let t = self.expect(expected)?;
        self.last_was_name = true;
        Ok(t.text)
    }

    /// A side word.
    fn side(&mut self) -> Result<Side, ParseError> {
        let t = self.expect(Expected::Side)?;
        t.keyword()
            .and_then(|w| Side::from_word(&w))
            .ok_or_else(|| self.expected_at(&t, Expected::Side, nearest(&t.text, ADD_WORDS)))
    }

    /// An integer in `min..=max`; unsigned words only when `min` is not negative.
    pub(crate) fn int(
        &mut self,
        expected: Expected,
        min: i64,
        max: i64,
    ) -> Result<i64, ParseError> {
        let t = self.expect(expected)?;
        self.int_of(&t, expected, min, max)
    }

    /// Reads `t` as an integer in `min..=max`.
    pub(crate) fn int_of(
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

    /// Any `i32`.
    pub(crate) fn int32(&mut self, expected: Expected) -> Result<i32, ParseError> {
        let v = self.int(expected, i64::from(i32::MIN), i64::from(i32::MAX))?;
        Ok(i32::try_from(v).unwrap_or_default())
    }

    /// An optional `i32`: taken when the next word is a number.
    pub(crate) fn opt_int32(&mut self) -> Result<Option<i32>, ParseError> {
        match self.peek() {
            Some(t) if !t.quoted && number(&t.text, true) != Number::Word => {
                self.int32(Expected::Number).map(Some)
            }
            _ => Ok(None),
        }
    }

    /// The rest of the line as one text: a lone quoted word gives its content, else the
    /// words as typed. `None` when nothing is left.
    pub(crate) fn rest(&mut self) -> Option<String> {
        let end = self.tokens.len();
        self.text_upto(end)
    }

    /// Like [`Cursor::rest`], but only up to the keyword `stop` (left for the caller).
    fn rest_until(&mut self, stop: &str) -> Option<String> {
        let end = self.tokens[self.pos..]
            .iter()
            .position(|t| t.is(stop))
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
    pub(crate) fn rest_or(&mut self, expected: Expected) -> Result<String, ParseError> {
        self.rest().ok_or_else(|| self.expected_at_end(expected))
    }

    /// Checks that nothing is left.
    pub(crate) fn finish(&self) -> Result<(), ParseError> {
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

    fn command(line: &str) -> Command {
        match parse(line) {
            Ok(Line::Command(c)) => c,
            other => panic!("{line}: {other:?}"),
        }
    }

    fn error(line: &str) -> ParseError {
        match parse(line) {
            Err(e) => e,
            other => panic!("{line}: expected an error, got {other:?}"),
        }
    }

    fn message(line: &str) -> String {
        error(line).to_string()
    }

    fn number_value(value: i32) -> AssignValue {
        AssignValue::Number { value }
    }

    #[test]
    fn empty_lines_and_comments() {
        assert_eq!(parse(""), Ok(Line::Empty));
        assert_eq!(parse("   "), Ok(Line::Empty));
        assert_eq!(parse("# the ambush"), Ok(Line::Empty));
    }

    #[test]
    fn verbs_are_case_insensitive() {
        assert_eq!(command("NEXT"), Command::Next);
        assert_eq!(command("n"), Command::Next);
        assert_eq!(command("Undo # oops"), Command::Undo);
    }

    #[test]
    fn unknown_verbs_are_named_and_typos_get_a_suggestion() {
        let e = error("fireball baral");
        assert_eq!(e.to_string(), "'fireball' is not a command (try: help)");
        assert_eq!((e.found.as_deref(), e.column), (Some("fireball"), 0));
        assert_eq!(
            message("  atack baral ganger firearms"),
            "'atack' is not a command; did you mean 'attack'? (try: help)"
        );
        assert_eq!(error("  atack").column, 2);
        assert!(message("nxet").contains("'next'"));
        assert!(message(r#""next""#).contains("is not a command"));
        assert!(!message("x").contains("did you mean"));
    }

    #[test]
    fn bare_verbs_take_nothing_more() {
        for (line, cmd) in [
            ("start", Command::Start),
            ("next", Command::Next),
            ("end", Command::End),
            ("undo", Command::Undo),
            ("redo", Command::Redo),
        ] {
            assert_eq!(command(line), cmd);
        }
        let e = error("start now");
        assert_eq!(
            e.to_string(),
            "'now': nothing more was expected after 'start'"
        );
        assert_eq!(e.column, 6);
    }

    #[test]
    fn add_reads_count_name_side_template_and_values() {
        assert_eq!(
            command(r#"add "Baral Faadhi" pc reaction=14 firearms=4+9"#),
            Command::Add {
                name: "Baral Faadhi".into(),
                side: Some(Side::Pc),
                count: 1,
                template: None,
                assigns: vec![
                    Assign {
                        key: "reaction".into(),
                        value: number_value(14)
                    },
                    Assign {
                        key: "firearms".into(),
                        value: AssignValue::Skill {
                            base: 4,
                            mastery: 9
                        }
                    },
                ],
            }
        );
        assert_eq!(
            command("add 3 gangers"),
            Command::Add {
                name: "gangers".into(),
                side: None,
                count: 3,
                template: None,
                assigns: vec![]
            }
        );
        assert_eq!(
            command("add Kurt enemy from ganger"),
            Command::Add {
                name: "Kurt".into(),
                side: Some(Side::Enemy),
                count: 1,
                template: Some("ganger".into()),
                assigns: vec![]
            }
        );
        // Any order after the name; side synonyms; a quoted number is a name.
        assert_eq!(
            command("add Kurt from ganger FOES"),
            command("add Kurt enemy from ganger")
        );
        assert!(
            matches!(command(r#"add "3""#), Command::Add { ref name, count: 1, .. } if name == "3")
        );
        assert!(matches!(command("add 0 x"), Command::Add { count: 0, .. }));
    }

    #[test]
    fn add_refuses_with_the_right_word() {
        assert_eq!(
            message("add"),
            "after 'add': expected a name (quote it if it has spaces), found end of line"
        );
        assert_eq!(
            message("add 3"),
            "after 'add 3': expected a name (quote it if it has spaces), found end of line"
        );
        let e = error("add Baral Faadhi pc");
        assert_eq!(e.found.as_deref(), Some("Faadhi"));
        assert_eq!(e.column, 10);
        assert!(e.to_string().contains("from TEMPLATE"), "{e}");
        assert!(message("add Kurt enmy").contains("did you mean 'enemy'"));
        assert_eq!(
            message("add Kurt pc enemy"),
            "'enemy': the side is already given"
        );
        assert_eq!(
            message("add Kurt from"),
            "after 'add Kurt from': expected a template name, found end of line"
        );
        assert_eq!(
            message("add 99999999999 x"),
            "'99999999999': expected a number from 0 to 4294967295"
        );
    }

    #[test]
    fn set_reads_every_kind_of_value() {
        assert_eq!(
            command(
                "set baral Reaction=14 dodge=-2 firearms=4+9 stealth=X piloting=3+x ÉCHEC.x_y-z=- w=-3-2 v=+4"
            ),
            Command::Set {
                who: "baral".into(),
                assigns: vec![
                    Assign {
                        key: "reaction".into(),
                        value: number_value(14)
                    },
                    Assign {
                        key: "dodge".into(),
                        value: number_value(-2)
                    },
                    Assign {
                        key: "firearms".into(),
                        value: AssignValue::Skill {
                            base: 4,
                            mastery: 9
                        }
                    },
                    Assign {
                        key: "stealth".into(),
                        value: AssignValue::Reserved { base: 0 }
                    },
                    Assign {
                        key: "piloting".into(),
                        value: AssignValue::Reserved { base: 3 }
                    },
                    Assign {
                        key: "échec.x_y-z".into(),
                        value: AssignValue::Remove
                    },
                    Assign {
                        key: "w".into(),
                        value: AssignValue::Skill {
                            base: -3,
                            mastery: -2
                        }
                    },
                    Assign {
                        key: "v".into(),
                        value: number_value(4)
                    },
                ],
            }
        );
    }

    #[test]
    fn set_refuses_bad_assignments_at_the_right_column() {
        let e = error("set baral =12");
        assert_eq!(e.to_string(), "'=12': expected key=value");
        assert_eq!(e.column, 10);
        assert_eq!(
            message("set baral reaction"),
            "'reaction': expected key=value"
        );
        assert_eq!(message(r#"set baral "a=1""#), "'a=1': expected key=value");
        assert_eq!(message("set baral fi$e=1"), "'fi$e=1': expected key=value");
        let e = error("set baral firearms=4+y");
        assert_eq!(
            e.to_string(),
            "'4+y': expected a value (14, -2, 4+9, X, 2+X, or - to remove)"
        );
        assert_eq!(e.column, 19);
        for bad in [
            "a=",
            "a=4+",
            "a=+",
            "a=4++2",
            "a=x+1",
            "a=4-X",
            "a=99999999999",
            "a=1+99999999999",
        ] {
            assert!(parse(&format!("set b {bad}")).is_err(), "{bad}");
        }
        assert_eq!(
            message("set baral"),
            "after 'set baral': expected key=value, found end of line"
        );
    }

    #[test]
    fn roster_verbs() {
        assert_eq!(
            command("remove ganger-2"),
            Command::Remove {
                who: "ganger-2".into()
            }
        );
        assert_eq!(
            command(r#"rename ganger-2 "Big Kurt""#),
            Command::Rename {
                who: "ganger-2".into(),
                name: "Big Kurt".into()
            }
        );
        assert_eq!(
            command("side kurt ALLY"),
            Command::SetSide {
                who: "kurt".into(),
                side: Side::Ally
            }
        );
        assert_eq!(
            message("remove Baral Faadhi"),
            "'Faadhi': nothing more was expected after 'remove Baral' \
             (a name with spaces needs quotes: \"Baral Faadhi\")"
        );
        assert_eq!(
            message("rename kurt"),
            "after 'rename kurt': expected the new name, found end of line"
        );
        assert_eq!(
            message("side kurt friend"),
            "'friend': expected a side (pc, ally, enemy or neutral)"
        );
        assert!(message(r#"side kurt "pc""#).contains("expected a side"));
    }

    #[test]
    fn note_takes_the_rest_of_the_line() {
        assert_eq!(
            command("note baral  hides   behind the crates # GM only"),
            Command::Note {
                who: "baral".into(),
                text: "hides   behind the crates".into()
            }
        );
        assert_eq!(
            command(r##"note baral "# not a comment ""##),
            Command::Note {
                who: "baral".into(),
                text: "# not a comment ".into()
            }
        );
        assert_eq!(
            command("note baral"),
            Command::Note {
                who: "baral".into(),
                text: String::new()
            }
        );
        assert_eq!(
            message("note"),
            "after 'note': expected a combatant's name, found end of line"
        );
    }

    #[test]
    fn conditions() {
        assert_eq!(
            command("condition baral prone"),
            Command::Condition {
                who: "baral".into(),
                name: "prone".into(),
                value: None,
                lasting: Lasting::Manual
            }
        );
        assert_eq!(
            command(r#"cond baral "shock test" -5 for 2 rounds"#),
            Command::Condition {
                who: "baral".into(),
                name: "shock test".into(),
                value: Some(-5),
                lasting: Lasting::Rounds { rounds: 2 }
            }
        );
        assert_eq!(
            command("condition baral dazed for 1"),
            command("condition baral dazed for 1 round")
        );
        assert_eq!(
            command("condition baral aiming until end of baral"),
            Command::Condition {
                who: "baral".into(),
                name: "aiming".into(),
                value: None,
                lasting: Lasting::EndOfAction { of: "baral".into() }
            }
        );
        assert_eq!(
            command("condition baral covered until start kurt"),
            Command::Condition {
                who: "baral".into(),
                name: "covered".into(),
                value: None,
                lasting: Lasting::StartOfAction { of: "kurt".into() }
            }
        );
        assert!(matches!(
            command("condition a b until end of of"),
            Command::Condition { lasting: Lasting::EndOfAction { ref of }, .. } if of == "of"
        ));
        assert_eq!(
            command("uncond baral prone"),
            Command::Uncondition {
                who: "baral".into(),
                name: "prone".into()
            }
        );
    }

    #[test]
    fn condition_errors() {
        assert!(
            message("condition baral prone untill end of kurt").contains("did you mean 'until'")
        );
        assert_eq!(
            message("condition baral prone for"),
            "after 'condition baral prone for': expected a number of rounds, found end of line"
        );
        assert_eq!(
            message("condition baral prone for two rounds"),
            "'two': expected a number of rounds"
        );
        assert_eq!(
            message("condition baral prone for -1 rounds"),
            "'-1': expected a number from 0 to 4294967295"
        );
        assert_eq!(
            message("condition baral prone until middle of kurt"),
            "'middle': expected start or end (until start of WHO, until end of WHO)"
        );
        assert_eq!(
            message("condition baral prone for 2 rounds now"),
            "'now': nothing more was expected after 'condition baral prone for 2 rounds'"
        );
        assert_eq!(
            message("uncondition baral"),
            "after 'uncondition baral': expected a condition name, found end of line"
        );
    }

    #[test]
    fn rolls() {
        assert_eq!(
            command("roll 2d6+3 for damage"),
            Command::Roll {
                notation: "2d6+3".into(),
                purpose: Some("damage".into())
            }
        );
        assert_eq!(
            command("r 2d6 + 3 FOR the door, for real"),
            Command::Roll {
                notation: "2d6 + 3".into(),
                purpose: Some("the door, for real".into())
            }
        );
        // The parser does not judge dice; the engine does.
        assert_eq!(
            command("roll banana"),
            Command::Roll {
                notation: "banana".into(),
                purpose: None
            }
        );
        assert_eq!(
            message("roll"),
            "after 'roll': expected dice (e.g. d20, 2d6+3), found end of line"
        );
        assert_eq!(
            message("roll for x"),
            "'for': expected dice (e.g. d20, 2d6+3)"
        );
        assert_eq!(
            message("roll d20 for"),
            "after 'roll d20 for': expected what the roll is for, found end of line"
        );
    }

    #[test]
    fn options_and_countdowns() {
        assert_eq!(
            command("option wound-malus on"),
            Command::Option {
                key: "wound-malus".into(),
                value: "on".into()
            }
        );
        assert_eq!(
            message("option x"),
            "after 'option x': expected a value for the option, found end of line"
        );
        assert_eq!(
            command(r#"countdown "the alarm" 4"#),
            Command::Countdown {
                label: "the alarm".into(),
                attempts: 4
            }
        );
        assert_eq!(
            command("tick alarm"),
            Command::Tick {
                label: "alarm".into(),
                attempts: 1
            }
        );
        assert_eq!(
            command("tick alarm 2"),
            Command::Tick {
                label: "alarm".into(),
                attempts: 2
            }
        );
        assert_eq!(
            message("countdown alarm"),
            "after 'countdown alarm': expected a number of attempts, found end of line"
        );
        assert_eq!(
            message("countdown alarm four"),
            "'four': expected a number of attempts"
        );
        assert!(
            message("tick alarm two")
                .starts_with("'two': nothing more was expected after 'tick alarm' (a name")
        );
    }

    #[test]
    fn help_lines() {
        assert_eq!(parse("help"), Ok(Line::Help(None)));
        assert_eq!(parse("HELP attack"), Ok(Line::Help(Some("attack".into()))));
        assert_eq!(parse("help cond"), Ok(Line::Help(Some("condition".into()))));
        assert_eq!(
            parse("help difficulty"),
            Ok(Line::Help(Some("difficulty".into())))
        );
        let e = error("help atack");
        assert_eq!(
            e.to_string(),
            "no help on 'atack'; did you mean 'attack'? (try: help)"
        );
        assert_eq!(e.column, 5);
        assert!(message("help attack now").contains("nothing more"));
    }

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
