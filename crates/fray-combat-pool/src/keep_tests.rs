//! SRP-12 `keep N`: « La joueuse ou le joueur choisit le jeton qui sera utilisé pour le
//! calcul des dégâts. » The attack keeps the highest; `keep N` amends it once the draws are
//! seen.

use super::command::*;
use super::test_support::*;
use super::{PoolFact, keep};
use crate::engine::Event;
use crate::model::Encounter;

/// An adjusted shot (two damage tokens: a 6 and a 2, base 5) of the given kind, and the
/// state after it.
fn adjusted(kind: DamageKind) -> (Encounter, Vec<Event>) {
    let shot = Shot {
        adjust: 1,
        harm: Harm {
            kind,
            ..Harm::default()
        },
        ..shot(3)
    };
    let state = given(&[]);
    let events = run(&state, PoolCommand::Attack(shot), &[6, 2]).expect("hits");
    (after(&state, &events), events)
}

/// (filled, overflow) of Target's monitor.
fn monitor(state: &Encounter, track: &str) -> (u16, u16) {
    let c = state.combatant(B).expect("target");
    let m = super::sheet::monitor(c, track).expect("monitor");
    (m.filled, m.overflow)
}

#[test]
fn srp_12_keep_corrects_physical_damage_as_if_the_token_had_been_kept() {
    let (state, attack) = adjusted(DamageKind::Physical);
    assert_eq!(monitor(&state, "physical"), (10, 1), "5 + 6 on 10 boxes");
    let kept = keep::keep(&state, &attack, 2).expect("the 2 was drawn");
    assert_eq!(monitor(&after(&state, &kept), "physical"), (7, 0), "5 + 2");
    assert!(facts(&kept).contains(&PoolFact::Kept {
        by: Some(A),
        target: B,
        value: 2,
        instead: 6,
        total: 7,
    }));
}

/// Stun past its monitor overflows into physical; keeping the lower token takes the
/// overflow back too.
#[test]
fn srp_12_keep_corrects_stun_overflow() {
    let (state, attack) = adjusted(DamageKind::Stun);
    assert_eq!(monitor(&state, "stun"), (10, 0));
    assert_eq!(monitor(&state, "physical"), (1, 0));
    let kept = after(&state, &keep::keep(&state, &attack, 2).expect("kept"));
    assert_eq!(monitor(&kept, "stun"), (7, 0));
    assert_eq!(monitor(&kept, "physical"), (0, 0));
}

#[test]
fn srp_12_keep_needs_an_attack_with_several_tokens_just_before() {
    let state = given(&[]);
    let single = run(&state, PoolCommand::Attack(shot(3)), &[6]).expect("one token");
    for last in [&[][..], &single[..]] {
        let refused = keep::keep(&after(&state, last), last, 6).expect_err("nothing to choose");
        assert!(refused.to_string().contains("not an attack"), "{refused}");
    }
}

/// The log says who kept what instead of what, and the damage now, in both languages.
#[test]
fn srp_12_keep_is_narrated_with_the_token_it_replaces() {
    use crate::i18n::{Lang, with_lang};
    let (state, attack) = adjusted(DamageKind::Physical);
    let kept = keep::keep(&state, &attack, 2).expect("kept");
    let line = |lang| {
        with_lang(lang, || {
            kept.iter()
                .find_map(|e| super::transcript::narrate::describe(e, &state))
                .expect("a line")
        })
    };
    assert_eq!(
        line(Lang::En),
        "Kestrel keeps the 2 (instead of the 6): 7 damage to Target"
    );
    assert_eq!(
        line(Lang::Fr),
        "Kestrel garde le 2 (au lieu du 6)\u{a0}: 7 dégâts pour Target"
    );
}
