//! Polaris actions through the engine: tests and their terms, retries, opposed tests,
//! attacks into wounds, shock tests, stabilisation, healing (POL-03 to POL-46).

use crate::common;

use common::Table;
use fray::engine::{Event, RuleError};
use fray::systems::polaris::TestRecord;

fn tests_in(events: &[Event]) -> Vec<TestRecord> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::System(_) => fray::systems::polaris::test_of(e).cloned(),
            _ => None,
        })
        .collect()
}

fn merc() -> Table {
    Table::given(&[
        "add \"Baral Faadhi\" pc from mercenary",
        "add Kurt enemy reaction=12 armes-de-poing=4+6 damage-resistance=-1 protection=2",
    ])
}

#[test]
fn pol_01_skill_chance_is_base_plus_mastery_and_reserved_skills_fail() {
    let mut t = merc();
    let test = &tests_in(&t.roll("test baral armes-de-poing", &[13]))[0];
    assert_eq!(test.chance.base, 13);
    assert!(test.outcome.critical_success, "d == C");
    assert_eq!(test.outcome.margin, 13 + 9, "POL-EX-08: mastery added");
    t.run("set kurt pilotage=3+X");
    let test = &tests_in(&t.roll("test kurt pilotage", &[1]))[0];
    assert!(test.outcome.automatic && !test.outcome.success && test.dice.is_empty());
}

#[test]
fn pol_03_difficulty_words_numbers_and_secret() {
    let mut t = merc();
    let test = &tests_in(&t.roll("test baral fusils très-difficile +2", &[3]))[0];
    assert_eq!(
        (
            test.chance.difficulty,
            test.chance.other,
            test.chance.total()
        ),
        (-7, 2, 10)
    );
    let test = &tests_in(&t.roll("test baral armes-de-poing heroic secret", &[12]))[0];
    assert!(test.chance.hidden);
    assert_eq!(
        test.outcome.margin, 12,
        "POL-EX-14: the die is the failure margin"
    );
}

#[test]
fn pol_13_retries_cost_one_per_failure_three_under_pressure() {
    let mut t = merc();
    t.roll("test baral athletisme", &[15]);
    t.roll("test baral athletisme retry", &[18]);
    assert_eq!(t.who("baral").failures["athletisme"], 2);
    let test = &tests_in(&t.roll("test baral athletisme retry", &[3]))[0];
    assert_eq!(test.chance.retry, -2, "third attempt after two failures");
    assert!(
        t.who("baral").failures.is_empty(),
        "a success clears the count"
    );
    t.roll("test baral athletisme", &[19]);
    let test = &tests_in(&t.roll("test baral athletisme pressured", &[1]))[0];
    assert_eq!(test.chance.retry, -3);
}

#[test]
fn pol_35_wound_malus_applies_to_tests() {
    let mut t = merc();
    t.run("wound baral left-arm serious");
    t.run("wound baral body light");
    let test = &tests_in(&t.roll("test baral fusils", &[2]))[0];
    assert_eq!(test.chance.wounds, -6, "POL-OP-14: maluses add up");
}

#[test]
fn pol_op_14_worst_only_option() {
    let mut t = merc();
    t.run("option wound-malus worst");
    t.run("wound baral left-arm serious");
    t.run("wound baral body light");
    let test = &tests_in(&t.roll("test baral fusils", &[2]))[0];
    assert_eq!(test.chance.wounds, -5);
}

#[test]
fn pol_37_several_opponents_weigh_on_opposed_tests_only() {
    let mut t = merc();
    t.run("opponents baral 3");
    let plain = &tests_in(&t.roll("test baral fusils", &[2]))[0];
    assert_eq!(plain.chance.opponents, 0);
    let opposed = &tests_in(&t.roll("test baral fusils opposed", &[2]))[0];
    assert_eq!(opposed.chance.opponents, -7, "POL-EX-24");
    assert!(matches!(
        t.refuse("opponents baral 5"),
        RuleError::Invalid(_)
    ));
}

/// The outcome of an opposed test among its events (failures are counted after it).
fn settled(events: &[Event]) -> Option<&Event> {
    events
        .iter()
        .find(|e| matches!(e, Event::OpposedSettled { .. }))
}

#[test]
fn pol_46_opposed_test_success_beats_failure_and_margins_decide() {
    let mut t = merc();
    let events = t.roll("oppose baral mains-nues vs kurt reaction", &[8, 15]);
    assert_eq!(
        settled(&events),
        Some(&Event::OpposedSettled {
            winner: Some(t.id("baral")),
            note: "wins".into()
        })
    );
    let events = t.roll("oppose baral mains-nues vs kurt reaction", &[15, 16]);
    assert!(
        matches!(
            settled(&events),
            Some(Event::OpposedSettled { winner: None, .. })
        ),
        "two failures: GM decides"
    );
    let events = t.roll("oppose baral mains-nues vs kurt reaction", &[4, 9]);
    assert_eq!(
        settled(&events),
        Some(&Event::OpposedSettled {
            winner: Some(t.id("kurt")),
            note: "wins".into()
        })
    );
}

#[test]
fn pol_15_non_random_test_records_the_gm_outcome() {
    let mut t = merc();
    let events = t.run("nonrandom baral observation success");
    assert!(matches!(
        &events[0],
        Event::NonRandomTest { success: true, .. }
    ));
}

#[test]
fn pol_op_11_attack_damage_adds_success_modifier_and_adjustments() {
    let mut t = merc();
    // d20 9 on fusils 15: success margin 9, Good (+3). 12 + 3 − 1 (resistance) − 2 (protection) = 12.
    let events = t.roll("attack baral kurt fusils damage=12 at body", &[9]);
    let wound = events.iter().find_map(|e| match e {
        Event::WoundMarked { wound, .. } => Some(wound.clone()),
        _ => None,
    });
    assert_eq!(wound.expect("a wound").damage, Some(12));
    assert_eq!(t.boxes("kurt", "body", "medium"), 1, "POL-32: 12 is medium");
}

#[test]
fn pol_41_pol_ex_04_powerful_strike_in_a_charge_adds_six() {
    let mut t = merc();
    // mains-nues 10, d20 1: margin 1, +0. 5 + 0 + 2 (melee) + 6 − 3 = 10.
    t.roll(
        "attack baral kurt mains-nues damage=5 at head melee charge powerful",
        &[1],
    );
    assert_eq!(t.boxes("kurt", "head", "medium"), 1);
}

#[test]
fn a_failed_attack_wounds_nobody_and_low_damage_is_no_wound() {
    let mut t = merc();
    t.roll("attack baral kurt fusils damage=20 at body", &[18]);
    assert_eq!(t.who("kurt").damage.locator().and_then(|l| l.worst()), None);
    let events = t.run("wound kurt body damage=4");
    assert_eq!(
        events,
        vec![Event::DamageIgnored {
            who: t.id("kurt"),
            damage: 4
        }],
        "POL-OP-10"
    );
}

#[test]
fn pol_33_without_a_location_the_table_is_rolled() {
    let mut t = merc();
    t.roll("wound kurt serious", &[1]);
    assert_eq!(
        t.boxes("kurt", "head", "serious"),
        1,
        "d20 1 is the head (POL-OP-12)"
    );
    t.run("option location-table head:1-10,body:11-20");
    t.roll("wound kurt light", &[15]);
    assert_eq!(t.boxes("kurt", "body", "light"), 1);
    assert!(matches!(
        t.refuse("option location-table head:1-5"),
        RuleError::Invalid(_)
    ));
}

#[test]
fn pol_36_pol_42_shock_tests_accumulate_and_resolve() {
    let mut t = merc();
    // Critical head wound: shock test at −10; incapacitating strike adds −5 (POL-EX-26).
    t.roll(
        "attack baral kurt mains-nues damage=17 at head melee incapacitating",
        &[10],
    );
    let shock = t
        .who("kurt")
        .conditions
        .iter()
        .find(|c| c.name == "shock test")
        .expect("pending")
        .value;
    assert_eq!(shock, Some(-15));
    let events = t.roll("shock kurt 14", &[3]);
    let test = &tests_in(&events)[0];
    assert_eq!(test.chance.other, -15);
    assert!(!t.who("kurt").has_condition("shock test"));
    assert!(matches!(t.refuse("shock kurt 14"), RuleError::Invalid(_)));
}

#[test]
fn pol_35_stabilisation_for_bleeding_critical_wounds() {
    let mut t = merc();
    t.run("wound kurt right-leg critical");
    assert!(
        !t.who("kurt").has_condition("stabilisation needed"),
        "only if the GM marks it bleeding"
    );
    t.run("wound baral body critical bleeding");
    assert!(t.who("baral").has_condition("stabilisation needed"));
    t.run("stabilise baral");
    assert!(!t.who("baral").has_condition("stabilisation needed"));
}

#[test]
fn pol_op_13_mortal_wound_prompts_the_gm() {
    let mut t = merc();
    t.run("wound kurt body mortal");
    assert!(t.who("kurt").has_condition("mortal wound"));
}

#[test]
fn pol_ex_22_limb_destroyed_and_death() {
    let mut t = merc();
    t.run("wound kurt right-leg damage=31");
    assert_eq!(t.boxes("kurt", "right-leg", "death"), 1);
    assert!(!t.who("kurt").has_condition("dead"));
    t.run("wound kurt head damage=31");
    assert!(t.who("kurt").has_condition("dead"));
}

#[test]
fn heal_erases_boxes_and_refuses_empty_rows() {
    let mut t = merc();
    t.run("wound kurt body light");
    t.run("wound kurt body light");
    t.run("heal kurt body light 5");
    assert_eq!(
        t.boxes("kurt", "body", "light"),
        0,
        "clamped to what was checked"
    );
    assert!(matches!(
        t.refuse("heal kurt body light"),
        RuleError::Invalid(_)
    ));
}

#[test]
fn roster_groups_templates_and_names() {
    let mut t = merc();
    t.run("add 3 gangers");
    t.run("add 2 gangers");
    let names: Vec<_> = t
        .state()
        .combatants
        .iter()
        .map(|c| c.name.clone())
        .collect();
    assert_eq!(
        &names[2..],
        ["Ganger 1", "Ganger 2", "Ganger 3", "Ganger 4", "Ganger 5"]
    );
    assert_eq!(t.who("ganger-4").template.as_deref(), Some("ganger"));
    assert!(matches!(
        t.refuse("add Kurt ally"),
        RuleError::DuplicateName(_)
    ));
    assert!(matches!(
        t.refuse("wound gang body light"),
        RuleError::AmbiguousName { .. }
    ));
    t.run("rename ganger-5 \"Big Sal\"");
    t.run("side big-sal ally");
    assert_eq!(t.who("big sal").side, fray::model::Side::Ally);
    let bell = fray::engine::Command::Rename {
        who: "kurt".into(),
        name: "Bad\u{7}Name".into(),
    };
    let refused = t
        .timeline
        .decide(&bell, &mut fray::engine::ScriptedDice::new([]));
    assert!(
        matches!(refused, Err(RuleError::Invalid(_))),
        "the engine refuses it too, not only the parser"
    );
    t.run("remove ganger-1");
    assert!(t.state().by_name("ganger-1").is_none());
    t.run("add ganger");
    assert!(
        t.state().by_name("ganger-5").is_some(),
        "numbering continues after the highest"
    );
}

#[test]
fn sheet_values_are_set_and_removed() {
    let mut t = merc();
    t.run("set kurt reaction=13 fusils=4+5 Athlétisme=3+2");
    assert_eq!(t.who("kurt").stat("reaction"), 13);
    assert_eq!(
        t.who("kurt").skills["athletisme"].total(),
        5,
        "accents folded"
    );
    t.run("set kurt fusils=-");
    assert!(!t.who("kurt").skills.contains_key("fusils"));
    assert!(
        matches!(t.refuse("set kurt reaction=13"), RuleError::Invalid(_)),
        "nothing changes"
    );
    let e = t.refuse("test kurt archery");
    assert!(e.to_string().contains("has: "), "{e}");
}
