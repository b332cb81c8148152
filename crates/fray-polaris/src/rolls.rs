//! The dice Polaris rolls, which the GM may give as rolled at the table.

use crate::engine::{Batch, Dice, Event, RollSlot, RuleError, notation};
use crate::rules::limits;

/// The test's d20: every test, attack, surprise and shock test, and the d20 rolled again
/// after a natural 20 that fails (POL-08).
pub const D20: &str = "d20";
/// The hit location die (POL-33).
pub const LOCATION: &str = "location";

/// The damage dice of an attack (`damage=2d6+3`, or `damage=2d6+3:4,5` from the table).
pub const DAMAGE: &str = "damage";

/// The French words of the dice the table gives (the damage's own word, `dommages=`, is
/// the attack reader's): « localisation » as the rules text names the hit location roll.
pub const FRENCH: &[(&str, &[&str])] = &[(LOCATION, &["localisation"])];

/// Every roll Polaris declares, `what` and the damage's `give` as catalog keys (see [`slots`]).
/// The attack form has its own d20 and location die fields whoever rolls (right after the
/// skill, where a GM with dice in hand looks); the table's dice fields skip them.
pub const ROLLS: &[RollSlot] = &[
    RollSlot {
        key: D20,
        sides: 20,
        what: "pol-roll-d20",
        give: "d20=N",
        verbs: &["test", "attack", "oppose", "surprise", "shock"],
        own_word: false,
    },
    RollSlot {
        key: LOCATION,
        sides: 20,
        what: "pol-roll-location",
        give: "pol-roll-location-give",
        verbs: &["attack", "wound"],
        own_word: false,
    },
    RollSlot {
        key: DAMAGE,
        sides: 0,
        what: "pol-roll-damage",
        give: "pol-roll-damage-give",
        verbs: &["attack"],
        own_word: true,
    },
];

/// Every roll Polaris declares, its texts in the current language (the engine's
/// [`RollSlot`] holds `&'static str`): made once per language.
pub fn slots() -> &'static [RollSlot] {
    crate::i18n::fixed_list("polaris rolls", || {
        ROLLS
            .iter()
            .map(|slot| RollSlot {
                what: crate::i18n::fixed(slot.what),
                give: if slot.give.starts_with("pol-") {
                    crate::i18n::fixed(slot.give)
                } else {
                    slot.give
                },
                ..*slot
            })
            .collect()
    })
}

/// Throws an attack's damage dice (POL-OP-11's damage roll), each die into the log with a
/// [`Event::DiceRolled`]: the roll's total.
pub fn damage(batch: &mut Batch, text: &str, dice: &mut dyn Dice) -> Result<i32, RuleError> {
    let given = notation::parse_given(text).map_err(|e| RuleError::Invalid(e.to_string()))?;
    let mut roll = given.roll_for(dice, DAMAGE);
    roll.purpose = Some(DAMAGE.to_string());
    let total = roll.total;
    batch.push(Event::DiceRolled { roll });
    let total = total.clamp(limits::DAMAGE.min, limits::DAMAGE.max);
    i32::try_from(total).map_err(|_| RuleError::Invalid(format!("damage {total}")))
}

#[cfg(test)]
#[path = "rolls_tests.rs"]
mod tests;
