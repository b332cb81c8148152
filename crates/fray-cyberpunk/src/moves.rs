//! What a combatant spends actions on besides shooting (CPI-06, CPI-07, CPI-10, CPI-11),
//! and the sheet moves: weapons given, supports (CPI-14).

use crate::engine::{Batch, EndReason, Event, RuleError};
use crate::model::{CombatantId, Condition, Encounter, Expiry, Gear};

use super::command::{Activity, Stance, Support};
use super::fact::CyberFact;
use super::recoil::SUPPORT;
use super::spend::{Kind, spend};
use super::text;
use super::weapon::{self, DROPPED, IN_HAND, JAMMED, UNCHAMBERED, UNLOADED};

fn who_of(state: &Encounter, who: &str) -> Result<CombatantId, RuleError> {
    crate::rules::names::resolve(state, who)
}

fn flag(who: CombatantId, g: &Gear, name: &str, on: bool) -> Event {
    Event::GearFlagSet {
        who,
        key: g.key.clone(),
        flag: name.into(),
        on,
    }
}

fn condition(who: CombatantId, name: &str, expiry: Expiry) -> Event {
    Event::ConditionAdded {
        who,
        condition: Condition {
            target: None,
            name: name.into(),
            value: None,
            expiry,
        },
    }
}

fn ended(who: CombatantId, name: &str) -> Event {
    Event::ConditionEnded {
        who,
        target: None,
        name: name.into(),
        reason: EndReason::Removed,
    }
}

/// `act WHO ...`: melee 1, jump 1 (+ the GM's extra), vehicle 2, or 1 and then −3 on the
/// next action or the next action taking twice its time, anything else at the GM's cost
/// (CPI-06); twice as many actions while running (CPI-11).
pub fn act(
    state: &Encounter,
    who: &str,
    activity: Activity,
    running: bool,
) -> Result<Vec<Event>, RuleError> {
    let id = who_of(state, who)?;
    let mut batch = Batch::new(state);
    let (cost, on) = match activity {
        Activity::Melee => (1, "melee"),
        Activity::Jump { extra } => (1u8.saturating_add(extra), "jump"),
        Activity::Vehicle { fast: false, .. } => (2, "vehicle"),
        Activity::Vehicle { double: true, .. } => (1, "vehicle-double"),
        Activity::Vehicle { fast: true, .. } => (1, "vehicle-fast"),
        Activity::Other { actions } => (actions.max(1), "other"),
    };
    spend_running(&mut batch, id, cost, on, running)?;
    match activity {
        Activity::Vehicle { double: true, .. } => {
            batch.push(condition(id, text::DOUBLE_TIME, Expiry::Manual));
        }
        Activity::Vehicle { fast: true, .. } => {
            batch.push(condition(id, text::HURRIED, Expiry::Manual));
        }
        _ => {}
    }
    Ok(batch.into_events())
}

/// Spends an action of `cost` (twice as many while running, and their metres run: CPI-11).
fn spend_running(
    batch: &mut Batch,
    id: CombatantId,
    cost: u8,
    on: &str,
    running: bool,
) -> Result<(), RuleError> {
    let cost = if running {
        cost.saturating_mul(2)
    } else {
        cost
    };
    spend(batch, id, cost, Kind::Other, on)?;
    if running {
        ran(batch, id, cost);
    }
    Ok(())
}

/// The metres of `actions` actions run: MOUV × 3 / n each, n the slots `who` still has
/// this round (CPI-11); the fact and the round's counter.
pub fn ran(batch: &mut Batch, id: CombatantId, actions: u8) {
    let state = batch.state();
    let Some(c) = state.combatant(id) else {
        return;
    };
    let metres = c.stat("mouv") * 3 * i32::from(actions) / super::spend::kept(state, id);
    let total = c.counter(text::RUN).saturating_add(metres);
    batch.push(CyberFact::CpiRan { who: id, metres }.event());
    batch.push(Event::CounterSet {
        who: id,
        name: text::RUN.into(),
        value: total,
    });
}

/// `stance WHO crouch|prone|stand`: 1 action (CPI-06).
pub fn stance(state: &Encounter, who: &str, stance: Stance) -> Result<Vec<Event>, RuleError> {
    let id = who_of(state, who)?;
    let c = state
        .combatant(id)
        .ok_or_else(|| RuleError::UnknownCombatant(who.into()))?;
    let mut batch = Batch::new(state);
    let on = match stance {
        Stance::Crouch => "crouch",
        Stance::Prone => "prone",
        Stance::Stand => "stand",
    };
    spend(&mut batch, id, 1, Kind::Other, on)?;
    for name in [text::CROUCHED, text::PRONE] {
        if c.has_condition(name) {
            batch.push(ended(id, name));
        }
    }
    match stance {
        Stance::Crouch => batch.push(condition(id, text::CROUCHED, Expiry::Manual)),
        Stance::Prone => batch.push(condition(id, text::PRONE, Expiry::Manual)),
        Stance::Stand => {}
    }
    Ok(batch.into_events())
}

/// `draw WHO WEAPON [stow]`: 1 action; the weapon in hand is dropped unless a second
/// action stows it (CPI-06).
pub fn draw(state: &Encounter, who: &str, key: &str, stow: bool) -> Result<Vec<Event>, RuleError> {
    let id = who_of(state, who)?;
    let c = state
        .combatant(id)
        .ok_or_else(|| RuleError::UnknownCombatant(who.into()))?;
    let g = weapon::find(c, Some(key))?;
    if g.flag(IN_HAND) {
        return Err(text::invalid(crate::t!(
            "cpi-refuse-already-in-hand",
            who = c.name.as_str(),
            weapon = crate::rules::gear_labels::shown(crate::ID, g)
        )));
    }
    let mut batch = Batch::new(state);
    let held = c.gear.iter().any(|h| h.flag(IN_HAND));
    let on = match (stow, held) {
        (true, true) => "stow",
        (false, true) => "draw",
        (_, false) => "draw-empty",
    };
    spend(
        &mut batch,
        id,
        if stow && held { 2 } else { 1 },
        Kind::Other,
        on,
    )?;
    for held in c.gear.iter().filter(|h| h.flag(IN_HAND)) {
        batch.push(flag(id, held, IN_HAND, false));
        if !stow {
            batch.push(flag(id, held, DROPPED, true));
        }
    }
    if g.flag(DROPPED) {
        batch.push(flag(id, g, DROPPED, false));
    }
    batch.push(flag(id, g, IN_HAND, true));
    Ok(batch.into_events())
}

/// Which flag a weapon move clears, and the action word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fix {
    /// Re-chamber a manual-action weapon: 1 action (CPI-07).
    Chamber,
    /// Reload: the weapon's `reload` value or option `reload-actions` (CPI-OP-05).
    Reload,
    /// Clear a jam: 1 action (CPI-17).
    Unjam,
}

/// `chamber`, `reload`, `unjam`; twice as many actions while running (CPI-11).
pub fn fix(
    state: &Encounter,
    who: &str,
    key: Option<&str>,
    fix: Fix,
    running: bool,
) -> Result<Vec<Event>, RuleError> {
    let id = who_of(state, who)?;
    let c = state
        .combatant(id)
        .ok_or_else(|| RuleError::UnknownCombatant(who.into()))?;
    let g = weapon::find(c, key)?;
    let nothing = || {
        text::invalid(crate::t!(
            "cpi-refuse-nothing-to-fix",
            who = c.name.as_str(),
            weapon = crate::rules::gear_labels::shown(crate::ID, g)
        ))
    };
    let mut batch = Batch::new(state);
    // Between fights, in a campaign, there is no round to take the action from.
    let timed = !state.is_campaign();
    match fix {
        Fix::Chamber => {
            if !g.flag(UNCHAMBERED) {
                return Err(nothing());
            }
            if timed {
                spend_running(&mut batch, id, 1, "chamber", running)?;
            }
            batch.push(flag(id, g, UNCHAMBERED, false));
        }
        Fix::Unjam => {
            if !g.flag(JAMMED) {
                return Err(nothing());
            }
            if timed {
                spend_running(&mut batch, id, 1, "unjam", running)?;
            }
            batch.push(flag(id, g, JAMMED, false));
        }
        Fix::Reload => {
            let full = g.value(weapon::MAGAZINE);
            if !g.flag(UNLOADED) && (full.is_none() || full == g.value(weapon::AMMO)) {
                return Err(nothing());
            }
            let cost = g
                .value("reload")
                .unwrap_or_else(|| state.option_number("reload-actions", 1));
            let cost = u8::try_from(cost.clamp(1, 10)).unwrap_or(1);
            if timed {
                spend_running(&mut batch, id, cost, "reload", running)?;
            }
            if g.flag(UNLOADED) {
                batch.push(flag(id, g, UNLOADED, false));
            }
            if let Some(full) = full {
                batch.push(Event::GearValueSet {
                    who: id,
                    key: g.key.clone(),
                    name: weapon::AMMO.into(),
                    value: Some(full),
                });
            }
        }
    }
    Ok(batch.into_events())
}

/// `run WHO N`: N actions running, MOUV × 3 / n metres each, n the actions he still has
/// this round (« Ce total peut être divisé par son nombre d'action du round, pour courir et
/// agir aussitôt. »); his other actions are his own, not run (CPI-11).
pub fn run(state: &Encounter, who: &str, actions: u8) -> Result<Vec<Event>, RuleError> {
    let id = who_of(state, who)?;
    let mut batch = Batch::new(state);
    spend(&mut batch, id, actions.max(1), Kind::Run, "run")?;
    ran(&mut batch, id, actions.max(1));
    Ok(batch.into_events())
}

/// `weapon WHO KEY ...`: gives (or replaces) a weapon.
pub fn give(state: &Encounter, who: &str, gear: &Gear) -> Result<Vec<Event>, RuleError> {
    let id = who_of(state, who)?;
    let mut gear = gear.clone();
    gear.key = crate::rules::fold_key(&gear.key);
    if gear.key.is_empty() {
        return Err(text::invalid(crate::t!("cpi-refuse-weapon-key")));
    }
    Ok(vec![Event::GearAdded { who: id, gear }])
}

/// `support WHO KIND|none`: the support in use against recoil (CPI-14).
pub fn support(
    state: &Encounter,
    who: &str,
    support: Option<Support>,
) -> Result<Vec<Event>, RuleError> {
    let id = who_of(state, who)?;
    let c = state
        .combatant(id)
        .ok_or_else(|| RuleError::UnknownCombatant(who.into()))?;
    match support {
        Some(s) => Ok(vec![Event::ConditionAdded {
            who: id,
            condition: Condition {
                target: None,
                name: SUPPORT.into(),
                value: Some(s.con()),
                expiry: Expiry::Manual,
            },
        }]),
        None if c.has_condition(SUPPORT) => Ok(vec![ended(id, SUPPORT)]),
        None => Err(text::invalid(crate::t!(
            "cpi-refuse-no-support",
            who = c.name.as_str()
        ))),
    }
}
