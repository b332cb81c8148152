use std::path::Path;

use super::*;
use crate::i18n::{Lang, with_lang};

#[test]
fn an_empty_file_gives_the_defaults_with_the_mouse_on() {
    let (settings, problems) = parse("");
    assert!(problems.is_empty());
    assert_eq!(settings, Settings::default());
    assert!(settings.mouse);
    assert_eq!(settings.theme, Builtin::Dark);
    assert_eq!(settings.keymap(), Keymap::default());
}

#[test]
fn bad_values_are_named_with_their_line_and_column_and_the_rest_applies() {
    let text = "lang = \"klingon\"\ntheme = \"neon\"\nmouse = \"yes\"\nsound = true\n\
                [colors]\nenemy = \"ultraviolet\"\nglow = \"red\"\nally = \"green\"\n\
                [keys.battle]\nnext = \"n\"\n[keys.fight]\njump = \"j\"\nnext = \"ctrl-\"\n\
                undo = []\nredo = 3\nzoom = \"Z\"\n";
    let (settings, problems) = parse(text);
    let at: Vec<(usize, usize)> = problems.iter().map(|p| (p.line, p.column)).collect();
    assert_eq!(
        at,
        [
            (1, 8),
            (2, 9),
            (3, 9),
            (4, 1),
            (6, 9),
            (7, 1),
            (9, 7),
            (12, 1),
            (13, 8),
            (14, 8),
            (15, 8)
        ],
        "{problems:?}"
    );
    assert_eq!(problems[0].why, Why::Lang("klingon".into()));
    assert_eq!(problems[1].why, Why::Theme("neon".into()));
    assert_eq!(
        problems[2].why,
        Why::Expected {
            key: "mouse".into(),
            what: "bool"
        }
    );
    assert!(matches!(&problems[3].why, Why::UnknownKey { key, .. } if key == "sound"));
    assert_eq!(problems[4].why, Why::Color("ultraviolet".into()));
    assert_eq!(problems[5].why, Why::Role("glow".into()));
    assert_eq!(problems[6].why, Why::Mode("battle".into()));
    assert_eq!(problems[7].why, Why::Action("jump".into()));
    assert_eq!(problems[8].why, Why::Key("ctrl-".into()));
    assert_eq!(problems[9].why, Why::NoKeys);
    // What applies still applies.
    assert!(settings.mouse, "a bad mouse value leaves the default");
    assert_eq!(settings.colors.len(), 1, "ally is coloured");
    assert_eq!(settings.keys.len(), 1, "zoom is rebound");
    let message = with_lang(Lang::En, || {
        Note::Problem {
            path: "fray.toml".into(),
            line: 1,
            column: 8,
            why: problems[0].why.clone(),
        }
        .render()
    });
    assert_eq!(
        message,
        "fray.toml line 1, column 8: 'klingon' is not a language fray speaks (en, fr); the rest applies"
    );
}

#[test]
fn a_syntax_error_is_named_with_its_line_and_the_rest_still_applies() {
    let (settings, problems) = parse("lang = \"fr\"\ntheme = light\nmouse = false\n");
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].line, 2);
    assert!(matches!(problems[0].why, Why::Syntax(_)));
    assert_eq!(settings.lang, Some(Lang::Fr));
    assert!(!settings.mouse, "the line after the error applies");
    let message = with_lang(Lang::En, || problems[0].why.render());
    assert!(message.starts_with("not TOML: "), "{message}");
}

#[test]
fn no_control_or_bidi_character_of_the_file_reaches_the_message() {
    let (_, problems) =
        parse("lang = \"\\u001b[2J\\u202Een\"\n[keys.fight]\n\"\\u001b]0;x\\u0007\" = \"n\"\n");
    assert_eq!(problems.len(), 2, "{problems:?}");
    for p in problems {
        let note = Note::Problem {
            path: "/tmp/\u{1b}[1mfray.toml".into(),
            line: p.line,
            column: p.column,
            why: p.why,
        };
        let shown = note.render();
        assert!(!shown.chars().any(crate::safe_text::is_unsafe), "{shown:?}");
        assert!(shown.contains("\\u{1b}"), "{shown}");
    }
}

#[test]
fn hostile_texts_never_panic() {
    let texts = [
        "[[[[[[[[[[[[[[[[[[[[",
        "a = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[",
        "keys = 3\ncolors = []\nsystems = \"x\"\n",
        "[keys]\nfight = 1\n[keys.start]\nnew = [1, 2]\n",
        "[colors]\ntext = { fg = 1, glow = \"red\" }\n",
        "lang = \"fr\"\nlang = \"en\"\n",
        "\u{feff}lang = \"fr\"\n",
        "x = \"\\uD800\"\n",
        "é = 1\n\n\n  é",
        "[systems.x.y.z]\n[systems]\n",
    ];
    for text in texts {
        let (_, problems) = parse(text);
        for p in &problems {
            assert!(p.line >= 1 && p.column >= 1, "{text:?}: {p:?}");
            let _ = with_lang(Lang::Fr, || p.why.render());
        }
    }
    let deep = format!("a = {}", "[".repeat(5_000));
    let _ = parse(&deep);
}

#[test]
fn a_missing_file_gives_the_defaults_and_a_bad_file_a_message() {
    let dir = tempfile::tempdir().expect("tempdir");
    let loaded = load_from(dir.path());
    assert_eq!(loaded.settings, Settings::default());
    assert!(loaded.notes.is_empty());
    std::fs::write(dir.path().join(FILE), [0xff, 0xfe, b'\n']).expect("write");
    let loaded = load_from(dir.path());
    assert_eq!(loaded.settings, Settings::default());
    let messages = with_lang(Lang::En, || loaded.messages());
    assert_eq!(messages.len(), 1);
    assert!(messages[0].contains("UTF-8"), "{}", messages[0]);
}

#[test]
fn a_huge_file_is_refused_as_the_old_ones_were() {
    let dir = tempfile::tempdir().expect("tempdir");
    let big = format!("lang = \"fr\"\n{}", "# padding\n".repeat(8_000));
    std::fs::write(dir.path().join(FILE), big).expect("write");
    let loaded = load_from(dir.path());
    assert_eq!(loaded.settings, Settings::default());
    let messages = with_lang(Lang::En, || loaded.messages());
    assert_eq!(messages.len(), 1);
    assert!(
        messages[0].ends_with("fray.toml: larger than 64 KiB; defaults used"),
        "{}",
        messages[0]
    );
}

/// [`load_from`] on another thread; fails (rather than hangs) if it has not returned
/// after 10 seconds.
fn load_within_deadline(dir: &Path) -> Loaded {
    let (send, receive) = std::sync::mpsc::channel();
    let dir = dir.to_path_buf();
    std::thread::spawn(move || {
        let _ = send.send(with_lang(Lang::En, || load_from(&dir)));
    });
    receive
        .recv_timeout(std::time::Duration::from_secs(10))
        .expect("loading fray.toml ended instead of blocking")
}

#[test]
fn a_named_pipe_as_fray_toml_gives_the_defaults_and_a_message_without_blocking() {
    let dir = tempfile::tempdir().expect("tempdir");
    let fifo = dir.path().join(FILE);
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let loaded = load_within_deadline(dir.path());
    assert_eq!(loaded.settings, Settings::default());
    let messages = with_lang(Lang::En, || loaded.messages());
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert!(messages[0].contains("named pipe"), "{}", messages[0]);
    assert!(messages[0].contains("fray.toml"), "{}", messages[0]);
}

#[test]
fn a_folder_as_fray_toml_gives_the_defaults_and_says_it_is_a_folder() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::create_dir(dir.path().join(FILE)).expect("mkdir");
    std::fs::write(dir.path().join("keys.conf"), "fight undo = z\n").expect("write");
    let loaded = load_within_deadline(dir.path());
    assert_eq!(loaded.settings, Settings::default());
    let messages = with_lang(Lang::En, || loaded.messages());
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert!(
        messages[0].contains("a directory, not a regular file"),
        "{}",
        messages[0]
    );
    assert!(
        dir.path().join("keys.conf").exists(),
        "no migration over something at fray.toml's place"
    );
}

#[test]
fn a_mistyped_action_is_answered_with_the_nearest_one_not_the_whole_list() {
    let (_, problems) = parse("[keys.fight]\nundoo = \"u\"\nfrobnicate = \"x\"\n");
    assert_eq!(problems.len(), 2, "{problems:?}");
    let near = with_lang(Lang::En, || problems[0].why.render());
    assert_eq!(near, "'undoo' is not an action: 'undo'?");
    let far = with_lang(Lang::Fr, || problems[1].why.render());
    assert!(
        far.contains("«\u{a0}frobnicate\u{a0}»") && far.contains("docs/configuration.fr.md"),
        "{far}"
    );
    assert!(
        !far.contains("step-forward"),
        "no list of every action: {far}"
    );
}
