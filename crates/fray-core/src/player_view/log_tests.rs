//! Tests for the players' log on every rule system: GM-only records show nothing, a
//! hidden combatant's condition loses its value, a PC's line is the GM's, undo wording.

use super::*;
use crate::engine::Header;
use crate::model::SystemId;
use crate::script::test_play::prepared;

/// Plays `line` and returns what players see of it and the GM's transcript line.
fn play(timeline: &mut Timeline, line: &str) -> (Option<String>, String) {
    let record = prepared(timeline, line);
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

#[test]
fn the_players_log_reads_in_french() {
    use crate::i18n::{Lang, with_lang};
    for id in SystemId::all() {
        let key = id.key();
        let mut t = Timeline::new(Header::new(id, "t", 5, 0));
        with_lang(Lang::Fr, || {
            play(&mut t, "add Aria pc");
            let (shown, _) = play(&mut t, "add Goblin enemy");
            let shown = shown.unwrap_or_default();
            assert!(
                shown.starts_with("Goblin rejoint le combat (ennemi)"),
                "{key}: {shown}"
            );
            let (shown, full) = play(&mut t, "condition goblin aiming 4");
            assert_eq!(full, "Goblin\u{a0}: en visée +4", "{key}");
            assert_eq!(shown.as_deref(), Some("Goblin\u{a0}: en visée"), "{key}");
            let (shown, _) = play(&mut t, "undo");
            assert_eq!(
                shown.as_deref(),
                Some("le MJ a annulé une commande"),
                "{key}"
            );
            let (shown, _) = play(&mut t, "redo");
            assert_eq!(
                shown.as_deref(),
                Some("le MJ a rétabli une commande"),
                "{key}"
            );
        });
    }
}

#[test]
fn hidden_wounds_read_in_french_and_english() {
    use crate::i18n::{Lang, with_lang};
    use crate::player_view::text;
    use crate::rules::Health;
    with_lang(Lang::Fr, || {
        assert_eq!(
            text::wounded("Ganger 1", Some("left-arm"), Health::BadlyWounded),
            "Ganger 1 encaisse un coup (left arm)\u{a0}: graves blessures"
        );
        assert_eq!(
            text::wounded("Ganger 1", None, Health::Down),
            "Ganger 1 encaisse un coup\u{a0}: hors de combat"
        );
        assert_eq!(
            text::tended("Ganger 1", Health::Wounded),
            "Ganger 1 reçoit des soins\u{a0}: blessures"
        );
        assert_eq!(
            text::no_wound("Ganger 1"),
            "Ganger 1\u{a0}: aucune blessure"
        );
        assert_eq!(text::health_word(Health::Unhurt), "indemne");
    });
    assert_eq!(
        text::wounded("Ganger 1", Some("left-arm"), Health::BadlyWounded),
        "Ganger 1 is hit in the left arm: badly wounded"
    );
    for health in Health::ALL {
        assert_eq!(text::health_word(health), health.word());
    }
}
