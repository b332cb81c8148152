//! The turn (COR-01, COR-03, COR-11): `start` clears the last turn's ledger, makes
//! everyone still in the fight roll the reaction roll and opens the announcements
//! (`Step::Declaration`, lowest roll first); a character in survival mode counts as 5
//! declared at once. `next` closes a segment (a declared action not taken in it is lost,
//! the per-segment conditions end) and opens the next one, `RoundEnd` after segment 5.

use crate::engine::{Batch, Dice, EndReason, Event, RuleError};
use crate::model::{Condition, EntryStatus, Expiry, Initiative, LadderEntry, MarkerRef, Step};
use crate::rules::expiry::{Moment, expire};

use super::super::conditions::{
    DISENGAGING, DODGE, DODGE_FUMBLED, FALLING, LEG_DODGES, NO_REACTION, SEGMENT, SURVIVAL,
    UNDECLARED,
};
use super::super::fact::CorporatesFact;
use super::super::rolls::{REACTION, roll_parts};
use super::super::schedule::{At, SEGMENTS};
use super::super::text::refuse;
use super::ledger::segment;
use super::sheet::{alive, reaction_pool};

/// Sets the `segment` table counter when it changes.
pub fn set_segment(batch: &mut Batch, segment: u8) {
    if batch.state().table_counter(SEGMENT) != i32::from(segment) {
        batch.push(Event::TableCounterSet {
            name: SEGMENT.into(),
            value: i32::from(segment),
        });
    }
}

/// `start`: the first turn, or the next once a turn has ended.
pub fn start(
    state: &crate::model::Encounter,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let round = match state.step {
        Step::Setup => 1,
        Step::RoundEnd => state.round.saturating_add(1),
        Step::Declaration | Step::Resolution => {
            return Err(RuleError::WrongStep(crate::t!(
                "cor-refuse-turn-under-way",
                turn = state.round
            )));
        }
        Step::Ended => return Err(RuleError::WrongStep(crate::t!("cor-refuse-fight-over"))),
    };
    if state.combatants.is_empty() {
        return Err(refuse("cor-refuse-no-combatants", &[]));
    }
    let mut batch = Batch::new(state);
    batch.push(Event::RoundStarted { round });
    batch.push(Event::StepChanged {
        step: Step::Declaration,
    });
    set_segment(&mut batch, 0);
    let ends = expire(batch.state(), Moment::RoundStart(round));
    batch.extend(ends);
    clear_ledger(&mut batch);
    let rolling: Vec<_> = alive(batch.state()).map(|c| c.id).collect();
    for who in rolling {
        let Some(c) = batch.state().combatant(who) else {
            continue;
        };
        let (n, bonus) = reaction_pool(c, None, 0);
        let parts = super::sheet::reaction_parts(c, 0);
        dice.for_whom(&c.name);
        let r = roll_parts(dice, REACTION, n, parts);
        batch.push(Event::InitiativeSet {
            who,
            initiative: Some(Initiative {
                score: r.total,
                dice: r
                    .dice
                    .iter()
                    .map(|&d| i32::try_from(d).unwrap_or(0))
                    .collect(),
                bonus,
                round,
            }),
        });
        batch.push(
            CorporatesFact::Reacted {
                who,
                roll: r,
                at: At {
                    turn: round,
                    segment: 0,
                },
            }
            .into_event(),
        );
    }
    super::declare::survivors_declare(&mut batch);
    super::declare::open_segments_when_all_declared(&mut batch);
    Ok(batch.into_events())
}

/// The last turn's undeclared counts back to 0 (COR-06, COR-08), and survival mode that
/// takes effect at this turn's first segment (a failed switch in segment 5) written as 1.
fn clear_ledger(batch: &mut Batch) {
    let mut events = Vec::new();
    for c in &batch.state().combatants {
        for name in [UNDECLARED, LEG_DODGES] {
            if c.counter(name) != 0 {
                events.push(Event::CounterSet {
                    who: c.id,
                    name: name.into(),
                    value: 0,
                });
            }
        }
        if let Some(k) = c
            .conditions
            .iter()
            .find(|k| k.is(SURVIVAL, None) && k.value.unwrap_or(0) > i32::from(SEGMENTS))
        {
            events.push(Event::ConditionAdded {
                who: c.id,
                condition: Condition {
                    value: Some(1),
                    ..k.clone()
                },
            });
        }
    }
    batch.extend(events);
}

/// `next`: the next segment, the turn's end after segment 5; before a turn, `start`.
pub fn next(state: &crate::model::Encounter, dice: &mut dyn Dice) -> Result<Vec<Event>, RuleError> {
    match state.step {
        Step::Setup | Step::RoundEnd => return start(state, dice),
        Step::Ended => return Err(RuleError::WrongStep(crate::t!("cor-refuse-fight-over"))),
        Step::Declaration => {
            // Whoever was still to announce left the fight (removed, down): the segments
            // begin without them.
            let Some(id) = super::declare::announcing(state) else {
                let mut batch = Batch::new(state);
                super::declare::open_segments_when_all_declared(&mut batch);
                return Ok(batch.into_events());
            };
            return Err(RuleError::WrongStep(crate::t!(
                "cor-refuse-still-declaring",
                who = crate::rules::names::display(state, id)
            )));
        }
        Step::Resolution => {}
    }
    let now = segment(state).max(1);
    let mut batch = Batch::new(state);
    let unused: Vec<MarkerRef> = state
        .ladder
        .entries
        .iter()
        .filter(|e| !e.rushed && e.position <= i32::from(now) && e.status == EntryStatus::Waiting)
        .map(|e| e.at)
        .collect();
    for at in unused {
        batch.push(Event::MarkerStatus {
            at,
            status: EntryStatus::Lost,
        });
    }
    end_per_segment(&mut batch);
    if now >= SEGMENTS {
        set_segment(&mut batch, 0);
        batch.push(Event::StepChanged {
            step: Step::RoundEnd,
        });
    } else {
        set_segment(&mut batch, now + 1);
    }
    Ok(batch.into_events())
}

/// The conditions that last one segment end: this segment's dodge roll (fumbled or not),
/// no reaction (COR-07, COR-32) and a disengagement, whose +5 is only for an opponent
/// acting in that segment (COR-33); a falling body has fallen one more segment (COR-26), so a shot's
/// falling term follows the fall.
fn end_per_segment(batch: &mut Batch) {
    let mut events = Vec::new();
    for c in &batch.state().combatants {
        for k in &c.conditions {
            if k.name == FALLING
                && let Some(n) = k.value
            {
                events.push(Event::ConditionAdded {
                    who: c.id,
                    condition: Condition {
                        value: Some(n.saturating_add(1)),
                        ..k.clone()
                    },
                });
            }
            if [DODGE, DODGE_FUMBLED, NO_REACTION, DISENGAGING].contains(&k.name.as_str()) {
                events.push(Event::ConditionEnded {
                    who: c.id,
                    name: k.name.clone(),
                    reason: EndReason::Expired,
                    target: k.target,
                });
            }
        }
    }
    batch.extend(events);
}

/// `end`: the fight is over.
pub fn end(state: &crate::model::Encounter) -> Result<Vec<Event>, RuleError> {
    if state.step == Step::Ended {
        return Err(RuleError::WrongStep(crate::t!("cor-refuse-fight-over")));
    }
    Ok(vec![Event::FightEnded])
}

/// A waiting marker of `who` at `segment`, numbered after their others.
pub fn marker(
    state: &crate::model::Encounter,
    who: crate::model::CombatantId,
    segment: u8,
) -> LadderEntry {
    let next = state
        .ladder
        .entries
        .iter()
        .filter(|e| e.at.owner == who)
        .map(|e| e.at.marker.saturating_add(1))
        .max()
        .unwrap_or(0);
    LadderEntry {
        at: MarkerRef {
            owner: who,
            marker: next,
        },
        position: i32::from(segment),
        status: EntryStatus::Waiting,
        malus: 0,
        rushed: false,
        label: None,
    }
}

/// The expiry of a condition lasting to the end of this turn.
pub fn to_turn_end(state: &crate::model::Encounter) -> Expiry {
    Expiry::RoundStart {
        round: state.round.saturating_add(1),
    }
}
