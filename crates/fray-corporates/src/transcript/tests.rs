//! The transcript of the time family, in English and French (COR-01 to COR-12).

use crate::i18n::{Lang, with_lang};

use super::super::test_support::T;

#[test]
fn the_turn_reads_in_the_texts_words_in_both_languages() {
    for lang in [Lang::En, Lang::Fr] {
        with_lang(lang, || {
            let mut t = T::new();
            let start = t.said("start", &[4, 2, 6, 1, 1]);
            assert!(start.contains("4, 2, 6 + 2 (Vigilance) = 14"), "{start}");
            let declared = t.said("declare vlad 2", &[]);
            assert!(declared.contains("2, 4"), "{declared}");
            assert!(declared.contains("−1d"), "{declared}");
            let acted = t.said("declare ana 1", &[]);
            assert!(acted.contains("1"), "{acted}");
            assert!(
                acted.contains("(segment 3)"),
                "one action, one segment: {acted}"
            );
            t.ok("next", &[]);
            let line = t.said("act vlad what shoots dice 4 bonus 1 vs 12", &[6, 5, 1]);
            let given = crate::t!("cor-roll-part-given");
            assert!(
                line.contains(&format!("6, 5, 1 + 1 ({given}) = 13")),
                "{line}"
            );
            assert!(line.contains("−1d"), "{line}");
            assert!(line.contains("12"), "{line}");
            let refused = t.refused("act ana dice 3", &[]);
            assert!(refused.contains('3'), "{refused}");
        });
    }
}

#[test]
fn fray_show_gives_the_turn_the_segment_and_each_ledger() {
    for lang in [Lang::En, Lang::Fr] {
        with_lang(lang, || {
            let mut t = T::new();
            t.ok("start", &[4, 2, 6, 1, 1]);
            let report = crate::report::Report::of(&t.state);
            let text = crate::rules::system(super::super::ID)
                .report()
                .show_text(&report)
                .expect("own layout");
            assert!(text.contains("Vlad"), "who announces: {text}");
            t.ok("declare vlad 2", &[]);
            t.ok("declare ana 3", &[]);
            t.ok("next", &[]);
            let report = crate::report::Report::of(&t.state);
            let text = crate::rules::system(super::super::ID)
                .report()
                .show_text(&report)
                .expect("own layout");
            assert!(text.contains("2 "), "{text}");
            assert!(text.contains("1✗ 3○ 5○"), "Ana's grid: {text}");
            assert!(text.contains("2○ 4○"), "Vlad's grid: {text}");
            assert!(text.contains("−2d"), "Ana's ledger: {text}");
        });
    }
}

#[test]
fn players_see_that_an_enemy_acted_not_the_dice() {
    use crate::player_view::{Seen, Shown, SystemPlayerView};
    let mut t = T::new();
    t.turn([1, 1, 1], [6, 6], (0, 1));
    t.ok("next", &[]);
    t.ok("next", &[]);
    let before = t.state.clone();
    let events = t.ok("act vlad dice 3", &[6, 6, 6]);
    let acted = events
        .iter()
        .find(|e| super::super::fact::fact_of(e).is_some())
        .expect("a fact");
    let seen = Seen {
        state: &before,
        next: None,
        command: "act vlad dice 3",
    };
    match super::Transcript.shown(acted, &seen) {
        Some(Shown::Coarse(text)) => {
            assert!(text.contains("Vlad") && text.contains('3'), "{text}");
            assert!(!text.contains("18"), "no dice: {text}");
        }
        other => panic!("{other:?}"),
    }
    let before = t.state.clone();
    let events = t.ok("quick ana dice 2", &[6, 6]);
    let seen = Seen {
        state: &before,
        next: None,
        command: "quick ana dice 2",
    };
    let fact = events
        .iter()
        .find(|e| super::super::fact::fact_of(e).is_some())
        .expect("a fact");
    assert!(
        super::Transcript.shown(fact, &seen).is_none(),
        "a PC's roll is open"
    );
}

#[test]
fn survival_mode_a_lost_action_and_a_fall_are_moments() {
    use crate::rules::Moment;
    let system = crate::rules::system(super::super::ID);
    let mut t = T::new();
    t.turn([1, 1, 1], [6, 6], (3, 0));
    let events = t.ok("delay ana 2", &[]);
    let ana = t.id("Ana");
    assert!(
        system
            .moments(&events, &t.state)
            .contains(&Moment::SlotLost { who: ana })
    );
    let events = t.ok("survival ana", &[6, 6, 6]);
    assert!(
        system
            .moments(&events, &t.state)
            .contains(&Moment::Emergency { who: ana })
    );
    let events = t.ok("condition ana dead", &[]);
    assert!(
        system
            .moments(&events, &t.state)
            .contains(&Moment::Death { who: ana })
    );
    assert_eq!(
        system.health(&t.state, t.who("Ana")),
        crate::rules::Health::Down
    );
}

#[test]
fn health_reads_the_tracks_and_the_conditions() {
    use crate::rules::Health;
    let system = crate::rules::system(super::super::ID);
    let mut t = T::new();
    assert_eq!(system.health(&t.state, t.who("Vlad")), Health::Unhurt);
    t.ok("set vlad fatigue=1", &[]);
    let vlad = t.id("Vlad");
    let mut state = t.state.clone();
    crate::engine::apply_all(
        &mut state,
        &[crate::engine::Event::CounterSet {
            who: vlad,
            name: "wound".into(),
            value: 1,
        }],
    );
    let c = state.combatant(vlad).expect("vlad");
    assert_eq!(system.health(&state, c), Health::Wounded);
    crate::engine::apply_all(
        &mut state,
        &[crate::engine::Event::CounterSet {
            who: vlad,
            name: "wound".into(),
            value: 3,
        }],
    );
    let c = state.combatant(vlad).expect("vlad");
    assert_eq!(system.health(&state, c), Health::BadlyWounded);
    t.ok("condition vlad incapacitated", &[]);
    assert_eq!(system.health(&t.state, t.who("Vlad")), Health::Down);
}
