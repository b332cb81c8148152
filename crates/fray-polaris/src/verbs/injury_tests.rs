//! Tests for parsing `attack` and `wound`.

use super::super::parse::tests::{message, parse_line, polaris, sheet};
use crate::{Harm, PolarisCommand, Strike, Technique};

#[test]
fn attacks() {
    assert_eq!(
        polaris(
            "attack baral ganger-1 melee-weapons hard +1 damage=8 at left-arm melee charge \
             POWERFUL bleeding secret"
        ),
        PolarisCommand::Attack {
            spec: sheet("baral", "melee-weapons", -5, 1, true),
            strike: Strike {
                target: "ganger-1".into(),
                damage: Some(8),
                damage_dice: None,
                location: Some("left-arm".into()),
                melee: true,
                charge: true,
                technique: Some(Technique::Powerful),
                bleeding: true,
                ..Strike::default()
            },
        }
    );
    assert_eq!(
        polaris("attack baral kurt firearms"),
        PolarisCommand::Attack {
            spec: sheet("baral", "firearms", 0, 0, false),
            strike: Strike {
                target: "kurt".into(),
                damage: None,
                damage_dice: None,
                location: None,
                melee: false,
                charge: false,
                technique: None,
                bleeding: false,
                ..Strike::default()
            },
        }
    );
    assert_eq!(
        message("attack baral kurt firearms precise powerful"),
        "'powerful': a technique (powerful, incapacitating or precise) is already given"
    );
    assert_eq!(
        message("attack baral kurt firearms damage=8 damage=9"),
        "'damage=9': the damage is already given"
    );
    let e = parse_line("attack baral kurt firearms damage=x").unwrap_err();
    assert_eq!(e.to_string(), "'x': expected a number");
    assert_eq!(e.column, 34);
    assert_eq!(
        message("attack baral kurt firearms damage="),
        "'damage=': expected a number"
    );
    assert_eq!(
        message("attack baral kurt firearms at"),
        "after 'attack baral kurt firearms at': expected a hit location (e.g. left-arm), \
         found end of line"
    );
    assert!(message("attack baral kurt firearms chrage").contains("did you mean 'charge'"));
    assert_eq!(
        message("attack baral"),
        "after 'attack baral': expected the target's name, found end of line"
    );
}

#[test]
fn wounds() {
    assert_eq!(
        polaris("wound ganger-2 serious"),
        PolarisCommand::Wound {
            who: "ganger-2".into(),
            location: None,
            harm: Harm::Severity {
                severity: "serious".into()
            },
            bleeding: false,
            shock_malus: 0
        }
    );
    assert_eq!(
        polaris("wound ganger-2 left-arm critical bleeding shock=-5"),
        PolarisCommand::Wound {
            who: "ganger-2".into(),
            location: Some("left-arm".into()),
            harm: Harm::Severity {
                severity: "critical".into()
            },
            bleeding: true,
            shock_malus: -5
        }
    );
    assert_eq!(
        polaris("wound ganger-2 damage=12 torso"),
        PolarisCommand::Wound {
            who: "ganger-2".into(),
            location: Some("torso".into()),
            harm: Harm::Damage { damage: 12 },
            bleeding: false,
            shock_malus: 0
        }
    );
    assert_eq!(
        message("wound ganger-2"),
        "after 'wound ganger-2': expected a severity or damage=N, found end of line"
    );
    assert_eq!(
        message("wound ganger-2 12"),
        "'12': expected a severity or damage=N"
    );
    assert_eq!(
        message("wound ganger-2 torso light damage=3"),
        "'light': the severity (or damage=N) is already given"
    );
    assert_eq!(
        message("wound ganger-2 left arm light"),
        "'light': nothing more was expected after 'wound ganger-2 left arm'"
    );
    assert_eq!(
        message("wound ganger-2 light shok=-3"),
        "'shok=-3': expected a location, a severity (e.g. serious), damage=N, bleeding or \
         shock=N; did you mean 'shock'?"
    );
    assert_eq!(
        message("wound ganger-2 light shock=-3 shock=-2"),
        "'shock=-2': the shock malus is already given"
    );
}
