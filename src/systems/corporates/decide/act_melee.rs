//! What the special situations, melee and damage decisions share: names, facts as events,
//! rolls through the ledger, conditions, and lost actions (COR-08, COR-41).

use crate::engine::{Batch, Dice, EndReason, Event, RuleError};
use crate::model::{CombatantId, Condition, Encounter, EntryStatus, Expiry, MarkerRef};
use crate::rules::names::resolve;

use super::super::fact::CorporatesFact;
use super::super::fact_melee::MeleeFact;
use super::super::ledger::{Kind, Malus, dice as floor_dice};
use super::super::rolls::{CHECK, PoolRoll, roll};
use super::super::schedule::{At, declared_malus};

/// A Corporates fact as an event.
pub fn fact(f: CorporatesFact) -> Event {
    Event::OpposedSettled {
        winner: None,
        note: format!("{TAG}{}", serde_json::to_string(&f).unwrap_or_default()),
    }
}

const TAG: &str = "corporates:";

/// The Corporates facts of these events, in order.
pub fn facts_of(events: &[Event]) -> Vec<CorporatesFact> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::OpposedSettled { note, .. } => note
                .strip_prefix(TAG)
                .and_then(|json| serde_json::from_str(json).ok()),
            _ => None,
        })
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
        .filter(|e| e.status == EntryStatus::Waiting && e.position >= now)
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

/// The dice an action rolls after the ledger (COR-08): the malus term by term and the dice
/// left; the action noted (a declared one's marker acted, an undeclared one counted) and
/// its `Acted` fact written.
pub fn act(
    batch: &mut Batch,
    who: CombatantId,
    kind: Kind,
    pool: u32,
    confidence: u32,
    double: bool,
) -> (Malus, u32) {
    let state = batch.state();
    let at = now(state);
    let declared = u8::try_from(state.ladder.of(who).count().min(5)).unwrap_or(5);
    let mut situational = 0_i32;
    if condition(state, who, "unbalanced").is_some() {
        situational += 1;
    }
    situational += condition(state, who, "grappled").unwrap_or(0).max(0);
    let malus = if kind == Kind::Innate {
        Malus::default()
    } else {
        Malus {
            declared: declared_malus(declared),
            undeclared: u8::try_from(state.combatant(who).map_or(0, |c| c.counter("undeclared")))
                .unwrap_or(0),
            double: if double {
                1 + super::super::options::double_malus(state)
            } else {
                0
            },
            situational: u8::try_from(situational).unwrap_or(u8::MAX),
        }
    };
    let adds = super::super::options::confidence_adds(state);
    let dice = floor_dice(pool, malus.total(), confidence, adds);
    match kind {
        Kind::Declared => {
            let due = state
                .ladder
                .of(who)
                .find(|e| e.status == EntryStatus::Waiting && e.position == i32::from(at.segment))
                .map(|e| e.at);
            if let Some(at) = due {
                batch.push(Event::MarkerStatus {
                    at,
                    status: EntryStatus::Acted,
                });
            }
        }
        Kind::Undeclared => {
            let n = counter(batch, who, "undeclared");
            set_counter(batch, who, "undeclared", n + 1);
        }
        _ => {}
    }
    if confidence > 0 {
        let left = counter(batch, who, "confidence");
        set_counter(
            batch,
            who,
            "confidence",
            left - i32::try_from(confidence).unwrap_or(0),
        );
    }
    batch.push(fact(CorporatesFact::Acted {
        who,
        kind,
        at,
        malus,
        dice,
        confidence,
    }));
    (malus, dice)
}

/// An action roll: the ledger's dice of the check slot plus the bonus.
#[allow(clippy::too_many_arguments)]
pub fn action_roll(
    batch: &mut Batch,
    dice: &mut dyn Dice,
    who: CombatantId,
    kind: Kind,
    pool: u32,
    bonus: i32,
    confidence: u32,
    double: bool,
) -> PoolRoll {
    let (_, count) = act(batch, who, kind, pool, confidence, double);
    roll(dice, CHECK, count, bonus, false)
}

/// Refuses when the combatant has fewer confidence points than spent (COR-OP-21).
pub fn check_confidence(state: &Encounter, who: CombatantId, spent: u8) -> Result<(), RuleError> {
    let left = state.combatant(who).map_or(0, |c| c.counter("confidence"));
    if i32::from(spent) > left {
        return Err(super::super::text::refuse(
            "cor-melee-refuse-confidence",
            &[("left", left.into()), ("spent", i32::from(spent).into())],
        ));
    }
    Ok(())
}
