//! Parsing ranged fire: `attack` (SRP-12 to SRP-16, SRP-19, SRP-20, SRP-22) and `suppress`
//! (SRP-14), and the parts every attack shares: the roll ([`Roll`]) and what a hit does
//! ([`HarmParts`]). Parts come in any order after the names.

use crate::{DamageKind, FireMode, Harm, PoolCommand, Range, Risk, Shot, Successes, Suppression};

use super::phrases::{expected, part};
use super::read::{
    empty_value, fresh, key_value, names, split_names, value_i32, value_int, value_u32,
};
use super::words::{KEYWORDS, KINDS, RANGES, RISKS, TRIGGERS, canonical, is_word, lookup, suggest};
use crate::rules::limits;
use crate::script::cursor::{Cursor, nearest};
use crate::script::lexer::Token;
use crate::script::{Expected, ParseError, Part};

/// The words `attack` reads, for suggestions.
const SHOT_WORDS: &[&str] = &[
    "at",
    "hits",
    "dice",
    "short",
    "medium",
    "long",
    "extreme",
    "threshold",
    "spend",
    "single",
    "multiple",
    "spray",
    "semi",
    "virtual",
    "auto",
    "rc",
    "skill",
    "adjust",
    "damage",
    "stun",
    "electrical",
    "risk",
    "care",
    "soak",
    "ignore",
    "spent",
    "token",
    "with",
];

/// The face value of a kept damage token (SRP-12).
const TOKEN_VALUE: limits::Limit = limits::Limit::new(1, 99);

/// The words `suppress` reads, for suggestions.
const SUPPRESS_WORDS: &[&str] = &[
    "at",
    "hits",
    "dice",
    "short",
    "medium",
    "long",
    "extreme",
    "threshold",
    "spend",
    "defy",
    "damage",
    "stun",
    "electrical",
    "risk",
    "soak",
];

/// The roll of an attack: its successes, range band, threshold modifier and tokens spent.
#[derive(Default)]
pub(super) struct Roll {
    pub(super) successes: Option<Successes>,
    pub(super) range: Option<Range>,
    pub(super) threshold: Option<i32>,
    pub(super) spend: Option<u32>,
}

impl Roll {
    /// Takes `t` when it is `hits=N`, `dice=N`, `spend=N`, or (when `ranged`) a range word
    /// or `threshold=±N`.
    pub(super) fn take(&mut self, c: &Cursor, t: &Token, ranged: bool) -> Result<bool, ParseError> {
        if ranged && let Some(range) = lookup(&RANGES, t) {
            fresh(c, t, self.range.is_some(), part::range())?;
            self.range = Some(range);
            return Ok(true);
        }
        let Some((key, value)) = key_value(t) else {
            return Ok(false);
        };
        match key.as_str() {
            "hits" | "dice" => {
                fresh(c, t, self.successes.is_some(), part::successes())?;
                self.successes = Some(successes(c, t, &key, &value)?);
            }
            "spend" => {
                fresh(c, t, self.spend.is_some(), part::spend())?;
                self.spend = Some(value_u32(
                    c,
                    t,
                    &value,
                    expected::tokens(),
                    limits::TOKENS.from(0),
                )?);
            }
            "threshold" if ranged => {
                fresh(c, t, self.threshold.is_some(), part::threshold())?;
                self.threshold = Some(value_i32(c, t, &value, limits::MODIFIER)?);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The successes, which every attack needs.
    pub(super) fn successes(&self, c: &Cursor) -> Result<Successes, ParseError> {
        self.successes
            .ok_or_else(|| c.expected_at_end(expected::successes()))
    }
}

/// `hits=N` (given) or `dice=N` (rolled), from the key read.
pub(super) fn successes(
    c: &Cursor,
    t: &Token,
    key: &str,
    value: &Token,
) -> Result<Successes, ParseError> {
    Ok(if key == "hits" {
        Successes::Given {
            hits: value_u32(c, t, value, Expected::Number, limits::HITS)?,
        }
    } else {
        let dice = value_int(
            c,
            t,
            value,
            expected::dice(),
            limits::DICE.min,
            limits::DICE.max,
        )?;
        Successes::Roll {
            dice: u32::try_from(dice).unwrap_or(1),
        }
    })
}

/// What a hit does: `damage=N`, `stun`/`electrical`, `risk=...` and `soak=N`.
#[derive(Default)]
pub(super) struct HarmParts {
    pub(super) damage: Option<i32>,
    kind: Option<DamageKind>,
    risk: Option<Risk>,
    soak: Option<u32>,
}

impl HarmParts {
    /// Takes `t` when it is part of the harm.
    pub(super) fn take(&mut self, c: &Cursor, t: &Token) -> Result<bool, ParseError> {
        if let Some(kind) = lookup(&KINDS, t) {
            fresh(c, t, self.kind.is_some(), part::kind())?;
            self.kind = Some(kind);
            return Ok(true);
        }
        let Some((key, value)) = key_value(t) else {
            return Ok(false);
        };
        match key.as_str() {
            "damage" => {
                fresh(c, t, self.damage.is_some(), part::damage())?;
                self.damage = Some(value_i32(c, t, &value, limits::DAMAGE)?);
            }
            "risk" => {
                fresh(c, t, self.risk.is_some(), part::risk())?;
                self.risk = Some(value_word(c, t, &value, &RISKS, expected::risk())?);
            }
            "soak" => {
                fresh(c, t, self.soak.is_some(), part::soak())?;
                self.soak = Some(value_u32(c, t, &value, Expected::Number, limits::RATING)?);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The harm read, with defaults for what was not given.
    pub(super) fn done(self) -> Harm {
        Harm {
            damage: self.damage,
            kind: self.kind.unwrap_or_default(),
            risk: self.risk,
            soak: self.soak.unwrap_or(0),
        }
    }
}

/// The value of `key=value` as one of the words of `table`.
pub(super) fn value_word<T: Copy>(
    c: &Cursor,
    t: &Token,
    value: &Token,
    table: &[(&'static str, T)],
    expected: Expected,
) -> Result<T, ParseError> {
    if value.text.is_empty() {
        return Err(empty_value(t, expected));
    }
    lookup(table, value).ok_or_else(|| c.expected_at(value, expected, suggest(table, &value.text)))
}

/// "expected PART" about a word no verb part took, suggesting the nearest of `known`.
pub(super) fn not_a_part(
    c: &Cursor,
    t: &Token,
    expected: Expected,
    known: &[&'static str],
) -> ParseError {
    let key = key_value(t).map_or(t.text.clone(), |(k, _)| k);
    c.expected_at(t, expected, nearest(&key, known))
}

/// The targets after `at`, given only once.
fn at(c: &mut Cursor, t: &Token, given: bool) -> Result<Vec<String>, ParseError> {
    fresh(c, t, given, part::targets())?;
    names(c, &KEYWORDS)
}

/// `attack WHO at TARGET[,TARGET...] (hits=N | dice=N) [...]`.
pub(super) fn attack(c: &mut Cursor) -> Result<PoolCommand, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let (mut roll, mut harm) = (Roll::default(), HarmParts::default());
    let mut targets = None;
    let (mut mode, mut trigger) = (None, None);
    let (mut rc, mut skill, mut adjust, mut care, mut ignore) = (None, None, None, None, None);
    let mut spent = false;
    let mut token = None;
    let mut weapon = None;
    while let Some(t) = c.next() {
        if roll.take(c, &t, true)? || harm.take(c, &t)? {
            continue;
        }
        if let Some(chosen) = lookup(&TRIGGERS, &t) {
            fresh(c, &t, trigger.is_some(), part::trigger())?;
            trigger = Some(chosen);
            continue;
        }
        let key = key_value(&t);
        let word = t.keyword().unwrap_or_default();
        match (canonical(&word), key) {
            ("at", _) => targets = Some(at(c, &t, targets.is_some())?),
            ("with", _) => {
                fresh(c, &t, weapon.is_some(), part::weapon())?;
                let typed = c.name(expected::weapon())?;
                weapon = Some(crate::rules::gear_labels::read(super::super::ID, typed));
            }
            ("single", _) => set_mode(c, &t, &mut mode, FireMode::Single)?,
            ("spray", _) => set_mode(c, &t, &mut mode, FireMode::Spray { bullets: None })?,
            ("spent", _) => {
                fresh(c, &t, spent, Part::Word)?;
                spent = true;
            }
            (_, Some((key, value))) => match key.as_str() {
                "multiple" | "spray" => {
                    let bullets = value_u32(c, &t, &value, expected::bullets(), limits::BULLETS)?;
                    let chosen = if key == "spray" {
                        FireMode::Spray {
                            bullets: Some(bullets),
                        }
                    } else {
                        FireMode::Multiple { bullets }
                    };
                    set_mode(c, &t, &mut mode, chosen)?;
                }
                "ignore" => {
                    fresh(c, &t, ignore.is_some(), part::ignore())?;
                    ignore = Some(if is_word(&value, "all") {
                        u32::MAX
                    } else {
                        value_u32(c, &t, &value, expected::ignore(), limits::RATING)?
                    });
                }
                "token" => {
                    fresh(c, &t, token.is_some(), part::token())?;
                    let v = value_u32(c, &t, &value, Expected::Number, TOKEN_VALUE)?;
                    token = Some(u8::try_from(v).unwrap_or(u8::MAX));
                }
                "rc" | "skill" | "adjust" | "care" => {
                    let (slot, part) = match key.as_str() {
                        "rc" => (&mut rc, part::rc()),
                        "skill" => (&mut skill, part::skill_rating()),
                        "adjust" => (&mut adjust, part::adjust()),
                        _ => (&mut care, part::care()),
                    };
                    fresh(c, &t, slot.is_some(), part)?;
                    *slot = Some(value_u32(c, &t, &value, Expected::Number, limits::RATING)?);
                }
                _ => return Err(not_a_part(c, &t, expected::shot_part(), SHOT_WORDS)),
            },
            _ => return Err(not_a_part(c, &t, expected::shot_part(), SHOT_WORDS)),
        }
    }
    let targets = targets.ok_or_else(|| c.expected_at_end(expected::at_targets()))?;
    Ok(PoolCommand::Attack(Shot {
        who,
        targets,
        successes: roll.successes(c)?,
        range: roll.range.unwrap_or(Range::Short),
        threshold: roll.threshold.unwrap_or(0),
        spend: roll.spend.unwrap_or(0),
        mode: mode.unwrap_or(FireMode::Single),
        trigger,
        rc,
        skill,
        adjust: adjust.unwrap_or(0),
        harm: harm.done(),
        care: care.unwrap_or(0),
        ignore,
        spent_for_damage: spent,
        token,
        weapon,
    }))
}

fn set_mode(
    c: &Cursor,
    t: &Token,
    mode: &mut Option<FireMode>,
    chosen: FireMode,
) -> Result<(), ParseError> {
    fresh(c, t, mode.is_some(), part::fire_mode())?;
    *mode = Some(chosen);
    Ok(())
}

/// `suppress WHO at TARGET[,TARGET...] (hits=N | dice=N) [...] [defy=TARGET[,TARGET...]]`.
pub(super) fn suppress(c: &mut Cursor) -> Result<PoolCommand, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let (mut roll, mut harm) = (Roll::default(), HarmParts::default());
    let (mut targets, mut defy) = (None, None);
    while let Some(t) = c.next() {
        if roll.take(c, &t, true)? || harm.take(c, &t)? {
            continue;
        }
        if is_word(&t, "at") {
            targets = Some(at(c, &t, targets.is_some())?);
            continue;
        }
        if is_word(&t, "defy") {
            fresh(c, &t, defy.is_some(), part::defy())?;
            defy = Some(names(c, &KEYWORDS)?);
            continue;
        }
        match key_value(&t) {
            Some((key, value)) if key == "defy" => {
                fresh(c, &t, defy.is_some(), part::defy())?;
                let list: Vec<String> = split_names(&value.text).collect();
                if list.is_empty() {
                    return Err(c.expected_at(&t, expected::targets(), None));
                }
                defy = Some(list);
            }
            _ => return Err(not_a_part(c, &t, expected::suppress_part(), SUPPRESS_WORDS)),
        }
    }
    let targets = targets.ok_or_else(|| c.expected_at_end(expected::at_targets()))?;
    Ok(PoolCommand::Suppress(Suppression {
        who,
        targets,
        successes: roll.successes(c)?,
        range: roll.range.unwrap_or(Range::Short),
        threshold: roll.threshold.unwrap_or(0),
        spend: roll.spend.unwrap_or(0),
        defy: defy.unwrap_or_default(),
        harm: harm.done(),
    }))
}

#[cfg(test)]
#[path = "attack_tests.rs"]
mod tests;
