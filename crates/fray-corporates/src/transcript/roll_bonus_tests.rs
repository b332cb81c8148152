use super::super::super::rolls::{Part, PoolRoll};
use super::bonus_words;

fn roll(bonus: i32, terms: Vec<Part>) -> PoolRoll {
    PoolRoll {
        dice: vec![6, 5],
        bonus,
        total: 11 + bonus,
        terms,
    }
}

#[test]
fn a_roll_from_an_old_save_shows_its_bonus_bare() {
    crate::i18n::with_lang(crate::i18n::Lang::En, || {
        assert_eq!(bonus_words(&roll(7, Vec::new())), " + 7");
        assert_eq!(bonus_words(&roll(-3, Vec::new())), " − 3");
        assert_eq!(bonus_words(&roll(0, Vec::new())), "");
    });
}

#[test]
fn terms_that_do_not_add_up_leave_the_rest_as_other_modifiers() {
    crate::i18n::with_lang(crate::i18n::Lang::En, || {
        let terms = vec![Part::skill("firearms", 5), Part::new("startle", -2)];
        assert_eq!(
            bonus_words(&roll(7, terms)),
            " + 5 (Firearms) − 2 (startle) + 4 (other modifiers)"
        );
    });
}
