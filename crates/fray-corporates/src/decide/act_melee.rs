//! What the special situations, melee and damage decisions share: names, facts as events,
//! rolls through the ledger, conditions, and lost actions (COR-08, COR-41).

use crate::engine::{Batch, Dice, EndReason, Event, RuleError};
use crate::model::{CombatantId, Condition, Encounter, EntryStatus, Expiry, MarkerRef};

use super::action::{Request, Taken, take_action};
use crate::rules::names::resolve;

use super::super::fact::CorporatesFact;
use super::super::fact_melee::MeleeFact;
use super::super::ledger::Kind;
use super::super::rolls::{CHECK, Part, PoolRoll, roll_parts, sum};
use super::super::schedule::At;

/// A Corporates fact as an event.
pub fn fact(f: CorporatesFact) -> Event {
    f.into_event()
}

/// The Corporates facts of these events, in order.
pub fn facts_of(events: &[Event]) -> Vec<CorporatesFact> {
    events
        .iter()
        .filter_map(super::super::fact::fact_of)
        .cloned()
        .collect()
}

/// A fact of this family as an event.
pub fn melee(f: MeleeFact) -> Event {
    fact(CorporatesFact::Melee(f))
}

/// The combatant a name gives.
pub fn who(state: &Encounter, name: &str) -> Result<CombatantId, RuleError> {
    resolve(state, name)
}

/// A combatant's name as shown, for refusals.
pub fn shown(state: &Encounter, id: CombatantId) -> String {
    state
        .combatant(id)
        .map_or_else(String::new, |c| c.name.clone())
}

/// The moment now: the turn and the current segment (1 outside segments).
pub fn now(state: &Encounter) -> At {
    At {
        turn: state.round,
        segment: u8::try_from(state.table_counter("segment").clamp(1, 5)).unwrap_or(1),
    }
}

/// Until the end of this turn (COR-32, COR-35).
pub fn turn_end(state: &Encounter) -> Expiry {
    Expiry::RoundStart {
        round: state.round + 1,
    }
}

/// A stat counted in dice, with a default when the sheet lacks it.
pub fn stat_or(state: &Encounter, id: CombatantId, stat: &str, default: i32) -> u32 {
    let value = state
        .combatant(id)
        .and_then(|c| c.stats.get(stat).copied())
        .unwrap_or(default);
    u32::try_from(value.max(0)).unwrap_or(0)
}

/// A skill's level, 0 when the sheet lacks it.
pub fn skill(state: &Encounter, id: CombatantId, name: &str) -> i32 {
    state
        .combatant(id)
        .and_then(|c| c.skills.get(name))
        .map_or(0, crate::model::Skill::total)
}

/// A condition's value on a combatant (any target), if they have it.
pub fn condition(state: &Encounter, id: CombatantId, name: &str) -> Option<i32> {
    state.combatant(id).and_then(|c| {
        c.conditions
            .iter()
            .find(|k| k.name.eq_ignore_ascii_case(name))
            .map(|k| k.value.unwrap_or(0))
    })
}

/// Puts a condition on a combatant.
pub fn add(
    batch: &mut Batch,
    who: CombatantId,
    name: &str,
    value: Option<i32>,
    target: Option<CombatantId>,
    expiry: Expiry,
) {
    batch.push(Event::ConditionAdded {
        who,
        condition: Condition {
            name: name.into(),
            value,
            expiry,
            target,
        },
    });
}

/// Ends a condition when the combatant has it.
pub fn end(batch: &mut Batch, who: CombatantId, name: &str, target: Option<CombatantId>) {
    let has = batch
        .state()
        .combatant(who)
        .is_some_and(|c| c.conditions.iter().any(|k| k.is(name, target)));
    if has {
        batch.push(Event::ConditionEnded {
            who,
            name: name.into(),
            reason: EndReason::Removed,
            target,
        });
    }
}

/// Ends every condition of that name on a combatant, whatever its target.
pub fn end_all(batch: &mut Batch, who: CombatantId, name: &str) {
    let targets: Vec<Option<CombatantId>> = batch
        .state()
        .combatant(who)
        .map(|c| {
            c.conditions
                .iter()
                .filter(|k| k.name.eq_ignore_ascii_case(name))
                .map(|k| k.target)
                .collect()
        })
        .unwrap_or_default();
    for target in targets {
        end(batch, who, name, target);
    }
}

/// Sets a combatant's counter.
pub fn set_counter(batch: &mut Batch, who: CombatantId, name: &str, value: i32) {
    batch.push(Event::CounterSet {
        who,
        name: name.into(),
        value,
    });
}

/// A counter's value now.
pub fn counter(batch: &Batch, who: CombatantId, name: &str) -> i32 {
    batch.state().combatant(who).map_or(0, |c| c.counter(name))
}

/// The victim's next `n` waiting declared actions lost (COR-41, COR-36, COR-38): marked
/// Lost on the ladder, earliest first; those the turn no longer holds stay as the
/// `loses-actions` condition for the next. Returns how many were marked.
pub fn lose_actions(batch: &mut Batch, who: CombatantId, n: u8) -> u8 {
    let now = i32::from(now(batch.state()).segment);
    let mut waiting: Vec<(i32, MarkerRef)> = batch
        .state()
        .ladder
        .of(who)
        .filter(|e| !e.rushed && e.status == EntryStatus::Waiting && e.position >= now)
        .map(|e| (e.position, e.at))
        .collect();
    waiting.sort();
    let marked = waiting.len().min(usize::from(n));
    for (_, at) in waiting.into_iter().take(marked) {
        batch.push(Event::MarkerStatus {
            at,
            status: EntryStatus::Lost,
        });
    }
    let marked = u8::try_from(marked).unwrap_or(n);
    let rest = n - marked;
    if rest > 0 {
        let before = condition(batch.state(), who, "loses-actions").unwrap_or(0);
        add(
            batch,
            who,
            "loses-actions",
            Some(before + i32::from(rest)),
            None,
            Expiry::Manual,
        );
    }
    marked
}

/// Takes an action through the ledger (COR-08, `take_action`): the marker due consumed or
/// the undeclared action counted, the `Acted` fact written with the malus term by term;
/// no roll of its own. `label` names it on the marker.
pub fn act(
    batch: &mut Batch,
    dice: &mut dyn Dice,
    who: CombatantId,
    kind: Kind,
    label: &str,
) -> Result<Taken, RuleError> {
    let mut req = Request::new(who, kind, 0);
    req.roll = false;
    req.label = Some(label.into());
    take_action(batch, &req, dice)
}

/// An action roll: the ledger's dice of the check slot plus the bonus `parts` add up to,
/// less a startle malus (COR-07) and the other points off, each kept by name; the action
/// taken as [`act`] does.
#[allow(clippy::too_many_arguments)]
pub fn action_roll(
    batch: &mut Batch,
    dice: &mut dyn Dice,
    who: CombatantId,
    kind: Kind,
    pool: u32,
    parts: Vec<Part>,
    confidence: u32,
    double: bool,
    label: &str,
) -> Result<PoolRoll, RuleError> {
    let mut req = Request::new(who, kind, pool);
    req.roll = false;
    req.confidence = confidence;
    req.double = double;
    req.bonus = sum(&parts);
    req.label = Some(label.into());
    // `take_action` named `who` to the dice and rolled nothing.
    let taken = take_action(batch, &req, dice)?;
    let mut parts = parts;
    parts.extend(taken.flat_parts);
    Ok(roll_parts(dice, CHECK, taken.dice, parts))
}
