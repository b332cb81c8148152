//! A batch of events under construction: each event is applied to a working copy as it
//! is pushed, so a decision made of several steps sees the effect of the earlier ones.

use crate::model::Encounter;

use super::apply::apply;
use super::event::Event;

/// Events decided so far, and the state they lead to.
#[derive(Debug, Clone)]
pub struct Batch {
    state: Encounter,
    events: Vec<Event>,
}

impl Batch {
    /// Starts a batch from the current state.
    pub fn new(state: &Encounter) -> Self {
        Batch {
            state: state.clone(),
            events: Vec::new(),
        }
    }

    /// The state with every pushed event applied.
    pub fn state(&self) -> &Encounter {
        &self.state
    }

    /// Adds an event.
    pub fn push(&mut self, event: Event) {
        apply(&mut self.state, &event);
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
