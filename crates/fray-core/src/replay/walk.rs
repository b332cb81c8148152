//! Rebuilding the state at a position: from the nearest snapshot, through ordinary
//! records and redos, jumping back over undos. Iterative, so a hostile log of a hundred
//! thousand undo and redo records cannot overflow the stack.

use std::ops::RangeInclusive;

use crate::engine::apply_all;
use crate::model::Encounter;

use super::{Kind, Replay, index};

/// The state at `pos` (at most the number of records).
pub fn state_at(replay: &Replay, pos: u64) -> Encounter {
    state_at_counting(replay, pos).0
}

/// The state at `pos`, and how many records and jumps it took to rebuild it.
pub fn state_at_counting(replay: &Replay, pos: u64) -> (Encounter, u64) {
    let mut target = pos;
    let mut spans: Vec<RangeInclusive<u64>> = Vec::new();
    let mut cost = 0u64;
    let base = loop {
        let (at, snapshot) = replay
            .snapshots
            .range(..=target)
            .next_back()
            .map_or((0, None), |(p, s)| (*p, Some(s)));
        match last_undo(replay, at, target) {
            Some((undo, restore)) => {
                spans.push(undo + 1..=target);
                cost += target - undo + 1;
                target = restore;
            }
            None => {
                spans.push(at + 1..=target);
                cost += target - at;
                break snapshot.cloned().unwrap_or_else(|| {
                    Encounter::new(replay.header.system, replay.header.name.clone())
                });
            }
        }
    };
    let mut state = base;
    for span in spans.into_iter().rev() {
        for seq in span {
            step(replay, &mut state, seq);
        }
    }
    (state, cost)
}

/// The last undo record after snapshot position `from`, up to `to`, with the position its
/// state comes from.
fn last_undo(replay: &Replay, from: u64, to: u64) -> Option<(u64, u64)> {
    let end = replay.undos.partition_point(|p| *p <= to);
    let undo = *replay.undos[..end].last()?;
    if undo <= from {
        return None;
    }
    match replay.kinds.get(index(undo)) {
        Some(Kind::Undo { restore, .. }) => Some((undo, *restore)),
        _ => None,
    }
}

/// Applies an ordinary record or a redo (spans never hold undos, and irregular records are
/// always snapshots).
pub(super) fn step(replay: &Replay, state: &mut Encounter, seq: u64) {
    let (Some(kind), Some(record)) = (replay.kinds.get(index(seq)), replay.records.get(index(seq)))
    else {
        return;
    };
    match kind {
        Kind::Normal => apply_all(state, &record.events),
        Kind::Redo { target } => {
            if let Some(restored) = replay.records.get(index(*target)) {
                apply_all(state, &restored.events);
            }
        }
        Kind::Undo { .. } | Kind::Irregular => {}
    }
}
