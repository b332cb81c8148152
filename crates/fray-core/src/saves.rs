//! One-line summaries of the saves in the saves folder, for the start screen and `fray list`.
//!
//! Each save is read without being changed ([`crate::store::load`]) and folded to find its
//! name, rule system and round. A save that cannot be read is still listed, with the
//! reason, so the GM sees why it will not open. Saves are untrusted: their names must be
//! escaped when shown. What was learned is kept in a cache outside the saves folder
//! (`saves/cache.rs`), so a listing reads only the saves written since the last one.

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
    /// The campaign the fight's party came from, if any (its key and name). Untrusted.
    pub campaign: Option<SaveCampaign>,
}

/// The campaign a fight belongs to, as its party link names it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct SaveCampaign {
    /// The campaign's key: its file stem in the campaigns folder (`les-ombres`).
    pub key: String,
    /// The campaign's name as the GM wrote it. Untrusted.
    pub name: String,
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
/// unreadable folder gives an empty list. What was learned of each save is kept in the
/// summary cache (`saves::cache`): only the saves written since are read again.
pub fn scan(dir: &Path, limit: usize) -> Vec<SaveSummary> {
    scan_folder(dir, limit).unwrap_or_default()
}

/// [`scan`], or why the folder cannot be listed (`fray list` says it rather than show an
/// empty list).
pub fn scan_folder(dir: &Path, limit: usize) -> Result<Vec<SaveSummary>, store::StoreError> {
    scan_with(dir, limit, cache::location().as_deref()).map(|(summaries, _)| summaries)
}

/// [`scan_folder`] with the summary cache kept in the folder `cache_dir` (none: no
/// cache), and how many saves had to be read.
pub fn scan_with(
    dir: &Path,
    limit: usize,
    cache_dir: Option<&Path>,
) -> Result<(Vec<SaveSummary>, usize), store::StoreError> {
    let entries = store::list_saves(dir)?;
    let mut cache = cache::Cache::open(dir, cache_dir);
    let mut read = 0;
    let lang = crate::i18n::current();
    let summaries = entries
        .iter()
        .take(limit)
        .map(|entry| {
            let facts = cache.facts(entry, lang).unwrap_or_else(|| {
                read += 1;
                let facts = read_save(&entry.path);
                cache.learn(entry, lang, &facts);
                facts
            });
            summary_of(entry, facts)
        })
        .collect();
    cache.forget_all_but(&entries);
    cache.save();
    Ok((summaries, read))
}

/// What one save says of itself, in no language but its problem's: what the cache keeps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Facts {
    /// The save reads and folds.
    Read(ReadFacts),
    /// It does not: why, in the current language.
    Problem {
        /// The reason, the save's full path replaced by its file name.
        text: String,
        /// Whether the reason lasts as long as the file is unchanged (not an I/O error,
        /// which may go away by itself): only then may it be cached.
        lasting: bool,
    },
}

/// What a save that reads says of itself.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ReadFacts {
    /// The encounter's name. Untrusted.
    pub name: String,
    /// The rule system's key (its title is in the current language).
    pub system: String,
    /// The current round.
    pub round: u32,
    /// How many commands the save holds.
    pub records: usize,
    /// When its last command was accepted, in seconds since 1970, if it says.
    pub at: Option<u64>,
    /// Its format, when older than this fray's.
    pub old_format: Option<u32>,
    /// The campaign its party came from, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub campaign: Option<SaveCampaign>,
}

/// Reads and folds one save into what its summary says.
pub fn read_save(path: &Path) -> Facts {
    let folded = store::load(path).and_then(|loaded| {
        let timeline = Timeline::from_records(loaded.header, loaded.records);
        store::check_folded(path, &timeline).map(|()| timeline)
    });
    match folded {
        Ok(timeline) => {
            // Commands only: the store's set-aside records change nothing in the encounter.
            let mut commands = timeline.records().iter().filter(|r| !r.is_set_aside());
            let records = commands.clone().count();
            let at = commands.next_back().and_then(|r| r.at);
            let version = timeline.header().version;
            let state = timeline.state();
            Facts::Read(ReadFacts {
                name: state.name.clone(),
                system: state.system.key().to_string(),
                round: state.round,
                records,
                at,
                old_format: (version < FORMAT_VERSION).then_some(version),
                campaign: state.party.as_ref().map(|party| SaveCampaign {
                    key: party.campaign.clone(),
                    name: party.name.clone(),
                }),
            })
        }
        Err(error) => Facts::Problem {
            // The message names the full path; the file name is enough on this screen.
            text: error
                .to_string()
                .replace(&path.display().to_string(), &file_label(path)),
            lasting: !matches!(error, store::StoreError::Io { .. }),
        },
    }
}

/// The summary of a save from what it says (read now or cached).
fn summary_of(entry: &SaveEntry, facts: Facts) -> SaveSummary {
    let path = entry.path.clone();
    match facts {
        Facts::Read(read) => {
            let last_change = read
                .at
                .and_then(|secs| UNIX_EPOCH.checked_add(Duration::from_secs(secs)));
            let system = crate::model::SystemId::from_key(&read.system)
                .map_or("", |id| rules::system(id).title());
            SaveSummary {
                name: read.name,
                system: system.to_string(),
                round: read.round,
                records: read.records,
                modified: last_change.or(Some(entry.modified)),
                problem: None,
                old_format: read.old_format,
                campaign: read.campaign,
                path,
            }
        }
        Facts::Problem { text, .. } => {
            let file = file_label(&path);
            SaveSummary {
                name: file
                    .strip_suffix(SAVE_EXTENSION)
                    .unwrap_or(&file)
                    .to_string(),
                system: String::new(),
                round: 0,
                records: 0,
                modified: Some(entry.modified),
                problem: Some(text),
                old_format: None,
                campaign: None,
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

pub mod by_campaign;
pub mod cache;
pub mod listing;

pub use by_campaign::{CampaignGroup, KnownCampaign, any_campaign, by_campaign, known_campaigns};
pub use listing::Listing;

/// Test helpers the summary cache's tests share with the binary's tests that play real
/// systems.
#[cfg(any(test, feature = "test-support"))]
pub mod test_support;

#[cfg(test)]
#[path = "saves_tests.rs"]
mod tests;
