use super::*;
use crate::i18n::{Lang, with_lang};

#[test]
fn the_bounds_leave_room_for_the_next_value_in_their_type() {
    assert_eq!(MAX_SEQ, 9_007_199_254_740_992);
    assert!(MAX_COMBATANT_ID.checked_add(1).is_some());
    assert!(MAX_MARKER.checked_add(1).is_some());
}

#[test]
fn live_refusals_say_what_ran_out_in_both_languages() {
    let cases = [
        (Counter::Record, "9007199254740992", "start a new encounter"),
        (Counter::Combatant, "4294967294", "start a new encounter"),
        (Counter::Marker("Baral".into()), "254", "Baral"),
        (Counter::Round, "4294967294", "end it"),
    ];
    for (counter, max, words) in cases {
        let error = RuleError::OutOfNumbers(counter);
        let en = with_lang(Lang::En, || error.to_string());
        assert!(en.contains(max) && en.contains(words), "{en}");
        let fr = with_lang(Lang::Fr, || error.to_string());
        assert!(fr.contains(max) && fr.contains("\u{a0}:"), "{fr}");
        assert_ne!(en, fr);
    }
}
