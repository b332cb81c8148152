//! Where the combat pool words a shared event its own way: the stress level and readiness
//! (held as conditions with a value) in words, and the fight starting without rounds.

use crate::engine::Event;
use crate::model::{Encounter, Step};
use crate::rules::names::display;

use super::super::text;

/// The combat pool's wording for a shared event, when it has one.
pub fn describe(event: &Event, before: &Encounter) -> Option<String> {
    match event {
        Event::ConditionAdded { who, condition } => {
            let words = level_words(&condition.name)?;
            let level = condition
                .value
                .and_then(|v| usize::try_from(v).ok())
                .and_then(|v| words.get(v))
                .copied()?;
            Some(text::level_set(
                &display(before, *who),
                &condition.name,
                level,
            ))
        }
        Event::ConditionEnded { who, name, .. } => {
            let words = level_words(name)?;
            Some(text::level_set(&display(before, *who), name, words[0]))
        }
        Event::StepChanged {
            step: Step::Resolution,
        } => Some(text::FIGHT_ON.to_string()),
        _ => None,
    }
}

/// The words for each value of a level condition, from no condition (0) up.
fn level_words(name: &str) -> Option<&'static [&'static str; 3]> {
    if name.eq_ignore_ascii_case(text::STRESS) {
        Some(&text::STRESS_WORDS)
    } else if name.eq_ignore_ascii_case(text::READINESS) {
        Some(&text::READINESS_WORDS)
    } else {
        None
    }
}
