//! `damage` and `heal` on the three monitors (ANA-21): Armor first unless the damage
//! ignores it, stun past a full stun monitor into physical, boxes past a full physical
//! monitor kept as its overflow (the GM rules on death).

use crate::engine::{Event, RuleError};
use crate::model::Encounter;
use crate::rules::names::resolve;

use super::super::fact::AnarchyFact;
use super::super::monitor::Kind;
use super::sheet::{self, ARMOR, PHYSICAL, STUN};

fn boxes(n: i32) -> u16 {
    u16::try_from(n.max(0)).unwrap_or(u16::MAX)
}

/// Decides `damage WHO N [stun|physical] [no-armor] [by ATTACKER] [with WEAPON]`.
pub fn damage(
    state: &Encounter,
    who: &str,
    amount: u16,
    (kind, ignore_armor): (Kind, bool),
    from: &super::test::Aim,
) -> Result<Vec<Event>, RuleError> {
    let id = super::group::monitor_owner(state, resolve(state, who)?);
    let Some(c) = state.combatant(id) else {
        return Err(RuleError::UnknownCombatant(who.to_string()));
    };
    let (by, weapon) = from.resolved(state)?;
    let mut m = sheet::monitors(c);
    let taken = m.take(kind, i32::from(amount), ignore_armor);
    let mut events = vec![
        AnarchyFact::AnaDamage {
            who: id,
            kind,
            boxes: amount,
            ignore_armor,
            taken,
            by,
            weapon,
        }
        .event(),
    ];
    for (track, n) in [
        (ARMOR, taken.armor),
        (STUN, taken.stun),
        (PHYSICAL, taken.physical + taken.beyond),
    ] {
        if n > 0 {
            events.push(Event::MonitorMarked {
                who: id,
                track: track.into(),
                boxes: boxes(n),
            });
        }
    }
    Ok(events)
}

/// Decides `heal WHO N [armor|physical|stun]`: `None` heals Armor.
pub fn heal(
    state: &Encounter,
    who: &str,
    amount: u16,
    kind: Option<Kind>,
) -> Result<Vec<Event>, RuleError> {
    let id = super::group::monitor_owner(state, resolve(state, who)?);
    let Some(c) = state.combatant(id) else {
        return Err(RuleError::UnknownCombatant(who.to_string()));
    };
    let track = match kind {
        None => ARMOR,
        Some(Kind::Physical) => PHYSICAL,
        Some(Kind::Stun) => STUN,
    };
    let m = sheet::monitors(c);
    let filled = match kind {
        None => m.armor.filled,
        Some(Kind::Physical) => m.physical.filled,
        Some(Kind::Stun) => m.stun.filled,
    };
    if filled == 0 {
        return Err(super::super::text::refuse(
            "ana-refuse-nothing-to-heal",
            &[("who", c.name.as_str().into())],
        ));
    }
    Ok(vec![
        super::super::fact::AnarchyFact::AnaHealed {
            who: id,
            track: kind,
            boxes: amount,
        }
        .event(),
        Event::MonitorHealed {
            who: id,
            track: track.into(),
            boxes: amount,
        },
    ])
}
