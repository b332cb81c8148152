//! The words after a shot's range that the GM picks from the target tables (COR-18,
//! COR-24 to COR-28), and the words of covering fire (COR-21): how they read.

use crate::script::cursor::Cursor;
use crate::script::{Expected, ParseError};

use super::super::command::fire::{Cover, Pace, Reflex, Term};
use super::super::target::Protection;
use super::fire::*;
use super::fire_words::*;

/// One target term, when one comes next.
pub(super) fn term(c: &mut Cursor) -> Result<Option<Term>, ParseError> {
    let Some(t) = c.peek() else {
        return Ok(None);
    };
    let Some(word) = keyword(t) else {
        return Ok(None);
    };
    let term = match word.as_str() {
        "size" => {
            c.next();
            Term::Size {
                size: pick(c, "cor-fire-expected-size", SIZES)?,
            }
        }
        "moving" => {
            c.next();
            let pace = if take(c, "walk") {
                Pace::Walk
            } else if take(c, "run") {
                Pace::Run
            } else if take(c, "sprint") {
                Pace::Sprint
            } else {
                c.opt_limited(SPEED)?.map_or(Pace::Current, |v| {
                    Pace::Speed(u32::try_from(v).unwrap_or(0))
                })
            };
            Term::Moving {
                pace,
                axis: take(c, "axis"),
            }
        }
        "falling" => {
            c.next();
            let segment = c
                .opt_limited(FALL)?
                .map_or(0, |v| u32::try_from(v).unwrap_or(0));
            Term::Falling { segment }
        }
        "cover" => {
            c.next();
            let mut protection = pick(c, "cor-fire-expected-protection", PROTECTIONS)?;
            if matches!(protection, Protection::Car(_) | Protection::CarDoor(_)) {
                let armour = c.opt_limited(ARMOUR)?.unwrap_or(0);
                protection = match protection {
                    Protection::Car(_) => Protection::Car(armour),
                    _ => Protection::CarDoor(armour),
                };
            }
            Term::Cover { protection }
        }
        "engaged" => {
            c.next();
            Term::Engaged {
                participants: unsigned(c, PARTICIPANTS)?,
            }
        }
        "crowd" => {
            c.next();
            Term::Crowd {
                density: c.limited(Expected::Number, DENSITY)?,
            }
        }
        "unshouldered" => {
            c.next();
            Term::Unshouldered
        }
        "visibility" => {
            c.next();
            let light = pick(c, "cor-fire-expected-light", LIGHTS)?;
            let metres = unsigned(c, METRES)?;
            let night = if next_is(c, &words(NIGHTS)) {
                Some(pick(c, "cor-fire-expected-night", NIGHTS)?)
            } else {
                None
            };
            Term::Visibility {
                light,
                metres,
                night,
            }
        }
        "reflex" => {
            c.next();
            let front = pick(
                c,
                "cor-fire-expected-side",
                &[(true, "front"), (false, "side")],
            )?;
            let improbable = take(c, "improbable");
            let aiming = take(c, "aiming");
            let guard = !aiming && take(c, "guard");
            Term::Reflex {
                reflex: Reflex {
                    front,
                    improbable,
                    aiming,
                    guard,
                },
            }
        }
        "mod" => {
            c.next();
            Term::Mod {
                value: c.limited(Expected::Number, MODIFIER)?,
            }
        }
        _ => return Ok(None),
    };
    Ok(Some(term))
}

pub(super) fn cover(c: &mut Cursor, who: String) -> Result<Cover, ParseError> {
    let mut weapons = Vec::new();
    if take(c, "with") {
        weapons.push(super::gear_key(c.name(phrase("cor-fire-expected-weapon"))?));
        if c.peek().is_some_and(|t| t.quoted || !reserved(&t.text)) {
            weapons.push(super::gear_key(c.name(phrase("cor-fire-expected-weapon"))?));
        }
    }
    let skill = if take(c, "skill") {
        Some(c.limited(Expected::Number, SKILL)?)
    } else {
        None
    };
    must(c, "burst")?;
    let mut uses = vec![pick(c, "cor-fire-expected-use", USES)?];
    if take(c, "second") {
        uses.push(pick(c, "cor-fire-expected-use", USES)?);
    }
    must(c, "metres")?;
    let metres = unsigned(c, METRES)?;
    must(c, "from")?;
    let from = u8::try_from(c.limited(Expected::Number, SEGMENT)?).unwrap_or(1);
    must(c, "to")?;
    let to = u8::try_from(c.limited(Expected::Number, SEGMENT)?).unwrap_or(5);
    let under_fire = take(c, "under-fire");
    let mut exposed = Vec::new();
    if take(c, "exposed") {
        exposed.push(c.name(Expected::Combatant)?);
        while c.peek().is_some() {
            exposed.push(c.name(Expected::Combatant)?);
        }
    }
    Ok(Cover {
        who,
        weapons,
        skill,
        uses,
        metres,
        from,
        to,
        under_fire,
        exposed,
    })
}
