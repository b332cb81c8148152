//! Tests for parsing `throw`, `blast` and `melee`.

use super::super::parse::tests::{message, pool};
use crate::{
    Blast, DamageKind, Defence, Harm, Melee, MeleeEffect, PoolCommand, Range, Risk, Successes,
    Throw,
};

#[test]
fn srp_17_throw_at_a_defender_or_a_spot() {
    assert_eq!(
        pool("throw kurt at baral hits=1 medium spend=1"),
        PoolCommand::Throw(Throw {
            who: "kurt".into(),
            target: Some("baral".into()),
            successes: Successes::Given { hits: 1 },
            range: Range::Medium,
            threshold: 0,
            spend: 1,
        })
    );
    assert_eq!(
        pool("throw baral dice=6 threshold=+1"),
        PoolCommand::Throw(Throw {
            who: "baral".into(),
            target: None,
            successes: Successes::Roll { dice: 6 },
            range: Range::Short,
            threshold: 1,
            spend: 0,
        })
    );
    assert_eq!(
        message("throw baral hits=1 at"),
        "after 'throw baral hits=1 at': expected the target's name, found end of line"
    );
    assert_eq!(
        message("throw baral hits=1 damage=3"),
        "'damage=3': expected at TARGET, hits=N, dice=N, a range (short, medium, long, \
         extreme), threshold=±N or spend=N"
    );
}

#[test]
fn srp_17_blast_needs_damage_or_its_thrower() {
    assert_eq!(
        pool("blast baral,ally-1 damage=10 by kurt"),
        PoolCommand::Blast(Blast {
            targets: vec!["baral".into(), "ally-1".into()],
            by: Some("kurt".into()),
            harm: Harm {
                damage: Some(10),
                ..Harm::default()
            },
        })
    );
    assert_eq!(
        pool("blast baral ally-1 stun risk=low by kurt"),
        PoolCommand::Blast(Blast {
            targets: vec!["baral".into(), "ally-1".into()],
            by: Some("kurt".into()),
            harm: Harm {
                damage: None,
                kind: DamageKind::Stun,
                risk: Some(Risk::Low),
                soak: 0,
            },
        })
    );
    assert_eq!(
        message("blast baral stun"),
        "after 'blast baral stun': expected damage=N, or by WHO to use their weapon, \
         found end of line"
    );
    assert_eq!(
        message("blast damage=3"),
        "'damage=3': expected the targets' names (a,b or a b)"
    );
    assert_eq!(
        message("blast"),
        "after 'blast': expected the targets' names (a,b or a b), found end of line"
    );
    assert_eq!(
        message("blast baral damage=3 by"),
        "after 'blast baral damage=3 by': expected a combatant's name, found end of line"
    );
    assert_eq!(
        message("blast baral damage=3 bye kurt"),
        "'bye': expected damage=N, stun, electrical, risk=low|high, soak=N or by WHO; \
         did you mean 'by'?"
    );
}

#[test]
fn srp_18_melee_dodge_or_fight_back() {
    assert_eq!(
        pool("melee kurt baral hits=3 dodge damage=4"),
        PoolCommand::Melee(Melee {
            who: "kurt".into(),
            target: "baral".into(),
            successes: Successes::Given { hits: 3 },
            spend: 0,
            defence: Defence::Dodge,
            harm: Harm {
                damage: Some(4),
                ..Harm::default()
            },
            their_damage: None,
            ranged: false,
            effect: MeleeEffect::Damage,
        })
    );
    let m = match pool("melee baral kurt dice=7 backdice=6 their-damage=3 effect=ground ranged") {
        PoolCommand::Melee(m) => m,
        other => panic!("{other:?}"),
    };
    assert_eq!(
        m.defence,
        Defence::FightBack {
            successes: Successes::Roll { dice: 6 }
        }
    );
    assert_eq!(
        (m.their_damage, m.effect, m.ranged),
        (Some(3), MeleeEffect::Ground, true)
    );
    assert_eq!(
        message("melee kurt baral hits=3"),
        "after 'melee kurt baral hits=3': expected how the defender meets it: dodge, back=N \
         (their hits) or backdice=N (fray rolls N d6), found end of line"
    );
    assert_eq!(
        message("melee kurt baral hits=3 dodge back=2"),
        "'back=2': the defence (dodge, back=N or backdice=N) is already given"
    );
    assert_eq!(
        message("melee kurt baral hits=3 dodge effect=knockout"),
        "'knockout': expected an effect (damage, ground, hold or advantage)"
    );
    assert_eq!(
        message("melee kurt baral hits=3 dodge medium"),
        "'medium': expected hits=N, dice=N, dodge, back=N, backdice=N, damage=N, \
         their-damage=N, stun, electrical, ranged, effect=damage|ground|hold|advantage, \
         spend=N, soak=N or risk=low|high"
    );
    assert_eq!(
        message("melee kurt baral hits=3 dodge threshold=1"),
        "'threshold=1': expected hits=N, dice=N, dodge, back=N, backdice=N, damage=N, \
         their-damage=N, stun, electrical, ranged, effect=damage|ground|hold|advantage, \
         spend=N, soak=N or risk=low|high"
    );
    assert_eq!(
        message("melee kurt"),
        "after 'melee kurt': expected the target's name, found end of line"
    );
}
