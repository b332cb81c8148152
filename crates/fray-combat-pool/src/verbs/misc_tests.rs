//! Tests for parsing the combat-pool verbs of free actions, the timeline, lethality, opposed
//! rolls and the condition monitors.

use super::tests::{error, message, pool};
use crate::{PoolCommand, Risk, Track};

fn who(name: &str) -> String {
    name.to_string()
}

#[test]
fn srp_06_srp_11_srp_12_free_pending_aim() {
    assert_eq!(
        pool("free baral shouts grenade"),
        PoolCommand::Free {
            who: who("baral"),
            text: "shouts grenade".into()
        }
    );
    assert_eq!(
        message("free baral"),
        "after 'free baral': expected the free action (e.g. shouts grenade), found end of line"
    );
    assert_eq!(
        pool("pending baral reloading"),
        PoolCommand::Pending {
            who: who("baral"),
            action: Some("reloading".into())
        }
    );
    assert_eq!(
        pool("pending baral"),
        PoolCommand::Pending {
            who: who("baral"),
            action: None
        }
    );
    assert_eq!(pool("aim baral"), PoolCommand::Aim { who: who("baral") });
    assert_eq!(
        message("aim"),
        "after 'aim': expected a combatant's name, found end of line"
    );
}

#[test]
fn srp_10_coordinate_tokens_optional() {
    assert_eq!(
        pool("coordinate baral"),
        PoolCommand::Coordinate {
            who: who("baral"),
            tokens: None
        }
    );
    assert_eq!(
        pool("coordinate baral 0"),
        PoolCommand::Coordinate {
            who: who("baral"),
            tokens: Some(0)
        }
    );
    assert_eq!(
        message("coordinate baral -1"),
        "'-1': expected a number from 0 to 100"
    );
}

#[test]
fn srp_17_evade_needs_tokens() {
    assert_eq!(
        pool("evade baral 2"),
        PoolCommand::Evade {
            who: who("baral"),
            tokens: 2
        }
    );
    assert_eq!(
        message("evade baral"),
        "after 'evade baral': expected a number of tokens, found end of line"
    );
}

#[test]
fn srp_19_lethality_risk_and_care() {
    assert_eq!(
        pool("lethality kurt high care=1"),
        PoolCommand::Lethality {
            who: who("kurt"),
            risk: Risk::High,
            care: 1
        }
    );
    assert_eq!(
        pool("lethality kurt low"),
        PoolCommand::Lethality {
            who: who("kurt"),
            risk: Risk::Low,
            care: 0
        }
    );
    assert_eq!(
        message("lethality kurt hihg"),
        "'hihg': expected a risk (low, high or none); did you mean 'high'?"
    );
    assert_eq!(
        message("lethality kurt high cares=1"),
        "'cares=1': expected care=N (careful use); did you mean 'care'?"
    );
    assert_eq!(
        message("lethality kurt high care=1 care=2"),
        "'care=2': the careful use is already given"
    );
}

#[test]
fn srp_11_opposed_with_or_without_hits() {
    assert_eq!(
        pool("opposed baral kurt"),
        PoolCommand::Opposed {
            first: who("baral"),
            second: who("kurt"),
            hits: None
        }
    );
    assert_eq!(
        pool("opposed baral kurt hits=3,2"),
        PoolCommand::Opposed {
            first: who("baral"),
            second: who("kurt"),
            hits: Some((3, 2))
        }
    );
    assert_eq!(
        message("opposed baral kurt hits=3"),
        "'hits=3': expected the hits of both sides (hits=N,M)"
    );
    let e = error("opposed baral kurt hits=3,x");
    assert_eq!(
        e.to_string(),
        "'x': expected the hits of both sides (hits=N,M)"
    );
    assert_eq!(e.column, 26);
    assert_eq!(
        message("opposed baral kurt 3,2"),
        "'3,2': expected hits=N,M (without it, each rolls Reaction)"
    );
    assert_eq!(
        message("opposed baral"),
        "after 'opposed baral': expected a combatant's name, found end of line"
    );
}

#[test]
fn srp_21_damage_and_heal_tracks() {
    assert_eq!(
        pool("damage kurt 6 stun soak=2"),
        PoolCommand::Damage {
            who: who("kurt"),
            boxes: 6,
            track: Track::Stun,
            soak: 2
        }
    );
    assert_eq!(
        pool("damage kurt 4"),
        PoolCommand::Damage {
            who: who("kurt"),
            boxes: 4,
            track: Track::Physical,
            soak: 0
        }
    );
    assert_eq!(
        pool("heal kurt 3 stun"),
        PoolCommand::Heal {
            who: who("kurt"),
            boxes: 3,
            track: Track::Stun
        }
    );
    assert_eq!(
        message("heal kurt 3 soak=1"),
        "'soak=1': expected stun (the stun monitor)"
    );
    assert_eq!(
        message("damage kurt 3 stn"),
        "'stn': expected stun or soak=N; did you mean 'stun'?"
    );
    assert_eq!(
        message("damage kurt 3 stun stun"),
        "'stun': the monitor is already given"
    );
    assert_eq!(
        message("damage kurt 0"),
        "'0': expected a number from 1 to 100"
    );
    assert_eq!(
        message("heal kurt torso light"),
        "'torso': expected a number of boxes"
    );
}
