//! Tests for the combat pool's parts of the report and of `fray show`: stress and
//! readiness in words (not as conditions), the token sheet's numbers, the roundless layout.

use crate::engine::{Header, Timeline};
use crate::report::Report;
use crate::script::{self, Line};

fn play(timeline: &mut Timeline, line: &str) {
    let Ok(Line::Command(command)) = script::parse_in(super::super::super::ID, line) else {
        panic!("'{line}' is not a command");
    };
    let record = timeline
        .prepare(line, &command)
        .unwrap_or_else(|e| panic!("'{line}' refused: {e}"));
    timeline.commit(record);
}

fn dock() -> Timeline {
    let mut t = Timeline::new(Header::new(super::super::super::ID, "Dock", 2077, 0));
    for line in [
        "add Kestrel pc from street-samurai",
        "add Guard enemy from guard",
        "ready kestrel ready",
        "stress kestrel moderate",
        "condition kestrel prone",
    ] {
        play(&mut t, line);
    }
    t
}

#[test]
fn stress_and_readiness_are_words_not_conditions() {
    let report = Report::of(dock().state());
    let kestrel = &report.combatants[0];
    assert_eq!(kestrel.stress.as_deref(), Some("moderate"));
    assert_eq!(kestrel.readiness.as_deref(), Some("ready for combat"));
    let names: Vec<&str> = kestrel.conditions.iter().map(|k| k.name.as_str()).collect();
    assert_eq!(names, ["prone"]);
    assert_eq!(report.combatants[1].stress.as_deref(), Some("low"));
    assert!(report.ladder.is_empty() && report.phases == 0);
}

#[test]
fn the_token_sheet_carries_the_pool_numbers() {
    let report = Report::of(dock().state());
    let kestrel = &report.combatants[0];
    let tokens = kestrel.tokens.as_ref().unwrap_or_else(|| panic!("no pool"));
    assert_eq!(tokens.pool_type, "instinct");
    assert!(tokens.score > 0, "{tokens:?}");
    assert_eq!(tokens.recharge, tokens.score / 2, "{tokens:?}");
    assert_eq!(tokens.fast, tokens.recharge / 2, "{tokens:?}");
    assert_eq!(kestrel.wound_modifier, Some(0));
    assert_eq!(kestrel.monitors.len(), 2);
}

#[test]
fn show_uses_the_roundless_layout() {
    let report = Report::of(dock().state());
    let text = super::super::show::render(&report);
    assert!(
        text.starts_with("Dock (Shadowrun combat pool (house rule)) - setting up\n\nROSTER\n"),
        "{text}"
    );
    assert!(text.contains("stress moderate"), "{text}");
    assert!(text.contains("      tokens: instinct, P "), "{text}");
    assert!(text.contains("      [prone] until removed"), "{text}");
    assert!(!text.contains("LADDER"), "{text}");
}

#[test]
fn show_speaks_french_with_the_same_layout() {
    use crate::i18n::{Lang, with_lang};
    let report = Report::of(dock().state());
    let text = with_lang(Lang::Fr, || super::super::show::render(&report));
    assert!(text.contains("\n\nPERSONNAGES\n"), "{text}");
    assert!(text.contains("réserve "), "{text}");
    assert!(text.contains("stress modéré "), "{text}");
    assert!(text.contains("prêt au combat"), "{text}");
    assert!(text.contains("      jetons\u{a0}: instinct, P "), "{text}");
    assert!(text.contains(", rapide "), "{text}");
    assert!(text.contains("moniteurs\u{a0}: physique "), "{text}");
    for english in [
        "ROSTER",
        "tokens:",
        "ready for combat",
        "wounds",
        "moderate",
    ] {
        assert!(!text.contains(english), "{english} left in: {text}");
    }
}
