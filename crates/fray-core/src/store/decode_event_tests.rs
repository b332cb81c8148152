use super::record;
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
