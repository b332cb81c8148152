//! Every Polaris roll given as rolled at the table (issue 14): the same outcome as fray's
//! seeded roll of those values, the worked attack, and the refusals.

use crate as polaris;
use crate::TestRecord;
use crate::engine::table_check::{self, command, run, same_as_seeded, with_table};
use crate::engine::{Command, Event, GivenDice, RuleError, ScriptedDice, Timeline};
use crate::script::{self, Line};

fn merc() -> Timeline {
    table_check::timeline(
        polaris::ID,
        &[
            "add \"Baral Faadhi\" pc from mercenary",
            "add Kurt enemy reaction=12 armes-de-poing=4+6 damage-resistance=-1 protection=2",
        ],
    )
}

fn tests_in(events: &[Event]) -> Vec<TestRecord> {
    events
        .iter()
        .filter_map(|e| polaris::test_of(e).cloned())
        .collect()
}

fn given(slot: &str, values: &[&str]) -> GivenDice {
    let mut g = GivenDice::default();
    g.push(slot, values.iter().map(|v| v.to_string()));
    g
}

/// The line with `words` given decides as fray does with `script` as its dice.
fn same_as_scripted(t: &Timeline, line: &str, words: &str, script: &[u32]) -> Vec<Event> {
    let fray = t
        .decide(
            &command(t, line),
            &mut ScriptedDice::new(script.iter().copied()),
        )
        .unwrap_or_else(|e| panic!("{e}"));
    let mut table = t
        .decide(
            &command(t, &format!("{line} {words}")),
            &mut ScriptedDice::new([]),
        )
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(matches!(table.pop(), Some(Event::TableDice { .. })));
    assert_eq!(fray, table);
    table
}

fn refusal(t: &Timeline, line: &str) -> String {
    match t.decide(&command(t, line), &mut ScriptedDice::new([])) {
        Err(RuleError::Invalid(text)) => text,
        other => panic!("'{line}' was not refused: {other:?}"),
    }
}

#[test]
fn pol_04_test_d20_table_dice() {
    let t = merc();
    let dice = same_as_seeded(&t, "test baral fusils hard");
    assert_eq!(dice.slots.len(), 1);
    assert_eq!(dice.slots[0].slot, "d20");
}

#[test]
fn pol_08_critical_failure_reroll_table_dice() {
    let t = merc();
    let events = same_as_scripted(&t, "test baral fusils", "d20=20,7", &[20, 7]);
    let test = &tests_in(&events)[0];
    assert_eq!(
        test.dice,
        vec![20, 7],
        "the re-roll is the second d20 given"
    );
    assert_eq!(test.outcome.margin, 20 - 15 + 7, "POL-08: 20 - C + d2");
}

#[test]
fn pol_20_surprise_table_dice() {
    let t = merc();
    same_as_seeded(&t, "surprise kurt baral");
    let events = same_as_scripted(&t, "surprise kurt baral", "d20=3,18", &[3, 18]);
    let dice: Vec<Vec<u32>> = tests_in(&events).into_iter().map(|r| r.dice).collect();
    assert_eq!(
        dice,
        vec![vec![3], vec![18]],
        "one d20 per combatant, in order"
    );
}

#[test]
fn pol_36_shock_table_dice() {
    let mut t = merc();
    run(&mut t, "wound kurt head critical");
    same_as_seeded(&t, "shock kurt 30");
    let events = same_as_scripted(&t, "shock kurt 30", "d20=2", &[2]);
    assert_eq!(tests_in(&events)[0].dice, vec![2]);
}

#[test]
fn pol_33_hit_location_table_dice() {
    let t = merc();
    let dice = same_as_seeded(&t, "wound kurt serious");
    assert_eq!(dice.slots[0].slot, "location");
    let events = same_as_scripted(&t, "wound kurt serious", "location=1", &[1]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::WoundMarked { wound, .. } if wound.location == 0)),
        "d20 1 is the head (POL-OP-12)"
    );
}

#[test]
fn pol_op_11_attack_with_d20_and_location_given_wounds_as_the_rules_say() {
    let t = merc();
    same_as_seeded(&t, "attack baral kurt fusils damage=12");
    // Fusils 15, d20 9: success, margin 9, Good (+3, POL-05). Final damage (POL-OP-11):
    // 12 + 3 - 1 (resistance) - 2 (protection) = 12: Medium (POL-32). Location d20 5:
    // 3-10 is the body (POL-OP-12).
    let line = "attack baral kurt fusils damage=12 d20=9 location=5";
    let record = t.prepare(line, &command(&t, line)).expect("decided");
    let wound = record.events.iter().find_map(|e| match e {
        Event::WoundMarked { wound, .. } => Some(wound.clone()),
        _ => None,
    });
    let wound = wound.expect("a wound");
    assert_eq!(
        (wound.damage, wound.location, wound.severity),
        (Some(12), 1, 1)
    );
    let Some(Event::TableDice { dice }) = record.events.last() else {
        panic!("no table dice event");
    };
    let said: Vec<(&str, &str)> = dice
        .iter()
        .map(|d| (d.slot.as_str(), d.value.as_str()))
        .collect();
    assert_eq!(said, vec![("d20", "9"), ("location", "5")]);
}

#[test]
fn pol_op_11_damage_dice_table_dice() {
    let t = merc();
    // d20 9 (a success), the damage dice 4 and 5, the location die 5.
    let events = t
        .decide(
            &command(&t, "attack baral kurt fusils damage=2d6+3"),
            &mut ScriptedDice::new([9, 4, 5, 5]),
        )
        .expect("decided");
    let fray_rolled = t
        .decide(
            &command(
                &t,
                "attack baral kurt fusils damage=2d6+3:4,5 d20=9 location=5",
            ),
            &mut ScriptedDice::new([]),
        )
        .expect("decided");
    assert_eq!(&fray_rolled[..fray_rolled.len() - 1], &events[..]);
    let rolled = events.iter().find_map(|e| match e {
        Event::DiceRolled { roll } if roll.notation == "2d6+3" => Some(roll.total),
        _ => None,
    });
    assert_eq!(rolled, Some(12), "every damage die in the log");
    let Some(Event::TableDice { dice }) = fray_rolled.last() else {
        panic!("no table dice");
    };
    let said: Vec<String> = dice
        .iter()
        .map(|d| format!("{}={}", d.slot, d.value))
        .collect();
    assert_eq!(said, ["d20=9", "damage=4", "damage=5", "location=5"]);
}

#[test]
fn pol_op_11_attack_with_every_die_given_wounds_as_the_rules_say() {
    let mut t = merc();
    // Fusils 15, d20 9: margin 9, Good (+3, POL-05). Damage 2d6+3 at 4 and 5 = 12; final
    // damage (POL-OP-11) 12 + 3 - 1 (resistance) - 2 (protection) = 12: Medium (POL-32).
    // Location d20 5: body (3-10, POL-OP-12).
    let line = "attack baral kurt fusils damage=2d6+3:4,5 d20=9 location=5";
    let record = t.prepare(line, &command(&t, line)).expect("decided");
    let wound = record.events.iter().find_map(|e| match e {
        Event::WoundMarked { wound, .. } => Some(wound.clone()),
        _ => None,
    });
    let wound = wound.expect("a wound");
    assert_eq!(
        (wound.damage, wound.location, wound.severity),
        (Some(12), 1, 1)
    );
    t.commit(record);
    let narration = crate::narrate::describe(
        t.records().last().expect("record"),
        &table_check::timeline(polaris::ID, &[]).state().clone(),
        &[],
    );
    assert!(
        narration.ends_with(
            "the test's d20, at the table: Baral Faadhi 9 · the damage dice, at the table: \
             Baral Faadhi 4, 5 · the hit location die, at the table: Baral Faadhi 5"
        ),
        "{narration}"
    );
}

#[test]
fn table_dice_refusals_name_the_die() {
    let mut t = merc();
    let text = refusal(&t, "test baral fusils d20=25");
    assert!(
        text.contains("d20=25: the test's d20 shows 1 to 20"),
        "{text}"
    );
    let text = refusal(&t, "wound kurt serious location=0");
    assert!(
        text.contains("location=0: the hit location die shows 1 to 20"),
        "{text}"
    );
    let text = refusal(&t, "test baral fusils d20=5,6");
    assert!(text.contains("d20=6: not used"), "{text}");
    let text = refusal(&t, "wound kurt head serious location=4");
    assert!(text.contains("location=4: not used"), "{text}");
    let err = script::parse_in(polaris::ID, "attack baral kurt fusils damage=2d6+3:4,7");
    assert!(
        err.is_err_and(|e| e.to_string().contains("7 is not a face of a d6")),
        "inline"
    );
    run(&mut t, "option dice table");
    let text = refusal(&t, "attack baral kurt fusils damage=2d6+3 d20=9 location=5");
    assert!(
        text.contains("the damage dice: 2 dice to roll at the table"),
        "{text}"
    );
    assert!(text.contains(": add damage=2d6+3:N,N"), "{text}");
    let text = refusal(&t, "roll 2d6");
    assert!(
        text.contains("the free roll's dice: 2 dice to roll at the table"),
        "{text}"
    );
    let text = refusal(&t, "test baral fusils");
    assert!(
        text.contains("the test's d20: one die to roll at the table for Baral"),
        "{text}"
    );
    assert!(text.contains(": add d20=N"), "{text}");
    let text = refusal(&t, "wound kurt serious");
    assert!(
        text.contains("the hit location die: one die to roll at the table: add location=N"),
        "{text}"
    );
    with_table(&t, "test baral fusils", &given("d20", &["4"])).expect("given: accepted");
    assert!(
        t.decide(
            &command(&t, "wound kurt head serious"),
            &mut ScriptedDice::new([])
        )
        .is_ok(),
        "no die: no refusal"
    );
}

#[test]
fn given_dice_parse_and_format_round_trip() {
    for line in [
        "attack baral kurt fusils damage=12 d20=9 location=5",
        "test baral fusils d20=20,7",
        "surprise kurt baral d20=3,18",
        "attack baral kurt fusils damage=2d6+3:4,5 d20=9 location=5",
    ] {
        let Ok(Line::Command(c)) = script::parse_in(polaris::ID, line) else {
            panic!("{line}");
        };
        assert!(matches!(c, Command::Rolled { .. }), "{line}");
        let text = script::format(&c);
        assert_eq!(text, line);
        assert_eq!(script::parse_in(polaris::ID, &text), Ok(Line::Command(c)));
    }
    let Ok(Line::Command(c)) = script::parse_in(polaris::ID, "test baral fusils D20=4 d20=5")
    else {
        panic!("case");
    };
    assert_eq!(script::format(&c), "test baral fusils d20=4,5");
    assert!(script::parse_in(polaris::ID, "test baral fusils d20=").is_err());
    assert!(script::parse_in(polaris::ID, "test baral fusils d20=4,,5").is_err());
}

#[test]
fn a_record_with_table_dice_replays_to_the_same_state() {
    let mut t = merc();
    let line = "attack baral kurt fusils damage=12 d20=9 location=5";
    let record = t.prepare(line, &command(&t, line)).expect("decided");
    t.commit(record);
    let json: Vec<String> = t
        .records()
        .iter()
        .map(|r| serde_json::to_string(r).expect("json"))
        .collect();
    assert!(json[2].contains(r#"{"event":"table_dice","dice":[{"slot":"d20","value":"9","who":"Baral Faadhi"},{"slot":"location","value":"5","who":"Baral Faadhi"}]}"#), "{}", json[2]);
    let back: Vec<crate::engine::Record> = json
        .iter()
        .map(|j| serde_json::from_str(j).expect("read back"))
        .collect();
    let again = Timeline::from_records(t.header().clone(), back);
    assert_eq!(again.state(), t.state());
    assert_eq!(again.records(), t.records());
}
