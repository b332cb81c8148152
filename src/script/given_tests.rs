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
