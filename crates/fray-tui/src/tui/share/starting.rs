//! A share being started on a thread of its own, so that no key waits for it (starting
//! reads the save and opens a port).

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::thread;

use super::{Running, Sharer};

/// A share on its way; [`Starting::poll`] tells when it is up.
#[derive(Debug)]
pub struct Starting {
    answer: Receiver<Result<Running, String>>,
}

impl Starting {
    /// Starts sharing `save` with `sharer` on another thread (on the local network with
    /// `lan`). A share that comes up after this is dropped is stopped at once.
    pub fn begin(sharer: &'static dyn Sharer, save: PathBuf, lan: bool) -> Starting {
        let (tx, answer) = mpsc::channel();
        let spawned = thread::Builder::new()
            .name("fray-share-start".into())
            .spawn({
                let tx = tx.clone();
                move || {
                    let started = sharer.start(&save, lan).map(Running::new);
                    // Nobody waits any more: dropping the share stops it.
                    let _ = tx.send(started);
                }
            });
        if let Err(e) = spawned {
            let _ = tx.send(Err(e.to_string()));
        }
        Starting { answer }
    }

    /// The share once started, or why it could not start; `None` while it is starting.
    pub fn poll(&self) -> Option<Result<Running, String>> {
        match self.answer.try_recv() {
            Ok(result) => Some(result),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Err(crate::tui::text::share_lost())),
        }
    }
}
