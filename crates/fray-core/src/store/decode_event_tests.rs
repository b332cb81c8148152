use super::{SHARED_TAGS, record};
use crate::engine::{Event, Record};
use crate::model::SystemId;

/// A system no save names: the lines read here hold shared events only.
const ELSEWHERE: SystemId = SystemId::declare("elsewhere");

#[test]
fn a_line_whose_tag_is_not_first_is_left_to_the_whole_reading() {
    let line = br#"{"seq":1,"command":"end","at":null,"events":[{"event":"fight_ended"}]}"#;
    let moved =
        br#"{"seq":1,"command":"x","at":null,"events":[{"seq":3,"event":"command_undone"}]}"#;
    assert_eq!(
        record(line, ELSEWHERE).map(|r| r.events),
        Some(vec![Event::FightEnded])
    );
    assert_eq!(record(moved, ELSEWHERE), None);
    let whole: Record = serde_json::from_slice(moved).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(whole.events, vec![Event::CommandUndone { seq: 3 }]);
    // `at` is required, as a record reads it.
    assert_eq!(
        record(br#"{"seq":1,"command":"end","events":[]}"#, ELSEWHERE),
        None
    );
    assert!(serde_json::from_slice::<Record>(br#"{"seq":1,"command":"end","events":[]}"#).is_err());
    // A field given twice is refused, as a record reads it; an unknown one is skipped.
    let twice = br#"{"seq":1,"seq":2,"command":"end","at":null,"events":[]}"#;
    assert_eq!(record(twice, ELSEWHERE), None);
    assert!(serde_json::from_slice::<Record>(twice).is_err());
    let more = br#"{"seq":1,"command":"end","at":null,"events":[],"later":[1,{"a":2}]}"#;
    let whole: Record = serde_json::from_slice(more).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(record(more, ELSEWHERE), Some(whole));
    // Anything after the record is refused, as by the whole reading.
    assert_eq!(
        record(
            br#"{"seq":1,"command":"end","at":null,"events":[]} x"#,
            ELSEWHERE
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
