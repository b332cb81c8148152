//! Undo and redo: which records are in effect. Undo and redo are themselves records whose
//! events void or restore a whole earlier batch; the log is never rewritten.

use super::event::Event;
use super::record::Record;

/// The done and undone stacks, rebuilt from the records.
#[derive(Debug, Clone, Default)]
pub struct History {
    done: Vec<u64>,
    undone: Vec<u64>,
    dropped: Vec<u64>,
    /// `done` is known to be in increasing order (always, but for a hand-made save that
    /// redoes out of order), so membership is a binary search.
    unsorted: bool,
}

impl PartialEq for History {
    fn eq(&self, other: &Self) -> bool {
        self.done == other.done && self.undone == other.undone && self.dropped == other.dropped
    }
}

impl Eq for History {}

impl History {
    /// Takes one more record into account.
    pub fn record(&mut self, record: &Record) {
        let mut history_only = false;
        for event in &record.events {
            match event {
                Event::CommandUndone { seq } => {
                    history_only = true;
                    if let Some(at) = self.done.iter().rposition(|s| s == seq) {
                        self.done.remove(at);
                        self.undone.push(*seq);
                    }
                }
                Event::CommandRedone { seq } => {
                    history_only = true;
                    if let Some(at) = self.undone.iter().rposition(|s| s == seq) {
                        self.undone.remove(at);
                        self.push_done(*seq);
                    }
                }
                Event::RedoDropped { seqs } => {
                    self.undone.retain(|s| !seqs.contains(s));
                    self.dropped.extend(seqs);
                }
                // The store's note that numbers were skipped: nothing to undo or redo.
                Event::RecordsSetAside { .. } => history_only = true,
                _ => {}
            }
        }
        if !history_only {
            self.push_done(record.seq);
        }
    }

    fn push_done(&mut self, seq: u64) {
        if self.done.last().is_some_and(|last| *last >= seq) {
            self.unsorted = true;
        }
        self.done.push(seq);
    }

    /// The records in effect, oldest first.
    pub fn effective(&self) -> &[u64] {
        &self.done
    }

    /// The record an undo would void.
    pub fn undo_target(&self) -> Option<u64> {
        self.done.last().copied()
    }

    /// The record a redo would restore.
    pub fn redo_target(&self) -> Option<u64> {
        self.undone.last().copied()
    }

    /// Undone records a new command would make unreachable, oldest first.
    pub fn redo_branch(&self) -> Vec<u64> {
        let mut seqs = self.undone.clone();
        seqs.sort_unstable();
        seqs
    }

    /// Whether a record is in effect.
    pub fn is_effective(&self, seq: u64) -> bool {
        if self.unsorted {
            self.done.contains(&seq)
        } else {
            self.done.binary_search(&seq).is_ok()
        }
    }

    /// Whether a record is waiting to be redone (undone, not redone nor dropped since).
    pub fn is_undone(&self, seq: u64) -> bool {
        self.undone.contains(&seq)
    }

    #[cfg(any(test, feature = "test-support"))]
    /// Whether a record was undone and then dropped by a later command.
    pub fn is_dropped(&self, seq: u64) -> bool {
        self.dropped.contains(&seq)
    }
}
