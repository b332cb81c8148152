//! `[keys.SCREEN]` tables of `fray.toml`: `ACTION = "KEY"`, `ACTION = "KEY KEY"` or
//! `ACTION = ["KEY", "KEY"]`, with the screen and action words of the keymap (the
//! systems' own keys by their words, on the fight screen).

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use super::KeyBinding;
use super::note::Why;
use super::parse::{Reader, in_order};
use crate::tui::keymap::{Action, Chord, Mode};

/// The bindings of the `[keys]` table, in the order of the text; each bad screen, action
/// or key is a problem and its line is skipped.
pub(super) fn keys(reader: &mut Reader<'_>, table: &DeTable<'_>) -> Vec<KeyBinding> {
    let mut out = Vec::new();
    for (screen, actions) in in_order(table) {
        let Some(mode) = Mode::from_word(&screen.get_ref().to_ascii_lowercase()) else {
            reader.problem(screen.span().start, Why::Mode(screen.get_ref().to_string()));
            continue;
        };
        let Some(actions) = reader.table_of(screen.get_ref(), actions) else {
            continue;
        };
        for (word, value) in in_order(actions) {
            let Some(action) = Action::from_word(&word.get_ref().to_ascii_lowercase()) else {
                reader.problem(word.span().start, Why::Action(word.get_ref().to_string()));
                continue;
            };
            if let Some(chords) = chords(reader, word.get_ref(), value) {
                out.push(KeyBinding {
                    mode,
                    action,
                    chords,
                });
            }
        }
    }
    out
}

/// The keys of one action: a string of keys split at spaces, or a list of keys.
fn chords(reader: &mut Reader<'_>, key: &str, value: &Spanned<DeValue<'_>>) -> Option<Vec<Chord>> {
    let mut words: Vec<(usize, &str)> = Vec::new();
    match value.get_ref() {
        DeValue::String(s) => {
            words.extend(s.split_whitespace().map(|w| (value.span().start, w)));
        }
        DeValue::Array(items) => {
            for item in items.iter() {
                match item.get_ref() {
                    DeValue::String(s) => words.push((item.span().start, s.trim())),
                    _ => {
                        reader.expected(key, item, "keys");
                        return None;
                    }
                }
            }
        }
        _ => {
            reader.expected(key, value, "keys");
            return None;
        }
    }
    if words.is_empty() {
        reader.problem(value.span().start, Why::NoKeys);
        return None;
    }
    let mut chords = Vec::new();
    for (at, word) in words {
        match Chord::parse(word) {
            Some(chord) => chords.push(chord),
            None => {
                reader.problem(at, Why::Key(word.to_string()));
                return None;
            }
        }
    }
    Some(chords)
}
