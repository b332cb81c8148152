//! A record line read with each event decoded by its `event` tag: a shared event's tag
//! goes to [`Event`]'s own reading, any other tag straight to the save's rule system's facts
//! ([`FactOf`]). Read as `Event` alone, a system fact first missed every shared event
//! kind, and serde built (and threw away) an "unknown variant" error naming all of them,
//! for each fact of each record.
//!
//! Only for lines fray writes, whose events hold their tag first: a line this reading
//! refuses (a tag elsewhere, or any error) is read again the usual way, which gives the
//! same record or words what is wrong.

use std::borrow::Cow;
use std::collections::HashSet;
use std::fmt;
use std::sync::OnceLock;

use serde::Deserialize;
use serde::de::value::{BorrowedStrDeserializer, CowStrDeserializer, MapAccessDeserializer};
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};

use super::fact_of::FactOf;
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
        let shared = shared_tags().contains(tag.as_ref());
        let rest = MapAccessDeserializer::new(AfterTag {
            tag: Some(tag),
            map,
            key_given: false,
        });
        if shared {
            Event::deserialize(rest)
        } else {
            FactOf(self.0).deserialize(rest).map(Event::System)
        }
    }
}

/// A string, borrowed from the line when it holds no escape.
struct Text;

impl<'de> DeserializeSeed<'de> for Text {
    type Value = Cow<'de, str>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        deserializer.deserialize_str(self)
    }
}

impl<'de> Visitor<'de> for Text {
    type Value = Cow<'de, str>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a string")
    }

    fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Self::Value, E> {
        Ok(Cow::Borrowed(v))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
        Ok(Cow::Owned(v.to_string()))
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<Self::Value, E> {
        Ok(Cow::Owned(v))
    }
}

/// The event's map as it was: the tag already read handed back first, then the rest.
struct AfterTag<'de, A> {
    tag: Option<Cow<'de, str>>,
    map: A,
    key_given: bool,
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for AfterTag<'de, A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        if self.tag.is_some() && !self.key_given {
            self.key_given = true;
            return seed
                .deserialize(BorrowedStrDeserializer::new(TAG))
                .map(Some);
        }
        self.map.next_key_seed(seed)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        match self.tag.take() {
            Some(tag) => seed.deserialize(CowStrDeserializer::new(tag)),
            None => self.map.next_value_seed(seed),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        self.map
            .size_hint()
            .map(|n| n + usize::from(self.tag.is_some()))
    }
}

/// The tags of the shared events, in [`Event`]'s order: the kinds `Event` reads itself
/// before it hands an event to the rule system. A test checks this list against the one
/// serde derives; a tag missing here would only send its events the slow way (the
/// system's reading refuses them, and the line is read again whole).
pub const SHARED_TAGS: &[&str] = &[
    "combatant_added",
    "combatant_replaced",
    "party_joined",
    "fight_linked",
    "fight_synced",
    "combatant_removed",
    "combatant_renamed",
    "combatant_hidden",
    "combatant_revealed",
    "side_changed",
    "stat_set",
    "skill_set",
    "note_set",
    "condition_added",
    "condition_ended",
    "dice_rolled",
    "option_set",
    "countdown_started",
    "countdown_ticked",
    "round_started",
    "step_changed",
    "turn_passed",
    "marker_placed",
    "marker_moved",
    "marker_status",
    "marker_rushed",
    "marker_removed",
    "marker_malus",
    "tiebreak_set",
    "initiative_set",
    "gear_added",
    "gear_removed",
    "gear_value_set",
    "gear_flag_set",
    "declared",
    "opponents_set",
    "failures_counted",
    "non_random_test",
    "opposed_settled",
    "wound_marked",
    "wound_healed",
    "damage_ignored",
    "pool_type_set",
    "pool_recharged",
    "defense_drawn",
    "tokens_spent",
    "tokens_lost",
    "defense_revealed",
    "defense_given_up",
    "defense_reset",
    "table_counter_set",
    "counter_set",
    "secret_counter_set",
    "monitor_marked",
    "monitor_healed",
    "monitor_resized",
    "pending_set",
    "fight_ended",
    "command_undone",
    "command_redone",
    "redo_dropped",
    "records_set_aside",
    "table_dice",
];

/// [`SHARED_TAGS`] as a set.
pub fn shared_tags() -> &'static HashSet<&'static str> {
    static TAGS: OnceLock<HashSet<&'static str>> = OnceLock::new();
    TAGS.get_or_init(|| SHARED_TAGS.iter().copied().collect())
}

#[cfg(test)]
#[path = "decode_event_tests.rs"]
mod tests;
