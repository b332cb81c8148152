//! The log's words for gear given or taken away (`weapon`, `armour`, `cyber`): the piece
//! with its figures. A hit or a repair that only changes a piece's state is said by its
//! own fact, so that rewrite says nothing here.

use crate::engine::Event;
use crate::model::{Encounter, Gear};
use crate::safe_text::escape;
use crate::t;

use super::super::panes::gear_text;

/// What a hit or a repair changes on a piece (COR-42).
const WEAR: [&str; 4] = ["status", "repair", "protection", "protection-max"];

/// The piece without what wear changes.
fn unworn(g: &Gear) -> Gear {
    let mut g = g.clone();
    for k in WEAR {
        g.words.remove(k);
        g.values.remove(k);
    }
    g
}

/// The line of a gear event, `None` for other events; empty for a piece's wear.
pub fn describe(event: &Event, s: &Encounter) -> Option<String> {
    match event {
        Event::GearAdded { who, gear } => {
            let c = s.combatant(*who)?;
            if c.gear(&gear.key)
                .is_some_and(|old| unworn(old) == unworn(gear))
            {
                return Some(String::new());
            }
            Some(t!(
                "cor-gear-log-given",
                who = crate::rules::names::display(s, *who),
                what = escape(&super::super::gear::gear_name(gear)),
                figures = gear_text::figures(gear)
            ))
        }
        Event::GearRemoved { who, key } => {
            let c = s.combatant(*who)?;
            let what = c.gear(key).map_or_else(
                || crate::rules::gear_labels::typed(crate::ID, key),
                super::super::gear::gear_name,
            );
            Some(t!(
                "cor-gear-log-removed",
                who = crate::rules::names::display(s, *who),
                what = escape(&what)
            ))
        }
        _ => None,
    }
}
