//! The round: start, declarations slowest first, resolution fastest first, round end
//! (POL-16, POL-19, POL-20, POL-28). What a combatant does to their own place on the
//! ladder is in `ladder_moves.rs`.

use crate::engine::{Batch, Event, RuleError};
use crate::model::{CombatantId, Encounter, EntryStatus, LadderEntry, MarkerRef, Step};
use crate::rules::expiry::{Moment, expire};

use super::initiative::{base_initiative, fastest, is_dead, slowest};
use super::{options, simultaneous};

/// Condition name: cannot act in round 1 (POL-29).
pub const SURPRISED: &str = "surprised";
/// Condition name carrying the round-1 initiative won by a surprise test (POL-29).
pub const SURPRISE_INITIATIVE: &str = "surprise-initiative";
/// Condition name: confused, does nothing this round (POL-27).
pub const DOES_NOTHING: &str = "does nothing";

/// Most markers one combatant may have (main action and extra attacks).
pub const MAX_MARKERS: u8 = 6;

pub(super) fn main_marker(owner: CombatantId) -> MarkerRef {
    MarkerRef { owner, marker: 0 }
}

pub(super) fn in_round(state: &Encounter) -> Result<(), RuleError> {
    match state.step {
        Step::Declaration | Step::Resolution | Step::RoundEnd => Ok(()),
        Step::Setup => Err(RuleError::WrongStep(crate::t!("pol-refuse-not-started"))),
        Step::Ended => Err(RuleError::WrongStep(crate::t!("pol-refuse-fight-over"))),
    }
}

pub(super) fn entry(state: &Encounter, at: MarkerRef) -> Result<&LadderEntry, RuleError> {
    let name = state
        .combatant(at.owner)
        .map_or_else(String::new, |c| c.name.clone());
    state
        .ladder
        .get(at)
        .ok_or_else(|| RuleError::Invalid(crate::t!("pol-refuse-no-marker", name = name)))
}

/// `start`: begins the fight, or the next round once everyone has acted.
pub fn start(state: &Encounter) -> Result<Vec<Event>, RuleError> {
    let round = match state.step {
        Step::Setup => 1,
        Step::RoundEnd => state.round.saturating_add(1),
        Step::Declaration | Step::Resolution => {
            return Err(RuleError::WrongStep(crate::t!(
                "pol-refuse-round-under-way",
                round = state.round.to_string()
            )));
        }
        Step::Ended => {
            return Err(RuleError::WrongStep(crate::t!("pol-refuse-fight-over")));
        }
    };
    if state.combatants.is_empty() {
        return Err(RuleError::WrongStep(crate::t!("pol-refuse-no-combatants")));
    }
    let mut batch = Batch::new(state);
    simultaneous::release(&mut batch);
    lose_held_actions(&mut batch);
    begin_round(&mut batch, round);
    Ok(batch.into_events())
}

/// A held action not taken when the round ends is lost (POL-24): said in the record that
/// starts the next round, so the log names it and `undo` brings it back.
fn lose_held_actions(batch: &mut Batch) {
    let held: Vec<MarkerRef> = batch
        .state()
        .ladder
        .entries
        .iter()
        .filter(|e| e.status == EntryStatus::Delayed)
        .map(|e| e.at)
        .collect();
    for at in held {
        batch.push(Event::MarkerStatus {
            at,
            status: EntryStatus::Lost,
        });
    }
}

/// `next`: the next declarer, the next actor, or the next round.
pub fn next(state: &Encounter) -> Result<Vec<Event>, RuleError> {
    let mut batch = Batch::new(state);
    match state.step {
        Step::Setup | Step::RoundEnd => return start(state),
        Step::Ended => {
            return Err(RuleError::WrongStep(crate::t!("pol-refuse-fight-over")));
        }
        Step::Declaration => {
            if let Some(current) = state.current {
                let silent = state
                    .combatant(current.owner)
                    .is_some_and(|c| c.declaration.is_none());
                if silent {
                    batch.push(Event::Declared {
                        who: current.owner,
                        intent: String::new(),
                        secret: false,
                    });
                }
            }
            pass_declaration(&mut batch);
        }
        Step::Resolution => {
            finish_current(&mut batch);
            pass_action(&mut batch);
        }
    }
    Ok(batch.into_events())
}

/// `end`: the fight is over.
pub fn end(state: &Encounter) -> Result<Vec<Event>, RuleError> {
    if state.step == Step::Ended {
        return Err(RuleError::WrongStep(crate::t!("pol-refuse-already-over")));
    }
    let mut batch = Batch::new(state);
    simultaneous::release(&mut batch);
    batch.push(Event::FightEnded);
    Ok(batch.into_events())
}

/// Starts a round: expiries, base initiatives on the ladder, then declarations (POL-20).
fn begin_round(batch: &mut Batch, round: u32) {
    batch.push(Event::RoundStarted { round });
    let expired = expire(batch.state(), Moment::RoundStart(round));
    batch.extend(expired);
    // Every marker is read from the state after the expiries (placing one changes no
    // combatant), without copying that state.
    let state = batch.state();
    let markers: Vec<Event> = state
        .combatants
        .iter()
        .filter(|c| !is_dead(c))
        .map(|c| {
            let surprise = c
                .conditions
                .iter()
                .find(|k| k.name == SURPRISE_INITIATIVE)
                .and_then(|k| k.value);
            let position = match surprise {
                Some(value) if round == 1 => value,
                _ => base_initiative(state, c),
            };
            let skipped = c.has_condition(SURPRISED) || c.has_condition(DOES_NOTHING);
            let status = if skipped {
                EntryStatus::Skipped
            } else {
                EntryStatus::Waiting
            };
            Event::MarkerPlaced {
                entry: LadderEntry {
                    at: main_marker(c.id),
                    position,
                    status,
                    malus: 0,
                    rushed: false,
                    label: None,
                },
            }
        })
        .collect();
    batch.extend(markers);
    batch.push(Event::StepChanged {
        step: Step::Declaration,
    });
    pass_declaration(batch);
}

/// Passes the word to the slowest combatant who has not declared, or opens resolution.
pub(super) fn pass_declaration(batch: &mut Batch) {
    let state = batch.state();
    // The slowest marker still to declare.
    let to_declare = state
        .ladder
        .entries
        .iter()
        .filter(|e| e.at.marker == 0 && e.status != EntryStatus::Skipped)
        .filter(|e| {
            state
                .combatant(e.at.owner)
                .is_some_and(|c| c.declaration.is_none())
        });
    let first = slowest(state, to_declare);
    match first.map(|e| e.at) {
        Some(at) => batch.push(Event::TurnPassed { to: Some(at) }),
        None => {
            batch.push(Event::StepChanged {
                step: Step::Resolution,
            });
            pass_action(batch);
        }
    }
}

/// Ends the current actor's action (POL-20 step 4).
pub(super) fn finish_current(batch: &mut Batch) {
    let Some(current) = batch.state().current else {
        return;
    };
    if batch
        .state()
        .ladder
        .get(current)
        .is_some_and(|e| e.status == EntryStatus::Acting)
    {
        batch.push(Event::MarkerStatus {
            at: current,
            status: EntryStatus::Acted,
        });
        let expired = expire(batch.state(), Moment::ActionEnd(current.owner));
        batch.extend(expired);
    }
}

/// Gives the action to the fastest waiting marker, or ends the round.
pub(crate) fn pass_action(batch: &mut Batch) {
    // Wounds held by simultaneous actions land once the group is done (POL-28); they may
    // kill or move markers, so the next actor is found after them.
    simultaneous::release_unless_with(batch, next_waiting(batch.state()));
    skip_without_phase(batch);
    match next_waiting(batch.state()) {
        Some(at) => start_action(batch, at),
        None => {
            batch.push(Event::TurnPassed { to: None });
            batch.push(Event::StepChanged {
                step: Step::RoundEnd,
            });
        }
    }
}

/// Once only markers at initiative 0 or below are left waiting, they are skipped: the
/// phases run from the highest initiative down to 1 (POL-19, « Chaque personnage peut agir
/// à la phase d'action qui correspond à son niveau d'Initiative »), so they have none. The
/// option `zero-initiative act` lets them act last instead (the log warns).
fn skip_without_phase(batch: &mut Batch) {
    let state = batch.state();
    if options::zero_initiative_acts(state) {
        return;
    }
    let next = next_waiting(state).and_then(|at| state.ladder.get(at));
    if next.is_none_or(|e| e.position > 0) {
        return;
    }
    let phaseless: Vec<MarkerRef> = state
        .ladder
        .entries
        .iter()
        .filter(|e| e.status == EntryStatus::Waiting && e.position <= 0)
        .map(|e| e.at)
        .collect();
    for at in phaseless {
        batch.push(Event::MarkerStatus {
            at,
            status: EntryStatus::Skipped,
        });
    }
}

/// Whether `at` was skipped for having no action phase (initiative 0 or below, POL-19),
/// not for surprise or confusion: only then may the GM still make it act (with a warning).
pub(super) fn skipped_without_phase(state: &Encounter, at: MarkerRef) -> bool {
    let cannot_act = state
        .combatant(at.owner)
        .is_none_or(|c| c.has_condition(SURPRISED) || c.has_condition(DOES_NOTHING));
    state
        .ladder
        .get(at)
        .is_some_and(|e| e.status == EntryStatus::Skipped && e.position <= 0)
        && !cannot_act
}

/// The fastest marker still waiting to act.
fn next_waiting(state: &Encounter) -> Option<MarkerRef> {
    let waiting = state
        .ladder
        .entries
        .iter()
        .filter(|e| e.status == EntryStatus::Waiting);
    fastest(state, waiting).map(|e| e.at)
}

pub(super) fn start_action(batch: &mut Batch, at: MarkerRef) {
    batch.push(Event::TurnPassed { to: Some(at) });
    batch.push(Event::MarkerStatus {
        at,
        status: EntryStatus::Acting,
    });
    let expired = expire(batch.state(), Moment::ActionStart(at.owner));
    batch.extend(expired);
}
