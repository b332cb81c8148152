//! Initiative (CPI-01 to CPI-05): the roll, the number of actions, delays.

use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::{CombatantId, Condition, Encounter, EntryStatus, Expiry, Initiative, Step};

use super::fact::{CyberFact, Term};
use super::ladder::{self, break_ties, own, pass_turn, place, recompute_penalty, usable};
use super::{body, options, rolls, slots, text};

/// Rolls a combatant's initiative: 1D10 + the formula's sheet values (REF after wounds)
/// + boosts (CPI-02, CPI-OP-01).
pub fn roll(batch: &mut Batch, who: CombatantId, boost: i32, costly: bool, dice: &mut dyn Dice) {
    let state = batch.state();
    let Some(c) = state.combatant(who) else {
        return;
    };
    dice.for_whom(&c.name);
    let die = rolls::d10(dice, rolls::INITIATIVE);
    let mut terms: Vec<Term> = options::initiative_keys(state)
        .into_iter()
        .map(|key| {
            let value = match c.skills.get(&key) {
                Some(s) => s.total(),
                None => body::effective(state, c, &key),
            };
            Term { name: key, value }
        })
        .collect();
    if boost != 0 {
        terms.push(Term {
            name: "boost".into(),
            value: boost,
        });
    }
    let bonus: i32 = terms.iter().map(|t| t.value).sum();
    let score = die + bonus;
    let round = state.round;
    batch.push(
        CyberFact::CpiInitiative {
            who,
            die,
            terms,
            score,
            costly,
        }
        .event(),
    );
    batch.push(Event::InitiativeSet {
        who,
        initiative: Some(Initiative {
            score,
            dice: vec![die],
            bonus,
            round,
        }),
    });
}

/// Whether `who` already spent one of this round's slots (slots are then fixed).
fn has_acted(state: &Encounter, who: CombatantId) -> bool {
    state.ladder.of(who).any(|e| e.status == EntryStatus::Acted)
}

/// `initiative WHO [+N]`: rolls (or re-rolls) before the round's actions; once per combat,
/// a re-roll costs the first action of the round (CPI-01).
pub fn initiative(
    state: &Encounter,
    who: &str,
    boost: i32,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = crate::rules::names::resolve(state, who)?;
    if !matches!(state.step, Step::Setup | Step::Declaration) || has_acted(state, id) {
        return Err(RuleError::WrongStep(crate::t!("cpi-refuse-before-actions")));
    }
    let c = state
        .combatant(id)
        .ok_or_else(|| RuleError::UnknownCombatant(who.into()))?;
    let costly = state.step == Step::Declaration
        && options::once_per_combat(state)
        && c.initiative.is_some();
    let mut batch = Batch::new(state);
    roll(&mut batch, id, boost, costly, dice);
    if costly {
        batch.push(Event::ConditionAdded {
            who: id,
            condition: Condition {
                target: None,
                name: text::REROLLED.into(),
                value: None,
                expiry: Expiry::RoundStart {
                    round: state.round.saturating_add(1),
                },
            },
        });
    }
    if state.step == Step::Declaration {
        let wanted = u8::try_from(c.counter(text::CHOSEN).max(1)).unwrap_or(1);
        let score = batch
            .state()
            .combatant(id)
            .and_then(|c| c.initiative.as_ref())
            .map_or(0, |i| i.score);
        let count = wanted.min(slots::max_actions(score));
        let placed = place(&mut batch, id, count);
        let fact = ladder::chosen_fact(id, placed, batch.state());
        batch.push(fact);
        break_ties(&mut batch, dice);
    }
    Ok(batch.into_events())
}

/// `actions WHO N`: the player chooses n ≤ ⌊(I − 1)/10⌋ + 1 actions, each at −3 × (n − 1),
/// at I, I − 10 … (CPI-04).
pub fn actions(
    state: &Encounter,
    who: &str,
    count: u8,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = crate::rules::names::resolve(state, who)?;
    let c = state
        .combatant(id)
        .ok_or_else(|| RuleError::UnknownCombatant(who.into()))?;
    if !matches!(state.step, Step::Setup | Step::Declaration) || has_acted(state, id) {
        return Err(RuleError::WrongStep(crate::t!("cpi-refuse-before-actions")));
    }
    let mut batch = Batch::new(state);
    batch.push(Event::CounterSet {
        who: id,
        name: text::CHOSEN.into(),
        value: i32::from(count),
    });
    if state.step == Step::Setup {
        return Ok(batch.into_events());
    }
    let Some(score) = c.initiative.as_ref().map(|i| i.score) else {
        return Err(text::invalid(crate::t!(
            "cpi-refuse-no-initiative",
            who = c.name.as_str()
        )));
    };
    let most = slots::max_actions(score);
    if count == 0 || count > most {
        return Err(text::invalid(crate::t!(
            "cpi-refuse-too-many-actions",
            who = c.name.as_str(),
            score = score.to_string(),
            most = most
        )));
    }
    let placed = place(&mut batch, id, count);
    let fact = ladder::chosen_fact(id, placed, batch.state());
    batch.push(fact);
    break_ties(&mut batch, dice);
    Ok(batch.into_events())
}

/// `delay WHO SCORE`: the next slot moves down to SCORE and the following ones to
/// SCORE − 10, − 20 …; a slot below 1 is lost and the penalty recomputed (CPI-05,
/// CPI-OP-04).
pub fn delay(
    state: &Encounter,
    who: &str,
    to: i32,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = crate::rules::names::resolve(state, who)?;
    let name = state.combatant(id).map_or("", |c| c.name.as_str());
    let mine = own(state, id);
    let Some(first) = mine.iter().find(|e| usable(e)) else {
        return Err(text::invalid(crate::t!("cpi-refuse-no-slot", who = name)));
    };
    if to >= first.position || to < 1 {
        return Err(text::invalid(crate::t!(
            "cpi-refuse-delay-lower",
            who = name,
            at = first.position.to_string()
        )));
    }
    let was_acting = first.status == EntryStatus::Acting;
    let moving: Vec<_> = mine
        .iter()
        .filter(|e| e.at.marker >= first.at.marker && usable(e))
        .map(|e| e.at)
        .collect();
    let places = slots::delayed(to, moving.len().saturating_sub(1));
    let mut batch = Batch::new(state);
    let mut lost = 0u8;
    for (k, (at, place)) in moving.iter().zip(places).enumerate() {
        let k = i32::try_from(k).unwrap_or(0);
        let position = place.unwrap_or(to - k * slots::INTERVAL);
        batch.push(Event::MarkerMoved { at: *at, position });
        if place.is_none() {
            lost = lost.saturating_add(1);
            batch.push(Event::MarkerStatus {
                at: *at,
                status: EntryStatus::Lost,
            });
        } else if k == 0 && was_acting {
            batch.push(Event::MarkerStatus {
                at: *at,
                status: EntryStatus::Waiting,
            });
        }
    }
    let malus = recompute_penalty(&mut batch, id);
    batch.push(
        CyberFact::CpiDelay {
            who: id,
            to,
            lost,
            malus,
        }
        .event(),
    );
    break_ties(&mut batch, dice);
    if was_acting {
        batch.push(Event::TurnPassed { to: None });
        if !pass_turn(&mut batch) {
            batch.push(Event::StepChanged {
                step: Step::RoundEnd,
            });
        }
    }
    Ok(batch.into_events())
}
