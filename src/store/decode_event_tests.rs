use std::path::Path;

use super::{SHARED_TAGS, record, shared_tags};
use crate::engine::{Event, Record};
use crate::model::SystemId;

/// Every shipped save's system and records.
fn shipped() -> Vec<(String, SystemId, Vec<Record>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
    let mut saves: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{e}"))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().ends_with(".fray.jsonl"))
        .map(|path| {
            let loaded = crate::store::load(&path).unwrap_or_else(|e| panic!("{e}"));
            (
                path.to_string_lossy().into_owned(),
                loaded.header.system,
                loaded.records,
            )
        })
        .collect();
    saves.sort_by(|a, b| a.0.cmp(&b.0));
    saves
}

/// The `event` tag an event is written with.
fn tag_of(event: &Event) -> String {
    let value = serde_json::to_value(event).unwrap_or_else(|e| panic!("{e}"));
    value["event"].as_str().unwrap_or_default().to_string()
}

#[test]
fn the_shared_tags_are_every_shared_event_and_no_system_fact() {
    let tags = shared_tags();
    let (mut shared, mut facts) = (0, 0);
    for (name, _, records) in shipped() {
        for event in records.iter().flat_map(|r| &r.events) {
            let tag = tag_of(event);
            if matches!(event, Event::System(_)) {
                assert!(!tags.contains(tag.as_str()), "{name}: fact {tag}");
                facts += 1;
            } else {
                assert!(tags.contains(tag.as_str()), "{name}: shared event {tag}");
                shared += 1;
            }
        }
    }
    println!("{shared} shared events and {facts} system facts told apart by their tag");
    assert!(
        shared > 100 && facts > 100,
        "{shared} shared events, {facts} facts"
    );
}

#[test]
fn a_record_read_by_tag_is_the_record_read_whole_in_every_shipped_save() {
    let mut read = 0;
    for (name, system, records) in shipped() {
        for expected in &records {
            let line = serde_json::to_vec(expected).unwrap_or_else(|e| panic!("{e}"));
            let whole: Record = serde_json::from_slice(&line).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(&whole, expected, "{name}");
            assert_eq!(record(&line, system).as_ref(), Some(expected), "{name}");
            read += 1;
        }
    }
    println!("{read} records read by tag, as the whole reading reads them");
    assert!(read > 300, "{read} records read");
}

#[test]
fn a_line_whose_tag_is_not_first_is_left_to_the_whole_reading() {
    let line = br#"{"seq":1,"command":"end","at":null,"events":[{"event":"fight_ended"}]}"#;
    let moved =
        br#"{"seq":1,"command":"x","at":null,"events":[{"seq":3,"event":"command_undone"}]}"#;
    assert_eq!(
        record(line, SystemId::default_system()).map(|r| r.events),
        Some(vec![Event::FightEnded])
    );
    assert_eq!(record(moved, SystemId::default_system()), None);
    let whole: Record = serde_json::from_slice(moved).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(whole.events, vec![Event::CommandUndone { seq: 3 }]);
    // `at` is required, as a record reads it.
    assert_eq!(
        record(
            br#"{"seq":1,"command":"end","events":[]}"#,
            SystemId::default_system()
        ),
        None
    );
    assert!(serde_json::from_slice::<Record>(br#"{"seq":1,"command":"end","events":[]}"#).is_err());
    // A field given twice is refused, as a record reads it; an unknown one is skipped.
    let twice = br#"{"seq":1,"seq":2,"command":"end","at":null,"events":[]}"#;
    assert_eq!(record(twice, SystemId::default_system()), None);
    assert!(serde_json::from_slice::<Record>(twice).is_err());
    let more = br#"{"seq":1,"command":"end","at":null,"events":[],"later":[1,{"a":2}]}"#;
    let whole: Record = serde_json::from_slice(more).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(record(more, SystemId::default_system()), Some(whole));
    // Anything after the record is refused, as by the whole reading.
    assert_eq!(
        record(
            br#"{"seq":1,"command":"end","at":null,"events":[]} x"#,
            SystemId::default_system()
        ),
        None
    );
}

#[test]
fn the_shared_tags_are_the_kinds_serde_derives_for_event() {
    assert_eq!(SHARED_TAGS, probe::event_kinds());
}

mod probe {
    //! [`Event`]'s list of kinds as serde derives it, from the error it makes for an
    //! unknown tag.

    use std::cell::Cell;
    use std::fmt;

    use serde::Deserialize;
    use serde::de::value::MapDeserializer;

    use crate::engine::Event;

    thread_local! {
        /// The first list of kinds an unknown tag was checked against, while probing.
        static FIRST: Cell<Option<&'static [&'static str]>> = const { Cell::new(None) };
    }

    /// An error that keeps nothing but the first list of expected variants.
    #[derive(Debug)]
    struct Noted;

    impl fmt::Display for Noted {
        fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("probe")
        }
    }

    impl std::error::Error for Noted {}

    impl serde::de::Error for Noted {
        fn custom<T: fmt::Display>(_: T) -> Self {
            Noted
        }

        fn unknown_variant(_: &str, expected: &'static [&'static str]) -> Self {
            FIRST.with(|first| {
                if first.get().is_none() {
                    first.set(Some(expected));
                }
            });
            Noted
        }
    }

    /// Every tag [`Event`] reads as one of its own kinds: reading an event whose tag is
    /// none of them, `Event` names its own list first (then each system names its own).
    pub(super) fn event_kinds() -> &'static [&'static str] {
        FIRST.with(|first| first.set(None));
        let unknown = MapDeserializer::<_, Noted>::new(std::iter::once(("event", "")));
        let _ = Event::deserialize(unknown);
        FIRST.with(|first| first.take()).unwrap_or(&[])
    }
}
