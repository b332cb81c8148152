//! A save read on a thread of its own and handed over in batches, for the commands that
//! work on its records while the rest is read (`fray log`, the Markdown export).

use std::path::Path;
use std::sync::mpsc::SyncSender;

use crate::engine::{Header, Record};
use crate::store::{self, StoreError};

/// Records handed over at once.
pub(super) const BATCH: usize = 128;

/// Batches in flight between the reader and the thread it hands them to.
pub(super) const IN_FLIGHT: usize = 16;

/// What the reader hands over.
pub(super) enum Read {
    /// The save's header, first.
    Header(Header),
    /// The next records, in order.
    Records(Vec<Record>),
}

/// Reads the save at `path`, handing the header then the records over in batches; the
/// other side stops listening when it is done (a send then fails, and is ignored).
pub(super) fn read(path: &Path, to: &SyncSender<Read>) -> Result<store::Loaded, StoreError> {
    let mut batch = Vec::with_capacity(BATCH);
    let loaded = store::load_each(
        path,
        &mut |header| {
            let _ = to.send(Read::Header(header.clone()));
        },
        &mut |record| {
            batch.push(record);
            if batch.len() == BATCH {
                let full = std::mem::replace(&mut batch, Vec::with_capacity(BATCH));
                let _ = to.send(Read::Records(full));
            }
        },
    );
    if !batch.is_empty() {
        let _ = to.send(Read::Records(batch));
    }
    loaded
}
