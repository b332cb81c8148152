//! A batch of events under construction: a decision made of several steps sees the effect
//! of the earlier ones through [`Batch::state`]. The state it starts from is borrowed; a
//! working copy is made only the first time the state is read after an event was pushed,
//! so a decision that never looks back copies nothing.
//!
//! The working copy is not cloned afresh each time: when a batch is done its copy is kept
//! (one per thread) and the next batch writes its own starting state over it
//! ([`Overwrite`]), which reuses the names, sheets and lists of a roster that has barely
//! changed since the last command instead of allocating and freeing them all again.

use std::cell::{OnceCell, RefCell};

use crate::model::{Encounter, Overwrite};

use super::apply::{apply, apply_all};
use super::event::Event;

thread_local! {
    /// The working copy of the last batch on this thread, to be written over by the next.
    static SPARE: RefCell<Option<Encounter>> = const { RefCell::new(None) };
}

/// A copy of `base`: the spare working copy written over, or a clone when there is none.
fn copy_of(base: &Encounter) -> Encounter {
    match SPARE.with(|spare| spare.borrow_mut().take()) {
        Some(mut state) => {
            state.overwrite(base);
            state
        }
        None => base.clone(),
    }
}

/// A batch's working copy; when the batch is done with it, it becomes this thread's spare.
/// (A field that hands itself back when dropped, rather than a `Drop` on [`Batch`], which
/// would keep the borrowed state borrowed until the batch goes out of scope.)
#[derive(Debug, Clone)]
struct Working(Encounter);

impl Drop for Working {
    fn drop(&mut self) {
        let empty = Encounter::new(self.0.system, String::new());
        let state = std::mem::replace(&mut self.0, empty);
        // A thread being torn down has no spare to keep: the copy is dropped.
        let _ = SPARE.try_with(|spare| *spare.borrow_mut() = Some(state));
    }
}

/// Events decided so far, and the state they lead to.
#[derive(Debug, Clone)]
pub struct Batch<'a> {
    /// The state the decision started from.
    base: &'a Encounter,
    /// `base` with every pushed event applied, once someone asked for it.
    working: OnceCell<Working>,
    events: Vec<Event>,
}

impl<'a> Batch<'a> {
    /// Starts a batch from the current state (borrowed, not copied).
    pub fn new(state: &'a Encounter) -> Self {
        Batch {
            base: state,
            working: OnceCell::new(),
            events: Vec::new(),
        }
    }

    /// The state with every pushed event applied.
    pub fn state(&self) -> &Encounter {
        if self.events.is_empty() {
            return self.base;
        }
        &self
            .working
            .get_or_init(|| {
                let mut state = copy_of(self.base);
                apply_all(&mut state, &self.events);
                Working(state)
            })
            .0
    }

    /// Adds an event.
    pub fn push(&mut self, event: Event) {
        if let Some(Working(state)) = self.working.get_mut() {
            apply(state, &event);
        }
        self.events.push(event);
    }

    /// Adds several events in order.
    pub fn extend(&mut self, events: impl IntoIterator<Item = Event>) {
        for event in events {
            self.push(event);
        }
    }

    /// The events, in order.
    pub fn into_events(self) -> Vec<Event> {
        self.events
    }
}

#[cfg(test)]
#[path = "batch_tests.rs"]
mod tests;
