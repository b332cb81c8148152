//! A running share, as the fight screen holds it, and the list of every running share
//! that [`stop_all`] stops when fray ends, whichever way it ends.
//!
//! A share is stopped on a thread of its own ([`Running`]'s drop), so no key waits for
//! the pages to be told; [`stop_all`] waits for those stops too, up to its patience.

use std::sync::mpsc;
use std::sync::{Arc, Mutex, PoisonError, TryLockError, Weak};
use std::thread;
use std::time::{Duration, Instant};

use super::{Reach, Shared};

/// A share's place: the share while it runs, taken out by whoever stops it (holding the
/// lock while stopping, so [`stop_all`] can wait for a stop under way).
type Slot = Mutex<Option<Box<dyn Shared>>>;

/// Every share started and not yet dropped.
static RUNNING: Mutex<Vec<Weak<Slot>>> = Mutex::new(Vec::new());

/// A running share, with what the overlay shows of it kept at hand (drawing never waits
/// on the share). Dropping it stops sharing, on another thread.
pub struct Running {
    slot: Arc<Slot>,
    url: String,
    reach: Reach,
    qr: Vec<String>,
    pages: usize,
}

impl std::fmt::Debug for Running {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Running")
            .field("url", &self.url)
            .field("reach", &self.reach)
            .field("pages", &self.pages)
            .finish_non_exhaustive()
    }
}

impl Running {
    /// Holds `shared`, listed for [`stop_all`].
    pub fn new(shared: Box<dyn Shared>) -> Running {
        let (url, reach, qr) = (shared.url().to_string(), shared.reach(), shared.qr());
        let pages = shared.clients();
        let slot = Arc::new(Mutex::new(Some(shared)));
        let mut running = RUNNING.lock().unwrap_or_else(PoisonError::into_inner);
        running.retain(|s| s.strong_count() > 0);
        running.push(Arc::downgrade(&slot));
        Running {
            slot,
            url,
            reach,
            qr,
            pages,
        }
    }

    /// The players' page's address.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Who can open it.
    pub fn reach(&self) -> &Reach {
        &self.reach
    }

    /// The address as a QR code, one line per row.
    pub fn qr(&self) -> &[String] {
        &self.qr
    }

    /// How many pages followed the fight at the last [`Running::refresh`].
    pub fn pages(&self) -> usize {
        self.pages
    }

    /// Counts the pages following again; returns whether the count changed. A share busy
    /// stopping keeps the last count.
    pub fn refresh(&mut self) -> bool {
        let pages = match self.slot.try_lock() {
            Ok(guard) => guard.as_ref().map_or(0, |s| s.clients()),
            Err(_) => return false,
        };
        let changed = pages != self.pages;
        self.pages = pages;
        changed
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let slot = Arc::clone(&self.slot);
        let stopping = thread::Builder::new()
            .name("fray-share-stop".into())
            .spawn(move || stop_slot(&slot));
        if stopping.is_err() {
            stop_slot(&self.slot);
        }
    }
}

/// Stops the share in `slot`, if it still runs, holding the slot meanwhile.
fn stop_slot(slot: &Slot) {
    stop_slot_if(slot, &|_| true);
}

/// Stops the share in `slot` if it still runs and its address passes `only`.
fn stop_slot_if(slot: &Slot, only: &dyn Fn(&str) -> bool) {
    let mut guard = slot.lock().unwrap_or_else(PoisonError::into_inner);
    if guard.as_ref().is_some_and(|shared| only(shared.url()))
        && let Some(shared) = guard.take()
    {
        shared.stop();
    }
}

/// Stops every running share (fray is ending): each page following is told sharing
/// stopped. Waits at most `patience` (a page that does not read must not keep fray
/// from ending); returns whether every share is stopped.
pub fn stop_all(patience: Duration) -> bool {
    stop_where(patience, |_| true)
}

/// [`stop_all`] for the shares whose address passes `only` (a test stops its own).
pub fn stop_where(patience: Duration, only: impl Fn(&str) -> bool + Send + 'static) -> bool {
    let slots: Vec<Arc<Slot>> = {
        let deadline = Instant::now() + patience;
        let running = loop {
            match RUNNING.try_lock() {
                Ok(running) => break running,
                Err(TryLockError::Poisoned(e)) => break e.into_inner(),
                Err(TryLockError::WouldBlock) if Instant::now() < deadline => {
                    thread::sleep(Duration::from_millis(5));
                }
                Err(TryLockError::WouldBlock) => return false,
            }
        };
        running.iter().filter_map(Weak::upgrade).collect()
    };
    if slots.is_empty() {
        return true;
    }
    let (done, stopped) = mpsc::channel();
    let stopping = thread::Builder::new()
        .name("fray-share-stop-all".into())
        .spawn(move || {
            for slot in &slots {
                stop_slot_if(slot, &only);
            }
            let _ = done.send(());
        });
    stopping.is_ok() && stopped.recv_timeout(patience).is_ok()
}
