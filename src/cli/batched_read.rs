//! A save read on a thread of its own and handed over in batches, for the commands that
//! work on its records while the rest is read (`fray log`, the Markdown export).

use std::path::Path;
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::thread::{Scope, ScopedJoinHandle};

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

/// The reader thread's verdict on the save: what [`store::load_each`] gives.
pub(super) type Reader<'scope> = ScopedJoinHandle<'scope, Result<store::Loaded, StoreError>>;

/// Starts reading the save at `path` on a thread named `name` (in the current language,
/// for its warnings), in `scope`: the thread, and where its header then its records come
/// in batches; `None` when no thread could start.
pub(super) fn start<'scope>(
    scope: &'scope Scope<'scope, '_>,
    path: &'scope Path,
    name: &str,
) -> Option<(Reader<'scope>, Receiver<Read>)> {
    let lang = crate::i18n::current();
    let (to, from) = sync_channel::<Read>(IN_FLIGHT);
    let reader = std::thread::Builder::new()
        .name(name.to_string())
        .spawn_scoped(scope, move || {
            crate::i18n::with_lang(lang, || read(path, &to))
        })
        .ok()?;
    Some((reader, from))
}

/// Reads the save at `path`, handing the header then the records over in batches; the
/// other side stops listening when it is done (a send then fails, and is ignored).
fn read(path: &Path, to: &SyncSender<Read>) -> Result<store::Loaded, StoreError> {
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
