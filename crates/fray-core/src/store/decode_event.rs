//! A record line read with each event decoded by its `event` tag, streamed
//! ([`crate::engine::tag_first`]): a shared event's tag goes to the reading of [`Event`]'s
//! own variants, any other tag straight to the save's rule system's facts ([`FactOf`]).
//! Read as `Event` alone, every event was first buffered whole, and a system fact first
//! missed every shared event kind (serde built, and threw away, an "unknown variant" error
//! naming all of them) before each system was tried in turn.
//!
//! Only for lines fray writes, whose events hold their tag first: a line this reading
//! refuses (a tag elsewhere, or any error) is read again the usual way, which gives the
//! same record or words what is wrong.

use std::borrow::Cow;
use std::fmt;

use serde::de::value::MapAccessDeserializer;
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};

use super::fact_of::FactOf;
use crate::engine::event::EventByName;
use crate::engine::tag_first::{Replay, Text, Variants};
use crate::engine::{Event, Record};
use crate::model::SystemId;

/// The key of every event's tag.
const TAG: &str = "event";

/// A record line of a `system` save read with its events decoded by tag, or `None` when
/// that reading fails.
pub fn record(buf: &[u8], system: SystemId) -> Option<Record> {
    let mut read = serde_json::Deserializer::from_slice(buf);
    let record = RecordOf(system).deserialize(&mut read).ok()?;
    read.end().ok()?;
    Some(record)
}

/// Reads [`Record`]'s fields as `Record` reads them (unknown fields ignored, a field given
/// twice refused, `at` required even though it may be `null`), its events by tag, a system
/// fact as the save's system's.
struct RecordOf(SystemId);

impl<'de> DeserializeSeed<'de> for RecordOf {
    type Value = Record;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Record, D::Error> {
        deserializer.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for RecordOf {
    type Value = Record;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a record")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Record, A::Error> {
        let mut seq = None;
        let mut command = None;
        let mut at: Option<Option<u64>> = None;
        let mut events = None;
        while let Some(key) = map.next_key_seed(Text)? {
            match key.as_ref() {
                "seq" => once(&mut seq, "seq", map.next_value()?)?,
                "command" => once(&mut command, "command", map.next_value()?)?,
                "at" => once(&mut at, "at", map.next_value()?)?,
                "events" => once(
                    &mut events,
                    "events",
                    map.next_value_seed(EventsOf(self.0))?,
                )?,
                _ => {
                    map.next_value::<de::IgnoredAny>()?;
                }
            }
        }
        Ok(Record {
            seq: seq.ok_or_else(|| de::Error::missing_field("seq"))?,
            command: command.ok_or_else(|| de::Error::missing_field("command"))?,
            at: at.ok_or_else(|| de::Error::missing_field("at"))?,
            events: events.ok_or_else(|| de::Error::missing_field("events"))?,
        })
    }
}

/// Keeps a field's value, refusing a field given twice.
fn once<T, E: de::Error>(slot: &mut Option<T>, field: &'static str, value: T) -> Result<(), E> {
    if slot.is_some() {
        return Err(E::duplicate_field(field));
    }
    *slot = Some(value);
    Ok(())
}

/// A record's events, each read by its tag.
struct EventsOf(SystemId);

impl<'de> DeserializeSeed<'de> for EventsOf {
    type Value = Vec<Event>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Vec<Event>, D::Error> {
        deserializer.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for EventsOf {
    type Value = Vec<Event>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a list of events")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<Event>, A::Error> {
        let mut events = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(1024));
        while let Some(event) = seq.next_element_seed(ByTag(self.0))? {
            events.push(event);
        }
        Ok(events)
    }
}

/// One event read by its tag: a shared event as [`Event`], any other as a fact of the
/// system named.
struct ByTag(SystemId);

impl<'de> DeserializeSeed<'de> for ByTag {
    type Value = Event;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Event, D::Error> {
        deserializer.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for ByTag {
    type Value = Event;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an event with its tag first")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Event, A::Error> {
        let key: Cow<'de, str> = map
            .next_key_seed(Text)?
            .ok_or_else(|| de::Error::missing_field(TAG))?;
        if key != TAG {
            return Err(de::Error::custom("the tag is not first"));
        }
        let tag: Cow<'de, str> = map.next_value_seed(Text)?;
        let mut variants = Variants::new(tag, TAG, &mut map);
        if let Some(shared) = variants.as_enum(|named| EventByName::deserialize(named))? {
            return Ok(shared);
        }
        // Not a shared event's tag: the system's fact, the map untouched.
        let tag = variants.into_tag();
        let rest = MapAccessDeserializer::new(Replay::new(Cow::Borrowed(TAG), Some(tag), map));
        FactOf(self.0).deserialize(rest).map(Event::System)
    }
}

#[cfg(test)]
#[path = "decode_event_tests.rs"]
mod tests;
