//! `fray log` reading and narrating at once: one thread reads the save (decoding and
//! checking each line) and hands its records over in batches while this one folds and
//! narrates them; in French a third writes each distinct command back in French. The
//! text is the one [`super::transcript::fold_and_write`] writes after a whole read.

use std::collections::{HashMap, HashSet, VecDeque};
use std::path::Path;
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};

use crate::engine::{Event, Header, Record, Timeline};
use crate::i18n::Lang;
use crate::narrate::WholeFold;
use crate::store::{self, StoreError};

use super::transcript::{fold_and_write, shown, write};

/// Records handed from the reader to the fold at once.
const BATCH: usize = 128;

/// How many records the fold stays behind the reader: an undo is seen before the fold
/// takes the record it voids when it comes at most this many records later (the fold then
/// keeps the state before that record instead of folding everything again).
const LAG: usize = 256;

/// Batches in flight between the reader and the fold.
const IN_FLIGHT: usize = 16;

/// What the reader hands over.
enum Read {
    Header(Header),
    Records(Vec<Record>),
}

/// The save at `path` read, folded and written as `fray log` prints it: the timeline, the
/// transcript (every field escaped) and the warnings to print before it.
pub fn load_and_write(path: &Path) -> Result<(Timeline, String, Vec<String>), StoreError> {
    let lang = crate::i18n::current();
    std::thread::scope(|scope| {
        let (to_fold, from_reader) = sync_channel::<Read>(IN_FLIGHT);
        let reader = std::thread::Builder::new()
            .name("fray-log-read".to_string())
            .spawn_scoped(scope, move || {
                crate::i18n::with_lang(lang, || read(path, &to_fold))
            });
        let Ok(reader) = reader else {
            // No second thread: read everything, then fold.
            let loaded = store::load(path)?;
            let (timeline, text) = fold_and_write(loaded.header, loaded.records);
            return Ok((timeline, text, loaded.warnings));
        };
        let folded = fold(lang, &from_reader, scope);
        // The reader's verdict counts first: a damaged save prints no transcript.
        let loaded = reader
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))?;
        match folded {
            Some((timeline, text)) => Ok((timeline, text, loaded.warnings)),
            // The reader found no header yet said the save was sound: read it again whole.
            None => {
                let loaded = store::load(path)?;
                let (timeline, text) = fold_and_write(loaded.header, loaded.records);
                Ok((timeline, text, loaded.warnings))
            }
        }
    })
}

/// Reads the save, handing the header then the records over in batches; the fold stops
/// listening when it is done (a send then fails, and is ignored).
fn read(path: &Path, to_fold: &SyncSender<Read>) -> Result<store::Loaded, StoreError> {
    let mut batch = Vec::with_capacity(BATCH);
    let loaded = store::load_each(
        path,
        &mut |header| {
            let _ = to_fold.send(Read::Header(header.clone()));
        },
        &mut |record| {
            batch.push(record);
            if batch.len() == BATCH {
                let full = std::mem::replace(&mut batch, Vec::with_capacity(BATCH));
                let _ = to_fold.send(Read::Records(full));
            }
        },
    );
    if !batch.is_empty() {
        let _ = to_fold.send(Read::Records(batch));
    }
    loaded
}

/// Folds and narrates what the reader hands over, [`LAG`] records behind it, and writes the
/// transcript; `None` when no header came (the reader failed first).
fn fold<'scope>(
    lang: Lang,
    from_reader: &Receiver<Read>,
    scope: &'scope std::thread::Scope<'scope, '_>,
) -> Option<(Timeline, String)> {
    let Ok(Read::Header(header)) = from_reader.recv() else {
        return None;
    };
    let system = header.system;
    // In French, each distinct command is written back in French beside the fold.
    let (to_writer, writer) = if lang == Lang::Fr {
        let (to_writer, from_fold) = sync_channel::<Vec<String>>(IN_FLIGHT);
        let writer = std::thread::Builder::new()
            .name("fray-log-commands".to_string())
            .spawn_scoped(scope, move || {
                crate::i18n::with_lang(lang, || write_commands(system, &from_fold))
            })
            .ok();
        (writer.is_some().then_some(to_writer), writer)
    } else {
        (None, None)
    };
    let mut fold = WholeFold::new(header, HashSet::new());
    let mut pending: VecDeque<Record> = VecDeque::new();
    let mut narrations = Vec::new();
    for read in from_reader {
        let Read::Records(batch) = read else {
            continue;
        };
        for event in batch.iter().flat_map(|r| &r.events) {
            if let Event::CommandUndone { seq } = event {
                fold.undone_later(*seq);
            }
        }
        if let Some(to_writer) = &to_writer {
            let _ = to_writer.send(batch.iter().map(|r| r.command.clone()).collect());
        }
        pending.extend(batch);
        while pending.len() > LAG {
            if let Some(record) = pending.pop_front() {
                narrations.push(fold.take(record));
            }
        }
    }
    narrations.extend(pending.into_iter().map(|record| fold.take(record)));
    drop(to_writer);
    let ready = writer
        .and_then(|writer| writer.join().ok())
        .unwrap_or_default();
    let timeline = fold.finish();
    let text = write(&timeline, narrations, &ready);
    Some((timeline, text))
}

/// Writes back in the current language each distinct command the fold hands over, as it
/// comes.
fn write_commands(
    system: crate::model::SystemId,
    from_fold: &Receiver<Vec<String>>,
) -> HashMap<String, String> {
    let mut written = HashMap::new();
    for line in from_fold.iter().flatten() {
        if let std::collections::hash_map::Entry::Vacant(entry) = written.entry(line) {
            let text = shown(system, entry.key());
            entry.insert(text);
        }
    }
    written
}
