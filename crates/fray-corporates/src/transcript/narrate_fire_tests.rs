//! The log of the movement and shooting facts: every term and die written out, in English
//! and in French, and the open points that change what a line says (COR-OP-11).

use crate::engine::apply_all;
use crate::i18n::{Lang, with_lang};
use crate::model::Encounter;

use crate::decide::fire::tests::T;

/// The log of `line` run on `t`, as the transcript writes it.
fn said(t: &mut T, line: &str, dice: &[u32]) -> String {
    let before: Encounter = t.state.clone();
    let events = t.ok(line, dice);
    let mut state = before;
    let mut parts = Vec::new();
    for e in &events {
        if let Some(text) = crate::narrate::describe_event(e, &state, &[])
            && !text.is_empty()
        {
            parts.push(text);
        }
        apply_all(&mut state, std::slice::from_ref(e));
    }
    parts.join(" | ")
}

#[test]
fn cor_27_the_obstacle_a_near_miss_strikes_and_cor_op_11_both_ways() {
    let mut t = T::new();
    let line = "shoot Rook at Ganger range medium size torso cover wood";
    let log = said(&mut t, line, &[4, 3, 1, 1]);
    assert!(
        log.contains("difficulty 20 = medium 15 + 5 size + 0 behind cover"),
        "{log}"
    );
    assert!(
        log.contains("it strikes the wooden wall: if it goes through, +10 to soak"),
        "{log}"
    );
    t.option("protection", "stops");
    let log = said(&mut t, line, &[4, 3, 1, 1]);
    assert!(
        log.contains("it strikes the wooden wall, which stops it"),
        "{log}"
    );
}

#[test]
fn cor_21_22_covering_fire_and_crossing_it_said_in_french() {
    let mut t = T::new();
    with_lang(Lang::Fr, || {
        let log = said(
            &mut t,
            "cover Rook skill 6 burst free metres 4 from 3 to 5 exposed Ganger",
            &[],
        );
        assert!(
            log.contains("Rook fait un tir de couverture, segments 3 à 5\u{a0}: puissance de feu 5 (arme à feu 6, rafale libre, 4 m), 15 balles\u{202f}; exposés\u{a0}: Ganger"),
            "{log}"
        );
        t.ok("move Ganger flat", &[]);
        let log = said(&mut t, "cross Ganger through Rook refuse", &[1, 1, 4]);
        assert!(
            log.contains("Ganger traverse le tir de couverture de Rook (puissance de feu 5, feinte de corps 1)\u{a0}: −1 m/s à découvert\u{202f}; 3 balles touchent [1, 1, 4]"),
            "{log}"
        );
    });
}

#[test]
fn cor_19_aiming_and_cor_26_a_fall_said_in_english() {
    let mut t = T::new();
    let log = said(
        &mut t,
        "aim Rook at Sniper with rifle range long prone",
        &[3, 3, 3, 3],
    );
    assert!(
        log.contains("Rook aims at Sniper (prone): difficulty 20 = long 20; roll [3, 3, 3, 3] + 6 (Firearms) + 4 (weapon’s aiming bonus) = 22: acquired, +3 gathered, +3 on the next shot"),
        "{log}"
    );
    let log = said(&mut t, "fall Ganger 2", &[]);
    assert!(
        log.starts_with("Ganger falls, segment 2: 15 m/s, 20 m fallen; shots at them 5"),
        "{log}"
    );
    let log = said(&mut t, "prone Rook", &[]);
    assert!(log.starts_with("Rook goes prone"), "{log}");
}

#[test]
fn players_see_an_enemy_shot_hit_or_miss_not_its_dice() {
    use crate::fact::{CorporatesFact, fact_of};
    use crate::player_view::{Seen, Shown, SystemPlayerView};
    let mut t = T::new();
    let line = "shoot Sniper at Rook range short";
    let before = t.state.clone();
    let events = t.ok(line, &[6, 6, 6]);
    let seen = Seen {
        state: &before,
        next: None,
        command: line,
    };
    let shot = events
        .iter()
        .find(|e| matches!(fact_of(e), Some(CorporatesFact::Shot(_))))
        .expect("a shot");
    match super::super::Transcript.shown(shot, &seen) {
        Some(Shown::Coarse(text)) => {
            assert_eq!(text, "Sniper shoots at Rook: 1 bullet hits");
        }
        other => panic!("{other:?}"),
    }
    let line = "shoot Rook at Sniper range short";
    let before = t.state.clone();
    let events = t.ok(line, &[6, 6, 6, 6]);
    let seen = Seen {
        state: &before,
        next: None,
        command: line,
    };
    let shot = events
        .iter()
        .find(|e| matches!(fact_of(e), Some(CorporatesFact::Shot(_))))
        .expect("a shot");
    assert!(
        super::super::Transcript.shown(shot, &seen).is_none(),
        "a PC's shot is open"
    );
}

#[test]
fn players_see_an_enemy_crossing_covering_fire_not_the_d6() {
    use crate::fact::{CorporatesFact, fact_of};
    use crate::player_view::{Seen, Shown, SystemPlayerView};
    let mut t = T::new();
    t.ok("cover Rook skill 6 burst free metres 4 from 3 to 5", &[]);
    let line = "cross Ganger through Rook refuse";
    let before = t.state.clone();
    let events = t.ok(line, &[1, 4]);
    let seen = Seen {
        state: &before,
        next: None,
        command: line,
    };
    let riddled = events
        .iter()
        .find(|e| matches!(fact_of(e), Some(CorporatesFact::Riddled(_))))
        .expect("a crossing");
    match super::super::Transcript.shown(riddled, &seen) {
        Some(Shown::Coarse(text)) => {
            assert_eq!(text, "Ganger crosses Rook's covering fire: 2 bullets hit");
        }
        other => panic!("{other:?}"),
    }
}
