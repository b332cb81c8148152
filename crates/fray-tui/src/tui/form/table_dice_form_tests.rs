//! A table-dice field counts the values typed and refuses another count than it wants.

use super::*;

fn wanting(n: usize, value: &str) -> Field {
    let mut field = Field::text("Vance", value).piece(Piece::Keyed("reaction"));
    field.wants = Some(n);
    field
}

#[test]
fn a_field_that_wants_three_dice_counts_them_and_refuses_two_or_four() {
    assert_eq!(
        typed_count(&wanting(3, "")),
        None,
        "nothing typed, nothing shown"
    );
    assert_eq!(typed_count(&wanting(3, "4,2")).as_deref(), Some("2/3"));
    assert_eq!(typed_count(&wanting(3, "4, 2 ,S5")).as_deref(), Some("3/3"));
    assert_eq!(wanting(3, "4,2,6").check(), None);
    let short = wanting(3, "4,2").check().expect("two of three: refused");
    assert_eq!(short, "3 dice wanted, 2 typed");
    assert!(
        wanting(3, "4,2,6,1").check().is_some(),
        "four of three: refused"
    );
    crate::i18n::with_lang(crate::i18n::Lang::Fr, || {
        assert_eq!(
            wanting(1, "4,2").check().as_deref(),
            Some("un dé attendu, 2 saisis")
        );
    });
    let mut free = Field::text("Vance", "4,2");
    free.wants = None;
    assert_eq!(free.check(), None, "a field without a count is not counted");
}

#[test]
fn a_field_for_a_die_of_at_most_nine_sides_counts_each_digit_of_a_run_as_a_die() {
    let mut d6 = wanting(3, "435");
    d6.digits = true;
    assert_eq!(typed_count(&d6).as_deref(), Some("3/3"));
    assert_eq!(d6.check(), None);
    d6.value = "43".into();
    assert_eq!(d6.check().as_deref(), Some("3 dice wanted, 2 typed"));
    d6.value = "4,35".into();
    assert_eq!(typed_count(&d6).as_deref(), Some("3/3"));
    let d10 = wanting(3, "435");
    assert_eq!(
        typed_count(&d10).as_deref(),
        Some("1/3"),
        "a d10 shows 10: no run"
    );
}
