//! A live encounter bound to its save file: a typed line goes through the parser, the
//! rule engine, the save (written and fsynced) and only then into the state shown.

use std::path::{Path, PathBuf};

use thiserror::Error;

use crate::engine::{Header, RuleError, Timeline};
use crate::narrate;
use crate::script::{self, Line, ParseError};
use crate::store::{self, SaveLog, StoreError};

/// Why a line was not carried out. Nothing was saved or changed.
#[derive(Debug, Error)]
pub enum SessionError {
    /// The line is not a command.
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// The rules refused it.
    #[error(transparent)]
    Rule(#[from] RuleError),
    /// The save could not be written; the file is still loadable without it.
    #[error("NOT SAVED: {0}")]
    Store(#[from] StoreError),
}

/// What a carried-out line produced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
    /// A blank line or a comment.
    Nothing,
    /// Help text.
    Help(String),
    /// A command was saved; its transcript line.
    Done { seq: u64, narration: String },
}

/// An open encounter and its save file.
#[derive(Debug)]
pub struct Session {
    timeline: Timeline,
    log: SaveLog,
    path: PathBuf,
}

impl Session {
    /// Creates a new save file and opens it.
    pub fn create(path: &Path, header: Header) -> Result<Session, StoreError> {
        let log = SaveLog::create(path, &header)?;
        Ok(Session {
            timeline: Timeline::new(header),
            log,
            path: path.to_path_buf(),
        })
    }

    /// Opens a save for play, with the warnings its loading raised (a torn last record
    /// is cut off and kept aside).
    pub fn open(path: &Path) -> Result<(Session, Vec<String>), StoreError> {
        let (loaded, log) = store::open_for_append(path)?;
        let timeline = Timeline::from_records(loaded.header, loaded.records);
        Ok((
            Session {
                timeline,
                log,
                path: path.to_path_buf(),
            },
            loaded.warnings,
        ))
    }

    /// The encounter with its history.
    pub fn timeline(&self) -> &Timeline {
        &self.timeline
    }

    /// The save file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Carries out one line of the command language.
    pub fn execute(&mut self, line: &str) -> Result<Reply, SessionError> {
        match script::parse(line)? {
            Line::Empty => Ok(Reply::Nothing),
            Line::Help(topic) => Ok(Reply::Help(script::help(topic.as_deref())?)),
            Line::Command(command) => {
                let record = self.timeline.prepare(line.trim(), &command)?;
                self.log.append(&record)?;
                let before = self.timeline.state().clone();
                let seq = record.seq;
                let narration = narrate::describe(&record, &before, self.timeline.records());
                self.timeline.commit(record);
                Ok(Reply::Done { seq, narration })
            }
        }
    }
}
