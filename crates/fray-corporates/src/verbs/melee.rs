//! Reading the special situations, melee and damage verbs (COR-29 to COR-43). Their table:
//! [`super::melee_table`]; writing back: [`super::melee_format`].

use crate::rules::limits::Limit;
use crate::script::cursor::Cursor;
use crate::script::lexer::Token;
use crate::script::{Expected, ParseError, Verb};

use super::super::command::melee::{DamageKind, MeleeCommand as C, Roll, StrikeKind, Terms, Track};
use super::super::melee::{Charge, Trip};
use super::super::situations::Against;
use super::melee_table::FRENCH;

pub use super::melee_table::{KEYWORDS, VERBS, owns, summary};

/// Dice in a pool: 0 to 60.
const DICE: Limit = Limit::new(0, 60);
/// A flat bonus or malus: −99 to 99.
const BONUS: Limit = Limit::new(-99, 99);
/// A margin or protection: 0 to 200.
const MARGIN: Limit = Limit::new(0, 200);
/// Levels healed, confidence points, attackers: 1 to 20 (0 for points).
const SMALL: Limit = Limit::new(0, 20);
/// Metres to the target of an acrobatic attack: 0 to 200 (the rule asks 2 to 5, COR-35).
const METRES: Limit = Limit::new(0, 200);

/// The English keyword an unquoted word stands for.
fn keyword(t: &Token) -> Option<String> {
    if t.quoted {
        return None;
    }
    let lower = t.text.to_lowercase();
    // The time family's `vs` (« contre ») is read too: a dodge takes it as `against`.
    Some(
        super::time::FRENCH
            .iter()
            .filter(|(en, _)| *en == "vs")
            .chain(FRENCH)
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

fn number(c: &mut Cursor, limit: Limit) -> Result<i32, ParseError> {
    c.limited(Expected::Number, limit)
}

fn small(c: &mut Cursor, limit: Limit) -> Result<u8, ParseError> {
    Ok(u8::try_from(number(c, limit)?.max(0)).unwrap_or(0))
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
    let shown = super::shown_keyword(word);
    let t = c.expect(Expected::Own(shown))?;
    if is_word(&t, word) {
        Ok(())
    } else {
        Err(c.expected_at(&t, Expected::Own(shown), None))
    }
}

/// One of `choices`, by word.
fn choice<T: Copy>(
    c: &mut Cursor,
    key: &'static str,
    choices: &[(T, &'static str)],
) -> Result<T, ParseError> {
    let t = c.expect(phrase(key))?;
    let words: Vec<&'static str> = choices.iter().map(|x| x.1).collect();
    choices
        .iter()
        .find(|x| is_word(&t, x.1))
        .map(|x| x.0)
        .ok_or_else(|| c.expected_at(&t, phrase(key), super::suggest(&t.text, &words)))
}

const CHARGES: [(Charge, &str); 3] = [
    (Charge::OnFoot, "foot"),
    (Charge::Mounted, "mounted"),
    (Charge::Both, "both"),
];

/// The optional words after the names, each once: which ones a verb reads.
#[derive(Default)]
struct Opts {
    roll: Roll,
    terms: Terms,
    with: Option<String>,
    by: Option<String>,
    kind: Option<DamageKind>,
    margin: i32,
    protection: i32,
    special: Option<StrikeKind>,
    draw: bool,
    acrobatic: bool,
    directed: bool,
    against: Option<Against>,
    level: i32,
    adjust: i32,
    first: bool,
    fumble: bool,
    distance: Option<u8>,
}

fn opts(c: &mut Cursor, allowed: &[&str]) -> Result<Opts, ParseError> {
    let mut o = Opts::default();
    let mut seen: Vec<String> = Vec::new();
    while let Some(t) = c.next() {
        // The French « contre » is the time family's `vs`; in a dodge it reads as `against`.
        let k = keyword(&t).map(|k| {
            if k == "vs" && allowed.contains(&"against") {
                "against".to_string()
            } else {
                k
            }
        });
        let Some(k) = k.filter(|k| allowed.contains(&k.as_str()) && !seen.contains(k)) else {
            return Err(c.unexpected_at(&t));
        };
        seen.push(k.clone());
        match k.as_str() {
            "dice" => o.roll.dice = Some(small(c, DICE)?),
            "bonus" => o.roll.bonus = number(c, BONUS)?,
            "confidence" => o.roll.confidence = small(c, SMALL)?,
            "back" => o.terms.back = true,
            "higher" => o.terms.higher = true,
            "lower" => o.terms.lower = true,
            "attackers" => o.terms.attackers = small(c, SMALL)?,
            "run" => o.terms.run = true,
            "charge" => o.terms.charge = Some(choice(c, "cor-melee-expected-charge", &CHARGES)?),
            "with" => {
                o.with = Some(super::gear_key(
                    c.name(phrase("cor-melee-expected-weapon"))?,
                ))
            }
            "by" => o.by = Some(c.name(Expected::Combatant)?),
            "kind" => {
                let kinds: Vec<(DamageKind, &'static str)> =
                    DamageKind::ALL.iter().map(|k| (*k, k.word())).collect();
                o.kind = Some(choice(c, "cor-melee-expected-kind", &kinds)?);
            }
            "margin" => o.margin = number(c, MARGIN)?,
            "protection" => o.protection = number(c, MARGIN)?,
            "power" | "acrobatic" if allowed.contains(&"power") => {
                if o.special.is_some() {
                    return Err(c.unexpected_at(&t));
                }
                o.special = Some(if k == "power" {
                    StrikeKind::Power
                } else {
                    StrikeKind::Acrobatic
                });
            }
            "acrobatic" => o.acrobatic = true,
            "draw" => o.draw = true,
            "directed" => o.directed = true,
            "against" => {
                o.against = Some(choice(
                    c,
                    "cor-melee-expected-against",
                    &[(Against::Shot, "shot"), (Against::Blow, "blow")],
                )?);
            }
            "level" => o.level = number(c, BONUS)?,
            "adjust" => o.adjust = number(c, BONUS)?,
            "first" => o.first = true,
            "fumble" => o.fumble = true,
            "distance" => o.distance = Some(small(c, METRES)?),
            _ => return Err(c.unexpected_at(&t)),
        }
    }
    Ok(o)
}

const ROLL: [&str; 3] = ["dice", "bonus", "confidence"];
const TERMS: [&str; 4] = ["back", "higher", "lower", "attackers"];

fn words<'a>(parts: &[&[&'a str]]) -> Vec<&'a str> {
    parts.concat()
}

/// Parses one of these verbs; `None` for any other verb.
pub fn parse(verb: &Verb, c: &mut Cursor) -> Result<Option<C>, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let command = match verb.name {
        "hurt" => {
            let o = opts(
                c,
                &[
                    "by",
                    "with",
                    "kind",
                    "dice",
                    "bonus",
                    "margin",
                    "protection",
                ],
            )?;
            C::Hurt {
                who,
                by: o.by,
                with: o.with,
                kind: o.kind,
                roll: Roll {
                    confidence: 0,
                    ..o.roll
                },
                margin: o.margin,
                protection: o.protection,
            }
        }
        "heal" => {
            let track = choice(
                c,
                "cor-melee-expected-track",
                &[(Track::Wound, "wound"), (Track::Fatigue, "fatigue")],
            )?;
            let levels = small(c, Limit::new(1, 20))?;
            c.finish()?;
            C::Heal { who, track, levels }
        }
        "repair" => {
            let gear = super::gear_key(c.name(phrase("cor-melee-expected-gear"))?);
            let o = opts(c, &["by", "dice", "bonus"])?;
            C::Repair {
                who,
                gear,
                by: o.by,
                roll: o.roll,
            }
        }
        "gunpoint" => {
            let captor = if take(c, "off") {
                None
            } else {
                must(c, "by")?;
                Some(c.name(Expected::Combatant)?)
            };
            c.finish()?;
            C::Gunpoint { who, captor }
        }
        "break" => {
            let o = opts(c, &["level", "adjust", "first"])?;
            C::Break {
                who,
                level: o.level,
                adjust: o.adjust,
                first: o.first,
            }
        }
        "duel" => {
            let b = c.name(Expected::Combatant)?;
            let broken = take(c, "break");
            c.finish()?;
            C::Duel { a: who, b, broken }
        }
        "draw" | "draw-use" => {
            let gear = super::gear_key(c.name(phrase("cor-melee-expected-weapon"))?);
            c.finish()?;
            C::Draw {
                who,
                gear,
                used: verb.name == "draw-use",
            }
        }
        "dodge" => {
            let o = opts(
                c,
                &words(&[&ROLL, &["acrobatic", "directed", "against", "fumble"]]),
            )?;
            C::Dodge {
                who,
                acrobatic: o.acrobatic,
                directed: o.directed,
                fumble: o.fumble,
                against: o.against.unwrap_or(Against::Blow),
                roll: o.roll,
            }
        }
        "engage" => {
            let opponent = if take(c, "off") {
                None
            } else {
                Some(c.name(Expected::Combatant)?)
            };
            c.finish()?;
            C::Engage { who, opponent }
        }
        "disengage" => {
            let o = opts(c, &words(&[&ROLL, &["acrobatic"]]))?;
            C::Disengage {
                who,
                acrobatic: o.acrobatic,
                roll: o.roll,
            }
        }
        "follow" => {
            let target = c.name(Expected::Combatant)?;
            let o = opts(c, &ROLL)?;
            C::Follow {
                who,
                target,
                roll: o.roll,
            }
        }
        "strike" => {
            must(c, "at")?;
            let defender = c.name(Expected::Combatant)?;
            let allowed = words(&[
                &ROLL,
                &TERMS,
                &[
                    "with",
                    "power",
                    "acrobatic",
                    "charge",
                    "run",
                    "draw",
                    "distance",
                ],
            ]);
            let o = opts(c, &allowed)?;
            C::Strike {
                attacker: who,
                defender,
                with: o.with,
                special: o.special,
                terms: o.terms,
                draw: o.draw,
                roll: o.roll,
                distance: o.distance,
            }
        }
        "trip" => {
            let defender = c.name(Expected::Combatant)?;
            let kind = choice(
                c,
                "cor-melee-expected-trip",
                &[(Trip::Agility, "agility"), (Trip::Strength, "strength")],
            )?;
            let o = opts(c, &words(&[&ROLL, &TERMS, &["run"]]))?;
            C::Trip {
                attacker: who,
                defender,
                kind,
                terms: o.terms,
                roll: o.roll,
            }
        }
        "grapple" => {
            let defender = c.name(Expected::Combatant)?;
            let o = opts(c, &words(&[&ROLL, &TERMS]))?;
            C::Grapple {
                attacker: who,
                defender,
                terms: o.terms,
                roll: o.roll,
            }
        }
        "throw" => {
            let defender = c.name(Expected::Combatant)?;
            c.finish()?;
            C::Throw {
                attacker: who,
                defender,
            }
        }
        "bullrush" => {
            let defender = c.name(Expected::Combatant)?;
            let o = opts(c, &words(&[&ROLL, &TERMS, &["charge", "run"]]))?;
            C::Bullrush {
                attacker: who,
                defender,
                terms: o.terms,
                roll: o.roll,
            }
        }
        _ => return Ok(None),
    };
    Ok(Some(command))
}
