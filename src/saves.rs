//! One-line summaries of the saves in the saves folder, for the start screen and `fray list`.
//!
//! Each save is read without being changed ([`crate::store::load`]) and folded to find its
//! name, rule system and round. A save that cannot be read is still listed, with the
//! reason, so the GM sees why it will not open. Saves are untrusted: their names must be
//! escaped when shown.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::engine::Timeline;
use crate::engine::record::FORMAT_VERSION;
use crate::rules;
use crate::store::{self, SAVE_EXTENSION, SaveEntry};

/// What the start screen shows of one save.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaveSummary {
    /// The save file.
    pub path: PathBuf,
    /// The encounter's name (the file name when the save cannot be read). Untrusted.
    pub name: String,
    /// The rule system's title (empty when the save cannot be read).
    pub system: String,
    /// The current round (0 before the fight starts).
    pub round: u32,
    /// How many commands the save holds (the store's set-aside records are not counted).
    pub records: usize,
    /// When the encounter last changed: the time its last record was accepted, or when
    /// the file was last written if that record has no time (saves before format 2).
    pub modified: Option<SystemTime>,
    /// Why the save cannot be opened, if it cannot.
    pub problem: Option<String>,
    /// The save's format, when an older fray wrote it (it must be converted to play on).
    pub old_format: Option<u32>,
}

impl SaveSummary {
    /// The rule system its title names (none when the save cannot be read).
    pub fn system_id(&self) -> Option<crate::model::SystemId> {
        crate::model::SystemId::all()
            .into_iter()
            .find(|id| !self.system.is_empty() && rules::system(*id).title() == self.system)
    }

    /// Where the fight stands, in words: its round, not started yet, or how many commands
    /// a timeline without rounds holds; nothing when the save cannot be read.
    pub fn progress(&self) -> String {
        match self.system_id() {
            Some(id) if !id.has_rounds() => crate::t!("saves-progress-commands", n = self.records),
            _ if self.system.is_empty() => String::new(),
            _ if self.round == 0 => crate::t!("saves-progress-not-started"),
            _ => crate::t!("saves-progress-round", n = self.round),
        }
    }
}

/// The saves of `dir`, most recently written first, at most `limit` of them. A missing or
/// unreadable folder gives an empty list.
pub fn scan(dir: &Path, limit: usize) -> Vec<SaveSummary> {
    let Ok(entries) = store::list_saves(dir) else {
        return Vec::new();
    };
    entries.into_iter().take(limit).map(summarize).collect()
}

/// Reads one save into its summary.
fn summarize(entry: SaveEntry) -> SaveSummary {
    let SaveEntry { path, modified } = entry;
    let file = file_label(&path);
    let folded = store::load(&path).and_then(|loaded| {
        let timeline = Timeline::from_records(loaded.header, loaded.records);
        store::check_folded(&path, &timeline).map(|()| timeline)
    });
    match folded {
        Ok(timeline) => {
            // Commands only: the store's set-aside records change nothing in the encounter.
            let mut commands = timeline.records().iter().filter(|r| !r.is_set_aside());
            let records = commands.clone().count();
            let stamped = commands.next_back().and_then(|r| r.at);
            let version = timeline.header().version;
            let old_format = (version < FORMAT_VERSION).then_some(version);
            let last_change =
                stamped.and_then(|secs| UNIX_EPOCH.checked_add(Duration::from_secs(secs)));
            let state = timeline.state();
            SaveSummary {
                name: state.name.clone(),
                system: rules::system(state.system).title().to_string(),
                round: state.round,
                records,
                modified: last_change.or(Some(modified)),
                problem: None,
                old_format,
                path,
            }
        }
        Err(error) => {
            // The message names the full path; the file name is enough on this screen.
            let problem = error
                .to_string()
                .replace(&path.display().to_string(), &file);
            SaveSummary {
                name: file
                    .strip_suffix(SAVE_EXTENSION)
                    .unwrap_or(&file)
                    .to_string(),
                system: String::new(),
                round: 0,
                records: 0,
                modified: Some(modified),
                problem: Some(problem),
                old_format: None,
                path,
            }
        }
    }
}

/// The file name of a path, as text.
fn file_label(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

#[cfg(test)]
#[path = "saves_tests.rs"]
mod tests;
