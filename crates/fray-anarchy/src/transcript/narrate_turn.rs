//! The words of the Anarchy Turn: its start and end, each Narration, and the attribute
//! an initiative added.

use crate::engine::Event;
use crate::model::{CombatantId, Encounter};
use crate::t;

use super::narrate::name;

/// The Turn and its Narrations in the text's words (a Turn, not a round; ranks, not
/// phases): `None` for an event that is not about them.
pub(super) fn turn_words(event: &Event, s: &Encounter) -> Option<String> {
    use crate::model::{EntryStatus, Step};
    Some(match event {
        Event::RoundStarted { round } => t!("ana-log-turn-begins", turn = *round),
        // The Narrations that follow say it.
        Event::StepChanged {
            step: Step::Resolution,
        } => String::new(),
        Event::StepChanged {
            step: Step::RoundEnd,
        } => t!("ana-log-turn-over"),
        Event::MarkerPlaced { entry } if entry.status == EntryStatus::Waiting => String::new(),
        Event::TurnPassed { to: Some(at) } => {
            let order = s.ladder.descending();
            let count = order
                .iter()
                .filter(|e| !matches!(e.status, EntryStatus::Skipped | EntryStatus::Lost))
                .count();
            let nth = order.iter().position(|e| e.at == *at).map_or(0, |i| i + 1);
            t!(
                "ana-log-narration",
                who = name(s, at.owner),
                nth = u32::try_from(nth).unwrap_or(0),
                count = u32::try_from(count).unwrap_or(0)
            )
        }
        _ => return None,
    })
}

/// The attribute an initiative added, by name (ANA-09: « leur Agilité ou leur Logique (le
/// plus haut des deux) »): `4 (Logique)`; Agility when both are worth it.
pub(super) fn initiative_attribute(s: &Encounter, who: CombatantId, value: i32) -> String {
    use super::super::decide::sheet::stat::{AGI, LOG};
    let logic = s
        .combatant(who)
        .is_some_and(|c| c.stat(LOG) == value && c.stat(AGI) != value);
    if logic {
        t!("ana-log-initiative-logic", n = value)
    } else {
        t!("ana-log-initiative-agility", n = value)
    }
}
