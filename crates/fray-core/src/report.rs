//! A summary of the encounter derived from its state: what `fray show` prints and what
//! `--json` emits. Derived, never stored.

use serde::Serialize;

use crate::model::{Combatant, Encounter, EntryStatus, LadderEntry, Pool, Step, SystemId};

mod conditions;
pub mod pool;
mod sheet;
pub mod sheet_lines;
pub mod show_text;
mod time_words;
pub mod words;

pub use conditions::{ConditionLine, CountdownLine, Until, until};
pub use sheet::{Sheet, StatLine};

pub use time_words::TimeWords;

pub use pool::{DiscardLine, TokenSheet};
pub use sheet_lines::{DamageLine, SkillLine};

/// A rule system's parts of the report (reached through
/// [`crate::rules::RuleSystem::report`]): the ladder's order, and every field of a sheet
/// that needs its rules.
pub trait SystemReport: Sync {
    /// The ladder in resolution order, each rung flagged when it acts with the one before.
    /// By default: higher phase first, then in marker order, none simultaneous.
    fn ladder(&self, state: &Encounter) -> Vec<Rung> {
        let mut entries: Vec<_> = state.ladder.entries.iter().collect();
        entries.sort_by(|a, b| b.position.cmp(&a.position).then_with(|| a.at.cmp(&b.at)));
        entries
            .into_iter()
            .map(|e| Rung::of(state, e, false))
            .collect()
    }
    /// The phase being resolved. By default: the current marker's position during the
    /// resolution step ([`phase_of`]); a system that keeps its position outside the
    /// markers (a segment with nobody acting) says it here.
    fn phase(&self, state: &Encounter) -> Option<i32> {
        phase_of(state)
    }
    /// The number of action phases this round. By default: the highest position on the
    /// ladder (0 without one).
    fn phases(&self, state: &Encounter) -> i32 {
        state
            .ladder
            .entries
            .iter()
            .map(|e| e.position)
            .max()
            .unwrap_or(0)
            .max(0)
    }
    /// Fills the system's fields of `c`'s sheet; the shared ones (name, side, initiative,
    /// declaration, conditions, counters, note, monitors, pending) are already there, the
    /// others hold their neutral value (0, `normal`, none, empty).
    fn fill_sheet(&self, state: &Encounter, c: &Combatant, sheet: &mut Sheet);
    /// A severity key of a sheet (`worst_wound`, a [`WoundRow`]) as the GM reads it in text
    /// (`fray show`, the Markdown export); `location`: the location it is checked at, when
    /// known. By default the key itself (the report keeps keys: `--json` is data).
    fn severity_word(&self, key: &str, location: Option<&str>) -> String {
        let _ = location;
        key.to_string()
    }
    /// A location key of a sheet ([`LocationWounds`], `destroyed`) as the GM reads it in
    /// text. By default the key itself.
    fn location_word(&self, key: &str) -> String {
        key.to_string()
    }
    /// A condition monitor's name of a sheet (`Sheet::monitors`, `physical`) as the GM reads
    /// it in text. By default the name itself.
    fn monitor_word(&self, name: &str) -> String {
        name.to_string()
    }
    /// A sheet's `down` word (`dead`, `unconscious`) as the GM reads it in text. By
    /// default the word itself.
    fn down_word(&self, key: &str) -> String {
        key.to_string()
    }
    /// The catalog keys of the export's words for the system's time (its rounds, its
    /// actions, a marker's turn, where the fight stands): rounds and phases by default.
    fn time_words(&self) -> TimeWords {
        TimeWords::ROUNDS
    }
    /// A marker's status in the system's words (`fray show`, the players' page); empty
    /// while waiting. By default the shared words ([`show_text::status_word`]).
    fn status_word(&self, status: EntryStatus) -> String {
        show_text::status_word(status)
    }
    /// The figures of a sheet (`Sheet::gear_figures`, as (group, key)) the players see
    /// even of a combatant whose sheet is hidden from them, such as the place the scores
    /// give in the order: none by default.
    fn public_figures(&self) -> &'static [(&'static str, &'static str)] {
        &[]
    }
    /// `fray show`'s text in the system's own layout, when the shared one (the ladder,
    /// then the roster) does not fit it.
    fn show_text(&self, report: &Report) -> Option<String> {
        let _ = report;
        None
    }
}

/// The whole report.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Report {
    /// Encounter name.
    pub name: String,
    /// Rule system key.
    pub system: String,
    /// Round number (0 before the fight).
    pub round: u32,
    /// Step of the round.
    pub step: Step,
    /// The phase being resolved (the current marker's position).
    pub phase: Option<i32>,
    /// Number of action phases this round.
    pub phases: i32,
    /// Who is declaring or acting now.
    pub current: Option<String>,
    /// The ladder in resolution order.
    pub ladder: Vec<Rung>,
    /// Every combatant.
    pub combatants: Vec<Sheet>,
    /// Countdowns.
    pub countdowns: Vec<CountdownLine>,
    /// Counters the table holds rather than a combatant (a GM's pool), as the GM sees
    /// them; empty in the players' report.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub table: Vec<Pool>,
    /// Whether this is the GM's report, whose table counters are all shown (one at 0 is
    /// not kept in the state); `false` in the players' report. Left out of `--json`.
    #[serde(skip)]
    pub for_gm: bool,
}

/// One marker on the ladder.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Rung {
    /// Owner's name.
    pub name: String,
    /// 1 for the main action, 2.. for extra attacks.
    pub marker: u8,
    /// Phase.
    pub phase: i32,
    /// Status.
    pub status: EntryStatus,
    /// Malus carried by the action.
    pub malus: i32,
    /// Rushed action.
    pub rushed: bool,
    /// Acts at the same time as the previous rung (same phase, same Réaction).
    pub simultaneous: bool,
    /// The owner's tie-break rolls for the round when this rung is tied with another
    /// combatant's at its phase (a system that breaks ties with dice fills it).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tiebreak: Vec<i32>,
    /// What the marker is for or did ([`LadderEntry::label`]), for the panes; left out of
    /// `--json` so every report keeps its shape.
    #[serde(skip)]
    pub label: Option<String>,
}

/// A wound locator laid out as on the character sheet: locations × severity rows.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LocatorGrid {
    /// Severity rows, lightest first.
    pub rows: Vec<GridRow>,
    /// Locations in sheet order.
    pub locations: Vec<GridLocation>,
}

/// One severity row's heading.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GridRow {
    /// Severity key, e.g. `serious`.
    pub severity: String,
    /// Label in English, e.g. `Serious`.
    pub label: String,
    /// Malus a box in this row gives to tests and initiative.
    pub malus: i32,
}

/// One location's column of boxes.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GridLocation {
    /// Location key, e.g. `left-arm`.
    pub key: String,
    /// Label in English, e.g. `Left arm`.
    pub label: String,
    /// Whether its last row is death (head, body) rather than a destroyed limb.
    pub vital: bool,
    /// Boxes per severity row, lightest first.
    pub cells: Vec<crate::model::LocatorCell>,
    /// The worst severity row with a checked box.
    pub worst: Option<usize>,
}

/// Wounds at one location.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LocationWounds {
    /// Location key.
    pub location: String,
    /// Rows with checked boxes.
    pub rows: Vec<WoundRow>,
}

/// One severity row with checks.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WoundRow {
    /// Severity key.
    pub severity: String,
    /// Boxes checked.
    pub checked: u8,
    /// Boxes in the row.
    pub boxes: u8,
}

impl Report {
    /// Whether the encounter has no rounds (a narrated timeline).
    pub fn roundless(&self) -> bool {
        SystemId::from_key(&self.system).is_some_and(|s| !s.has_rounds())
    }

    /// Derives the report from a state.
    pub fn of(state: &Encounter) -> Report {
        let system = crate::rules::system(state.system).report();
        Report {
            name: state.name.clone(),
            system: state.system.key().to_string(),
            round: state.round,
            step: state.step,
            phase: system.phase(state),
            phases: system.phases(state),
            current: state.current.map(|m| name_of(state, m.owner)),
            ladder: system.ladder(state),
            combatants: state
                .combatants
                .iter()
                .map(|c| {
                    let mut sheet = Sheet::shared(state, c);
                    system.fill_sheet(state, c, &mut sheet);
                    sheet
                })
                .collect(),
            countdowns: state
                .countdowns
                .iter()
                .map(|c| CountdownLine {
                    label: c.label.clone(),
                    left: c.left,
                    max: c.max,
                })
                .collect(),
            table: state.pools.clone(),
            for_gm: true,
        }
    }
}

impl Rung {
    /// The rung of ladder entry `e`.
    pub fn of(state: &Encounter, e: &LadderEntry, simultaneous: bool) -> Rung {
        Rung {
            name: name_of(state, e.at.owner),
            marker: e.at.marker.saturating_add(1),
            phase: e.position,
            status: e.status,
            malus: e.malus,
            rushed: e.rushed,
            simultaneous,
            tiebreak: Vec::new(),
            label: e.label.clone(),
        }
    }
}

fn name_of(state: &Encounter, id: crate::model::CombatantId) -> String {
    crate::rules::names::display(state, id)
}

/// The phase being resolved: the current marker's position, during the resolution step.
pub fn phase_of(state: &Encounter) -> Option<i32> {
    match state.step {
        Step::Resolution => state
            .current
            .and_then(|m| state.ladder.get(m))
            .map(|e| e.position),
        _ => None,
    }
}

#[cfg(test)]
#[path = "report_tests.rs"]
mod tests;
