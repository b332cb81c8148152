//! `fray bestiary` end to end through the real binary: a spreadsheet imported into the GM's
//! library, listed and shown, then a fight where `add Kurt from <the GM's key>` makes the
//! GM's sheet, in two systems; a bad library file named by `check` with its line and field
//! while the rest still loads; an import that keeps what the GM wrote byte for byte.

use std::path::Path;
use std::process::Output;

use crate::common;

use common::cli::{command, feed_within, text};

/// Runs fray with its saves and config folders and a language.
fn fray(saves: &Path, config: &Path, lang: &str, args: &[&str], stdin: &str) -> Output {
    let mut cmd = command(saves, args);
    cmd.env("FRAY_CONFIG_DIR", config).env("FRAY_LANG", lang);
    feed_within(cmd, stdin.as_bytes(), 120)
}

/// The combatant `name` of `fray show --json`.
fn combatant(saves: &Path, config: &Path, save: &str, name: &str) -> serde_json::Value {
    let out = fray(saves, config, "en", &["show", save, "--json"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    report["combatants"]
        .as_array()
        .expect("combatants")
        .iter()
        .find(|c| c["name"] == name)
        .cloned()
        .unwrap_or_else(|| panic!("no {name} in {report}"))
}

/// A skill of a combatant of `fray show --json`: (base, mastery).
fn skill(c: &serde_json::Value, key: &str) -> (i64, i64) {
    let s = c["skills"]
        .as_array()
        .expect("skills")
        .iter()
        .find(|s| s["key"] == key)
        .unwrap_or_else(|| panic!("no skill {key} in {c}"));
    (
        s["base"].as_i64().expect("base"),
        s["mastery"].as_i64().expect("mastery"),
    )
}

#[test]
fn a_french_spreadsheet_comes_into_the_polaris_library_and_into_a_fight() {
    let saves = tempfile::tempdir().expect("saves");
    let config = tempfile::tempdir().expect("config");
    let (s, c) = (saves.path(), config.path());
    // As a French spreadsheet exports it: a byte-order mark, `;`, CRLF, a quoted note
    // holding the delimiter, and a bad row.
    let csv = "\u{feff}nom;clé;camp;for;coo;armes-de-poing;fusils;note\r\n\
               Garde de Kurt;garde-kurt;ennemi;14;15;4+9;3+X;\"Fidèle; armé\"\r\n\
               Mauvais;mauvais;zzz;10;10;1+1;1+1;\r\n";
    let file = s.join("gardes.csv");
    std::fs::write(&file, csv).expect("csv");
    let csv_arg = file.to_string_lossy().into_owned();
    let out = fray(
        s,
        c,
        "fr",
        &["bestiary", "-r", "polaris", "import", &csv_arg],
        "",
    );
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "a row was refused: {err}");
    assert!(
        err.contains("ligne 3, colonne «\u{a0}camp\u{a0}»\u{a0}: «\u{a0}zzz\u{a0}»"),
        "{err}"
    );
    assert!(
        text(&out.stdout).contains("1 modèle ajouté"),
        "{}",
        text(&out.stdout)
    );
    let library = std::fs::read_to_string(c.join("library/polaris-3e.toml")).expect("file");
    assert!(library.contains("key = \"garde-kurt\""), "{library}");
    assert!(!library.contains("mauvais"), "{library}");

    let out = fray(s, c, "en", &["bestiary", "-r", "polaris", "list"], "");
    let listed = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let line = listed
        .lines()
        .find(|l| l.contains("garde-kurt"))
        .unwrap_or_else(|| panic!("{listed}"));
    assert!(
        line.contains("GM's") && line.contains("Garde de Kurt"),
        "{line}"
    );
    assert!(
        listed.contains("mercenary"),
        "the shipped ones too: {listed}"
    );

    let out = fray(
        s,
        c,
        "en",
        &["bestiary", "-r", "polaris", "show", "garde-kurt"],
        "",
    );
    let shown = text(&out.stdout);
    assert!(shown.contains("armes-de-poing 4+9"), "{shown}");
    assert!(shown.contains("fusils 3+X"), "{shown}");
    assert!(shown.contains("Fidèle; armé"), "{shown}");

    let out = fray(
        s,
        c,
        "en",
        &["new", "-r", "polaris", "Ambush", "--no-open"],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = fray(
        s,
        c,
        "en",
        &["run", "Ambush", "-s", "-"],
        "add Kurt from garde-kurt\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let kurt = combatant(s, c, "Ambush", "Kurt");
    assert_eq!(skill(&kurt, "armes-de-poing"), (4, 9), "{kurt}");
    assert_eq!(kurt["note"], "Fidèle; armé", "{kurt}");
}

#[test]
fn an_english_spreadsheet_replaces_a_shipped_anarchy_template() {
    let saves = tempfile::tempdir().expect("saves");
    let config = tempfile::tempdir().expect("config");
    let (s, c) = (saves.path(), config.path());
    let csv = "name,side,agi,firearms,close-combat,weapons,note\n\
               Street Samurai,pc,7,8,2,\"ares-predator; katana\",\"The GM's own, \"\"tougher\"\"\"\n";
    let file = s.join("runners.csv");
    std::fs::write(&file, csv).expect("csv");
    let csv_arg = file.to_string_lossy().into_owned();
    let out = fray(
        s,
        c,
        "en",
        &["bestiary", "-r", "anarchy", "import", &csv_arg],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));

    let out = fray(s, c, "en", &["bestiary", "-r", "anarchy", "list"], "");
    let listed = text(&out.stdout);
    let rows: Vec<&str> = listed
        .lines()
        .filter(|l| l.contains("street-samurai"))
        .collect();
    assert_eq!(rows.len(), 1, "the GM's replaces the shipped one: {listed}");
    assert!(rows[0].contains("in place of a shipped one"), "{listed}");

    let out = fray(
        s,
        c,
        "en",
        &["new", "-r", "anarchy", "Run", "--no-open"],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = fray(
        s,
        c,
        "en",
        &["run", "Run", "-s", "-"],
        "add Kurt from street-samurai\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let kurt = combatant(s, c, "Run", "Kurt");
    // The GM's sheet, as Shadowrun: Anarchy reports it.
    assert_eq!(kurt["gear_figures"]["ana-skills"]["firearms"], 8, "{kurt}");
    let agi = kurt["stats"]
        .as_array()
        .expect("stats")
        .iter()
        .find(|s| s["key"] == "agi")
        .cloned();
    assert_eq!(agi.map(|s| s["value"].clone()), Some(7.into()), "{kurt}");
    let gear: Vec<_> = kurt["gear"]
        .as_array()
        .expect("gear")
        .iter()
        .map(|g| g["key"].clone())
        .collect();
    assert_eq!(gear, vec!["ares-predator", "katana"], "{kurt}");
    assert_eq!(kurt["note"], "The GM's own, \"tougher\"", "{kurt}");
}

#[test]
fn check_names_a_bad_template_by_file_line_and_field_and_the_rest_still_loads() {
    let saves = tempfile::tempdir().expect("saves");
    let config = tempfile::tempdir().expect("config");
    let (s, c) = (saves.path(), config.path());
    std::fs::create_dir_all(c.join("library")).expect("folder");
    let toml = "# My threats\n\
                [[template]]\n\
                key = \"brute\"\n\
                name = \"Brute\"\n\
                side = \"sideways\"\n\
                \n\
                [[template]]\n\
                key = \"sniper\"\n\
                name = \"Sniper\"\n\
                [template.skills]\n\
                fusils = \"5+7\"\n";
    std::fs::write(c.join("library/polaris-3e.toml"), toml).expect("toml");
    let out = fray(s, c, "en", &["bestiary", "check"], "");
    let said = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(
        said.contains("polaris-3e.toml, line 2, field “side”: “sideways” is no side"),
        "{said}"
    );
    assert!(said.contains("1 template read"), "{said}");
    // The good one still loads, and any other command warns of the bad one.
    let out = fray(
        s,
        c,
        "en",
        &["bestiary", "-r", "polaris", "show", "sniper"],
        "",
    );
    assert!(
        text(&out.stdout).contains("fusils 5+7"),
        "{}",
        text(&out.stdout)
    );
    assert!(
        text(&out.stderr).contains("line 2"),
        "{}",
        text(&out.stderr)
    );
    let out = fray(s, c, "en", &["list"], "");
    assert!(
        text(&out.stderr).contains("field “side”"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn an_import_keeps_the_gms_text_and_refuses_a_key_already_there_unless_replace() {
    let saves = tempfile::tempdir().expect("saves");
    let config = tempfile::tempdir().expect("config");
    let (s, c) = (saves.path(), config.path());
    std::fs::create_dir_all(c.join("library")).expect("folder");
    let mine = "# Written by hand: keep me\n[[template]]\nkey = \"thug\"\nname = \"Thug\"\n\
                [template.stats]\nfor = 12 # strong\n\n# the end\n";
    let path = c.join("library/polaris-3e.toml");
    std::fs::write(&path, mine).expect("toml");
    let file = s.join("t.csv");
    std::fs::write(&file, "name,key,for\nThug,thug,15\nBoss,boss,16\n").expect("csv");
    let csv_arg = file.to_string_lossy().into_owned();
    let out = fray(
        s,
        c,
        "en",
        &["bestiary", "-r", "polaris", "import", &csv_arg],
        "",
    );
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("thug"), "{}", text(&out.stderr));
    let after = std::fs::read_to_string(&path).expect("file");
    assert!(after.starts_with(mine), "kept byte for byte: {after}");
    assert!(after.contains("key = \"boss\""), "{after}");
    assert_eq!(after.matches("key = \"thug\"").count(), 1, "{after}");

    let out = fray(
        s,
        c,
        "en",
        &["bestiary", "-r", "polaris", "import", &csv_arg, "--replace"],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let replaced = std::fs::read_to_string(&path).expect("file");
    assert!(
        replaced.starts_with("# Written by hand: keep me\n"),
        "{replaced}"
    );
    assert!(!replaced.contains("for = 12"), "{replaced}");
    assert!(replaced.contains("for = 15"), "{replaced}");
    assert_eq!(replaced.matches("key = \"thug\"").count(), 1, "{replaced}");
    assert_eq!(replaced.matches("key = \"boss\"").count(), 1, "{replaced}");
    let out = fray(s, c, "en", &["bestiary", "check", "-r", "polaris"], "");
    assert!(out.status.success(), "{}", text(&out.stdout));
}
