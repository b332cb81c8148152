//! A secret counter (`SecretCounterSet`, `Pool::Counter.hidden`) in the players' view
//! (`player_view`): the GM's report shows it; the players' report and log never do, not
//! even for a PC's own counter. These are the tests that need real systems; the module's
//! other tests stay beside it in its crate.

use crate::engine::apply::apply;
use crate::engine::{Event, Record};
use crate::model::{Combatant, CombatantId, DamageTrack, Encounter, Side, SystemId};
use crate::player_view::{PlayerReport, redact_line};
use crate::report::Report;

fn hacker() -> Encounter {
    let mut s = Encounter::new(SystemId::default_system(), "t");
    apply(
        &mut s,
        &Event::CombatantAdded {
            combatant: Box::new(Combatant::new(
                CombatantId(1),
                "Hacker",
                Side::Pc,
                DamageTrack::Monitors { tracks: Vec::new() },
            )),
        },
    );
    s
}

fn secret(value: i32) -> Event {
    Event::SecretCounterSet {
        who: CombatantId(1),
        name: "watched".into(),
        value,
    }
}

#[test]
fn the_gm_sees_a_secret_counter_and_players_do_not() {
    let mut s = hacker();
    apply(&mut s, &secret(2));
    let gm = Report::of(&s);
    assert_eq!(gm.combatants[0].pools.len(), 1);
    assert!(gm.combatants[0].pools[0].hidden());
    let players = PlayerReport::of(&s).into_report();
    assert!(
        players.combatants[0].pools.is_empty(),
        "{:?}",
        players.combatants[0].pools
    );
    apply(&mut s, &secret(0));
    assert!(
        Report::of(&s).combatants[0].pools.is_empty(),
        "0 removes it"
    );
}

#[test]
fn the_players_log_leaves_a_secret_counter_out() {
    let s = hacker();
    let record = Record {
        seq: 2,
        command: "x".into(),
        at: None,
        events: vec![secret(1)],
    };
    assert_eq!(redact_line(&record, &s, &[]), None);
}
