//! `reorder`: the GM's point changing the Narration order for one Turn (ANA-07: « le
//! meneur peut dépenser un point d'Anarchy pour changer l'ordre des Narrations des joueurs
//! pour un Tour »). It covers the whole Turn, so it comes at the Turn's start, before
//! anything is played in its first Narration: the order of everyone taking a Narration
//! (players and NPCs) reversed, drawn or given, and the Narration handed to the new first;
//! naming the players alone swaps them among their own places. The next Turn places every
//! marker again from the scores.

use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::{CombatantId, Encounter, EntryStatus, MarkerRef, Side, Step};
use crate::rules::names::resolve;

use super::super::command::Reorder;
use super::super::fact::AnarchyFact;
use super::super::points::Spend;
use super::super::rolls::{self, ORDER};
use super::super::text::{refuse, typed};
use super::{gm, turn};

/// The Turn's order as it stands: everyone with a Narration, first to last.
fn turn_order(state: &Encounter) -> Vec<CombatantId> {
    state
        .ladder
        .descending()
        .into_iter()
        .filter(|e| matches!(e.status, EntryStatus::Waiting | EntryStatus::Acting))
        .map(|e| e.at.owner)
        .collect()
}

/// Whether the Turn has just started: a Turn is under way and nobody has played a
/// Narration yet (the first one is handed, nothing done in it).
fn at_turn_start(state: &Encounter) -> bool {
    state.step == Step::Resolution
        && !state
            .ladder
            .entries
            .iter()
            .any(|e| matches!(e.status, EntryStatus::Acted | EntryStatus::Skipped))
}

/// The order `names` give: everyone of `now` in a new order, or only the players, who
/// then swap places among their own.
fn given(
    state: &Encounter,
    now: &[CombatantId],
    names: &[String],
) -> Result<Vec<CombatantId>, RuleError> {
    let ids = names
        .iter()
        .map(|n| resolve(state, n))
        .collect::<Result<Vec<_>, _>>()?;
    let same = |set: &[CombatantId]| ids.len() == set.len() && set.iter().all(|p| ids.contains(p));
    if same(now) {
        return Ok(ids);
    }
    let is_player = |id: &CombatantId| state.combatant(*id).is_some_and(|c| c.side == Side::Pc);
    let players: Vec<CombatantId> = now.iter().copied().filter(is_player).collect();
    if !same(&players) {
        return Err(refuse("ana-refuse-reorder-players", &[]));
    }
    let mut next = ids.into_iter();
    Ok(now
        .iter()
        .map(|id| {
            if is_player(id) {
                next.next().unwrap_or(*id)
            } else {
                *id
            }
        })
        .collect())
}

/// Decides `reorder`.
pub fn reorder(
    state: &Encounter,
    how: &Reorder,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    if !at_turn_start(state) {
        return Err(refuse(
            "ana-refuse-reorder-turn-start",
            &[
                ("start", typed("start").into()),
                ("reorder", typed("reorder").into()),
            ],
        ));
    }
    let now = turn_order(state);
    let mut rolled = Vec::new();
    let order: Vec<CombatantId> = match how {
        Reorder::Reverse => now.iter().rev().copied().collect(),
        Reorder::Random => {
            rolled = now.iter().map(|_| rolls::d6(dice, ORDER)).collect();
            let mut ranked: Vec<(usize, u8)> = rolled.iter().copied().enumerate().collect();
            ranked.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
            ranked.into_iter().map(|(i, _)| now[i]).collect()
        }
        Reorder::Given(names) => given(state, &now, names)?,
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
    let first = order.first().copied();
    if let Some(at) = state.current.filter(|at| Some(at.owner) != first) {
        // The Narration handed by `start` goes back: the new first takes it.
        batch.push(Event::MarkerStatus {
            at,
            status: EntryStatus::Waiting,
        });
    }
    let n = i32::try_from(order.len()).unwrap_or(i32::MAX);
    let moves: Vec<Event> = order
        .iter()
        .enumerate()
        .filter_map(|(i, who)| {
            let at = MarkerRef {
                owner: *who,
                marker: 0,
            };
            let position = n - i32::try_from(i).unwrap_or(0);
            let e = batch.state().ladder.get(at)?;
            (e.position != position).then_some(Event::MarkerMoved { at, position })
        })
        .collect();
    batch.extend(moves);
    if state.current.map(|at| at.owner) != first {
        turn::pass_turn(&mut batch);
    }
    Ok(batch.into_events())
}
