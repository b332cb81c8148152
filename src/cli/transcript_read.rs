//! `fray log` reading, narrating and writing at once: one thread reads the save (decoding
//! and checking each line) and hands its records over in batches, this one folds and
//! narrates them, and a third writes each record's line as its narration comes (in French,
//! writing each distinct command back in French). The text is the one
//! [`super::transcript::fold_and_write`] writes after a whole read.

use std::collections::{HashSet, VecDeque};
use std::path::Path;
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::thread::ScopedJoinHandle;

use crate::engine::{Event, Record, Timeline};
use crate::i18n::Lang;
use crate::narrate::WholeFold;
use crate::store::{self, StoreError};

use super::batched_read::{self, BATCH, IN_FLIGHT, Read};

use super::transcript::{Lines, fold_and_write};

/// How many records the fold stays behind the reader: an undo is seen before the fold
/// takes the record it voids when it comes at most this many records later (the fold then
/// keeps the state before that record instead of folding everything again).
const LAG: usize = 256;

/// One record's line as the fold hands it to the writer: the record's number, its command
/// as stored, and what it did.
struct Told {
    seq: u64,
    command: String,
    narration: String,
}

/// The save at `path` read, folded and written as `fray log` prints it: the timeline, the
/// transcript (every field escaped) and the warnings to print before it.
pub fn load_and_write(path: &Path) -> Result<(Timeline, String, Vec<String>), StoreError> {
    let lang = crate::i18n::current();
    std::thread::scope(|scope| {
        let Some((reader, from_reader)) = batched_read::start(scope, path, "fray-log-read") else {
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

/// Folds and narrates what the reader hands over, [`LAG`] records behind it, while a
/// writer thread writes their lines; the timeline and the transcript, `None` when no
/// header came (the reader failed first).
fn fold<'scope>(
    lang: Lang,
    from_reader: &Receiver<Read>,
    scope: &'scope std::thread::Scope<'scope, '_>,
) -> Option<(Timeline, String)> {
    let Ok(Read::Header(header)) = from_reader.recv() else {
        return None;
    };
    let system = header.system;
    let (to_writer, from_fold) = sync_channel::<Vec<Told>>(IN_FLIGHT);
    let writer = std::thread::Builder::new()
        .name("fray-log-write".to_string())
        .spawn_scoped(scope, move || {
            crate::i18n::with_lang(lang, || write(Lines::new(system), &from_fold))
        });
    // Without a writer thread, the lines are written here.
    let mut sink = match writer {
        Ok(writer) => Sink::Writer(to_writer, writer),
        Err(_) => Sink::Here(Lines::new(system)),
    };
    let mut fold = WholeFold::new(header, HashSet::new());
    let mut pending: VecDeque<Record> = VecDeque::new();
    let mut told = Vec::with_capacity(BATCH);
    for read in from_reader {
        let Read::Records(batch) = read else {
            continue;
        };
        for event in batch.iter().flat_map(|r| &r.events) {
            if let Event::CommandUndone { seq } = event {
                fold.undone_later(*seq);
            }
        }
        pending.extend(batch);
        while pending.len() > LAG {
            if let Some(record) = pending.pop_front() {
                told.push(tell(&mut fold, record));
            }
        }
        if told.len() >= BATCH {
            sink.take(std::mem::replace(&mut told, Vec::with_capacity(BATCH)));
        }
    }
    told.extend(pending.into_iter().map(|record| tell(&mut fold, record)));
    sink.take(told);
    let timeline = fold.finish();
    let text = sink.lines().finish(&timeline);
    Some((timeline, text))
}

/// Where the fold hands each record's line.
enum Sink<'scope> {
    /// To the writer thread.
    Writer(SyncSender<Vec<Told>>, ScopedJoinHandle<'scope, Lines>),
    /// Written here.
    Here(Lines),
}

impl Sink<'_> {
    /// Hands `told` over to be written.
    fn take(&mut self, told: Vec<Told>) {
        match self {
            // The writer stops listening only when it failed: its join says why.
            Sink::Writer(to_writer, _) => {
                let _ = to_writer.send(told);
            }
            Sink::Here(lines) => {
                for t in told {
                    lines.push(t.seq, &t.command, &t.narration);
                }
            }
        }
    }

    /// Every line handed over, once the writer has written the last.
    fn lines(self) -> Lines {
        match self {
            Sink::Writer(to_writer, writer) => {
                drop(to_writer);
                writer
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            }
            Sink::Here(lines) => lines,
        }
    }
}

/// Folds `record` in and says what it did, with its number and command.
fn tell(fold: &mut WholeFold, record: Record) -> Told {
    let seq = record.seq;
    let command = record.command.clone();
    Told {
        seq,
        command,
        narration: fold.take(record),
    }
}

/// Writes the line of each record the fold hands over, as it comes.
fn write(mut lines: Lines, from_fold: &Receiver<Vec<Told>>) -> Lines {
    for told in from_fold.iter().flatten() {
        lines.push(told.seq, &told.command, &told.narration);
    }
    lines
}
