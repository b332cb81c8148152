use std::fmt;

use serde::de::value::MapDeserializer;
use serde::de::{self, Deserializer, IntoDeserializer, MapAccess, Visitor};
use serde::{Deserialize, Serialize, Serializer};

use super::{Agreement, TagFirst, Variants, read};

crate::by_name_too! {
    /// A sample of what a fact enum holds: struct, newtype and unit variants, a renamed
    /// one, and a second enum read when the tag names none of them.
    #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
    #[serde(remote = "Self", tag = "event", rename_all = "snake_case")]
    pub enum Sample read by SampleByName as "Sample" {
        Moved {
            who: u32,
            to: String,
            #[serde(default)]
            quiet: bool,
            by: Option<i32>,
        },
        Nested(Inner),
        Ended,
        #[serde(rename = "x_renamed")]
        Renamed { n: u8 },
    }
    only {
        #[serde(untagged)]
        Other(Other),
    }
}

crate::by_name_too! {
    /// The sample's second kind, with its own tags.
    #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
    #[serde(tag = "event", rename_all = "snake_case")]
    pub enum Other read by OtherByName as "Other" {
        Waved { hand: String },
    }
}

/// A newtype variant's content.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Inner {
    a: u32,
    #[serde(default)]
    b: Vec<u32>,
}

impl Serialize for Sample {
    fn serialize<S: Serializer>(&self, write: S) -> Result<S::Ok, S::Error> {
        Sample::serialize(self, write)
    }
}

impl<'de> Deserialize<'de> for Sample {
    fn deserialize<D: Deserializer<'de>>(read_from: D) -> Result<Self, D::Error> {
        read(read_from)
    }
}

impl TagFirst for Sample {
    const TAG: &'static str = "event";

    fn derived<'de, D: Deserializer<'de>>(read_from: D) -> Result<Self, D::Error> {
        Sample::deserialize(read_from)
    }

    fn by_name<'de, A: MapAccess<'de>>(
        mut variants: Variants<'_, 'de, A>,
    ) -> Result<Self, A::Error> {
        if let Some(value) = variants.as_enum(|named| SampleByName::deserialize(named))? {
            return Ok(value);
        }
        match variants.as_enum(|named| OtherByName::deserialize(named))? {
            Some(other) => Ok(Sample::Other(other)),
            None => Err(de::Error::custom("no such kind")),
        }
    }
}

/// Lines a save could hold, well and badly formed.
const LINES: &[&str] = &[
    r#"{"event":"moved","who":1,"to":"a"}"#,
    r#"{"event":"moved","who":1,"to":"\u00e9t\u00e9","quiet":true,"by":null,"more":[1,{"x":2}]}"#,
    r#"{"event":"moved","who":1,"to":"a","by":-4}"#,
    r#"{"who":1,"event":"moved","to":"a"}"#,
    r#"{"\u0065vent":"moved","who":1,"to":"a"}"#,
    r#"{"event":"moved","who":1,"to":"a","event":"moved"}"#,
    r#"{"event":"moved","who":1,"to":"a","\u0065vent":"ended"}"#,
    r#"{"event":"moved","who":1}"#,
    r#"{"event":"moved","who":1,"to":"a","who":2}"#,
    r#"{"event":"moved","who":-1,"to":"a"}"#,
    r#"{"event":"nested","a":3}"#,
    r#"{"event":"nested","a":3,"b":[1,2]}"#,
    r#"{"event":"nested","b":[1,2]}"#,
    r#"{"event":"ended"}"#,
    r#"{"event":"ended","x":{"y":1}}"#,
    r#"{"event":"x_renamed","n":3}"#,
    r#"{"event":"x_renamed","n":300}"#,
    r#"{"event":"renamed","n":3}"#,
    r#"{"event":"waved","hand":"left"}"#,
    r#"{"hand":"left","event":"waved"}"#,
    r#"{"event":"waved"}"#,
    r#"{"event":"waved","hand":"left","event":"moved"}"#,
    r#"{"event":"unknown","who":1,"to":"a"}"#,
    r#"{"event":3,"who":1,"to":"a"}"#,
    r#"{"event":null}"#,
    r#"{"event":["moved"]}"#,
    r#"{}"#,
    r#"{"who":1}"#,
    r#"[]"#,
    r#"["moved",1,"a"]"#,
    r#""moved""#,
    r#"3"#,
    r#"null"#,
];

/// The derived reading's answer, and this reading's, for `line` read as text.
fn both_from_text(line: &str) -> (Result<Sample, String>, Result<Sample, String>) {
    let derived = Sample::deserialize(&mut serde_json::Deserializer::from_str(line));
    let by_tag = serde_json::from_str::<Sample>(line);
    (
        derived.map_err(|e| e.to_string()),
        by_tag.map_err(|e| e.to_string()),
    )
}

/// The same, for `line` read first as a JSON value (its keys sorted).
fn both_from_value(line: &str) -> Option<(Result<Sample, String>, Result<Sample, String>)> {
    let value: serde_json::Value = serde_json::from_str(line).ok()?;
    let derived = Sample::deserialize(value.clone());
    let by_tag = serde_json::from_value::<Sample>(value);
    Some((
        derived.map_err(|e| e.to_string()),
        by_tag.map_err(|e| e.to_string()),
    ))
}

#[test]
fn a_map_read_by_its_tag_gives_what_the_derived_reading_gives() {
    let mut agreement = Agreement::default();
    for line in LINES {
        let answers = std::iter::once(both_from_text(line)).chain(both_from_value(line));
        for (derived, by_tag) in answers {
            agreement.compare(line, derived, by_tag);
        }
    }
    let Agreement { taken, refused } = agreement;
    assert!(
        taken >= 15 && refused >= 20,
        "{taken} taken, {refused} refused"
    );
}

#[test]
fn what_the_reading_by_tag_takes_it_takes_whole_and_writes_back_the_same() {
    let line = r#"{"event":"moved","who":1,"to":"a","quiet":true,"by":2}"#;
    let moved: Sample = serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        moved,
        Sample::Moved {
            who: 1,
            to: "a".into(),
            quiet: true,
            by: Some(2)
        }
    );
    assert_eq!(serde_json::to_string(&moved).ok().as_deref(), Some(line));
    let waved: Sample = serde_json::from_str(r#"{"event":"waved","hand":"left"}"#)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        waved,
        Sample::Other(Other::Waved {
            hand: "left".into()
        })
    );
    let nested: Sample =
        serde_json::from_str(r#"{"event":"nested","a":3}"#).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(nested, Sample::Nested(Inner { a: 3, b: vec![] }));
}

/// A value that can only be read as what it is: asked for "anything", as a buffer asks,
/// it refuses.
#[derive(Clone, Copy)]
enum Strict {
    Text(&'static str),
    Number(u32),
}

impl<'de> IntoDeserializer<'de, de::value::Error> for Strict {
    type Deserializer = Self;

    fn into_deserializer(self) -> Self {
        self
    }
}

impl<'de> Deserializer<'de> for Strict {
    type Error = de::value::Error;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Self::Error> {
        Err(de::Error::custom("read as anything"))
    }

    fn deserialize_u32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        match self {
            Strict::Number(n) => visitor.visit_u32(n),
            Strict::Text(_) => Err(de::Error::custom("not a number")),
        }
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        match self {
            Strict::Text(text) => visitor.visit_borrowed_str(text),
            Strict::Number(_) => Err(de::Error::custom("not text")),
        }
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.deserialize_str(visitor)
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Self::Error> {
        self.deserialize_str(visitor)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u64 u128 f32 f64 char bytes byte_buf option unit
        unit_struct newtype_struct seq tuple tuple_struct map struct enum ignored_any
    }
}

impl fmt::Debug for Strict {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("strict")
    }
}

#[test]
fn a_map_whose_tag_comes_first_is_read_field_by_field_not_buffered() {
    let entries = [("event", Strict::Text("nested")), ("a", Strict::Number(7))];
    let by_tag = <Sample as Deserialize>::deserialize(MapDeserializer::new(entries.into_iter()));
    assert_eq!(by_tag.ok(), Some(Sample::Nested(Inner { a: 7, b: vec![] })));
    // The derived reading buffers the map, asking for each value as anything.
    let derived = Sample::derived(MapDeserializer::new(entries.into_iter()));
    assert!(derived.is_err());
}
