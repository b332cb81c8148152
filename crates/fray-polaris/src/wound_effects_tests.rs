//! Tests for the effects table of wounds (POL-35, POL-OP-13).

use super::*;
use crate::wounds::{LOCATION_KEYS, MORTAL};

#[test]
fn pol_35_effects_table() {
    let e = |k: &str, s: usize| effects(k, s).unwrap();
    for k in LOCATION_KEYS {
        assert_eq!(e(k, LIGHT).malus, -1);
        assert_eq!(e(k, MEDIUM).malus, -3);
        assert_eq!(e(k, SERIOUS).malus, -5);
        assert_eq!(e(k, CRITICAL).malus, -10);
        assert_eq!(e(k, MORTAL).malus, -10);
        for s in [LIGHT, MEDIUM] {
            let x = e(k, s);
            assert_eq!(
                (
                    x.pace,
                    x.shock,
                    x.stabilisation_possible,
                    x.sequelae,
                    x.unconscious_prompt
                ),
                (Pace::Normal, None, false, false, false)
            );
            assert!(x.overexertion_risk);
            assert_eq!(x.infection_risk, s == MEDIUM);
        }
        assert!(e(k, CRITICAL).stabilisation_possible && e(k, CRITICAL).sequelae);
        assert!(e(k, MORTAL).unconscious_prompt);
        assert!(e(k, DEATH).lost && !e(k, MORTAL).lost);
    }
    // Serious.
    assert_eq!(
        (e("right-leg", SERIOUS).pace, e("right-leg", SERIOUS).shock),
        (Pace::AverageMax, None)
    );
    assert_eq!(
        (e("body", SERIOUS).pace, e("body", SERIOUS).shock),
        (Pace::AverageMax, Some(0))
    );
    assert_eq!(
        (e("head", SERIOUS).pace, e("head", SERIOUS).shock),
        (Pace::AverageMax, Some(-5))
    );
    assert_eq!(
        (e("left-arm", SERIOUS).pace, e("left-arm", SERIOUS).shock),
        (Pace::Normal, None)
    );
    assert!(
        e("head", SERIOUS).sequelae
            && !e("body", SERIOUS).sequelae
            && !e("left-arm", SERIOUS).sequelae
    );
    assert!(!e("head", SERIOUS).stabilisation_possible);
    // Critical.
    assert_eq!(
        (e("left-arm", CRITICAL).pace, e("left-arm", CRITICAL).shock),
        (Pace::AverageMax, Some(0))
    );
    assert_eq!(
        (e("left-leg", CRITICAL).pace, e("left-leg", CRITICAL).shock),
        (Pace::None, Some(0))
    );
    assert_eq!(
        (e("body", CRITICAL).pace, e("body", CRITICAL).shock),
        (Pace::SlowMax, Some(-5))
    );
    assert_eq!(
        (e("head", CRITICAL).pace, e("head", CRITICAL).shock),
        (Pace::SlowMax, Some(-10))
    );
    // Death of a vital location; limb destroyed keeps the critical pace cap.
    assert_eq!(e("head", DEATH).pace, Pace::None);
    assert_eq!(e("right-arm", DEATH).pace, Pace::AverageMax);
    assert_eq!(e("right-leg", DEATH).pace, Pace::None);
    // « Membre détruit » is not a Mortal wound: no "unconscious / immediate care" prompt
    // (that is « Blessures mortelles … Le blessé est le plus souvent inconscient »).
    assert!(!e("right-leg", DEATH).unconscious_prompt && !e("body", DEATH).unconscious_prompt);
    assert!(e("right-leg", DEATH).lost && e("right-leg", DEATH).sequelae);
    // French keys work; unknown rows and keys do not.
    assert_eq!(effects("tête", CRITICAL), effects("head", CRITICAL));
    assert_eq!(effects("head", 6), None);
    assert_eq!(effects("tail", LIGHT), None);
}

#[test]
fn pol_op_13_mortal() {
    let e = effects("body", MORTAL).unwrap();
    assert_eq!(e.malus, -10);
    assert!(e.unconscious_prompt);
    assert_eq!(e.shock, None);
}
