use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::*;
use crate::tui::keymap::Keymap;

fn press(c: KeyCode, m: KeyModifiers) -> KeyEvent {
    KeyEvent::new(c, m)
}

/// The keymap an old `keys.conf` gives once migrated to `fray.toml` and read back.
fn migrated_keymap(keys_conf: &str) -> Keymap {
    let text = super::super::migrate::toml_of(None, Some(keys_conf));
    let (settings, problems) = super::super::parse(&text);
    assert!(problems.is_empty(), "{problems:?}\n{text}");
    settings.keymap()
}

#[test]
fn a_binding_replaces_the_defaults_and_takes_the_key_from_others() {
    let keymap = migrated_keymap("# mine\nfight undo = ctrl-z z\n");
    let z = press(KeyCode::Char('z'), KeyModifiers::NONE);
    let ctrl_z = press(KeyCode::Char('z'), KeyModifiers::CONTROL);
    let u = press(KeyCode::Char('u'), KeyModifiers::NONE);
    assert_eq!(keymap.action(Mode::Fight, &ctrl_z), Some(Action::Undo));
    assert_eq!(
        keymap.action(Mode::Fight, &z),
        Some(Action::Undo),
        "taken from zoom"
    );
    assert_eq!(keymap.action(Mode::Fight, &u), None, "the old key is gone");
    let help = keymap.help(Mode::Fight);
    assert!(
        help.iter()
            .any(|(a, keys)| *a == Action::Undo && keys.len() == 2)
    );
    assert!(
        !help.iter().any(|(a, _)| *a == Action::Zoom),
        "zoom lost its only key"
    );
}

#[test]
fn bad_lines_are_reported_with_their_number_and_skipped() {
    let lines = key_lines(
        "fight next space\nbattle next = n\nfight jump = j\nfight next = ctrl-\nfight next =\nfight next = N\n",
    );
    let bad: Vec<usize> = lines
        .iter()
        .filter(|(_, l)| l.is_err())
        .map(|(n, _)| *n)
        .collect();
    assert_eq!(bad, vec![1, 2, 3, 4, 5]);
    assert_eq!(
        lines[5],
        (
            6,
            Ok(OldBinding {
                mode: Mode::Fight,
                action: Action::Next,
                keys: vec!["N".to_string()]
            })
        )
    );
    let n = press(KeyCode::Char('N'), KeyModifiers::SHIFT);
    let keymap = migrated_keymap("fight next space\nfight next = N\n");
    assert_eq!(
        keymap.action(Mode::Fight, &n),
        Some(Action::Next),
        "line 2 applied"
    );
}

#[test]
fn the_lang_line_is_found_and_other_lines_are_counted() {
    assert_eq!(lang_line("lang = fr # mine"), Some(Lang::Fr));
    assert_eq!(lang_line("# lang = fr"), None);
    assert_eq!(
        lang_file("# mine\ncolour = blue\nLANG = en_GB\nlang = fr\n"),
        (Some(Lang::En), vec![2, 4])
    );
}

#[test]
fn chords_read_and_print_back() {
    for (text, shown) in [
        ("ctrl-r", "Ctrl-r"),
        ("G", "G"),
        ("space", "Space"),
        ("pagedown", "PgDn"),
        ("f1", "F1"),
        ("?", "?"),
        ("shift-tab", "Shift-Tab"),
    ] {
        let chord = Chord::parse(text).unwrap_or_else(|| panic!("{text}"));
        assert_eq!(chord.to_string(), shown);
    }
    assert_eq!(Chord::parse("f13"), None);
    assert_eq!(Chord::parse("ctrl-"), None);
    assert_eq!(
        Chord::of(&press(
            KeyCode::Char('R'),
            KeyModifiers::CONTROL | KeyModifiers::SHIFT
        )),
        Chord::ctrl('r')
    );
}
