//! The Cyberpunk verbs: every example parses in this system and writes back the same
//! command; errors point at the word; French words read too.

use proptest::prelude::*;

use crate::engine::Command;
use crate::script::{Line, format, parse_in};

use super::super::ID;
use super::super::command::{Activity, CyberCommand as C, FireMode, SaveKind, Stance, Support};

fn own(line: &str) -> C {
    match parse_in(ID, line) {
        Ok(Line::Command(command)) => match command.own::<C>() {
            Some(c) => c.clone(),
            None => panic!("{line}: {command:?}"),
        },
        other => panic!("{line}: {other:?}"),
    }
}

fn round_trip(line: &str) {
    let Ok(Line::Command(command)) = parse_in(ID, line) else {
        panic!("{line} does not parse");
    };
    let text = format(&command);
    assert_eq!(
        parse_in(ID, &text),
        Ok(Line::Command(command)),
        "{line} → {text}"
    );
}

#[test]
fn every_example_parses_and_round_trips() {
    for verb in super::table::VERBS {
        assert_eq!(verb.system, Some("cyberpunk-interval"));
        for example in verb.examples {
            round_trip(example);
        }
    }
}

#[test]
fn verbs_read_their_commands() {
    assert_eq!(
        own("initiative vic +2"),
        C::Initiative {
            who: "vic".into(),
            boost: 2
        }
    );
    assert_eq!(
        own("actions vic 3"),
        C::Actions {
            who: "vic".into(),
            count: 3
        }
    );
    assert_eq!(
        own("delay vic 22"),
        C::Delay {
            who: "vic".into(),
            to: 22
        }
    );
    assert_eq!(
        own("shoot vic rifle auto 10 skill=5 vs=15 mod=-2"),
        C::Shoot {
            running: false,
            who: "vic".into(),
            weapon: Some("rifle".into()),
            mode: FireMode::Auto { bullets: 10 },
            target: None,
            skill: Some(5),
            difficulty: Some(15),
            modifier: -2,
        }
    );
    assert!(matches!(
        own("shoot vic semi"),
        C::Shoot {
            weapon: None,
            mode: FireMode::Single,
            ..
        }
    ));
    assert_eq!(
        own("stance vic prone"),
        C::Stance {
            who: "vic".into(),
            stance: Stance::Prone
        }
    );
    assert_eq!(
        own("act vic vehicle fast"),
        C::Act {
            running: false,
            who: "vic".into(),
            activity: Activity::Vehicle {
                double: false,
                fast: true
            }
        }
    );
    assert_eq!(
        own("support vic anchored-tripod"),
        C::Support {
            who: "vic".into(),
            support: Some(Support::AnchoredTripod)
        }
    );
    assert_eq!(
        own("save vic death"),
        C::Save {
            who: "vic".into(),
            kind: SaveKind::Death
        }
    );
    assert_eq!(
        own("run vic"),
        C::Run {
            who: "vic".into(),
            actions: 1
        }
    );
    let C::Weapon { gear, .. } =
        own(r#"weapon vic Shotgun name "Arasaka R-12" damage=4D6 rof=2 smartgun"#)
    else {
        panic!()
    };
    assert_eq!(gear.key, "shotgun");
    assert_eq!(gear.name, "Arasaka R-12");
    assert_eq!(gear.word("damage"), Some("4d6"));
    assert_eq!(gear.value("rof"), Some(2));
    assert!(gear.flag("smartgun"));
}

#[test]
fn french_verbs_read_too() {
    assert!(matches!(own("tire vic single"), C::Shoot { .. }));
    assert!(matches!(own("differe vic 12"), C::Delay { .. }));
    assert!(matches!(own("vise vic"), C::Aim { .. }));
}

#[test]
fn french_keywords_read_as_the_english_ones_and_write_back_in_english() {
    // `fusil` is the French word of the bestiary's `rifle`: it reads as the key.
    for (typed, written) in [
        ("tire vic rafale", "shoot vic burst"),
        (
            "tire vic fusil coup-par-coup vs=15",
            "shoot vic rifle single vs=15",
        ),
        ("degaine vic fusil range", "draw vic rifle stow"),
        ("posture vic couché", "stance vic prone"),
        ("posture vic ACCROUPI", "stance vic crouch"),
        ("agit vic véhicule rapide", "act vic vehicle fast"),
        ("agit vic saut 1", "act vic jump 1"),
        ("agit vic autre 2", "act vic other 2"),
        ("agit vic mêlée", "act vic melee"),
        (
            "appui vic trépied-lourd-ancré",
            "support vic anchored-heavy-tripod",
        ),
        ("appui vic aucun", "support vic none"),
        ("sauvegarde vic mort", "save vic death"),
        ("sauvegarde vic étourdissement", "save vic stun"),
        (
            r#"arme vic fusil nom "Militech""#,
            "weapon vic rifle name Militech",
        ),
    ] {
        let Ok(Line::Command(command)) = parse_in(ID, typed) else {
            panic!("{typed} does not parse");
        };
        assert_eq!(format(&command), written, "{typed}");
    }
    // A name spelled like a French keyword is quoted, so it reads back as a name.
    round_trip(r#"reload vic "rafale""#);
    round_trip(r#"shoot vic "mort" single"#);
}

#[test]
fn errors_point_at_the_word() {
    for (line, column) in [
        ("actions vic 11", 12),
        ("shoot vic pistol", 16),
        ("shoot vic single range=3", 17),
        ("stance vic sit", 11),
        ("save vic poison", 9),
        ("act vic dance", 8),
        ("shoot vic single vs=3 vs=4", 22),
    ] {
        let err = parse_in(ID, line).expect_err(line);
        assert_eq!(err.column, column, "{line}: {err}");
    }
}

#[test]
fn a_combatant_named_like_a_keyword_is_quoted() {
    round_trip(r#"shoot "auto" "single" single"#);
    round_trip(r#"check vic ref "vs=3""#);
}

proptest! {
    #[test]
    fn format_reads_back(
        who in "[a-z]{1,8}",
        n in 1u8..=10,
        to in -50i32..60,
        bullets in 1u32..200,
        modifier in -20i32..20,
        skill in proptest::option::of(0i32..15),
        vs in proptest::option::of(0i32..40),
        weapon in proptest::option::of("[a-z]{1,8}"),
    ) {
        for command in [
            C::Actions { who: who.clone(), count: n },
            C::Delay { who: who.clone(), to },
            C::Initiative { who: who.clone(), boost: modifier },
            C::Run { who: who.clone(), actions: n },
            C::Shoot { running: false, who: who.clone(), weapon: weapon.clone(), mode: FireMode::Auto { bullets }, target: weapon.clone(), skill, difficulty: vs, modifier },
            C::Check { who: who.clone(), stat: "ref".into(), skill: weapon.clone(), difficulty: vs, modifier },
            C::Act { running: false, who: who.clone(), activity: Activity::Jump { extra: n } },
            C::Reload { running: false, who: who.clone(), weapon: weapon.clone() },
            C::Aim { who: who.clone(), target: weapon.clone() },
            C::Unseen { target: who.clone() },
        ] {
            let command = Command::System(command.into());
            let text = format(&command);
            prop_assert_eq!(parse_in(ID, &text), Ok(Line::Command(command)), "{}", text);
        }
    }
}

/// CPI-10 per target: `aim WHO TARGET`, `shoot … at TARGET` and `unseen TARGET` read back.
#[test]
fn aim_and_shot_name_their_target() {
    assert_eq!(
        own("aim vic razor"),
        C::Aim {
            who: "vic".into(),
            target: Some("razor".into())
        }
    );
    assert_eq!(
        own("aim vic"),
        C::Aim {
            who: "vic".into(),
            target: None
        }
    );
    assert!(matches!(
        own("shoot vic pistol single at razor vs=15"),
        C::Shoot { target: Some(t), difficulty: Some(15), .. } if t == "razor"
    ));
    assert_eq!(
        own("hors-de-vue razor"),
        C::Unseen {
            target: "razor".into()
        }
    );
    round_trip("shoot vic pistol single at razor vs=15");
    round_trip("aim vic razor");
    round_trip("unseen razor");
}

/// `damage WHO DICE` (issue 33): the weapon's damage dice, or the table's values after a
/// colon, read and written back; a value off the die is refused at the word.
#[test]
fn damage_takes_dice_as_well_as_points() {
    assert_eq!(
        own("damage rita 2d6+3"),
        C::Damage {
            who: "rita".into(),
            points: 0,
            dice: Some("2d6+3".into())
        }
    );
    assert_eq!(
        own("damage rita 7"),
        C::Damage {
            who: "rita".into(),
            points: 7,
            dice: None
        }
    );
    round_trip("damage rita 1d6+1:4");
    round_trip("damage \"Booster 2\" 2d6+3");
    let e = parse_in(ID, "damage rita 2d6:7,1").expect_err("7 is off a d6");
    assert_eq!(e.found.as_deref(), Some("2d6:7,1"), "{e:?}");
}
