//! The combat pool to the letter (issue 20): SRP-12, SRP-14 and SRP-16 as the French text
//! reads, one test per reading, the disputed sentence quoted.

use super::command::*;
use super::test_support::*;

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
        run(&given(&[]), PoolCommand::Attack(multiple(2, trigger)), &[4, 4]).expect("2 is fine");
    }
}

/// A virtual trigger is not capped at 2: only the skill rating limits it.
#[test]
fn srp_14_virtual_trigger_is_limited_by_skill_only() {
    run(&given(&[]), PoolCommand::Attack(multiple(4, Trigger::Virtual)), &[4; 4])
        .expect("virtual trigger, skill 5");
}
