//! `fray.toml` through the real binary: the old `fray.conf` and `keys.conf` are migrated
//! once (the new file written, the old ones kept renamed, one message in the language
//! chosen), a new encounter takes its system's default options, and a bad setting is
//! named with its line on stderr while the rest applies. The settings folder is found by
//! `FRAY_CONFIG_DIR`, or by `XDG_CONFIG_HOME` without it.

use crate::common;

use std::path::Path;
use std::process::{Command, Output};

use common::cli::{feed_within, text};

/// The longest one `fray` call may take before it is killed and the test fails.
const DEADLINE_SECS: u64 = 30;

/// `fray ARGS` on `saves` with no language forced (so `lang` of the settings counts) and
/// the C locale; `folder` sets the settings folder.
fn fray(saves: &Path, folder: impl Fn(&mut Command), args: &[&str]) -> Output {
    let mut command = common::cli::command(saves, args);
    command
        .env("FRAY_LANG", "")
        .env("LC_ALL", "C")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    folder(&mut command);
    feed_within(command, b"", DEADLINE_SECS)
}

/// Sets the settings folder by `FRAY_CONFIG_DIR`.
fn config_dir(dir: &Path) -> impl Fn(&mut Command) + '_ {
    move |c: &mut Command| {
        c.env("FRAY_CONFIG_DIR", dir);
    }
}

#[test]
fn old_files_are_migrated_once_with_a_message_in_their_language() {
    let saves = tempfile::tempdir().expect("temp");
    let config = tempfile::tempdir().expect("temp");
    std::fs::write(config.path().join("fray.conf"), "lang = fr\n").expect("write");
    std::fs::write(
        config.path().join("keys.conf"),
        "fight undo = ctrl-z u\nstart new = N\n",
    )
    .expect("write");
    let out = fray(saves.path(), config_dir(config.path()), &["rules"]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    let written = std::fs::read_to_string(config.path().join("fray.toml")).expect("written");
    assert_eq!(
        written,
        "# fray's settings: every key is described in docs/configuration.md.\n\
         # Written by fray from fray.conf and keys.conf, which it no longer reads.\n\
         \n\
         lang = \"fr\"\n\
         \n\
         [keys.start]\n\
         new = [\"N\"]\n\
         \n\
         [keys.fight]\n\
         undo = [\"ctrl-z\", \"u\"]\n"
    );
    for name in ["fray.conf", "keys.conf"] {
        assert!(!config.path().join(name).exists(), "{name} renamed");
        let kept =
            std::fs::read_to_string(config.path().join(format!("{name}.migrated"))).expect("kept");
        assert!(!kept.is_empty());
    }
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 1, "one message: {stderr}");
    assert!(
        lines[0].starts_with("avertissement")
            && lines[0].contains(
                "fray.toml écrit d’après fray.conf, keys.conf\u{202f}; les anciens fichiers, \
                 gardés sous les noms fray.conf.migrated, keys.conf.migrated, ne sont plus lus"
            ),
        "in French, the language fray.conf chose: {stderr}"
    );
    let again = fray(saves.path(), config_dir(config.path()), &["rules"]);
    assert_eq!(text(&again.stderr), "", "said once");
    assert_eq!(
        std::fs::read_to_string(config.path().join("fray.toml")).expect("kept"),
        written
    );
}

#[test]
fn the_settings_folder_is_found_by_xdg_config_home() {
    let saves = tempfile::tempdir().expect("temp");
    let home = tempfile::tempdir().expect("temp");
    let folder = home.path().join("fray");
    std::fs::create_dir(&folder).expect("mkdir");
    std::fs::write(folder.join("keys.conf"), "fight next = space\n").expect("write");
    let xdg = |c: &mut Command| {
        c.env_remove("FRAY_CONFIG_DIR")
            .env("XDG_CONFIG_HOME", home.path());
    };
    let out = fray(saves.path(), xdg, &["rules"]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    let written = std::fs::read_to_string(folder.join("fray.toml")).expect("written");
    assert!(
        written.ends_with("[keys.fight]\nnext = [\"space\"]\n"),
        "{written}"
    );
    assert!(
        stderr.starts_with("warning: ")
            && stderr.contains("fray.toml written from keys.conf, which is no longer read"),
        "{stderr}"
    );
}

#[test]
fn a_new_encounter_takes_its_systems_default_options() {
    let saves = tempfile::tempdir().expect("temp");
    let config = tempfile::tempdir().expect("temp");
    std::fs::write(
        config.path().join("fray.toml"),
        "[systems.polaris-3e]\ndice = \"table\"\nreveal-on-act = false\n",
    )
    .expect("write");
    for (name, system) in [("p", "polaris-3e"), ("c", "corporates")] {
        let out = fray(
            saves.path(),
            config_dir(config.path()),
            &["new", "-r", system, "--seed", "1", "--no-open", name],
        );
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        assert_eq!(text(&out.stderr), "");
    }
    let polaris = std::fs::read_to_string(saves.path().join("p.fray.jsonl")).expect("save");
    let commands: Vec<&str> = polaris
        .lines()
        .filter_map(|l| l.split("\"command\":\"").nth(1))
        .filter_map(|rest| rest.split('"').next())
        .collect();
    assert_eq!(
        commands,
        ["option dice table", "option reveal-on-act off"],
        "{polaris}"
    );
    let other = std::fs::read_to_string(saves.path().join("c.fray.jsonl")).expect("save");
    assert_eq!(
        other.lines().count(),
        1,
        "another system's options are its own"
    );
}

#[test]
fn a_bad_setting_is_named_with_its_line_and_the_rest_applies() {
    let saves = tempfile::tempdir().expect("temp");
    let config = tempfile::tempdir().expect("temp");
    std::fs::write(
        config.path().join("fray.toml"),
        "theme = \"neon\u{202e}\"\nlang = \"fr\"\n[keys.fight]\nundo = \"ctrl-\"\n",
    )
    .expect("write");
    let out = fray(
        saves.path(),
        config_dir(config.path()),
        &["check", "nothing-here"],
    );
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 3, "{stderr}");
    assert!(
        lines[0].contains("fray.toml ligne 1, colonne 9\u{a0}: «\u{a0}neon\\u{202e}\u{a0}» n’est pas un thème (dark, light, high-contrast)"),
        "{stderr}"
    );
    assert!(
        lines[1].contains(
            "fray.toml ligne 4, colonne 8\u{a0}: «\u{a0}ctrl-\u{a0}» n’est pas une touche"
        ),
        "{stderr}"
    );
    assert!(
        lines[2].starts_with("erreur"),
        "lang = \"fr\" applies: {stderr}"
    );
    assert!(
        !stderr.contains('\u{202e}'),
        "no bidi control reaches the terminal"
    );
}

/// The ```toml blocks of a document.
fn toml_blocks(doc: &str) -> Vec<&str> {
    doc.split("```toml\n")
        .skip(1)
        .filter_map(|rest| rest.split("```").next())
        .collect()
}

#[test]
fn every_example_of_the_docs_is_read_without_a_problem() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut seen = 0;
    for doc in [
        "README.md",
        "docs/configuration.md",
        "docs/configuration.fr.md",
    ] {
        let text = std::fs::read_to_string(root.join(doc)).expect("the doc");
        for block in toml_blocks(&text) {
            let (settings, problems) = fray::settings::parse(block);
            assert!(problems.is_empty(), "{doc}: {problems:?}\n{block}");
            assert_ne!(settings, fray::settings::Settings::default(), "{doc}");
            seen += 1;
        }
    }
    assert!(seen >= 4, "{seen} examples");
}
