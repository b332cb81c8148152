//! `rest session [WHO]` and `rest days N [WHO]`: between fights, in a campaign only. A
//! session gives back what the text gives « à chaque séance » (ANA-04: Chance points to
//! the attribute; ANA-OP-02: Anarchy points to the start, the GM's pool when everyone
//! rests); days of rest heal boxes at the options' pace (ANA-OP-15); any rest clears the
//! surveillance score (ANA-OP-16). Every change is a shared event (counters, monitors), so
//! undo, replay and the players' view need nothing more.

use crate::engine::{Event, RuleError};
use crate::model::{Combatant, CombatantId, Encounter};
use crate::rules::names::resolve;

use super::super::arcane::slots::SURVEILLANCE;
use super::super::fact::AnarchyFact;
use super::super::monitor::Kind;
use super::super::options;
use super::super::points;
use super::super::rest::{Rest, healed};
use super::super::text::{refuse, typed};
use super::gm;
use super::sheet::{self, ANARCHY, ARMOR, CHANCE, PHYSICAL, STUN, stat};

/// Decides a rest: refused in a fight; for `who` alone when named.
pub fn rest(state: &Encounter, rest: Rest, who: Option<&str>) -> Result<Vec<Event>, RuleError> {
    if !state.is_campaign() {
        return Err(refuse(
            "ana-refuse-rest-in-fight",
            &[("sync", typed("sync").into())],
        ));
    }
    let only = who.map(|w| resolve(state, w)).transpose()?;
    let resting: Vec<&Combatant> = state
        .combatants
        .iter()
        .filter(|c| only.is_none_or(|id| id == c.id))
        .collect();
    let mut events = vec![AnarchyFact::AnaRest { rest, who: only }.event()];
    match rest {
        Rest::Session => session(state, only, &resting, &mut events)?,
        Rest::Days(days) => {
            for c in &resting {
                heal_days(state, c, days, &mut events);
            }
        }
    }
    for c in &resting {
        if c.counter(SURVEILLANCE) != 0 {
            events.push(Event::CounterSet {
                who: c.id,
                name: SURVEILLANCE.into(),
                value: 0,
            });
        }
    }
    Ok(events)
}

/// A new session for the players resting: Chance and Anarchy points back; the GM's pool
/// too when the whole table rests. A named character without points is refused.
fn session(
    state: &Encounter,
    only: Option<CombatantId>,
    resting: &[&Combatant],
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if let Some(c) = only.and_then(|id| state.combatant(id))
        && !sheet::has_points(c)
    {
        return Err(refuse(
            "ana-refuse-rest-no-points",
            &[("who", c.name.as_str().into())],
        ));
    }
    let start = options::anarchy_start(state).min(options::anarchy_max(state));
    for c in resting.iter().filter(|c| sheet::has_points(c)) {
        events.push(Event::CounterSet {
            who: c.id,
            name: CHANCE.into(),
            value: points::chance_at_session(c.stat(stat::CHANCE)),
        });
        events.push(Event::CounterSet {
            who: c.id,
            name: ANARCHY.into(),
            value: start,
        });
    }
    if only.is_none() {
        events.push(Event::TableCounterSet {
            name: gm::POOL.into(),
            value: gm::session_start(state),
        });
        events.push(Event::TableCounterSet {
            name: gm::SPENT.into(),
            value: 0,
        });
    }
    Ok(())
}

/// Days of rest on one character: each track cleared at its pace (ANA-OP-15).
fn heal_days(state: &Encounter, c: &Combatant, days: u16, events: &mut Vec<Event>) {
    let m = sheet::monitors(c);
    for (track, kind, filled) in [
        (PHYSICAL, Some(Kind::Physical), m.physical.filled),
        (STUN, Some(Kind::Stun), m.stun.filled),
        (ARMOR, None, m.armor.filled),
    ] {
        let boxes = healed(filled, options::rest_pace(state, track), days);
        let Ok(boxes) = u16::try_from(boxes) else {
            continue;
        };
        if boxes == 0 {
            continue;
        }
        events.push(
            AnarchyFact::AnaHealed {
                who: c.id,
                track: kind,
                boxes,
            }
            .event(),
        );
        events.push(Event::MonitorHealed {
            who: c.id,
            track: track.into(),
            boxes,
        });
    }
}
