//! What the roster and the sheet show of a combatant beyond the shared sheet: the penalty
//! on a check now (the multi-action penalty of the slots still to come, CPI-04, and the
//! REF the wounds take away, CPI-18) and the skills with their levels.

use std::collections::BTreeMap;

use crate::model::{Combatant, Encounter};

use super::super::{body, ladder};

/// The sheet's skills in `Sheet::gear_figures`, by key (a key no weapon takes).
pub const SKILLS: &str = "cpi-skills";

/// The penalty on `c`'s next check: the malus of their next slot still to be used, plus
/// REF lowered by the wounds (REF −2, ½, ÷3); 0 when neither applies.
pub fn penalty(state: &Encounter, c: &Combatant) -> i32 {
    let action = ladder::own(state, c.id)
        .into_iter()
        .find(|e| ladder::usable(e))
        .map_or(0, |e| e.malus);
    let reflexes = body::effective(state, c, "ref").saturating_sub(c.stat("ref"));
    action.saturating_add(reflexes)
}

/// The skills and their levels (base + mastery), by key.
pub fn skills(c: &Combatant) -> BTreeMap<String, i32> {
    c.skills
        .iter()
        .map(|(key, skill)| (key.clone(), skill.total()))
        .collect()
}
