//! Tests for notation with values given at the table.

use super::*;
use crate::engine::ScriptedDice;

#[test]
fn values_after_a_colon_must_fit_the_dice() {
    let g = parse_given("2d6+3:4,5").expect("fits");
    assert_eq!(g.to_string(), "2d6+3:4,5");
    assert_eq!(g.roll_for(&mut ScriptedDice::new([]), "x").total, 12);
    assert_eq!(parse_given("2d6+3").expect("plain").values, None);
    for (bad, why) in [
        ("2d6:4", "throws more dice"),
        ("2d6:4,5,6", "throws 2 dice, not 3"),
        ("2d6:4,7", "7 is not a face of a d6"),
        ("2d6:4,0", "0 is not a face"),
        ("2d6:4,x", "'x' is not a die's value"),
        ("2d6!:6", "explodes"),
    ] {
        let e = parse_given(bad).expect_err(bad);
        assert!(e.to_string().contains(why), "{bad}: {e}");
    }
    let g = parse_given("2d6!:6,2,3").expect("an exploding 6 and its re-roll");
    let r = g.roll_for(&mut ScriptedDice::new([]), "x");
    assert_eq!(r.total, 11);
    assert_eq!(
        r.notation, "2d6!",
        "the record names the dice, as fray's roll does"
    );
}

#[test]
fn given_values_roll_as_fray_would_with_them() {
    let g = parse_given("3d10-2:7,1,10").expect("fits");
    let fray = g.expr.roll(&mut ScriptedDice::new([7, 1, 10]));
    assert_eq!(g.roll_for(&mut ScriptedDice::new([]), "x"), fray);
}
