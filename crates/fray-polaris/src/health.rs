//! The coarse health players see of a hidden combatant, read from the wound counter
//! (POL-30 to POL-35, POL-OP-13).
//!
//! - **Down**: dead (a Death box of head or body, POL-31, or the `dead` condition), a
//!   `mortal wound` (POL-35: "usually unconscious; without immediate care, death"; the
//!   tracker raises it for every Mortal box, POL-OP-13, not for a destroyed limb, and the
//!   GM may clear it when the character is still up), or a condition the GM set that means out of the fight
//!   (`unconscious`, `KO`, `hors de combat`...).
//! - **Badly wounded**: a box checked at Serious (graves) or worse anywhere: from Serious on
//!   the text gives a −5 malus or worse, pace caps and shock tests (POL-35), so it shows.
//!   A destroyed limb is on the last row, so it counts here.
//! - **Wounded**: any other checked box (Light −1, Medium −3).
//! - **Unhurt**: no box checked.
//!
//! Which conditions are wound bookkeeping (shown to players only through this): `shock
//! test`, `stabilisation needed`, `mortal wound` and `dead`.

use crate::model::{Combatant, DamageTrack};
use crate::rules::Health;
use crate::rules::words::fold;

use super::actions::{DEAD, MORTAL, SHOCK_TEST, STABILISATION};
use super::wounds;

/// Condition names (folded) a GM may use for a combatant out of the fight.
const OUT_OF_THE_FIGHT: &[&str] = &[
    "unconscious",
    "knocked-out",
    "ko",
    "k-o",
    "out",
    "out-of-the-fight",
    "out-of-action",
    "down",
    "incapacitated",
    "dying",
    "inconscient",
    "inconsciente",
    "assomme",
    "assommee",
    "hors-de-combat",
    "evanoui",
    "evanouie",
    "mourant",
    "mourante",
];

/// The health players see of `c` (see the module documentation).
pub fn health(c: &Combatant) -> Health {
    let out = c.conditions.iter().any(|k| {
        let name = fold(&k.name);
        name == DEAD || name == fold(MORTAL) || OUT_OF_THE_FIGHT.contains(&name.as_str())
    });
    match &c.damage {
        _ if out => Health::Down,
        DamageTrack::Locator(locator) if wounds::is_dead(locator) => Health::Down,
        DamageTrack::Locator(locator) => match locator.worst() {
            Some(worst) if worst >= wounds::SERIOUS => Health::BadlyWounded,
            Some(_) => Health::Wounded,
            None => Health::Unhurt,
        },
        DamageTrack::Monitors { tracks } if tracks.iter().any(|t| t.filled > 0) => Health::Wounded,
        DamageTrack::Monitors { .. } => Health::Unhurt,
    }
}

/// Why `c` should not be acting at all, if so: the condition that puts them out of the
/// fight (`dead`, `unconscious`...), shown in the GM's language; a dead character whose
/// locator says so without the condition reads as dead.
pub fn out_of_the_fight(c: &Combatant) -> Option<String> {
    let by_condition = c.conditions.iter().find(|k| {
        let name = fold(&k.name);
        name == DEAD || OUT_OF_THE_FIGHT.contains(&name.as_str())
    });
    match (by_condition, &c.damage) {
        (Some(k), _) => Some(crate::rules::condition_words::label(&k.name)),
        (None, DamageTrack::Locator(locator)) if wounds::is_dead(locator) => {
            Some(crate::rules::condition_words::label(DEAD))
        }
        _ => None,
    }
}

/// Whether a condition records a wound's effect for the GM (see the module documentation).
pub fn wound_condition(name: &str) -> bool {
    let name = fold(name);
    [DEAD, MORTAL, SHOCK_TEST, STABILISATION]
        .iter()
        .any(|k| fold(k) == name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{CombatantId, Condition, Side};

    fn goblin() -> Combatant {
        Combatant::new(
            CombatantId(1),
            "Goblin",
            Side::Enemy,
            DamageTrack::Locator(wounds::new_locator()),
        )
    }

    fn hurt(location: usize, severity: usize) -> Combatant {
        let mut c = goblin();
        if let Some(cell) = c
            .damage
            .locator_mut()
            .and_then(|l| l.locations.get_mut(location))
            .and_then(|l| l.cells.get_mut(severity))
        {
            cell.checked = 1;
        }
        c
    }

    #[test]
    fn reads_the_wound_counter() {
        assert_eq!(health(&goblin()), Health::Unhurt);
        assert_eq!(health(&hurt(wounds::BODY, wounds::LIGHT)), Health::Wounded);
        assert_eq!(
            health(&hurt(wounds::LEFT_ARM, wounds::MEDIUM)),
            Health::Wounded
        );
        assert_eq!(
            health(&hurt(wounds::LEFT_ARM, wounds::SERIOUS)),
            Health::BadlyWounded
        );
        assert_eq!(
            health(&hurt(wounds::RIGHT_LEG, wounds::DEATH)),
            Health::BadlyWounded,
            "a destroyed limb without the mortal-wound prompt"
        );
        assert_eq!(health(&hurt(wounds::HEAD, wounds::DEATH)), Health::Down);
        assert_eq!(health(&hurt(wounds::BODY, wounds::DEATH)), Health::Down);
    }

    #[test]
    fn conditions_can_put_down() {
        for name in [
            DEAD,
            MORTAL,
            "Unconscious",
            "hors de combat",
            "KO",
            "Assommé",
        ] {
            let mut c = hurt(wounds::BODY, wounds::LIGHT);
            c.conditions.push(Condition::manual(name));
            assert_eq!(health(&c), Health::Down, "{name}");
        }
        let mut c = goblin();
        c.conditions.push(Condition::manual("prone"));
        assert_eq!(health(&c), Health::Unhurt);
    }

    #[test]
    fn wound_conditions() {
        for name in [SHOCK_TEST, "Stabilisation needed", MORTAL, DEAD] {
            assert!(wound_condition(name), "{name}");
        }
        for name in ["prone", "surprised", "surprise-initiative", "behind cover"] {
            assert!(!wound_condition(name), "{name}");
        }
    }
}
