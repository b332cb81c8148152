//! The writing half of a session: the save log and the queue of records the disk refused.
//! It sits behind a mutex shared with a process-wide list of open sessions, so that when
//! fray has to stop in a hurry (its terminal is gone, a signal, a panic) [`rescue_all`]
//! can save, or set aside, what is still unsaved, from whichever thread notices.

use std::path::PathBuf;
use std::sync::{Arc, Mutex, PoisonError, TryLockError, Weak};
use std::thread;
use std::time::{Duration, Instant};

use crate::engine::Record;
use crate::store::{SaveLog, Sealed, StoreError, rescue};

use super::SessionFile;

/// The save log of one session and what it could not write yet.
pub(super) struct Writer {
    /// The save, locked for writing.
    pub log: SaveLog<SessionFile>,
    /// Records carried out in memory but not yet on disk, oldest first.
    pub unsaved: Vec<Record>,
    /// The record written and on its way to the disk, until [`Writer::finish`].
    in_flight: Option<Record>,
}

impl Writer {
    /// Writes the queued records, oldest first; on failure the rest stay queued.
    pub fn retry(&mut self) -> Result<(), StoreError> {
        self.finish()?;
        while let Some(record) = self.unsaved.first() {
            self.log.append(record)?;
            self.unsaved.remove(0);
        }
        Ok(())
    }

    /// Writes the queue, then begins writing `record`, whose line `sealed` is
    /// ([`SaveLog::begin_sealed`]): the caller works while the disk writes, then waits with
    /// [`Writer::finish`]. A record refused before it is written is queued here.
    pub fn begin(
        &mut self,
        record: &Record,
        sealed: Result<Sealed, StoreError>,
    ) -> Result<(), StoreError> {
        let begun = self
            .retry()
            .and_then(|()| sealed.and_then(|line| self.log.begin_sealed(line)));
        match begun {
            Ok(()) => self.in_flight = Some(record.clone()),
            Err(_) => self.unsaved.push(record.clone()),
        }
        begun
    }

    /// Waits for the record begun to be saved; `Ok` when it is (or nothing was begun).
    /// A record the disk refused is queued.
    pub fn finish(&mut self) -> Result<(), StoreError> {
        let Some(record) = self.in_flight.take() else {
            return Ok(());
        };
        let finished = self.log.finish();
        if finished.is_err() {
            self.unsaved.push(record);
        }
        finished
    }
}

/// Every session open in this process (weakly: a closed session drops out).
static OPEN: Mutex<Vec<Weak<Mutex<Writer>>>> = Mutex::new(Vec::new());

/// Shares a new session's writer with [`rescue_all`].
pub(super) fn register(log: SaveLog<SessionFile>) -> Arc<Mutex<Writer>> {
    let writer = Arc::new(Mutex::new(Writer {
        log,
        unsaved: Vec::new(),
        in_flight: None,
    }));
    let mut open = OPEN.lock().unwrap_or_else(PoisonError::into_inner);
    open.retain(|w| w.strong_count() > 0);
    open.push(Arc::downgrade(&writer));
    writer
}

/// What [`rescue_all`] did for one session that had unsaved commands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rescued {
    /// The save.
    pub save: PathBuf,
    /// How many of its unsaved commands the save took at this last try.
    pub saved: usize,
    /// How many it still refused.
    pub refused: usize,
    /// The rescue file holding the refused ones, when it could be written.
    pub file: Option<PathBuf>,
    /// Why neither the save nor a rescue file took them, when that happened.
    pub lost: Option<String>,
    /// The commands it still refused (sequence number and command text), oldest first:
    /// said on the way out, so the GM can carry them out again even when no rescue file
    /// could be written.
    pub commands: Vec<(u64, String)>,
}

/// For every open session with unsaved commands: writes them to the save once more, and
/// what the save still refuses into a rescue file next to it (named at every later
/// opening). Waits at most `patience` for a session busy writing (a thread stuck in a
/// write is left alone). After this, the sessions have nothing unsaved: a second call
/// does nothing, so two threads stopping fray at once never rescue twice.
pub fn rescue_all(patience: Duration) -> Vec<Rescued> {
    rescue_where(patience, |_| true)
}

/// [`rescue_all`] for the sessions whose save path passes `only` (tests rescue their own).
pub fn rescue_where(patience: Duration, only: impl Fn(&std::path::Path) -> bool) -> Vec<Rescued> {
    let writers: Vec<Arc<Mutex<Writer>>> = {
        let open = match OPEN.try_lock() {
            Ok(open) => open,
            Err(TryLockError::Poisoned(e)) => e.into_inner(),
            Err(TryLockError::WouldBlock) => return Vec::new(),
        };
        open.iter().filter_map(Weak::upgrade).collect()
    };
    let deadline = Instant::now() + patience;
    writers
        .iter()
        .filter_map(|writer| {
            let mut guard = lock_before(writer, deadline)?;
            if !only(guard.log.path()) {
                return None;
            }
            rescue(&mut guard)
        })
        .collect()
}

/// Takes the lock, trying until `deadline`.
fn lock_before(
    writer: &Mutex<Writer>,
    deadline: Instant,
) -> Option<std::sync::MutexGuard<'_, Writer>> {
    loop {
        match writer.try_lock() {
            Ok(guard) => return Some(guard),
            Err(TryLockError::Poisoned(e)) => return Some(e.into_inner()),
            Err(TryLockError::WouldBlock) if Instant::now() < deadline => {
                thread::sleep(Duration::from_millis(5));
            }
            Err(TryLockError::WouldBlock) => return None,
        }
    }
}

/// One session's rescue.
pub(super) fn rescue(writer: &mut Writer) -> Option<Rescued> {
    // A record on its way to the disk is waited for (queued if refused).
    let _ = writer.finish();
    let before = writer.unsaved.len();
    if before == 0 {
        return None;
    }
    let save = writer.log.path().to_path_buf();
    let last_try = writer.retry();
    let refused = writer.unsaved.len();
    let mut rescued = Rescued {
        save: save.clone(),
        saved: before - refused,
        refused,
        file: None,
        lost: None,
        commands: writer
            .unsaved
            .iter()
            .map(|r| (r.seq, r.command.clone()))
            .collect(),
    };
    if let Err(why) = last_try {
        let stamp = super::now().unwrap_or(0);
        match rescue::write_rescue(&save, &writer.unsaved, stamp) {
            Ok(file) => rescued.file = Some(file),
            Err(e) => {
                rescued.lost = Some(crate::t!(
                    "store-rescue-file-failed",
                    why = why.cause(),
                    error = e.to_string()
                ));
            }
        }
        writer.unsaved.clear();
    }
    Some(rescued)
}
