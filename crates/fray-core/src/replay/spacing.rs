//! Where the replay index keeps its snapshots: spaced by the bytes of state they copy, so
//! that the index takes a bounded share of the records' bytes whatever a state weighs.
//!
//! Each record taken in adds its weight (its JSON, as the save holds it); a snapshot is
//! due once the records since the last one weigh [`SHARE`] times the state it copies (that
//! state's memory, estimated as [`MEMORY_PER_JSON_BYTE`] times its JSON). A light state is
//! copied often (at most every [`MIN_GAP`] positions), a heavy one rarely: forty
//! combatants with full sheets (about 93 KB of JSON) every few thousand records, where one every 512 took
//! more memory than the records themselves.

use std::io;

use serde::Serialize;

use crate::engine::Record;
use crate::model::Encounter;

/// The records since the last snapshot weigh at least this many times the next snapshot's
/// estimated memory: the snapshots take at most a quarter of the records' bytes.
pub const SHARE: u64 = 4;

/// A state's memory per byte of its JSON, rounded up: measured from 2.1 to 3.7 across the
/// rule systems with forty combatants.
pub const MEMORY_PER_JSON_BYTE: u64 = 4;

/// The fewest positions between two snapshots spaced by weight.
pub const MIN_GAP: u64 = 128;

/// How the snapshots are spaced.
#[derive(Debug, Clone)]
pub enum Spacing {
    /// Every `n` positions, wider with a roster larger than `n` (tests use small ones).
    Every(u64),
    /// By weight: see the module's documentation.
    Weight(Budget),
}

/// What the weight spacing counts between two snapshots.
#[derive(Debug, Clone)]
pub struct Budget {
    /// The records' bytes since the last snapshot.
    since: u64,
    /// The records' bytes after which the state is weighed again (the last weight found,
    /// times [`SHARE`]).
    due: u64,
    /// The positions between the last two snapshots, at least [`MIN_GAP`]: an undo that
    /// takes more than twice that (or than the positions since the last snapshot) to
    /// rebuild, having jumped back over other undos, is kept as a snapshot.
    gap: u64,
}

impl Spacing {
    /// Spacing by weight, starting from an index whose only snapshot is `first`.
    pub fn by_weight(first: &Encounter) -> Spacing {
        Spacing::Weight(Budget {
            since: 0,
            due: state_weight(first).saturating_mul(SHARE),
            gap: MIN_GAP,
        })
    }

    /// Takes `record` in, at position `pos` (the last snapshot is at `last`, and the state
    /// after the record is `tip`): whether to keep `tip` as a snapshot, given what the
    /// record cost to rebuild (`cost`, in positions; `u64::MAX` when it must be kept).
    pub fn take(
        &mut self,
        record: &Record,
        tip: &Encounter,
        pos: u64,
        last: u64,
        cost: u64,
    ) -> bool {
        let since_last = pos.saturating_sub(last);
        match self {
            Spacing::Every(interval) => {
                // A snapshot costs a copy of the state: with a huge roster, one every
                // `interval` positions would cost more than the records between them
                // (quadratic in all), so the gap grows with the roster.
                let wide = (*interval).max(tip.combatants.len() as u64);
                (pos.is_multiple_of(*interval) && since_last >= wide) || cost > *interval
            }
            Spacing::Weight(budget) => {
                budget.since = budget.since.saturating_add(json_len(record));
                if cost > budget.gap.max(since_last).saturating_mul(2) {
                    return true;
                }
                if since_last < MIN_GAP || budget.since < budget.due {
                    return false;
                }
                // Weighed only when the last weight says a snapshot may be due: the state
                // grows slowly, so this happens about once per snapshot.
                let due = state_weight(tip).saturating_mul(SHARE);
                if budget.since >= due {
                    return true;
                }
                budget.due = due;
                false
            }
        }
    }

    /// A snapshot was kept at `pos` (the one before it at `last`): counting starts again.
    pub fn kept(&mut self, tip: &Encounter, pos: u64, last: u64) {
        if let Spacing::Weight(budget) = self {
            budget.since = 0;
            budget.due = state_weight(tip).saturating_mul(SHARE);
            budget.gap = pos.saturating_sub(last).max(MIN_GAP);
        }
    }
}

/// A state's estimated memory: [`MEMORY_PER_JSON_BYTE`] times its JSON.
pub fn state_weight(state: &Encounter) -> u64 {
    json_len(state).saturating_mul(MEMORY_PER_JSON_BYTE)
}

/// The length of a value's JSON, written nowhere.
pub fn json_len(value: &impl Serialize) -> u64 {
    let mut counter = Counter(0);
    // Serializing fray's own types into a sink that never fails cannot fail; were it to,
    // the bytes counted so far are a fair weight.
    let _ = serde_json::to_writer(&mut counter, value);
    counter.0
}

/// An `io::Write` that only counts bytes.
struct Counter(u64);

impl io::Write for Counter {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0 = self.0.saturating_add(buf.len() as u64);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}
