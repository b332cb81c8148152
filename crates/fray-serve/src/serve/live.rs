//! What every connection shares: the fight as the save has it now (a [`Timeline`]),
//! whether the GM's fray is there, the page's data per language (made once per change
//! and language), and the players following the event stream, each with a small queue.
//!
//! One lock guards it all, so a player joining gets the state in effect when joining
//! and every change after it, nothing missed and nothing twice. A player whose queue is
//! full (who stopped reading) is dropped: memory stays bounded whatever players do.

use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use fray_core::engine::{Record, Timeline};
use fray_core::i18n::Lang;

/// What makes the page's data from the fight in a language (`page::json`).
pub type PageData = fn(&Timeline, Lang) -> String;

/// The most players following the event stream at once.
pub const MAX_LISTENERS: usize = 64;

/// How many events may wait for one player before that player is dropped.
pub const QUEUE: usize = 16;

/// The event telling pages that the GM's fray (or this server) stopped.
pub const STOPPED_EVENT: &str = "event: stopped\ndata: {}\n\n";

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
}

#[derive(Debug)]
struct Inner {
    timeline: Timeline,
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
    /// The shared state of a share starting on `timeline`, the GM's fray there or not,
    /// its pages' data made by `page`.
    pub fn new(timeline: Timeline, gm_here: bool, page: PageData) -> Live {
        Live {
            inner: Mutex::new(Inner {
                timeline,
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
        let _ = queue.try_send(event);
        if !inner.gm_here {
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
    pub fn append(&self, records: Vec<Record>) {
        let mut inner = self.lock();
        for record in records {
            inner.timeline.commit(record);
        }
        inner.changed();
    }

    /// The save read again from the top: its fight replaces the one shown, pushed.
    pub fn reset(&self, timeline: Timeline) {
        let mut inner = self.lock();
        inner.timeline = timeline;
        inner.changed();
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
            inner.push_state();
        } else {
            inner.push_all(|_| Arc::from(STOPPED_EVENT));
        }
    }

    /// The server stops: every page is told so, their queues close (each stream ends
    /// once its last event is written) and no one joins any more.
    pub fn close(&self) {
        let mut inner = self.lock();
        inner.closed = true;
        inner.push_all(|_| Arc::from(STOPPED_EVENT));
        inner.listeners.clear();
    }
}

impl Inner {
    fn json(&mut self, lang: Lang) -> Arc<str> {
        if let Some((_, json)) = self.cache.iter().find(|(l, _)| *l == lang) {
            return json.clone();
        }
        let json: Arc<str> = Arc::from((self.page)(&self.timeline, lang));
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

    fn changed(&mut self) {
        self.cache.clear();
        self.push_state();
    }

    /// The current state to every player, made once per language in use.
    fn push_state(&mut self) {
        let mut events: Vec<(Lang, Arc<str>)> = Vec::new();
        for lang in self.listeners.iter().map(|l| l.lang).collect::<Vec<_>>() {
            if !events.iter().any(|(l, _)| *l == lang) {
                let event = self.state_event(lang);
                events.push((lang, event));
            }
        }
        self.push_all(|lang| {
            events
                .iter()
                .find(|(l, _)| *l == lang)
                .map_or_else(|| Arc::from(""), |(_, event)| event.clone())
        });
    }

    /// `event(lang)` to every player; one whose queue is full or gone is dropped.
    fn push_all(&mut self, event: impl Fn(Lang) -> Arc<str>) {
        self.listeners
            .retain(|listener| listener.queue.try_send(event(listener.lang)).is_ok());
    }
}

#[cfg(test)]
#[path = "live_tests.rs"]
mod tests;
