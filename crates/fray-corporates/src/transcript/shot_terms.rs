//! A shot's roll written term by term: its dice, then each term added to them by name
//! (« jet [6, 5] + 5 (Armes à feu) + 4 (visée) = 20 »), from the fact and the shooter's
//! sheet before the record, never re-rolled.

use crate::model::{CombatantId, Encounter};
use crate::narrate::terms::{Term, explained};
use crate::t;

use super::super::decide::fire::level;
use super::super::rolls::PoolRoll;

/// The skill a shot rolls with (COR-OP-21).
const FIREARMS: &str = "firearms";

/// `roll` of `shooter`'s shot with `aim` in it: the faces, then the terms the fact
/// recorded; for a save written before they were, the Firearms level, the aim, and what
/// else the roll's bonus holds (a bonus typed, a flat malus) as « autres ».
pub fn shot_roll(state: &Encounter, shooter: CombatantId, aim: i32, roll: &PoolRoll) -> String {
    if !roll.terms.is_empty() {
        // The terms the fact recorded: a bonus typed said as given, not as Firearms.
        return super::narrate_fire::rolled(roll);
    }
    let faces: Vec<String> = roll.dice.iter().map(u32::to_string).collect();
    let skill = state.combatant(shooter).map_or(0, |c| level(c, FIREARMS));
    let other = roll.bonus.saturating_sub(skill).saturating_sub(aim);
    let mut terms = vec![Term::new(skill, t!("cor-skill-firearms"))];
    if aim != 0 {
        terms.push(Term::new(aim, t!("cor-shot-term-aim")));
    }
    if other != 0 {
        terms.push(Term::new(other, t!("cor-shot-term-other")));
    }
    // `explained` starts from a first term: start from a bare 0 and leave it out.
    let named = explained(&Term::new(0, ""), &terms);
    let named = named.strip_prefix("0 ").unwrap_or(&named);
    format!("[{}] {named} = {}", faces.join(", "), roll.total)
}
