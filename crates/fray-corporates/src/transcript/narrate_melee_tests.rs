//! The family's transcript lines in both languages: every die, difficulty and outcome.

use crate::i18n::{Lang, with_lang};

use super::super::decide::melee_support::{BOB, KIRA, T, facts};
use super::narrate_melee::line;

fn lines(t: &T, events: &[crate::engine::Event]) -> Vec<String> {
    facts(events)
        .iter()
        .filter_map(|f| line(f, &t.state))
        .collect()
}

#[test]
fn cor_ex_17_the_strike_line_says_the_dodge_and_the_margin() {
    let mut t = T::new();
    t.condition(BOB, "dodge", Some(9), None)
        .condition(BOB, "engaged", None, Some(KIRA))
        .skill(BOB, "combat", 5)
        .skill(BOB, "dodge", 4)
        .skill(BOB, "wired-reflexes", 1)
        .gear(BOB, "sword", &["defense=1"]);
    let blow = super::super::decide::melee::Asked {
        attacker: "kira",
        defender: "bob",
        with: None,
        special: None,
        terms: super::super::command::melee::Terms::default(),
        draw: false,
        roll: super::super::command::melee::Roll::default(),
        distance: None,
    };
    let events = t.run(&[5, 5, 4], |s, d| {
        super::super::decide::melee::strike(s, blow, d)
    });
    let en = lines(&t, &events).join(" | ");
    assert!(
        en.contains(
            "Kira strikes Bob: 5, 5, 4 = 14, against defense 11, dodge 9: lands by 3: next, hurt"
        ),
        "{en}"
    );
    let fr = with_lang(Lang::Fr, || lines(&t, &events).join(" | "));
    assert!(fr.contains("Kira frappe Bob\u{a0}: 5, 5, 4 = 14"), "{fr}");
    assert!(
        fr.contains("touche de 3\u{a0}: ensuite, les dégâts"),
        "{fr}"
    );
}

#[test]
fn cor_ex_20_the_damage_and_critical_lines() {
    let mut t = T::new();
    let hurt = super::super::decide::damage::Asked {
        who: "bob",
        by: Some("kira"),
        with: None,
        kind: Some(super::super::command::melee::DamageKind::Cutting),
        roll: super::super::command::melee::Roll {
            dice: Some(3),
            ..Default::default()
        },
        margin: 0,
        protection: 0,
    };
    let events = t.run(&[6, 6, 6, 1, 1, 1, 3, 4], |s, d| {
        super::super::decide::damage::hurt(s, hurt, d)
    });
    let en = lines(&t, &events).join(" | ");
    assert!(en.contains("Bob is hit by Kira: damage 3d given by the GM: 6, 6, 6 = 18 against soak 3d: 1, 1, 1 = 3: margin 15: +3 Wound"), "{en}");
    assert!(en.contains("Critical damage for Bob: 3 + 4 + 3 levels = 10: knocked to the ground; drops what they held; loses the next action"), "{en}");
    let fr = with_lang(Lang::Fr, || lines(&t, &events).join(" | "));
    assert!(fr.contains("projeté au sol"), "{fr}");
}

#[test]
fn cor_ex_21_the_cyberware_line() {
    let mut t = T::new();
    t.gear(BOB, "cyberarm", &["cyber", "site=arm"]);
    let hurt = super::super::decide::damage::Asked {
        who: "bob",
        by: None,
        with: None,
        kind: Some(super::super::command::melee::DamageKind::Cutting),
        roll: super::super::command::melee::Roll {
            dice: Some(3),
            ..Default::default()
        },
        margin: 0,
        protection: 0,
    };
    let events = t.run(&[6, 6, 6, 1, 1, 1, 1, 1, 55, 4], |s, d| {
        super::super::decide::damage::hurt(s, hurt, d)
    });
    let en = lines(&t, &events).join(" | ");
    assert!(en.contains("Cyberware of Bob: d100 55, an arm; cyberarm hit, breakdown d6 4: major malfunctions, Cybernetics 19 to repair it"), "{en}");
}

#[test]
fn cor_30_cor_36_other_lines_in_both_languages() {
    let mut t = T::new();
    let events = t.run(&[6, 6, 6, 2, 2, 2], |s, d| {
        super::super::decide::melee_standoff::duel(s, "kira", "bob", false, d)
    });
    let en = lines(&t, &events).join(" | ");
    assert!(
        en.contains("Duel: Kira 6, 6, 6 = 18 against Bob 2, 2, 2 = 6: bonuses 3 and 0"),
        "{en}"
    );
    let fr = with_lang(Lang::Fr, || lines(&t, &events).join(" | "));
    assert!(fr.starts_with("Duel\u{a0}: Kira"), "{fr}");
}

#[test]
fn cor_36_a_trip_that_lands_does_not_call_for_hurt() {
    let mut t = T::new();
    let asked = super::super::decide::melee_special::Asked {
        attacker: "kira",
        defender: "bob",
        terms: super::super::command::melee::Terms::default(),
        roll: super::super::command::melee::Roll::default(),
    };
    let events = t.run(&[1, 1, 1, 1, 1, 1, 1, 1, 1, 1], |s, d| {
        super::super::decide::melee_special::trip(s, asked, super::super::melee::Trip::Agility, d)
    });
    let en = lines(&t, &events).join(" | ");
    assert!(
        en.contains("Kira tries to trip Bob: 1, 1, 1 = 3, against defense -10: lands by 13 |"),
        "{en}"
    );
    assert!(!en.contains("next, hurt"), "{en}");
}
