//! Polaris actions: tests, opposed tests, attacks, wounds and their effects, surprise,
//! shock tests and stabilisation (POL-01 to POL-15, POL-29 to POL-46).

use crate::engine::{Batch, Dice, EndReason, Event, RuleError};
use crate::model::{Combatant, CombatantId, Condition, Encounter, EntryStatus, Expiry, Step};
use crate::rules::names::resolve;

use super::combat::{self, DamageTerms};
use super::initiative::{REACTION, wound_malus};
use super::resolution::{self, Opposed};
use super::turn::{self, SURPRISE_INITIATIVE, SURPRISED};
use super::{
    Chance, Harm, Retry, Technique, TestAgainst, TestRecord, TestSpec, Tested, options, wounds,
};

/// Condition name: a shock test is pending; its value is the accumulated malus (POL-36).
pub const SHOCK_TEST: &str = "shock test";
/// Condition name: a bleeding critical wound needs stabilising (POL-35).
pub const STABILISATION: &str = "stabilisation needed";
/// Condition name: a mortal wound; usually unconscious, care needed (POL-OP-13).
pub const MORTAL: &str = "mortal wound";
/// Condition name: dead (a vital location destroyed, POL-31).
pub const DEAD: &str = "dead";
/// Stat key: melee damage modifier (Modif. de Dom. au contact).
pub const MELEE_DAMAGE: &str = "melee-damage";
/// Stat key: damage resistance modifier (Résistance aux Dom.), added to damage taken.
pub const DAMAGE_RESISTANCE: &str = "damage-resistance";
/// Stat key: protection (armour), taken off damage.
pub const PROTECTION: &str = "protection";

fn combatant(state: &Encounter, id: CombatantId) -> Result<&Combatant, RuleError> {
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
                return Err(RuleError::unknown_skill(c, &key));
            }
        }
    };
    let acting_malus = state
        .current
        .filter(|m| m.owner == id)
        .and_then(|m| state.ladder.get(m))
        .filter(|e| e.status == EntryStatus::Acting)
        .map_or(0, |e| e.malus);
    let failures = c.failures.get(action_key(&tested)).copied().unwrap_or(0);
    let retry = match spec.terms.retry {
        Retry::No => 0,
        Retry::Calm => resolution::retry_malus(failures + 1, false),
        Retry::Pressured => resolution::retry_malus(failures + 1, true),
    };
    let chance = Chance {
        base,
        difficulty: spec.terms.difficulty,
        retry,
        hidden: spec.terms.hidden,
        wounds: wound_malus(state, c),
        opponents: if opposed {
            combat::opponents_malus(c.opponents)
        } else {
            0
        },
        other: spec.terms.modifier + acting_malus,
    };
    Ok((id, tested, chance, reserved))
}

fn roll(
    state: &Encounter,
    spec: &TestSpec,
    opposed: bool,
    dice: &mut dyn Dice,
) -> Result<TestRecord, RuleError> {
    let (id, tested, chance, reserved) = prepare(state, spec, opposed)?;
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
    let who = record.who;
    let action = action_key(&record.tested).to_string();
    let before = state
        .combatant(who)
        .and_then(|c| c.failures.get(&action))
        .copied()
        .unwrap_or(0);
    let after = if record.outcome.success {
        0
    } else {
        before.saturating_add(1)
    };
    let mut events = vec![Event::TestRolled { test: record }];
    if after != before {
        events.push(Event::FailuresCounted {
            who,
            action,
            failures: after,
        });
    }
    Ok(events)
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
        return Err(RuleError::Invalid(
            "an opposed test needs two different combatants".into(),
        ));
    }
    let (winner, note) = match resolution::opposed_winner(&first.outcome, &second.outcome) {
        Opposed::First => (Some(first.who), "wins".to_string()),
        Opposed::Second => (Some(second.who), "wins".to_string()),
        Opposed::GmDecides => (None, "no winner by the dice: the GM decides".to_string()),
    };
    Ok(vec![
        Event::TestRolled { test: first },
        Event::TestRolled { test: second },
        Event::OpposedSettled { winner, note },
    ])
}

/// What an attack hits with.
#[derive(Debug, Clone)]
pub struct Strike<'a> {
    /// The target, as typed.
    pub target: &'a str,
    /// The damage roll the GM entered.
    pub damage: Option<i32>,
    /// The location key, or `None` to roll it.
    pub location: Option<&'a str>,
    /// Melee attack.
    pub melee: bool,
    /// Charging.
    pub charge: bool,
    /// Technique.
    pub technique: Option<Technique>,
    /// The wound can bleed.
    pub bleeding: bool,
}

/// `attack`: a test, then on success with a damage roll, a wound (POL-32, POL-OP-11).
pub fn attack(
    state: &Encounter,
    spec: &TestSpec,
    strike: &Strike<'_>,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let target = resolve(state, strike.target)?;
    let attacker = resolve(state, &spec.who)?;
    if target == attacker {
        return Err(RuleError::Invalid(
            "a combatant cannot attack themself".into(),
        ));
    }
    if strike.charge && !strike.melee {
        return Err(RuleError::Invalid(
            "a charge is a melee attack (add: melee)".into(),
        ));
    }
    let location = strike
        .location
        .map(|word| location_of(state, target, word))
        .transpose()?;
    let record = roll(state, spec, strike.melee, dice)?;
    let outcome = record.outcome;
    let mut batch = Batch::new(state);
    batch.push(Event::TestRolled { test: record });
    let (Some(roll), true) = (strike.damage, outcome.success) else {
        return Ok(batch.into_events());
    };
    let attacker_c = combatant(state, attacker)?;
    let target_c = combatant(state, target)?;
    let terms = DamageTerms {
        roll,
        success_modifier: outcome.modifier,
        melee_modifier: if strike.melee {
            attacker_c.stat(MELEE_DAMAGE)
        } else {
            0
        },
        charge: strike.charge,
        technique: strike.technique,
        adjustment: target_c.stat(DAMAGE_RESISTANCE) - target_c.stat(PROTECTION),
    };
    let damage = terms.total();
    let incapacitating = strike.technique == Some(Technique::Incapacitating);
    let Some(severity) = wounds::severity_for_damage(damage) else {
        batch.push(Event::DamageIgnored {
            who: target,
            damage,
        });
        if incapacitating {
            add_shock(&mut batch, target, Some(combat::INCAPACITATING_SHOCK_MALUS));
        }
        return Ok(batch.into_events());
    };
    let location = match location {
        Some(l) => l,
        None => roll_location(&mut batch, state, dice),
    };
    wound_events(
        &mut batch,
        target,
        location,
        severity,
        Some(damage),
        strike.bleeding,
        incapacitating,
        0,
    );
    Ok(batch.into_events())
}

fn location_of(state: &Encounter, who: CombatantId, word: &str) -> Result<usize, RuleError> {
    let locator = combatant(state, who)?
        .damage
        .locator()
        .ok_or_else(|| RuleError::Invalid("that combatant has no wound locator".into()))?;
    wounds::location_index(locator, word).ok_or_else(|| {
        RuleError::Invalid(format!(
            "'{word}' is not a location (head, body, right-arm, left-arm, right-leg, left-leg)"
        ))
    })
}

fn roll_location(batch: &mut Batch, state: &Encounter, dice: &mut dyn Dice) -> usize {
    let table = options::location_table(state);
    let (die, location) = wounds::roll_location(&table, dice);
    batch.push(Event::DiceRolled {
        roll: crate::model::RollRecord {
            notation: "d20".into(),
            purpose: Some("hit location".into()),
            dice: vec![crate::model::DieRoll {
                sides: 20,
                value: die,
            }],
            total: i64::from(die),
        },
    });
    location
}

/// `wound`: checks a box directly or from a final damage (POL-30 to POL-35).
pub fn wound(
    state: &Encounter,
    who: &str,
    location: Option<&str>,
    harm: &Harm,
    bleeding: bool,
    shock: i32,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let location = location
        .map(|word| location_of(state, id, word))
        .transpose()?;
    let (severity, damage) = match harm {
        Harm::Severity { severity } => (
            wounds::severity_index(severity).ok_or_else(|| {
                RuleError::Invalid(format!(
                    "'{severity}' is not a severity (light, medium, serious, critical, mortal, death)"
                ))
            })?,
            None,
        ),
        Harm::Damage { damage } => match wounds::severity_for_damage(*damage) {
            Some(s) => (s, Some(*damage)),
            None => return Ok(vec![Event::DamageIgnored { who: id, damage: *damage }]),
        },
    };
    let mut batch = Batch::new(state);
    let location = match location {
        Some(l) => l,
        None => roll_location(&mut batch, state, dice),
    };
    wound_events(
        &mut batch, id, location, severity, damage, bleeding, false, shock,
    );
    Ok(batch.into_events())
}

/// Marks a wound and raises what it causes: shock test, stabilisation, mortal wound,
/// death, and the initiative the new malus costs at once (POL-31, POL-34 to POL-36).
#[allow(clippy::too_many_arguments)]
fn wound_events(
    batch: &mut Batch,
    who: CombatantId,
    location: usize,
    severity: usize,
    damage: Option<i32>,
    bleeding: bool,
    incapacitating: bool,
    extra_shock: i32,
) {
    let Some(before) = batch.state().combatant(who).cloned() else {
        return;
    };
    let Some(locator) = before.damage.locator() else {
        return;
    };
    let Some(mark) = wounds::mark(locator, location, severity, damage) else {
        return;
    };
    let landed = mark.landed;
    batch.push(Event::WoundMarked { who, wound: mark });
    let key = wounds::LOCATION_KEYS.get(location).copied().unwrap_or("");
    let Some(effects) = wounds::effects(key, landed) else {
        return;
    };
    let mut shock = combat::shock_malus(effects.shock, incapacitating);
    if extra_shock != 0 {
        shock = Some(shock.unwrap_or(0) + extra_shock);
    }
    add_shock(batch, who, shock);
    if effects.stabilisation_possible && bleeding {
        batch.push(Event::ConditionAdded {
            who,
            condition: Condition::manual(STABILISATION),
        });
    }
    if effects.unconscious_prompt {
        batch.push(Event::ConditionAdded {
            who,
            condition: Condition::manual(MORTAL),
        });
    }
    let Some(after) = batch.state().combatant(who).cloned() else {
        return;
    };
    if super::initiative::is_dead(&after) {
        if !after.has_condition(DEAD) {
            batch.push(Event::ConditionAdded {
                who,
                condition: Condition::manual(DEAD),
            });
        }
        let markers: Vec<_> = batch.state().ladder.of(who).map(|e| e.at).collect();
        let was_acting = batch.state().current.is_some_and(|m| m.owner == who);
        for at in markers {
            batch.push(Event::MarkerRemoved { at });
        }
        if was_acting && batch.state().step == Step::Resolution {
            turn::pass_action(batch);
        }
        return;
    }
    let delta = wound_malus(batch.state(), &after) - wound_malus(batch.state(), &before);
    if delta != 0 {
        let moving: Vec<_> = batch
            .state()
            .ladder
            .of(who)
            .filter(|e| matches!(e.status, EntryStatus::Waiting | EntryStatus::Delayed))
            .map(|e| (e.at, e.position))
            .collect();
        for (at, position) in moving {
            batch.push(Event::MarkerMoved {
                at,
                position: position + delta,
            });
        }
    }
}

/// Adds a malus to the pending shock test, or raises one (maluses add up, POL-36).
fn add_shock(batch: &mut Batch, who: CombatantId, malus: Option<i32>) {
    let Some(malus) = malus else { return };
    let pending = batch
        .state()
        .combatant(who)
        .and_then(|c| c.conditions.iter().find(|k| k.name == SHOCK_TEST))
        .map_or(0, |k| k.value.unwrap_or(0));
    let condition = Condition {
        name: SHOCK_TEST.into(),
        value: Some(pending + malus),
        expiry: Expiry::Manual,
    };
    batch.push(Event::ConditionAdded { who, condition });
}

/// `heal WHO LOCATION SEVERITY [N]`: erases checked boxes.
pub fn heal(
    state: &Encounter,
    who: &str,
    location: &str,
    severity: &str,
    boxes: u8,
) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let location = location_of(state, id, location)?;
    let severity_i = wounds::severity_index(severity)
        .ok_or_else(|| RuleError::Invalid(format!("'{severity}' is not a severity")))?;
    let checked = combatant(state, id)?
        .damage
        .locator()
        .and_then(|l| l.locations.get(location))
        .and_then(|l| l.cells.get(severity_i))
        .map_or(0, |c| c.checked);
    if checked == 0 {
        return Err(RuleError::Invalid("no box is checked there".into()));
    }
    Ok(vec![Event::WoundHealed {
        who: id,
        location,
        severity: severity_i,
        boxes: boxes.clamp(1, checked),
    }])
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
        return Err(RuleError::WrongStep(
            "surprise is tested before the first round".into(),
        ));
    }
    if who.is_empty() {
        return Err(RuleError::Invalid("name who tests for surprise".into()));
    }
    let mut batch = Batch::new(state);
    for name in who {
        let id = resolve(state, name)?;
        let c = combatant(state, id)?;
        if !c.stats.contains_key(REACTION) {
            return Err(RuleError::unknown_skill(c, REACTION));
        }
        let level = c.stat(REACTION);
        let chance = Chance {
            base: level,
            wounds: wound_malus(state, c),
            other: modifier,
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
        batch.push(Event::TestRolled { test: record });
        for stale in [SURPRISED, SURPRISE_INITIATIVE] {
            if batch
                .state()
                .combatant(id)
                .is_some_and(|c| c.has_condition(stale))
            {
                batch.push(Event::ConditionEnded {
                    who: id,
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
                name: SURPRISE_INITIATIVE.into(),
                value: Some(value),
                expiry: round_two,
            }
        } else {
            Condition {
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
        return Err(RuleError::Invalid(format!(
            "at most {} opponents can engage one combatant in melee",
            combat::MAX_OPPONENTS
        )));
    }
    Ok(vec![Event::OpponentsSet { who: id, count }])
}

/// `shock WHO CHANCE`: rolls the pending shock test with its malus (POL-36, POL-OP-15).
pub fn shock(
    state: &Encounter,
    who: &str,
    chance: i32,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let c = combatant(state, id)?;
    let pending = c
        .conditions
        .iter()
        .find(|k| k.name == SHOCK_TEST)
        .ok_or_else(|| RuleError::Invalid(format!("{} has no shock test pending", c.name)))?;
    let chance = Chance {
        base: chance,
        wounds: wound_malus(state, c),
        other: pending.value.unwrap_or(0),
        ..Chance::default()
    };
    let record = resolution::resolve(id, Tested::Chance, chance, false, dice);
    Ok(vec![
        Event::TestRolled { test: record },
        Event::ConditionEnded {
            who: id,
            name: SHOCK_TEST.into(),
            reason: EndReason::Removed,
        },
    ])
}

/// `stabilise WHO`: the bleeding wound is stabilised.
pub fn stabilise(state: &Encounter, who: &str) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let c = combatant(state, id)?;
    if !c.has_condition(STABILISATION) {
        return Err(RuleError::Invalid(format!(
            "{} has no wound to stabilise",
            c.name
        )));
    }
    Ok(vec![Event::ConditionEnded {
        who: id,
        name: STABILISATION.into(),
        reason: EndReason::Removed,
    }])
}
