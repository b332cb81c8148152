//! The magic and Matrix verbs (ANA-12 to ANA-20): their table (usage, summary, examples,
//! French words) and how they read. Writing back: [`super::verbs_format`].

use crate::rules::limits::Limit;
use crate::rules::suggested_words::{shown, suggest};
use crate::script::cursor::Cursor;
use crate::script::lexer::Token;
use crate::script::{Expected, ParseError, Verb};

use super::super::command::Extras;
use super::command::{Against, ArcaneCommand as C, SpellKind};
use super::magic::{Category, Effect, ResistWith};
use super::matrix::{Method, Range, Security};

/// Dice in a pool: 0 to 60.
const DICE: Limit = Limit::new(0, 60);
/// An Amp's level: 1 to 6.
const AMP: Limit = Limit::new(1, 6);
/// Marks: 0 to 3; IC: 0 to 20; successes: 0 to 60; noise: −20 to 0.
const MARKS: Limit = Limit::new(0, 3);
const IC: Limit = Limit::new(0, 20);
const NOISE: Limit = Limit::new(-20, 0);

pub use super::verbs_table::{FRENCH, KEYWORDS, VERBS, summary};

/// The English keyword an unquoted word stands for.
fn keyword(t: &Token) -> Option<String> {
    if t.quoted {
        return None;
    }
    let lower = t.text.to_lowercase();
    Some(
        FRENCH
            .iter()
            .find(|(_, fr)| fr.contains(&lower.as_str()))
            .map_or(lower, |(en, _)| (*en).to_string()),
    )
}

fn is_word(t: &Token, word: &str) -> bool {
    keyword(t).is_some_and(|k| k == word)
}

fn phrase(key: &'static str) -> Expected {
    Expected::Own(crate::i18n::fixed(key))
}

fn small(c: &mut Cursor, limit: Limit) -> Result<u8, ParseError> {
    Ok(u8::try_from(c.limited(Expected::Number, limit)?.max(0)).unwrap_or(0))
}

/// One word among `choices` (`word` of each).
fn choice<T: Copy>(
    c: &mut Cursor,
    key: &'static str,
    choices: &[T],
    word: fn(T) -> &'static str,
) -> Result<T, ParseError> {
    let t = c.expect(phrase(key))?;
    let words: Vec<&'static str> = choices.iter().map(|x| word(*x)).collect();
    choices
        .iter()
        .copied()
        .find(|x| is_word(&t, word(*x)))
        .ok_or_else(|| c.expected_at(&t, phrase(key), suggest(&t.text, &words, FRENCH)))
}

/// Takes the keyword `word` when it comes next.
fn take(c: &mut Cursor, word: &str) -> bool {
    if c.peek().is_some_and(|t| is_word(t, word)) {
        c.next();
        true
    } else {
        false
    }
}

fn must(c: &mut Cursor, word: &'static str) -> Result<(), ParseError> {
    // The keyword named in the GM's language (`amp`: « atout » in French).
    let expected = Expected::Own(shown(word, FRENCH));
    let t = c.expect(expected)?;
    if is_word(&t, word) {
        Ok(())
    } else {
        Err(c.expected_at(&t, expected, None))
    }
}

/// Whether `t` is one of the words any test takes: `glitch`, `complications`, `chance`.
fn is_extra(t: &Token) -> bool {
    ["glitch", "complications", "chance"]
        .iter()
        .any(|w| is_word(t, w))
}

/// Complication dice in one test: 0 to 20.
const COMPLICATIONS: Limit = Limit::new(0, 20);

/// The words any test may end with (ANA-02 to ANA-04): `glitch` (a glitch die),
/// `complications N` (complication dice), `chance` (a Chance point before the roll).
pub fn extras(c: &mut Cursor) -> Result<Extras, ParseError> {
    let mut e = Extras::default();
    while let Some(t) = c.peek().cloned() {
        if !e.glitch && is_word(&t, "glitch") {
            c.next();
            e.glitch = true;
        } else if e.complications == 0 && is_word(&t, "complications") {
            c.next();
            e.complications = small(c, COMPLICATIONS)?;
        } else if !e.chance && is_word(&t, "chance") {
            c.next();
            e.chance = true;
        } else {
            break;
        }
    }
    Ok(e)
}

/// Parses one of these verbs; `None` for any other verb.
pub fn parse(verb: &Verb, c: &mut Cursor) -> Result<Option<C>, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let command = match verb.name {
        "sustain" => C::Sustain {
            who,
            spell: c.name(phrase("ana-arc-expected-spell"))?,
            off: take(c, "off"),
        },
        "counterspell" if take(c, "for") => {
            let target = c.name(Expected::Combatant)?;
            let dice = small(c, DICE)?;
            must(c, "own")?;
            let own = u32::from(small(c, DICE)?);
            let with = if c.peek().is_some_and(|t| !is_extra(t)) {
                choice(
                    c,
                    "ana-arc-expected-with",
                    &ResistWith::ALL,
                    ResistWith::word,
                )?
            } else {
                ResistWith::Best
            };
            C::Counter {
                who,
                target,
                dice,
                own,
                with,
                extras: extras(c)?,
            }
        }
        "counterspell" => {
            let spell = c.name(phrase("ana-arc-expected-spell"))?;
            must(c, "of")?;
            let sustainer = c.name(Expected::Combatant)?;
            let dice = small(c, DICE)?;
            must(c, "vs")?;
            let against = small(c, DICE)?;
            C::Dispel {
                who,
                spell,
                sustainer,
                dice,
                against,
                extras: extras(c)?,
            }
        }
        "cast" => {
            let kind = choice(
                c,
                "ana-arc-expected-kind",
                &[SpellKind::Combat, SpellKind::Effect],
                |k| match k {
                    SpellKind::Combat => "combat",
                    SpellKind::Effect => "effect",
                },
            )?;
            let spell = c.name(phrase("ana-arc-expected-spell"))?;
            must(c, "amp")?;
            let amp = small(c, AMP)?;
            let dice = if take(c, "dice") { small(c, DICE)? } else { 0 };
            C::Cast {
                who,
                kind,
                spell,
                amp,
                dice,
                extras: extras(c)?,
            }
        }
        "summon" => C::Summon {
            who,
            category: choice(
                c,
                "ana-arc-expected-category",
                &Category::ALL,
                Category::word,
            )?,
            dice: small(c, DICE)?,
            extras: extras(c)?,
        },
        "compile" => {
            let category = match c.peek() {
                Some(t) if Category::ALL.iter().any(|k| is_word(t, k.word())) => Some(choice(
                    c,
                    "ana-arc-expected-category",
                    &Category::ALL,
                    Category::word,
                )?),
                _ => None,
            };
            C::Compile {
                who,
                category,
                dice: small(c, DICE)?,
                extras: extras(c)?,
            }
        }
        "form" => {
            let form = c.name(phrase("ana-arc-expected-spell"))?;
            must(c, "amp")?;
            let amp = small(c, AMP)?;
            let dice = if take(c, "dice") { small(c, DICE)? } else { 0 };
            C::Form {
                who,
                form,
                amp,
                dice,
                extras: extras(c)?,
            }
        }
        "resist" => {
            let effect = choice(c, "ana-arc-expected-effect", &Effect::ALL, Effect::word)?;
            let dice = small(c, DICE)?;
            let mut targets = vec![c.name(Expected::Combatant)?];
            while c.peek().is_some_and(|t| !is_extra(t)) {
                targets.push(c.name(Expected::Combatant)?);
            }
            C::Resist {
                caster: who,
                effect,
                dice,
                targets,
                extras: extras(c)?,
            }
        }
        "hack" => hack(c, who)?,
        "marks" => C::Marks {
            who,
            target: c.name(Expected::Combatant)?,
            marks: small(c, MARKS)?,
        },
        "server" if take(c, "leave") => C::Server {
            who,
            server: None,
            needs: 1,
        },
        "server" => {
            let server = c.name(Expected::Combatant)?;
            must(c, "needs")?;
            C::Server {
                who,
                server: Some(server),
                needs: small(c, MARKS)?,
            }
        }
        "vr" => C::Vr {
            who,
            on: choice(c, "ana-arc-expected-on-off", &[true, false], |on| {
                if on { "on" } else { "off" }
            })?,
        },
        "ic" => C::Ic {
            server: who,
            count: small(c, IC)?,
        },
        "range" => C::Range {
            who,
            target: c.name(Expected::Combatant)?,
            range: choice(c, "ana-arc-expected-range", &Range::ALL, Range::word)?,
        },
        "convergence" => C::Convergence { who },
        "reboot" => C::Reboot { who },
        _ => return Ok(None),
    };
    c.finish()?;
    Ok(Some(command))
}

fn hack(c: &mut Cursor, who: String) -> Result<C, ParseError> {
    let target = c.name(Expected::Combatant)?;
    let dice = small(c, DICE)?;
    must(c, "vs")?;
    let against = match c.peek() {
        Some(t) if Security::ALL.iter().any(|s| is_word(t, s.word())) => Against::Level(choice(
            c,
            "ana-arc-expected-against",
            &Security::ALL,
            Security::word,
        )?),
        _ => Against::Dice(small(c, DICE)?),
    };
    let method = match c.peek() {
        Some(t) if Method::ALL.iter().any(|m| is_word(t, m.word())) => Some(choice(
            c,
            "ana-arc-expected-method",
            &Method::ALL,
            Method::word,
        )?),
        _ => None,
    };
    let noise = if take(c, "noise") {
        c.limited(Expected::Number, NOISE)?
    } else {
        0
    };
    let mark = take(c, "mark");
    Ok(C::Hack {
        who,
        target,
        dice,
        against,
        method,
        noise,
        mark,
        extras: extras(c)?,
    })
}

/// Whether `name` is one of these verbs.
pub fn owns(name: &str) -> bool {
    VERBS.iter().any(|v| v.name == name)
}

/// Whether a word must be quoted where a name stands in these verbs.
pub fn reserved(word: &str) -> bool {
    static WORDS: crate::script::french_index::KeywordSet =
        crate::script::french_index::KeywordSet::new();
    WORDS.contains(KEYWORDS, FRENCH, &word.to_lowercase())
}
