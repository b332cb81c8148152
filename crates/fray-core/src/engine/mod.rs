//! The event-sourced core: commands, events, the fold, undo history, and dice.

pub mod apply;
pub mod batch;
pub mod command;
pub mod consistency;
pub mod counters;
pub mod dice;
pub mod dice_log;
pub mod dice_stream;
pub mod error;
pub mod event;
mod fold_gear;
mod fold_pools;
pub mod history;
pub mod notation;
pub mod own;
pub mod record;
pub mod roster_cap;
/// The working copy a timeline lends to its decisions, and what differs from the state.
pub mod spare;
pub mod table_dice;
mod table_dice_note;
mod table_dice_rolls;
pub mod table_dice_words;
pub mod tag_first;
pub mod timeline;
mod undo_check;
mod undo_states;

pub use apply::{apply, apply_all};
pub use batch::Batch;
pub use command::{Assign, AssignValue, Command, Lasting, PartySource, SyncSource};
pub use consistency::{Checker, Inconsistency, check_records};
pub use dice::{Dice, ScriptedDice, SeededDice};
pub use dice_log::DiceLog;
pub use dice_stream::DiceGenerator;
pub use error::RuleError;
pub use event::{EndReason, Event, WoundMark};
pub use history::History;
pub use own::{Own, OwnFact, SystemCommand, SystemFact};
pub use record::{Header, Record};
pub use roster_cap::MAX_ROSTER;
pub use table_dice::{GivenDice, GivenDie, RollSlot, TableDice};
pub use timeline::Timeline;

#[cfg(test)]
mod target_condition_tests;

/// Test support for every system's table-dice tests (seeded dice, then the same values
/// given as rolled at the table).
#[cfg(any(test, feature = "test-support"))]
pub mod table_check;
