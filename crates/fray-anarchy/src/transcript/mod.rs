//! The Anarchy rules in the transcript: narration of their facts (`narrate*.rs`), their
//! parts of the report (sheets with the monitors and the points), what players may see,
//! and coarse health.

pub mod figures;
mod narrate;
mod narrate_damage;
mod narrate_rolls;
mod narrate_turn;

pub(super) use narrate_rolls::roll_extras;
pub(super) mod show;
#[cfg(test)]
mod tests;

use crate::engine::Event;
use crate::model::{Combatant, Encounter};
use crate::narrate::SystemNarration;
use crate::player_view::{Seen, Shown, SystemPlayerView};
use crate::report::{Sheet, StatLine, SystemReport};
use crate::rules::Health;

use super::decide::sheet::{self, stat};
use super::fact::{AnarchyFact, fact_of};

/// The stats the sheet shows, in the text's order.
pub const STATS: [&str; 6] = [
    stat::STR,
    stat::AGI,
    stat::WIL,
    stat::LOG,
    stat::CHANCE,
    stat::ARMOR,
];

/// The Anarchy transcript: narration, report and players' view.
#[derive(Debug)]
pub struct Transcript;

impl SystemNarration for Transcript {
    fn describe(&self, event: &Event, before: &Encounter) -> Option<String> {
        narrate::describe(event, before)
    }
}

impl SystemReport for Transcript {
    /// A Narration under way or done, in the text's words.
    fn status_word(&self, status: crate::model::EntryStatus) -> String {
        use crate::model::EntryStatus;
        match status {
            EntryStatus::Acting => crate::t!("ana-show-narrating"),
            EntryStatus::Acted => crate::t!("ana-show-done"),
            other => crate::report::show_text::status_word(other),
        }
    }

    /// A Turn of Narrations, not a round of phases (ANA-11).
    /// The place the scores give in the order: the players' order pane marks a one-Turn
    /// move with the place it goes back to, counted over everyone on it (ANA-11).
    fn public_figures(&self) -> &'static [(&'static str, &'static str)] {
        &[(figures::NARRATION, figures::NORMAL)]
    }

    fn time_words(&self) -> crate::report::TimeWords {
        crate::report::TimeWords {
            rounds_line: "ana-export-turns-line",
            round: "ana-export-turn",
            actions: "ana-export-narrations",
            round_end: "ana-export-turn-end",
            turn: "ana-export-narration",
            standing_at: "ana-export-standing-narrations",
            standing_actions: "ana-export-standing-narrations",
            standing_round_end: "ana-export-standing-turn-end",
            ..crate::report::TimeWords::ROUNDS
        }
    }

    fn show_text(&self, report: &crate::report::Report) -> Option<String> {
        Some(show::render(report))
    }

    fn fill_sheet(&self, state: &Encounter, c: &Combatant, sheet: &mut Sheet) {
        sheet.initiative = c.initiative.as_ref().map(|i| i.score);
        let wounds = i32::from(sheet::wound_dice(state, c));
        sheet.wound_malus = -wounds;
        sheet.wound_modifier = Some(-wounds);
        let m = sheet::monitors(c);
        sheet.down = if m.down() {
            Some("out-of-action".into())
        } else if m.unconscious() {
            Some("unconscious".into())
        } else {
            None
        };
        for pool in &mut sheet.pools {
            let crate::model::Pool::Counter { name, max, .. } = pool;
            if name == sheet::CHANCE {
                *max = Some(c.stat(stat::CHANCE).max(0));
            } else if name == sheet::ANARCHY {
                *max = Some(super::options::anarchy_max(state));
            }
        }
        sheet.stats = STATS
            .iter()
            .map(|key| StatLine {
                key: (*key).to_string(),
                value: c.stat(key),
                base: c.stat(key),
            })
            .collect();
        sheet
            .gear_figures
            .insert(figures::NARRATION.to_string(), figures::of(state, c));
        if !c.skills.is_empty() {
            sheet
                .gear_figures
                .insert(figures::SKILLS.to_string(), figures::skills(c));
        }
    }

    fn down_word(&self, key: &str) -> String {
        match key {
            "unconscious" => crate::t!("ana-down-unconscious"),
            "out-of-action" => crate::t!("ana-down-out-of-action"),
            other => other.to_string(),
        }
    }

    fn monitor_word(&self, name: &str) -> String {
        match name {
            sheet::ARMOR => crate::t!("ana-monitor-armor"),
            sheet::PHYSICAL => crate::t!("ana-monitor-physical"),
            sheet::STUN => crate::t!("ana-monitor-stun"),
            other => other.to_string(),
        }
    }
}

impl SystemPlayerView for Transcript {
    /// An NPC's dice stay hidden: players see a PC's or an ally's tests.
    /// One damage is one line: of the monitors it marks on someone the players do not
    /// see in full (Armor, then Physical), only the last says how they look after it.
    fn shown(&self, event: &Event, seen: &Seen<'_>) -> Option<Shown> {
        // A Narration's place among the Turn's counts only the combatants players see: a
        // hidden one is not counted (« Narration 1 of 2 », not « of 3 »).
        if let Event::TurnPassed { to: Some(_) } = event
            && crate::player_view::hidden::any_hidden(seen.state)
        {
            let visible = crate::player_view::hidden::visible(seen.state);
            return narrate_turn::turn_words(event, &visible).map(Shown::Coarse);
        }
        if let Event::MonitorMarked { who, .. } = event
            && !seen.open(*who)
            && matches!(seen.next, Some(Event::MonitorMarked { who: next, .. }) if next == who)
        {
            return Some(Shown::Hidden);
        }
        let hidden = match fact_of(event)? {
            AnarchyFact::AnaTest { who, .. }
            | AnarchyFact::AnaReroll { who, .. }
            | AnarchyFact::AnaInitiative { who, .. } => !seen.open(*who),
            AnarchyFact::AnaDamage { who, .. } | AnarchyFact::AnaInterpose { who, .. } => {
                !seen.open(*who)
            }
            AnarchyFact::AnaSpend { who: None, .. } => true,
            AnarchyFact::AnaSession { .. } => {
                return Some(Shown::Coarse(crate::t!("ana-log-session-players")));
            }
            AnarchyFact::AnaAward { who: None, .. } => true,
            AnarchyFact::AnaArcane(f) => return super::arcane::narrate::shown(f, seen),
            _ => false,
        };
        hidden.then_some(Shown::Hidden)
    }

    /// Health reads the sheet it is given (a wound or heal copies that sheet only).
    fn health_reads_own_sheet(&self) -> bool {
        true
    }
}

/// Coarse health (ANA-21): unhurt with empty monitors (Armor does not count); wounded;
/// badly wounded once the wounds cost dice; down when a monitor is full.
pub fn health(state: &Encounter, c: &Combatant) -> Health {
    let owner = super::decide::group::monitor_owner(state, c.id);
    // Its own monitors from the sheet given (the players' view reads a wounded copy).
    let holder = if owner == c.id {
        None
    } else {
        state.combatant(owner)
    };
    let m = sheet::monitors(holder.unwrap_or(c));
    if m.down() || m.unconscious() {
        Health::Down
    } else if sheet::wound_dice(state, c) > 0 {
        Health::BadlyWounded
    } else if m.physical.filled > 0 || m.stun.filled > 0 {
        Health::Wounded
    } else {
        Health::Unhurt
    }
}
