//! SRP-14 ammunition at the table: the bestiary's weapons carry their magazine, each mode
//! spends what it fires, a shot with too few rounds is refused saying what is left, and
//! `reload` (French `recharge-arme`) fills the magazine again.

use fray::engine::{Header, RuleError, Timeline};
use fray::script::{Line, parse_in};

const POOL: fray::model::SystemId = fray::systems::combat_pool::ID;

fn play(t: &mut Timeline, line: &str) -> Result<(), RuleError> {
    let Ok(Line::Command(command)) = parse_in(POOL, line) else {
        panic!("{line} does not parse");
    };
    let record = t.prepare(line, &command)?;
    t.commit(record);
    Ok(())
}

/// Rounds left in Kestrel's Ares Alpha.
fn rounds(t: &Timeline) -> i32 {
    let kestrel = t.state().by_name("Kestrel").expect("Kestrel");
    fray::systems::combat_pool::ammo::left(kestrel.gear("ares-alpha").expect("the rifle"))
}

#[test]
fn srp_14_a_street_samurai_sprays_runs_dry_and_reloads() {
    let mut t = Timeline::new(Header::new(POOL, "ammo", 7, 0));
    play(&mut t, "add Kestrel pc from street-samurai").expect("add");
    play(&mut t, "add Guard enemy").expect("add");
    assert_eq!(rounds(&t), 42, "the bestiary's magazine, full");
    for _ in 0..4 {
        play(&mut t, "attack kestrel at guard hits=1 long spray").expect("10 rounds");
    }
    assert_eq!(rounds(&t), 2);
    let refused = play(&mut t, "attack kestrel at guard hits=1 spray")
        .expect_err("2 left")
        .to_string();
    assert!(
        refused.contains("has 2 rounds left, the shot needs 10"),
        "{refused}"
    );
    // French: avec ARME.
    play(
        &mut t,
        "tire kestrel sur guard hits=1 multiple=2 semi avec ares-alpha",
    )
    .expect("2 rounds fit");
    assert_eq!(rounds(&t), 0);
    play(&mut t, "recharge-arme kestrel").expect("reload");
    assert_eq!(rounds(&t), 42);
    let full = play(&mut t, "reload kestrel")
        .expect_err("full")
        .to_string();
    assert!(full.contains("is full (42 rounds)"), "{full}");
}
