//! `decide` for the time family (COR-01 to COR-12): one arm per command, each delegating to
//! the file of its job (`declare.rs`, `react.rs`, this file for actions, long actions,
//! delays and confidence points).

use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::{Condition, Encounter, EntryStatus, Expiry, Step};
use crate::rules::names::{display, resolve};

use super::super::command::{Ask, How, TimeCommand as T};
use super::super::conditions::{CONFIDENCE, LONG};
use super::super::fact::CorporatesFact;
use super::super::ledger::Kind;
use super::super::schedule::{At, SEGMENTS};
use super::super::text::refuse;
use super::action::{Request, able, take_action};
use super::ledger::segment;

/// Decides a command of the time family.
pub fn decide(
    state: &Encounter,
    command: &T,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    match command {
        T::Declare { who, count, force } => super::declare::declare(state, who, *count, *force),
        T::Act { who, how, ask } => act(state, who, *how, ask, dice),
        T::Long { who, label } => long(state, who, label),
        T::Delay { who, by } => delay(state, who, *by),
        T::Startle {
            who,
            difficulty,
            dice: n,
            bonus,
            freeze,
        } => super::react::startle(state, who, *difficulty, (*n, *bonus), *freeze, dice),
        T::Survival {
            who,
            difficulty,
            dice: n,
            bonus,
        } => super::react::survival(state, who, *difficulty, (*n, *bonus), dice),
        T::Priority {
            first,
            second,
            surprise,
            reroll,
        } => super::react::priority(state, first, second, surprise.as_ref(), *reroll, dice),
        T::Confidence { who, points } => confidence(state, who, *points),
    }
}

/// `act`, `quick`, `innate`: an action now through [`take_action`], rolling when the GM
/// named dice (`with KEY`, `dice N`).
fn act(
    state: &Encounter,
    who: &str,
    how: How,
    ask: &Ask,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let c = state
        .combatant(id)
        .ok_or_else(|| refuse("cor-refuse-no-one", &[]))?;
    let pool = super::sheet::action_pool(c, ask)?;
    let kind = match how {
        How::Declared => Kind::Declared,
        How::Instead => Kind::Substitute,
        How::Undeclared => Kind::Undeclared,
        How::Innate => Kind::Innate,
    };
    let (n, bonus) = pool.unwrap_or((0, 0));
    let mut req = Request::new(id, kind, n);
    req.bonus = bonus;
    req.parts = super::sheet::action_parts(c, ask);
    req.confidence = ask.confidence;
    req.double = ask.double;
    req.label.clone_from(&ask.what);
    req.difficulty = ask.vs;
    req.gm_malus = ask.malus;
    req.roll = pool.is_some();
    let mut batch = Batch::new(state);
    take_action(&mut batch, &req, dice)?;
    Ok(batch.into_events())
}

/// `long WHO LABEL`: a long action begins in this segment (COR-10); until a turn's start
/// or survival mode ends it, the character takes no other action but innate ones.
fn long(state: &Encounter, who: &str, label: &str) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let seg = segment(state);
    if state.step != Step::Resolution || seg == 0 {
        return Err(refuse("cor-refuse-not-in-segment", &[]));
    }
    able(state, id)?;
    let label = crate::rules::common::clean_text(label, "label")?;
    if state.combatant(id).is_some_and(|c| c.has_condition(LONG)) {
        return Err(refuse(
            "cor-refuse-long-already",
            &[("who", display(state, id).into())],
        ));
    }
    Ok(vec![
        Event::ConditionAdded {
            who: id,
            condition: Condition {
                name: LONG.into(),
                value: Some(i32::from(seg)),
                expiry: Expiry::Manual,
                target: None,
            },
        },
        CorporatesFact::LongBegun {
            who: id,
            label,
            at: At {
                turn: state.round,
                segment: seg,
            },
        }
        .into_event(),
    ])
}

/// `delay WHO N` (COR-05): the next declared action still waiting and every later one N
/// segments later; those past segment 5 are lost.
fn delay(state: &Encounter, who: &str, by: u8) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    if !matches!(state.step, Step::Resolution | Step::Declaration) {
        return Err(refuse("cor-refuse-not-in-segment", &[]));
    }
    if by == 0 {
        return Err(refuse("cor-refuse-delay-zero", &[]));
    }
    let mut waiting: Vec<_> = state
        .ladder
        .entries
        .iter()
        .filter(|e| e.at.owner == id && !e.rushed && e.status == EntryStatus::Waiting)
        .collect();
    if waiting.is_empty() {
        return Err(refuse("cor-refuse-nothing-to-delay", &[]));
    }
    waiting.sort_by_key(|e| e.position);
    let mut events = Vec::new();
    let mut lost = 0u8;
    for e in waiting {
        let position = e.position.saturating_add(i32::from(by));
        events.push(Event::MarkerMoved { at: e.at, position });
        if position > i32::from(SEGMENTS) {
            events.push(Event::MarkerStatus {
                at: e.at,
                status: EntryStatus::Lost,
            });
            lost = lost.saturating_add(1);
        }
    }
    events.push(CorporatesFact::Delayed { who: id, by, lost }.into_event());
    Ok(events)
}

/// `confidence WHO [N]` (COR-08, COR-OP-21): the points left, within the sheet's
/// `confidence` when it has one; without N, back to the sheet's.
fn confidence(state: &Encounter, who: &str, points: Option<u32>) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let c = state
        .combatant(id)
        .ok_or_else(|| refuse("cor-refuse-no-one", &[]))?;
    let max = c.stats.get(CONFIDENCE).map(|&n| n.max(0));
    let value = match (points, max) {
        (Some(p), Some(m)) if i64::from(p) > i64::from(m) => {
            return Err(refuse(
                "cor-refuse-confidence-max",
                &[("who", display(state, id).into()), ("max", m.into())],
            ));
        }
        (Some(p), _) => i32::try_from(p).unwrap_or(i32::MAX),
        (None, Some(m)) => m,
        (None, None) => {
            return Err(refuse(
                "cor-refuse-confidence-sheet",
                &[("who", display(state, id).into())],
            ));
        }
    };
    Ok(vec![Event::CounterSet {
        who: id,
        name: CONFIDENCE.into(),
        value,
    }])
}
