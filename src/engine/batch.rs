//! A batch of events under construction: a decision made of several steps sees the effect
//! of the earlier ones through [`Batch::state`]. The state it starts from is borrowed; a
//! working copy is made only the first time the state is read after an event was pushed,
//! so a decision that never looks back copies nothing.

use std::cell::OnceCell;

use crate::model::Encounter;

use super::apply::{apply, apply_all};
use super::event::Event;

/// Events decided so far, and the state they lead to.
#[derive(Debug, Clone)]
pub struct Batch<'a> {
    /// The state the decision started from.
    base: &'a Encounter,
    /// `base` with every pushed event applied, once someone asked for it.
    working: OnceCell<Encounter>,
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
        self.working.get_or_init(|| {
            let mut state = self.base.clone();
            apply_all(&mut state, &self.events);
            state
        })
    }

    /// Adds an event.
    pub fn push(&mut self, event: Event) {
        if let Some(state) = self.working.get_mut() {
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
