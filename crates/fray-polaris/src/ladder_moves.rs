//! What a combatant does to their place on the ladder during a round: declare, rush,
//! delay and act, lose initiative, set it, add attack markers, be confused
//! (POL-21 to POL-25, POL-27).

use crate::engine::{Batch, Event, RuleError};
use crate::model::{Encounter, EntryStatus, LadderEntry, MarkerRef, Step};
use crate::rules::names::resolve;

use super::options;
use super::turn::{
    DOES_NOTHING, MAX_MARKERS, entry, finish_current, in_round, main_marker, pass_action,
    pass_declaration, start_action,
};

/// `declare WHO INTENT` (POL-21); with `rush`, the action is rushed as by `rush WHO`
/// (POL-23); with `next`, the word passes to the next declarer (or resolution opens), all
/// in the same record. `secret`: as typed, else the default for `who`'s side
/// ([`crate::rules::visibility::declaration_secret`]), written into the event.
pub fn declare(
    state: &Encounter,
    who: &str,
    intent: &str,
    next: bool,
    rush_it: bool,
    secret: Option<bool>,
) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    if state.step != Step::Declaration {
        return Err(RuleError::WrongStep(crate::t!("pol-refuse-declare-step")));
    }
    let intent = crate::rules::common::clean_text(intent, "declaration")?;
    entry(state, main_marker(id))?;
    let mut batch = Batch::new(state);
    let secret = crate::rules::visibility::declaration_secret(state, id, secret);
    batch.push(Event::Declared {
        who: id,
        intent,
        secret,
    });
    if rush_it {
        let rushed = rush(batch.state(), who)?;
        batch.extend(rushed);
    }
    if next {
        pass_declaration(&mut batch);
    }
    Ok(batch.into_events())
}

/// `confused WHO`: does nothing for the rest of the round (POL-27).
pub fn confused(state: &Encounter, who: &str) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    if !matches!(state.step, Step::Declaration | Step::Resolution) {
        return Err(RuleError::WrongStep(crate::t!("pol-refuse-confused-step")));
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
        return Err(RuleError::Invalid(crate::t!("pol-refuse-no-action-left")));
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
        target: None,
        name: DOES_NOTHING.into(),
        value: None,
        expiry: crate::model::Expiry::RoundStart {
            round: state.round.saturating_add(1),
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
        return Err(RuleError::WrongStep(crate::t!("pol-refuse-rush-step")));
    }
    let e = entry(state, main_marker(id))?;
    if e.rushed {
        return Err(RuleError::Invalid(crate::t!("pol-refuse-already-rushed")));
    }
    Ok(vec![
        Event::MarkerMoved {
            at: e.at,
            position: e.position.saturating_add(3),
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
        return Err(RuleError::WrongStep(crate::t!("pol-refuse-everyone-acted")));
    }
    let e = entry(state, main_marker(id))?;
    if matches!(e.status, EntryStatus::Acted | EntryStatus::Skipped) {
        return Err(RuleError::Invalid(crate::t!("pol-refuse-cannot-act")));
    }
    let mut batch = Batch::new(state);
    let was_acting = e.status == EntryStatus::Acting;
    match phase {
        Some(p) if p >= e.position => {
            return Err(RuleError::Invalid(crate::t!(
                "pol-refuse-delay-phase",
                phase = e.position.to_string()
            )));
        }
        Some(p) if p < 1 => return Err(RuleError::Invalid(crate::t!("pol-refuse-phase-min"))),
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
        return Err(RuleError::WrongStep(crate::t!("pol-refuse-act-step")));
    }
    let e = entry(state, main_marker(id))?;
    // A marker skipped for having no phase (initiative 0 or below) may still be made to
    // act: the log warns (POL-19).
    let phaseless = super::turn::skipped_without_phase(state, e.at);
    if !matches!(e.status, EntryStatus::Delayed | EntryStatus::Waiting) && !phaseless {
        return Err(RuleError::Invalid(crate::t!("pol-refuse-act-who")));
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
    super::simultaneous::release_unless_with(&mut batch, Some(e.at));
    if batch.state().ladder.get(e.at).is_some() {
        start_action(&mut batch, e.at);
    } else {
        // Killed by the wounds of the simultaneous actions just done.
        pass_action(&mut batch);
    }
    Ok(batch.into_events())
}

/// `slow WHO N`: a preparation, hesitation or other loss of initiative (POL-21, POL-25).
pub fn slow(state: &Encounter, who: &str, points: i32) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    in_round(state)?;
    if !(1..=30).contains(&points) {
        return Err(RuleError::Invalid(crate::t!("pol-refuse-slow-range")));
    }
    let e = entry(state, main_marker(id))?;
    if matches!(e.status, EntryStatus::Acted | EntryStatus::Acting) {
        return Err(RuleError::Invalid(crate::t!("pol-refuse-action-started")));
    }
    Ok(vec![Event::MarkerMoved {
        at: e.at,
        position: e.position.saturating_sub(points),
    }])
}

/// `init WHO N`: sets current initiative directly.
pub fn set_initiative(state: &Encounter, who: &str, value: i32) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    in_round(state)?;
    if !(-30..=99).contains(&value) {
        return Err(RuleError::Invalid(crate::t!("pol-refuse-init-range")));
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
        return Err(RuleError::WrongStep(crate::t!("pol-refuse-marker-step")));
    }
    if !(1..=99).contains(&phase) {
        return Err(RuleError::Invalid(crate::t!("pol-refuse-marker-phase")));
    }
    if malus > 0 {
        return Err(RuleError::Invalid(crate::t!("pol-refuse-marker-malus")));
    }
    let count = state.ladder.of(id).count() as u8;
    if count == 0 {
        return Err(RuleError::Invalid(crate::t!("pol-refuse-no-main-action")));
    }
    if count >= MAX_MARKERS {
        return Err(RuleError::Invalid(crate::t!(
            "pol-refuse-markers-max",
            max = MAX_MARKERS.to_string()
        )));
    }
    let index = (state.ladder.of(id).map(|e| e.at.marker).max())
        .unwrap_or(0)
        .saturating_add(1);
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
            label: Some(format!("attack {}", u32::from(index) + 1)),
        },
    }])
}
