//! Spending actions (CPI-06): an action is taken at the combatant's own slot, the one
//! acting now (« Il va donc agir à 33, 23 et 13. »), and one that costs more goes on into
//! his next slots; acting elsewhere is refused (a delay waits; option `out-of-slot`,
//! CPI-OP-14). The next action after a vehicle left in a hurry may take twice its time
//! (CPI-06); any action but aiming resets the aim (CPI-OP-07).

use crate::engine::{Batch, EndReason, Event, RuleError};
use crate::model::{CombatantId, Encounter, EntryStatus, Expiry, LadderEntry, Step};

use super::fact::CyberFact;
use super::ladder::{own, usable};
use super::text;

/// What an action is, for its cost and the aim.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A shot: resets the aim itself.
    Shot,
    /// Aiming: keeps the aim.
    Aim,
    /// Running.
    Run,
    /// Anything else.
    Other,
}

/// Where an action was taken: the multi-action penalty of its slot and the slot's score
/// (none outside a round), and the actions it took.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spent {
    /// The multi-action penalty of the slot (0 outside a round).
    pub malus: i32,
    /// The score of the slot it was taken at.
    pub at: Option<i32>,
    /// The actions it took (twice the cost after a vehicle left in double time).
    pub actions: u8,
}

/// Whether a condition set for "the next action" applies now: it is armed when set and
/// made to apply when its owner's next slot comes (ending with that action).
pub fn applies(state: &Encounter, who: CombatantId, name: &str) -> bool {
    state.combatant(who).is_some_and(|c| {
        c.conditions
            .iter()
            .any(|k| k.name == name && matches!(k.expiry, Expiry::ActionEnd { .. }))
    })
}

/// The slots an action of `cost` takes: the acting slot of `who` and his next ones;
/// refused when another's slot is acting, when he already acted at it, or when too few
/// are left. Option `out-of-slot next-slot`: his next usable slots, wherever the round is.
fn slots_for<'a>(
    state: &'a Encounter,
    who: CombatantId,
    name: &str,
    cost: u8,
) -> Result<Vec<&'a LadderEntry>, RuleError> {
    let mut left: Vec<&LadderEntry> = own(state, who).into_iter().filter(|e| usable(e)).collect();
    let loose = state.option_is("out-of-slot", "next-slot");
    if loose {
        left.sort_by_key(|e| (e.status != EntryStatus::Acting, e.at.marker));
    } else {
        let Some(next) = left.first().map(|e| e.position) else {
            return Err(text::invalid(crate::t!("cpi-refuse-no-slot", who = name)));
        };
        let current = state.current.and_then(|at| state.ladder.get(at));
        match current {
            Some(e) if e.at.owner == who && e.status == EntryStatus::Acting => {
                let from = e.at.marker;
                left.retain(|s| s.at.marker >= from);
            }
            Some(e) if e.at.owner == who => {
                return Err(text::invalid(crate::t!(
                    "cpi-refuse-acted-at",
                    who = name,
                    at = e.position.to_string(),
                    next = next.to_string()
                )));
            }
            Some(e) => {
                let other = state.combatant(e.at.owner).map_or("", |c| c.name.as_str());
                return Err(text::invalid(crate::t!(
                    "cpi-refuse-not-his-slot",
                    who = name,
                    next = next.to_string(),
                    other = other,
                    now = e.position.to_string()
                )));
            }
            None => {
                return Err(text::invalid(crate::t!(
                    "cpi-refuse-before-slots",
                    who = name,
                    next = next.to_string()
                )));
            }
        }
    }
    if left.len() < usize::from(cost) {
        return Err(text::invalid(crate::t!(
            "cpi-refuse-actions-left",
            who = name,
            left = left.len(),
            cost = cost.to_string()
        )));
    }
    left.truncate(usize::from(cost));
    Ok(left)
}

/// Spends `cost` actions of `who` at his slot (× 2 when the next action after leaving a
/// vehicle in one takes twice its time): marks the slots acted and counts them.
pub fn spend(
    batch: &mut Batch,
    who: CombatantId,
    cost: u8,
    kind: Kind,
    on: &str,
) -> Result<Spent, RuleError> {
    let state = batch.state();
    let Some(c) = state.combatant(who) else {
        return Err(RuleError::UnknownCombatant(String::new()));
    };
    let slowed = kind != Kind::Aim && applies(state, who, text::DOUBLE_TIME);
    let cost = if slowed { cost.saturating_mul(2) } else { cost };
    let in_round = matches!(state.step, Step::Declaration | Step::Resolution);
    // Read before the slots are marked, which changes neither: reading after would make
    // the batch copy its state.
    let counted = c.counter(text::SPENT).saturating_add(i32::from(cost));
    let resets =
        matches!(kind, Kind::Other | Kind::Run) && !state.option_is("aim-reset", "shot-only");
    let mut spent = Spent {
        malus: 0,
        at: None,
        actions: cost,
    };
    if in_round && state.ladder.of(who).next().is_some() {
        let used = slots_for(state, who, c.name.as_str(), cost)?;
        spent.malus = used.first().map_or(0, |e| e.malus);
        spent.at = used.first().map(|e| e.position);
        let used: Vec<_> = used.iter().map(|e| e.at).collect();
        for at in used {
            batch.push(Event::MarkerStatus {
                at,
                status: EntryStatus::Acted,
            });
        }
    } else if in_round {
        return Err(text::invalid(crate::t!(
            "cpi-refuse-no-slot",
            who = c.name.as_str()
        )));
    }
    batch.push(Event::CounterSet {
        who,
        name: text::SPENT.into(),
        value: counted,
    });
    if slowed {
        batch.push(Event::ConditionEnded {
            who,
            target: None,
            name: text::DOUBLE_TIME.into(),
            reason: EndReason::Removed,
        });
    }
    if resets {
        super::aim::reset(batch, who, None);
    }
    if kind != Kind::Shot {
        batch.push(
            CyberFact::CpiSpent {
                who,
                actions: cost,
                on: on.into(),
                at: spent.at,
            }
            .event(),
        );
    }
    Ok(spent)
}

/// The usable slots `who` has left this round (`None` outside a round or without slots).
pub fn left(batch: &Batch, who: CombatantId) -> Option<u8> {
    let state = batch.state();
    let in_round = matches!(state.step, Step::Declaration | Step::Resolution);
    if !in_round || state.ladder.of(who).next().is_none() {
        return None;
    }
    let n = state.ladder.of(who).filter(|e| usable(e)).count();
    Some(u8::try_from(n).unwrap_or(u8::MAX))
}

/// The slots `who` still has this round, those lost to a delay left out (at least 1): the
/// number the run's MOUV × 3 is divided by (CPI-11).
pub fn kept(state: &Encounter, who: CombatantId) -> i32 {
    let n = state
        .ladder
        .of(who)
        .filter(|e| e.status != EntryStatus::Lost)
        .count()
        .max(1);
    i32::try_from(n).unwrap_or(1)
}
