//! The reaction roll's other uses: a reaction to a sudden event (COR-07), the switch to
//! survival mode (COR-11) and who organises a segment (COR-12).

use crate::engine::{Batch, Dice, EndReason, Event, RuleError};
use crate::model::{CombatantId, Condition, Encounter, Expiry, Step};
use crate::rules::names::{display, resolve};

use super::super::conditions::{LONG, NO_REACTION, STARTLED, SURVIVAL};
use super::super::fact::CorporatesFact;
use super::super::options;
use super::super::priority::{Lead, Side, by_declared, by_rolls, fresh_roll, needs_rolls};
use super::super::rolls::{Part, PoolRoll, REACTION, for_whom_why, roll_parts};
use super::super::schedule::{At, SEGMENTS};
use super::super::survival::{SURVIVAL_DIFFICULTY, sudden, survival_start};
use super::super::text::refuse;
use super::action::able;
use super::ledger::{segment, survival_from};
use super::sheet::{reaction_parts, reaction_pool};
use super::turn::{marker, to_turn_end};

/// The most new rolls `priority` makes under option `no-lead reroll` before it leaves the
/// segment simultaneous.
pub const MAX_REROLLS: usize = 10;

/// Where the fight stands for a reaction: the current segment, or the first during the
/// announcements; refused outside a turn.
fn now(state: &Encounter) -> Result<At, RuleError> {
    match state.step {
        Step::Declaration | Step::Resolution => Ok(At {
            turn: state.round,
            segment: segment(state).max(1),
        }),
        _ => Err(refuse("cor-refuse-not-in-segment", &[])),
    }
}

/// `who`'s reaction roll, made `why` (a request for table dice says both): the sheet's
/// pool, `dice`/`bonus` given overriding it.
fn react(
    state: &Encounter,
    who: CombatantId,
    given: (Option<u32>, i32, &str),
    why: &str,
    dice: &mut dyn Dice,
) -> PoolRoll {
    let (n, parts) = state.combatant(who).map_or((0, Vec::new()), |c| {
        for_whom_why(dice, &c.name, why);
        let (n, _) = reaction_pool(c, given.0, given.1);
        let mut parts = reaction_parts(c, 0);
        parts.push(Part::new(given.2, given.1));
        (n, parts)
    });
    roll_parts(dice, REACTION, n, parts)
}

/// `startle WHO vs D` (COR-07): the failure margin becomes `startled`, a malus on the next
/// action (used up by it, or gone at the turn's end); with `freeze`, a failure by 10 or
/// more also means no reaction this segment.
pub fn startle(
    state: &Encounter,
    who: &str,
    difficulty: i32,
    given: (Option<u32>, i32),
    freeze: bool,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    now(state)?;
    able(state, id)?;
    let r = react(
        state,
        id,
        (given.0, given.1, "given"),
        &crate::t!("cor-dice-why-startle"),
        dice,
    );
    let outcome = sudden(r.total, difficulty);
    let mut events = vec![
        CorporatesFact::Startled {
            who: id,
            roll: r,
            difficulty,
            malus: outcome.malus,
        }
        .into_event(),
    ];
    if outcome.malus > 0 {
        events.push(Event::ConditionAdded {
            who: id,
            condition: Condition {
                name: STARTLED.into(),
                value: Some(i32::try_from(outcome.malus).unwrap_or(i32::MAX)),
                expiry: to_turn_end(state),
                target: None,
            },
        });
    }
    if freeze && outcome.may_freeze {
        events.push(Event::ConditionAdded {
            who: id,
            condition: Condition {
                name: NO_REACTION.into(),
                value: None,
                expiry: to_turn_end(state),
                target: None,
            },
        });
    }
    Ok(events)
}

/// `survival WHO [vs D]` (COR-11): a reaction roll against 15 (or more); survival mode
/// from this segment on a success, the next on a failure (the next turn's first after
/// segment 5). From then a marker in every segment and −4d declared; a long action stops.
/// It lasts to the end of the turn it took effect in, or until the GM removes it under
/// option `survival-end gm` (COR-OP-03).
pub fn survival(
    state: &Encounter,
    who: &str,
    difficulty: Option<i32>,
    given: (Option<u32>, i32),
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let at = now(state)?;
    able(state, id)?;
    if survival_from(state, id).is_some() {
        return Err(refuse(
            "cor-refuse-survival-already",
            &[("who", display(state, id).into())],
        ));
    }
    let difficulty = difficulty.unwrap_or(SURVIVAL_DIFFICULTY);
    let r = react(
        state,
        id,
        (given.0, given.1, "given"),
        &crate::t!("cor-dice-why-survival"),
        dice,
    );
    let from = survival_start(options::reaches(state, r.total, difficulty), at);
    let next_turn = from.turn > state.round;
    let mut batch = Batch::new(state);
    batch.push(
        CorporatesFact::Survival {
            who: id,
            roll: r,
            difficulty,
            from,
        }
        .into_event(),
    );
    let expiry = if !options::survival_to_turn_end(state) {
        Expiry::Manual
    } else if next_turn {
        Expiry::RoundStart {
            round: state.round.saturating_add(2),
        }
    } else {
        to_turn_end(state)
    };
    batch.push(Event::ConditionAdded {
        who: id,
        condition: Condition {
            name: SURVIVAL.into(),
            value: Some(if next_turn {
                i32::from(SEGMENTS) + 1
            } else {
                i32::from(from.segment)
            }),
            expiry,
            target: None,
        },
    });
    let announced = state.combatant(id).is_some_and(|c| c.declaration.is_some());
    if state.step == Step::Declaration && !announced {
        super::declare::announce(&mut batch, id, &[1, 2, 3, 4, 5], false);
        super::declare::open_segments_when_all_declared(&mut batch);
    } else if !next_turn {
        for s in from.segment..=SEGMENTS {
            let has = batch.state().ladder.entries.iter().any(|e| {
                e.at.owner == id
                    && !e.rushed
                    && e.position == i32::from(s)
                    && e.status == crate::model::EntryStatus::Waiting
            });
            if !has {
                let entry = marker(batch.state(), id, s);
                batch.push(Event::MarkerPlaced { entry });
            }
        }
    }
    if batch
        .state()
        .combatant(id)
        .is_some_and(|c| c.has_condition(LONG))
    {
        batch.push(Event::ConditionEnded {
            who: id,
            name: LONG.into(),
            reason: EndReason::Removed,
            target: None,
        });
    }
    Ok(batch.into_events())
}

/// `priority A B [reroll]` (COR-12): who organises this segment between A's side and B's.
/// Only one side with a declared action due now: it leads, no roll. Both: the turn's
/// reaction rolls decide in every segment, new ones only when the GM asks (`reroll`, never
/// in segment 1) or one of the two is surprised, at −N. A win by 5 or more leads;
/// otherwise simultaneous, or new rolls under option `no-lead reroll`.
pub fn priority(
    state: &Encounter,
    first: &str,
    second: &str,
    surprise: Option<&(String, i32)>,
    reroll: bool,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let a = resolve(state, first)?;
    let b = resolve(state, second)?;
    if a == b {
        return Err(refuse("cor-refuse-priority-same", &[]));
    }
    let seg = segment(state);
    if state.step != Step::Resolution || seg == 0 {
        return Err(refuse("cor-refuse-not-in-segment", &[]));
    }
    let at = At {
        turn: state.round,
        segment: seg,
    };
    // A surprised side rolls at −N (COR-12), so the turn's rolls no longer decide.
    let surprised = match surprise {
        Some((who, malus)) => {
            let id = resolve(state, who)?;
            if id != a && id != b {
                return Err(refuse("cor-refuse-surprise-side", &[]));
            }
            Some((id, *malus))
        }
        None => None,
    };
    let malus_of = |id: CombatantId| surprised.filter(|(s, _)| *s == id).map_or(0, |(_, m)| -m);
    let mut events = Vec::new();
    let score = |id: CombatantId| {
        state
            .combatant(id)
            .and_then(|c| c.initiative.as_ref())
            .map(|i| i.score)
    };
    let side = |id: CombatantId| Side {
        declared: super::action::due(state, id, seg).is_some(),
        surprised: surprised.is_some_and(|(s, _)| s == id),
    };
    let (sa, sb) = (side(a), side(b));
    let fresh = fresh_roll(seg, reroll) || surprised.is_some();
    let rolling = needs_rolls(sa, sb);
    let mut lead = if !rolling {
        Some(by_declared(sa, sb))
    } else {
        match (score(a), score(b)) {
            (Some(x), Some(y)) if !fresh => Some(by_rolls(x, y)),
            _ => None,
        }
    };
    let mut rolls = 0;
    while lead
        .is_none_or(|l| rolling && l == Lead::Simultaneous && options::reroll_without_lead(state))
        && rolls < MAX_REROLLS
    {
        let why = crate::t!("cor-dice-why-priority");
        let ra = react(state, a, (None, malus_of(a), "surprise"), &why, dice);
        let rb = react(state, b, (None, malus_of(b), "surprise"), &why, dice);
        lead = Some(by_rolls(ra.total, rb.total));
        events.push(
            CorporatesFact::Reacted {
                who: a,
                roll: ra,
                at,
            }
            .into_event(),
        );
        events.push(
            CorporatesFact::Reacted {
                who: b,
                roll: rb,
                at,
            }
            .into_event(),
        );
        rolls += 1;
    }
    events.push(
        CorporatesFact::Led {
            at,
            first: a,
            second: b,
            lead: lead.unwrap_or(Lead::Simultaneous),
        }
        .into_event(),
    );
    Ok(events)
}
