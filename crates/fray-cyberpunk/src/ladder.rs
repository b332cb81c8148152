//! The interval ladder's moves (CPI-03 to CPI-05): a combatant's slots placed, ties
//! broken with kept d10s, the turn passed to the highest waiting slot.

use crate::engine::{Batch, Dice, Event};
use crate::model::{
    CombatantId, Condition, Encounter, EntryStatus, Expiry, LadderEntry, MarkerRef,
};
use crate::rules::expiry::{Moment, expire};

use super::body;
use super::fact::CyberFact;
use super::{options, rolls, slots, text};

/// Whether a combatant is out of the fight.
pub fn is_dead(state: &Encounter, who: CombatantId) -> bool {
    state
        .combatant(who)
        .is_none_or(|c| c.has_condition(body::DEAD))
}

/// A combatant's entries, by marker.
pub fn own(state: &Encounter, who: CombatantId) -> Vec<&LadderEntry> {
    let mut mine: Vec<&LadderEntry> = state.ladder.of(who).collect();
    mine.sort_by_key(|e| e.at.marker);
    mine
}

/// A slot still to be used: waiting, or acting now.
pub fn usable(e: &LadderEntry) -> bool {
    matches!(e.status, EntryStatus::Waiting | EntryStatus::Acting)
}

/// Places `count` slots from the combatant's initiative, replacing any before, each at
/// −3 × (n − 1) (CPI-04); the first is spent when the initiative was re-rolled (CPI-01).
pub fn place(batch: &mut Batch, who: CombatantId, count: u8) -> Vec<i32> {
    let state = batch.state();
    let Some(score) = state
        .combatant(who)
        .and_then(|c| c.initiative.as_ref())
        .map(|i| i.score)
    else {
        return Vec::new();
    };
    let rerolled = state
        .combatant(who)
        .is_some_and(|c| c.has_condition(text::REROLLED));
    let old: Vec<MarkerRef> = own(state, who)
        .iter()
        .map(|e| e.at)
        .filter(|at| at.marker >= count)
        .collect();
    let malus = slots::penalty(usize::from(count), options::action_penalty(state));
    for at in old {
        batch.push(Event::MarkerRemoved { at });
    }
    let positions = slots::slots(score, count);
    for (k, position) in positions.iter().enumerate() {
        let marker = u8::try_from(k).unwrap_or(u8::MAX);
        let first_lost = rerolled && marker == 0;
        batch.push(Event::MarkerPlaced {
            entry: LadderEntry {
                at: MarkerRef { owner: who, marker },
                position: *position,
                status: if first_lost {
                    EntryStatus::Skipped
                } else {
                    EntryStatus::Waiting
                },
                malus,
                rushed: false,
                label: None,
            },
        });
    }
    positions
}

/// Breaks ties between different combatants' slots at one score: each tied combatant
/// without a roll this round rolls 1D10, kept for the round, and equal rolls roll again
/// (CPI-03, CPI-OP-02; `tie keep` rolls once).
pub fn break_ties(batch: &mut Batch, dice: &mut dyn Dice) {
    let again = !batch.state().option_is("tie", "keep");
    for _ in 0..20 {
        let state = batch.state();
        let mut rolling: Vec<CombatantId> = Vec::new();
        let live: Vec<&LadderEntry> = state
            .ladder
            .entries
            .iter()
            .filter(|e| e.status != EntryStatus::Lost)
            .collect();
        for e in &live {
            let tied: Vec<CombatantId> = live
                .iter()
                .filter(|o| o.position == e.position && o.at.owner != e.at.owner)
                .map(|o| o.at.owner)
                .collect();
            if tied.is_empty() {
                continue;
            }
            let mine = state.ladder.tiebreak(e.at.owner);
            let clash = mine.is_empty()
                || (again && tied.iter().any(|o| state.ladder.tiebreak(*o) == mine));
            if clash && !rolling.contains(&e.at.owner) {
                rolling.push(e.at.owner);
            }
        }
        if rolling.is_empty() {
            return;
        }
        rolling.sort();
        for who in rolling {
            let mut rolls_now = batch.state().ladder.tiebreak(who).to_vec();
            if let Some(c) = batch.state().combatant(who) {
                dice.for_whom(&c.name);
            }
            rolls_now.push(rolls::d10(dice, rolls::TIE));
            batch.push(Event::TiebreakSet {
                who,
                rolls: rolls_now,
            });
        }
        if !again {
            return;
        }
    }
}

/// Whether a combatant cannot act: dead, or stunned until a stun save succeeds (CPI-18).
pub fn is_out(state: &Encounter, who: CombatantId) -> bool {
    is_dead(state, who)
        || state
            .combatant(who)
            .is_some_and(|c| c.has_condition(body::STUNNED))
}

/// The highest waiting slot of a combatant able to act, in ladder order.
pub fn next_waiting(state: &Encounter) -> Option<MarkerRef> {
    state
        .ladder
        .descending()
        .into_iter()
        .find(|e| e.status == EntryStatus::Waiting && !is_out(state, e.at.owner))
        .map(|e| e.at)
}

/// Gives the turn to the highest waiting slot; `false` when none is left.
pub fn pass_turn(batch: &mut Batch) -> bool {
    match next_waiting(batch.state()) {
        Some(at) => {
            batch.push(Event::MarkerStatus {
                at,
                status: EntryStatus::Acting,
            });
            batch.push(Event::TurnPassed { to: Some(at) });
            let ends = expire(batch.state(), Moment::ActionStart(at.owner));
            batch.extend(ends);
            arm_next_action(batch, at.owner);
            true
        }
        None => false,
    }
}

/// What was set for "the next action" (−3 or twice the time after leaving a vehicle in
/// one action, CPI-06) applies from now to the end of this slot's action.
fn arm_next_action(batch: &mut Batch, who: CombatantId) {
    let armed: Vec<Condition> = batch
        .state()
        .combatant(who)
        .map(|c| {
            c.conditions
                .iter()
                .filter(|k| [text::HURRIED, text::DOUBLE_TIME].contains(&k.name.as_str()))
                .filter(|k| k.expiry == Expiry::Manual)
                .cloned()
                .collect()
        })
        .unwrap_or_default();
    for mut condition in armed {
        condition.expiry = Expiry::ActionEnd { of: who };
        batch.push(Event::ConditionAdded { who, condition });
    }
}

/// The penalty recomputed from the slots still usable, on those not yet resolved
/// (CPI-05, CPI-OP-04; option `delay-penalty keep` leaves it).
pub fn recompute_penalty(batch: &mut Batch, who: CombatantId) -> i32 {
    let state = batch.state();
    let mine = own(state, who);
    let kept = mine
        .iter()
        .filter(|e| e.status != EntryStatus::Lost)
        .count();
    let malus = slots::penalty(kept, options::action_penalty(state));
    if state.option_is("delay-penalty", "keep") {
        return mine.first().map_or(0, |e| e.malus);
    }
    let changes: Vec<MarkerRef> = mine
        .iter()
        .filter(|e| usable(e) && e.malus != malus)
        .map(|e| e.at)
        .collect();
    for at in changes {
        batch.push(Event::MarkerMalus { at, malus });
    }
    malus
}

/// The fact for the slots chosen.
pub fn chosen_fact(who: CombatantId, slots: Vec<i32>, state: &Encounter) -> Event {
    let malus = slots::penalty(slots.len(), options::action_penalty(state));
    CyberFact::CpiActions { who, slots, malus }.event()
}
