//! Announcing declared counts (COR-03, COR-04): in the order of the turn's reaction rolls,
//! lowest first (COR-OP-02), one marker per declared action at its COR-04 segment. A
//! character in survival mode announces 5 at once (COR-11); one who must lose actions
//! (`loses-actions`) loses their first ones (COR-36, COR-38, COR-41); a stunned one may
//! only announce 0. Once everyone still in the fight has announced, segment 1 begins.

use crate::engine::{Batch, EndReason, Event, RuleError};
use crate::model::{CombatantId, Condition, Encounter, EntryStatus, LadderEntry, MarkerRef, Step};
use crate::rules::names::display;

use super::super::conditions::{LONG, LOSES_ACTIONS, STUNNED};
use super::super::fact::CorporatesFact;
use super::super::options;
use super::super::schedule::{MAX_DECLARED, declared_malus};
use super::super::survival::announcement_order;
use super::super::text::{self, refuse};
use super::ledger::in_survival;
use super::sheet::alive;
use super::turn::set_segment;

/// Who announces next: the first in the announcement order who has not announced.
pub fn announcing(state: &Encounter) -> Option<CombatantId> {
    order(state).into_iter().next()
}

/// Those still to announce, in the announcement order (COR-03, COR-OP-02).
pub fn order(state: &Encounter) -> Vec<CombatantId> {
    let rolls: Vec<(CombatantId, i32)> = alive(state)
        .filter(|c| c.declaration.is_none())
        .map(|c| (c.id, c.initiative.as_ref().map_or(0, |i| i.score)))
        .collect();
    announcement_order(&rolls, options::highest_first(state))
}

/// `declare WHO N [force]`.
pub fn declare(
    state: &Encounter,
    who: &str,
    count: u8,
    force: bool,
) -> Result<Vec<Event>, RuleError> {
    if state.step != Step::Declaration {
        return Err(RuleError::WrongStep(crate::t!("cor-refuse-not-declaring")));
    }
    let id = crate::rules::names::resolve(state, who)?;
    let name = display(state, id);
    let c = state
        .combatant(id)
        .ok_or_else(|| refuse("cor-refuse-no-one", &[]))?;
    if c.declaration.is_some() {
        return Err(refuse(
            "cor-refuse-declared-already",
            &[("who", name.as_str().into())],
        ));
    }
    if super::sheet::out(c) {
        super::action::able(state, id)?;
    }
    if count > 0 && c.has_condition(STUNNED) {
        return Err(refuse(
            "cor-refuse-stunned",
            &[("who", name.as_str().into())],
        ));
    }
    let segments = text::declare(count)?;
    let waiting = order(state);
    if !force && let Some(&first) = waiting.first().filter(|&&first| first != id) {
        return Err(refuse(
            "cor-refuse-not-your-turn",
            &[
                ("who", name.as_str().into()),
                ("first", display(state, first).into()),
            ],
        ));
    }
    let mut batch = Batch::new(state);
    let segments: Vec<u8> = segments.actions.iter().map(|p| p.segment).collect();
    announce(&mut batch, id, &segments, force);
    // An announcement changes no one's place in the order nor who is in the fight: the
    // next to announce is the first other one still waiting before it.
    open_segments_or_name(&mut batch, waiting.into_iter().find(|&other| other != id));
    Ok(batch.into_events())
}

/// Writes `who`'s announcement: the shared declaration (the count), a marker per segment
/// and the fact; the first markers lost to `loses-actions`, a long action stopped by any
/// declared action (COR-10: a turn's start may interrupt it).
pub fn announce(batch: &mut Batch, who: CombatantId, segments: &[u8], forced: bool) {
    let count = u8::try_from(segments.len()).unwrap_or(MAX_DECLARED);
    // Read before the first push, which changes neither condition: reading after it would
    // make the batch copy its state.
    let (to_lose, long) = batch.state().combatant(who).map_or((0, false), |c| {
        (
            c.conditions
                .iter()
                .find(|k| k.is(LOSES_ACTIONS, None))
                .map_or(0, |k| {
                    usize::try_from(k.value.unwrap_or(1).max(0)).unwrap_or(0)
                }),
            c.has_condition(LONG),
        )
    });
    batch.push(Event::Declared {
        who,
        intent: count.to_string(),
        secret: false,
    });
    for (i, &segment) in segments.iter().enumerate() {
        batch.push(Event::MarkerPlaced {
            entry: LadderEntry {
                at: MarkerRef {
                    owner: who,
                    marker: u8::try_from(i).unwrap_or(0),
                },
                position: i32::from(segment),
                status: if i < to_lose {
                    EntryStatus::Lost
                } else {
                    EntryStatus::Waiting
                },
                malus: i32::from(declared_malus(count)),
                rushed: false,
                label: None,
            },
        });
    }
    batch.push(
        CorporatesFact::Declared {
            who,
            count,
            segments: segments.to_vec(),
            forced,
        }
        .into_event(),
    );
    if to_lose > 0 {
        lose(batch, who, to_lose, segments.len());
    }
    if long && count > 0 {
        batch.push(Event::ConditionEnded {
            who,
            name: LONG.into(),
            reason: EndReason::Removed,
            target: None,
        });
    }
}

/// `loses-actions` less the actions lost now (ended at 0).
fn lose(batch: &mut Batch, who: CombatantId, owed: usize, declared: usize) {
    let Some(k) = batch
        .state()
        .combatant(who)
        .and_then(|c| c.conditions.iter().find(|k| k.is(LOSES_ACTIONS, None)))
        .cloned()
    else {
        return;
    };
    let left = owed.saturating_sub(declared);
    if left == 0 {
        batch.push(Event::ConditionEnded {
            who,
            name: LOSES_ACTIONS.into(),
            reason: EndReason::Removed,
            target: None,
        });
    } else {
        batch.push(Event::ConditionAdded {
            who,
            condition: Condition {
                value: Some(i32::try_from(left).unwrap_or(i32::MAX)),
                ..k
            },
        });
    }
}

/// Everyone in survival mode from the turn's first segment announces 5 (COR-11).
pub fn survivors_declare(batch: &mut Batch) {
    let survivors: Vec<CombatantId> = alive(batch.state())
        .filter(|c| c.declaration.is_none() && in_survival(batch.state(), c.id))
        .map(|c| c.id)
        .collect();
    for who in survivors {
        announce(batch, who, &[1, 2, 3, 4, 5], false);
    }
}

/// Says who announces next in the order, or, once everyone still in the fight has announced, begins segment 1.
pub fn open_segments_when_all_declared(batch: &mut Batch) {
    if batch.state().step != Step::Declaration {
        return;
    }
    let next = announcing(batch.state());
    open_segments_or_name(batch, next);
}

/// Names `next` as the one who announces next, or, when no one is left to announce,
/// begins segment 1 (the step being the announcements').
fn open_segments_or_name(batch: &mut Batch, next: Option<CombatantId>) {
    match next {
        Some(who) => batch.push(CorporatesFact::Announces { who }.into_event()),
        None => {
            batch.push(Event::StepChanged {
                step: Step::Resolution,
            });
            set_segment(batch, 1);
        }
    }
}
