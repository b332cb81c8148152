//! Recoil (CPI-12 to CPI-15): a weapon's CON min from the tables, the shooter's
//! effective CON with a support or cyberarm, and the Fac-D penalty.

use crate::model::{Combatant, Encounter, Gear};

use super::body;
use super::weapon::{self, Kind};

/// Hundredths of the handling factor (CPI-13): one hand ×2, two hands ×1, with stock ×0.5.
fn hands(g: &Gear) -> i64 {
    match g.word("hands") {
        Some("one") => 200,
        Some("stock") => 50,
        _ => 100,
    }
}

/// Hundredths of the special factor, if any: high-velocity grenades ×1.5, railguns ×1.8.
fn special(g: &Gear) -> Option<i64> {
    match g.word("special") {
        Some("hv") => Some(150),
        Some("railgun") => Some(180),
        _ => None,
    }
}

/// Hundredths of the ROF factor (CPI-13; ROF 3 per CPI-OP-13).
pub fn rof_factor(state: &Encounter, rof: i32) -> i64 {
    match rof {
        i32::MIN..=2 => 100,
        3 if !state.option_is("rof3", "auto") => 100,
        3..=15 => 175,
        16..=30 => 200,
        31..=60 => 250,
        61..=120 => 300,
        _ => 350,
    }
}

/// The CON min before rounding, as a fraction (numerator, denominator), from the tables
/// (CPI-13), the factors summed or multiplied (CPI-OP-08).
pub fn con_min_exact(state: &Encounter, g: &Gear) -> Option<(i64, i64)> {
    // The base as a fraction.
    let (base_num, base_den): (i64, i64) = match weapon::kind(g)? {
        Kind::D6 => (i64::from(weapon::max_damage(g)?), 6),
        Kind::D10 => (i64::from(weapon::max_damage(g)?), 5),
        Kind::Shotgun => (i64::from(weapon::max_damage(g)?) * 25, 100),
        Kind::Grenade => (i64::from(g.value("calibre")?) * 3, 10),
    };
    let mut factors = vec![hands(g), rof_factor(state, weapon::rof(g))];
    factors.extend(special(g));
    let (f_num, f_den) = if state.option_is("con-min-modifiers", "product") {
        factors.iter().fold((1i64, 1i64), |(n, d), f| {
            (n.saturating_mul(*f), d.saturating_mul(100))
        })
    } else {
        (factors.iter().sum::<i64>(), 100)
    };
    Some((
        base_num.saturating_mul(f_num),
        base_den.saturating_mul(f_den),
    ))
}

/// The weapon's CON min: the sheet's `con-min` if the GM set one, else the tables
/// rounded per CPI-OP-12 (up by default).
pub fn con_min(state: &Encounter, g: &Gear) -> Option<i32> {
    if let Some(v) = g.value("con-min") {
        return Some(v);
    }
    let (num, den) = con_min_exact(state, g)?;
    if den <= 0 {
        return None;
    }
    let value = match state.option("con-min-rounding") {
        Some("down") => num.div_euclid(den),
        Some("nearest") => (num.saturating_mul(2).saturating_add(den)).div_euclid(den * 2),
        _ => (num.saturating_add(den - 1)).div_euclid(den),
    };
    i32::try_from(value).ok()
}

/// The condition naming the support in use (value: its CON; CPI-14).
pub const SUPPORT: &str = "support";
/// The sheet value marking a cyberarm (non-zero: CON 12 for recoil; CPI-14).
pub const CYBERARM: &str = "cyberarm";

/// The CON that counts for recoil: current CON, or the support's or cyberarm's (the
/// higher by default, the support's with `support replace`; CPI-14, CPI-OP-09).
pub fn effective_con(state: &Encounter, c: &Combatant) -> i32 {
    let own = body::current_con(c);
    let support = c
        .conditions
        .iter()
        .find(|k| k.name == SUPPORT)
        .and_then(|k| k.value)
        .or((c.stat(CYBERARM) != 0).then_some(12));
    match support {
        Some(s) if state.option_is("support", "replace") => s,
        Some(s) => own.max(s),
        None => own,
    }
}

/// Fac-D (CON − CON min when below; CPI-12) and the penalty on the shot (CPI-15,
/// CPI-OP-10: equal to Fac-D by default).
pub fn penalty(state: &Encounter, c: &Combatant, g: &Gear) -> i32 {
    let Some(min) = con_min(state, g) else {
        return 0;
    };
    let facd = (effective_con(state, c) - min).min(0);
    match state.option("facd-penalty") {
        Some("none") => 0,
        Some("half") => -((-facd + 1) / 2),
        _ => facd,
    }
}
