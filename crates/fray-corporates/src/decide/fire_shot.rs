//! Shots and aiming (COR-16 to COR-20, COR-23, COR-27, COR-28, COR-OP-07, 09, 12, 14): a
//! declared action through the ledger, the roll against the difficulty's terms, the
//! bullets and their margins, a near miss striking something else, the aim spent.

use crate::engine::{Dice, Event, RuleError};
use crate::model::{Combatant, CombatantId, Encounter, Expiry, Gear};
use crate::rules::names::resolve;

use super::super::command::fire::{Mode, Shot};
use super::super::fact::CorporatesFact;
use super::super::fact_fire::{AcquiredFact, ShotFact, Stray};
use super::super::ledger::Kind;
use super::super::options;
use super::super::rolls::{CHECK, Part, roll_parts};
use super::super::shooting::{Acquisition, Stance, burst_margins};
use super::super::target::strays;
use super::super::text::refuse;
use super::fire::{added, attribute, ended, fact, held, level, pool_of, turn_end};
use super::fire_action::{request, take};
use super::fire_move::DEFAULT_DICE;
use super::fire_terms::{build, stray_limit};

use super::super::conditions::{DODGE, DODGE_FUMBLED};
pub(crate) use super::super::rolls::PICK;

/// The condition a `draw-use` leaves for the use that follows, value = the location's
/// malus (COR-31); also the label of the shot's difficulty term it becomes.
const DRAW_USE: &str = "draw-use";

/// Refused when `c` is engaged in melee: no firearm (shot, aim, covering fire) until a
/// disengagement or the engagement's end (COR-33).
pub(crate) fn not_engaged(c: &Combatant) -> Result<(), RuleError> {
    if c.has_condition("engaged") {
        return Err(refuse(
            "cor-fire-refuse-engaged",
            &[("who", c.name.as_str().into()), ("slug", c.slug().into())],
        ));
    }
    Ok(())
}

/// The shooter, the target and the weapon a shot names; refused when the shooter is
/// engaged in melee (COR-33), laying covering fire outside survival mode (COR-21), or
/// the weapon is not theirs.
fn parties<'a>(
    state: &'a Encounter,
    shot: &Shot,
) -> Result<(&'a Combatant, &'a Combatant, Option<&'a Gear>), RuleError> {
    let (id, on) = (resolve(state, &shot.who)?, resolve(state, &shot.target)?);
    let (Some(c), Some(t)) = (state.combatant(id), state.combatant(on)) else {
        return Err(refuse("cor-fire-refuse-gone", &[]));
    };
    if id == on {
        return Err(refuse(
            "cor-fire-refuse-self",
            &[("who", c.name.as_str().into())],
        ));
    }
    not_engaged(c)?;
    if super::fire_cover::firing(state, c).is_some() && !super::ledger::in_survival(state, id) {
        return Err(refuse(
            "cor-fire-refuse-covering",
            &[("who", c.name.as_str().into())],
        ));
    }
    let weapon = match &shot.weapon {
        Some(key) => {
            let key = crate::rules::fold_key(key);
            Some(c.gear(&key).ok_or_else(|| {
                refuse(
                    "cor-fire-refuse-weapon",
                    &[
                        ("who", c.name.as_str().into()),
                        ("weapon", key.as_str().into()),
                    ],
                )
            })?)
        }
        None => c
            .gear
            .iter()
            .find(|g| g.word("kind").is_some_and(|k| k == "firearm")),
    };
    Ok((c, t, weapon))
}

/// The shot's pool: Agility dice + the firearms level, unless the GM gives them.
fn shot_pool(c: &Combatant, shot: &Shot) -> (u32, i32) {
    pool_of(
        Some(&shot.pool),
        attribute(c, "agility", DEFAULT_DICE),
        level(c, "firearms"),
    )
}

/// The shot's bonus term by term: the Firearms level, or the bonus the GM typed in its
/// place (`bonus N`), then `extra` and the points off the roll.
fn shot_parts(c: &Combatant, shot: &Shot, extra: Part, flat: &[Part]) -> Vec<Part> {
    let mut parts = vec![match shot.pool.bonus {
        Some(given) => Part::new("given", given),
        None => Part::skill("firearms", level(c, "firearms")),
    }];
    parts.push(extra);
    parts.extend(flat.iter().cloned());
    parts
}

/// A raw acquisition bonus, capped by the weapon level and the aiming bonus: the lower of
/// the two, or the higher under `aim-cap max` (COR-OP-07).
fn capped(state: &Encounter, c: &Combatant, raw: i32, weapon: Option<&Gear>) -> i32 {
    let aim = weapon.and_then(|w| w.value("aim")).unwrap_or(0);
    let skill = level(c, "firearms");
    if options::aim_cap_max(state) {
        raw.min(skill.max(aim)).max(0)
    } else {
        Acquisition { raw }.bonus(skill, aim)
    }
}

/// The acquisition bonus `c` holds on `target` (COR-19).
fn aim_bonus(state: &Encounter, c: &Combatant, target: CombatantId, weapon: Option<&Gear>) -> i32 {
    capped(state, c, held(c, "aim", Some(target)).unwrap_or(0), weapon)
}

/// Rounds the shot spends: from the weapon's `rounds` when it has them (refused when
/// short), else counted up in the shooter's counter `rounds`.
fn spend(c: &Combatant, weapon: Option<&Gear>, rounds: u32) -> Result<Event, RuleError> {
    let n = i32::try_from(rounds).unwrap_or(i32::MAX);
    match weapon.and_then(|w| w.value("rounds").map(|left| (w, left))) {
        Some((w, left)) if left < n => Err(refuse(
            "cor-fire-refuse-rounds",
            &[
                ("weapon", crate::gear::gear_name(w).into()),
                ("left", left.into()),
                ("rounds", n.into()),
            ],
        )),
        Some((w, left)) => Ok(Event::GearValueSet {
            who: c.id,
            key: w.key.clone(),
            name: "rounds".into(),
            value: Some(left - n),
        }),
        None => Ok(Event::CounterSet {
            who: c.id,
            name: "rounds".into(),
            value: c.counter("rounds").saturating_add(n),
        }),
    }
}

/// Who a stray bullet strikes (COR-27, COR-28): the obstacle when the miss is within 5
/// behind cover, else another melee participant picked by a d100, or a passer-by.
fn stray(
    state: &Encounter,
    (roll, against): (i32, i32),
    built: &super::fire_terms::Built,
    shooter: CombatantId,
    target: CombatantId,
    dice: &mut dyn Dice,
) -> Option<Stray> {
    let (obstacle, other) = stray_limit(state, built);
    if let Some(protection) = built.cover.filter(|_| strays(roll, against, obstacle)) {
        return Some(Stray::Obstacle { protection });
    }
    if !strays(roll, against, other) {
        return None;
    }
    let others: Vec<CombatantId> = if built.engaged {
        state
            .combatants
            .iter()
            .filter(|c| c.id != shooter && c.id != target)
            .filter(|c| {
                held(c, "engaged", Some(target)).is_some()
                    || state
                        .combatant(target)
                        .is_some_and(|t| held(t, "engaged", Some(c.id)).is_some())
            })
            .map(|c| c.id)
            .collect()
    } else {
        Vec::new()
    };
    if others.is_empty() {
        return Some(Stray::Other {
            who: None,
            d100: None,
        });
    }
    let d100 = dice.roll_for(100, PICK);
    let i = (d100.saturating_sub(1) as usize * others.len()) / 100;
    Some(Stray::Other {
        who: others.get(i).copied(),
        d100: Some(d100),
    })
}

/// `shoot …` (COR-16 to COR-28); right after a `draw-use` (COR-31) the shot is a snap
/// shot, a double action, with the weapon location's malus as the `draw` term.
pub fn shoot(state: &Encounter, shot: &Shot, dice: &mut dyn Dice) -> Result<Vec<Event>, RuleError> {
    let (c, t, weapon) = parties(state, shot)?;
    let drawn = held(c, DRAW_USE, None);
    let forced;
    let shot = if drawn.is_some() {
        forced = Shot {
            mode: Mode::Snap,
            double: true,
            ..shot.clone()
        };
        &forced
    } else {
        shot
    };
    let held_aim = held(c, "aim", Some(t.id));
    if shot.mode == Mode::Aimed && held_aim.is_none() {
        return Err(refuse(
            "cor-fire-refuse-no-aim",
            &[
                ("who", c.name.as_str().into()),
                ("target", t.name.as_str().into()),
            ],
        ));
    }
    let mut built = build(state, c, t, weapon, shot, dice)?;
    if let Some(malus) = drawn {
        built.difficulty = std::mem::take(&mut built.difficulty).with(DRAW_USE, malus);
    }
    let rounds = shot.burst.map_or(1, |b| b.rounds());
    let mut out = vec![spend(c, weapon, rounds)?];
    let (n, _) = shot_pool(c, shot);
    let taken = take(
        state,
        &request(
            c.id,
            Kind::Declared,
            n,
            shot.pool.confidence,
            "shot",
            shot.double,
        ),
        dice,
    )?;
    out.extend(taken.events);
    let aim = if shot.mode == Mode::Snap {
        0
    } else {
        aim_bonus(state, c, t.id, weapon)
    };
    let parts = shot_parts(c, shot, Part::new("aim", aim), &taken.flat_parts);
    let roll = roll_parts(dice, CHECK, taken.dice, parts);
    let burst = match shot.burst {
        Some(_) => weapon.and_then(|w| w.value("burst")).unwrap_or(0),
        None => 0,
    };
    let total = built.difficulty.total();
    let mut against = if shot.burst.is_some() {
        built.difficulty.burst_total(burst)
    } else {
        total
    };
    // A fumbled dodge replaces the difficulty even when lower (COR-OP-14, COR-OP-21).
    let fumbled = held(t, DODGE_FUMBLED, None).is_some();
    let dodge = held(t, DODGE, None)
        .filter(|&d| options::dodge_replaces_shot(state) && (d > against || fumbled));
    if let Some(d) = dodge {
        against = d;
    }
    let margins = if shot.burst.is_some() {
        let cap = if options::burst_capped(state) {
            rounds
        } else {
            u32::MAX
        };
        burst_margins(roll.total, against, cap)
    } else if options::reaches(state, roll.total, against) {
        vec![roll.total - against]
    } else {
        Vec::new()
    };
    let stray = if margins.is_empty() {
        stray(state, (roll.total, against), &built, c.id, t.id, dice)
    } else {
        None
    };
    let key = weapon.map(|w| w.key.as_str());
    // A near miss hands its damage step on: through the obstacle, the protection on soak
    // (COR-27, COR-OP-11); to another participant, a bullet at margin 0 (COR-28).
    let next = match &stray {
        Some(Stray::Obstacle { protection }) if !options::protection_stops(state) => {
            hurt_lines(t, c, key, &[0])
                .map(|l| format!("{l} protection {}", protection.bonus()))
                .map(|l| (t.id, l))
        }
        Some(Stray::Other {
            who: Some(other), ..
        }) => state
            .combatant(*other)
            .and_then(|o| hurt_lines(o, c, key, &[0]))
            .map(|l| (*other, l)),
        _ => hurt_lines(t, c, key, &margins).map(|l| (t.id, l)),
    };
    let first = margins.first().copied();
    out.push(fact(CorporatesFact::Shot(Box::new(ShotFact {
        shooter: c.id,
        target: t.id,
        weapon: weapon.map(|w| w.key.clone()),
        difficulty: built.difficulty,
        reflex: built.reflex,
        reflex_against: built.reflex_against,
        burst,
        dodge,
        against,
        malus: taken.malus,
        aim,
        roll,
        rounds,
        margins,
        stray,
    }))));
    if held_aim.is_some() {
        out.push(ended(c.id, "aim", Some(t.id)));
    }
    if drawn.is_some() {
        out.push(ended(c.id, DRAW_USE, None));
    }
    if let Some(fp) = held(t, "covering", None).filter(|_| !t.has_condition("under-fire")) {
        out.push(added(t.id, "under-fire", None, None, turn_end(state)));
        let covering = t.conditions.iter().find(|k| k.is("covering", None));
        let expiry = covering.map_or(turn_end(state), |k| k.expiry);
        out.push(added(
            t.id,
            "covering",
            Some(options::divide(state, fp, 2)),
            None,
            expiry,
        ));
    }
    if let Some(margin) = first {
        out.push(added(
            t.id,
            "struck",
            Some(margin),
            Some(c.id),
            turn_end(state),
        ));
    }
    if let Some((who, line)) = next {
        out.push(Event::PendingSet {
            who,
            action: Some(line),
        });
    }
    Ok(out)
}

/// The damage step a hit leaves pending on the target (COR-16, COR-23, COR-39): one
/// `hurt` line per bullet with its margin (+1d per 10), for the GM to confirm.
pub(crate) fn hurt_lines(
    target: &Combatant,
    shooter: &Combatant,
    weapon: Option<&str>,
    margins: &[i32],
) -> Option<String> {
    if margins.is_empty() {
        return None;
    }
    let with = weapon.map_or(String::new(), |w| format!(" with {w}"));
    let lines: Vec<String> = margins
        .iter()
        .map(|m| {
            format!(
                "hurt {} by {}{with} margin {m}",
                target.slug(),
                shooter.slug()
            )
        })
        .collect();
    Some(lines.join(" | "))
}

/// `aim …` (COR-19): an acquisition roll, a declared action, against the standard shot's
/// difficulty with the weapon's aiming bonus on the roll; a success adds the stance's step
/// to the raw bonus held on the target (condition `aim`), a failure loses it all.
pub fn aim(
    state: &Encounter,
    shot: &Shot,
    stance: Stance,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let (c, t, weapon) = parties(state, shot)?;
    let built = build(state, c, t, weapon, shot, dice)?;
    let (n, _) = shot_pool(c, shot);
    let taken = take(
        state,
        &request(c.id, Kind::Declared, n, shot.pool.confidence, "aim", false),
        dice,
    )?;
    let aiming = weapon.and_then(|w| w.value("aim")).unwrap_or(0);
    let parts = shot_parts(c, shot, Part::new("weapon-aim", aiming), &taken.flat_parts);
    let roll = roll_parts(dice, CHECK, taken.dice, parts);
    let success = options::reaches(state, roll.total, built.difficulty.total());
    let before = Acquisition {
        raw: held(c, "aim", Some(t.id)).unwrap_or(0),
    };
    let after = before.after(success, stance);
    let mut out = taken.events;
    out.push(fact(CorporatesFact::Acquired(Box::new(AcquiredFact {
        who: c.id,
        target: t.id,
        difficulty: built.difficulty,
        malus: taken.malus,
        roll,
        stance,
        success,
        raw: after.raw,
        bonus: capped(state, c, after.raw, weapon),
    }))));
    if success {
        out.push(added(
            c.id,
            "aim",
            Some(after.raw),
            Some(t.id),
            Expiry::Manual,
        ));
    } else if before.raw > 0 || held(c, "aim", Some(t.id)).is_some() {
        out.push(ended(c.id, "aim", Some(t.id)));
    }
    Ok(out)
}

#[cfg(test)]
#[path = "fire_shot_tests.rs"]
mod tests;
