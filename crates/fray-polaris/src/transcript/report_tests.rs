//! Tests for a Polaris fight's report as players see it: coarse health, hidden sheets,
//! notes, conditions, ladder.

use crate::engine::{Header, Timeline};
use crate::player_view::{Health, PlayerReport, PlayerSheet};
use crate::script::{self, Line};

fn run(timeline: &mut Timeline, line: &str) {
    let Ok(Line::Command(command)) = script::parse(line) else {
        panic!("'{line}' is not a command");
    };
    let record = timeline
        .prepare(line, &command)
        .unwrap_or_else(|e| panic!("'{line}' refused: {e}"));
    timeline.commit(record);
}

fn table(lines: &[&str]) -> Timeline {
    let mut timeline = Timeline::new(Header::new(crate::ID, "t", 7, 0));
    for line in lines {
        run(&mut timeline, line);
    }
    timeline
}

fn sheet<'a>(report: &'a PlayerReport, name: &str) -> &'a PlayerSheet {
    report
        .combatants
        .iter()
        .find(|s| s.name == name)
        .unwrap_or_else(|| panic!("no {name}"))
}

#[test]
fn an_enemy_shows_only_coarse_health() {
    let mut t = table(&["add Aria pc reaction=12", "add Goblin enemy reaction=10"]);
    let health = |t: &Timeline| sheet(&PlayerReport::of(t.state()), "Goblin").health;
    assert_eq!(health(&t), Health::Unhurt);
    run(&mut t, "wound goblin body light");
    assert_eq!(health(&t), Health::Wounded);
    run(&mut t, "wound goblin left-arm medium");
    assert_eq!(health(&t), Health::Wounded);
    run(&mut t, "wound goblin left-arm serious");
    assert_eq!(health(&t), Health::BadlyWounded);
    run(&mut t, "wound goblin head death");
    assert_eq!(health(&t), Health::Down);
    let report = PlayerReport::of(t.state());
    assert_eq!(sheet(&report, "Goblin").sheet, None);
    let aria = sheet(&report, "Aria");
    assert_eq!(aria.health, Health::Unhurt);
    assert!(aria.sheet.as_ref().is_some_and(|s| s.reaction == 12));
}

#[test]
fn a_mortal_wound_is_down_and_allies_are_shown() {
    let t = table(&[
        "add Aria pc",
        "add Bob ally",
        "add Goblin enemy",
        "add Crowd neutral",
        "wound goblin right-leg mortal",
        "wound bob body critical",
    ]);
    let report = PlayerReport::of(t.state());
    assert_eq!(sheet(&report, "Goblin").health, Health::Down);
    let bob = sheet(&report, "Bob");
    assert_eq!(bob.health, Health::BadlyWounded);
    assert!(bob.sheet.as_ref().is_some_and(|s| !s.wounds.is_empty()));
    assert!(bob.conditions.iter().any(|k| k.name == "shock test"));
    assert_eq!(sheet(&report, "Crowd").sheet, None);
}

#[test]
fn notes_wound_bookkeeping_and_values_stay_hidden() {
    let t = table(&[
        "add Aria pc for=13",
        "add Goblin enemy for=17 reaction=9",
        "note aria \"Has the vault key\"",
        "note goblin \"Plans to flee at round 3\"",
        "condition goblin prone",
        "condition goblin aiming 4 for 2 rounds",
        "wound goblin body serious",
        "countdown \"Reinforcements\" 3",
    ]);
    let report = PlayerReport::of(t.state());
    let json = serde_json::to_string(&report).unwrap_or_default();
    for secret in [
        "vault key",
        "flee",
        "shock test",
        "17",
        "Reinforcements",
        "\"value\":4",
    ] {
        assert!(!json.contains(secret), "{secret} in {json}");
    }
    let goblin = sheet(&report, "Goblin");
    let names: Vec<&str> = goblin.conditions.iter().map(|k| k.name.as_str()).collect();
    assert_eq!(names, ["prone", "aiming"]);
    assert!(goblin.conditions[1].until.words().contains("round"));
    let aria = sheet(&report, "Aria");
    assert!(aria.sheet.as_ref().is_some_and(|s| s.note.is_empty()));
    assert!(aria.sheet.as_ref().is_some_and(|s| s.locator.is_some()));
}

#[test]
fn the_ladder_stays_without_hidden_maluses() {
    let t = table(&[
        "add Aria pc reaction=12",
        "add Goblin enemy reaction=10",
        "start",
        "rush goblin",
        "rush aria",
    ]);
    let report = PlayerReport::of(t.state());
    assert_eq!(report.ladder.len(), 2);
    for rung in &report.ladder {
        assert!(rung.rushed, "{rung:?}");
        let expected = if rung.name == "Goblin" { 0 } else { -3 };
        assert_eq!(rung.malus, expected, "{rung:?}");
    }
    assert_eq!(sheet(&report, "Goblin").initiative, Some(13));
    assert_eq!(report.round, 1);
}
