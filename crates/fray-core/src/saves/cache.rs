//! The summary cache: what listing a saves folder learned of each save, so the next
//! listing reads one small file and `stat`s each save instead of folding them all.
//!
//! One JSON file per saves folder, `saves-<hash>.json` (a hash of the folder's canonical
//! path, which the file also names) in `$FRAY_CACHE_DIR`, else the platform cache folder
//! (Linux: `~/.cache/fray`); never in the saves folder, which GMs share. It is only a
//! cache: absent, unreadable, too big, damaged, not a regular file (a named pipe is never
//! waited on: see [`crate::regular_file`]), written by another fray or for another folder,
//! it is ignored and rebuilt, and if it cannot be written the listing goes on without a
//! word. It is written to a new temporary file renamed over the old one, so a named pipe
//! in its place is replaced (it held nothing) and a folder is left alone. Its entries are untrusted like a save: one that does not hold up (an
//! unknown system, an overlong text) is dropped and the save read again.
//!
//! An entry holds a save's [`FileStamp`] (length, write and change times, inode) and what
//! the save said: its language-neutral facts, or its problem in each language it was shown
//! in (an I/O error is never kept: it may go away by itself). It serves only while the
//! save's stamp is unchanged. A save written less than [`SETTLING`] ago is not kept
//! either: a rewrite of the same length within the clock's resolution would go unseen.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use serde::{Deserialize, Serialize};

use super::{Facts, ReadFacts};
use crate::i18n::Lang;
use crate::model::SystemId;
use crate::store::{FileStamp, SaveEntry};

/// The environment variable naming the folder of fray's caches.
pub const CACHE_DIR_ENV: &str = "FRAY_CACHE_DIR";

/// The largest cache file read or written (about 50,000 saves).
pub const MAX_CACHE_BYTES: u64 = 16 * 1024 * 1024;

/// How long a save must have been left alone before what it says is kept.
pub const SETTLING: Duration = Duration::from_secs(2);

/// The longest text an entry may hold (a name, a problem), in bytes.
pub const MAX_TEXT_BYTES: usize = 64 * 1024;

/// A cache file not written for this long belongs to a folder no longer listed.
const FORGOTTEN_AFTER: Duration = Duration::from_secs(90 * 86_400);

/// What the file says it is.
pub const FORMAT: &str = "fray-save-summaries";
/// The layout of the file; bump it when it changes (2: a fight's campaign).
const VERSION: u32 = 2;

/// The folder of fray's caches: `$FRAY_CACHE_DIR` (ignored when empty), else the
/// platform cache folder. Unit tests use only the variable, so that they never write into
/// the home folder of whoever runs them.
pub fn location() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(CACHE_DIR_ENV).filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    if cfg!(test) {
        return None;
    }
    directories::ProjectDirs::from("", "", "fray").map(|dirs| dirs.cache_dir().to_path_buf())
}

/// The cache file of the saves folder `folder` (canonical) in `cache_dir`.
pub fn file_for(cache_dir: &Path, folder: &Path) -> PathBuf {
    cache_dir.join(format!(
        "saves-{:016x}.json",
        fnv1a(folder.as_os_str().as_encoded_bytes())
    ))
}

/// The file as written.
#[derive(Debug, Serialize, Deserialize)]
struct Stored {
    format: String,
    version: u32,
    fray: String,
    save_format: u32,
    folder: String,
    saves: BTreeMap<String, Entry>,
}

/// What is known of one save, while its stamp holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Entry {
    stamp: FileStamp,
    said: Said,
}

/// What a save said.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Said {
    /// It reads: its facts.
    Read(ReadFacts),
    /// It does not: why, by language code.
    Problem(BTreeMap<String, String>),
}

/// The cache of one saves folder, in memory while it is listed.
#[derive(Debug)]
pub struct Cache {
    /// Where it is kept (none: nowhere, it only lives for this listing).
    file: Option<PathBuf>,
    folder: String,
    saves: BTreeMap<String, Entry>,
    changed: bool,
    now: SystemTime,
}

impl Cache {
    /// The cache of the saves folder `dir`, read from `cache_dir` (empty when there is
    /// none, or it cannot be trusted).
    pub fn open(dir: &Path, cache_dir: Option<&Path>) -> Cache {
        let canonical = std::fs::canonicalize(dir).ok();
        let folder = canonical
            .as_deref()
            .map(|c| c.to_string_lossy().into_owned())
            .unwrap_or_default();
        let file = cache_dir
            .zip(canonical.as_deref())
            .map(|(c, f)| file_for(c, f));
        let saves = file
            .as_deref()
            .and_then(read_capped)
            .and_then(|bytes| serde_json::from_slice::<Stored>(&bytes).ok())
            .filter(|stored| fits(stored, &folder))
            .map(|stored| stored.saves)
            .unwrap_or_default();
        let stored = saves.len();
        let sound: BTreeMap<String, Entry> = saves
            .into_iter()
            .filter(|(name, entry)| sound(name, entry))
            .collect();
        Cache {
            changed: sound.len() != stored,
            file,
            folder,
            saves: sound,
            now: SystemTime::now(),
        }
    }

    /// What the save said when it was last read, if it has not changed since (and, for a
    /// problem, if it was shown in `lang`).
    pub fn facts(&self, save: &SaveEntry, lang: Lang) -> Option<Facts> {
        let entry = self.saves.get(key(save)?)?;
        if entry.stamp != save.stamp {
            return None;
        }
        match &entry.said {
            Said::Read(read) => Some(Facts::Read(read.clone())),
            Said::Problem(texts) => texts.get(lang.code()).map(|text| Facts::Problem {
                text: text.clone(),
                lasting: true,
            }),
        }
    }

    /// Keeps what the save said when read just now, shown in `lang`.
    pub fn learn(&mut self, save: &SaveEntry, lang: Lang, facts: &Facts) {
        let Some(name) = key(save) else { return };
        let settled = self
            .now
            .checked_sub(SETTLING)
            .is_some_and(|settled| save.modified <= settled);
        let said = match facts {
            _ if !settled => None,
            Facts::Read(read) => Some(Said::Read(read.clone())),
            Facts::Problem { lasting: false, .. } => None,
            Facts::Problem { text, .. } => {
                let mut texts = match self.saves.get(name) {
                    Some(Entry {
                        stamp,
                        said: Said::Problem(texts),
                    }) if *stamp == save.stamp => texts.clone(),
                    _ => BTreeMap::new(),
                };
                texts.insert(lang.code().to_string(), text.clone());
                Some(Said::Problem(texts))
            }
        };
        let entry = said.map(|said| Entry {
            stamp: save.stamp,
            said,
        });
        if self.saves.get(name) != entry.as_ref() {
            self.changed = true;
            match entry {
                Some(entry) => self.saves.insert(name.to_string(), entry),
                None => self.saves.remove(name),
            };
        }
    }

    /// Drops the entries of saves no longer in the folder (`saves`: all that are).
    pub fn forget_all_but(&mut self, saves: &[SaveEntry]) {
        let present: std::collections::BTreeSet<&str> = saves.iter().filter_map(key).collect();
        let before = self.saves.len();
        self.saves.retain(|name, _| present.contains(name.as_str()));
        self.changed |= self.saves.len() != before;
    }

    /// Writes the cache back if anything changed: a temporary file renamed over the old
    /// one, so a reader sees the old cache or the new, whole. Failures are silent.
    pub fn save(&self) {
        let Some(file) = self.file.as_deref().filter(|_| self.changed) else {
            return;
        };
        let stored = Stored {
            format: FORMAT.to_string(),
            version: VERSION,
            fray: env!("CARGO_PKG_VERSION").to_string(),
            save_format: crate::engine::record::FORMAT_VERSION,
            folder: self.folder.clone(),
            saves: self.saves.clone(),
        };
        let Ok(bytes) = serde_json::to_vec(&stored) else {
            return;
        };
        if bytes.len() as u64 > MAX_CACHE_BYTES {
            return;
        }
        if write_atomically(file, &bytes).is_ok() {
            sweep(file.parent().unwrap_or(Path::new(".")), self.now);
        }
    }
}

/// The name a save is kept under: its file name (none when it is not UTF-8: such a save
/// is read at every listing).
fn key(save: &SaveEntry) -> Option<&str> {
    save.path.file_name()?.to_str()
}

/// Whether a stored file is one this fray wrote for this folder.
fn fits(stored: &Stored, folder: &str) -> bool {
    stored.format == FORMAT
        && stored.version == VERSION
        && stored.fray == env!("CARGO_PKG_VERSION")
        && stored.save_format == crate::engine::record::FORMAT_VERSION
        && stored.folder == folder
        && !folder.is_empty()
}

/// Whether an entry read back holds up: a save's file name, a known system, texts of a
/// sane length in known languages.
fn sound(name: &str, entry: &Entry) -> bool {
    let short = |text: &str| text.len() <= MAX_TEXT_BYTES;
    let named_like_a_save =
        name.ends_with(crate::store::SAVE_EXTENSION) && !name.contains(['/', '\\']) && short(name);
    named_like_a_save
        && match &entry.said {
            Said::Read(read) => {
                short(&read.name)
                    && read
                        .campaign
                        .as_ref()
                        .is_none_or(|c| short(&c.key) && short(&c.name))
                    && SystemId::from_key(&read.system).is_some_and(|id| id.key() == read.system)
            }
            Said::Problem(texts) => {
                !texts.is_empty()
                    && texts
                        .iter()
                        .all(|(lang, text)| Lang::from_code(lang).is_some() && short(text))
            }
        }
}

/// The file's bytes, if it is a regular file no bigger than [`MAX_CACHE_BYTES`]. Never
/// blocks: a named pipe at the cache's path is not waited on (see
/// [`crate::regular_file`]), only ignored, silently like any unusable cache.
fn read_capped(path: &Path) -> Option<Vec<u8>> {
    crate::regular_file::read(path, MAX_CACHE_BYTES).ok()?
}

/// Writes `bytes` to a new temporary file beside `path`, then renames it over `path`.
fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
    let nanos = SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let temp = dir.join(format!(
        ".{}.{}-{nanos}.tmp",
        name.unwrap_or_default(),
        std::process::id()
    ));
    let written = std::fs::File::create_new(&temp)
        .and_then(|mut file| file.write_all(bytes))
        .and_then(|()| std::fs::rename(&temp, path));
    if written.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    written
}

/// Removes the cache files of folders not listed for [`FORGOTTEN_AFTER`], and temporary
/// files left by a fray that stopped while writing one (an hour old).
fn sweep(dir: &Path, now: SystemTime) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        let keep_for = if name.starts_with("saves-") && name.ends_with(".json") {
            FORGOTTEN_AFTER
        } else if name.starts_with(".saves-") && name.ends_with(".tmp") {
            Duration::from_secs(3_600)
        } else {
            continue;
        };
        let old = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|written| now.duration_since(written).ok())
            .is_some_and(|age| age > keep_for);
        if old {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// FNV-1a, 64 bits: a hash that stays the same from one build to the next.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, b| {
        (hash ^ u64::from(*b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[cfg(test)]
#[path = "cache_tests.rs"]
mod tests;
