//! A saves folder listed for the start screen without waiting for every save to be read:
//! what is known at once (each save's file name, size and date, and every summary the
//! cache holds) is listed straight away, and the saves the cache does not know are read
//! by a worker thread that sends each summary back over a channel as it is read
//! ([`Listing::poll`], called by the app's tick).
//!
//! A folder whose unknown saves are small (at most [`AT_ONCE_BYTES`] together) is read
//! before the first frame, as before: a few milliseconds, and the list never flickers.
//!
//! Dropping a listing (the GM quits, opens a save, or the folder is listed again) never
//! waits for the worker: it asks it to stop, keeps what was already read in the summary
//! cache, and writes the cache. The worker ends after the save it is reading, if any.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};

use super::cache::{self, Cache};
use super::{Facts, SaveSummary, read_save, summary_of};
use crate::i18n::Lang;
use crate::store::{self, SaveEntry};

/// How many bytes of saves the cache does not know are read before the first frame
/// (about 2 ms of reading); beyond, the rest is read off the interface's thread.
pub const AT_ONCE_BYTES: u64 = 256 * 1024;

/// How a save the cache does not know is read (the real reader: [`read_save`]).
pub type ReadSave = Arc<dyn Fn(&Path) -> Facts + Send + Sync>;

/// What a worker sends back: the index of the save in the listing, and what it said.
type Sent = (usize, Facts);

/// A saves folder being listed: the summaries known so far, and the worker reading the
/// others.
pub struct Listing {
    entries: Vec<SaveEntry>,
    summaries: Vec<SaveSummary>,
    unread: Vec<bool>,
    cache: Cache,
    lang: Lang,
    to_read: usize,
    read: usize,
    results: Option<Receiver<Sent>>,
    stop: Arc<AtomicBool>,
}

impl std::fmt::Debug for Listing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Listing")
            .field("saves", &self.summaries.len())
            .field("read", &self.read)
            .field("to_read", &self.to_read)
            .finish_non_exhaustive()
    }
}

impl Listing {
    /// Lists the `limit` most recently written saves of `dir` (none when the folder cannot
    /// be listed), with the summary cache of [`cache::location`], and starts reading the
    /// saves it does not know.
    pub fn start(dir: &Path, limit: usize) -> Listing {
        let read: ReadSave = Arc::new(read_save);
        Listing::start_with(
            dir,
            limit,
            cache::location().as_deref(),
            read,
            AT_ONCE_BYTES,
        )
    }

    /// [`Listing::start`] with the cache in `cache_dir`, saves read by `read`, and up to
    /// `at_once` bytes of unknown saves read before returning.
    pub fn start_with(
        dir: &Path,
        limit: usize,
        cache_dir: Option<&Path>,
        read: ReadSave,
        at_once: u64,
    ) -> Listing {
        let all = store::list_saves(dir).unwrap_or_default();
        let mut cache = Cache::open(dir, cache_dir);
        cache.forget_all_but(&all);
        let entries: Vec<SaveEntry> = all.into_iter().take(limit).collect();
        let lang = crate::i18n::current();
        let mut listing = Listing {
            summaries: Vec::with_capacity(entries.len()),
            unread: Vec::with_capacity(entries.len()),
            cache,
            lang,
            to_read: 0,
            read: 0,
            results: None,
            stop: Arc::new(AtomicBool::new(false)),
            entries: Vec::new(),
        };
        let mut budget = at_once;
        let mut later = Vec::new();
        for (index, entry) in entries.iter().enumerate() {
            let known = listing.cache.facts(entry, lang);
            if known.is_none() {
                listing.to_read += 1;
            }
            let facts = known.or_else(|| {
                let size = entry.stamp.len;
                (size <= budget).then(|| {
                    budget -= size;
                    listing.read += 1;
                    let facts = read(&entry.path);
                    listing.cache.learn(entry, lang, &facts);
                    facts
                })
            });
            match facts {
                Some(facts) => {
                    listing.summaries.push(summary_of(entry, facts));
                    listing.unread.push(false);
                }
                None => {
                    listing.summaries.push(unread_summary(entry));
                    listing.unread.push(true);
                    later.push((index, entry.path.clone()));
                }
            }
        }
        listing.entries = entries;
        if later.is_empty() {
            listing.cache.save();
        } else {
            listing.results = Some(spawn_reader(later, read, lang, &listing.stop));
        }
        listing
    }

    /// The saves listed, most recently written first: read, cached, or (while
    /// [`Listing::is_unread`]) only the file's name and date.
    pub fn summaries(&self) -> &[SaveSummary] {
        &self.summaries
    }

    /// Whether the save at `index` of [`Listing::summaries`] is still waiting to be read.
    pub fn is_unread(&self, index: usize) -> bool {
        self.unread.get(index).copied().unwrap_or(false)
    }

    /// The size in bytes of the save at `index`.
    pub fn size(&self, index: usize) -> Option<u64> {
        self.entries.get(index).map(|e| e.stamp.len)
    }

    /// While saves are being read: how many of those the cache did not know are read,
    /// out of how many.
    pub fn progress(&self) -> Option<(usize, usize)> {
        (self.read < self.to_read).then_some((self.read, self.to_read))
    }

    /// Takes the summaries read since the last call (without waiting): the indexes of
    /// the saves they fill in, in the order they were read. What was read is kept in the
    /// cache; the cache is written once the last save is read.
    pub fn poll(&mut self) -> Vec<usize> {
        let mut filled = Vec::new();
        let Some(results) = &self.results else {
            return filled;
        };
        let mut finished = false;
        loop {
            match results.try_recv() {
                Ok((index, facts)) => {
                    if let (Some(entry), Some(summary), Some(unread)) = (
                        self.entries.get(index),
                        self.summaries.get_mut(index),
                        self.unread.get_mut(index),
                    ) {
                        self.cache.learn(entry, self.lang, &facts);
                        *summary = summary_of(entry, facts);
                        *unread = false;
                        self.read += 1;
                        filled.push(index);
                    }
                }
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    finished = true;
                    break;
                }
            }
        }
        if finished || self.read >= self.to_read {
            self.results = None;
            self.cache.save();
        }
        filled
    }
}

impl Drop for Listing {
    /// Stops the worker without waiting for it, keeps what it already sent, and writes
    /// the cache.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        self.poll();
        if self.results.take().is_some() {
            self.cache.save();
        }
    }
}

/// The worker: reads `saves` (their index in the listing and path) in order with `read`,
/// in `lang`, until all are read, `stop` is set, or the listing is gone.
struct Worker {
    saves: Vec<(usize, PathBuf)>,
    read: ReadSave,
    lang: Lang,
    stop: Arc<AtomicBool>,
}

impl Worker {
    fn run(self, sender: &mpsc::Sender<Sent>) {
        for (index, path) in self.saves {
            if self.stop.load(Ordering::Relaxed) {
                break;
            }
            let facts = crate::i18n::with_lang(self.lang, || (self.read)(&path));
            if sender.send((index, facts)).is_err() {
                break;
            }
        }
    }
}

/// Starts a thread reading `saves` (see [`Worker`]) and returns where its summaries
/// arrive. If no thread can be started, they are read here and now, as before the
/// worker existed.
fn spawn_reader(
    saves: Vec<(usize, PathBuf)>,
    read: ReadSave,
    lang: Lang,
    stop: &Arc<AtomicBool>,
) -> Receiver<Sent> {
    let (sender, receiver) = mpsc::channel();
    let worker = Worker {
        saves: saves.clone(),
        read: Arc::clone(&read),
        lang,
        stop: Arc::clone(stop),
    };
    let here = sender.clone();
    let spawned = std::thread::Builder::new()
        .name("fray-saves-reader".to_string())
        .spawn(move || worker.run(&sender));
    if spawned.is_err() {
        let stop = Arc::clone(stop);
        Worker {
            saves,
            read,
            lang,
            stop,
        }
        .run(&here);
    }
    receiver
}

/// What is known of a save before it is read: its file name and when it was written.
fn unread_summary(entry: &SaveEntry) -> SaveSummary {
    let mut summary = summary_of(
        entry,
        Facts::Problem {
            text: String::new(),
            lasting: false,
        },
    );
    summary.problem = None;
    summary
}
