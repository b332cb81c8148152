//! Anarchy points spent (ANA-05, ANA-07): the checks of [`points::spend`] on the
//! spender's counter, and the events that record it.

use crate::engine::{Event, RuleError};
use crate::model::{CombatantId, Encounter};

use super::super::fact::AnarchyFact;
use super::super::points::{self, Spend, Spender};
use super::sheet::{self, ANARCHY};

/// Initiative dice bought by `who` (ANA-09): a PC's own points; an NPC's come from the GM
/// (the one-per-Narration limit does not apply at initiative time: ANA-OP-04).
pub fn for_initiative(
    state: &Encounter,
    who: CombatantId,
    count: u8,
) -> Result<Vec<Event>, RuleError> {
    if count == 0 {
        return Ok(Vec::new());
    }
    let Some(c) = state.combatant(who) else {
        return Ok(Vec::new());
    };
    let count = i32::from(count);
    if sheet::has_points(c) {
        let left = points::spend(
            Spender {
                points: c.counter(ANARCHY),
                gm: false,
                spent_this_narration: false,
                on_pc: true,
                on_self: true,
            },
            Spend::Initiative,
            count,
        )?;
        Ok(vec![
            Event::CounterSet {
                who,
                name: ANARCHY.into(),
                value: left,
            },
            AnarchyFact::AnaSpend {
                who: Some(who),
                spend: Spend::Initiative,
                points: count,
                on: None,
            }
            .event(),
        ])
    } else {
        super::gm::spend(state, Spend::Initiative, count, Some(who))
    }
}
