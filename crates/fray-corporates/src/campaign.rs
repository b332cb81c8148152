//! What a character carries from one fight to the next, and which Corporates commands a
//! campaign takes between fights.
//!
//! Kept besides the shared default (sheet, gear with its rounds and protection levels,
//! Wound and Fatigue, confidence points): the wounds the critical table makes last beyond
//! the blow (COR-41). A limb stays unusable « jusqu'à la récupération des niveaux de
//! blessures perdus » (11, 12, 15, 16), a leg wound « jusqu'à ce que le personnage est
//! récupéré 1 niveau de blessure » (9); a knocked-out character is out « 1d6 heure » (13),
//! a bleeding one rolls « chaque heure » (14), a dying one needs « des premiers soins
//! difficulté 15 dans la minute pour échapper à la mort » (18); death and a track at its
//! maximum stay too (COR-43).
//!
//! Dropped besides the default's: what a fight's turn counts (undeclared actions, leg
//! dodges, speed, covering fire's segments) and the weapons in hand: drawing is an action
//! of the fight (COR-31), so a character comes into the next one with them put away
//! (COR-OP-28).

use crate::engine::Command;
use crate::model::Combatant;
use crate::rules::campaign::carried_default;

use super::command::{CorporatesCommand as C, MeleeCommand, TimeCommand};
use super::conditions::{DEAD, INCAPACITATED, LEG_DODGES, UNCONSCIOUS, UNDECLARED};
use super::decide::damage::UNTIL_RECOVERED;

/// The conditions that outlast a fight (COR-41, COR-43).
const LASTING: [&str; 4] = [DEAD, UNCONSCIOUS, INCAPACITATED, "dying"];
/// Bleeding (COR-41, line 14).
const BLEEDING: &str = "bleeding";
/// The counters of one fight: the turn's ledger, the speed, covering fire's segments.
const FIGHT_COUNTERS: [&str; 6] = [
    UNDECLARED,
    LEG_DODGES,
    "speed",
    "cover-from",
    "cover-to",
    "cover-rate",
];
/// A weapon in hand (COR-31).
const DRAWN: &str = "drawn";

/// Whether a condition of `name` outlasts the fight.
fn lasting(name: &str) -> bool {
    LASTING.contains(&name) || UNTIL_RECOVERED.contains(&name) || name == BLEEDING
}

/// `fighter` as the campaign keeps them after a fight.
pub fn carried(fighter: &Combatant) -> Combatant {
    let mut kept = carried_default(fighter);
    kept.conditions = fighter
        .conditions
        .iter()
        .filter(|k| k.target.is_none() && lasting(&k.name))
        .cloned()
        .collect();
    kept.pools
        .retain(|pool| !FIGHT_COUNTERS.contains(&pool.name()));
    for gear in &mut kept.gear {
        gear.flags.remove(DRAWN);
    }
    kept
}

/// Whether the campaign takes `command` between fights: the rest, healing, repairs of
/// cyberware (COR-42: « La réparation de l'équipement suppose du temps et du matériel
/// approprié »), gear given or taken, confidence points set. The turn, actions, shots,
/// blows and damage stay in the fights.
pub fn between_fights(command: &Command) -> bool {
    let Some(own) = command.own::<C>() else {
        return false;
    };
    match own {
        C::Rest(_) | C::Gear(_) => true,
        C::Melee(m) => matches!(m, MeleeCommand::Heal { .. } | MeleeCommand::Repair { .. }),
        C::Time(t) => matches!(t, TimeCommand::Confidence { .. }),
        C::Fire(_) => false,
    }
}
