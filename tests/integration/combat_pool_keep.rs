//! SRP-12 at the table: « La joueuse ou le joueur choisit le jeton qui sera utilisé pour le
//! calcul des dégâts. » fray draws (or takes the tokens as drawn, `bag=`), keeps the highest,
//! and `keep N` right after amends the attack's damage in a record of its own, undoable.

use fray::engine::{Checker, Header, RuleError, Timeline};
use fray::model::DamageTrack;
use fray::script::{Line, parse_in};

const POOL: fray::model::SystemId = fray::systems::combat_pool::ID;

/// Decides and commits one line; every record passes the consistency check of a save
/// (the checker replays them all).
fn play(t: &mut Timeline, line: &str) -> Result<(), RuleError> {
    let Ok(Line::Command(command)) = parse_in(POOL, line) else {
        panic!("{line} does not parse");
    };
    let record = t.prepare(line, &command)?;
    t.commit(record);
    let mut checker = Checker::default();
    for r in t.records() {
        if let Err(e) = checker.check(r) {
            panic!("{line}: record {} refused: {}", r.seq, e.message);
        }
    }
    Ok(())
}

/// The guard's physical monitor: (filled, overflow).
fn physical(t: &Timeline) -> (u16, u16) {
    let guard = t.state().by_name("Guard").expect("guard");
    let DamageTrack::Monitors { tracks } = &guard.damage else {
        panic!("monitors");
    };
    let m = tracks
        .iter()
        .find(|m| m.name == "physical")
        .expect("physical");
    (m.filled, m.overflow)
}

/// Kestrel and a Guard (physical monitor 10), and an adjusted shot whose damage tokens are
/// given as drawn at the table: a 6 and a 2, base 5.
fn shot_with(extra: &str) -> Timeline {
    let mut t = Timeline::new(Header::new(POOL, "keep", 7, 0));
    play(&mut t, "add Kestrel pc").expect("add");
    play(&mut t, "add Guard enemy").expect("add");
    let line = format!("attack kestrel at guard hits=3 adjust=1 damage=5 bag=S6,F2 {extra}");
    play(&mut t, &line).expect("attack");
    t
}

#[test]
fn srp_12_given_tokens_keep_the_highest_or_the_named_one() {
    // 5 + 6 = 11 on a 10-box monitor: 10 filled, 1 over.
    assert_eq!(physical(&shot_with("")), (10, 1));
    // The values as drawn at the table, with token=N: 5 + 2 = 7.
    assert_eq!(physical(&shot_with("token=2")), (7, 0));
}

#[test]
fn srp_12_keep_amends_the_last_attack_and_undo_takes_it_back() {
    let mut t = shot_with("");
    play(&mut t, "keep 2").expect("the 2 was drawn");
    assert_eq!(physical(&t), (7, 0));
    play(&mut t, "undo").expect("undo");
    assert_eq!(physical(&t), (10, 1));
    // French: garde.
    play(&mut t, "garde 2").expect("garde");
    assert_eq!(physical(&t), (7, 0));
}

#[test]
fn srp_12_keep_is_refused_with_the_draws_or_after_another_command() {
    let mut t = shot_with("");
    let absent = play(&mut t, "keep 4").expect_err("no 4 drawn").to_string();
    assert!(absent.contains("(drawn: 2, 6)"), "{absent}");
    let same = play(&mut t, "keep 6")
        .expect_err("already kept")
        .to_string();
    assert!(same.contains("already"), "{same}");
    play(&mut t, "damage guard 1").expect("damage");
    let after = play(&mut t, "keep 2")
        .expect_err("not after an attack")
        .to_string();
    assert!(after.contains("not an attack"), "{after}");
}
