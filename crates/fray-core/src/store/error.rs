//! What can go wrong reading or writing a save, in words a GM can act on (the words are
//! the catalog's `store-` messages: see `error_text.rs`).

use std::io;
use std::path::PathBuf;

use thiserror::Error;

/// What is wrong with one line of a save.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LineProblem {
    /// The line holds nothing.
    Empty,
    /// The line is longer than fray ever writes.
    TooLong {
        /// The limit, in bytes.
        limit: usize,
    },
    /// The file ends inside the line.
    Unterminated,
    /// The line does not end with a `"crc"` member.
    NoChecksum,
    /// The checksum does not match the content.
    BadChecksum {
        /// The checksum written in the line.
        stored: u32,
        /// The checksum of the line's content.
        computed: u32,
    },
    /// A whole record and then more bytes on one line: the line break after the record
    /// was lost (never the mark of an interrupted write).
    Joined {
        /// Where the first record's sealed text ends, in bytes from the line's start.
        at: usize,
    },
    /// The content is not JSON.
    NotJson(String),
    /// The content is JSON but not a record this fray understands.
    NotARecord(String),
    /// A well-sealed record that could not have been written after the records before it
    /// (a duplicate combatant id, an event about someone not in the fight or a marker not
    /// on the ladder, an undo of a record that is not the last in effect...): the
    /// engine's consistency check (`engine/consistency.rs`) says what, in plain words.
    Inconsistent(String),
    /// The record's sequence number is not the next one.
    WrongSequence {
        /// The number the record should have.
        expected: u64,
        /// The number it has.
        found: u64,
    },
}

/// An error reading, recovering or writing a save. Every message names the file, and the
/// system's cause in the GM's words: so it reports no `source` (an error chain printed
/// after it would say the cause twice).
#[derive(Debug)]
pub enum StoreError {
    /// The operating system refused something.
    Io {
        /// What fray was doing, as a verb phrase ("open", "read", "truncate").
        action: &'static str,
        /// The file or directory concerned.
        path: PathBuf,
        /// The system's error.
        source: io::Error,
    },
    /// Creating a save whose file already exists.
    AlreadyExists {
        /// The existing file.
        path: PathBuf,
    },
    /// The file is empty.
    Empty {
        /// The file.
        path: PathBuf,
    },
    /// The file ends inside its header line.
    TornHeader {
        /// The file.
        path: PathBuf,
    },
    /// The file is not a fray save at all.
    NotASave {
        /// The file.
        path: PathBuf,
        /// Why fray thinks so.
        reason: String,
    },
    /// The save's format is newer than this build reads.
    NewerVersion {
        /// The file.
        path: PathBuf,
        /// The format version in its header: the one a fray must read to open it.
        version: u64,
        /// The oldest format version this build reads.
        oldest: u32,
        /// The newest format version this build reads (the one it writes).
        supported: u32,
    },
    /// The header line is damaged.
    BadHeader {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        problem: String,
    },
    /// The header names a rule system this build does not know.
    UnknownSystem {
        /// The file.
        path: PathBuf,
        /// The system named in the header.
        system: String,
        /// The systems this build knows, comma-separated.
        known: String,
    },
    /// A damaged line that is complete (it ends with its line break, so it was written
    /// whole and confirmed) or has more lines after it: not an interrupted write, so fray
    /// stops.
    Corrupt {
        /// The file.
        path: PathBuf,
        /// The damaged line, counting from 1 (the header is line 1).
        line: u64,
        /// Where the damaged line starts, in bytes from the start of the file.
        offset: u64,
        /// What is wrong with it.
        problem: LineProblem,
        /// How many good records come before it.
        good: usize,
    },
    /// The file is bigger than a save may be.
    TooLarge {
        /// The file.
        path: PathBuf,
        /// Its size (at least; a file still growing may be bigger).
        size: u64,
        /// The limit.
        limit: u64,
    },
    /// Another fray (or another program) holds the save's lock.
    Locked {
        /// The file.
        path: PathBuf,
    },
    /// Appending a record whose sequence number is not the next one.
    OutOfSequence {
        /// The file.
        path: PathBuf,
        /// The number the next record must have.
        expected: u64,
        /// The number it has.
        found: u64,
    },
    /// A record (or header) too big to be read back; nothing was written.
    LineTooLarge {
        /// The file.
        path: PathBuf,
        /// What was being written ("record 12", "the header").
        what: String,
        /// The line's size in bytes.
        size: usize,
        /// The limit.
        limit: usize,
    },
    /// The save has reached the size limit; nothing was written.
    SaveFull {
        /// The file.
        path: PathBuf,
        /// The record that did not fit.
        seq: u64,
        /// The limit.
        limit: u64,
    },
    /// A value could not be turned into a line.
    Encode {
        /// The file.
        path: PathBuf,
        /// What was being written.
        what: String,
        /// Why it failed.
        message: String,
    },
    /// Writing a record failed; the save was restored to its last good state.
    WriteFailed {
        /// The file.
        path: PathBuf,
        /// The record that was not saved.
        seq: u64,
        /// How many records the save holds.
        records: u64,
        /// Why the write failed.
        source: io::Error,
    },
    /// Writing a record failed and so did cutting the partial line off.
    WriteFailedPartial {
        /// The file.
        path: PathBuf,
        /// The record that was not saved.
        seq: u64,
        /// How many good records the save holds.
        records: u64,
        /// Why the write failed.
        source: io::Error,
        /// Why cutting the partial line off failed.
        cut: io::Error,
    },
    /// Another program replaced, removed or cut the save while fray was writing to it: the
    /// record was not saved, and nothing more is written to that file.
    Detached {
        /// The save's path.
        path: PathBuf,
        /// The record that was not saved.
        seq: u64,
        /// What happened to the save.
        how: super::path_check::Detachment,
    },
    /// Appending to a save in an older format: fray never mixes two formats in one file,
    /// nor rewrites a save behind the GM's back, so it must be converted first. Nothing
    /// was changed.
    OldFormat {
        /// The file.
        path: PathBuf,
        /// Its format version.
        found: u32,
        /// The format this build writes.
        current: u32,
    },
    /// Converting a save damaged in the middle: fray upgrade only converts a sound save.
    /// Nothing was changed.
    DamagedUpgrade {
        /// The file.
        path: PathBuf,
        /// The damaged line, counting from 1 (the header is line 1).
        line: u64,
        /// Where the damaged line starts, in bytes from the start of the file.
        offset: u64,
        /// What is wrong with it.
        problem: LineProblem,
        /// How many good records come before it.
        good: usize,
    },
    /// A save being followed is no longer at its path (moved or deleted).
    Gone {
        /// The file.
        path: PathBuf,
    },
    /// No platform data directory could be found.
    NoDataDir,
    /// No save matches a name.
    SaveNotFound {
        /// The name asked for.
        name: String,
        /// The paths tried, comma-separated.
        tried: String,
    },
}

impl std::fmt::Display for LineProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        super::error_text::line_problem(self, f)
    }
}

impl StoreError {
    /// Why a write failed, in a few words (the system's cause, or what another program did
    /// to the save), without what fray did about it: for a message that says that itself.
    pub fn cause(&self) -> String {
        super::error_text::short_cause(self)
    }

    /// Whether another program replaced, removed or cut the save (no retry can help).
    pub fn is_detached(&self) -> bool {
        matches!(self, StoreError::Detached { .. })
    }
}

impl std::error::Error for StoreError {}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        super::error_text::store_error(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn old_format_names_both_versions_and_the_command() {
        let error = StoreError::OldFormat {
            path: PathBuf::from("/s/docks.fray.jsonl"),
            found: 1,
            current: 2,
        };
        let text = error.to_string();
        assert!(
            text.contains("written by an older fray (format 1)"),
            "{text}"
        );
        assert!(text.contains("this fray writes format 2"), "{text}");
        assert!(text.contains("fray upgrade /s/docks.fray.jsonl "), "{text}");
    }

    #[test]
    fn messages_read_in_french_with_the_same_facts() {
        use crate::i18n::{Lang, with_lang};
        let old = StoreError::OldFormat {
            path: PathBuf::from("/s/docks.fray.jsonl"),
            found: 1,
            current: 2,
        };
        let text = with_lang(Lang::Fr, || old.to_string());
        assert!(
            text.starts_with("/s/docks.fray.jsonl a été écrite par un fray plus ancien (format 1)"),
            "{text}"
        );
        assert!(text.contains("fray upgrade /s/docks.fray.jsonl "), "{text}");
        let corrupt = StoreError::Corrupt {
            path: PathBuf::from("/s/docks.fray.jsonl"),
            line: 4,
            offset: 120,
            problem: LineProblem::NoChecksum,
            good: 2,
        };
        let text = with_lang(Lang::Fr, || corrupt.to_string());
        assert!(
            text.contains("abîmée à la ligne 4 (octet 120)\u{a0}: la ligne ne finit pas par une somme de contrôle."),
            "{text}"
        );
        assert!(
            text.contains("Les 2 enregistrements qui la précèdent sont intacts"),
            "{text}"
        );
        assert!(
            text.contains("fray check --salvage /s/docks.fray.jsonl "),
            "{text}"
        );
        let english = with_lang(Lang::En, || corrupt.to_string());
        assert!(
            english.contains("The 2 records before it are intact"),
            "{english}"
        );
    }
}
