//! Where the combat pool words a shared event its own way: the stress level and readiness
//! (held as conditions with a value) in words, and the fight starting without rounds.

use crate::engine::Event;
use crate::model::{Encounter, Step};
use crate::rules::names::display;

use super::super::text;
use crate::t;

/// The combat pool's wording for a shared event, when it has one.
pub fn describe(event: &Event, before: &Encounter) -> Option<String> {
    match event {
        Event::ConditionAdded { who, condition } => {
            let level = condition.value.and_then(|v| usize::try_from(v).ok())?;
            level_set(&display(before, *who), &condition.name, level)
        }
        Event::ConditionEnded { who, name, .. } => level_set(&display(before, *who), name, 0),
        Event::StepChanged {
            step: Step::Resolution,
        } => Some(t!("pool-narrate-fight-on")),
        _ => None,
    }
}

/// `Kestrel: stress moderate`, `Kestrel: in position`: a level condition set to `level`
/// (0 when it ends); `None` for any other condition or a level out of range.
fn level_set(who: &str, name: &str, level: usize) -> Option<String> {
    if name.eq_ignore_ascii_case(text::STRESS) {
        let level = match level {
            0 => t!("pool-stress-low"),
            1 => t!("pool-stress-moderate"),
            2 => t!("pool-stress-high"),
            _ => return None,
        };
        Some(t!("pool-narrate-stress-set", who = who, level = level))
    } else if name.eq_ignore_ascii_case(text::READINESS) {
        let level = match level {
            0 => t!("pool-ui-readiness-none"),
            1 => t!("pool-ui-readiness-ready"),
            2 => t!("pool-ui-readiness-position"),
            _ => return None,
        };
        Some(t!("pool-narrate-readiness-set", who = who, level = level))
    } else {
        None
    }
}
