//! Anarchy points spent (ANA-05, ANA-07): the checks of [`points::spend`] on the
//! spender's counter, and the events that record it.

use crate::engine::{Event, RuleError};
use crate::model::{CombatantId, Encounter, Step};

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
        // Initiative time is free of the one-point-per-Narration limit (ANA-OP-04); in
        // the middle of a Narration the limit holds (ANA-07: « Le MJ ne peut utiliser
        // qu'un point d'Anarchy par Narration »).
        let narrating = state.step == Step::Resolution && state.current.is_some();
        let spent = state.table_counter(super::gm::SPENT);
        if narrating && spent > 0 {
            return Err(super::super::text::refuse("ana-refuse-gm-narration", &[]));
        }
        if narrating && count > 1 {
            return Err(super::super::text::refuse(
                "ana-refuse-gm-narration-dice",
                &[],
            ));
        }
        let mut events = super::gm::spend(state, Spend::Initiative, count, Some(who))?;
        if narrating {
            events.push(Event::TableCounterSet {
                name: super::gm::SPENT.into(),
                value: spent + count,
            });
        }
        Ok(events)
    }
}
