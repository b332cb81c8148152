//! Tests for parsing ranged fire: `attack` and `suppress`.

use super::super::parse::tests::{error, message, pool};
use crate::{
    DamageKind, FireMode, Harm, PoolCommand, Range, Risk, Shot, Successes, Suppression, Trigger,
};

/// The shot of an `attack` line.
fn shot(line: &str) -> Shot {
    match pool(line) {
        PoolCommand::Attack(shot) => shot,
        other => panic!("{line}: {other:?}"),
    }
}

/// A plain shot: single, short range, nothing else.
fn plain(who: &str, targets: &[&str], successes: Successes) -> Shot {
    Shot {
        who: who.into(),
        targets: targets.iter().map(|t| t.to_string()).collect(),
        successes,
        range: Range::Short,
        threshold: 0,
        spend: 0,
        mode: FireMode::Single,
        trigger: None,
        rc: None,
        skill: None,
        adjust: 0,
        harm: Harm::default(),
        care: 0,
        ignore: None,
        spent_for_damage: false,
        token: None,
        weapon: None,
    }
}

#[test]
fn srp_13_attack_defaults_to_short_range_single_shot() {
    assert_eq!(
        shot("attack baral at kurt hits=3"),
        plain("baral", &["kurt"], Successes::Given { hits: 3 })
    );
    assert_eq!(
        shot("shoot baral dice=8 at kurt"),
        plain("baral", &["kurt"], Successes::Roll { dice: 8 })
    );
    for (word, range) in [
        ("short", Range::Short),
        ("medium", Range::Medium),
        ("LONG", Range::Long),
        ("extreme", Range::Extreme),
    ] {
        let s = shot(&format!("attack baral at kurt hits=1 {word} threshold=-2"));
        assert_eq!((s.range, s.threshold), (range, -2), "{word}");
    }
    assert_eq!(
        message("attack baral at kurt hits=1 short long"),
        "'long': the range is already given"
    );
}

#[test]
fn srp_op_01_attack_needs_hits_or_dice() {
    assert_eq!(
        message("attack baral at kurt"),
        "after 'attack baral at kurt': expected hits=N (the successes rolled at the table) \
         or dice=N (fray rolls N d6), found end of line"
    );
    assert_eq!(
        message("attack baral at kurt hits=3 dice=4"),
        "'dice=4': the successes (hits=N or dice=N) is already given"
    );
    assert_eq!(
        message("attack baral at kurt dice=0"),
        "'0': expected a number from 1 to 100"
    );
    let e = error("attack baral at kurt hits=x");
    assert_eq!(e.to_string(), "'x': expected a number");
    assert_eq!(e.column, 26);
    assert_eq!(
        message("attack baral at kurt hits="),
        "'hits=': expected a number"
    );
}

#[test]
fn srp_22_attack_several_targets() {
    let both = |line: &str| shot(line).targets;
    let expected = vec!["ganger-1".to_string(), "ganger-2".to_string()];
    assert_eq!(both("attack baral at ganger-1,ganger-2 hits=2"), expected);
    assert_eq!(both("attack baral at ganger-1 ganger-2 hits=2"), expected);
    assert_eq!(both("attack baral hits=2 at ganger-1, ganger-2"), expected);
    assert_eq!(
        both(r#"attack baral at "Big Kurt" "short" hits=2"#),
        vec!["Big Kurt".to_string(), "short".to_string()]
    );
    assert_eq!(
        message("attack baral hits=2"),
        "after 'attack baral hits=2': expected at and the targets (at TARGET[,TARGET...]), \
         found end of line"
    );
    assert_eq!(
        message("attack baral at hits=2"),
        "'hits=2': expected the targets' names (a,b or a b)"
    );
    assert_eq!(
        message("attack baral at a hits=2 at b"),
        "'at': the targets is already given"
    );
}

#[test]
fn srp_14_spray_takes_an_optional_bullet_count() {
    assert_eq!(
        shot("attack baral at kurt hits=2 spray").mode,
        FireMode::Spray { bullets: None }
    );
    assert_eq!(
        shot("attack baral at kurt hits=2 spray=4 auto rc=2").mode,
        FireMode::Spray { bullets: Some(4) }
    );
    assert_eq!(
        message("attack baral at kurt hits=2 spray=0"),
        "'0': expected a number from 1 to 100"
    );
    assert_eq!(
        message("attack baral at kurt hits=2 spray=many"),
        "'many': expected a number of bullets"
    );
}

#[test]
fn srp_14_fire_modes_and_triggers() {
    let s = shot("attack baral at kurt hits=2 multiple=2 semi skill=5");
    assert_eq!(s.mode, FireMode::Multiple { bullets: 2 });
    assert_eq!((s.trigger, s.skill), (Some(Trigger::Semi), Some(5)));
    assert_eq!(
        shot("attack baral at kurt hits=2 single virtual").trigger,
        Some(Trigger::Virtual)
    );
    assert_eq!(
        message("attack baral at kurt hits=2 spray single"),
        "'single': the fire mode (single, multiple=N or spray) is already given"
    );
    assert_eq!(
        message("attack baral at kurt hits=2 auto semi"),
        "'semi': the trigger (semi, virtual or auto) is already given"
    );
    assert_eq!(
        message("attack baral at kurt hits=2 multple=2"),
        "'multple=2': expected at TARGETS, hits=N, dice=N, a range (short, medium, long, extreme), \
         threshold=±N, spend=N, single, multiple=N, spray, spray=N, semi, virtual, auto, rc=N, \
         skill=N, adjust=N, damage=N, stun, electrical, risk=low|high, care=N, soak=N, \
         ignore=N|all, spent, token=N or with WEAPON; did you mean 'multiple'?"
    );
}

#[test]
fn srp_12_srp_15_adjust_spend_and_spent_tokens() {
    let s = shot("attack baral at kurt hits=4 spend=2 adjust=1 damage=6 spent");
    assert_eq!((s.spend, s.adjust, s.spent_for_damage), (2, 1, true));
    assert_eq!(s.harm.damage, Some(6));
    assert_eq!(
        message("attack baral at kurt hits=4 spent spent"),
        "'spent': this word is already given"
    );
    assert_eq!(
        message("attack baral at kurt hits=4 adjust=1 adjust=2"),
        "'adjust=2': the adjust points is already given"
    );
}

/// « La joueuse ou le joueur choisit le jeton qui sera utilisé pour le calcul des dégâts »:
/// `token=N` (French `jeton=N`) names the kept token's value; without it, the highest.
#[test]
fn srp_12_token_names_the_kept_damage_token() {
    assert_eq!(shot("attack baral at kurt hits=4 adjust=1").token, None);
    assert_eq!(
        shot("attack baral at kurt hits=4 adjust=1 token=2").token,
        Some(2)
    );
    assert_eq!(shot("attaque baral sur kurt hits=4 jeton=3").token, Some(3));
    assert_eq!(
        message("attack baral at kurt hits=4 token=2 token=3"),
        "'token=3': the kept damage token (token=N) is already given"
    );
    error("attack baral at kurt hits=4 token=0");
}

#[test]
fn srp_19_srp_20_stun_electrical_risk_and_care() {
    let s = shot("attack kurt at baral hits=2 damage=5 stun risk=high care=1 soak=2");
    assert_eq!(
        s.harm,
        Harm {
            damage: Some(5),
            kind: DamageKind::Stun,
            risk: Some(Risk::High),
            soak: 2
        }
    );
    assert_eq!(s.care, 1);
    assert_eq!(
        shot("attack kurt at baral hits=2 electrical risk=none")
            .harm
            .kind,
        DamageKind::Electrical
    );
    assert_eq!(
        message("attack kurt at baral hits=2 stun electrical"),
        "'electrical': the kind of damage (stun or electrical) is already given"
    );
    let e = error("attack kurt at baral hits=2 risk=hihg");
    assert_eq!(
        e.to_string(),
        "'hihg': expected a risk (low, high or none); did you mean 'high'?"
    );
    assert_eq!(e.column, 33);
    assert_eq!(
        message("attack kurt at baral hits=2 risk="),
        "'risk=': expected a risk (low, high or none)"
    );
}

#[test]
fn srp_07_ignore_some_or_all_of_the_defense() {
    assert_eq!(
        shot("attack kurt at baral hits=2 ignore=all").ignore,
        Some(u32::MAX)
    );
    assert_eq!(shot("attack kurt at baral hits=2 ignore=1").ignore, Some(1));
    assert_eq!(
        message("attack kurt at baral hits=2 ignore=most"),
        "'most': expected a number of defense successes, or all"
    );
}

#[test]
fn srp_14_suppression_with_defiers() {
    let suppression = |line: &str| match pool(line) {
        PoolCommand::Suppress(s) => s,
        other => panic!("{line}: {other:?}"),
    };
    assert_eq!(
        suppression("suppress kurt at baral,ally-1 hits=3 medium defy=baral damage=6"),
        Suppression {
            who: "kurt".into(),
            targets: vec!["baral".into(), "ally-1".into()],
            successes: Successes::Given { hits: 3 },
            range: Range::Medium,
            threshold: 0,
            spend: 0,
            defy: vec!["baral".into()],
            harm: Harm {
                damage: Some(6),
                ..Harm::default()
            },
        }
    );
    assert_eq!(
        suppression(r#"suppress kurt at baral hits=3 defy "Baral F" ally-1 soak=1"#).defy,
        vec!["Baral F".to_string(), "ally-1".to_string()]
    );
    assert_eq!(
        message("suppress kurt at baral hits=3 defy="),
        "'defy=': expected the targets' names (a,b or a b)"
    );
    assert_eq!(
        message("suppress kurt at baral hits=3 defy=a defy=b"),
        "'defy=b': who defies it is already given"
    );
    assert_eq!(
        message("suppress kurt at baral hits=3 spray"),
        "'spray': expected at TARGETS, hits=N, dice=N, a range (short, medium, long, extreme), \
         threshold=±N, spend=N, defy=TARGETS, damage=N, stun, electrical, risk=low|high \
         or soak=N"
    );
    assert_eq!(
        message("suppress kurt hits=3"),
        "after 'suppress kurt hits=3': expected at and the targets (at TARGET[,TARGET...]), \
         found end of line"
    );
}
