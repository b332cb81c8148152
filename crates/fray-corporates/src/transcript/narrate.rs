//! One transcript line per Corporates fact (a file per family: `narrate_time.rs`; the
//! other families add theirs, one line each below), and the turn's shared events in the
//! text's words: turns, announcements, segments, lost declared actions.

use crate::engine::Event;
use crate::model::{Encounter, EntryStatus, Step};
use crate::t;

use super::super::conditions::{LEG_DODGES, LONG, SEGMENT, STARTLED, SURVIVAL, UNDECLARED};
use super::super::fact::fact_of;

/// The words of `event`, `None` to leave it to the shared narration, empty when another
/// line of the record says it.
pub fn describe(event: &Event, s: &Encounter) -> Option<String> {
    if let Some(fact) = fact_of(event) {
        if let Some(line) = super::narrate_fire::narrate(s, fact) {
            return Some(line);
        }
        return super::narrate_melee::line(fact, s)
            .or_else(|| super::narrate_rest::describe(fact, s))
            .or_else(|| super::narrate_time::describe(fact, s));
    }
    if let Some(line) = super::narrate_gear::describe(event, s) {
        return Some(line);
    }
    if super::players_fire::quiet(event) {
        return Some(String::new());
    }
    super::narrate_melee::event_words(event).or_else(|| turn_words(event, s))
}

/// The turn and its segments in the text's words.
fn turn_words(event: &Event, s: &Encounter) -> Option<String> {
    Some(match event {
        Event::RoundStarted { round } => t!("cor-log-turn-begins", turn = *round),
        Event::StepChanged {
            step: Step::Declaration,
        } => t!("cor-log-announcements"),
        Event::StepChanged {
            step: Step::Resolution,
        } => String::new(),
        Event::StepChanged {
            step: Step::RoundEnd,
        } => t!("cor-log-turn-over", turn = s.round),
        Event::TableCounterSet { name, value } if name == SEGMENT => {
            if *value == 0 {
                String::new()
            } else {
                let segment = u8::try_from(*value).unwrap_or(0);
                let mut line = t!("cor-log-segment", segment = *value);
                if let Some(note) = super::priority_note(s, segment) {
                    line = format!("{line} {note}");
                }
                line
            }
        }
        Event::Declared { .. }
        | Event::InitiativeSet { .. }
        | Event::MarkerMoved { .. }
        | Event::MarkerPlaced { .. } => String::new(),
        Event::CounterSet { name, .. } if name == UNDECLARED || name == LEG_DODGES => String::new(),
        Event::MarkerStatus {
            at,
            status: EntryStatus::Lost,
        } => {
            let position = s.ladder.get(*at).map_or(0, |e| e.position);
            if position > 5 {
                String::new()
            } else {
                t!(
                    "cor-log-not-taken",
                    who = crate::rules::names::display(s, at.owner),
                    segment = position
                )
            }
        }
        Event::ConditionAdded { condition, .. }
            if [SURVIVAL, LONG, STARTLED].contains(&condition.name.as_str()) =>
        {
            String::new()
        }
        _ => return None,
    })
}
