//! Covering fire and crossing it (COR-21, COR-22, COR-OP-08, COR-OP-20): firepower, the
//! rounds spent, the long action and the malus on exposed opponents; the speed lost, the
//! dodge a mover owes and the d6 chain of bullets when they refuse or fumble it.

use crate::engine::{Dice, Event, RuleError};
use crate::model::{Combatant, Encounter, Gear};
use crate::rules::names::resolve;

use super::super::command::fire::{Answer, Cover};
use super::super::covering::{self, Use, bullets_hitting};
use super::super::fact::CorporatesFact;
use super::super::fact_fire::{CoveringFact, DodgeFrom, RiddledFact};
use super::super::options;
use super::super::rolls::BULLETS;
use super::super::text::refuse;
use super::fire::{added, fact, held, level, turn_end};
use super::fire_move::COMBAT_SLOW;
use super::fire_shot::PICK;

/// The flag on the weapons a covering fire uses, so a bullet's weapon can be picked.
const COVERING_FLAG: &str = "covering";

/// The firepower `shooter` lays now: their `covering` condition while the current segment
/// is within its announced segments (counters `cover-from`, `cover-to`; COR-21).
pub(crate) fn firing(state: &Encounter, shooter: &Combatant) -> Option<i32> {
    let segment = state.table_counter("segment");
    let within = (shooter.counter("cover-from")..=shooter.counter("cover-to")).contains(&segment);
    held(shooter, "covering", None).filter(|_| within)
}

/// Firepower (COR-21): the burst-bonus list, or the ammunition list's one less per weapon
/// (COR-OP-08); halved under fire, rounded by the option (COR-OP-20).
pub(crate) fn firepower(
    state: &Encounter,
    skill: i32,
    uses: &[Use],
    metres: u32,
    under_fire: bool,
) -> i32 {
    let raw = if options::cover_ammo_list(state) {
        let bonus: i32 = uses.iter().map(|u| u.burst_bonus() - 1).sum();
        (skill + bonus - i32::try_from(metres).unwrap_or(i32::MAX)).max(0)
    } else {
        covering::firepower(skill, uses, metres, false)
    };
    if under_fire {
        options::divide(state, raw, 2)
    } else {
        raw
    }
}

/// Whether `c` is under a barrage: exposed to covering fire someone announced this turn
/// (COR-21: « sous le feu durant le tour (tir ou tir de barrage) »).
fn under_barrage(state: &Encounter, c: &Combatant) -> bool {
    c.conditions
        .iter()
        .filter(|k| k.name.eq_ignore_ascii_case("exposed"))
        .filter_map(|k| k.target.and_then(|by| state.combatant(by)))
        .any(|by| held(by, "covering", None).is_some())
}

/// `cover …` (COR-21): announced at the turn's start (the announcements or segment 1), no
/// later than its first segment; halved when the shooter is under a barrage, and a barrage
/// it lays on someone laying one halves theirs (mutual barrages).
pub fn cover(state: &Encounter, cover: &Cover) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, &cover.who)?;
    let Some(c) = state.combatant(id) else {
        return Ok(Vec::new());
    };
    super::fire_shot::not_engaged(c)?;
    let segment = state.table_counter("segment");
    if state.step == crate::model::Step::Resolution && segment > 1 {
        return Err(refuse(
            "cor-letter-refuse-cover-late",
            &[("who", c.name.as_str().into()), ("segment", segment.into())],
        ));
    }
    if cover.from > cover.to || i32::from(cover.from) < segment {
        return Err(refuse(
            "cor-fire-refuse-cover-segments",
            &[
                ("from", u32::from(cover.from).into()),
                ("to", u32::from(cover.to).into()),
                ("segment", segment.into()),
            ],
        ));
    }
    let weapons: Vec<&Gear> = cover
        .weapons
        .iter()
        .map(|key| {
            c.gear(key)
                .or_else(|| c.gear(&crate::rules::fold_key(key)))
                .ok_or_else(|| {
                    refuse(
                        "cor-fire-refuse-weapon",
                        &[
                            ("who", c.name.as_str().into()),
                            ("weapon", key.as_str().into()),
                        ],
                    )
                })
        })
        .collect::<Result<_, _>>()?;
    if !weapons.is_empty() && weapons.len() != cover.uses.len() {
        return Err(refuse("cor-fire-refuse-cover-weapons", &[]));
    }
    // A shotgun or a heavy weapon adds to the firepower as the text's list says (its
    // rounds are still counted from the use typed).
    let uses: Vec<_> = cover
        .uses
        .iter()
        .enumerate()
        .map(|(i, u)| {
            weapons
                .get(i)
                .map_or(*u, |w| super::super::gear::cover_use(w, *u))
        })
        .collect();
    let skill = cover.skill.unwrap_or_else(|| level(c, "firearms"));
    let under_fire = cover.under_fire || c.has_condition("under-fire") || under_barrage(state, c);
    let firepower = firepower(state, skill, &uses, cover.metres, under_fire);
    let seconds = u32::from(cover.to - cover.from) + 1;
    let rate: u32 = cover.uses.iter().map(|u| u.rounds_per_second()).sum();
    let mut out = Vec::new();
    for (i, u) in cover.uses.iter().enumerate() {
        let n = i32::try_from(u.rounds_per_second() * seconds).unwrap_or(i32::MAX);
        match weapons
            .get(i)
            .and_then(|w| w.value("rounds").map(|left| (w, left)))
        {
            Some((w, left)) if left < n => {
                return Err(refuse(
                    "cor-fire-refuse-rounds",
                    &[
                        ("weapon", crate::gear::gear_name(w).into()),
                        ("left", left.into()),
                        ("rounds", n.into()),
                    ],
                ));
            }
            Some((w, left)) => out.push(Event::GearValueSet {
                who: id,
                key: w.key.clone(),
                name: "rounds".into(),
                value: Some(left - n),
            }),
            None => {}
        }
    }
    let counted: u32 = cover
        .uses
        .iter()
        .enumerate()
        .filter(|(i, _)| weapons.get(*i).is_none_or(|w| w.value("rounds").is_none()))
        .map(|(_, u)| u.rounds_per_second() * seconds)
        .sum();
    if counted > 0 {
        out.push(Event::CounterSet {
            who: id,
            name: "rounds".into(),
            value: c
                .counter("rounds")
                .saturating_add(i32::try_from(counted).unwrap_or(0)),
        });
    }
    for g in &c.gear {
        let used = weapons.iter().any(|w| w.key == g.key);
        if used != g.flag(COVERING_FLAG) {
            out.push(Event::GearFlagSet {
                who: id,
                key: g.key.clone(),
                flag: COVERING_FLAG.into(),
                on: used,
            });
        }
    }
    let end = turn_end(state);
    out.push(added(id, "covering", Some(firepower), None, end));
    for (name, value) in [
        ("cover-rate", i32::try_from(rate).unwrap_or(0)),
        ("cover-from", i32::from(cover.from)),
        ("cover-to", i32::from(cover.to)),
    ] {
        out.push(Event::CounterSet {
            who: id,
            name: name.into(),
            value,
        });
    }
    let mut exposed = Vec::new();
    for name in &cover.exposed {
        let e = resolve(state, name)?;
        out.push(added(e, "exposed", Some(firepower), Some(id), end));
        exposed.push(e);
        let Some(other) = state.combatant(e) else {
            continue;
        };
        if let Some(k) = other
            .conditions
            .iter()
            .find(|k| k.is("covering", None))
            .filter(|_| !other.has_condition("under-fire"))
        {
            let halved = options::divide(state, k.value.unwrap_or(0), 2);
            out.push(added(e, "under-fire", None, None, end));
            out.push(added(e, "covering", Some(halved), None, k.expiry));
        }
    }
    out.insert(
        0,
        fact(CorporatesFact::Covering(CoveringFact {
            who: id,
            skill,
            uses,
            metres: cover.metres,
            under_fire,
            firepower,
            from: cover.from,
            to: cover.to,
            rounds: rate * seconds,
            exposed,
        })),
    );
    Ok(out)
}

/// `cross WHO through SHOOTER …` (COR-22).
pub fn cross(
    state: &Encounter,
    who: &str,
    shooter: &str,
    protection: i32,
    answer: Answer,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let (id, by) = (resolve(state, who)?, resolve(state, shooter)?);
    let (Some(c), Some(s)) = (state.combatant(id), state.combatant(by)) else {
        return Ok(Vec::new());
    };
    let firepower = firing(state, s).ok_or_else(|| {
        refuse(
            "cor-fire-refuse-not-covering",
            &[("who", s.name.as_str().into())],
        )
    })?;
    let feint = level(c, "body-feint");
    let (slow, must_dodge) = covering::crossing(protection, feint, firepower);
    let dodge_from = match answer {
        Answer::Dodge(_) => Some(DodgeFrom::Given),
        Answer::Unsaid => held(c, "dodge", None).map(|_| DodgeFrom::Segment),
        Answer::Fumble | Answer::Refuse => None,
    };
    let answer = match answer {
        Answer::Unsaid => held(c, "dodge", None).map_or(Answer::Unsaid, Answer::Dodge),
        other => other,
    };
    if must_dodge && answer == Answer::Unsaid {
        return Err(refuse(
            "cor-fire-refuse-must-dodge",
            &[
                ("who", c.name.as_str().into()),
                ("feint", feint.into()),
                ("firepower", firepower.into()),
            ],
        ));
    }
    let mut out = Vec::new();
    let speed = c.counter("speed");
    let slowed = if slow > 0 && speed > 0 {
        let lost = speed.min(i32::try_from(COMBAT_SLOW).unwrap_or(100));
        out.push(Event::CounterSet {
            who: id,
            name: "speed".into(),
            value: speed - lost,
        });
        u32::try_from(lost).unwrap_or(0)
    } else {
        0
    };
    let hit = must_dodge && matches!(answer, Answer::Refuse | Answer::Fumble);
    let (mut d6, mut bullets, mut weapon) = (Vec::new(), 0, None);
    if hit {
        let fired = u32::try_from(s.counter("cover-rate").max(1)).unwrap_or(1);
        let mut hits = 1;
        while hits < fired {
            let face = dice.roll_for(6, BULLETS);
            d6.push(face);
            if face != 1 {
                break;
            }
            hits += 1;
        }
        bullets = bullets_hitting(d6.iter().map(|&f| u8::try_from(f).unwrap_or(6)), fired);
        weapon = pick_weapon(
            s.gear.iter().filter(|g| g.flag(COVERING_FLAG)).collect(),
            dice,
        );
        let margins = vec![0; bullets as usize];
        out.push(Event::PendingSet {
            who: id,
            action: super::fire_shot::hurt_lines(c, s, weapon.as_deref(), &margins),
        });
    }
    out.push(added(
        id,
        "exposed",
        Some(firepower),
        Some(by),
        turn_end(state),
    ));
    out.insert(
        0,
        fact(CorporatesFact::Riddled(RiddledFact {
            who: id,
            shooter: by,
            firepower,
            feint,
            slowed,
            must_dodge,
            dodge: match answer {
                Answer::Dodge(r) => Some(r),
                _ => None,
            },
            dodge_from,
            d6,
            bullets,
            weapon,
        })),
    );
    Ok(out)
}

/// The weapon that hit, picked by a d100 among several (COR-22).
fn pick_weapon(weapons: Vec<&Gear>, dice: &mut dyn Dice) -> Option<String> {
    match weapons.len() {
        0 => None,
        1 => Some(weapons[0].key.clone()),
        n => {
            let d100 = dice.roll_for(100, PICK);
            let i = (d100.saturating_sub(1) as usize * n) / 100;
            weapons.get(i).map(|w| w.key.clone())
        }
    }
}

#[cfg(test)]
#[path = "fire_cover_tests.rs"]
mod tests;
