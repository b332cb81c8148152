use super::*;
use crate::i18n::{Lang, with_lang};
use crate::settings::{Settings, load_from};
use crate::tui::keymap::{Action, Mode};

#[test]
fn both_old_files_become_fray_toml_and_are_kept_renamed() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join(LANG_FILE), "# mine\nlang = fr\n").expect("write");
    std::fs::write(
        dir.path().join(KEYS_FILE),
        "fight undo = ctrl-z u\nreplay play = enter\nfight jump = j\nfight undo = ctrl-z\n",
    )
    .expect("write");
    let loaded = load_from(dir.path());
    let written = std::fs::read_to_string(dir.path().join(FILE)).expect("fray.toml written");
    assert_eq!(
        written,
        "# fray's settings: every key is described in docs/configuration.md.\n\
         # Written by fray from fray.conf and keys.conf, which it no longer reads.\n\
         \n\
         lang = \"fr\"\n\
         \n\
         [keys.fight]\n\
         undo = [\"ctrl-z\"]\n\
         \n\
         [keys.replay]\n\
         play = [\"enter\"]\n\
         \n\
         # Lines fray could not read, not migrated:\n\
         # keys.conf line 3: fight jump = j\n"
    );
    assert_eq!(loaded.settings.lang, Some(Lang::Fr));
    assert_eq!(loaded.settings.keys.len(), 2);
    assert_eq!(
        (loaded.settings.keys[0].mode, loaded.settings.keys[0].action),
        (Mode::Fight, Action::Undo)
    );
    for name in [LANG_FILE, KEYS_FILE] {
        assert!(!dir.path().join(name).exists(), "{name} renamed");
        assert!(dir.path().join(format!("{name}.migrated")).exists());
    }
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .expect("dir")
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty(), "no temporary file left");
    let messages = with_lang(Lang::En, || loaded.messages());
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert!(
        messages[0].contains(
            "fray.toml written from fray.conf, keys.conf, which are no longer read \
             (kept as fray.conf.migrated, keys.conf.migrated); edit /"
        ) && messages[0].ends_with("fray.toml from now on"),
        "{}",
        messages[0]
    );
    // Said once: the next start reads fray.toml and has nothing to say.
    let again = load_from(dir.path());
    assert!(again.notes.is_empty(), "{:?}", again.notes);
    assert_eq!(again.settings, loaded.settings);
}

#[test]
fn keys_conf_alone_is_migrated_and_the_french_message_says_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join(KEYS_FILE), "start new = N\n").expect("write");
    let loaded = load_from(dir.path());
    assert_eq!(loaded.settings.lang, None);
    assert_eq!(loaded.settings.keys.len(), 1);
    let written = std::fs::read_to_string(dir.path().join(FILE)).expect("written");
    assert!(written.contains("from keys.conf, which"), "{written}");
    assert!(
        written.contains("[keys.start]\nnew = [\"N\"]\n"),
        "{written}"
    );
    let fr = with_lang(Lang::Fr, || loaded.messages());
    assert!(
        fr[0].contains(
            "écrit d’après keys.conf\u{202f}; l’ancien fichier, gardé sous le nom \
             keys.conf.migrated, n’est plus lu\u{202f}; modifiez désormais /"
        ),
        "{}",
        fr[0]
    );
}

#[test]
fn an_existing_fray_toml_leaves_the_old_files_alone() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join(FILE), "mouse = false\n").expect("write");
    std::fs::write(dir.path().join(LANG_FILE), "lang = fr\n").expect("write");
    let loaded = load_from(dir.path());
    assert_eq!(
        loaded.settings,
        Settings {
            mouse: false,
            ..Settings::default()
        }
    );
    assert!(loaded.notes.is_empty());
    assert!(dir.path().join(LANG_FILE).exists());
}

#[test]
fn a_named_pipe_as_fray_conf_is_ignored_and_keys_conf_still_migrated() {
    let dir = tempfile::tempdir().expect("tempdir");
    let fifo = dir.path().join(LANG_FILE);
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    std::fs::write(dir.path().join(KEYS_FILE), "fight undo = ctrl-z\n").expect("write");
    let loaded = load_from(dir.path());
    let messages = with_lang(Lang::En, || loaded.messages());
    assert_eq!(messages.len(), 2, "{messages:?}");
    assert!(
        messages[0]
            .ends_with("fray.conf: a named pipe, not a regular file; ignored, defaults used"),
        "{}",
        messages[0]
    );
    assert!(
        messages[1].contains("written from keys.conf"),
        "{}",
        messages[1]
    );
    let pipe = std::fs::symlink_metadata(&fifo).expect("still there");
    assert!(!pipe.is_file(), "the pipe is left as it was");
}

#[test]
fn nothing_is_written_without_an_old_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    assert!(migrate(dir.path()).is_none());
    assert!(!dir.path().join(FILE).exists());
}

#[test]
fn odd_old_lines_stay_comments_that_cannot_break_the_file() {
    let text = toml_of(
        Some("lang = klingon\n"),
        Some("fight undo = \"\nfight \u{1b}[2J = x\nfight next = \\\n"),
    );
    let (settings, problems) = crate::settings::parse(&text);
    assert!(problems.is_empty(), "{problems:?}\n{text}");
    assert_eq!(settings.lang, None);
    assert_eq!(settings.keys.len(), 2, "{text}");
    assert!(
        text.contains("# fray.conf line 1: lang = klingon\n"),
        "{text}"
    );
    assert!(
        text.contains("# keys.conf line 2: fight \\u{1b}[2J = x\n"),
        "{text}"
    );
    assert!(text.contains("undo = [\"\\\"\"]"), "{text}");
    assert!(text.contains("next = [\"\\\\\"]"), "{text}");
}
