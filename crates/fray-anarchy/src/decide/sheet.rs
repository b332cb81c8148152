//! A character's Anarchy sheet read from the state: the three condition monitors (ANA-21)
//! kept in the shared `Monitors` track, the point counters (ANA-04, ANA-05), and the events
//! that build them when a character joins or a stat changes.

use crate::engine::{Batch, Event};
use crate::model::{Combatant, DamageTrack, Encounter, Monitor, Side};

use super::super::monitor::{Monitors, Track};
use super::super::options;

/// The Armor track's name.
pub const ARMOR: &str = "armor";
/// The physical monitor's name.
pub const PHYSICAL: &str = "physical";
/// The stun monitor's name.
pub const STUN: &str = "stun";
/// The Chance points counter (ANA-04).
pub const CHANCE: &str = "chance";
/// The Anarchy points counter (ANA-05).
pub const ANARCHY: &str = "anarchy";

/// The sheet stats the rules read, canonical keys.
pub mod stat {
    /// Strength (physical monitor).
    pub const STR: &str = "str";
    /// Willpower (stun monitor).
    pub const WIL: &str = "wil";
    /// Agility (initiative).
    pub const AGI: &str = "agi";
    /// Logic (initiative).
    pub const LOG: &str = "log";
    /// The Chance attribute (points per session, ties).
    pub const CHANCE: &str = "chance";
    /// The Armor rating.
    pub const ARMOR: &str = "armor";
}

/// The three tracks' sizes for `c` under the encounter's options (ANA-21, ANA-EX-18).
pub fn sizes(state: &Encounter, c: &Combatant) -> [(&'static str, i32); 3] {
    let half = |v: i32| (v.max(0) + 1) / 2;
    [
        (ARMOR, c.stat(stat::ARMOR).max(0)),
        (
            PHYSICAL,
            options::physical_base(state) + half(c.stat(stat::STR)),
        ),
        (STUN, options::stun_base(state) + half(c.stat(stat::WIL))),
    ]
}

/// A fresh damage track: the three monitors at their base sizes (an empty sheet).
pub fn new_track() -> DamageTrack {
    let base = u16::try_from(super::super::monitor::BASE).unwrap_or(8);
    DamageTrack::Monitors {
        tracks: vec![
            Monitor::new(ARMOR, 0),
            Monitor::new(PHYSICAL, base),
            Monitor::new(STUN, base),
        ],
    }
}

fn track(c: &Combatant, name: &str) -> Track {
    match &c.damage {
        DamageTrack::Monitors { tracks } => {
            tracks
                .iter()
                .find(|m| m.name == name)
                .map_or_else(Track::default, |m| Track {
                    boxes: i32::from(m.boxes),
                    filled: i32::from(m.filled),
                })
        }
        DamageTrack::Locator(_) => Track::default(),
    }
}

/// `c`'s monitors as the pure rules read them.
pub fn monitors(c: &Combatant) -> Monitors {
    Monitors {
        armor: track(c, ARMOR),
        physical: track(c, PHYSICAL),
        stun: track(c, STUN),
    }
}

/// Dice the wounds take off `c`'s pools: 1 per `wound-step` full boxes on each monitor,
/// cumulative (ANA-21); a group sharing its monitors reads the group's (ANA-OP-05).
pub fn wound_dice(state: &Encounter, c: &Combatant) -> u8 {
    let owner = super::group::monitor_owner(state, c.id);
    // Its own monitors from the sheet given, which may be a copy ahead of the state.
    let holder = if owner == c.id {
        None
    } else {
        state.combatant(owner)
    };
    let m = holder.map_or_else(|| monitors(c), monitors);
    let step = options::wound_step(state);
    u8::try_from(m.physical.filled / step + m.stun.filled / step).unwrap_or(u8::MAX)
}

/// Whether the character plays at the table with points of their own (a PC).
pub fn has_points(c: &Combatant) -> bool {
    c.side == Side::Pc
}

/// Events bringing every character's monitors to the sizes their stats give, and the
/// points of a newly added PC to the session's start, and the GM's pool one point per
/// player (ANA-04, ANA-OP-02, ANA-21).
pub fn settle(batch: &mut Batch, before: &Encounter) {
    let mut events = Vec::new();
    let state = batch.state();
    for c in &state.combatants {
        for (name, size) in sizes(state, c) {
            let now = track(c, name).boxes;
            let exists = matches!(&c.damage, DamageTrack::Monitors { tracks } if tracks.iter().any(|m| m.name == name));
            if now != size || !exists {
                events.push(Event::MonitorResized {
                    who: c.id,
                    track: name.into(),
                    boxes: u16::try_from(size.max(0)).unwrap_or(u16::MAX),
                });
            }
        }
        let new = before.combatant(c.id).is_none();
        if new && has_points(c) {
            events.push(Event::CounterSet {
                who: c.id,
                name: CHANCE.into(),
                value: c.stat(stat::CHANCE).max(0),
            });
            events.push(Event::CounterSet {
                who: c.id,
                name: ANARCHY.into(),
                value: options::anarchy_start(state).min(options::anarchy_max(state)),
            });
        }
    }
    batch.extend(events);
    if let Some(pool) = super::gm::follow_roster(before, batch.state()) {
        batch.push(pool);
    }
}
