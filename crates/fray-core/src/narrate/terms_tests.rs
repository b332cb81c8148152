use super::*;

#[test]
fn each_term_is_written_with_its_sign_and_name() {
    let line = explained(
        &Term::new(11, "roll"),
        &[
            Term::new(3, "success"),
            Term::new(0, "charge"),
            Term::new(-1, "damage resistance"),
        ],
    );
    assert_eq!(
        line,
        "11 (roll) + 3 (success) + 0 (charge) − 1 (damage resistance)"
    );
}

#[test]
fn a_term_without_a_name_is_a_bare_number_and_the_total_saturates() {
    let first = Term::new(i32::MAX, "");
    let rest = [Term::new(5, "bonus")];
    assert_eq!(
        explained(&first, &rest),
        format!("{} + 5 (bonus)", i32::MAX)
    );
    assert_eq!(total(&first, &rest), i32::MAX);
    assert_eq!(total(&Term::new(-4, "base"), &[Term::new(-3, "x")]), -7);
}
