//! A shot's difficulty, term by term (COR-16 to COR-28, COR-15, COR-22): the range band
//! from the weapon's sheet, snap, point blank, the target terms the GM picked, and the
//! terms the state gives by itself (combat movement, exposure to covering fire).

use crate::engine::{Dice, RuleError};
use crate::model::{Combatant, Encounter, Gear};

use super::super::command::fire::{Mode, Night, Pace, Reach, Shot, Term};
use super::super::options;
use super::super::rolls::{self, PoolRoll};
use super::super::shooting::{
    Appearance, Difficulty, Range, point_blank, reflex_added, reflex_difficulty, unshouldered_bands,
};
use super::super::target::{self, COVER_STRAY, Protection, Visibility};
use super::super::text::refuse;
use super::fire::{attribute, held, level};
use super::fire_move::{DEFAULT_DICE, exposure};

/// A shot's difficulty and what a near miss may strike.
pub(crate) struct Built {
    /// The terms.
    pub difficulty: Difficulty,
    /// The reflex reaction roll (COR-18).
    pub reflex: Option<PoolRoll>,
    /// The reaction roll's difficulty (COR-18).
    pub reflex_against: Option<i32>,
    /// The widest miss that strikes another participant or a passer-by (COR-28, COR-OP-12).
    pub stray: i32,
    /// The cover the target hides behind, whose obstacle a miss by ≤ 5 strikes (COR-27).
    pub cover: Option<Protection>,
    /// Whether another participant of a melee (rather than a passer-by) is at risk.
    pub engaged: bool,
}

/// The band of a weapon's sheet values `short`…`extreme` (COR-16).
fn bands(weapon: Option<&Gear>) -> Option<[u32; 4]> {
    let w = weapon?;
    let get = |k: &str| w.value(k).and_then(|v| u32::try_from(v).ok());
    Some([get("short")?, get("medium")?, get("long")?, get("extreme")?])
}

fn no_bands(weapon: Option<&Gear>) -> RuleError {
    refuse(
        "cor-fire-refuse-no-bands",
        &[(
            "weapon",
            weapon
                .map_or_else(String::new, crate::gear::gear_name)
                .into(),
        )],
    )
}

/// The reduced-visibility malus (COR-28), its division rounded by the option (COR-OP-20).
fn visibility(state: &Encounter, light: Visibility, metres: u32, pe: u32) -> i32 {
    let k = match light {
        Visibility::Reduced => 5,
        Visibility::Poor => 2,
        Visibility::VeryPoor => 1,
    };
    let whole = |n: u32| i32::try_from(n).unwrap_or(i32::MAX);
    3 + options::divide(state, whole(metres), whole(k * pe.max(1)))
}

/// Builds the difficulty of `shot` by `shooter` with `weapon` at `target`; `snap` forces the
/// weapon's snap malus (aiming never has it).
pub(crate) fn build(
    state: &Encounter,
    shooter: &Combatant,
    target: &Combatant,
    weapon: Option<&Gear>,
    shot: &Shot,
    dice: &mut dyn Dice,
) -> Result<Built, RuleError> {
    let unshouldered = shot.terms.contains(&Term::Unshouldered);
    let range = match shot.reach {
        Reach::Band(r) => r,
        Reach::Metres(m) => {
            let b = bands(weapon).ok_or_else(|| no_bands(weapon))?;
            let b = if unshouldered {
                unshouldered_bands(b)
            } else {
                b
            };
            Range::of(m, b).ok_or_else(|| {
                refuse(
                    "cor-fire-refuse-out-of-range",
                    &[("metres", m.into()), ("extreme", b[3].into())],
                )
            })?
        }
    };
    let mut d = Difficulty::from_range(range);
    // A target that appears this segment has not been seen « depuis plus d'1s »: a reflex
    // shot is a snap shot (COR-17, COR-18), as an unshouldered one is (COR-28).
    let reflex = shot.terms.iter().any(|t| matches!(t, Term::Reflex { .. }));
    if shot.mode == Mode::Snap || unshouldered || reflex {
        d = d.with("snap", weapon.and_then(|w| w.value("snap")).unwrap_or(0));
    }
    let close = matches!(shot.reach, Reach::Metres(m) if point_blank(m) != 0);
    if shot.point_blank || close {
        d = d.with("point-blank", -5);
    }
    let mut built = Built {
        difficulty: Difficulty::default(),
        reflex: None,
        reflex_against: None,
        stray: 0,
        cover: None,
        engaged: false,
    };
    for term in &shot.terms {
        d = match *term {
            Term::Size { size } => d.with("size", size.modifier()),
            Term::Moving { pace, axis } => {
                let m_s = match pace {
                    Pace::Current => {
                        u32::try_from(target.counter("speed").max(0) / 100).unwrap_or(0)
                    }
                    Pace::Walk => 1,
                    Pace::Run => 3,
                    Pace::Sprint => 7,
                    Pace::Speed(v) => v,
                };
                d.with(
                    if axis { "moving-axis" } else { "moving" },
                    target::movement(m_s, axis),
                )
            }
            Term::Falling { segment } => {
                let n = if segment > 0 {
                    segment
                } else {
                    let held = held(target, "falling", None).ok_or_else(|| {
                        refuse(
                            "cor-fire-refuse-not-falling",
                            &[("who", target.name.as_str().into())],
                        )
                    })?;
                    u32::try_from(held.max(1)).unwrap_or(1)
                };
                let m = target::falling(n).2;
                d.with("falling", if options::fall_harder(state) { m } else { -m })
            }
            Term::Cover { protection } => {
                built.cover = Some(protection);
                d.with("cover", 0)
            }
            Term::Engaged { participants } => {
                let v = target::engaged(participants);
                built.stray = built.stray.max(v);
                built.engaged = true;
                d.with("engaged", v)
            }
            Term::Crowd { density } => {
                let v = target::crowd(density);
                built.stray = built.stray.max(v);
                d.with("crowd", v)
            }
            Term::Unshouldered => d,
            Term::Visibility {
                light,
                metres,
                night,
            } => {
                let extra = match night {
                    None => 0,
                    Some(Night::Ir) => 1,
                    Some(Night::La) => 2,
                };
                let pe = attribute(shooter, "perception", DEFAULT_DICE) + extra;
                d.with("visibility", visibility(state, light, metres, pe))
            }
            Term::Reflex { reflex } => {
                let vigilance = level(shooter, "vigilance");
                let against = reflex_difficulty(Appearance {
                    in_front: reflex.front,
                    improbable: reflex.improbable,
                    where_aiming: reflex.aiming,
                    on_guard: reflex.guard.then_some(vigilance),
                });
                let n = attribute(shooter, "reaction", DEFAULT_DICE);
                let roll = rolls::roll_parts(
                    dice,
                    rolls::REACTION,
                    n,
                    vec![rolls::Part::skill("vigilance", vigilance)],
                );
                let added = reflex_added(roll.total, against);
                built.reflex = Some(roll);
                built.reflex_against = Some(against);
                d.with("reflex", added)
            }
            Term::Mod { value } => d.with("gm", value),
        };
    }
    if let Some(feint) = held(target, "combat-move", None) {
        d = d.with("combat-move", feint);
    }
    let exposed = exposure(state, shooter.id);
    if exposed > 0 {
        d = d.with("exposed", exposed);
    }
    built.difficulty = d;
    Ok(built)
}

/// The widest miss that strikes something else: the obstacle first (COR-27), then a
/// participant or passer-by (COR-28, COR-OP-12).
pub(crate) fn stray_limit(state: &Encounter, built: &Built) -> (i32, i32) {
    let obstacle = if built.cover.is_some() {
        COVER_STRAY
    } else {
        0
    };
    let other = if built.stray > 0 {
        options::stray_width(state, built.stray, built.engaged)
    } else {
        0
    };
    (obstacle, other)
}

#[cfg(test)]
#[path = "fire_target_tests.rs"]
mod target_tests;
