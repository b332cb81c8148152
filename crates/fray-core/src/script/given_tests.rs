//! Tests for reading and writing dice given at the table, over every system's slots.

use super::*;
use crate::script::lexer::lex;

fn texts(tokens: &[Token]) -> Vec<&str> {
    tokens.iter().map(|t| t.text.as_str()).collect()
}

#[test]
fn slot_words_are_taken_anywhere_after_a_verb_that_rolls_them_in_every_system() {
    for id in SystemId::all() {
        for slot in rules::system(id).rolls().iter().filter(|s| !s.own_word) {
            let verb = slot.verbs[0];
            let line = format!(
                "{verb} who {}=1,2 x=1 \"{}=3\" {}=4",
                slot.key,
                slot.key,
                slot.key.to_uppercase()
            );
            let (rest, given) = take(id, lex(&line).expect("lexed")).expect("read");
            assert_eq!(
                texts(&rest),
                vec![verb, "who", "x=1", &format!("{}=3", slot.key)],
                "anywhere after the verb, never quoted"
            );
            assert_eq!(
                words(&given),
                vec![format!("{}=1,2,4", slot.key)],
                "one slot, in order"
            );
            let (rest, given) =
                take(id, lex(&format!("{}=1", slot.key)).expect("lexed")).expect("read");
            assert_eq!(rest.len(), 1, "the verb is never a given die");
            assert!(given.is_empty());
            let err = take(
                id,
                lex(&format!("{verb} {}=1,,2", slot.key)).expect("lexed"),
            );
            assert!(err.is_err(), "an empty value");
            let note = format!("note who rolled {}=5", slot.key);
            let (rest, given) = take(id, lex(&note).expect("lexed")).expect("read");
            assert_eq!(
                rest.len(),
                4,
                "a verb that rolls no such die keeps its words"
            );
            assert!(given.is_empty());
        }
    }
}

#[test]
fn nothing_given_leaves_the_command_alone() {
    let c = Command::Undo;
    assert_eq!(wrap(GivenDice::default(), c.clone()), c);
    let mut g = GivenDice::default();
    g.push("k", ["1".to_string()]);
    assert!(matches!(wrap(g, c), Command::Rolled { .. }));
}

#[test]
fn digits_run_together_are_one_die_each_for_dice_of_at_most_nine_sides() {
    for id in SystemId::all() {
        for slot in rules::system(id).rolls().iter().filter(|s| !s.own_word) {
            let verb = slot.verbs[0];
            let line = format!("{verb} who {}=452,3", slot.key);
            let (_, given) = take(id, lex(&line).expect("lexed")).expect("read");
            // A slot of no fixed die (sides 0: a damage roll, a bag) keeps `12` a total.
            let want = if (2..=9).contains(&slot.sides) {
                format!("{}=4,5,2,3", slot.key)
            } else {
                format!("{}=452,3", slot.key)
            };
            assert_eq!(words(&given), vec![want], "{id:?} {}", slot.key);
        }
    }
}
