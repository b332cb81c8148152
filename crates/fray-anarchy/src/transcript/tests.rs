//! The Anarchy transcript: each fact in words (English and French), the players' view
//! hiding an NPC's dice, coarse health.

use crate::i18n::{Lang, with_lang};
use crate::player_view::{Seen, Shown, SystemPlayerView};
use crate::rules::Health;

use super::super::test_support::T;
use super::Transcript;

#[test]
fn a_test_is_narrated_with_every_die_and_its_outcome() {
    let mut t = T::new();
    let before = t.state.clone();
    let events = t.ok("test kira 3 glitch vs 2", &[5, 2, 6, 1]);
    let en = T::narrate(&before, &events);
    assert!(
        en.contains("Kira") && en.contains("5, 2, 6") && en.contains("2 successes"),
        "{en}"
    );
    assert!(
        en.contains("glitch die 1") && en.contains("1 complication") && en.contains("hit"),
        "{en}"
    );
    let fr = with_lang(Lang::Fr, || T::narrate(&before, &events));
    assert!(
        fr.contains("2 succès") && fr.contains("dé d’imprévu 1") && fr.contains("touche"),
        "{fr}"
    );
}

#[test]
fn ana_op_01_an_opposed_tie_has_no_effect_unless_the_option_says() {
    let mut t = T::new();
    let before = t.state.clone();
    let events = t.ok("test kira 2 opposed 1", &[5, 2]);
    assert!(T::narrate(&before, &events).contains("no effect"));
    t.ok("option opposed-ties actor", &[]);
    let before = t.state.clone();
    let events = t.ok("test kira 2 opposed 1", &[5, 2]);
    assert!(T::narrate(&before, &events).contains("wins"));
}

#[test]
fn players_see_a_pcs_test_but_not_an_npcs() {
    let mut t = T::new();
    let before = t.state.clone();
    let pc = t.ok("test kira 1", &[5]);
    let npc = t.ok("test ganger 1", &[5]);
    let seen = Seen {
        state: &before,
        next: None,
        command: "",
    };
    assert_eq!(Transcript.shown(&pc[0], &seen), None);
    assert_eq!(Transcript.shown(&npc[0], &seen), Some(Shown::Hidden));
}

#[test]
fn ana_21_health_reads_the_monitors() {
    let mut t = T::new();
    let kira = t.who("Kira").id;
    assert_eq!(super::health(&t.state, t.who("Kira")), Health::Unhurt);
    let mark = |boxes| crate::engine::Event::MonitorMarked {
        who: kira,
        track: "stun".into(),
        boxes,
    };
    crate::engine::apply_all(&mut t.state, &[mark(1)]);
    assert_eq!(super::health(&t.state, t.who("Kira")), Health::Wounded);
    crate::engine::apply_all(&mut t.state, &[mark(2)]);
    assert_eq!(super::health(&t.state, t.who("Kira")), Health::BadlyWounded);
    crate::engine::apply_all(&mut t.state, &[mark(7)]);
    assert_eq!(super::health(&t.state, t.who("Kira")), Health::Down);
}

#[test]
fn players_never_see_the_gms_pool_but_see_a_new_session() {
    let mut t = T::new();
    let before = t.state.clone();
    let events = t.ok("session", &[]);
    let seen = Seen {
        state: &before,
        next: None,
        command: "",
    };
    for e in &events {
        if let crate::engine::Event::System(_) = e {
            let Some(Shown::Coarse(text)) = Transcript.shown(e, &seen) else {
                panic!("{e:?}");
            };
            assert!(!text.contains('1'), "{text}");
        }
    }
}

#[test]
fn the_sheet_shows_points_with_their_maximum_and_the_monitors() {
    let t = T::new();
    let report = crate::report::Report::of(&t.state);
    let kira = report
        .combatants
        .iter()
        .find(|s| s.name == "Kira")
        .expect("Kira");
    assert!(kira.pools.iter().any(|p| matches!(p,
        crate::model::Pool::Counter { name, value: 3, max: Some(5), .. } if name == "anarchy")));
    assert_eq!(kira.monitors.len(), 3);
}

#[test]
fn every_new_fact_reads_in_both_languages() {
    let mut t = T::new();
    t.ok("add Jax pc str=3 wil=3 agi=4 log=2 chance=2 seat=1", &[]);
    let lines = [
        (
            "session",
            vec![],
            "the GM's pool: 2",
            "réserve du MJ\u{a0}: 2",
        ),
        (
            "spend kira well-disposed",
            vec![],
            "Well disposed",
            "Bien disposé",
        ),
        (
            "damage kira 20 stun",
            vec![],
            "now unconscious",
            "désormais inconscient",
        ),
        (
            "interpose jax 2 for kira vs 1",
            vec![5, 6],
            "nobody is hit",
            "personne n’est touché",
        ),
        (
            "award gm 1",
            vec![],
            "the GM's pool gets 1",
            "la réserve du MJ reçoit 1",
        ),
        ("start", vec![3, 3, 3, 3, 3, 3], "initiative", "Initiative"),
        (
            "reorder reverse",
            vec![],
            "The order this Turn",
            "L’ordre de ce Tour",
        ),
    ];
    for (line, dice, en, fr) in lines {
        let before = t.state.clone();
        let events = t.ok(line, &dice);
        let said = T::narrate(&before, &events);
        assert!(said.contains(en), "{line}: {said}");
        let said = with_lang(Lang::Fr, || T::narrate(&before, &events));
        assert!(said.contains(fr), "{line}: {said}");
    }
}

#[test]
fn ana_11_the_log_speaks_of_turns_and_narrations_not_rounds_and_phases() {
    let mut t = T::new();
    let before = t.state.clone();
    let events = t.ok("start", &[4, 5, 1, 1]);
    let said = T::narrate(&before, &events);
    assert!(said.starts_with("Turn 1 begins"), "{said}");
    assert!(said.ends_with("Kira's Narration (1 of 2)"), "{said}");
    assert!(!said.contains("phase") && !said.contains("round"), "{said}");
    let fr = with_lang(Lang::Fr, || T::narrate(&before, &events));
    assert!(
        fr.starts_with("Début du Tour 1") && fr.contains("Narration de Kira (1 sur 2)"),
        "{fr}"
    );
    t.ok("next", &[]);
    let before = t.state.clone();
    let events = t.ok("next", &[]);
    assert_eq!(
        T::narrate(&before, &events),
        "every Narration of the Turn is done"
    );
}

#[test]
fn ana_04_a_chance_reroll_says_whether_it_now_hits() {
    let mut t = T::new();
    let before = t.state.clone();
    let events = t.ok("reroll kira 3 vs 2", &[5, 6, 1]);
    let said = T::narrate(&before, &events);
    assert!(said.ends_with("hit against 2 defense successes"), "{said}");
}

#[test]
fn ana_21_fray_show_draws_the_narrations_the_gms_pool_points_and_monitors() {
    let mut t = T::new();
    t.ok("session", &[]);
    t.ok("start", &[4, 5, 1, 1]);
    t.ok("spend gm well-disposed on ganger", &[]);
    t.ok("damage ganger 5", &[]);
    let report = crate::report::Report::of(&t.state);
    let text = crate::report::show_text::render(&report);
    for part in [
        "Turn 1 - Narration 1 of 2",
        ">  1  Kira",
        "GM's pool: 0 (spent this Narration)",
        "Chance 3/3 · Anarchy 3/5",
        "Armor 3/3 [■■■]",
        "Physical 2/10 [■■□□□□□□□□]",
    ] {
        assert!(text.contains(part), "{part} missing in:\n{text}");
    }
    let fr = with_lang(Lang::Fr, || crate::report::show_text::render(&report));
    assert!(fr.contains("Tour 1 - Narration 1 sur 2"), "{fr}");
    assert!(
        fr.contains("Réserve du MJ\u{a0}: 0 (dépensée dans cette Narration)"),
        "{fr}"
    );
}
