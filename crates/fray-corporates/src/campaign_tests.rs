//! Between fights, in a campaign (COR-41, COR-43, COR-OP-27, COR-OP-28): what a character
//! carries out of a fight, which commands a campaign takes, and the rest.

use crate::engine::{Command, Event, apply_all};
use crate::model::{Condition, Expiry, SaveKind};
use crate::rules::RuleSystem;
use crate::script::{Line, parse_in};

use super::conditions::CONFIDENCE;
use super::test_support::T;

/// Ana (endurance 4) and Vlad, in a campaign save.
fn campaign() -> T {
    let mut t = T::new();
    t.ok("set ana endurance=4", &[]);
    t.state.kind = SaveKind::Campaign;
    t
}

fn command(line: &str) -> Command {
    match parse_in(super::ID, line) {
        Ok(Line::Command(c)) => c,
        other => panic!("{line}: {other:?}"),
    }
}

fn set(t: &mut T, who: &str, name: &str, value: i32) {
    let id = t.id(who);
    apply_all(
        &mut t.state,
        &[Event::CounterSet {
            who: id,
            name: name.into(),
            value,
        }],
    );
}

fn condition(t: &mut T, who: &str, name: &str, value: Option<i32>) {
    let id = t.id(who);
    apply_all(
        &mut t.state,
        &[Event::ConditionAdded {
            who: id,
            condition: Condition {
                name: name.into(),
                value,
                expiry: Expiry::Manual,
                target: None,
            },
        }],
    );
}

/// « Blessure au bras, celui-ci est inutilisable jusqu'à la récupération des niveaux de
/// blessures perdus » (COR-41): the lasting wounds, bleeding and unconsciousness leave the
/// fight with the character; the turn's counts, a posture, an engagement and a weapon in
/// hand do not (COR-OP-28).
#[test]
fn cor_41_a_fight_leaves_lasting_wounds_and_takes_the_turn() {
    let mut t = T::new();
    t.ok("weapon ana pistol kind=pistol damage=4 rounds=9", &[]);
    let (ana, vlad) = (t.id("Ana"), t.id("Vlad"));
    set(&mut t, "Ana", "wound", 3);
    set(&mut t, "Ana", "undeclared", 1);
    set(&mut t, "Ana", "speed", 4);
    condition(&mut t, "Ana", "arm-unusable", Some(0));
    condition(&mut t, "Ana", "bleeding", None);
    condition(&mut t, "Ana", "unconscious", None);
    condition(&mut t, "Ana", "crouched", None);
    apply_all(
        &mut t.state,
        &[
            Event::ConditionAdded {
                who: ana,
                condition: Condition {
                    name: "engaged".into(),
                    value: None,
                    expiry: Expiry::Manual,
                    target: Some(vlad),
                },
            },
            Event::GearFlagSet {
                who: ana,
                key: "pistol".into(),
                flag: "drawn".into(),
                on: true,
            },
        ],
    );
    let kept = super::system().carried(t.who("Ana"));
    let names: Vec<&str> = kept.conditions.iter().map(|k| k.name.as_str()).collect();
    assert_eq!(names, ["arm-unusable", "bleeding", "unconscious"]);
    assert_eq!(kept.counter("wound"), 3);
    assert_eq!(kept.counter("undeclared"), 0);
    assert_eq!(kept.counter("speed"), 0);
    assert!(kept.pools.iter().all(|p| p.name() != "speed"));
    let pistol = kept.gear.iter().find(|g| g.key == "pistol");
    assert!(pistol.is_some_and(|g| !g.flag("drawn") && g.value("rounds") == Some(9)));
}

/// The campaign takes the rest, healing, cyberware repairs, gear and confidence points; the
/// turn, actions, shots and blows stay in the fights.
#[test]
fn cor_42_between_fights_takes_healing_and_repairs_not_the_fight() {
    let system = super::system();
    for line in [
        "rest hours 8",
        "rest days 2 ana",
        "heal ana wound 1",
        "repair ana cyberarm",
        "weapon ana pistol kind=pistol damage=4",
        "armour ana vest protection=5",
        "confidence ana",
    ] {
        assert!(system.between_fights(&command(line)), "{line}");
    }
    for line in [
        "declare ana 2",
        "act ana with firearms",
        "hurt ana kind bullet",
        "survival ana",
        "dodge ana",
    ] {
        assert!(!system.between_fights(&command(line)), "{line}");
    }
}

/// « chaque heure il réussir un jet d'endurance difficulté 15 ou perdre 1 niveau de
/// blessure » (COR-41, line 14): an hour held, an hour failed; no Wound level comes back
/// while the bleeding goes on.
#[test]
fn cor_41_a_bleeding_character_rolls_endurance_each_hour_of_rest() {
    let mut t = campaign();
    condition(&mut t, "Ana", "bleeding", None);
    set(&mut t, "Ana", "wound", 2);
    t.ok("rest hours 2 ana", &[6, 6, 2, 1, 1, 1, 1, 1]);
    assert_eq!(t.who("Ana").counter("wound"), 3);
    assert!(t.who("Ana").has_condition("bleeding"));
    let refusal = t.refused("rest days 2", &[]);
    assert!(refusal.contains("Ana"), "{refusal}");
}

/// « le personnage tombe inconscient (1d6 heure) » (COR-41, line 13): the first rest rolls
/// the hours, the next one sleeps the rest off (COR-OP-28).
#[test]
fn cor_41_a_knocked_out_character_sleeps_the_d6_hours_off() {
    let mut t = campaign();
    condition(&mut t, "Ana", "unconscious", None);
    let said = t.said("rest hours 2", &[5]);
    assert!(said.contains("5 hours"), "{said}");
    let left = t
        .who("Ana")
        .conditions
        .iter()
        .find(|k| k.name == "unconscious");
    assert_eq!(left.and_then(|k| k.value), Some(3));
    t.ok("rest hours 3", &[]);
    assert!(!t.who("Ana").has_condition("unconscious"));
}

/// The pace of recovery is the options' (COR-OP-27): a Wound level a full day, a Fatigue
/// level an hour; the arm comes back with the Wound levels (COR-41, line 11); a full day
/// gives the confidence points back (COR-OP-28).
#[test]
fn cor_op_27_rest_gives_wound_and_fatigue_levels_back() {
    let mut t = campaign();
    set(&mut t, "Ana", "wound", 3);
    set(&mut t, "Ana", "fatigue", 5);
    set(&mut t, "Ana", CONFIDENCE, 0);
    condition(&mut t, "Ana", "arm-unusable", Some(1));
    t.ok("rest hours 3", &[]);
    assert_eq!(t.who("Ana").counter("fatigue"), 2);
    assert_eq!(t.who("Ana").counter("wound"), 3);
    assert_eq!(t.who("Ana").counter(CONFIDENCE), 0);
    t.ok("rest days 2", &[]);
    assert_eq!(t.who("Ana").counter("wound"), 1);
    assert_eq!(t.who("Ana").counter("fatigue"), 0);
    assert!(!t.who("Ana").has_condition("arm-unusable"));
    assert_eq!(t.who("Ana").counter(CONFIDENCE), 2);
    t.ok("option rest-wound 0", &[]);
    t.ok("rest days 3", &[]);
    assert_eq!(t.who("Ana").counter("wound"), 1);
}

/// « doit recevoir des premiers soins difficulté 15 dans la minute pour échapper à la
/// mort » (COR-41, line 18): a dying character cannot rest; nor can anyone in a fight.
#[test]
fn cor_41_a_dying_character_and_a_fight_refuse_rest() {
    let mut t = campaign();
    condition(&mut t, "Vlad", "dying", None);
    assert!(t.refused("rest hours 1", &[]).contains("Vlad"));
    t.ok("rest hours 1 ana", &[]);
    let mut fight = T::new();
    fight.refused("rest hours 1", &[]);
}

/// The French line reads as the English one and the French words come back out.
#[test]
fn cor_op_27_rest_reads_and_writes_in_french() {
    assert_eq!(command("repos heures 8 ana"), command("rest hours 8 ana"));
    assert_eq!(command("repos jours 2"), command("rest days 2"));
    assert_eq!(command("rest 2 ana"), command("rest days 2 ana"));
    let line = crate::script::format_in(crate::i18n::Lang::Fr, &command("rest hours 8 ana"));
    assert_eq!(line, "repos heures 8 ana");
}
