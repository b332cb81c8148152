//! What every connection shares: the fight as the save has it now (a [`Timeline`]), the
//! players' last lines in every language (kept record by record: [`PlayersLines`]),
//! whether the GM's fray is there, the page's data per language (made once per change
//! and language), and the players following the event stream, each with a small queue
//! whose bytes are counted.
//!
//! One lock guards it all, so a player joining gets the state in effect when joining
//! and every change after it, nothing missed and nothing twice. A player whose queue is
//! full (who stopped reading) is dropped: memory stays bounded whatever players do.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use fray_core::engine::{Header, Record, Timeline};
use fray_core::i18n::Lang;
use fray_core::player_view::PlayerLine;

use super::players_lines::PlayersLines;

/// What makes the page's data from the fight and the players' last lines in a language
/// (`page::json`).
pub type PageData = fn(&Timeline, &[PlayerLine], Lang) -> String;

/// The most players following the event stream at once.
pub const MAX_LISTENERS: usize = 64;

/// How many events may wait for one player before that player is dropped.
pub const QUEUE: usize = 16;

/// The event telling pages that the GM's fray (or this server) stopped.
pub const STOPPED_EVENT: &str = "event: stopped\ndata: {}\n\n";

/// The event telling pages that sharing ended (this server stops): they stop listening,
/// since a new share has a new address.
pub const ENDED_EVENT: &str = "event: stopped\ndata: {\"ended\":true}\n\n";

/// One player following the event stream.
#[derive(Debug)]
struct Listener {
    id: u64,
    lang: Lang,
    queue: SyncSender<Arc<str>>,
}

/// The shared state (see the module documentation).
#[derive(Debug)]
pub struct Live {
    inner: Mutex<Inner>,
    /// The bytes of the events waiting in the players' queues now.
    queued: AtomicUsize,
    /// The most bytes that ever waited in them at once.
    peak_queued: AtomicUsize,
}

#[derive(Debug)]
struct Inner {
    timeline: Timeline,
    lines: PlayersLines,
    page: PageData,
    gm_here: bool,
    /// The page's data per language for the current state.
    cache: Vec<(Lang, Arc<str>)>,
    listeners: Vec<Listener>,
    next_id: u64,
    /// Closed: no one joins any more.
    closed: bool,
}

/// Why a player cannot follow the stream.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JoinRefused {
    /// [`MAX_LISTENERS`] already follow it, or the server is stopping.
    Full,
}

impl Live {
    /// The shared state of a share starting on a save's records (folded once), the GM's
    /// fray there or not, its pages' data made by `page`.
    pub fn new(header: Header, records: Vec<Record>, gm_here: bool, page: PageData) -> Live {
        let (timeline, lines) = PlayersLines::open(header, records);
        Live {
            queued: AtomicUsize::new(0),
            peak_queued: AtomicUsize::new(0),
            inner: Mutex::new(Inner {
                timeline,
                lines,
                page,
                gm_here,
                cache: Vec::new(),
                listeners: Vec::new(),
                next_id: 0,
                closed: false,
            }),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The page's data now, in `lang`.
    pub fn state_json(&self, lang: Lang) -> Arc<str> {
        self.lock().json(lang)
    }

    /// The bytes of the events waiting in the players' queues now.
    pub fn queued_bytes(&self) -> usize {
        self.queued.load(Ordering::SeqCst)
    }

    /// The most bytes that ever waited in the players' queues at once.
    pub fn peak_queued_bytes(&self) -> usize {
        self.peak_queued.load(Ordering::SeqCst)
    }

    /// A player's stream took an event of `bytes` out of its queue (written, or thrown
    /// away as the player left).
    pub fn dequeued(&self, bytes: usize) {
        let _ = self
            .queued
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |q| {
                Some(q.saturating_sub(bytes))
            });
    }

    fn enqueued(&self, bytes: usize) {
        let now = self.queued.fetch_add(bytes, Ordering::SeqCst) + bytes;
        self.peak_queued.fetch_max(now, Ordering::SeqCst);
    }

    /// How many players follow the stream.
    pub fn listeners(&self) -> usize {
        self.lock().listeners.len()
    }

    /// Lets a player follow the stream in `lang`: its queue already holds the current
    /// state (and `stopped` when the GM's fray is not there). Returns the player's id
    /// (for [`Live::leave`]) and its queue.
    pub fn join(&self, lang: Lang) -> Result<(u64, Receiver<Arc<str>>), JoinRefused> {
        let mut inner = self.lock();
        if inner.closed || inner.listeners.len() >= MAX_LISTENERS {
            return Err(JoinRefused::Full);
        }
        let (queue, receiver) = mpsc::sync_channel(QUEUE);
        let event = inner.state_event(lang);
        // The queue is new and empty: these fit.
        self.enqueued(event.len());
        let _ = queue.try_send(event);
        if !inner.gm_here {
            self.enqueued(STOPPED_EVENT.len());
            let _ = queue.try_send(Arc::from(STOPPED_EVENT));
        }
        let id = inner.next_id;
        inner.next_id += 1;
        inner.listeners.push(Listener { id, lang, queue });
        Ok((id, receiver))
    }

    /// The player `id` stopped following.
    pub fn leave(&self, id: u64) {
        self.lock().listeners.retain(|l| l.id != id);
    }

    /// Records appended to the save, in order: folded in, and the new state pushed.
    /// Each record's players' line is said once per language, against the state just
    /// before it.
    pub fn append(&self, records: Vec<Record>) {
        let mut inner = self.lock();
        let Inner {
            timeline, lines, ..
        } = &mut *inner;
        for record in records {
            lines.take(record, timeline);
        }
        lines.mark_undone(timeline);
        self.changed(&mut inner);
    }

    /// The save read again from the top: its fight (folded once) replaces the one shown,
    /// pushed.
    pub fn reset(&self, header: Header, records: Vec<Record>) {
        let (timeline, lines) = PlayersLines::open(header, records);
        let mut inner = self.lock();
        inner.timeline = timeline;
        inner.lines = lines;
        self.changed(&mut inner);
    }

    /// Whether the GM's fray holds the save: when it goes, pages are told it stopped;
    /// when it comes back, they get the state again.
    pub fn set_gm_here(&self, here: bool) {
        let mut inner = self.lock();
        if inner.gm_here == here {
            return;
        }
        inner.gm_here = here;
        if here {
            self.push_state(&mut inner);
        } else {
            self.push_all(&mut inner, |_| Arc::from(STOPPED_EVENT));
        }
    }

    /// The server stops: every page is told so, their queues close (each stream ends
    /// once its last event is written) and no one joins any more.
    pub fn close(&self) {
        let mut inner = self.lock();
        inner.closed = true;
        self.push_all(&mut inner, |_| Arc::from(ENDED_EVENT));
        inner.listeners.clear();
    }

    fn changed(&self, inner: &mut Inner) {
        inner.cache.clear();
        self.push_state(inner);
    }

    /// The current state to every player, made once per language in use.
    fn push_state(&self, inner: &mut Inner) {
        let mut events: Vec<(Lang, Arc<str>)> = Vec::new();
        for lang in inner.listeners.iter().map(|l| l.lang).collect::<Vec<_>>() {
            if !events.iter().any(|(l, _)| *l == lang) {
                let event = inner.state_event(lang);
                events.push((lang, event));
            }
        }
        self.push_all(inner, |lang| {
            events
                .iter()
                .find(|(l, _)| *l == lang)
                .map_or_else(|| Arc::from(""), |(_, event)| event.clone())
        });
    }

    /// `event(lang)` to every player; one whose queue is full or gone is dropped.
    fn push_all(&self, inner: &mut Inner, event: impl Fn(Lang) -> Arc<str>) {
        inner.listeners.retain(|listener| {
            let event = event(listener.lang);
            let bytes = event.len();
            let sent = listener.queue.try_send(event).is_ok();
            if sent {
                self.enqueued(bytes);
            }
            sent
        });
    }
}

impl Inner {
    fn json(&mut self, lang: Lang) -> Arc<str> {
        if let Some((_, json)) = self.cache.iter().find(|(l, _)| *l == lang) {
            return json.clone();
        }
        let json: Arc<str> = Arc::from((self.page)(&self.timeline, self.lines.of(lang), lang));
        self.cache.push((lang, json.clone()));
        json
    }

    /// The `state` event of the current state in `lang`.
    fn state_event(&mut self, lang: Lang) -> Arc<str> {
        let seq = self.timeline.next_seq().saturating_sub(1);
        let json = self.json(lang);
        let mut event = format!("id: {seq}\nevent: state\n");
        // The page's data is one line; were it ever more, each line is its own `data:`.
        for line in json.split('\n') {
            event.push_str("data: ");
            event.push_str(line);
            event.push('\n');
        }
        event.push('\n');
        Arc::from(event)
    }
}

#[cfg(test)]
#[path = "live_tests.rs"]
mod tests;
