//! States kept before the records an undo is known to come for, so that undo restores the
//! state instead of refolding from a checkpoint. A pass over a whole save (the transcript,
//! the exports) knows which records a later undo voids; a live session does not and keeps
//! none.
//!
//! A state is kept with the position its record took in the list of records in effect:
//! the state before it is the fold of the records below that position, so it stays true
//! while nothing changes below it. Any change at a position (a record pushed there, or
//! removed from there) drops what was kept above it.

use crate::model::Encounter;

/// How many states are kept at most (the lowest go first): a run of undos longer than this
/// refolds from the checkpoints as before.
const KEPT: usize = 16;

/// The kept states, by position in the list of records in effect.
#[derive(Debug, Clone, Default)]
pub(super) struct UndoStates {
    /// (position, record number, state just before that record), lowest position first.
    kept: Vec<(usize, u64, Encounter)>,
    /// Whether to keep the state before the next record pushed.
    keep_next: bool,
}

impl UndoStates {
    /// Asks to keep the state before the next ordinary record.
    pub(super) fn keep_next(&mut self) {
        self.keep_next = true;
    }

    /// Record `seq` is being pushed at position `at`, `state` being the state just before
    /// it: what was kept above `at`, or at `at` for another record, no longer holds.
    pub(super) fn pushed(&mut self, at: usize, seq: u64, state: &Encounter) {
        while self
            .kept
            .last()
            .is_some_and(|(i, s, _)| *i > at || (*i == at && *s != seq))
        {
            self.kept.pop();
        }
        if std::mem::take(&mut self.keep_next) && self.kept.last().is_none_or(|(i, _, _)| *i != at)
        {
            if self.kept.len() == KEPT {
                self.kept.remove(0);
            }
            self.kept.push((at, seq, state.clone()));
        }
    }

    /// The next record was not pushed (the store's set-aside record): nothing to keep.
    pub(super) fn forget_next(&mut self) {
        self.keep_next = false;
    }

    /// The record at position `at` left the records in effect: what was kept above it no
    /// longer holds (the state before it still does, for a redo then another undo).
    pub(super) fn removed(&mut self, at: usize) {
        while self.kept.last().is_some_and(|(i, _, _)| *i > at) {
            self.kept.pop();
        }
    }

    /// Takes the state kept before record `seq` at position `at`, if any (an undo of it
    /// after a redo refolds, as before).
    pub(super) fn take_before(&mut self, at: usize, seq: u64) -> Option<Encounter> {
        let index = self.kept.iter().rposition(|(i, _, _)| *i <= at)?;
        let (i, s, _) = &self.kept[index];
        if *i != at || *s != seq {
            return None;
        }
        Some(self.kept.remove(index).2)
    }

    /// Forgets everything (a change this bookkeeping does not follow).
    pub(super) fn clear(&mut self) {
        self.kept.clear();
        self.keep_next = false;
    }
}

#[cfg(test)]
#[path = "undo_states_tests.rs"]
mod tests;
