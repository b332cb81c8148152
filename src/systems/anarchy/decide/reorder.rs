//! `reorder`: the GM's point changing the players' Narration order for one Turn (ANA-07,
//! ANA-11): the waiting players swap places among their own markers; the next Turn places
//! every marker again from the scores.

use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::{CombatantId, Encounter, EntryStatus, Side, Step};
use crate::rules::names::resolve;

use super::super::command::Reorder;
use super::super::fact::AnarchyFact;
use super::super::points::Spend;
use super::super::rolls::{self, ORDER};
use super::super::text::refuse;
use super::gm;

/// Decides `reorder`.
pub fn reorder(state: &Encounter, how: &Reorder, dice: &mut dyn Dice) -> Result<Vec<Event>, RuleError> {
    if state.step != Step::Resolution {
        return Err(refuse("ana-refuse-no-turn", &[]));
    }
    let waiting: Vec<(CombatantId, i32)> = state
        .ladder
        .descending()
        .into_iter()
        .filter(|e| e.status == EntryStatus::Waiting)
        .filter(|e| state.combatant(e.at.owner).is_some_and(|c| c.side == Side::Pc))
        .map(|e| (e.at.owner, e.position))
        .collect();
    let players: Vec<CombatantId> = waiting.iter().map(|w| w.0).collect();
    let mut rolled = Vec::new();
    let order: Vec<CombatantId> = match how {
        Reorder::Reverse => players.iter().rev().copied().collect(),
        Reorder::Random => {
            rolled = players.iter().map(|_| rolls::d6(dice, ORDER)).collect();
            let mut ranked: Vec<(usize, u8)> = rolled.iter().copied().enumerate().collect();
            ranked.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
            ranked.into_iter().map(|(i, _)| players[i]).collect()
        }
        Reorder::Given(names) => {
            let ids = names
                .iter()
                .map(|n| resolve(state, n))
                .collect::<Result<Vec<_>, _>>()?;
            let same = ids.len() == players.len() && players.iter().all(|p| ids.contains(p));
            if !same {
                return Err(refuse("ana-refuse-reorder-players", &[]));
            }
            ids
        }
    };
    let mut batch = Batch::new(state);
    batch.extend(gm::spend(state, Spend::ChangeOrder, 1, None)?);
    batch.push(
        AnarchyFact::AnaReorder {
            order: order.clone(),
            dice: rolled,
        }
        .event(),
    );
    let moves: Vec<Event> = order
        .iter()
        .zip(waiting.iter().map(|w| w.1))
        .filter(|(who, position)| {
            batch
                .state()
                .ladder
                .get(crate::model::MarkerRef {
                    owner: **who,
                    marker: 0,
                })
                .is_some_and(|e| e.position != *position)
        })
        .map(|(who, position)| Event::MarkerMoved {
            at: crate::model::MarkerRef {
                owner: *who,
                marker: 0,
            },
            position,
        })
        .collect();
    batch.extend(moves);
    Ok(batch.into_events())
}
