//! Ammunition per weapon (SRP-14): « Il indique alors le nombre de balles ou de rafales qu'il
//! veut tirer »; « Le personnage tire alors Agilité balles en une action [...] 6 en cas de
//! détente virtuelle et 10 balles pour une arme automatique »: each mode spends the rounds it
//! fires; a weapon without a magazine is not tracked.

use super::command::*;
use super::test_support::*;
use crate::engine::Event;
use crate::model::{Encounter, Gear};

/// Kestrel carrying an Ares Alpha with a 42-round magazine and `rounds` left.
fn armed(rounds: Option<i32>) -> Encounter {
    let mut gear = Gear {
        key: "ares-alpha".into(),
        name: "Ares Alpha".into(),
        ..Gear::default()
    };
    gear.values.insert("magazine".into(), 42);
    if let Some(r) = rounds {
        gear.values.insert("rounds".into(), r);
    }
    given(&[Event::GearAdded { who: A, gear }])
}

/// Rounds left in Kestrel's Ares Alpha after the events.
fn left_after(state: &Encounter, events: &[Event]) -> i32 {
    let c = after(state, events).combatant(A).cloned().expect("Kestrel");
    super::ammo::left(c.gear("ares-alpha").expect("the rifle"))
}

fn fired(mode: FireMode, trigger: Trigger) -> Shot {
    Shot {
        mode,
        trigger: Some(trigger),
        ..shot(3)
    }
}

#[test]
fn srp_14_each_mode_spends_the_rounds_it_fires() {
    let state = armed(None);
    let cases = [
        (fired(FireMode::Single, Trigger::Semi), 41),
        (fired(FireMode::Multiple { bullets: 2 }, Trigger::Semi), 40),
        // Two bursts of 3 (option burst-rounds).
        (fired(FireMode::Multiple { bullets: 2 }, Trigger::Auto), 36),
        (fired(FireMode::Spray { bullets: None }, Trigger::Auto), 32),
        (
            fired(FireMode::Spray { bullets: None }, Trigger::Virtual),
            36,
        ),
    ];
    for (shot, left) in cases {
        let events = run(&state, PoolCommand::Attack(shot.clone()), &[6; 12]).expect("fires");
        assert_eq!(left_after(&state, &events), left, "{shot:?}");
    }
}

#[test]
fn srp_14_a_shot_with_too_few_rounds_is_refused_saying_what_is_left() {
    let state = armed(Some(5));
    let spray = fired(FireMode::Spray { bullets: None }, Trigger::Auto);
    let refused = run(&state, PoolCommand::Attack(spray), &[6; 4]).expect_err("10 > 5");
    let message = refused.to_string();
    assert!(
        message.contains("Ares Alpha has 5 rounds left, the shot needs 10"),
        "{message}"
    );
    let fewer = fired(FireMode::Spray { bullets: Some(5) }, Trigger::Auto);
    let events = run(&state, PoolCommand::Attack(fewer), &[6; 4]).expect("5 fit");
    assert_eq!(left_after(&state, &events), 0);
}

#[test]
fn srp_14_no_magazine_or_a_weapon_off_the_sheet_is_not_tracked() {
    let plain = given(&[]);
    let events = run(&plain, PoolCommand::Attack(shot(3)), &[6]).expect("no ammo tracked");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::GearValueSet { .. }))
    );
    let taser = Shot {
        weapon: Some("taser".into()),
        ..shot(3)
    };
    let state = armed(None);
    let events = run(&state, PoolCommand::Attack(taser), &[6]).expect("not on the sheet");
    assert_eq!(
        left_after(&state, &events),
        42,
        "the rifle keeps its rounds"
    );
    let rifle = Shot {
        weapon: Some("Ares Alpha".into()),
        ..shot(3)
    };
    let events = run(&state, PoolCommand::Attack(rifle), &[6]).expect("by its name");
    assert_eq!(left_after(&state, &events), 41);
}

#[test]
fn srp_14_reload_refills_the_magazine_or_puts_one_on_the_sheet() {
    let reload = |weapon: Option<&str>, magazine| PoolCommand::Reload {
        who: "Kestrel".into(),
        weapon: weapon.map(str::to_string),
        magazine,
    };
    let state = armed(Some(3));
    let events = run(&state, reload(None, None), &[]).expect("reloads");
    assert_eq!(left_after(&state, &events), 42);
    let full = run(&armed(None), reload(Some("Ares Alpha"), None), &[]).expect_err("full");
    assert!(full.to_string().contains("is full (42 rounds)"), "{full}");
    let none = run(&given(&[]), reload(None, None), &[]).expect_err("nothing tracked");
    assert!(
        none.to_string().contains("no weapon with a magazine"),
        "{none}"
    );
    let plain = given(&[]);
    let added = run(&plain, reload(Some("pistol"), Some(12)), &[]).expect("a new magazine");
    let c = after(&plain, &added)
        .combatant(A)
        .cloned()
        .expect("Kestrel");
    assert_eq!(c.gear("pistol").map(super::ammo::left), Some(12));
}
