//! A live encounter bound to its save file: a typed line goes through the parser, the
//! rule engine, the save (written and fsynced) and only then into the state shown.
//!
//! When the disk refuses a write, the fight goes on in memory: the command is carried out
//! and kept in a queue of unsaved records, which every later command (and [`Session::retry`])
//! tries to write first, in order. Nothing is ever written out of order. If fray has to
//! stop while some are still refused, [`rescue_all`] tries them once more and keeps the
//! rest in a rescue file next to the save (see [`crate::store::rescue`]).

mod pipeline;
pub mod words;
mod writer;

pub use pipeline::Pipeline;
pub use writer::{Rescued, rescue_all, rescue_where};

use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{SystemTime, UNIX_EPOCH};

use thiserror::Error;

use crate::engine::{Command, Header, Record, RuleError, Timeline};
use crate::narrate;
use crate::script::{self, Line, ParseError};
use crate::store::{LogFile, OsStorage, SaveLog, Sealed, Storage, StoreError};

use writer::Writer;

/// Why a line was not carried out. Nothing was saved or changed.
#[derive(Debug, Error)]
pub enum SessionError {
    /// The line is not a command.
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// The rules refused it.
    #[error(transparent)]
    Rule(#[from] RuleError),
}

/// What a carried-out line produced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
    /// A blank line or a comment.
    Nothing,
    /// Help text.
    Help(String),
    /// A command was carried out; its transcript line, and whether it reached the disk
    /// (if not, see [`Session::unsaved`] and [`Session::save_error`]).
    Done {
        /// Its sequence number.
        seq: u64,
        /// What happened, in words.
        narration: String,
        /// Whether it is saved (appended and fsynced).
        saved: bool,
    },
}

/// The file a session writes through: the real file, or a test double. `Send`, so that a
/// rescue at exit ([`rescue_all`]) can write from another thread.
pub type SessionFile = Box<dyn LogFile + Send>;

/// Where a session reads the time it stamps on each record ([`Record::at`]): seconds since
/// the Unix epoch, `None` when unknown. The system clock by default ([`now`]); tests and
/// example saves set their own with [`Session::with_clock`].
pub type Clock = Box<dyn FnMut() -> Option<u64> + Send>;

/// The system clock, in seconds since the Unix epoch (`None` if it is set before 1970).
pub fn now() -> Option<u64> {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .ok()
        .map(|d| d.as_secs())
}

/// How many of a save's last records [`Session::open_to_show`] narrates while it folds the
/// save: more than any log pane shows, a few milliseconds of work.
pub const OPENING_LOG: usize = 1000;

/// An open encounter and its save file.
pub struct Session {
    timeline: Timeline,
    /// The save log and the records carried out but not yet on disk, shared with
    /// [`rescue_all`].
    writer: Arc<Mutex<Writer>>,
    path: PathBuf,
    /// Why the last write failed, while records are unsaved.
    save_error: Option<StoreError>,
    /// Why the save refused the record just begun before writing it (said when settled).
    refused: Option<StoreError>,
    /// Stamps each accepted record.
    clock: Clock,
    /// The narrations of the last records, made while the save was folded by
    /// [`Session::open_to_show`] (see [`Session::take_opening_log`]).
    opening_log: Vec<String>,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("path", &self.path)
            .field("records", &self.timeline.records().len())
            .field("unsaved", &self.unsaved())
            .finish()
    }
}

fn boxed(file: File) -> SessionFile {
    Box::new(file)
}

impl Session {
    /// Creates a new save file and opens it.
    pub fn create(path: &Path, header: Header) -> Result<Session, StoreError> {
        Self::create_with(path, header, boxed)
    }

    /// [`Session::create`], writing through `wrap(file)` (for fault injection).
    pub fn create_with(
        path: &Path,
        header: Header,
        wrap: impl FnOnce(File) -> SessionFile,
    ) -> Result<Session, StoreError> {
        Self::create_in_with(&OsStorage, path, header, wrap)
    }

    /// [`Session::create`] on `storage` (a test double such as
    /// [`crate::store::SimStorage`]).
    pub fn create_in<S: Storage>(
        storage: &S,
        path: &Path,
        header: Header,
    ) -> Result<Session, StoreError>
    where
        S::File: Send + 'static,
    {
        Self::create_in_with(storage, path, header, |file| Box::new(file))
    }

    /// [`Session::create`] on `storage`, writing through `wrap(file)`.
    pub fn create_in_with<S: Storage>(
        storage: &S,
        path: &Path,
        header: Header,
        wrap: impl FnOnce(S::File) -> SessionFile,
    ) -> Result<Session, StoreError> {
        let log = SaveLog::create_in_with(storage, path, &header, wrap)?;
        Ok(Self::from_parts(Timeline::new(header), log, path))
    }

    /// Opens a save for play, with the warnings its loading raised (a torn last record
    /// is cut off and kept aside). Nothing of the save is narrated: a script or the line
    /// prompt says only the lines carried out now.
    pub fn open(path: &Path) -> Result<(Session, Vec<String>), StoreError> {
        Self::open_with(path, boxed)
    }

    /// [`Session::open`] for a screen that shows the log: the last [`OPENING_LOG`]
    /// records are narrated while the save is folded (one pass), for
    /// [`Session::take_opening_log`].
    pub fn open_to_show(path: &Path) -> Result<(Session, Vec<String>), StoreError> {
        Self::open_telling(&OsStorage, path, boxed, OPENING_LOG)
    }

    /// [`Session::open`], writing through `wrap(file)` (for fault injection).
    pub fn open_with(
        path: &Path,
        wrap: impl FnOnce(File) -> SessionFile,
    ) -> Result<(Session, Vec<String>), StoreError> {
        Self::open_in_with(&OsStorage, path, wrap)
    }

    /// [`Session::open`] on `storage` (a test double such as
    /// [`crate::store::SimStorage`]).
    pub fn open_in<S: Storage>(
        storage: &S,
        path: &Path,
    ) -> Result<(Session, Vec<String>), StoreError>
    where
        S::File: Send + 'static,
    {
        Self::open_in_with(storage, path, |file| Box::new(file))
    }

    /// [`Session::open`] on `storage`, writing through `wrap(file)`.
    pub fn open_in_with<S: Storage>(
        storage: &S,
        path: &Path,
        wrap: impl FnOnce(S::File) -> SessionFile,
    ) -> Result<(Session, Vec<String>), StoreError> {
        Self::open_telling(storage, path, wrap, 0)
    }

    /// Opens the save, narrating its last `tail` records while it is folded.
    fn open_telling<S: Storage>(
        storage: &S,
        path: &Path,
        wrap: impl FnOnce(S::File) -> SessionFile,
        tail: usize,
    ) -> Result<(Session, Vec<String>), StoreError> {
        let (log, loaded) = SaveLog::open_append_in_with(storage, path, wrap)?;
        let (timeline, opening_log) = crate::narrate::fold(loaded.header, loaded.records, tail);
        crate::store::check_folded_in(storage, path, &timeline)?;
        let mut session = Self::from_parts(timeline, log, path);
        session.opening_log = opening_log;
        Ok((session, loaded.warnings))
    }

    fn from_parts(timeline: Timeline, log: SaveLog<SessionFile>, path: &Path) -> Session {
        Session {
            timeline,
            writer: writer::register(log),
            path: path.to_path_buf(),
            save_error: None,
            refused: None,
            clock: Box::new(now),
            opening_log: Vec::new(),
        }
    }

    /// The same session, stamping records with `clock` instead of the system clock (a
    /// fixed time in tests, `|| None` for records without a time).
    pub fn with_clock(mut self, clock: impl FnMut() -> Option<u64> + Send + 'static) -> Session {
        self.clock = Box::new(clock);
        self
    }

    /// The narrations of the save's last records (at most [`OPENING_LOG`], oldest first),
    /// made while [`Session::open_to_show`] folded it, so the log pane shows them without a
    /// second pass; empty after the first call, for a new save, or for a save opened
    /// otherwise (the log pane then narrates what it shows itself).
    pub fn take_opening_log(&mut self) -> Vec<String> {
        std::mem::take(&mut self.opening_log)
    }

    /// The encounter with its history.
    pub fn timeline(&self) -> &Timeline {
        &self.timeline
    }

    /// The save file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// How many carried-out commands are not on disk yet.
    pub fn unsaved(&self) -> usize {
        self.writer().unsaved.len()
    }

    /// The writer; a panic elsewhere while it was held leaves it usable (every change to
    /// it is complete before the lock is released).
    fn writer(&self) -> MutexGuard<'_, Writer> {
        self.writer.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Why the last write failed, while some commands are unsaved.
    pub fn save_error(&self) -> Option<&StoreError> {
        self.save_error.as_ref()
    }

    /// The sequence number of the last record on disk (0 when only the header is).
    pub fn last_saved(&self) -> u64 {
        self.writer().log.next_seq().saturating_sub(1)
    }

    /// Writes the unsaved records, oldest first; on failure the rest stay queued and
    /// [`Session::save_error`] says why. Returns whether everything is saved now.
    pub fn retry(&mut self) -> bool {
        let result = self.writer().retry();
        self.note(result)
    }

    /// Keeps the cause of a failed write (or forgets the last one once all is saved).
    fn note(&mut self, result: Result<(), StoreError>) -> bool {
        match result {
            Ok(()) => {
                self.save_error = None;
                true
            }
            Err(e) => {
                self.save_error = Some(e);
                false
            }
        }
    }

    /// What fray does with this session's unsaved commands when it stops: writes them once
    /// more, and keeps what the disk still refuses in a rescue file next to the save
    /// ([`rescue_all`] does the same for every open session). `None` when nothing was
    /// unsaved; afterwards nothing is.
    pub fn rescue(&mut self) -> Option<Rescued> {
        let rescued = writer::rescue(&mut self.writer());
        if rescued.as_ref().is_some_and(|r| r.refused == 0) {
            self.save_error = None;
        }
        rescued
    }

    /// Carries out one line of the command language.
    pub fn execute(&mut self, line: &str) -> Result<Reply, SessionError> {
        Ok(match self.decide_line(line)? {
            Decided::Nothing => Reply::Nothing,
            Decided::Help(help) => Reply::Help(help),
            Decided::Record(record) => self.carry_out(record),
        })
    }

    /// What `line` asks for, decided on the state as it is (nothing written).
    pub(super) fn decide_line(&mut self, line: &str) -> Result<Decided, SessionError> {
        let system = self.timeline.state().system;
        match script::parse_in(system, line)? {
            Line::Empty => Ok(Decided::Nothing),
            Line::Help(topic) => Ok(Decided::Help(script::help_in(system, topic.as_deref())?)),
            Line::Command(command) => {
                // A line typed in French is kept in its canonical (English) form.
                let text = if script::typed_in_french(system, line) {
                    script::format(&command)
                } else {
                    line.trim().to_string()
                };
                let command = self.read_sources(command)?;
                self.decide(&text, &command).map(Decided::Record)
            }
        }
    }

    /// Carries out a command built rather than typed (a write-back whose changes were
    /// shown first), kept in the save in its canonical words.
    pub fn execute_command(&mut self, command: &Command) -> Result<Reply, SessionError> {
        let text = script::format(command);
        let record = self.decide(&text, command)?;
        Ok(self.carry_out(record))
    }

    /// The saves folder this session's campaigns and fights are looked for in: the one
    /// holding a campaign's `campaigns` folder, or the fight's own folder.
    pub fn saves_dir(&self) -> PathBuf {
        crate::campaign::saves_dir_of(&self.path)
            .or_else(|| self.path.parent().map(Path::to_path_buf))
            .unwrap_or_default()
    }

    /// A party or a write-back read from its file, for the rules to decide from.
    fn read_sources(&self, command: Command) -> Result<Command, SessionError> {
        let refused = |message: String| SessionError::Rule(RuleError::Invalid(message));
        Ok(match command {
            Command::Party {
                campaign,
                source: None,
            } => {
                let system = self.timeline.state().system;
                let source = crate::campaign::party_source(&self.saves_dir(), &campaign, system)
                    .map_err(refused)?;
                Command::Party {
                    campaign,
                    source: Some(Box::new(source)),
                }
            }
            Command::Sync {
                fight,
                source: None,
            } if self.timeline.state().is_campaign() => {
                let path =
                    crate::campaign::find_fight(&self.saves_dir(), &fight).map_err(refused)?;
                let key = crate::campaign::key_of(&self.path);
                let source = crate::campaign::sync_source(&path, &key).map_err(refused)?;
                Command::Sync {
                    fight,
                    source: Some(Box::new(source)),
                }
            }
            other => other,
        })
    }

    /// Decides one command kept as `text` into the next record.
    fn decide(&mut self, text: &str, command: &Command) -> Result<Record, SessionError> {
        let mut record = self.timeline.prepare(text, command)?;
        // Stamped once, when accepted: a record kept unsaved keeps its time.
        record.at = (self.clock)();
        Ok(record)
    }

    /// Writes, folds and words a decided record: its reply, given once it is saved (or
    /// failed to be).
    fn carry_out(&mut self, record: Record) -> Reply {
        let sealed = self.seal(&record);
        let (seq, narration) = self.write_and_fold(record, sealed);
        let saved = self.settle(seq);
        Reply::Done {
            seq,
            narration,
            saved,
        }
    }

    /// `record`'s line in the save, sealed ahead of the write (a script seals it while
    /// the disk writes the record before).
    pub(super) fn seal(&self, record: &Record) -> Result<Sealed, StoreError> {
        self.writer().log.seal(record)
    }

    /// Starts writing `record` (its line `sealed`) to the save and, while the disk writes
    /// it, folds it in and words it (no copy of the encounter per command). Returns its
    /// number and its narration; [`Session::settle`] then waits for the disk.
    pub(super) fn write_and_fold(
        &mut self,
        record: Record,
        sealed: Result<Sealed, StoreError>,
    ) -> (u64, String) {
        let seq = record.seq;
        // Refused before it was written: queued, and said when settled.
        let begun = self.writer().begin(&record, sealed);
        self.refused = begun.err();
        let narration = narrate::commit(record, &mut self.timeline);
        (seq, narration)
    }

    /// Waits for record `seq`, which [`Session::write_and_fold`] began; whether it is
    /// saved now, and everything before it (if not, [`Session::save_error`] says why).
    pub(super) fn settle(&mut self, seq: u64) -> bool {
        let finished = match self.refused.take() {
            Some(refused) => Err(refused),
            None => self.writer().finish(),
        };
        if finished.is_ok() && self.last_saved() < seq {
            // Taken from this session meanwhile (a rescue on the way out): not in the save.
            return false;
        }
        self.note(finished)
    }
}

/// What a typed line comes to before anything is written.
pub(super) enum Decided {
    /// A blank line or a comment.
    Nothing,
    /// Help text.
    Help(String),
    /// A record to write and fold in.
    Record(Record),
}
