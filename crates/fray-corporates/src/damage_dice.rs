//! Where a hit's damage dice come from (COR-39): « Arme à feu : dégâts de l’arme »,
//! « Arme blanche : Force du personnage + Bonus de l’arme », « Main ou Pied : Force du
//! personnage », « augmenté d’1d pour chaque tranche de 10 points de marge », a charge's
//! dice, or a count the GM typed; kept in the hit's fact so its line can say each part.

use serde::{Deserialize, Serialize};

/// One source of damage dice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DiceFrom {
    /// The striker's Strength.
    Strength,
    /// The weapon's damage.
    Weapon,
    /// A count typed with `dice N` instead of Strength and weapon.
    Typed,
    /// A charge's dice (`charge-unit dice`, COR-38).
    Charge,
    /// One die for each 10 points of the attack's margin.
    Margin,
}

/// So many damage dice from one source.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceSource {
    /// Where they come from.
    pub from: DiceFrom,
    /// How many.
    pub n: u32,
}

/// The sources with at least one die, in the order given.
pub fn sources(parts: &[(DiceFrom, u32)]) -> Vec<DiceSource> {
    parts
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|&(from, n)| DiceSource { from, n })
        .collect()
}
