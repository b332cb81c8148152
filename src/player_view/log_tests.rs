//! Tests for the players' log on every rule system: GM-only records show nothing, a
//! hidden combatant's condition loses its value, a PC's line is the GM's, undo wording.

use super::*;
use crate::engine::Header;
use crate::model::SystemId;

/// Plays `line` and returns what players see of it and the GM's transcript line.
fn play(timeline: &mut Timeline, line: &str) -> (Option<String>, String) {
    let system = timeline.state().system;
    let Ok(Line::Command(command)) = script::parse_in(system, line) else {
        panic!("'{line}' is not a command in {}", system.key());
    };
    let record = timeline
        .prepare(line, &command)
        .unwrap_or_else(|e| panic!("'{line}' refused in {}: {e}", system.key()));
    let shown = redact_line(&record, timeline.state(), timeline.records());
    let full = narrate::describe(&record, timeline.state(), timeline.records());
    timeline.commit(record);
    (shown, full)
}

#[test]
fn every_system_hides_the_gm_only_records_and_values() {
    for id in SystemId::all() {
        let key = id.key();
        let mut t = Timeline::new(Header::new(id, "t", 5, 0));
        play(&mut t, "add Aria pc");
        play(&mut t, "add Goblin enemy");
        for line in ["note goblin \"Traitor\"", "countdown \"Alarm\" 3"] {
            assert_eq!(play(&mut t, line).0, None, "{key}: {line}");
        }
        let (shown, full) = play(&mut t, "condition aria prone");
        assert_eq!(shown, Some(full), "{key}");
        let (shown, full) = play(&mut t, "condition goblin aiming 4");
        assert_eq!(full, "Goblin: aiming +4", "{key}");
        assert_eq!(shown.as_deref(), Some("Goblin: aiming"), "{key}");
        let (shown, full) = play(&mut t, "undo");
        assert_eq!(full, "undone: #6 condition goblin aiming 4", "{key}");
        assert_eq!(
            shown.as_deref(),
            Some("the GM took back a command"),
            "{key}"
        );
        let (shown, _) = play(&mut t, "redo");
        assert_eq!(
            shown.as_deref(),
            Some("the GM brought back a command"),
            "{key}"
        );
        let lines = lines(&t);
        assert!(lines.iter().all(|l| !l.text.contains("Traitor")), "{key}");
        assert!(
            !lines.iter().any(|l| l.seq == 3),
            "{key}: the note has no line"
        );
    }
}
