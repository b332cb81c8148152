//! The units of a save: its header and one record per accepted command.

use serde::{Deserialize, Serialize};

use crate::model::SystemId;

use super::dice_stream::{DiceGenerator, LEGACY};
use super::event::Event;

/// The save format's name, written in every header.
pub const FORMAT: &str = "fray-save";
/// The save format version this build writes (and the newest it reads).
///
/// Format 2 added [`Record::at`]; `store/upcast.rs` brings format-1 lines up to it.
pub const FORMAT_VERSION: u32 = 2;
/// The oldest save format version this build still reads (upcast on load).
pub const OLDEST_FORMAT_VERSION: u32 = 1;

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
    /// The name of the generator the dice come from (see [`DiceGenerator`]). A save whose
    /// header has none reads as [`LEGACY`] (the upcaster puts it in), and a header holding
    /// that name is written without it, so such a header keeps its bytes.
    #[serde(skip_serializing_if = "is_legacy")]
    pub dice: String,
    /// Creation time, seconds since the Unix epoch.
    pub created: u64,
    /// The fray version that created the save.
    pub fray: String,
    /// A fight, or a campaign's party; written only for a campaign, so a fight's header
    /// keeps its bytes.
    #[serde(default, skip_serializing_if = "crate::model::SaveKind::is_fight")]
    pub kind: crate::model::SaveKind,
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
            dice: DiceGenerator::CURRENT.name().to_string(),
            created,
            fray: env!("CARGO_PKG_VERSION").to_string(),
            kind: crate::model::SaveKind::Fight,
        }
    }

    /// The header of a new campaign (see [`crate::model::SaveKind::Campaign`]).
    pub fn campaign(system: SystemId, name: impl Into<String>, seed: u64, created: u64) -> Self {
        Header {
            kind: crate::model::SaveKind::Campaign,
            ..Header::new(system, name, seed, created)
        }
    }

    /// The name of the generator the dice come from, as a message shows it (it is read from
    /// a file): escaped, and cut after 40 characters.
    pub fn dice_shown(&self) -> String {
        const MAX: usize = 40;
        let name = match self.dice.char_indices().nth(MAX) {
            Some((at, _)) => format!("{}...", &self.dice[..at]),
            None => self.dice.clone(),
        };
        crate::safe_text::escape(&name)
    }

    /// The generator this save's dice come from, if this fray knows its name.
    pub fn dice_generator(&self) -> Option<DiceGenerator> {
        DiceGenerator::named(&self.dice)
    }
}

/// Whether a header's `dice` is the name of saves made before headers named it.
fn is_legacy(dice: &str) -> bool {
    dice == LEGACY
}

/// One accepted command: its place in the log, its text as typed, when it was accepted,
/// and its events. Fields are written in this order (the checksum is over that text).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// Sequence number, from 1, without gaps.
    pub seq: u64,
    /// The command as typed (or as the TUI wrote it).
    pub command: String,
    /// When the command was accepted, in seconds since the Unix epoch; `None` when unknown
    /// (records written before format 2, or made without a clock). The engine never sets
    /// it ([`super::Timeline::prepare`] leaves `None`): the session stamps it before saving.
    /// Always written, `null` included, and required when read: a format-2 line without
    /// it is not a record (format-1 lines get `null` from the upcaster).
    #[serde(deserialize_with = "required")]
    pub at: Option<u64>,
    /// The events the command produced.
    pub events: Vec<Event>,
}

impl Record {
    /// Whether this is the store's set-aside record (see [`Event::RecordsSetAside`]), not
    /// a command.
    pub fn is_set_aside(&self) -> bool {
        matches!(self.events.as_slice(), [Event::RecordsSetAside { .. }])
    }
}

#[cfg(any(test, feature = "test-support"))]
impl Record {
    /// For tests: a record of `events` made by hand (command `x`, no time).
    pub fn hand_made(seq: u64, events: Vec<Event>) -> Self {
        Record {
            seq,
            command: "x".into(),
            at: None,
            events,
        }
    }
}

/// Reads an `Option` like serde does, but as a required field: serde only calls a
/// `deserialize_with` function for a member that is present, and reports a missing one.
fn required<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Option<u64>, D::Error> {
    Option::<u64>::deserialize(deserializer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn at_is_written_after_the_command_and_required() {
        let record = Record {
            seq: 1,
            command: "end".into(),
            at: None,
            events: vec![],
        };
        let text = serde_json::to_string(&record).unwrap_or_default();
        assert_eq!(text, r#"{"seq":1,"command":"end","at":null,"events":[]}"#);
        let missing = json!({"seq": 1, "command": "end", "events": []});
        let err = serde_json::from_value::<Record>(missing).err();
        assert!(err.is_some_and(|e| e.to_string().contains("missing field `at`")));
        let stamped = json!({"seq": 1, "command": "end", "at": 1_767_225_600u64, "events": []});
        let record = serde_json::from_value::<Record>(stamped).ok();
        assert_eq!(record.and_then(|r| r.at), Some(1_767_225_600));
    }
}
