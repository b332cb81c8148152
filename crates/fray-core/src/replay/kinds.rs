//! How each record changes the undo history, decided once when the index takes it in.

use crate::engine::{Event, History, Record};

/// How a record moves the replay from the position before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Applies its own events.
    Normal,
    /// Undoes the record on top of the done stack: the state goes back to position
    /// `restore` (just before `target` last took effect).
    Undo {
        /// The undone record.
        target: u64,
        /// The position whose state comes back.
        restore: u64,
    },
    /// Restores the last undone record: its events apply again.
    Redo {
        /// The restored record.
        target: u64,
    },
    /// Changes the history in a way fray itself never writes (several targets, or not the
    /// top of the stack): its state is folded in full and kept as a snapshot.
    Irregular,
}

/// The records a record undoes or redoes.
pub fn history_targets(record: &Record) -> Vec<u64> {
    record
        .events
        .iter()
        .filter_map(|e| match e {
            Event::CommandUndone { seq } | Event::CommandRedone { seq } => Some(*seq),
            _ => None,
        })
        .collect()
}

/// Classifies a record against the history before it. `pushed` gives, per record, the
/// position that last put it in effect.
pub fn classify(record: &Record, history: &History, pushed: &[u64]) -> Kind {
    let touches: Vec<&Event> = record
        .events
        .iter()
        .filter(|e| matches!(e, Event::CommandUndone { .. } | Event::CommandRedone { .. }))
        .collect();
    match touches.as_slice() {
        [] => Kind::Normal,
        [Event::CommandUndone { seq }] if record.events.len() == 1 => {
            match (history.undo_target(), pushed_at(pushed, *seq)) {
                (Some(top), Some(at)) if top == *seq => Kind::Undo {
                    target: *seq,
                    restore: at - 1,
                },
                _ => Kind::Irregular,
            }
        }
        [Event::CommandRedone { seq }] if record.events.len() == 1 => {
            if history.redo_target() == Some(*seq) {
                Kind::Redo { target: *seq }
            } else {
                Kind::Irregular
            }
        }
        _ => Kind::Irregular,
    }
}

fn pushed_at(pushed: &[u64], seq: u64) -> Option<u64> {
    let i = usize::try_from(seq.checked_sub(1)?).ok()?;
    pushed.get(i).copied().filter(|at| *at >= 1)
}
