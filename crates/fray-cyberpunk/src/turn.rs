//! The round (CPI-01): start (initiative rolled every round, or once per combat; slots
//! placed; death saves due), resolution from the highest slot down, round end.

use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::{CombatantId, Encounter, EntryStatus, Step};
use crate::rules::expiry::{Moment, expire};

use super::initiative::roll;
use super::ladder::{break_ties, is_dead, pass_turn, place};
use super::weapon::FIRED;
use super::{body, options, slots, text};

fn refuse(key: &str, state: &Encounter) -> RuleError {
    let round = state.round.to_string();
    RuleError::WrongStep(match key {
        "over" => crate::t!("cpi-refuse-fight-over"),
        "none" => crate::t!("cpi-refuse-no-combatants"),
        _ => crate::t!("cpi-refuse-round-under-way", round = round),
    })
}

/// `start`: the fight's first round, or the next once the round has ended.
pub fn start(state: &Encounter, dice: &mut dyn Dice) -> Result<Vec<Event>, RuleError> {
    let round = match state.step {
        Step::Setup => 1,
        Step::RoundEnd => state.round.saturating_add(1),
        Step::Declaration | Step::Resolution => return Err(refuse("under-way", state)),
        Step::Ended => return Err(refuse("over", state)),
    };
    if state.combatants.is_empty() {
        return Err(refuse("none", state));
    }
    let mut batch = Batch::new(state);
    batch.push(Event::RoundStarted { round });
    batch.push(Event::StepChanged {
        step: Step::Declaration,
    });
    let ends = expire(batch.state(), Moment::RoundStart(round));
    batch.extend(ends);
    reset_round(&mut batch);
    body::round_start(&mut batch);
    let once = options::once_per_combat(state);
    let living: Vec<CombatantId> = batch
        .state()
        .combatants
        .iter()
        .filter(|c| !is_dead(batch.state(), c.id))
        .map(|c| c.id)
        .collect();
    for who in living {
        let has = batch
            .state()
            .combatant(who)
            .is_some_and(|c| c.initiative.is_some());
        if !once || !has {
            roll(&mut batch, who, 0, false, dice);
        }
        let Some(c) = batch.state().combatant(who) else {
            continue;
        };
        let score = c.initiative.as_ref().map_or(0, |i| i.score);
        let wanted = u8::try_from(c.counter(text::CHOSEN).max(1)).unwrap_or(1);
        let count = wanted.min(slots::max_actions(score));
        place(&mut batch, who, count);
    }
    break_ties(&mut batch, dice);
    Ok(batch.into_events())
}

/// Per-round bookkeeping back to zero: actions spent, metres run, bullets fired.
fn reset_round(batch: &mut Batch) {
    let mut events = Vec::new();
    for c in &batch.state().combatants {
        for counter in [text::SPENT, text::RUN] {
            if c.counter(counter) != 0 {
                events.push(Event::CounterSet {
                    who: c.id,
                    name: counter.into(),
                    value: 0,
                });
            }
        }
        for g in c.gear.iter().filter(|g| g.value(FIRED).is_some()) {
            events.push(Event::GearValueSet {
                who: c.id,
                key: g.key.clone(),
                name: FIRED.into(),
                value: None,
            });
        }
    }
    batch.extend(events);
}

/// `next`: the resolution begins, the next slot acts, or the round ends.
pub fn next(state: &Encounter, dice: &mut dyn Dice) -> Result<Vec<Event>, RuleError> {
    let mut batch = Batch::new(state);
    match state.step {
        Step::Setup | Step::RoundEnd => return start(state, dice),
        Step::Ended => return Err(refuse("over", state)),
        Step::Declaration => batch.push(Event::StepChanged {
            step: Step::Resolution,
        }),
        Step::Resolution => {
            if let Some(at) = state.current {
                if state.ladder.get(at).map(|e| e.status) == Some(EntryStatus::Acting) {
                    batch.push(Event::MarkerStatus {
                        at,
                        status: EntryStatus::Acted,
                    });
                }
                let ends = expire(batch.state(), Moment::ActionEnd(at.owner));
                batch.extend(ends);
            }
        }
    }
    if !pass_turn(&mut batch) {
        batch.push(Event::TurnPassed { to: None });
        batch.push(Event::StepChanged {
            step: Step::RoundEnd,
        });
    }
    Ok(batch.into_events())
}

/// `end`: the fight is over.
pub fn end(state: &Encounter) -> Result<Vec<Event>, RuleError> {
    if state.step == Step::Ended {
        return Err(refuse("over", state));
    }
    Ok(vec![Event::FightEnded])
}
