//! Polaris actions: tests, opposed tests and surprise (POL-01 to POL-15, POL-29,
//! POL-37, POL-46). Attacks, wounds and their effects, shock tests and stabilisation
//! (POL-30 to POL-45) are in `injury.rs`, re-exported here so they keep their
//! `actions::` path.

use crate::PolarisFact;
use crate::engine::{Batch, Dice, EndReason, Event, RuleError};
use crate::model::{Combatant, CombatantId, Condition, Encounter, EntryStatus, Expiry, Step};
use crate::rules::names::resolve;

use super::combat;
use super::initiative::{REACTION, wound_malus};
use super::resolution::{self, Opposed};
use super::turn::{SURPRISE_INITIATIVE, SURPRISED};
use super::{Chance, OtherParts, Retry, TestAgainst, TestRecord, TestSpec, Tested, options};

pub use super::attack::attack;
pub use super::injury::{
    DAMAGE_RESISTANCE, DEAD, MELEE_DAMAGE, MORTAL, PROTECTION, SHOCK_TEST, STABILISATION, heal,
    shock, stabilise, wound,
};

/// The combatant with id `id`, or an error naming it.
pub(super) fn combatant(state: &Encounter, id: CombatantId) -> Result<&Combatant, RuleError> {
    state
        .combatant(id)
        .ok_or_else(|| RuleError::UnknownCombatant(format!("#{}", id.0)))
}

/// Builds the chance and what is tested for a test (POL-01 to POL-03, POL-35, POL-37).
fn prepare(
    state: &Encounter,
    spec: &TestSpec,
    opposed: bool,
) -> Result<(CombatantId, Tested, Chance, bool), RuleError> {
    let id = resolve(state, &spec.who)?;
    let c = combatant(state, id)?;
    let (tested, base, reserved) = match &spec.against {
        TestAgainst::Chance { chance } => (Tested::Chance, *chance, false),
        TestAgainst::Sheet { name } => {
            let key = super::system().canonical(name);
            if let Some(skill) = c.skills.get(&key) {
                (
                    Tested::Skill {
                        name: key,
                        mastery: skill.mastery,
                    },
                    skill.total(),
                    skill.reserved,
                )
            } else if let Some(level) = c.stats.get(&key) {
                (
                    Tested::Attribute {
                        name: key,
                        level: *level,
                    },
                    *level,
                    false,
                )
            } else {
                return Err(RuleError::unknown_skill_shown(
                    c,
                    &key,
                    super::skill_words::label,
                ));
            }
        }
    };
    let acting = state
        .current
        .filter(|m| m.owner == id)
        .and_then(|m| state.ladder.get(m))
        .filter(|e| e.status == EntryStatus::Acting);
    let acting_malus = acting.map_or(0, |e| e.malus);
    let rushed = acting.is_some_and(|e| e.rushed);
    let failures = c.failures.get(action_key(&tested)).copied().unwrap_or(0);
    let retry = match spec.terms.retry {
        Retry::No => 0,
        Retry::Calm => resolution::retry_malus(failures.saturating_add(1), false),
        Retry::Pressured => resolution::retry_malus(failures.saturating_add(1), true),
        Retry::Social => {
            let last = c
                .failures
                .get(&last_failure_key(action_key(&tested)))
                .copied();
            i32::try_from(last.unwrap_or(0))
                .unwrap_or(0)
                .saturating_neg()
        }
    };
    let chance = Chance {
        base,
        difficulty: super::difficulty::shift(spec.terms.difficulty, -i32::from(spec.terms.harder)),
        retry,
        hidden: spec.terms.hidden,
        wounds: wound_malus(state, c),
        opponents: if opposed {
            combat::opponents_malus(c.opponents)
        } else {
            0
        },
        other: spec.terms.modifier.saturating_add(acting_malus),
        parts: OtherParts {
            typed: spec.terms.modifier,
            rushed: if rushed { acting_malus } else { 0 },
            marker: if rushed { 0 } else { acting_malus },
            ..OtherParts::default()
        },
    };
    Ok((id, tested, chance, reserved))
}

/// Builds and rolls one test.
pub(super) fn roll(
    state: &Encounter,
    spec: &TestSpec,
    opposed: bool,
    dice: &mut dyn Dice,
) -> Result<TestRecord, RuleError> {
    let (id, tested, chance, reserved) = prepare(state, spec, opposed)?;
    if let Some(c) = state.combatant(id) {
        dice.for_whom(&c.name);
    }
    Ok(resolution::resolve(id, tested, chance, reserved, dice))
}

/// `test`: one d20 roll-under test (POL-04); a failure counts towards a retry, a success
/// clears the count (POL-13).
pub fn test(
    state: &Encounter,
    spec: &TestSpec,
    opposed: bool,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let record = roll(state, spec, opposed, dice)?;
    let counted = count_failures(state, &record);
    let mut events = vec![PolarisFact::TestRolled { test: record }.event()];
    events.extend(counted);
    Ok(events)
}

/// The failures a test counts (POL-13): a failure adds one at that action and keeps its
/// failure modifier for a social retry; a success clears both.
fn count_failures(state: &Encounter, record: &TestRecord) -> Vec<Event> {
    let who = record.who;
    let action = action_key(&record.tested).to_string();
    let last = last_failure_key(&action);
    let known = |key: &str| {
        state
            .combatant(who)
            .and_then(|c| c.failures.get(key))
            .copied()
            .unwrap_or(0)
    };
    let (before, before_malus) = (known(&action), known(&last));
    let after = if record.outcome.success {
        0
    } else {
        before.saturating_add(1)
    };
    // POL-13 c: the next social attempt takes this failure's modifier (none after a success).
    let after_malus = resolution::social_retry_malus(&record.outcome).unsigned_abs();
    let mut events = Vec::new();
    for (action, before, after) in [(action, before, after), (last, before_malus, after_malus)] {
        if after != before {
            events.push(Event::FailuresCounted {
                who,
                action,
                failures: after,
            });
        }
    }
    events
}

/// Where the failure modifier of the last failed test of `action` is kept (POL-13 c), in
/// the same per-action table as the failure count.
fn last_failure_key(action: &str) -> String {
    format!("last-failure:{action}")
}

/// The action a test counts failures for: the skill or attribute, or `chance`.
fn action_key(tested: &Tested) -> &str {
    match tested {
        Tested::Skill { name, .. } | Tested::Attribute { name, .. } => name,
        Tested::Chance => "chance",
    }
}

/// `nonrandom`: the GM gives the outcome of a test without a roll (POL-15, POL-OP-01).
pub fn non_random(
    state: &Encounter,
    who: &str,
    what: &str,
    success: bool,
) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let what = crate::rules::common::clean_text(what, "test name")?;
    Ok(vec![Event::NonRandomTest {
        who: id,
        what,
        success,
    }])
}

/// `oppose`: both sides roll; a success beats a failure, the higher margin wins (POL-46, POL-OP-17).
pub fn oppose(
    state: &Encounter,
    a: &TestSpec,
    b: &TestSpec,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let first = roll(state, a, true, dice)?;
    let second = roll(state, b, true, dice)?;
    if first.who == second.who {
        return Err(RuleError::Invalid(crate::t!("pol-refuse-opposed-same")));
    }
    let (winner, note) = settle(&first, &second);
    let mut counted = count_failures(state, &first);
    counted.extend(count_failures(state, &second));
    let mut events = vec![
        PolarisFact::TestRolled { test: first }.event(),
        PolarisFact::TestRolled { test: second }.event(),
        Event::OpposedSettled { winner, note },
    ];
    events.extend(counted);
    Ok(events)
}

/// Who wins an opposed test, and the note the log gives (POL-46, POL-OP-17).
pub(super) fn settle(first: &TestRecord, second: &TestRecord) -> (Option<CombatantId>, String) {
    match resolution::opposed_winner(&first.outcome, &second.outcome) {
        Opposed::First => (Some(first.who), "wins".to_string()),
        Opposed::Second => (Some(second.who), "wins".to_string()),
        // Two failures, rolled or automatic: nobody wins (POL-OP-17), said as such.
        Opposed::GmDecides if !first.outcome.success => {
            (None, "both failed: nobody wins".to_string())
        }
        Opposed::GmDecides => (None, "no winner by the dice: the GM decides".to_string()),
    }
}

/// `surprise WHO...`: a Reaction test each; success gives round-1 initiative, failure
/// means surprised in round 1 (POL-29, POL-OP-08).
pub fn surprise(
    state: &Encounter,
    who: &[String],
    modifier: i32,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    if state.step != Step::Setup {
        return Err(RuleError::WrongStep(crate::t!("pol-refuse-surprise-step")));
    }
    if who.is_empty() {
        return Err(RuleError::Invalid(crate::t!("pol-refuse-surprise-who")));
    }
    let mut batch = Batch::new(state);
    for name in who {
        let id = resolve(state, name)?;
        let c = combatant(state, id)?;
        if !c.stats.contains_key(REACTION) {
            return Err(RuleError::unknown_skill_shown(
                c,
                REACTION,
                super::skill_words::label,
            ));
        }
        let level = c.stat(REACTION);
        let chance = Chance {
            base: level,
            wounds: wound_malus(state, c),
            other: modifier,
            parts: OtherParts {
                typed: modifier,
                ..OtherParts::default()
            },
            ..Chance::default()
        };
        let record = resolution::resolve(
            id,
            Tested::Attribute {
                name: REACTION.into(),
                level,
            },
            chance,
            false,
            dice,
        );
        let outcome = record.outcome;
        let die = record.dice.first().copied().unwrap_or(0) as i32;
        batch.push(PolarisFact::TestRolled { test: record }.event());
        for stale in [SURPRISED, SURPRISE_INITIATIVE] {
            if batch
                .state()
                .combatant(id)
                .is_some_and(|c| c.has_condition(stale))
            {
                batch.push(Event::ConditionEnded {
                    who: id,
                    target: None,
                    name: stale.into(),
                    reason: EndReason::Removed,
                });
            }
        }
        let round_two = Expiry::RoundStart { round: 2 };
        let condition = if outcome.success {
            let value = if outcome.critical_success && options::surprise_uses_die(state) {
                die
            } else {
                outcome.margin
            };
            Condition {
                target: None,
                name: SURPRISE_INITIATIVE.into(),
                value: Some(value),
                expiry: round_two,
            }
        } else {
            Condition {
                target: None,
                name: SURPRISED.into(),
                value: None,
                expiry: round_two,
            }
        };
        batch.push(Event::ConditionAdded { who: id, condition });
    }
    Ok(batch.into_events())
}

/// `opponents WHO N` (POL-37).
pub fn opponents(state: &Encounter, who: &str, count: u8) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    if count > combat::MAX_OPPONENTS {
        return Err(RuleError::Invalid(crate::t!(
            "pol-refuse-opponents-max",
            max = combat::MAX_OPPONENTS.to_string()
        )));
    }
    Ok(vec![Event::OpponentsSet { who: id, count }])
}
