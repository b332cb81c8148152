//! The parser: one line into a [`Line`], and the verbs every system shares. The cursor it
//! reads words with is in `cursor.rs`; a system's own verbs are read by its
//! [`SystemVerbs`](super::SystemVerbs), found through the registry.

use crate::engine::{Command, Lasting};
use crate::model::{Side, SystemId};
use crate::rules::condition_words;
use crate::rules::limits;

use super::cursor::{Cursor, Number, nearest, number};
use super::error::{ErrorKind, Expected, ParseError, Part};
use super::help::{self, Verb};
use super::lexer::{Token, lex};
use super::parse_assign::{assign, sheet_key_read};

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

/// Reads one line of the command language in an encounter of the default system
/// ([`SystemId::default_system`]): see [`parse_in`].
pub fn parse(line: &str) -> Result<Line, ParseError> {
    parse_in(SystemId::default_system(), line)
}

/// Reads one line of the command language in an encounter of `system`: the shared verbs
/// and that system's own.
pub fn parse_in(system: SystemId, line: &str) -> Result<Line, ParseError> {
    let (tokens, given) = super::given::take(system, lex(line)?)?;
    let mut c = Cursor::new(line, tokens);
    let Some(first) = c.next() else {
        return Ok(Line::Empty);
    };
    let verb = if first.quoted {
        None
    } else {
        help::find_verb_in(system, &first.text)
    };
    let Some(verb) = verb else {
        let suggestion = help::suggest_verb(system, &first.text);
        let kind = match help::other_system(system, &first.text).filter(|_| !first.quoted) {
            Some(other) => ErrorKind::OtherSystem {
                system: help::system_name(system.key()),
                other,
                suggestion,
            },
            None => ErrorKind::NotACommand { suggestion },
        };
        return Err(ParseError::new(kind, Some(first.text), first.column));
    };
    if verb.name == "help" {
        return help_line(system, &mut c);
    }
    let command = if verb.system.is_none() {
        shared(system, verb, &mut c)?
    } else {
        let own = crate::rules::system(system).verbs();
        own.parse(verb, &mut c)?.map(Command::System)
    };
    let Some(command) = command else {
        return Err(ParseError::new(
            ErrorKind::NotACommand { suggestion: None },
            Some(first.text),
            first.column,
        ));
    };
    c.finish()?;
    Ok(Line::Command(super::given::wrap(given, command)))
}

fn help_line(system: SystemId, c: &mut Cursor) -> Result<Line, ParseError> {
    let Some(topic) = c.next() else {
        return Ok(Line::Help(None));
    };
    let Some(name) = help::find_topic(system, &topic.text) else {
        return Err(ParseError::new(
            ErrorKind::UnknownTopic {
                suggestion: help::suggest_topic(system, &topic.text),
            },
            Some(topic.text),
            topic.column,
        ));
    };
    c.finish()?;
    Ok(Line::Help(Some(name.to_string())))
}

/// Parses a shared verb; `None` when the verb belongs to a rule system.
fn shared(system: SystemId, verb: &Verb, c: &mut Cursor) -> Result<Option<Command>, ParseError> {
    let command = match verb.name {
        "add" => add(system, c)?,
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
        "party" => Command::Party {
            campaign: c.name(Expected::Campaign)?,
            source: None,
        },
        "sync" => Command::Sync {
            fight: c.name(Expected::Fight)?,
            source: None,
        },
        "hide" => Command::Hide { who: names(c)? },
        "reveal" => Command::Reveal { who: names(c)? },
        "set" => set(system, c)?,
        "note" => Command::Note {
            who: c.name(Expected::Combatant)?,
            text: c.rest().unwrap_or_default(),
        },
        "condition" => condition(c)?,
        "uncondition" => Command::Uncondition {
            who: c.name(Expected::Combatant)?,
            name: condition_words::stored(c.name(Expected::Condition)?),
        },
        "roll" => roll(c)?,
        "option" => {
            // A French key or value is kept as the English one the save stores.
            let key = c.name(Expected::OptionKey)?;
            let value = c.rest_or(Expected::OptionValue)?;
            let (key, value) = crate::rules::option_words::canonical(system, &key, &value);
            Command::Option { key, value }
        }
        "countdown" => Command::Countdown {
            label: c.name(Expected::Label)?,
            attempts: c.limited(Expected::Attempts, limits::ATTEMPTS)?,
        },
        "tick" => Command::Tick {
            label: c.name(Expected::Label)?,
            attempts: c.opt_limited(limits::ATTEMPTS)?.unwrap_or(1),
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

fn add(system: SystemId, c: &mut Cursor) -> Result<Command, ParseError> {
    let count = match c.peek() {
        Some(t) if !t.quoted && number(&t.text, false) != Number::Word => {
            u32::try_from(c.limited(Expected::Number, limits::GROUP)?).unwrap_or(1)
        }
        _ => 1,
    };
    let name = c.name(Expected::Name)?;
    let mut side = None;
    let mut template = None;
    let mut assigns = Vec::new();
    let mut hidden = false;
    while let Some(t) = c.peek().cloned() {
        if is_word(&t, "hidden") {
            if hidden {
                return Err(c.error_at(&t, ErrorKind::Twice(Part::Word)));
            }
            c.next();
            hidden = true;
        } else if let Some(s) = t.keyword().and_then(|w| side_word(&w)) {
            if side.is_some() {
                return Err(c.error_at(&t, ErrorKind::Twice(Part::Side)));
            }
            c.next();
            side = Some(s);
        } else if t.is("from") || t.is("comme") {
            if template.is_some() {
                return Err(c.error_at(&t, ErrorKind::Twice(Part::Template)));
            }
            c.next();
            let typed = c.name(Expected::Template)?;
            // A template's key in another language is kept as its canonical key.
            template =
                Some(crate::rules::bestiary::canonical_key(&typed).map_or(typed, str::to_string));
        } else if !t.quoted && t.text.contains('=') {
            c.next();
            assigns.push(sheet_key_read(system, assign(c, &t)?));
        } else {
            let suggestion = nearest(&t.text, in_lang(ADD_WORDS, ADD_WORDS_FR));
            return Err(c.expected_at(&t, Expected::AddPart, suggestion));
        }
    }
    Ok(Command::Add {
        name,
        side,
        count,
        template,
        assigns,
        hidden,
    })
}

/// One or more combatants' names, to the end of the line (`hide`, `reveal`).
fn names(c: &mut Cursor) -> Result<Vec<String>, ParseError> {
    let mut names = vec![c.name(Expected::Combatant)?];
    while c.peek().is_some() {
        names.push(c.name(Expected::Combatant)?);
    }
    Ok(names)
}

const ADD_WORDS: &[&str] = &["pc", "ally", "enemy", "neutral", "from", "hidden"];
/// What may follow the name in `add`, in French.
const ADD_WORDS_FR: &[&str] = &["pj", "allié", "ennemi", "neutre", "comme", "caché"];

/// The keywords a suggestion is chosen from: the French ones when fray speaks French.
fn in_lang(en: &'static [&'static str], fr: &'static [&'static str]) -> &'static [&'static str] {
    match crate::i18n::current() {
        crate::i18n::Lang::Fr => fr,
        crate::i18n::Lang::En => en,
    }
}

/// The French words of the shared keywords, each with its canonical English one: read in
/// any language, never written (`format` writes the English word).
const FRENCH_KEYWORDS: &[(&str, &str)] = &[
    ("pj", "pc"),
    ("pjs", "pc"),
    ("allié", "ally"),
    ("allie", "ally"),
    ("alliés", "ally"),
    ("allies", "ally"),
    ("ennemi", "enemy"),
    ("ennemis", "enemy"),
    ("neutre", "neutral"),
    ("neutres", "neutral"),
    ("comme", "from"),
    ("caché", "hidden"),
    ("cachée", "hidden"),
    ("cachés", "hidden"),
    ("cachées", "hidden"),
    ("cache", "hidden"),
    ("pendant", "for"),
    ("pour", "for"),
    ("tour", "round"),
    ("tours", "round"),
    ("jusqu'au", "until"),
    ("jusqu'à", "until"),
    ("jusqu'a", "until"),
    ("jusqu’au", "until"),
    ("jusqu’à", "until"),
    ("début", "start"),
    ("debut", "start"),
    ("fin", "end"),
    ("de", "of"),
    ("du", "of"),
];

/// The French words of the shared keywords, as typed.
pub(super) fn french_keywords() -> impl Iterator<Item = String> {
    FRENCH_KEYWORDS.iter().map(|(fr, _)| (*fr).to_string())
}

/// Whether `t` is the shared keyword `english`, or one of its French words.
fn is_word(t: &Token, english: &str) -> bool {
    t.is(english)
        || (!t.quoted && {
            let lower = t.text.to_lowercase();
            FRENCH_KEYWORDS
                .iter()
                .any(|&(fr, en)| en == english && fr == lower)
        })
}

/// The side a word names, in English (`enemy`) or French (`ennemi`).
pub(crate) fn side_word(word: &str) -> Option<Side> {
    Side::from_word(word).or_else(|| {
        let lower = word.to_lowercase();
        FRENCH_KEYWORDS
            .iter()
            .find(|&&(fr, _)| fr == lower)
            .and_then(|&(_, en)| Side::from_word(en))
    })
}

fn set(system: SystemId, c: &mut Cursor) -> Result<Command, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let mut assigns = Vec::new();
    while let Some(t) = c.next() {
        assigns.push(sheet_key_read(system, assign(c, &t)?));
    }
    if assigns.is_empty() {
        return Err(c.expected_at_end(Expected::KeyValue));
    }
    Ok(Command::Set { who, assigns })
}

fn condition(c: &mut Cursor) -> Result<Command, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let name = condition_words::stored(c.name(Expected::Condition)?);
    let value = c.opt_limited(limits::MODIFIER)?;
    let lasting = match c.peek().cloned() {
        None => Lasting::Manual,
        Some(t) if is_word(&t, "for") => {
            c.next();
            let rounds = c.limited(Expected::Rounds, limits::ROUNDS)?;
            let rounds = u32::try_from(rounds).unwrap_or_default();
            if c.peek()
                .is_some_and(|t| is_word(t, "round") || t.is("rounds"))
            {
                c.next();
            }
            Lasting::Rounds { rounds }
        }
        Some(t) if is_word(&t, "until") => {
            c.next();
            // `jusqu'à la fin de`: the article is read and dropped.
            if c.peek().is_some_and(|t| t.is("la")) && c.remaining() > 1 {
                c.next();
            }
            let edge = c.expect(Expected::StartOrEnd)?;
            let start = if is_word(&edge, "start") {
                true
            } else if is_word(&edge, "end") {
                false
            } else {
                let suggestion = nearest(&edge.text, in_lang(&["start", "end"], &["début", "fin"]));
                return Err(c.expected_at(&edge, Expected::StartOrEnd, suggestion));
            };
            if c.peek().is_some_and(|t| is_word(t, "of")) && c.remaining() > 1 {
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
            let suggestion = nearest(
                &t.text,
                in_lang(&["for", "until"], &["pendant", "jusqu'au"]),
            );
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
        .rest_until_where(|t| is_word(t, "for"))
        .ok_or_else(|| c.expected_here(Expected::Notation))?;
    let purpose = match c.next() {
        Some(_) => Some(c.rest_or(Expected::Purpose)?),
        None => None,
    };
    Ok(Command::Roll { notation, purpose })
}

impl Cursor<'_> {
    /// A side word.
    fn side(&mut self) -> Result<Side, ParseError> {
        let t = self.expect(Expected::Side)?;
        t.keyword().and_then(|w| side_word(&w)).ok_or_else(|| {
            self.expected_at(
                &t,
                Expected::Side,
                nearest(&t.text, in_lang(ADD_WORDS, ADD_WORDS_FR)),
            )
        })
    }
}
