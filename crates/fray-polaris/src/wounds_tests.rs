//! Tests for the wound locator: boxes, words and labels, overflow, thresholds, and the
//! effects and maluses of wounds marked through the fold (POL-30 to POL-36, POL-EX-19 to 23).

use super::*;
use crate::engine::{Event, apply};
use crate::model::{Combatant, CombatantId, DamageTrack, Encounter, Side};
use proptest::prelude::*;

const WHO: CombatantId = CombatantId(1);

/// The mark of [`mark_report`] alone.
fn mark(
    locator: &WoundLocator,
    location: usize,
    severity: usize,
    damage: Option<i32>,
) -> Option<WoundMark> {
    mark_report(locator, location, severity, damage).map(|r| r.mark)
}

fn encounter() -> Encounter {
    let mut state = Encounter::new(crate::ID, "test");
    let c = Combatant::new(
        WHO,
        "Target",
        Side::Enemy,
        DamageTrack::Locator(new_locator()),
    );
    apply(
        &mut state,
        &Event::CombatantAdded {
            combatant: Box::new(c),
        },
    );
    state
}

fn locator(state: &Encounter) -> &WoundLocator {
    state
        .combatant(WHO)
        .and_then(|c| c.damage.locator())
        .expect("locator")
}

/// Marks through `mark` and the real fold; returns the mark.
fn wound(state: &mut Encounter, location: usize, severity: usize) -> WoundMark {
    let m = mark(locator(state), location, severity, None).expect("valid indices");
    apply(
        state,
        &Event::WoundMarked {
            who: WHO,
            wound: m.clone(),
        },
    );
    m
}

fn checked(state: &Encounter, location: usize) -> Vec<u8> {
    locator(state).locations[location]
        .cells
        .iter()
        .map(|c| c.checked)
        .collect()
}

#[test]
fn pol_30_box_counts() {
    let l = new_locator();
    assert_eq!(l.severities, SEVERITY_KEYS);
    let keys: Vec<&str> = l.locations.iter().map(|l| l.key.as_str()).collect();
    assert_eq!(keys, LOCATION_KEYS);
    let boxes = |k: &str| -> Vec<u8> {
        l.location(k)
            .unwrap()
            .cells
            .iter()
            .map(|c| c.boxes)
            .collect()
    };
    assert_eq!(boxes("head"), [3, 3, 2, 2, 1, 1]);
    assert_eq!(boxes("body"), [4, 3, 3, 2, 2, 1]);
    for limb in ["right-arm", "left-arm", "right-leg", "left-leg"] {
        assert_eq!(boxes(limb), [3, 3, 2, 2, 1, 1], "{limb}");
        assert!(!l.location(limb).unwrap().vital);
    }
    assert!(l.location("head").unwrap().vital && l.location("body").unwrap().vital);
    assert!(
        l.locations
            .iter()
            .all(|l| l.cells.iter().all(|c| c.checked == 0))
    );
    assert_eq!(l.worst(), None);
}

#[test]
fn pol_30_lookups_and_labels() {
    let l = new_locator();
    for (word, want) in [
        ("head", HEAD),
        ("Tête", HEAD),
        ("tete", HEAD),
        ("corps", BODY),
        ("BODY", BODY),
        ("right arm", RIGHT_ARM),
        ("right_arm", RIGHT_ARM),
        ("rarm", RIGHT_ARM),
        ("r-arm", RIGHT_ARM),
        ("bras-droit", RIGHT_ARM),
        ("la", LEFT_ARM),
        ("bras gauche", LEFT_ARM),
        ("jambe-droite", RIGHT_LEG),
        ("rleg", RIGHT_LEG),
        ("jambe_gauche", LEFT_LEG),
        ("l-leg", LEFT_LEG),
    ] {
        assert_eq!(location_index(&l, word), Some(want), "{word}");
    }
    assert_eq!(location_index(&l, "tail"), None);
    assert_eq!(location_index(&l, ""), None);
    for (word, want) in [
        ("light", LIGHT),
        ("légères", LIGHT),
        ("legere", LIGHT),
        ("1", LIGHT),
        ("moyenne", MEDIUM),
        ("grave", SERIOUS),
        ("Critique", CRITICAL),
        ("mortelle", MORTAL),
        ("mort", DEATH),
        ("détruit", DEATH),
        ("6", DEATH),
        ("death", DEATH),
    ] {
        assert_eq!(severity_index(word), Some(want), "{word}");
    }
    assert_eq!(severity_index("7"), None);
    assert_eq!(severity_index("0"), None);
    assert_eq!(severity_label_en(SERIOUS), Some("Serious"));
    assert_eq!(severity_label_fr(CRITICAL), Some("Critique"));
    assert_eq!(severity_label_en(6), None);
    assert_eq!(row_label_en(true, DEATH), Some("Death"));
    assert_eq!(row_label_en(false, DEATH), Some("Limb destroyed"));
    assert_eq!(row_label_fr(false, DEATH), Some("Membre détruit"));
    assert_eq!(location_label_en("left-leg"), Some("Left leg"));
    assert_eq!(location_label_fr("right-arm"), Some("Bras droit"));
    assert_eq!(location_label_fr("head"), Some("Tête"));
    assert_eq!(location_label_en("wing"), None);
}

#[test]
fn pol_31_overflow() {
    let mut state = encounter();
    // Fill the right arm's Light row (3 boxes): no overflow yet.
    for _ in 0..3 {
        let m = wound(&mut state, RIGHT_ARM, LIGHT);
        assert_eq!((m.landed, m.cleared.as_slice()), (LIGHT, &[][..]));
    }
    assert_eq!(checked(&state, RIGHT_ARM), [3, 0, 0, 0, 0, 0]);
    // A 4th Light wound checks Medium and erases the Light row.
    let m = wound(&mut state, RIGHT_ARM, LIGHT);
    assert_eq!(
        (m.severity, m.landed, m.cleared.as_slice()),
        (LIGHT, MEDIUM, &[LIGHT][..])
    );
    assert_eq!(checked(&state, RIGHT_ARM), [0, 1, 0, 0, 0, 0]);
    // Other locations are untouched.
    assert!(
        (0..6)
            .filter(|&i| i != RIGHT_ARM)
            .all(|i| checked(&state, i) == [0; 6])
    );
    // Out-of-range indices give no mark.
    assert_eq!(mark(locator(&state), 6, LIGHT, None), None);
    assert_eq!(mark(locator(&state), HEAD, 6, None), None);
}

#[test]
fn pol_op_09_cascade_and_last_row() {
    let mut state = encounter();
    // Leg: Serious, Critical and Mortal full; a Serious wound climbs to Limb destroyed.
    for s in [SERIOUS, SERIOUS, CRITICAL, CRITICAL, MORTAL] {
        wound(&mut state, LEFT_LEG, s);
    }
    assert_eq!(checked(&state, LEFT_LEG), [0, 0, 2, 2, 1, 0]);
    let r = mark_report(locator(&state), LEFT_LEG, SERIOUS, Some(17)).unwrap();
    assert_eq!(r.mark.cleared, [SERIOUS, CRITICAL, MORTAL]);
    assert_eq!(r.mark.landed, DEATH);
    assert_eq!(r.mark.damage, Some(17));
    assert_eq!((r.loss, r.already_lost), (Some(Loss::LimbDestroyed), false));
    wound(&mut state, LEFT_LEG, SERIOUS);
    assert_eq!(checked(&state, LEFT_LEG), [0, 0, 0, 0, 0, 1]);
    assert_eq!(destroyed_limbs(locator(&state)), [LEFT_LEG]);
    // A destroyed limb hit again stays destroyed, is flagged, and nothing moves to the body.
    let r = mark_report(locator(&state), LEFT_LEG, DEATH, None).unwrap();
    assert_eq!(
        (r.mark.landed, r.loss, r.already_lost),
        (DEATH, Some(Loss::LimbDestroyed), true)
    );
    wound(&mut state, LEFT_LEG, DEATH);
    assert_eq!(checked(&state, LEFT_LEG), [0, 0, 0, 0, 0, 1]);
    assert_eq!(checked(&state, BODY), [0; 6]);
    assert!(!is_dead(locator(&state)));
    // Any wound to the destroyed limb, however light, lands on its checked last row and
    // changes nothing (`fray rules polaris-3e`, POL-OP-09).
    for severity in [MORTAL, LIGHT, MEDIUM] {
        let r = mark_report(locator(&state), LEFT_LEG, severity, None).unwrap();
        assert_eq!((r.mark.landed, r.already_lost), (DEATH, true));
        assert!(r.mark.cleared.is_empty());
        wound(&mut state, LEFT_LEG, severity);
        assert_eq!(checked(&state, LEFT_LEG), [0, 0, 0, 0, 0, 1]);
    }
    // A mortal wound on the full mortal row of the body kills.
    wound(&mut state, BODY, MORTAL);
    wound(&mut state, BODY, MORTAL);
    let r = mark_report(locator(&state), BODY, MORTAL, None).unwrap();
    assert_eq!(
        (r.mark.landed, r.loss, r.already_lost),
        (DEATH, Some(Loss::Death), false)
    );
}

#[test]
fn pol_op_09_dead_head_keeps_its_rows() {
    // Found by the proptest: Mortal, Death, then Mortal again to the head.
    let mut state = encounter();
    wound(&mut state, HEAD, MORTAL);
    wound(&mut state, HEAD, DEATH);
    let before = wound_malus(locator(&state), Combine::Sum);
    let m = wound(&mut state, HEAD, MORTAL);
    assert_eq!((m.landed, m.cleared.len()), (DEATH, 0));
    assert_eq!(checked(&state, HEAD), [0, 0, 0, 0, 1, 1]);
    assert_eq!(wound_malus(locator(&state), Combine::Sum), before);
}

#[test]
fn pol_32_damage_thresholds() {
    for (f, want) in [
        (i32::MIN, None),
        (-3, None),
        (0, None),
        (4, None),
        (5, Some(LIGHT)),
        (9, Some(LIGHT)),
        (10, Some(MEDIUM)),
        (14, Some(MEDIUM)),
        (15, Some(SERIOUS)),
        (19, Some(SERIOUS)),
        (20, Some(CRITICAL)),
        (24, Some(CRITICAL)),
        (25, Some(MORTAL)),
        (29, Some(MORTAL)),
        (30, Some(DEATH)),
        (99, Some(DEATH)),
        (i32::MAX, Some(DEATH)),
    ] {
        assert_eq!(severity_for_damage(f), want, "{f}");
    }
}

#[test]
fn pol_op_10_below_five_is_no_wound() {
    assert_eq!(severity_for_damage(4), None);
}

#[test]
fn pol_34_effects_apply_at_once() {
    let mut state = encounter();
    wound(&mut state, BODY, SERIOUS);
    let l = locator(&state);
    assert_eq!(wound_malus(l, Combine::Sum), -5);
    assert_eq!(worst_pace(l), Pace::AverageMax);
    assert_eq!(
        current_effects(l),
        [(BODY, SERIOUS, effects("body", SERIOUS).unwrap())]
    );
}

#[test]
fn pol_op_14_combining_maluses() {
    let mut state = encounter();
    assert_eq!(wound_malus(locator(&state), Combine::Sum), 0);
    assert_eq!(wound_malus(locator(&state), Combine::Worst), 0);
    wound(&mut state, HEAD, LIGHT);
    wound(&mut state, HEAD, LIGHT);
    wound(&mut state, LEFT_ARM, MEDIUM);
    wound(&mut state, BODY, SERIOUS);
    let l = locator(&state);
    assert_eq!(wound_malus(l, Combine::Sum), -1 - 1 - 3 - 5);
    assert_eq!(wound_malus(l, Combine::Worst), -5);
    assert_eq!(Combine::default(), Combine::Sum);
    assert_eq!(Combine::from_word("worst"), Some(Combine::Worst));
    assert_eq!(Combine::from_word("Somme"), Some(Combine::Sum));
    assert_eq!(Combine::from_word("avg"), None);
    assert_eq!(
        Combine::from_word(Combine::Worst.word()),
        Some(Combine::Worst)
    );
    // The last row counts as −10 in the sum.
    wound(&mut state, RIGHT_ARM, DEATH);
    assert_eq!(wound_malus(locator(&state), Combine::Sum), -20);
    assert_eq!(wound_malus(locator(&state), Combine::Worst), -10);
}

#[test]
fn pol_ex_19_head_light_overflow() {
    let mut state = encounter();
    for _ in 0..3 {
        wound(&mut state, HEAD, LIGHT);
    }
    assert_eq!(checked(&state, HEAD), [3, 0, 0, 0, 0, 0]);
    let m = wound(&mut state, HEAD, LIGHT);
    assert_eq!((m.landed, m.cleared), (MEDIUM, vec![LIGHT]));
    assert_eq!(checked(&state, HEAD), [0, 1, 0, 0, 0, 0]);
}

#[test]
fn pol_ex_20_body_cascade() {
    let mut state = encounter();
    // Body Light 4/4 and Medium 3/3 (the Medium boxes written directly).
    for _ in 0..3 {
        wound(&mut state, BODY, MEDIUM);
    }
    for _ in 0..4 {
        wound(&mut state, BODY, LIGHT);
    }
    assert_eq!(checked(&state, BODY), [4, 3, 0, 0, 0, 0]);
    let m = wound(&mut state, BODY, LIGHT);
    assert_eq!(
        (m.severity, m.landed, m.cleared),
        (LIGHT, SERIOUS, vec![LIGHT, MEDIUM])
    );
    assert_eq!(checked(&state, BODY), [0, 0, 1, 0, 0, 0]);
}

#[test]
fn pol_ex_21_damage_17_left_arm() {
    let mut state = encounter();
    let severity = severity_for_damage(17).unwrap();
    assert_eq!(severity, SERIOUS);
    let at = location_index(locator(&state), "left-arm").unwrap();
    let m = mark(locator(&state), at, severity, Some(17)).unwrap();
    assert_eq!(m.damage, Some(17));
    apply(&mut state, &Event::WoundMarked { who: WHO, wound: m });
    assert_eq!(checked(&state, LEFT_ARM), [0, 0, 1, 0, 0, 0]);
    let e = effects("left-arm", severity).unwrap();
    assert_eq!((e.malus, e.pace, e.shock), (-5, Pace::Normal, None));
    assert_eq!(wound_malus(locator(&state), Combine::Sum), -5);
    assert_eq!(worst_pace(locator(&state)), Pace::Normal);
}

#[test]
fn pol_ex_22_damage_31() {
    let mut state = encounter();
    let severity = severity_for_damage(31).unwrap();
    assert_eq!(severity, DEATH);
    let r = mark_report(locator(&state), HEAD, severity, Some(31)).unwrap();
    assert_eq!((r.mark.landed, r.loss), (DEATH, Some(Loss::Death)));
    apply(
        &mut state,
        &Event::WoundMarked {
            who: WHO,
            wound: r.mark,
        },
    );
    assert!(is_dead(locator(&state)));
    assert_eq!(worst_pace(locator(&state)), Pace::None);

    let mut state = encounter();
    let r = mark_report(locator(&state), RIGHT_LEG, severity, Some(31)).unwrap();
    assert_eq!((r.mark.landed, r.loss), (DEATH, Some(Loss::LimbDestroyed)));
    apply(
        &mut state,
        &Event::WoundMarked {
            who: WHO,
            wound: r.mark,
        },
    );
    assert!(!is_dead(locator(&state)));
    assert_eq!(destroyed_limbs(locator(&state)), [RIGHT_LEG]);
}

#[test]
fn pol_ex_23_critical_leg() {
    let mut state = encounter();
    wound(&mut state, RIGHT_LEG, CRITICAL);
    let e = effects("right-leg", CRITICAL).unwrap();
    assert_eq!((e.malus, e.pace, e.shock), (-10, Pace::None, Some(0)));
    assert!(e.stabilisation_possible);
    assert_eq!(worst_pace(locator(&state)), Pace::None);
    assert_eq!(wound_malus(locator(&state), Combine::Sum), -10);
}

fn weight(location: &LocatorLocation) -> Vec<u8> {
    location.cells.iter().rev().map(|c| c.checked).collect()
}

proptest! {
    /// Any sequence of marks through the fold: no panic, never more checks than boxes,
    /// a landed row is full only on the last row, only the marked location changes,
    /// and its rows read from the worst down only ever go up (a wound never makes a
    /// location look healthier); unchanged only when the location was already lost.
    #[test]
    fn marks_through_the_fold_keep_the_grid_sound(
        wounds in proptest::collection::vec((0usize..6, 0usize..6), 0..80)
    ) {
        let mut state = encounter();
        for (location, severity) in wounds {
            let before = locator(&state).clone();
            let report = mark_report(&before, location, severity, None).unwrap();
            let m = &report.mark;
            prop_assert!(m.landed >= severity);
            prop_assert!(m.cleared.iter().all(|&r| r >= severity && r < m.landed));
            let last = before.locations[location].cells.len() - 1;
            if m.landed != last {
                prop_assert!(!before.locations[location].cells[m.landed].is_full());
            }
            apply(&mut state, &Event::WoundMarked { who: WHO, wound: m.clone() });
            let after = locator(&state);
            for (i, (b, a)) in before.locations.iter().zip(&after.locations).enumerate() {
                prop_assert!(a.cells.iter().all(|c| c.checked <= c.boxes));
                if i == location {
                    if report.already_lost {
                        prop_assert_eq!(a, b);
                        prop_assert!(m.cleared.is_empty());
                    } else {
                        prop_assert!(weight(a) > weight(b));
                    }
                } else {
                    prop_assert_eq!(a, b);
                }
            }
            prop_assert!(!is_dead(&before) || is_dead(after));
            prop_assert!(wound_malus(after, Combine::Worst) <= wound_malus(&before, Combine::Worst));
        }
    }
}
