//! The systems' own keys, over every installed system: each is known by a word of its own,
//! bound by default to keys nothing else of the fight screen uses, offered in its system's
//! fights and refused, with a reason, in every other.

use std::collections::HashSet;

use crate::model::SystemId;
use crate::tui::keymap::{Action, Chord, Keymap, Mode};
use crate::tui::system::{own_keys, refusal};

#[test]
fn own_keys_work_in_their_system_only_and_say_why_elsewhere() {
    for (owner, key) in own_keys() {
        for system in SystemId::all() {
            let refusal = refusal(system, Action::Own(key.word));
            if system == owner {
                assert_eq!(refusal, None, "{} in {system:?}", key.word);
            } else {
                let why = refusal.unwrap_or_default();
                assert!(why.contains(key.label), "{why}");
            }
        }
    }
    let unknown = refusal(SystemId::default_system(), Action::Own("no-such-key"));
    assert!(unknown.is_some_and(|why| why.starts_with("no-such-key")));
}

#[test]
fn own_key_words_are_unique_and_never_a_shared_word() {
    let mut seen = HashSet::new();
    assert!(
        own_keys().count() >= 5,
        "the systems' own keys are there to check"
    );
    for (system, key) in own_keys() {
        assert!(seen.insert(key.word), "{} twice ({system:?})", key.word);
        assert!(
            !Action::WORDS.iter().any(|(_, w)| *w == key.word),
            "{} is a shared action's word",
            key.word
        );
        assert_eq!(Action::from_word(key.word), Some(Action::Own(key.word)));
        assert_eq!(Action::Own(key.word).word(), key.word);
    }
}

#[test]
fn own_keys_do_not_take_a_key_of_the_fight_screen() {
    let keymap = Keymap::default();
    let mut taken: Vec<(Chord, Action)> = Vec::new();
    for (action, chords) in keymap.help(Mode::Fight) {
        for chord in chords {
            if let Some((_, other)) = taken.iter().find(|(c, _)| *c == chord) {
                panic!("{chord} is bound to {other:?} and {action:?}");
            }
            taken.push((chord, action));
        }
    }
    for (_, key) in own_keys() {
        for k in key.keys {
            let chord = Chord::parse(k).unwrap_or_else(|| panic!("{} key {k}", key.word));
            assert!(
                taken.contains(&(chord, Action::Own(key.word))),
                "{} default {k}",
                key.word
            );
        }
    }
}
