use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::*;

fn press(c: KeyCode, m: KeyModifiers) -> KeyEvent {
    KeyEvent::new(c, m)
}

#[test]
fn a_binding_replaces_the_defaults_and_takes_the_key_from_others() {
    let mut keymap = Keymap::default();
    let problems = apply(&mut keymap, "# mine\nfight undo = ctrl-z z\n");
    assert!(problems.is_empty(), "{problems:?}");
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
    let mut keymap = Keymap::default();
    let problems = apply(
        &mut keymap,
        "fight next space\nbattle next = n\nfight jump = j\nfight next = ctrl-\nfight next =\nfight next = N\n",
    );
    let lines: Vec<usize> = problems.iter().map(|(l, _)| *l).collect();
    assert_eq!(lines, vec![1, 2, 3, 4, 5]);
    let n = press(KeyCode::Char('N'), KeyModifiers::SHIFT);
    assert_eq!(
        keymap.action(Mode::Fight, &n),
        Some(Action::Next),
        "line 6 applied"
    );
}

#[test]
fn a_missing_file_gives_the_defaults_and_a_bad_file_a_message() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (keymap, problems) = load(Some(&dir.path().join("nope.conf")));
    assert_eq!(keymap, Keymap::default());
    assert!(problems.is_empty());
    let bad = dir.path().join("keys.conf");
    std::fs::write(&bad, [0xff, 0xfe, b'\n']).expect("write");
    let (keymap, problems) = load(Some(&bad));
    assert_eq!(keymap, Keymap::default());
    assert_eq!(problems.len(), 1);
    assert!(problems[0].contains("UTF-8"), "{}", problems[0]);
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

/// [`load`] on another thread; fails (rather than hangs) if it has not returned after 10
/// seconds.
fn load_within_deadline(path: &std::path::Path) -> (Keymap, Vec<String>) {
    let (send, receive) = std::sync::mpsc::channel();
    let path = path.to_path_buf();
    std::thread::spawn(move || {
        let _ = send.send(crate::i18n::with_lang(crate::i18n::Lang::En, || {
            load(Some(&path))
        }));
    });
    receive
        .recv_timeout(std::time::Duration::from_secs(10))
        .expect("loading keys.conf ended instead of blocking")
}

#[test]
fn a_named_pipe_as_keys_conf_gives_the_defaults_and_a_message_without_blocking() {
    let dir = tempfile::tempdir().expect("tempdir");
    let fifo = dir.path().join("keys.conf");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let (keymap, problems) = load_within_deadline(&fifo);
    assert_eq!(keymap, Keymap::default());
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].contains("named pipe"), "{}", problems[0]);
    assert!(problems[0].contains("keys.conf"), "{}", problems[0]);
}

#[test]
fn a_folder_as_keys_conf_gives_the_defaults_and_says_it_is_a_folder() {
    let dir = tempfile::tempdir().expect("tempdir");
    let folder = dir.path().join("keys.conf");
    std::fs::create_dir(&folder).expect("mkdir");
    let (keymap, problems) = load_within_deadline(&folder);
    assert_eq!(keymap, Keymap::default());
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0].contains("a directory, not a regular file"),
        "{}",
        problems[0]
    );
}
