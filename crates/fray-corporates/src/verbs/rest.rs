//! The rest verb between fights (COR-41, COR-OP-27): `rest hours N [WHO]`,
//! `rest [days] N [WHO]`; its table, reader and writer, keywords in English or French.

use crate::rules::limits::Limit;
use crate::script::cursor::Cursor;
use crate::script::lexer::Token;
use crate::script::{Expected, ParseError, Verb, Words};

use super::super::command::rest::RestCommand;
use super::super::rest::Rest;

const S: Option<&str> = Some("corporates");

/// Hours of one rest: 1 to 720 (30 days).
const HOURS: Limit = Limit::new(1, 720);
/// Days of one rest: 1 to 365.
const DAYS: Limit = Limit::new(1, 365);

/// The family's verb.
pub const VERBS: &[Verb] = &[Verb {
    name: "rest",
    aliases: &[],
    fr: &["repos"],
    usage: "rest hours N [WHO] | rest [days] N [WHO]",
    summary: "Between fights, in a campaign: N hours or days of rest for everyone or WHO; the bleeding roll endurance each hour, the knocked out sleep it off, Wound and Fatigue levels come back.",
    examples: &["rest hours 8", "rest days 3", "rest days 1 kira"],
    system: S,
}];

/// The family's keywords (completion).
pub const KEYWORDS: &[&str] = &["hours", "days"];

/// The French words of the keywords.
pub const FRENCH: &[(&str, &[&str])] = &[("hours", &["heures"]), ("days", &["jours"])];

/// A verb's summary in the current language.
pub fn summary(verb: &str) -> Option<String> {
    (verb == "rest").then(|| crate::t!("cor-summary-rest"))
}

/// Whether the family has the verb `name`.
pub fn owns(name: &str) -> bool {
    VERBS.iter().any(|v| v.name == name)
}

fn is_word(t: &Token, word: &str) -> bool {
    let lower = t.text.to_lowercase();
    !t.quoted
        && (lower == word
            || FRENCH
                .iter()
                .any(|(en, fr)| *en == word && fr.contains(&lower.as_str())))
}

fn phrase(key: &'static str) -> Expected {
    Expected::Own(crate::i18n::fixed(key))
}

/// Reads `rest hours N [WHO]` or `rest days N [WHO]`.
pub fn parse(verb: &Verb, c: &mut Cursor) -> Result<Option<RestCommand>, ParseError> {
    if verb.name != "rest" {
        return Ok(None);
    }
    // `rest N [WHO]` is days, as every system's `rest N` (`fray campaign rest CAMPAIGN N`).
    if c.peek()
        .is_some_and(|t| !t.quoted && t.text.parse::<u32>().is_ok())
    {
        let days = u16::try_from(c.limited(phrase("cor-expected-days"), DAYS)?).unwrap_or(1);
        let who = c.next().map(|t| t.text);
        c.finish()?;
        return Ok(Some(RestCommand {
            rest: Rest::Days(days),
            who,
        }));
    }
    let t = c.expect(phrase("cor-expected-rest"))?;
    let rest = if is_word(&t, "hours") {
        Rest::Hours(u16::try_from(c.limited(phrase("cor-expected-hours"), HOURS)?).unwrap_or(1))
    } else if is_word(&t, "days") {
        Rest::Days(u16::try_from(c.limited(phrase("cor-expected-days"), DAYS)?).unwrap_or(1))
    } else {
        return Err(c.expected_at(&t, phrase("cor-expected-rest"), None));
    };
    let who = c.next().map(|t| t.text);
    c.finish()?;
    Ok(Some(RestCommand { rest, who }))
}

/// Writes a rest back.
pub fn format(w: &mut Words, command: &RestCommand) {
    w.bare("rest");
    match command.rest {
        Rest::Hours(n) => {
            w.bare("hours");
            w.bare(n.to_string());
        }
        Rest::Days(n) => {
            w.bare("days");
            w.bare(n.to_string());
        }
    }
    if let Some(who) = &command.who {
        w.bare(super::name(who));
    }
}
