//! Polaris's test narration leaves out what says nothing: a chance with no modifier is
//! not repeated in brackets, a degree that shifts nothing has no "(+0)".

use crate::engine::ScriptedDice;
use crate::i18n::{Lang, with_lang};
use crate::model::{CombatantId, Encounter};
use crate::resolution::resolve;
use crate::{Chance, Tested};

fn told(chance: Chance, die: u32) -> String {
    let test = resolve(
        CombatantId(1),
        Tested::Chance,
        chance,
        false,
        &mut ScriptedDice::new([die]),
    );
    super::describe_test(&test, &Encounter::new(crate::ID, "t"))
}

fn chance(base: i32, difficulty: i32) -> Chance {
    Chance {
        base,
        difficulty,
        ..Chance::default()
    }
}

#[test]
fn pol_05_a_bare_chance_and_a_zero_degree_modifier_are_not_repeated() {
    // 13, d20 2: success, margin 2, Barely (modifier 0).
    let text = with_lang(Lang::En, || told(chance(13, 0), 2));
    assert!(text.contains("tests a chance of 13, d20 2"), "{text}");
    assert!(!text.contains("a test"), "not 'tests a test': {text}");
    assert!(text.ends_with("margin 2, Barely"), "{text}");
    let text = with_lang(Lang::Fr, || told(chance(13, 0), 2));
    assert!(text.contains("teste une chance de 13, d20 2"), "{text}");
    assert!(!text.contains("(+0)") && !text.contains("(13)"), "{text}");
}

#[test]
fn pol_05_terms_and_a_degree_that_shifts_stay() {
    // 11 − 3 = 8, d20 7: success, margin 7, Good (+3).
    let text = with_lang(Lang::En, || told(chance(11, -3), 7));
    assert!(
        text.contains("a chance of 8 = 11 (base) − 3 (difficulty), d20 7"),
        "{text}"
    );
    assert!(text.ends_with("Good (+3)"), "{text}");
}
