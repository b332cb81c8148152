//! The round: start, declarations slowest first, resolution fastest first, round end
//! (POL-16, POL-19 to POL-25, POL-28).

use crate::engine::{Batch, Event, RuleError};
use crate::model::{CombatantId, Encounter, EntryStatus, LadderEntry, MarkerRef, Step};
use crate::rules::expiry::{Moment, expire};
use crate::rules::names::resolve;

use super::initiative::{base_initiative, declaration_order, is_dead, ordered};
use super::options;

/// Condition name: cannot act in round 1 (POL-29).
pub const SURPRISED: &str = "surprised";
/// Condition name carrying the round-1 initiative won by a surprise test (POL-29).
pub const SURPRISE_INITIATIVE: &str = "surprise-initiative";
/// Condition name: confused, does nothing this round (POL-27).
pub const DOES_NOTHING: &str = "does nothing";

/// Most markers one combatant may have (main action and extra attacks).
pub const MAX_MARKERS: u8 = 6;

fn main_marker(owner: CombatantId) -> MarkerRef {
    MarkerRef { owner, marker: 0 }
}

fn in_round(state: &Encounter) -> Result<(), RuleError> {
    match state.step {
        Step::Declaration | Step::Resolution | Step::RoundEnd => Ok(()),
        Step::Setup => Err(RuleError::WrongStep(
            "the fight has not started (start)".into(),
        )),
        Step::Ended => Err(RuleError::WrongStep(
            "the fight is over (undo to go back)".into(),
        )),
    }
}

fn entry(state: &Encounter, at: MarkerRef) -> Result<&LadderEntry, RuleError> {
    let name = state
        .combatant(at.owner)
        .map_or_else(String::new, |c| c.name.clone());
    state
        .ladder
        .get(at)
        .ok_or_else(|| RuleError::Invalid(format!("{name} has no marker on the ladder this round")))
}

/// `start`: begins the fight, or the next round once everyone has acted.
pub fn start(state: &Encounter) -> Result<Vec<Event>, RuleError> {
    let round = match state.step {
        Step::Setup => 1,
        Step::RoundEnd => state.round + 1,
        Step::Declaration | Step::Resolution => {
            return Err(RuleError::WrongStep(format!(
                "round {} is under way (next moves on)",
                state.round
            )));
        }
        Step::Ended => {
            return Err(RuleError::WrongStep(
                "the fight is over (undo to go back)".into(),
            ));
        }
    };
    if state.combatants.is_empty() {
        return Err(RuleError::WrongStep(
            "add combatants before starting the fight".into(),
        ));
    }
    let mut batch = Batch::new(state);
    begin_round(&mut batch, round);
    Ok(batch.into_events())
}

/// `next`: the next declarer, the next actor, or the next round.
pub fn next(state: &Encounter) -> Result<Vec<Event>, RuleError> {
    let mut batch = Batch::new(state);
    match state.step {
        Step::Setup | Step::RoundEnd => return start(state),
        Step::Ended => {
            return Err(RuleError::WrongStep(
                "the fight is over (undo to go back)".into(),
            ));
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
        return Err(RuleError::WrongStep("the fight is already over".into()));
    }
    Ok(vec![Event::FightEnded])
}

/// Starts a round: expiries, base initiatives on the ladder, then declarations (POL-20).
fn begin_round(batch: &mut Batch, round: u32) {
    batch.push(Event::RoundStarted { round });
    let expired = expire(batch.state(), Moment::RoundStart(round));
    batch.extend(expired);
    let state = batch.state().clone();
    for c in state.combatants.iter().filter(|c| !is_dead(c)) {
        let surprise = c
            .conditions
            .iter()
            .find(|k| k.name == SURPRISE_INITIATIVE)
            .and_then(|k| k.value);
        let position = match surprise {
            Some(value) if round == 1 => value,
            _ => base_initiative(&state, c),
        };
        let skipped = c.has_condition(SURPRISED) || c.has_condition(DOES_NOTHING);
        let status = if skipped {
            EntryStatus::Skipped
        } else {
            EntryStatus::Waiting
        };
        batch.push(Event::MarkerPlaced {
            entry: LadderEntry {
                at: main_marker(c.id),
                position,
                status,
                malus: 0,
                rushed: false,
                label: None,
            },
        });
    }
    batch.push(Event::StepChanged {
        step: Step::Declaration,
    });
    pass_declaration(batch);
}

/// Passes the word to the slowest combatant who has not declared, or opens resolution.
fn pass_declaration(batch: &mut Batch) {
    let state = batch.state();
    let mut waiting: Vec<&LadderEntry> = state
        .ladder
        .entries
        .iter()
        .filter(|e| e.at.marker == 0 && e.status != EntryStatus::Skipped)
        .filter(|e| {
            state
                .combatant(e.at.owner)
                .is_some_and(|c| c.declaration.is_none())
        })
        .collect();
    waiting.sort_by(|a, b| declaration_order(state, a, b));
    match waiting.first().map(|e| e.at) {
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
fn finish_current(batch: &mut Batch) {
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
    let next = ordered(batch.state())
        .into_iter()
        .find(|e| e.status == EntryStatus::Waiting)
        .map(|e| e.at);
    match next {
        Some(at) => start_action(batch, at),
        None => {
            batch.push(Event::TurnPassed { to: None });
            batch.push(Event::StepChanged {
                step: Step::RoundEnd,
            });
        }
    }
}

fn start_action(batch: &mut Batch, at: MarkerRef) {
    batch.push(Event::TurnPassed { to: Some(at) });
    batch.push(Event::MarkerStatus {
        at,
        status: EntryStatus::Acting,
    });
    let expired = expire(batch.state(), Moment::ActionStart(at.owner));
    batch.extend(expired);
}

/// `declare WHO INTENT` (POL-21).
pub fn declare(state: &Encounter, who: &str, intent: &str) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    if state.step != Step::Declaration {
        return Err(RuleError::WrongStep(
            "intents are declared during the declaration step".into(),
        ));
    }
    let intent = crate::rules::common::clean_text(intent, "declaration")?;
    entry(state, main_marker(id))?;
    Ok(vec![Event::Declared { who: id, intent }])
}

/// `confused WHO`: does nothing for the rest of the round (POL-27).
pub fn confused(state: &Encounter, who: &str) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    if !matches!(state.step, Step::Declaration | Step::Resolution) {
        return Err(RuleError::WrongStep(
            "confusion strikes during a round".into(),
        ));
    }
    let live: Vec<(MarkerRef, EntryStatus)> = state
        .ladder
        .of(id)
        .filter(|e| {
            matches!(
                e.status,
                EntryStatus::Waiting | EntryStatus::Delayed | EntryStatus::Acting
            )
        })
        .map(|e| (e.at, e.status))
        .collect();
    if live.is_empty() {
        return Err(RuleError::Invalid(
            "that combatant has no action left this round".into(),
        ));
    }
    let mut batch = Batch::new(state);
    let was_acting = live.iter().any(|(_, s)| *s == EntryStatus::Acting);
    for (at, _) in live {
        batch.push(Event::MarkerStatus {
            at,
            status: EntryStatus::Skipped,
        });
    }
    let condition = crate::model::Condition {
        name: DOES_NOTHING.into(),
        value: None,
        expiry: crate::model::Expiry::RoundStart {
            round: state.round + 1,
        },
    };
    batch.push(Event::ConditionAdded { who: id, condition });
    if was_acting {
        pass_action(&mut batch);
    }
    Ok(batch.into_events())
}

/// `rush WHO`: +3 initiative at once, malus on the action (POL-23, POL-OP-07).
pub fn rush(state: &Encounter, who: &str) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    if state.step != Step::Declaration {
        return Err(RuleError::WrongStep(
            "an action is rushed when it is declared".into(),
        ));
    }
    let e = entry(state, main_marker(id))?;
    if e.rushed {
        return Err(RuleError::Invalid("that action is already rushed".into()));
    }
    Ok(vec![
        Event::MarkerMoved {
            at: e.at,
            position: e.position + 3,
        },
        Event::MarkerRushed {
            at: e.at,
            malus: options::rushed_malus(state),
        },
    ])
}

/// `delay WHO [PHASE]`: act at a later phase, or hold until `act` (POL-24).
pub fn delay(state: &Encounter, who: &str, phase: Option<i32>) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    in_round(state)?;
    if state.step == Step::RoundEnd {
        return Err(RuleError::WrongStep("everyone has acted this round".into()));
    }
    let e = entry(state, main_marker(id))?;
    if matches!(e.status, EntryStatus::Acted | EntryStatus::Skipped) {
        return Err(RuleError::Invalid(
            "that combatant cannot act any more this round".into(),
        ));
    }
    let mut batch = Batch::new(state);
    let was_acting = e.status == EntryStatus::Acting;
    match phase {
        Some(p) if p >= e.position => {
            return Err(RuleError::Invalid(format!(
                "a delay goes to a later (lower) phase than {}",
                e.position
            )));
        }
        Some(p) if p < 1 => return Err(RuleError::Invalid("phases go down to 1".into())),
        Some(p) => {
            batch.push(Event::MarkerMoved {
                at: e.at,
                position: p,
            });
            if was_acting {
                batch.push(Event::MarkerStatus {
                    at: e.at,
                    status: EntryStatus::Waiting,
                });
            }
        }
        None => batch.push(Event::MarkerStatus {
            at: e.at,
            status: EntryStatus::Delayed,
        }),
    }
    if was_acting {
        pass_action(&mut batch);
    }
    Ok(batch.into_events())
}

/// `act WHO`: a delayed combatant acts now, after the current action (POL-24).
pub fn act(state: &Encounter, who: &str) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    if !matches!(state.step, Step::Resolution | Step::RoundEnd) {
        return Err(RuleError::WrongStep(
            "delayed combatants act during resolution".into(),
        ));
    }
    let e = entry(state, main_marker(id))?;
    if !matches!(e.status, EntryStatus::Delayed | EntryStatus::Waiting) {
        return Err(RuleError::Invalid(
            "only a waiting or delayed combatant can act now".into(),
        ));
    }
    let phase = state
        .current
        .and_then(|c| state.ladder.get(c))
        .map_or(e.position, |c| c.position.min(e.position));
    let mut batch = Batch::new(state);
    if state.step == Step::RoundEnd {
        batch.push(Event::StepChanged {
            step: Step::Resolution,
        });
    }
    finish_current(&mut batch);
    batch.push(Event::MarkerMoved {
        at: e.at,
        position: phase,
    });
    start_action(&mut batch, e.at);
    Ok(batch.into_events())
}

/// `slow WHO N`: a preparation, hesitation or other loss of initiative (POL-21, POL-25).
pub fn slow(state: &Encounter, who: &str, points: i32) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    in_round(state)?;
    if !(1..=30).contains(&points) {
        return Err(RuleError::Invalid(
            "an initiative loss is 1 to 30 points".into(),
        ));
    }
    let e = entry(state, main_marker(id))?;
    if matches!(e.status, EntryStatus::Acted | EntryStatus::Acting) {
        return Err(RuleError::Invalid(
            "that action is already under way or done".into(),
        ));
    }
    Ok(vec![Event::MarkerMoved {
        at: e.at,
        position: e.position - points,
    }])
}

/// `init WHO N`: sets current initiative directly.
pub fn set_initiative(state: &Encounter, who: &str, value: i32) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    in_round(state)?;
    if !(-30..=99).contains(&value) {
        return Err(RuleError::Invalid("initiative goes from -30 to 99".into()));
    }
    let e = entry(state, main_marker(id))?;
    Ok(vec![Event::MarkerMoved {
        at: e.at,
        position: value,
    }])
}

/// `marker WHO PHASE [MALUS]`: another attack this round (POL-22, POL-OP-06).
pub fn marker(
    state: &Encounter,
    who: &str,
    phase: i32,
    malus: i32,
) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    if !matches!(state.step, Step::Declaration | Step::Resolution) {
        return Err(RuleError::WrongStep(
            "extra attacks are placed during the round".into(),
        ));
    }
    if !(1..=99).contains(&phase) {
        return Err(RuleError::Invalid(
            "a marker's phase goes from 1 to 99".into(),
        ));
    }
    if malus > 0 {
        return Err(RuleError::Invalid(
            "a marker carries a malus (0 or less)".into(),
        ));
    }
    let count = state.ladder.of(id).count() as u8;
    if count == 0 {
        return Err(RuleError::Invalid(
            "that combatant has no main action this round".into(),
        ));
    }
    if count >= MAX_MARKERS {
        return Err(RuleError::Invalid(format!(
            "at most {MAX_MARKERS} markers per combatant"
        )));
    }
    let index = state.ladder.of(id).map(|e| e.at.marker).max().unwrap_or(0) + 1;
    Ok(vec![Event::MarkerPlaced {
        entry: LadderEntry {
            at: MarkerRef {
                owner: id,
                marker: index,
            },
            position: phase,
            status: EntryStatus::Waiting,
            malus,
            rushed: false,
            label: Some(format!("attack {}", index + 1)),
        },
    }])
}
