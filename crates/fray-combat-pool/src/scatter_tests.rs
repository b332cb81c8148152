//! SRP-17 the scatter direction: « Un dé peut être jeté pour déterminer la direction (en
//! suivant les règles d'origine), ajusté en fonction de la situation. » fray rolls it (or
//! takes it as rolled) and reads it as a clock face, 12 o'clock straight on past the target.

use super::command::*;
use super::test_support::*;
use super::{PoolFact, transcript};
use crate::engine::Event;
use crate::i18n::{Lang, with_lang};
use crate::model::Encounter;

/// A grenade from Kestrel at long range with no hit: S = −2, two scatter tokens.
fn missed() -> PoolCommand {
    PoolCommand::Throw(Throw {
        who: "Kestrel".into(),
        target: None,
        successes: Successes::Given { hits: 0 },
        range: Range::Long,
        threshold: 0,
        spend: 0,
    })
}

fn with_die(die: &str) -> Encounter {
    given(&[Event::OptionSet {
        key: "scatter-die".into(),
        value: die.into(),
    }])
}

/// The scatter fact's (metres, direction).
fn scatter(events: &[Event]) -> (u8, Option<u8>) {
    facts(events)
        .iter()
        .find_map(|f| match f {
            PoolFact::Scattered {
                metres, direction, ..
            } => Some((*metres, *direction)),
            _ => None,
        })
        .expect("it scatters")
}

#[test]
fn srp_17_a_miss_rolls_the_direction_die_as_a_clock_face() {
    // Tokens F2 and S5, then the d12 shows 3.
    let e = run(&given(&[]), missed(), &[2, 5, 3]).expect("thrown");
    assert_eq!(scatter(&e), (5, Some(3)));
    // A d6 reads every other hour: a 2 is 4 o'clock.
    let e = run(&with_die("d6"), missed(), &[2, 5, 2]).expect("thrown");
    assert_eq!(scatter(&e), (5, Some(4)));
    // Off: the GM reads the direction; no die is rolled.
    let e = run(&with_die("off"), missed(), &[2, 5]).expect("thrown");
    assert_eq!(scatter(&e), (5, None));
}

#[test]
fn srp_17_the_scatter_is_told_with_its_direction_in_both_languages() {
    let state = given(&[]);
    let line = |dice: &[u32], lang| {
        let e = run(&state, missed(), dice).expect("thrown");
        with_lang(lang, || {
            e.iter()
                .filter_map(|e| transcript::narrate::describe(e, &state))
                .find(|l| l.contains(" m "))
                .expect("a scatter line")
        })
    };
    let en = line(&[2, 5, 3], Lang::En);
    assert!(en.ends_with("→ 5 m toward 3 o'clock"), "{en}");
    let fr = line(&[2, 5, 3], Lang::Fr);
    assert!(fr.ends_with("→ 5 m vers 3 h"), "{fr}");
    let past = line(&[2, 5, 12], Lang::En);
    assert!(past.contains("12 o'clock (past the target"), "{past}");
}
