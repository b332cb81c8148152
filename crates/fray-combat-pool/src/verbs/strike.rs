//! Parsing the combat-pool attacks that are not ranged fire: `throw` and `blast`, an area
//! weapon's roll and its going off (SRP-17), and `melee` (SRP-18).

use crate::{Blast, Defence, Melee, MeleeEffect, PoolCommand, Range, Throw};

use super::attack::{HarmParts, Roll, not_a_part, successes, value_word};
use super::phrases::{expected, part};
use super::read::{fresh, key_value, names, value_i32};
use super::words::{EFFECTS, KEYWORDS, is_word};
use crate::rules::limits;
use crate::script::cursor::Cursor;
use crate::script::{Expected, ParseError, Part};

/// The words `throw` reads, for suggestions.
const THROW_WORDS: &[&str] = &[
    "at",
    "hits",
    "dice",
    "short",
    "medium",
    "long",
    "extreme",
    "threshold",
    "spend",
];

/// The words `blast` reads, for suggestions.
const BLAST_WORDS: &[&str] = &["damage", "stun", "electrical", "risk", "soak", "by"];

/// The words `melee` reads, for suggestions.
const MELEE_WORDS: &[&str] = &[
    "hits",
    "dice",
    "dodge",
    "back",
    "backdice",
    "damage",
    "their-damage",
    "stun",
    "electrical",
    "ranged",
    "effect",
    "spend",
    "soak",
    "risk",
];

/// `throw WHO [at TARGET] (hits=N | dice=N) [range] [threshold=±N] [spend=N]`.
pub(super) fn throw(c: &mut Cursor) -> Result<PoolCommand, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let mut roll = Roll::default();
    let mut target = None;
    while let Some(t) = c.next() {
        if roll.take(c, &t, true)? {
            continue;
        }
        if is_word(&t, "at") {
            fresh(c, &t, target.is_some(), part::targets())?;
            target = Some(c.name(expected::target())?);
            continue;
        }
        return Err(not_a_part(c, &t, expected::throw_part(), THROW_WORDS));
    }
    Ok(PoolCommand::Throw(Throw {
        who,
        target,
        successes: roll.successes(c)?,
        range: roll.range.unwrap_or(Range::Short),
        threshold: roll.threshold.unwrap_or(0),
        spend: roll.spend.unwrap_or(0),
    }))
}

/// `blast TARGET[,TARGET...] [damage=N] [stun|electrical] [risk=...] [soak=N] [by WHO]`;
/// without `damage=N`, `by WHO` is needed (their weapon).
pub(super) fn blast(c: &mut Cursor) -> Result<PoolCommand, ParseError> {
    let targets = names(c, &KEYWORDS)?;
    let mut harm = HarmParts::default();
    let mut by = None;
    while let Some(t) = c.next() {
        if harm.take(c, &t)? {
            continue;
        }
        if is_word(&t, "by") {
            fresh(c, &t, by.is_some(), part::by())?;
            by = Some(c.name(Expected::Combatant)?);
            continue;
        }
        return Err(not_a_part(c, &t, expected::blast_part(), BLAST_WORDS));
    }
    if harm.damage.is_none() && by.is_none() {
        return Err(c.expected_at_end(expected::blast_damage()));
    }
    Ok(PoolCommand::Blast(Blast {
        targets,
        by,
        harm: harm.done(),
    }))
}

/// `melee WHO TARGET (hits=N | dice=N) (dodge | back=N | backdice=N) [...]`.
pub(super) fn melee(c: &mut Cursor) -> Result<PoolCommand, ParseError> {
    let who = c.name(Expected::Combatant)?;
    let target = c.name(expected::target())?;
    let (mut roll, mut harm) = (Roll::default(), HarmParts::default());
    let (mut defence, mut their_damage, mut effect) = (None, None, None);
    let mut ranged = false;
    while let Some(t) = c.next() {
        if roll.take(c, &t, false)? || harm.take(c, &t)? {
            continue;
        }
        if is_word(&t, "dodge") {
            fresh(c, &t, defence.is_some(), part::defence())?;
            defence = Some(Defence::Dodge);
            continue;
        }
        if is_word(&t, "ranged") {
            fresh(c, &t, ranged, Part::Word)?;
            ranged = true;
            continue;
        }
        let Some((key, value)) = key_value(&t) else {
            return Err(not_a_part(c, &t, expected::melee_part(), MELEE_WORDS));
        };
        match key.as_str() {
            "back" | "backdice" => {
                fresh(c, &t, defence.is_some(), part::defence())?;
                let key = if key == "back" { "hits" } else { "dice" };
                let successes = successes(c, &t, key, &value)?;
                defence = Some(Defence::FightBack { successes });
            }
            "their-damage" => {
                fresh(c, &t, their_damage.is_some(), part::their_damage())?;
                their_damage = Some(value_i32(c, &t, &value, limits::DAMAGE)?);
            }
            "effect" => {
                fresh(c, &t, effect.is_some(), part::effect())?;
                effect = Some(value_word(c, &t, &value, &EFFECTS, expected::effect())?);
            }
            _ => return Err(not_a_part(c, &t, expected::melee_part(), MELEE_WORDS)),
        }
    }
    let successes = roll.successes(c)?;
    let defence = defence.ok_or_else(|| c.expected_at_end(expected::defence()))?;
    Ok(PoolCommand::Melee(Melee {
        who,
        target,
        successes,
        spend: roll.spend.unwrap_or(0),
        defence,
        harm: harm.done(),
        their_damage,
        ranged,
        effect: effect.unwrap_or(MeleeEffect::Damage),
    }))
}

#[cfg(test)]
#[path = "strike_tests.rs"]
mod tests;
