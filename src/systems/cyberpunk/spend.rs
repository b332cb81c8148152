//! Spending actions (CPI-06): each costs the combatant's next usable slots; running
//! doubles other actions (CPI-11); any action but aiming resets the aim (CPI-OP-07).

use crate::engine::{Batch, Event, EndReason, RuleError};
use crate::model::{CombatantId, EntryStatus, Step};

use super::fact::CyberFact;
use super::ladder::{own, usable};
use super::text;

/// What an action is, for its cost and the aim.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A shot: never doubled, resets the aim itself.
    Shot,
    /// Aiming: keeps the aim.
    Aim,
    /// Running: not doubled.
    Run,
    /// Anything else: doubled while running.
    Other,
}

/// Spends `cost` actions of `who` (× 2 for other actions while running): marks their next
/// usable slots acted and counts them; refused when too few are left. Returns the
/// multi-action penalty of the first slot used (0 outside a round).
pub fn spend(
    batch: &mut Batch,
    who: CombatantId,
    cost: u8,
    kind: Kind,
    on: &str,
) -> Result<i32, RuleError> {
    let state = batch.state();
    let Some(c) = state.combatant(who) else {
        return Err(RuleError::UnknownCombatant(String::new()));
    };
    let running = c.has_condition(text::RUNNING);
    let cost = if running && kind == Kind::Other {
        cost.saturating_mul(2)
    } else {
        cost
    };
    let in_round = matches!(state.step, Step::Declaration | Step::Resolution);
    let mut malus = 0;
    if in_round && state.ladder.of(who).next().is_some() {
        let mut left: Vec<_> = own(state, who).into_iter().filter(|e| usable(e)).collect();
        left.sort_by_key(|e| (e.status != EntryStatus::Acting, e.at.marker));
        if left.len() < usize::from(cost) {
            return Err(text::invalid(crate::t!(
                "cpi-refuse-actions-left",
                who = c.name.as_str(),
                left = left.len(),
                cost = cost.to_string()
            )));
        }
        malus = left.first().map_or(0, |e| e.malus);
        let used: Vec<_> = left.iter().take(usize::from(cost)).map(|e| e.at).collect();
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
    let c = batch.state().combatant(who).cloned();
    let Some(c) = c else { return Ok(malus) };
    batch.push(Event::CounterSet {
        who,
        name: text::SPENT.into(),
        value: c.counter(text::SPENT).saturating_add(i32::from(cost)),
    });
    if c.has_condition(text::HURRIED) {
        batch.push(Event::ConditionEnded {
            who,
            target: None,
            name: text::HURRIED.into(),
            reason: EndReason::Removed,
        });
    }
    let resets = matches!(kind, Kind::Other | Kind::Run)
        && !batch.state().option_is("aim-reset", "shot-only");
    if resets {
        super::aim::reset(batch, who, None);
    }
    if kind != Kind::Shot {
        batch.push(
            CyberFact::CpiSpent {
                who,
                actions: cost,
                on: on.into(),
            }
            .event(),
        );
    }
    Ok(malus)
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
