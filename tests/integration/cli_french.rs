//! The real binary in French: `--lang fr` or `FRAY_LANG=fr` gives French help (clap's own
//! words too) and French messages from show, check and the rest; English is unchanged.

use crate::common;

use std::path::Path;
use std::process::Output;

use common::cli::{command, feed, new_polaris, text};

/// `fray ARGS` on `saves` with `FRAY_LANG=lang`.
fn fray_in(lang: &str, saves: &Path, args: &[&str], stdin: &str) -> Output {
    let mut command = command(saves, args);
    command.env("FRAY_LANG", lang);
    feed(command, stdin)
}

#[test]
fn help_is_french_with_the_flag_or_the_environment() {
    let dir = tempfile::tempdir().expect("temp");
    for out in [
        fray_in("en", dir.path(), &["--lang", "fr", "--help"], ""),
        fray_in("fr", dir.path(), &["--help"], ""),
    ] {
        assert!(out.status.success(), "{}", text(&out.stderr));
        let help = text(&out.stdout);
        assert!(help.contains("Utilisation\u{a0}: fray"), "{help}");
        assert!(help.contains("Commandes\u{a0}:"), "{help}");
        assert!(help.contains("Crée une nouvelle rencontre"), "{help}");
        assert!(!help.contains("Usage:"), "{help}");
    }
    let out = fray_in("en", dir.path(), &["check", "--help", "--lang=fr"], "");
    let help = text(&out.stdout);
    assert!(help.contains("Vérifie une sauvegarde"), "{help}");
    assert!(help.contains("Arguments\u{a0}:"), "{help}");

    let out = fray_in("fr", dir.path(), &["--lang", "en", "--help"], "");
    let help = text(&out.stdout);
    assert!(help.starts_with("fray: a keyboard-driven"), "{help}");
    assert!(help.contains("Usage: fray [OPTIONS] [COMMAND]"), "{help}");
}

#[test]
fn show_check_and_messages_are_french() {
    let dir = tempfile::tempdir().expect("temp");
    let out = fray_in("fr", dir.path(), &new_polaris("Quai"), "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).ends_with("quai.fray.jsonl créé\n"),
        "{}",
        text(&out.stdout)
    );

    let script = "add \"Baral Faadhi\" pc from mercenary\nadd 2 gangers\nstart\n";
    let out = fray_in("fr", dir.path(), &["run", "quai", "--script", "-"], script);
    assert!(out.status.success(), "{}", text(&out.stderr));

    let out = fray_in("fr", dir.path(), &["show", "quai"], "");
    let shown = text(&out.stdout);
    assert!(shown.contains("tour 1"), "{shown}");
    assert!(shown.contains("PARTICIPANTS"), "{shown}");
    assert!(shown.contains("Baral Faadhi"), "{shown}");
    assert!(!shown.contains("ROSTER"), "{shown}");

    let out = fray_in("fr", dir.path(), &["check", "quai"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let checked = text(&out.stdout);
    assert!(
        checked.contains("\u{a0}: OK, 3 enregistrements"),
        "{checked}"
    );

    let out = fray_in("fr", dir.path(), &["new", "--rules", "nope", "X"], "");
    assert!(!out.status.success());
    let error = text(&out.stderr);
    assert!(
        error.starts_with("erreur\u{a0}: pas de système de règles «\u{a0}nope\u{a0}»"),
        "{error}"
    );

    let out = fray_in("en", dir.path(), &["check", "quai"], "");
    assert!(
        text(&out.stdout).contains(": OK, 3 records"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn a_damaged_save_is_explained_in_french() {
    let dir = tempfile::tempdir().expect("temp");
    assert!(
        fray_in("en", dir.path(), &new_polaris("Quai"), "")
            .status
            .success()
    );
    let script = "add \"Baral Faadhi\" pc from mercenary\nadd 2 gangers\n";
    assert!(
        fray_in("en", dir.path(), &["run", "quai", "--script", "-"], script)
            .status
            .success()
    );
    let save = dir.path().join("quai.fray.jsonl");
    let mut lines = std::fs::read_to_string(&save).expect("save");
    lines.push_str("not a record\n");
    std::fs::write(&save, lines).expect("damage");

    let out = fray_in("fr", dir.path(), &["check", "quai"], "");
    assert!(!out.status.success());
    let error = text(&out.stderr);
    assert!(
        error.starts_with("erreur\u{a0}: vérification de "),
        "{error}"
    );
    assert!(error.contains("est abîmée à la ligne 4"), "{error}");
    assert!(
        error.contains("pour garder les 2 enregistrements qui le précèdent"),
        "{error}"
    );
    assert!(error.contains("fray check --salvage "), "{error}");
}

/// `show --json` is data: the same bytes whatever the language (conditions' ends included).
#[test]
fn show_json_is_the_same_in_every_language() {
    let dir = tempfile::tempdir().expect("temp");
    assert!(
        fray_in("en", dir.path(), &new_polaris("Quai"), "")
            .status
            .success()
    );
    let script = "add Baral pc\nadd Kurt enemy\nstart\ncondition baral prone for 2 rounds\n";
    let out = fray_in("en", dir.path(), &["run", "quai", "--script", "-"], script);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let en = fray_in("en", dir.path(), &["show", "quai", "--json"], "");
    let fr = fray_in("fr", dir.path(), &["show", "quai", "--json"], "");
    assert!(en.status.success() && fr.status.success());
    assert!(
        text(&en.stdout).contains("\"until\""),
        "{}",
        text(&en.stdout)
    );
    assert_eq!(text(&en.stdout), text(&fr.stdout));
}
