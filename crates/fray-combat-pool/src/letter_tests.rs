//! The combat pool to the letter (issue 20): SRP-12, SRP-14 and SRP-16 as the French text
//! reads, one test per reading, the disputed sentence quoted.

use super::command::*;
use super::test_support::*;
use super::text;
use crate::engine::Event;

/// A multiple-shot attack of `bullets` with the given trigger.
fn multiple(bullets: u32, trigger: Trigger) -> Shot {
    Shot {
        mode: FireMode::Multiple { bullets },
        trigger: Some(trigger),
        ..shot(3)
    }
}

/// « Dans le cas d'une détente physique, cette valeur sera limitée à 2 par action. »
/// "Cette valeur" is the bullets or bursts of a multiple shot, for « armes disposant d'un mode
/// semi-automatique ou rafale »: a burst weapon's physical trigger is capped as a semi's.
#[test]
fn srp_14_physical_trigger_caps_multiple_shots_on_auto_as_on_semi() {
    for trigger in [Trigger::Semi, Trigger::Auto] {
        let refused = run(&given(&[]), PoolCommand::Attack(multiple(4, trigger)), &[4]);
        let message = refused.expect_err("over the cap").to_string();
        assert!(message.contains("at most 2 bullets or bursts"), "{message}");
        run(
            &given(&[]),
            PoolCommand::Attack(multiple(2, trigger)),
            &[4, 4],
        )
        .expect("2 is fine");
    }
}

/// A virtual trigger is not capped at 2: only the skill rating limits it.
#[test]
fn srp_14_virtual_trigger_is_limited_by_skill_only() {
    run(
        &given(&[]),
        PoolCommand::Attack(multiple(4, Trigger::Virtual)),
        &[4; 4],
    )
    .expect("virtual trigger, skill 5");
}

/// A melee exchange Kestrel wins by `margin` with a weapon of damage code `code`.
fn melee_won_by(margin: u32, code: i32) -> Melee {
    Melee {
        who: "Kestrel".into(),
        target: "Target".into(),
        successes: Successes::Given { hits: 1 + margin },
        spend: 0,
        defence: Defence::FightBack {
            successes: Successes::Given { hits: 1 },
        },
        harm: Harm {
            damage: Some(code),
            ..Harm::default()
        },
        their_damage: Some(3),
        ranged: false,
        effect: MeleeEffect::Damage,
    }
}

/// Whether the events add the condition `name`.
fn adds(events: &[Event], name: &str) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::ConditionAdded { condition, .. } if condition.name == name))
}

/// « on peut considérer par défaut qu'une arme ayant un code de dégât de 10 ou plus provoque
/// ce genre d'effet »: the weapon's code, not the damage a melee margin adds (a knife of
/// code 4 winning by 3 deals 10 and must not knock down).
#[test]
fn srp_16_knockdown_reads_the_weapon_code_not_the_melee_total() {
    let knife = run(&given(&[]), PoolCommand::Melee(melee_won_by(3, 4)), &[]).expect("ok");
    assert_eq!(damage_of(&knife), Some(10));
    assert!(!adds(&knife, text::KNOCKED_DOWN), "{knife:?}");
    let hammer = run(&given(&[]), PoolCommand::Melee(melee_won_by(1, 10)), &[]).expect("ok");
    assert!(adds(&hammer, text::KNOCKED_DOWN), "{hammer:?}");
}

/// « les ennemis seront projetés en arrière si le score de Style de l'équipe ou du tireur est
/// supérieur au seuil de Résistance Médiatique de la cible »: a target with no threshold
/// written is not thrown back; one with a lower threshold is.
#[test]
fn srp_16_style_throws_back_only_a_target_with_a_lower_media_threshold() {
    let style = Event::OptionSet {
        key: "style".into(),
        value: "3".into(),
    };
    let none = run(
        &duel(std::slice::from_ref(&style), None),
        PoolCommand::Attack(shot(1)),
        &[1],
    )
    .expect("ok");
    assert!(!adds(&none, text::THROWN_BACK), "{none:?}");
    for (media, thrown) in [(2, true), (3, false)] {
        let s = duel(std::slice::from_ref(&style), Some(media));
        let e = run(&s, PoolCommand::Attack(shot(1)), &[1]).expect("ok");
        assert_eq!(adds(&e, text::THROWN_BACK), thrown, "media {media}: {e:?}");
    }
}

/// Kestrel (pc) and Target turned enemy, both with `media` when given, and the options.
fn duel(options: &[Event], media: Option<i32>) -> crate::model::Encounter {
    let mut s = given(options);
    s.combatant_mut(B).expect("b").side = crate::model::Side::Enemy;
    if let Some(m) = media {
        for who in [A, B] {
            s.combatant_mut(who)
                .expect("c")
                .stats
                .insert("media".into(), m);
        }
    }
    s
}

fn option(key: &str, value: &str) -> Event {
    Event::OptionSet {
        key: key.into(),
        value: value.into(),
    }
}

/// Whether `who` shooting the other throws them back.
fn throws_back(s: &crate::model::Encounter, who: &str, at: &str) -> bool {
    let fire = Shot {
        who: who.into(),
        targets: vec![at.into()],
        ..shot(1)
    };
    let e = run(s, PoolCommand::Attack(fire), &[1]).expect("hits");
    adds(&e, text::THROWN_BACK)
}

/// « le score de Style de l'équipe ou du tireur »: `style` is the player characters' team's,
/// `style.SIDE` a side's, a shooter's `style` stat comes first; only the attacker's team
/// throws back, and only its enemies (« les ennemis seront projetés »).
#[test]
fn srp_16_style_is_the_shooters_or_their_teams_and_throws_back_enemies_only() {
    let runners = duel(&[option("style", "3")], Some(2));
    assert!(
        throws_back(&runners, "Kestrel", "Target"),
        "the runners' Style"
    );
    assert!(
        !throws_back(&runners, "Target", "Kestrel"),
        "not the guards'"
    );
    let both = duel(&[option("style", "3"), option("style.enemy", "4")], Some(2));
    assert!(
        throws_back(&both, "Target", "Kestrel"),
        "the enemies' own team Style"
    );
    let french = duel(&[option("style.ennemi", "4")], Some(2));
    assert!(
        throws_back(&french, "Target", "Kestrel"),
        "a French side word"
    );
    let mut own = duel(&[option("style", "3")], Some(2));
    own.combatant_mut(A)
        .expect("a")
        .stats
        .insert("style".into(), 1);
    assert!(
        !throws_back(&own, "Kestrel", "Target"),
        "the shooter's 1 over the team's 3"
    );
    let mut friends = duel(&[option("style", "3")], Some(2));
    friends.combatant_mut(B).expect("b").side = crate::model::Side::Ally;
    assert!(
        !throws_back(&friends, "Kestrel", "Target"),
        "an ally is not an enemy"
    );
}

/// An adjusted shot (two damage tokens, drawn from the dice) keeping `token`.
fn adjusted(token: Option<u8>) -> Shot {
    Shot {
        adjust: 1,
        token,
        ..shot(3)
    }
}

/// « La joueuse ou le joueur choisit le jeton qui sera utilisé pour le calcul des dégâts »:
/// the highest by default, the one the player names with `token=N`.
#[test]
fn srp_12_the_player_chooses_the_damage_token() {
    let highest = run(&given(&[]), PoolCommand::Attack(adjusted(None)), &[6, 2]).expect("ok");
    assert_eq!(damage_of(&highest), Some(5 + 6));
    let low = run(&given(&[]), PoolCommand::Attack(adjusted(Some(2))), &[6, 2]).expect("ok");
    assert_eq!(damage_of(&low), Some(5 + 2));
    let absent = run(&given(&[]), PoolCommand::Attack(adjusted(Some(4))), &[6, 2]);
    let message = absent.expect_err("no 4 drawn").to_string();
    assert!(message.contains("(drawn: 2, 6)"), "{message}");
}

/// `style.SIDE` takes a side's word, and `off` or a Style score.
#[test]
fn srp_16_team_style_options_name_a_side() {
    use super::options::check;
    assert!(check("style.enemy", "4").is_ok());
    assert!(check("style.pc", "off").is_ok());
    assert!(check("style.ennemi", "4").is_ok(), "French side words too");
    let refused = check("style.guards", "4")
        .expect_err("not a side")
        .to_string();
    assert!(refused.contains("pc, ally, enemy or neutral"), "{refused}");
}
