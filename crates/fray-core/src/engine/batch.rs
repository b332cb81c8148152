//! A batch of events under construction: a decision made of several steps sees the effect
//! of the earlier ones through [`Batch::state`]. The state it starts from is borrowed; a
//! working copy is made only the first time the state is read after an event was pushed,
//! so a decision that never looks back copies nothing.
//!
//! The working copy is not cloned afresh each time: a batch started from a timeline's
//! state while it decides takes that timeline's spare copy ([`super::spare`]), which knows
//! which combatants changed since the last decision: only those are written over
//! ([`crate::model::Overwrite`]), reusing the names, sheets and lists of a roster that has
//! barely changed instead of allocating and freeing them all again, and the copy goes back
//! to the timeline when the batch is done. A batch started anywhere else (a decision made
//! outside a timeline: a form working out which dice a command asks) clones its state.

use std::cell::OnceCell;

use crate::model::Encounter;

use super::apply::apply;
use super::event::Event;
use super::spare::{self, Dirty};

/// A copy of `base`, and whether the timeline deciding on `base` lent it: its own spare
/// made equal to `base` (see [`spare::take_for`]), else a clone (kept by that timeline
/// afterwards when it lent an empty slot).
fn copy_of(base: &Encounter) -> (Encounter, bool) {
    match spare::take_for(base) {
        Some(Some(state)) => (state, true),
        Some(None) => (base.clone(), true),
        None => (base.clone(), false),
    }
}

/// A batch's working copy; when the batch is done with it, it goes back to the timeline
/// that lent it, else it is dropped. (A field that hands itself back when dropped, rather
/// than a `Drop` on [`Batch`], which would keep the borrowed state borrowed until the batch
/// goes out of scope.)
#[derive(Debug)]
struct Working {
    state: Encounter,
    /// Whether it was lent by the timeline deciding ([`spare::take_for`]).
    lent: bool,
    /// The combatants the batch's events may have changed in it.
    touched: Dirty,
}

impl Working {
    /// Applies `event` to the copy, noting what it touched.
    fn apply(&mut self, event: &Event) {
        self.touched.add(&self.state, event);
        apply(&mut self.state, event);
    }
}

impl Clone for Working {
    /// A clone is never lent: it is dropped with its batch.
    fn clone(&self) -> Self {
        Working {
            state: self.state.clone(),
            lent: false,
            touched: Dirty::All,
        }
    }
}

impl Drop for Working {
    fn drop(&mut self) {
        if !self.lent {
            return;
        }
        let empty = Encounter::new(self.state.system, String::new());
        let state = std::mem::replace(&mut self.state, empty);
        // Handed back when no lease waits for it any more: then it is dropped.
        drop(spare::give_back(state, &self.touched));
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
                let (state, lent) = copy_of(self.base);
                let mut working = Working {
                    state,
                    lent,
                    touched: Dirty::none(),
                };
                for event in &self.events {
                    working.apply(event);
                }
                working
            })
            .state
    }

    /// Adds an event.
    pub fn push(&mut self, event: Event) {
        if let Some(working) = self.working.get_mut() {
            working.apply(&event);
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
