//! The real binary in French, second pass: clap's usage errors, `fray show`'s sides and
//! wound words, `fray rules`, a refusal of table dice; English unchanged. And every writer
//! stops quietly when its reader goes away (`fray ... | head -1`).

use crate::common;

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::Output;

use common::cli::{command, feed, text};

/// `fray ARGS` on `saves` with `FRAY_LANG=lang`.
fn fray_in(lang: &str, saves: &Path, args: &[&str], stdin: &str) -> Output {
    let mut command = command(saves, args);
    command.env("FRAY_LANG", lang);
    feed(command, stdin)
}

/// A saves folder holding a copy of the shipped example `name`.
fn saves_with(name: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp");
    let file = format!("{name}.fray.jsonl");
    let from = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("saves")
        .join(&file);
    std::fs::copy(from, dir.path().join(&file)).expect("copy the example");
    dir
}

#[test]
fn usage_errors_are_french_with_clap_s_status() {
    let dir = tempfile::tempdir().expect("temp");
    let out = fray_in("fr", dir.path(), &["new"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let error = text(&out.stderr);
    assert!(
        error.starts_with("erreur\u{a0}: ces arguments obligatoires manquent\u{a0}:\n"),
        "{error}"
    );
    assert!(
        error.contains("Utilisation\u{a0}: fray new --rules <SYSTÈME> <NOM>"),
        "{error}"
    );
    assert!(
        error.ends_with("Pour en savoir plus, essayez «\u{a0}--help\u{a0}».\n"),
        "{error}"
    );

    let out = fray_in("en", dir.path(), &["--lang", "fr", "lst"], "");
    assert_eq!(out.status.code(), Some(2));
    let error = text(&out.stderr);
    assert!(
        error.contains("une sous-commande proche existe\u{a0}: «\u{a0}list\u{a0}»"),
        "{error}"
    );

    let out = fray_in("en", dir.path(), &["new"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).starts_with("error: the following required arguments were not provided:\n  --rules <SYSTEM>\n  <NAME>\n"),
        "{}",
        text(&out.stderr)
    );

    let out = fray_in("fr", dir.path(), &["export", "--help"], "");
    assert!(out.status.success());
    let help = text(&out.stdout);
    assert!(
        help.contains("Utilisation\u{a0}: fray export [OPTIONS] <SAUVEGARDE>"),
        "{help}"
    );
    assert!(help.contains("--output <FICHIER>"), "{help}");
    assert!(
        !help.contains("<FILE>") && !help.contains("<SAVE>"),
        "{help}"
    );
}

#[test]
fn show_says_sides_and_wounds_in_french() {
    let dir = saves_with("polaris-three-rounds");
    let out = fray_in("fr", dir.path(), &["show", "polaris-three-rounds"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    assert!(shown.contains("\n  PJ      Baral Faadhi "), "{shown}");
    assert!(shown.contains(" légère    malus  -6"), "{shown}");
    assert!(shown.contains("\n      bras droit légère 1/3\n"), "{shown}");
    assert!(shown.contains("\n  ennemi  Ganger 1 "), "{shown}");
    assert!(
        shown.contains("\n      corps      moyenne 2/3\n"),
        "{shown}"
    );
    for english in ["  pc  ", "  enemy  ", "light 1/3", "right-arm", "medium"] {
        assert!(!shown.contains(english), "{english} in {shown}");
    }

    let out = fray_in("en", dir.path(), &["show", "polaris-three-rounds"], "");
    let shown = text(&out.stdout);
    assert!(shown.contains("\n  pc      Baral Faadhi "), "{shown}");
    assert!(shown.contains("\n      right-arm  light 1/3\n"), "{shown}");
    assert!(shown.contains("\n  enemy   Ganger 1 "), "{shown}");

    let out = fray_in("fr", dir.path(), &["export", "polaris-three-rounds"], "");
    let md = text(&out.stdout);
    assert!(md.contains("pire blessure légère"), "{md}");
    assert!(md.contains("bras droit\u{a0}: légère 1/3"), "{md}");
}

#[test]
fn the_pool_show_says_sides_and_stage_in_french() {
    let dir = saves_with("sr-firefight");
    let out = fray_in("fr", dir.path(), &["show", "sr-firefight"], "");
    let shown = text(&out.stdout);
    assert!(
        shown.starts_with(
            "Loading Dock (Réserve de combat de Shadowrun (règle maison)) - terminé\n"
        ),
        "{shown}"
    );
    assert!(shown.contains("\n  PJ      Kestrel "), "{shown}");
    assert!(shown.contains("\n  ennemi  Guard 1 "), "{shown}");
    let out = fray_in("en", dir.path(), &["show", "sr-firefight"], "");
    let shown = text(&out.stdout);
    assert!(
        shown.starts_with("Loading Dock (Shadowrun combat pool (house rule)) - over\n"),
        "{shown}"
    );
    assert!(shown.contains("\n  pc      Kestrel "), "{shown}");
}

#[test]
fn rules_and_given_dice_in_french() {
    let dir = saves_with("polaris-demo");
    let out = fray_in("fr", dir.path(), &["rules", "polaris-3e"], "");
    let rules = text(&out.stdout);
    assert!(rules.contains("  malus-précipitée     0 à -10 "), "{rules}");
    assert!(
        rules.contains("qui lance les dés\u{a0}: fray (par défaut)"),
        "{rules}"
    );
    assert!(rules.contains("  mercenaire   ennemi "), "{rules}");
    let out = fray_in("en", dir.path(), &["rules", "polaris-3e"], "");
    let rules = text(&out.stdout);
    assert!(
        rules.contains("  rushed-malus         0 to -10 "),
        "{rules}"
    );
    assert!(rules.contains("who rolls: fray (default)"), "{rules}");
    assert!(rules.contains("  mercenary    enemy "), "{rules}");

    let line = "attack baral ganger-1 d20=\n";
    let out = fray_in(
        "fr",
        dir.path(),
        &["run", "polaris-demo", "--script", "-"],
        line,
    );
    assert_eq!(out.status.code(), Some(3));
    let error = text(&out.stderr);
    assert!(
        error.contains(
            "donnez le d20 du test sous la forme d20=V ou d20=V,V,... (au plus 100 valeurs)"
        ),
        "{error}"
    );
}

#[test]
fn a_missing_save_is_quoted_as_each_language_quotes() {
    let dir = tempfile::tempdir().expect("temp");
    let out = fray_in("fr", dir.path(), &["show", "nope"], "");
    let error = text(&out.stderr);
    assert!(
        error.starts_with("erreur\u{a0}: aucune sauvegarde nommée «\u{a0}nope\u{a0}» (cherché"),
        "{error}"
    );
    let out = fray_in("en", dir.path(), &["show", "nope"], "");
    let error = text(&out.stderr);
    assert!(
        error.starts_with("error: no save named \"nope\" (looked for"),
        "{error}"
    );
}

/// Spawns `fray ARGS` fed `stdin`, reads one line of its output, closes the pipe and
/// waits: fray stops without a word on stderr, with status `code`.
fn stops_quietly_with(saves: &Path, args: &[&str], stdin: &str, code: i32) {
    let mut child = command(saves, args).spawn().expect("fray starts");
    let mut input = child.stdin.take().expect("stdin");
    let stdin = stdin.to_string();
    let feeder = std::thread::spawn(move || {
        use std::io::Write;
        // fray may stop reading before the end: a refused write is expected then.
        let _ = input.write_all(stdin.as_bytes());
    });
    let mut out = BufReader::new(child.stdout.take().expect("stdout"));
    let mut line = String::new();
    out.read_line(&mut line).expect("one line");
    assert!(!line.is_empty(), "{args:?}");
    drop(out);
    let done = child.wait_with_output().expect("fray ends");
    let error = text(&done.stderr);
    assert!(!error.contains("panicked"), "{args:?}: {error}");
    assert!(error.is_empty(), "{args:?}: {error}");
    assert_eq!(done.status.code(), Some(code), "{args:?}: {error}");
    feeder.join().expect("feeder");
}

/// A command that only prints: it stops with status 0.
fn stops_quietly(saves: &Path, args: &[&str]) {
    stops_quietly_with(saves, args, "", 0);
}

#[test]
fn a_closed_pipe_ends_fray_quietly() {
    let dir = tempfile::tempdir().expect("temp");
    let new = [
        "new",
        "--rules",
        "polaris-3e",
        "--seed",
        "3",
        "--no-open",
        "Horde",
    ];
    assert!(fray_in("en", dir.path(), &new, "").status.success());
    // Far more than a pipe holds: fray is still writing when the reader goes.
    let script = "add 50 gangers\n".repeat(6);
    let out = fray_in(
        "en",
        dir.path(),
        &["run", "horde", "--script", "-"],
        &script,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    stops_quietly(dir.path(), &["show", "horde", "--json"]);
    stops_quietly(dir.path(), &["export", "horde", "--format", "json", "--gm"]);
    stops_quietly(dir.path(), &["rules", "polaris-3e"]);
    stops_quietly(dir.path(), &["log", "horde"]);
    // Commands still to carry out: 128 + SIGPIPE, every acknowledged one saved.
    let many = "add 50 gangers\n".repeat(40);
    stops_quietly_with(
        dir.path(),
        &["run", "horde", "--script", "-", "--keep-going"],
        &many,
        141,
    );
    let out = fray_in("en", dir.path(), &["check", "horde"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
}
