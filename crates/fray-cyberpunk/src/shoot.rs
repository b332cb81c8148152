//! Shooting (CPI-06 to CPI-17): the action cost, manual and single-shot weapons left
//! unready, the ROF budget, the ±20 % burst, aim, running, recoil, fumbles and jams.

use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::{Combatant, Encounter, Gear};

use super::check::{self, term};
use super::command::FireMode;
use super::fact::{CyberFact, Term};
use super::spend::{Kind, applies, left, spend};
use super::weapon::{self, AMMO, Action, DROPPED, FIRED, JAMMED, UNCHAMBERED, UNLOADED};
use super::{body, options, recoil, rolls, text};

/// What a `shoot` line asks, besides who and how.
#[derive(Debug, Clone, Copy)]
pub struct Aim<'a> {
    /// The target named (`at TARGET`), for the aim at it (CPI-10).
    pub target: Option<&'a str>,
    /// The skill level typed, if any.
    pub skill: Option<i32>,
    /// The difficulty typed, if any.
    pub difficulty: Option<i32>,
    /// Other modifiers.
    pub modifier: i32,
    /// Fired while running: −5, and the action's metres run (CPI-11).
    pub running: bool,
}

fn refuse(c: &Combatant, g: &Gear, key: &'static str) -> RuleError {
    let (who, weapon) = (
        c.name.as_str(),
        crate::rules::gear_labels::shown(crate::ID, g),
    );
    text::invalid(match key {
        "jammed" => crate::t!("cpi-refuse-jammed", who = who, weapon = weapon),
        "unchambered" => crate::t!("cpi-refuse-unchambered", who = who, weapon = weapon),
        "unloaded" => crate::t!("cpi-refuse-unloaded", who = who, weapon = weapon),
        "dropped" => crate::t!("cpi-refuse-dropped", who = who, weapon = weapon),
        _ => crate::t!("cpi-refuse-no-auto", who = who, weapon = weapon),
    })
}

/// The ±20 % range of a wanted burst, capped by what may still be fired (CPI-OP-06).
pub fn variation(wanted: u32, cap: u32) -> (u32, u32) {
    let lo = (wanted * 8 + 5) / 10;
    let hi = ((wanted * 12 + 5) / 10).min(cap);
    (lo.min(hi), hi)
}

/// `shoot WHO [WEAPON] MODE ...`.
pub fn shoot(
    state: &Encounter,
    who: &str,
    key: Option<&str>,
    mode: FireMode,
    aim: Aim<'_>,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = crate::rules::names::resolve(state, who)?;
    let c = state
        .combatant(id)
        .ok_or_else(|| RuleError::UnknownCombatant(who.into()))?;
    let g = weapon::find(c, key)?;
    let target = match aim.target {
        Some(t) => {
            let tid = crate::rules::names::resolve(state, t)?;
            state.combatant(tid)
        }
        None => None,
    };
    if g.word("kind") == Some("melee") {
        return Err(text::invalid(crate::t!(
            "cpi-refuse-melee-weapon",
            who = c.name.as_str(),
            weapon = crate::rules::gear_labels::shown(crate::ID, g)
        )));
    }
    for flag in [JAMMED, UNCHAMBERED, UNLOADED, DROPPED] {
        if g.flag(flag) {
            return Err(refuse(c, g, flag));
        }
    }
    let action = weapon::action(g);
    let wanted: u32 = match mode {
        FireMode::Single => 1,
        FireMode::Burst if action == Action::Auto => 3,
        FireMode::Auto { bullets } if action == Action::Auto => bullets.max(1),
        _ => return Err(refuse(c, g, "auto")),
    };
    let rof = u32::try_from(weapon::rof(g)).unwrap_or(1);
    let fired_before = u32::try_from(g.value(FIRED).unwrap_or(0).max(0)).unwrap_or(0);
    let budget = rof.saturating_sub(fired_before);
    // A single shot from an automatic weapon counts against its ROF too (CPI-08).
    if (mode != FireMode::Single || action == Action::Auto) && wanted > budget {
        return Err(text::invalid(crate::t!(
            "cpi-refuse-rof",
            who = c.name.as_str(),
            weapon = crate::rules::gear_labels::shown(crate::ID, g),
            left = budget,
            rof = rof.to_string()
        )));
    }
    let ammo = g.value(AMMO).map(|a| u32::try_from(a.max(0)).unwrap_or(0));
    let need = if mode == FireMode::Burst { 3 } else { 1 };
    if ammo.is_some_and(|a| a < need) {
        return Err(text::invalid(crate::t!(
            "cpi-refuse-ammo",
            who = c.name.as_str(),
            weapon = crate::rules::gear_labels::shown(crate::ID, g)
        )));
    }
    let mut batch = Batch::new(state);
    let full_round = matches!(mode, FireMode::Auto { .. }) && wanted == rof && rof > 1;
    let cost = if full_round {
        if c.counter(text::SPENT) != 0 {
            return Err(text::invalid(crate::t!(
                "cpi-refuse-full-round",
                who = c.name.as_str()
            )));
        }
        left(&batch, id).unwrap_or(1).max(1)
    } else {
        1
    };
    // Terms read before the action is spent.
    let skill = aim
        .skill
        .unwrap_or_else(|| g.word("skill").map_or(0, |k| check::level(c, k)));
    let mut terms = vec![Term {
        name: "ref".into(),
        value: body::effective(state, c, "ref"),
    }];
    term(&mut terms, "skill", skill);
    term(&mut terms, "accuracy", g.value("accuracy").unwrap_or(0));
    term(&mut terms, "aim", super::aim::bonus(c, target));
    if aim.running {
        term(&mut terms, "running", -options::running_malus(state));
    }
    term(&mut terms, "recoil", recoil::penalty(state, c, g));
    if applies(state, id, text::HURRIED) {
        term(&mut terms, "hurried", -3);
    }
    // Read now, from the state before this shot's events: none of them is an aim counter.
    let aims_reset = super::aim::resets(c, None);
    let spent = spend(&mut batch, id, cost, Kind::Shot, "shot")?;
    term(&mut terms, "actions", spent.malus);
    term(&mut terms, "modifier", aim.modifier);
    let fired = match mode {
        FireMode::Auto { .. }
            if state.option_is("burst-variation", "on") && !g.flag(weapon::SMARTGUN) =>
        {
            let cap = ammo.map_or(budget, |a| a.min(budget));
            let (lo, hi) = variation(wanted, cap);
            rolls::burst(dice, lo, hi)
        }
        _ => ammo.map_or(wanted, |a| wanted.min(a)),
    };
    let check = check::roll(state, terms, aim.difficulty, skill, Some(g), dice);
    let jammed = check
        .fumble
        .as_ref()
        .and_then(|f| f.jam)
        .is_some_and(|j| j.1);
    batch.push(
        CyberFact::CpiShot {
            who: id,
            weapon: g.key.clone(),
            wanted,
            fired,
            check,
            at: spent.at,
            running: aim.running,
        }
        .event(),
    );
    if aim.running {
        super::moves::ran(&mut batch, id, 1);
    }
    let set = |name: &str, value: i32| Event::GearValueSet {
        who: id,
        key: g.key.clone(),
        name: name.into(),
        value: Some(value),
    };
    let flag = |name: &str| Event::GearFlagSet {
        who: id,
        key: g.key.clone(),
        flag: name.into(),
        on: true,
    };
    let fired_i = i32::try_from(fired).unwrap_or(i32::MAX);
    batch.push(set(
        FIRED,
        i32::try_from(fired_before)
            .unwrap_or(0)
            .saturating_add(fired_i),
    ));
    if let Some(a) = ammo {
        batch.push(set(
            AMMO,
            i32::try_from(a).unwrap_or(0).saturating_sub(fired_i).max(0),
        ));
    }
    match action {
        Action::Manual => batch.push(flag(UNCHAMBERED)),
        Action::Single => batch.push(flag(UNLOADED)),
        Action::Semi | Action::Auto => {}
    }
    if jammed {
        batch.push(flag(JAMMED));
    }
    batch.extend(aims_reset);
    Ok(batch.into_events())
}
