//! Tests for the shared parts of the report, on every rule system: the roster's names,
//! sides, notes, conditions with what ends them, and countdowns.

use super::*;
use crate::engine::{Header, Timeline};
use crate::model::Expiry;
use crate::script::test_play::prepared;

fn play(timeline: &mut Timeline, line: &str) {
    let record = prepared(timeline, line);
    timeline.commit(record);
}

#[test]
fn every_system_reports_the_shared_sheet() {
    for id in SystemId::all() {
        let key = id.key();
        let mut t = Timeline::new(Header::new(id, "Ambush", 5, 0));
        for line in [
            "add Aria pc",
            "add Goblin enemy",
            "note goblin \"Traitor\"",
            "condition aria prone",
            "countdown \"Alarm\" 3",
        ] {
            play(&mut t, line);
        }
        let report = Report::of(t.state());
        assert_eq!(report.name, "Ambush", "{key}");
        assert_eq!(report.system, key);
        assert_eq!(report.roundless(), !id.has_rounds(), "{key}");
        let names: Vec<&str> = report.combatants.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["Aria", "Goblin"], "{key}");
        assert_eq!(report.combatants[0].side, "pc", "{key}");
        assert_eq!(report.combatants[1].note, "Traitor", "{key}");
        let aria = &report.combatants[0];
        assert!(
            aria.conditions
                .iter()
                .any(|k| k.name == "prone" && k.until.words() == "until removed"),
            "{key}: {:?}",
            aria.conditions
        );
        assert_eq!(report.countdowns.len(), 1, "{key}");
        assert_eq!(
            (report.countdowns[0].left, report.countdowns[0].max),
            (3, 3)
        );
    }
}

#[test]
fn what_ends_a_condition_reads_in_french() {
    use crate::i18n::{Lang, with_lang};
    let state = Encounter::new(SystemId::declare("expiring"), "t".to_string());
    with_lang(Lang::Fr, || {
        assert_eq!(until(&state, Expiry::Manual), "jusqu’à son retrait");
        assert_eq!(
            until(&state, Expiry::RoundStart { round: 2 }),
            "jusqu’au tour 2 (1 tour restant)"
        );
        assert_eq!(
            until(&state, Expiry::RoundStart { round: 4 }),
            "jusqu’au tour 4 (3 tours restants)"
        );
        assert_eq!(pool::stage(Step::Setup), "en préparation");
        assert_eq!(pool::stage(Step::Resolution), "en cours");
        assert_eq!(pool::stage(Step::Ended), "terminé");
    });
    assert_eq!(
        until(&state, Expiry::RoundStart { round: 2 }),
        "until round 2 (1 round left)"
    );
    for step in [Step::Setup, Step::Resolution, Step::Ended] {
        assert_eq!(pool::stage(step), pool::stage_word(step));
    }
}

/// A report made while the texts were in English, then drawn on a French screen (a pane
/// kept from before, a report made on another thread): what ends a condition is worded
/// when it is shown, in the screen's language, for every system.
#[test]
fn what_ends_a_condition_is_worded_in_the_language_it_is_shown_in() {
    use crate::i18n::{Lang, with_lang};
    for id in SystemId::all() {
        let mut t = Timeline::new(Header::new(id, "Ambush", 5, 0));
        for line in ["add Aria pc", "condition aria prone"] {
            play(&mut t, line);
        }
        let report = with_lang(Lang::En, || Report::of(t.state()));
        let until = &report.combatants[0].conditions[0].until;
        assert_eq!(
            with_lang(Lang::Fr, || until.to_string()),
            "jusqu’à son retrait",
            "{}",
            id.key()
        );
        assert_eq!(with_lang(Lang::En, || until.words()), "until removed");
    }
}
