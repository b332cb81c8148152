//! What can go wrong reading or writing a save, in words a GM can act on.

use std::io;
use std::path::PathBuf;

use thiserror::Error;

use super::cause::Cause;
use super::paths::shell_word;

/// What is wrong with one line of a save.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LineProblem {
    /// The line holds nothing.
    #[error("the line is empty")]
    Empty,
    /// The line is longer than fray ever writes.
    #[error("the line is longer than {limit} bytes")]
    TooLong {
        /// The limit, in bytes.
        limit: usize,
    },
    /// The file ends inside the line.
    #[error("the line is incomplete (it does not end with a line break)")]
    Unterminated,
    /// The line does not end with a `"crc"` member.
    #[error("the line does not end with a checksum")]
    NoChecksum,
    /// The checksum does not match the content.
    #[error("bad checksum (the line says {stored:08x}, its content gives {computed:08x})")]
    BadChecksum {
        /// The checksum written in the line.
        stored: u32,
        /// The checksum of the line's content.
        computed: u32,
    },
    /// A whole record and then more bytes on one line: the line break after the record
    /// was lost (never the mark of an interrupted write).
    #[error(
        "two records run together on one line (the line break after byte {at} of the line is missing)"
    )]
    Joined {
        /// Where the first record's sealed text ends, in bytes from the line's start.
        at: usize,
    },
    /// The content is not JSON.
    #[error("not valid JSON ({0})")]
    NotJson(String),
    /// The content is JSON but not a record this fray understands.
    #[error("not a valid record ({0})")]
    NotARecord(String),
    /// A well-sealed record that could not have been written after the records before it
    /// (a duplicate combatant id, an event about someone not in the fight or a marker not
    /// on the ladder, an undo of a record that is not the last in effect...): the
    /// engine's consistency check (`engine/consistency.rs`) says what, in plain words.
    #[error("the record {0}")]
    Inconsistent(String),
    /// The record's sequence number is not the next one.
    #[error("wrong sequence number {found} (expected {expected})")]
    WrongSequence {
        /// The number the record should have.
        expected: u64,
        /// The number it has.
        found: u64,
    },
}

/// An error reading, recovering or writing a save. Every message names the file.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The operating system refused something.
    #[error("could not {action} {}: {}", .path.display(), Cause(.source))]
    Io {
        /// What fray was doing, as a verb phrase ("open", "read", "truncate").
        action: &'static str,
        /// The file or directory concerned.
        path: PathBuf,
        /// The system's error.
        source: io::Error,
    },
    /// Creating a save whose file already exists.
    #[error("{} already exists; fray never overwrites a save (choose another name, or open it)", .path.display())]
    AlreadyExists {
        /// The existing file.
        path: PathBuf,
    },
    /// The file is empty.
    #[error(
        "{} is empty: it has no header, so it is not a usable save (fray may have stopped while creating it; no record was ever saved in it)",
        .path.display()
    )]
    Empty {
        /// The file.
        path: PathBuf,
    },
    /// The file ends inside its header line.
    #[error(
        "{} has an incomplete header: fray stopped while creating it, before any record could be saved in it; delete it and create the encounter again",
        .path.display()
    )]
    TornHeader {
        /// The file.
        path: PathBuf,
    },
    /// The file is not a fray save at all.
    #[error("{} is not a fray save: {reason}", .path.display())]
    NotASave {
        /// The file.
        path: PathBuf,
        /// Why fray thinks so.
        reason: String,
    },
    /// The save's format is newer than this build reads.
    #[error(
        "{} was made by a newer fray (format {version}); this fray reads formats {oldest} to {supported}: update fray to a version that reads format {version} to open it",
        .path.display()
    )]
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
    #[error("{} has a damaged header (line 1): {problem}", .path.display())]
    BadHeader {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        problem: String,
    },
    /// The header names a rule system this build does not know.
    #[error("{} uses the rule system {system:?}, which this fray does not know (it knows: {known})", .path.display())]
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
    #[error(
        "{} is damaged at line {line} (byte offset {offset}): {problem}. Line {line} is damaged; it was saved and confirmed, \
         so this is damage to the file, not an interrupted write. The {good} records before it are intact; \
         to open them, run: fray check --salvage {} (it moves everything from line {line} on into a side file, byte for byte)",
        .path.display(), shell_word(&.path.display().to_string())
    )]
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
    #[error("{} is {size} bytes, more than the {limit} bytes a save may hold; it is not a fray save or it is damaged", .path.display())]
    TooLarge {
        /// The file.
        path: PathBuf,
        /// Its size (at least; a file still growing may be bigger).
        size: u64,
        /// The limit.
        limit: u64,
    },
    /// Another fray (or another program) holds the save's lock.
    #[error("{} is open in another fray; close it there first", .path.display())]
    Locked {
        /// The file.
        path: PathBuf,
    },
    /// Appending a record whose sequence number is not the next one.
    #[error("{}: record {found} cannot be saved next; the next record must be number {expected}", .path.display())]
    OutOfSequence {
        /// The file.
        path: PathBuf,
        /// The number the next record must have.
        expected: u64,
        /// The number it has.
        found: u64,
    },
    /// A record (or header) too big to be read back; nothing was written.
    #[error("{}: {what} would be a {size}-byte line, more than the {limit} bytes fray reads back; it was not saved", .path.display())]
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
    #[error("{} has reached the {limit}-byte limit of a save; record {seq} was not saved (start a new encounter to go on)", .path.display())]
    SaveFull {
        /// The file.
        path: PathBuf,
        /// The record that did not fit.
        seq: u64,
        /// The limit.
        limit: u64,
    },
    /// A value could not be turned into a line.
    #[error("could not write {what} to {}: {message}", .path.display())]
    Encode {
        /// The file.
        path: PathBuf,
        /// What was being written.
        what: String,
        /// Why it failed.
        message: String,
    },
    /// Writing a record failed; the save was restored to its last good state.
    #[error(
        "could not save record {seq} to {}: {}. Nothing was lost: the save was put back as it was ({records} records) and still opens; try again once the problem is fixed",
        .path.display(), Cause(.source)
    )]
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
    #[error(
        "could not save record {seq} to {}: {}; cutting off the partial line also failed ({}). The {records} records before it are safe; the partial line is set aside when the save is next opened, and fray will not write to it until it is cut off",
        .path.display(), Cause(.source), Cause(.cut)
    )]
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
    /// Appending to a save in an older format: fray never mixes two formats in one file,
    /// nor rewrites a save behind the GM's back, so it must be converted first. Nothing
    /// was changed.
    #[error(
        "{} was written by an older fray (format {found}); this fray writes format {current} and does not add to an older save. \
         Convert it first with: fray upgrade {} (the original is kept as a backup next to it). Reading it (fray show, log, check) works as it is",
        .path.display(), shell_word(&.path.display().to_string())
    )]
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
    #[error(
        "{} cannot be upgraded: it is damaged at line {line} (byte offset {offset}): {problem}. Nothing was changed. \
         First run: fray check --salvage {} (it keeps the {good} records before the damage and moves the rest to a side file), then upgrade it",
        .path.display(), shell_word(&.path.display().to_string())
    )]
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
    #[error("{} is gone (moved or deleted?); watching for it to come back", .path.display())]
    Gone {
        /// The file.
        path: PathBuf,
    },
    /// No platform data directory could be found.
    #[error("could not find a data directory for saves; set FRAY_SAVES_DIR or pass --saves-dir")]
    NoDataDir,
    /// No save matches a name.
    #[error("no save named {name:?} (looked for {tried})")]
    SaveNotFound {
        /// The name asked for.
        name: String,
        /// The paths tried, comma-separated.
        tried: String,
    },
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
}
