//! The magic and Matrix verbs (ANA-12 to ANA-20): their table (usage, summary, examples,
//! French words) and how they read. Writing back: [`super::verbs_format`].

use crate::rules::limits::Limit;
use crate::script::cursor::{Cursor, nearest};
use crate::script::lexer::Token;
use crate::script::{Expected, ParseError, Verb};

use super::command::{Against, ArcaneCommand as C, SpellKind};
use super::magic::{Category, Effect, ResistWith};
use super::matrix::{Method, Range, Security};

const S: Option<&str> = Some("sr-anarchy");
/// Dice in a pool: 0 to 60.
const DICE: Limit = Limit::new(0, 60);
/// An Amp's level: 1 to 6.
const AMP: Limit = Limit::new(1, 6);
/// Marks: 0 to 3; IC: 0 to 20; successes: 0 to 60; noise: −20 to 0.
const MARKS: Limit = Limit::new(0, 3);
const IC: Limit = Limit::new(0, 20);
const NOISE: Limit = Limit::new(-20, 0);

/// Every verb, in the order help lists them.
pub const VERBS: &[Verb] = &[
    Verb {
        name: "sustain",
        aliases: &[],
        fr: &["maintient", "maintenir"],
        usage: "sustain WHO SPELL [off]",
        summary: "WHO starts (or with off stops) sustaining SPELL, which a counterspell can dispel (ANA-12).",
        examples: &["sustain ganger Armor", "sustain ganger Armor off"],
        system: S,
    },
    Verb {
        name: "counterspell",
        aliases: &[],
        fr: &["contresort"],
        usage: "counterspell WHO SPELL of SUSTAINER N vs M | counterspell WHO for TARGET N own K [best|own|counterspeller]",
        summary: "Dispels a sustained effect spell on a win (ANA-12), or interposes against a combat spell for 1 Anarchy point: the target resists with the better successes and still takes the rest (ANA-13).",
        examples: &[
            "counterspell mage Armor of ganger 8 vs 7",
            "counterspell mage for decker 8 own 1",
        ],
        system: S,
    },
    Verb {
        name: "cast",
        aliases: &[],
        fr: &["lance-sort", "lancer-sort"],
        usage: "cast WHO combat|effect SPELL amp N [dice N]",
        summary: "A spell and its drain: the Amp's level in complication dice, 1 stun box per 1 ignoring Armor; an effect spell rolls only those and is sustained (ANA-14).",
        examples: &[
            "cast mage combat Manabolt amp 2 dice 9",
            "cast mage effect Levitate amp 2",
        ],
        system: S,
    },
    Verb {
        name: "summon",
        aliases: &[],
        fr: &["invoque", "invoquer"],
        usage: "summon WHO minor|normal|major N",
        summary: "Summons a spirit: N dice plus 1, 3 or 6 drain dice (ANA-14).",
        examples: &["summon mage major 9"],
        system: S,
    },
    Verb {
        name: "compile",
        aliases: &[],
        fr: &["compiler"],
        usage: "compile WHO [minor|normal|major] N",
        summary: "Compiles a sprite with technodrain on: the category's drain dice from the sprite-dice option, normal when none is named (ANA-15, ANA-OP-07).",
        examples: &["compile decker normal 8", "compile decker 8"],
        system: S,
    },
    Verb {
        name: "form",
        aliases: &[],
        fr: &["forme"],
        usage: "form WHO FORM amp N [dice N]",
        summary: "A complex form with technodrain on: drains as a spell (ANA-15).",
        examples: &["form decker Resonance-spike amp 2 dice 8"],
        system: S,
    },
    Verb {
        name: "resist",
        aliases: &[],
        fr: &["resiste", "résiste", "resister", "résister"],
        usage: "resist CASTER physical|mental|social N TARGET...",
        summary: "One Sorcery roll of N dice against each target's defense: STR, LOG or CHA + WIL (ANA-16).",
        examples: &["resist mage mental 9 ganger decker"],
        system: S,
    },
    Verb {
        name: "hack",
        aliases: &[],
        fr: &["pirate", "pirater"],
        usage: "hack WHO TARGET N vs M|trivial|easy|hard [brute-force|corruption|cybercombat] [noise N] [mark]",
        summary: "A Hacking test less the range's dice: a win may place a mark; failed brute force stuns, failed corruption is detected; a secret convergence die (ANA-17 to ANA-20).",
        examples: &[
            "hack decker camera 8 vs easy brute-force mark",
            "hack decker camera 8 vs 6 noise -1",
        ],
        system: S,
    },
    Verb {
        name: "marks",
        aliases: &[],
        fr: &["marques"],
        usage: "marks WHO TARGET N",
        summary: "Sets WHO's marks on TARGET, 0 to 3 (ANA-17).",
        examples: &["marks decker camera 2"],
        system: S,
    },
    Verb {
        name: "server",
        aliases: &[],
        fr: &["serveur"],
        usage: "server WHO SERVER needs N | server WHO leave",
        summary: "Enters a server: VR only, enough marks, one at a time; or leaves it (ANA-17).",
        examples: &["server decker host needs 2", "server decker leave"],
        system: S,
    },
    Verb {
        name: "vr",
        aliases: &[],
        fr: &["rv"],
        usage: "vr WHO on|off",
        summary: "WHO goes into (or out of) VR (ANA-17).",
        examples: &["vr decker on"],
        system: S,
    },
    Verb {
        name: "ic",
        aliases: &[],
        fr: &["ci", "glace"],
        usage: "ic SERVER N",
        summary: "The IC running on SERVER (ANA-17).",
        examples: &["ic host 2"],
        system: S,
    },
    Verb {
        name: "range",
        aliases: &[],
        fr: &["portee", "portée"],
        usage: "range WHO TARGET short|intermediate|long",
        summary: "The range to a hacked target: 0, −2 or −4 dice on every Hacking test against it (ANA-20).",
        examples: &["range decker camera intermediate"],
        system: S,
    },
    Verb {
        name: "convergence",
        aliases: &[],
        fr: &["surveillance"],
        usage: "convergence WHO",
        summary: "WHO spends the Narration checking the surveillance score (ANA-19).",
        examples: &["convergence decker"],
        system: S,
    },
    Verb {
        name: "reboot",
        aliases: &[],
        fr: &["redemarre", "redémarre", "rebooter"],
        usage: "reboot WHO",
        summary: "Surveillance back to 0; no matrix action for 3 Narrations (ANA-19).",
        examples: &["reboot decker"],
        system: S,
    },
];

/// The bare keywords these verbs read, for completion.
pub const KEYWORDS: &[&str] = &[
    "off",
    "of",
    "vs",
    "for",
    "own",
    "best",
    "counterspeller",
    "combat",
    "effect",
    "amp",
    "dice",
    "minor",
    "normal",
    "major",
    "physical",
    "mental",
    "social",
    "trivial",
    "easy",
    "hard",
    "brute-force",
    "corruption",
    "cybercombat",
    "noise",
    "mark",
    "needs",
    "leave",
    "on",
    "short",
    "intermediate",
    "long",
];

/// The French words read for a keyword; the save keeps the English one.
pub const FRENCH: &[(&str, &[&str])] = &[
    ("off", &["arret", "arrêt"]),
    ("on", &["marche"]),
    ("vs", &["contre"]),
    ("amp", &["atout"]),
    ("dice", &["des", "dés"]),
    ("mark", &["marque"]),
    ("of", &["de"]),
    ("for", &["pour"]),
    ("own", &["propres"]),
    ("best", &["meilleur"]),
    ("counterspeller", &["contresorceleur"]),
    ("effect", &["effet"]),
    ("minor", &["mineur"]),
    ("major", &["majeur"]),
    ("physical", &["physique"]),
    ("mental", &["mentale"]),
    ("trivial", &["triviale"]),
    ("easy", &["facile"]),
    ("hard", &["difficile"]),
    ("brute-force", &["force-brute"]),
    ("noise", &["bruit"]),
    ("needs", &["exige"]),
    ("leave", &["quitte"]),
    ("short", &["courte"]),
    ("intermediate", &["intermediaire", "intermédiaire"]),
    ("long", &["longue"]),
];

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
        .ok_or_else(|| c.expected_at(&t, phrase(key), nearest(&t.text, &words)))
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
    let t = c.expect(Expected::Own(word))?;
    if is_word(&t, word) {
        Ok(())
    } else {
        Err(c.expected_at(&t, Expected::Own(word), None))
    }
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
            let with = if c.peek().is_some() {
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
            }
        }
        "resist" => {
            let effect = choice(c, "ana-arc-expected-effect", &Effect::ALL, Effect::word)?;
            let dice = small(c, DICE)?;
            let mut targets = vec![c.name(Expected::Combatant)?];
            while c.peek().is_some() {
                targets.push(c.name(Expected::Combatant)?);
            }
            C::Resist {
                caster: who,
                effect,
                dice,
                targets,
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
    })
}

/// Whether `name` is one of these verbs.
pub fn owns(name: &str) -> bool {
    VERBS.iter().any(|v| v.name == name)
}

/// Whether a word must be quoted where a name stands in these verbs.
pub fn reserved(word: &str) -> bool {
    let lower = word.to_lowercase();
    KEYWORDS.contains(&lower.as_str()) || FRENCH.iter().any(|(_, fr)| fr.contains(&lower.as_str()))
}

/// A verb's summary in the current language.
pub fn summary(verb: &str) -> Option<String> {
    Some(match verb {
        "sustain" => crate::t!("ana-summary-sustain"),
        "counterspell" => crate::t!("ana-summary-counterspell"),
        "cast" => crate::t!("ana-summary-cast"),
        "summon" => crate::t!("ana-summary-summon"),
        "compile" => crate::t!("ana-summary-compile"),
        "form" => crate::t!("ana-summary-form"),
        "resist" => crate::t!("ana-summary-resist"),
        "hack" => crate::t!("ana-summary-hack"),
        "marks" => crate::t!("ana-summary-marks"),
        "server" => crate::t!("ana-summary-server"),
        "vr" => crate::t!("ana-summary-vr"),
        "ic" => crate::t!("ana-summary-ic"),
        "range" => crate::t!("ana-summary-range"),
        "convergence" => crate::t!("ana-summary-convergence"),
        "reboot" => crate::t!("ana-summary-reboot"),
        _ => return None,
    })
}
