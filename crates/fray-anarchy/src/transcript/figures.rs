//! The numbers the order and sheet panes read beyond the shared sheet, kept in the
//! sheet's figures under [`NARRATION`]: the initiative's parts (2D6, attribute, bonus
//! dice, ANA-09), the Narration rank from the scores that a one-Turn change (Interruption,
//! the GM's reorder, ANA-05, ANA-07, ANA-11) leaves, the NPC group (ANA-10) and when
//! initiative is rolled again (ANA-08). Derived, never stored.

use std::collections::BTreeMap;

use crate::model::{Combatant, Encounter};

use super::super::decide::{group, turn};
use super::super::initiative::Timing;
use super::super::options;

/// The figures' key in `Sheet::gear_figures`.
pub const NARRATION: &str = "narration";
/// The skills' levels (base + mastery) in `Sheet::gear_figures`, by skill key.
pub const SKILLS: &str = "ana-skills";
/// The first of the 2D6.
pub const DIE_1: &str = "die-1";
/// The second of the 2D6.
pub const DIE_2: &str = "die-2";
/// max(Agility, Logic).
pub const ATTRIBUTE: &str = "attribute";
/// The bonus dice's keys: `bonus-1`, `bonus-2`… (a key sorts after the one before
/// while there are fewer than ten).
pub const BONUS: &str = "bonus-";
/// The place (1 first) the scores give on the ladder, when on it.
pub const NORMAL: &str = "normal";
/// The NPC group's number, when in one.
pub const GROUP: &str = "group";
/// When initiative is rolled again: 0 per Scene, 1 per combat, 2 per Turn.
pub const TIMING: &str = "timing";

/// `c`'s figures.
pub fn of(state: &Encounter, c: &Combatant) -> BTreeMap<String, i32> {
    let mut f = BTreeMap::new();
    if let Some(i) = &c.initiative {
        let mut dice = i.dice.iter();
        if let Some(d) = dice.next() {
            f.insert(DIE_1.to_string(), *d);
        }
        if let Some(d) = dice.next() {
            f.insert(DIE_2.to_string(), *d);
        }
        f.insert(ATTRIBUTE.to_string(), i.bonus);
        for (n, d) in dice.enumerate() {
            f.insert(format!("{BONUS}{}", n + 1), *d);
        }
    }
    if let Some(n) = turn::normal_order(state).iter().position(|id| *id == c.id) {
        f.insert(NORMAL.to_string(), i32::try_from(n + 1).unwrap_or(i32::MAX));
    }
    if let Some(g) = group::number(state, c.id) {
        f.insert(GROUP.to_string(), g);
    }
    let timing = match options::timing(state) {
        Timing::Scene => 0,
        Timing::Combat => 1,
        Timing::Turn => 2,
    };
    f.insert(TIMING.to_string(), timing);
    f
}

/// `c`'s skills and their levels (base + mastery), by key.
pub fn skills(c: &Combatant) -> BTreeMap<String, i32> {
    c.skills
        .iter()
        .map(|(key, skill)| (key.clone(), skill.total()))
        .collect()
}
