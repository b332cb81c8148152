//! `shift`: a rule that changes the Narration order for one Turn (Upheaval, Paralysis and
//! the like, ANA-11): one Narration moved among those still to come, no point spent; the
//! next Turn places every marker again from the scores.

use crate::engine::{Batch, Event, RuleError};
use crate::model::{CombatantId, Encounter, EntryStatus, MarkerRef, Step};
use crate::rules::names::resolve;

use super::super::command::Place;
use super::super::fact::{AnarchyFact, Placed};
use super::super::text::refuse;
use super::turn;

/// Decides `shift WHO first|last|after NAME`.
pub fn shift(state: &Encounter, who: &str, place: &Place) -> Result<Vec<Event>, RuleError> {
    if state.step != Step::Resolution {
        return Err(refuse("ana-refuse-no-turn", &[]));
    }
    let id = resolve(state, who)?;
    let name = state
        .combatant(id)
        .map_or_else(String::new, |c| c.name.clone());
    match state.ladder.get(MarkerRef {
        owner: id,
        marker: 0,
    }) {
        None => return Err(refuse("ana-refuse-no-narration", &[("who", name.into())])),
        Some(e) if e.status != EntryStatus::Waiting => {
            return Err(refuse("ana-refuse-already-acted", &[]));
        }
        Some(_) => {}
    }
    let mut order: Vec<CombatantId> = state
        .ladder
        .descending()
        .into_iter()
        .filter(|e| e.status == EntryStatus::Waiting && e.at.owner != id)
        .map(|e| e.at.owner)
        .collect();
    let placed = match place {
        Place::First => {
            order.insert(0, id);
            Placed::First
        }
        Place::Last => {
            order.push(id);
            Placed::Last
        }
        Place::After(other) => {
            let other = resolve(state, other)?;
            if other == id {
                return Err(refuse("ana-refuse-shift-self", &[]));
            }
            // After someone who has acted or acts now: the next Narration.
            let at = order.iter().position(|w| *w == other).map_or(0, |i| i + 1);
            order.insert(at, id);
            Placed::After(other)
        }
    };
    let mut batch = Batch::new(state);
    batch.push(
        AnarchyFact::AnaShift {
            who: id,
            place: placed,
        }
        .event(),
    );
    turn::rerank(&mut batch, &order);
    Ok(batch.into_events())
}
