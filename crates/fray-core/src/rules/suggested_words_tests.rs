use super::*;

const FRENCH: &FrenchTable = &[("crouch", &["accroupi"]), ("ready", &["pret", "prêt"])];
const ENGLISH: [&str; 3] = ["crouch", "ready", "auto"];

#[test]
fn a_mistyped_word_is_suggested_in_the_gms_language_from_either_spelling() {
    for typed in ["crouhc", "accroupii"] {
        assert_eq!(
            suggest_in(Lang::Fr, typed, &ENGLISH, FRENCH),
            Some("accroupi")
        );
        assert_eq!(
            suggest_in(Lang::En, typed, &ENGLISH, FRENCH),
            Some("crouch")
        );
    }
    assert_eq!(suggest_in(Lang::Fr, "pre", &ENGLISH, FRENCH), Some("prêt"));
    assert_eq!(suggest_in(Lang::Fr, "atuo", &ENGLISH, FRENCH), Some("auto"));
    assert_eq!(suggest_in(Lang::Fr, "zzzzzz", &ENGLISH, FRENCH), None);
}
