//! The Cyberpunk narration, in both languages: every fact and the shared events these
//! rules word their own way.

use crate::engine::Event;
use crate::i18n::{Lang, with_lang};
use crate::narrate::SystemNarration;

use super::super::CyberCommand as C;
use super::super::command::FireMode;
use super::super::test_support::*;
use super::Transcript;

fn lines(t: &T, events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| Transcript.describe(e, &t.state))
        .collect()
}

#[test]
fn a_jammed_shot_reads_in_english_and_french() {
    let mut t = T::new();
    t.arm(
        VIC,
        gun("pistol", &[("rof", "2"), ("skill", "handgun")], &[]),
    );
    let before = t.clone_state();
    let events = t
        .own(
            C::Shoot {
                running: false,
                who: "Vic".into(),
                weapon: None,
                mode: FireMode::Single,
                target: None,
                skill: None,
                difficulty: Some(15),
                modifier: 0,
            },
            &[1, 2],
        )
        .expect("shot");
    let t = T { state: before };
    let en = with_lang(Lang::En, || lines(&t, &events)).join(" | ");
    assert!(
        en.contains("Vic fires pistol: 1 bullet, d10 1 REF +10 handgun +6 = 17 vs 15: failure"),
        "{en}"
    );
    // The jam is said once, by the weapon's own line after the reliability test.
    assert!(
        en.contains("natural 1, confirmation d10 2 < skill 6: a plain failure; 2 − 3 ≤ 0 | "),
        "{en}"
    );
    assert!(en.contains("Vic’s pistol is jammed"), "{en}");
    assert_eq!(en.matches("jammed").count(), 1, "{en}");
    let fr = with_lang(Lang::Fr, || lines(&t, &events)).join(" | ");
    assert!(fr.contains("Vic tire avec pistol\u{a0}: 1 balle"), "{fr}");
    assert_eq!(fr.matches("enrayée").count(), 1, "{fr}");
}

#[test]
fn slots_delays_and_saves_are_narrated() {
    let mut t = T::new();
    t.start(&[5, 5]);
    t.set_init(VIC, 20);
    let events = t.actions("Vic", 2).expect("2");
    let said = with_lang(Lang::En, || lines(&t, &events)).join(" | ");
    assert!(
        said.contains("Vic takes 2 actions at 20, 10, −3 each"),
        "{said}"
    );
    let before = t.clone_state();
    let events = t.delay("Vic", 10).expect("delay");
    let said = with_lang(Lang::En, || lines(&T { state: before }, &events)).join(" | ");
    assert!(said.contains("Vic loses an action slot"), "{said}");
    assert!(
        said.contains("Vic delays to 10, 1 slot lost; penalty now 0"),
        "{said}"
    );
    let events = t
        .own(
            C::Damage {
                who: "Vic".into(),
                points: 13,
                dice: None,
            },
            &[9],
        )
        .expect("damage");
    let said = with_lang(Lang::Fr, || lines(&t, &events)).join(" | ");
    assert!(
        said.contains("rate son jet contre l’étourdissement"),
        "{said}"
    );
}

/// CPI-10, CPI-OP-07: an aim at a named target is narrated when taken up and when lost.
#[test]
fn an_aim_at_a_target_is_narrated_taken_and_lost() {
    let mut t = T::new();
    let events = t
        .own(
            C::Aim {
                who: "Vic".into(),
                target: Some("Ganger".into()),
            },
            &[],
        )
        .expect("aim");
    let said = with_lang(Lang::En, || lines(&t, &events)).join(" | ");
    assert!(
        said.contains("Vic aims at Ganger: +1 on the next shot at them"),
        "{said}"
    );
    let events = t
        .own(
            C::Unseen {
                target: "Ganger".into(),
            },
            &[],
        )
        .expect("unseen");
    let said = with_lang(Lang::Fr, || lines(&t, &events)).join(" | ");
    assert!(said.contains("Vic perd sa visée sur Ganger"), "{said}");
}

#[test]
fn points_on_the_body_track_are_narrated_with_the_level_reached() {
    let mut t = T::new();
    let before = t.clone_state();
    let events = t
        .own(
            C::Damage {
                who: "Vic".into(),
                points: 9,
                dice: None,
            },
            &[1],
        )
        .expect("damage");
    let at_nine = T { state: before };
    let en = with_lang(Lang::En, || lines(&at_nine, &events)).join(" | ");
    assert!(
        en.contains("Vic takes 9 points on the body track: Critical"),
        "{en}"
    );
    let fr = with_lang(Lang::Fr, || lines(&at_nine, &events)).join(" | ");
    assert!(
        fr.contains("Vic prend 9 points de blessure\u{a0}: Critique"),
        "{fr}"
    );
    let before = t.clone_state();
    let healed = t
        .own(
            C::Heal {
                who: "Vic".into(),
                points: 9,
            },
            &[],
        )
        .expect("heal");
    let t = T { state: before };
    let fr = with_lang(Lang::Fr, || lines(&t, &healed)).join(" | ");
    assert!(fr.contains("Vic récupère 9 points\u{a0}: indemne"), "{fr}");
}
