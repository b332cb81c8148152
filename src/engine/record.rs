//! The units of a save: its header and one record per accepted command.

use serde::{Deserialize, Serialize};

use crate::model::SystemId;

use super::event::Event;

/// The save format's name, written in every header.
pub const FORMAT: &str = "fray-save";
/// The save format version this build writes.
pub const FORMAT_VERSION: u32 = 1;

/// The first line of a save: what the encounter is and how to roll its dice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    /// Always [`FORMAT`].
    pub format: String,
    /// The format version, [`FORMAT_VERSION`] when written by this build.
    pub version: u32,
    /// The rule system.
    pub system: SystemId,
    /// The encounter's name.
    pub name: String,
    /// The dice seed: with a record's sequence number it fixes that record's dice.
    pub seed: u64,
    /// Creation time, seconds since the Unix epoch.
    pub created: u64,
    /// The fray version that created the save.
    pub fray: String,
}

impl Header {
    /// A header for a new encounter.
    pub fn new(system: SystemId, name: impl Into<String>, seed: u64, created: u64) -> Self {
        Header {
            format: FORMAT.to_string(),
            version: FORMAT_VERSION,
            system,
            name: name.into(),
            seed,
            created,
            fray: env!("CARGO_PKG_VERSION").to_string(),
        }
    }
}

/// One accepted command: its place in the log, its text as typed, and its events.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// Sequence number, from 1, without gaps.
    pub seq: u64,
    /// The command as typed (or as the TUI wrote it).
    pub command: String,
    /// The events the command produced.
    pub events: Vec<Event>,
}
