//! The time family's verbs (COR-01 to COR-12): their table, how they read and how they
//! write back.

use crate::script::cursor::Cursor;
use crate::script::{Expected, ParseError, Verb, Words};

use super::super::command::{Ask, How, TimeCommand as T};
use super::words::{is_keyword, is_word, reserved};
use super::{count, name, number, phrase};

const S: Option<&str> = Some("corporates");

/// The family's verbs, in the order help lists them.
pub(super) const VERBS: &[Verb] = &[
    Verb {
        name: "declare",
        aliases: &[],
        fr: &["annonce"],
        usage: "declare WHO N [force]",
        summary: "WHO announces N declared actions (0 to 5) in the order of the reaction rolls, lowest first; force: out of that order.",
        examples: &["declare ana 2", "declare vlad 3 force"],
        system: S,
    },
    Verb {
        name: "act",
        aliases: &["attack"],
        fr: &["agit"],
        usage: "act WHO [instead] [what TEXT] [with KEY]... [dice N] [bonus N] [vs N] [confidence N] [double]",
        summary: "The declared action due in this segment (instead: an undeclared one in its place); rolls the dice named less the ledger's malus.",
        examples: &[
            "act ana what shoots with agility with firearms vs 15",
            "act ana instead what dodges dice 4",
            "act vlad dice 5 bonus 2 confidence 1 double",
        ],
        system: S,
    },
    Verb {
        name: "quick",
        aliases: &["undeclared"],
        fr: &["non-declaree", "non-déclarée"],
        usage: "quick WHO [what TEXT] [with KEY]... [dice N] [bonus N] [vs N] [confidence N] [double]",
        summary: "An undeclared action now (a sprint, a dodge): −1d on every later action this turn.",
        examples: &["quick ana what sprints with athletics dice 3", "quick vlad"],
        system: S,
    },
    Verb {
        name: "innate",
        aliases: &[],
        fr: &["innee", "innée"],
        usage: "innate WHO [what TEXT] [with KEY]... [dice N] [bonus N] [vs N] [malus N]",
        summary: "An innate action (perception, a slow move): no malus from the ledger, the GM's malus in points.",
        examples: &[
            "innate ana what looks around with perception malus 5",
            "innate vlad",
        ],
        system: S,
    },
    Verb {
        name: "long",
        aliases: &[],
        fr: &["longue"],
        usage: "long WHO TEXT",
        summary: "A long action begins in this segment; only a turn's start or survival mode stops it.",
        examples: &["long ana first aid on vlad"],
        system: S,
    },
    Verb {
        name: "delay",
        aliases: &[],
        fr: &["retarde"],
        usage: "delay WHO [N]",
        summary: "The next declared action and every later one N segments later (1 by default); past segment 5 they are lost.",
        examples: &["delay ana", "delay vlad 2"],
        system: S,
    },
    Verb {
        name: "startle",
        aliases: &[],
        fr: &["sursaut"],
        usage: "startle WHO vs N [dice N] [bonus N] [freeze]",
        summary: "A reaction roll to a sudden event: the failure margin is a malus on the next action; freeze: a failure by 10 or more means no reaction this segment.",
        examples: &["startle ana vs 15", "startle vlad vs 20 freeze"],
        system: S,
    },
    Verb {
        name: "survival",
        aliases: &[],
        fr: &["survie"],
        usage: "survival WHO [vs N] [dice N] [bonus N]",
        summary: "Survival mode: a reaction roll against 15; from this segment on a success, the next on a failure; an action in every segment, −4d declared.",
        examples: &["survival ana", "survival vlad vs 18"],
        system: S,
    },
    Verb {
        name: "priority",
        aliases: &[],
        fr: &["priorite", "priorité"],
        usage: "priority WHO WHO [surprise WHO N] [reroll]",
        summary: "Who organises this segment between two sides with declared actions: the turn's reaction rolls, new ones with `reroll`, a win by 5 leads.",
        examples: &[
            "priority ana vlad",
            "priority ana vlad surprise vlad 5",
            "priority ana vlad reroll",
        ],
        system: S,
    },
    Verb {
        name: "confidence",
        aliases: &[],
        fr: &["confiance"],
        usage: "confidence WHO [N]",
        summary: "Sets WHO's confidence points left, back to the sheet's without N.",
        examples: &["confidence ana 2", "confidence ana"],
        system: S,
    },
];

/// The family's keywords.
pub(super) const KEYWORDS: &[&str] = &[
    "force",
    "instead",
    "what",
    "with",
    "dice",
    "bonus",
    "vs",
    "confidence",
    "double",
    "malus",
    "freeze",
    "surprise",
    "reroll",
];

/// The French words read for the family's keywords.
pub(super) const FRENCH: &[(&str, &[&str])] = &[
    ("force", &["forcee", "forcée"]),
    ("instead", &["a-la-place", "à-la-place"]),
    ("what", &["quoi"]),
    ("with", &["avec"]),
    ("dice", &["des", "dés"]),
    ("vs", &["contre"]),
    ("confidence", &["confiance"]),
    ("freeze", &["fige", "figé"]),
    ("surprise", &["surpris"]),
    ("reroll", &["relance"]),
];

/// A verb's summary in the current language.
pub(super) fn summary(verb: &str) -> Option<String> {
    Some(match verb {
        "declare" => crate::t!("cor-summary-declare"),
        "act" => crate::t!("cor-summary-act"),
        "quick" => crate::t!("cor-summary-quick"),
        "innate" => crate::t!("cor-summary-innate"),
        "long" => crate::t!("cor-summary-long"),
        "delay" => crate::t!("cor-summary-delay"),
        "startle" => crate::t!("cor-summary-startle"),
        "survival" => crate::t!("cor-summary-survival"),
        "priority" => crate::t!("cor-summary-priority"),
        "confidence" => crate::t!("cor-summary-confidence"),
        _ => return None,
    })
}

/// Whether the verb is one of the family's.
pub(super) fn owns(verb: &str) -> bool {
    VERBS.iter().any(|v| v.name == verb)
}

/// Reads a verb of the family.
pub(super) fn parse(verb: &Verb, c: &mut Cursor) -> Result<Option<T>, ParseError> {
    let who = c.name(Expected::Combatant)?;
    Ok(Some(match verb.name {
        "declare" => {
            let count = count(c, "cor-expected-declared", 0, 5)?;
            let force = match c.next() {
                None => false,
                Some(t) if is_word(&t, "force") => true,
                Some(t) => return Err(c.unexpected_at(&t)),
            };
            T::Declare { who, count, force }
        }
        "act" | "quick" | "innate" => {
            let mut how = match verb.name {
                "quick" => How::Undeclared,
                "innate" => How::Innate,
                _ => How::Declared,
            };
            let ask = ask(c, &mut how)?;
            T::Act { who, how, ask }
        }
        "long" => T::Long {
            who,
            label: c.rest_or(phrase("cor-expected-label"))?,
        },
        "delay" => T::Delay {
            who,
            by: match c.next() {
                None => 1,
                Some(t) => u8::try_from(c.limited_of(
                    &t,
                    phrase("cor-expected-segments"),
                    crate::rules::limits::Limit::new(1, 5),
                )?)
                .unwrap_or(1),
            },
        },
        "startle" => startle(c, who)?,
        "survival" => survival(c, who)?,
        "priority" => {
            let second = c.name(Expected::Combatant)?;
            let (mut surprise, mut reroll) = (None, false);
            while let Some(t) = c.next() {
                if is_word(&t, "surprise") && surprise.is_none() {
                    let surprised = c.name(Expected::Combatant)?;
                    let malus = c.limited(
                        phrase("cor-expected-surprise"),
                        crate::rules::limits::Limit::new(1, 30),
                    )?;
                    surprise = Some((surprised, malus));
                } else if is_word(&t, "reroll") && !reroll {
                    reroll = true;
                } else {
                    return Err(c.unexpected_at(&t));
                }
            }
            T::Priority {
                first: who,
                second,
                surprise,
                reroll,
            }
        }
        "confidence" => T::Confidence {
            who,
            points: c
                .opt_limited(crate::rules::limits::Limit::new(0, 99))?
                .map(|n| u32::try_from(n).unwrap_or(0)),
        },
        _ => return Ok(None),
    }))
}

/// The words of an action: `instead` (on `act` only), `what`, `with`, `dice`, `bonus`,
/// `vs`, `confidence`, `double`, `malus` (on `innate` only).
fn ask(c: &mut Cursor, how: &mut How) -> Result<Ask, ParseError> {
    let mut ask = Ask::default();
    let mut seen_bonus = false;
    while let Some(t) = c.next() {
        if *how == How::Declared && is_word(&t, "instead") {
            *how = How::Instead;
        } else if ask.what.is_none() && is_word(&t, "what") {
            ask.what = Some(
                c.rest_until_where(is_keyword)
                    .ok_or_else(|| c.expected_here(phrase("cor-expected-label")))?,
            );
        } else if is_word(&t, "with") {
            ask.with
                .push(super::super::typed_key(c.name(phrase("cor-expected-key"))?));
        } else if ask.dice.is_none() && is_word(&t, "dice") {
            ask.dice = Some(u32::from(count(c, "cor-expected-dice", 0, 60)?));
        } else if !seen_bonus && is_word(&t, "bonus") {
            ask.bonus = number(c, crate::rules::limits::MODIFIER)?;
            seen_bonus = true;
        } else if ask.vs.is_none() && is_word(&t, "vs") {
            ask.vs = Some(number(c, crate::rules::limits::DIFFICULTY)?);
        } else if ask.confidence == 0 && *how != How::Innate && is_word(&t, "confidence") {
            ask.confidence = u32::from(count(c, "cor-expected-points", 1, 20)?);
        } else if !ask.double && *how != How::Innate && is_word(&t, "double") {
            ask.double = true;
        } else if ask.malus == 0 && *how == How::Innate && is_word(&t, "malus") {
            ask.malus = u32::from(count(c, "cor-expected-points", 1, 99)?);
        } else {
            return Err(c.unexpected_at(&t));
        }
    }
    Ok(ask)
}

/// `dice N` and `bonus N` of a reaction roll.
fn roll_words(
    c: &mut Cursor,
    t: &crate::script::lexer::Token,
    dice: &mut Option<u32>,
    bonus: &mut Option<i32>,
) -> Result<bool, ParseError> {
    if dice.is_none() && is_word(t, "dice") {
        *dice = Some(u32::from(count(c, "cor-expected-dice", 0, 60)?));
    } else if bonus.is_none() && is_word(t, "bonus") {
        *bonus = Some(number(c, crate::rules::limits::MODIFIER)?);
    } else {
        return Ok(false);
    }
    Ok(true)
}

fn startle(c: &mut Cursor, who: String) -> Result<T, ParseError> {
    let vs = Expected::Own(super::shown_keyword("vs"));
    let t = c.expect(vs)?;
    if !is_word(&t, "vs") {
        return Err(c.expected_at(&t, vs, None));
    }
    let difficulty = number(c, crate::rules::limits::DIFFICULTY)?;
    let (mut dice, mut bonus, mut freeze) = (None, None, false);
    while let Some(t) = c.next() {
        if roll_words(c, &t, &mut dice, &mut bonus)? {
            continue;
        }
        if !freeze && is_word(&t, "freeze") {
            freeze = true;
        } else {
            return Err(c.unexpected_at(&t));
        }
    }
    Ok(T::Startle {
        who,
        difficulty,
        dice,
        bonus: bonus.unwrap_or(0),
        freeze,
    })
}

fn survival(c: &mut Cursor, who: String) -> Result<T, ParseError> {
    let (mut dice, mut bonus, mut difficulty) = (None, None, None);
    while let Some(t) = c.next() {
        if roll_words(c, &t, &mut dice, &mut bonus)? {
            continue;
        }
        if difficulty.is_none() && is_word(&t, "vs") {
            difficulty = Some(number(c, crate::rules::limits::DIFFICULTY)?);
        } else {
            return Err(c.unexpected_at(&t));
        }
    }
    Ok(T::Survival {
        who,
        difficulty,
        dice,
        bonus: bonus.unwrap_or(0),
    })
}

fn ask_words(w: &mut Words, ask: &Ask) {
    if let Some(what) = &ask.what {
        w.bare("what");
        if what.split_whitespace().any(reserved) {
            w.bare(crate::script::quote(what));
        } else {
            w.text(what, None);
        }
    }
    for key in &ask.with {
        // A sheet key is written in French in a French line (`avec agilité`), read back as
        // its English key.
        w.bare("with");
        match super::super::french_key(key).filter(|_| w.is_french()) {
            Some(fr) => w.bare(fr),
            None => w.bare(name(key)),
        };
    }
    if let Some(n) = ask.dice {
        w.bare(format!("dice {n}"));
    }
    if ask.bonus != 0 {
        w.bare(format!("bonus {}", ask.bonus));
    }
    if let Some(n) = ask.vs {
        w.bare(format!("vs {n}"));
    }
    if ask.confidence > 0 {
        w.bare(format!("confidence {}", ask.confidence));
    }
    w.flag(ask.double, "double");
    if ask.malus > 0 {
        w.bare(format!("malus {}", ask.malus));
    }
}

fn roll_format(w: &mut Words, dice: Option<u32>, bonus: i32) {
    if let Some(n) = dice {
        w.bare(format!("dice {n}"));
    }
    if bonus != 0 {
        w.bare(format!("bonus {bonus}"));
    }
}

/// Writes a command of the family.
pub(super) fn format(w: &mut Words, command: &T) {
    match command {
        T::Declare { who, count, force } => {
            w.bare("declare")
                .bare(name(who))
                .bare(count)
                .flag(*force, "force");
        }
        T::Act { who, how, ask } => {
            let verb = match how {
                How::Declared | How::Instead => "act",
                How::Undeclared => "quick",
                How::Innate => "innate",
            };
            w.bare(verb)
                .bare(name(who))
                .flag(*how == How::Instead, "instead");
            ask_words(w, ask);
        }
        T::Long { who, label } => {
            w.bare("long").bare(name(who)).text(label, None);
        }
        T::Delay { who, by } => {
            w.bare("delay").bare(name(who));
            if *by != 1 {
                w.bare(by);
            }
        }
        T::Startle {
            who,
            difficulty,
            dice,
            bonus,
            freeze,
        } => {
            w.bare("startle")
                .bare(name(who))
                .bare(format!("vs {difficulty}"));
            roll_format(w, *dice, *bonus);
            w.flag(*freeze, "freeze");
        }
        T::Survival {
            who,
            difficulty,
            dice,
            bonus,
        } => {
            w.bare("survival").bare(name(who));
            if let Some(d) = difficulty {
                w.bare(format!("vs {d}"));
            }
            roll_format(w, *dice, *bonus);
        }
        T::Priority {
            first,
            second,
            surprise,
            reroll,
        } => {
            w.bare("priority").bare(name(first)).bare(name(second));
            if let Some((who, malus)) = surprise {
                w.bare("surprise").bare(name(who)).bare(malus);
            }
            if *reroll {
                w.bare("reroll");
            }
        }
        T::Confidence { who, points } => {
            w.bare("confidence").bare(name(who));
            if let Some(p) = points {
                w.bare(p);
            }
        }
    }
}
