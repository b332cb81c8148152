//! The melee side of `attack` (POL-38, POL-39): the reach each side brings and the
//! distance closed on the one who loses it, whether a bare-handed attacker may be hurt by
//! an armed defender, and the weapon a defender strikes back with.

use crate::engine::{Batch, Event};
use crate::model::{Combatant, CombatantId, Condition, Encounter};

use super::arms::{self, Weapon};
use super::attack::DISTANCE_CLOSED;
use super::{TestSpec, combat, options};

/// The reach each side uses in an opposed melee test (POL-38, POL-OP-16): the attacker's
/// weapon against the defender's longest melee weapon, the larger less the smaller; turned
/// into a malus for a fighter whose distance an opponent closed.
pub(super) fn reaches(
    attacker: &Combatant,
    defender: &Combatant,
    weapon: Option<&Weapon<'_>>,
) -> (i32, i32) {
    let own = weapon.filter(|w| w.melee).map_or(0, |w| w.reach);
    let (own, theirs) = combat::reach_bonuses(own, arms::best_reach(defender));
    let closed = |c: &Combatant, other: &Combatant, bonus: i32| {
        let turned = c
            .conditions
            .iter()
            .any(|k| k.name == DISTANCE_CLOSED && k.target == Some(other.id));
        if turned {
            combat::reversed(bonus)
        } else {
            bonus
        }
    };
    (
        closed(attacker, defender, own),
        closed(defender, attacker, theirs),
    )
}

/// A fighter with a reach bonus who loses the opposed test has the distance closed on them
/// (POL-38): from now on their bonus against that opponent is a malus.
pub(super) fn close_distance(
    batch: &mut Batch,
    a: (CombatantId, i32),
    b: (CombatantId, i32),
    winner: Option<CombatantId>,
) {
    for ((holder, bonus), (other, _)) in [(a, b), (b, a)] {
        let already = batch.state().combatant(holder).is_some_and(|c| {
            c.conditions
                .iter()
                .any(|k| k.name == DISTANCE_CLOSED && k.target == Some(other))
        });
        if bonus > 0 && winner == Some(other) && !already {
            batch.push(Event::ConditionAdded {
                who: holder,
                condition: Condition {
                    target: Some(other),
                    ..Condition::manual(DISTANCE_CLOSED)
                },
            });
        }
    }
}

/// Whether POL-39 lets the winning defender hurt the attacker: the option is on, the
/// attacker attacks bare-handed (« attaquer à mains nues un personnage armé »: no weapon in
/// this attack and a skill none of his weapons is used with, whatever he carries) and the
/// defender is armed.
pub(super) fn bare_handed_against_armed(
    state: &Encounter,
    attacker: &Combatant,
    defender: &Combatant,
    weapon: Option<&Weapon<'_>>,
    spec: &TestSpec,
) -> bool {
    let weapon_skill = match &spec.against {
        super::TestAgainst::Sheet { name } => {
            let skill = super::system().canonical(name);
            skill == ARMED_COMBAT
                || arms::weapons(attacker).any(|w| w.gear.word(arms::SKILL) == Some(skill.as_str()))
        }
        super::TestAgainst::Chance { .. } => false,
    };
    options::bare_hands(state) && weapon.is_none() && !weapon_skill && arms::armed(defender)
}

/// The skill key of Combat armé: an attack with it is never bare-handed (POL-39).
const ARMED_COMBAT: &str = "combat-arme";

/// The weapon a defender strikes back with: the longest-reaching melee weapon, else any.
pub(super) fn defence_weapon(c: &Combatant) -> Option<Weapon<'_>> {
    arms::weapons(c)
        .filter(|w| w.melee)
        .max_by_key(|w| w.reach)
        .or_else(|| arms::weapons(c).next())
}
