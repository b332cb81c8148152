//! Polaris actions that hurt and mend (POL-30 to POL-36): `wound` and what a
//! wound causes (shock test, stabilisation, mortal wound, death, markers moved), `heal`,
//! `shock` and `stabilise`, with the condition and stat names they use. Re-exported
//! from `actions`.

use crate::PolarisFact;
use crate::engine::{Batch, Dice, EndReason, Event, RuleError};
use crate::model::{CombatantId, Condition, Encounter, EntryStatus, Expiry, Step};
use crate::rules::names::resolve;

use super::actions::combatant;
use super::combat;
use super::initiative::wound_malus;
use super::{Chance, Harm, Tested, options, resolution, turn, wounds};

/// Condition name: a shock test is pending; its value is the accumulated malus (POL-36).
pub const SHOCK_TEST: &str = "shock test";
/// The purpose of the hit-location roll (POL-33), as logged.
pub const HIT_LOCATION: &str = "hit location";
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

pub(super) fn location_of(
    state: &Encounter,
    who: CombatantId,
    word: &str,
) -> Result<usize, RuleError> {
    let locator = combatant(state, who)?
        .damage
        .locator()
        .ok_or_else(|| RuleError::Invalid(crate::t!("pol-refuse-no-locator")))?;
    wounds::location_index(locator, word)
        .ok_or_else(|| RuleError::Invalid(crate::t!("pol-refuse-not-location", word = word)))
}

pub(super) fn roll_location(batch: &mut Batch, dice: &mut dyn Dice) -> usize {
    let table = options::location_table(batch.state());
    let (die, location) = wounds::roll_location(&table, dice);
    batch.push(Event::DiceRolled {
        roll: crate::model::RollRecord {
            notation: "d20".into(),
            purpose: Some(HIT_LOCATION.into()),
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
                RuleError::Invalid(crate::t!(
                    "pol-refuse-not-severity-list",
                    severity = severity
                ))
            })?,
            None,
        ),
        Harm::Damage { damage } => match wounds::severity_for_damage(*damage) {
            Some(s) => (s, Some(*damage)),
            None => {
                return Ok(vec![Event::DamageIgnored {
                    who: id,
                    damage: *damage,
                }]);
            }
        },
    };
    let mut batch = Batch::new(state);
    let location = match location {
        Some(l) => l,
        None => roll_location(&mut batch, dice),
    };
    wound_events(
        &mut batch, id, location, severity, damage, bleeding, false, shock,
    );
    Ok(batch.into_events())
}

/// Marks a wound and raises what it causes: shock test, stabilisation, mortal wound,
/// death, and the initiative the new malus costs at once (POL-31, POL-34 to POL-36).
#[allow(clippy::too_many_arguments)]
pub(super) fn wound_events(
    batch: &mut Batch,
    who: CombatantId,
    location: usize,
    severity: usize,
    damage: Option<i32>,
    bleeding: bool,
    incapacitating: bool,
    extra_shock: i32,
) {
    // What the wound does, and the malus before it (the events below change no option,
    // so it reads the same from the state before them), without copying the combatant.
    let (report, malus_before) = {
        let state = batch.state();
        let Some(before) = state.combatant(who) else {
            return;
        };
        let Some(locator) = before.damage.locator() else {
            return;
        };
        let Some(report) = wounds::mark_report(locator, location, severity, damage) else {
            return;
        };
        (report, wound_malus(state, before))
    };
    let landed = report.mark.landed;
    batch.push(Event::WoundMarked {
        who,
        wound: report.mark,
    });
    if report.already_lost {
        // POL-OP-09: a wound to a dead location or a destroyed limb changes nothing (no
        // malus, no marker moved, no shock of its own); the log flags it. A Frappe
        // incapacitante still calls for its shock test (POL-42).
        if incapacitating {
            add_shock(batch, who, Some(combat::INCAPACITATING_SHOCK_MALUS));
        }
        return;
    }
    let key = wounds::LOCATION_KEYS.get(location).copied().unwrap_or("");
    let Some(effects) = wounds::effects(key, landed) else {
        return;
    };
    let mut shock = combat::shock_malus(effects.shock, incapacitating);
    if extra_shock != 0 {
        shock = Some(shock.unwrap_or(0).saturating_add(extra_shock));
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
    let state = batch.state();
    let Some(after) = state.combatant(who) else {
        return;
    };
    let (dead, marked_dead) = (super::initiative::is_dead(after), after.has_condition(DEAD));
    let malus_after = wound_malus(state, after);
    if dead {
        if !marked_dead {
            batch.push(Event::ConditionAdded {
                who,
                condition: Condition::manual(DEAD),
            });
        }
        let markers: Vec<_> = batch.state().ladder.of(who).map(|e| e.at).collect();
        let was_acting = batch.state().current.is_some_and(|m| {
            m.owner == who
                && batch
                    .state()
                    .ladder
                    .get(m)
                    .is_some_and(|e| e.status == EntryStatus::Acting)
        });
        for at in markers {
            batch.push(Event::MarkerRemoved { at });
        }
        if was_acting && batch.state().step == Step::Resolution {
            turn::pass_action(batch);
        }
        return;
    }
    let delta = malus_after.saturating_sub(malus_before);
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
                position: position.saturating_add(delta),
            });
        }
    }
}

/// Adds a malus to the pending shock test, or raises one (maluses add up, POL-36).
pub(super) fn add_shock(batch: &mut Batch, who: CombatantId, malus: Option<i32>) {
    let Some(malus) = malus else { return };
    let pending = batch
        .state()
        .combatant(who)
        .and_then(|c| c.conditions.iter().find(|k| k.name == SHOCK_TEST))
        .map_or(0, |k| k.value.unwrap_or(0));
    let condition = Condition {
        target: None,
        name: SHOCK_TEST.into(),
        value: Some(pending.saturating_add(malus)),
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
    let severity_i = wounds::severity_index(severity).ok_or_else(|| {
        RuleError::Invalid(crate::t!("pol-refuse-not-severity", severity = severity))
    })?;
    let checked = combatant(state, id)?
        .damage
        .locator()
        .and_then(|l| l.locations.get(location))
        .and_then(|l| l.cells.get(severity_i))
        .map_or(0, |c| c.checked);
    if checked == 0 {
        return Err(RuleError::Invalid(crate::t!("pol-refuse-no-box")));
    }
    Ok(vec![Event::WoundHealed {
        who: id,
        location,
        severity: severity_i,
        boxes: boxes.clamp(1, checked),
    }])
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
        .ok_or_else(|| RuleError::Invalid(crate::t!("pol-refuse-no-shock", name = &c.name)))?;
    let chance = Chance {
        base: chance,
        wounds: wound_malus(state, c),
        other: pending.value.unwrap_or(0),
        parts: super::OtherParts {
            shock: pending.value.unwrap_or(0),
            ..super::OtherParts::default()
        },
        ..Chance::default()
    };
    let record = resolution::resolve(id, Tested::Chance, chance, false, dice);
    Ok(vec![
        PolarisFact::TestRolled { test: record }.event(),
        Event::ConditionEnded {
            who: id,
            target: None,
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
        return Err(RuleError::Invalid(crate::t!(
            "pol-refuse-nothing-to-stabilise",
            name = &c.name
        )));
    }
    Ok(vec![Event::ConditionEnded {
        who: id,
        target: None,
        name: STABILISATION.into(),
        reason: EndReason::Removed,
    }])
}
