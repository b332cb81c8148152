//! `fray campaign …` and `fray new --campaign` through the real binary: a campaign made,
//! its party added, brought into a fight, wounded there, written back once (a second
//! write-back writes nothing), and the next fight opening with the wound.

use crate::common;

use std::path::Path;
use std::process::Output;

use common::cli::{command, feed_within, text};

/// `fray ARGS` on `saves` in `lang`, fed `stdin` (60 s deadline).
pub(crate) fn fray(saves: &Path, lang: &str, args: &[&str], stdin: &str) -> Output {
    let mut cmd = command(saves, args);
    cmd.env("FRAY_LANG", lang);
    feed_within(cmd, stdin.as_bytes(), 60)
}

/// `fray ARGS` in `lang`, which must succeed; its standard output.
pub(crate) fn ok(saves: &Path, lang: &str, args: &[&str]) -> String {
    let out = fray(saves, lang, args, "");
    assert!(
        out.status.success(),
        "{args:?}\n{}\n{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    text(&out.stdout)
}

/// The campaign file "Les Ombres" gets.
fn campaign_file(saves: &Path) -> std::path::PathBuf {
    saves.join("campaigns").join("les-ombres.fray.jsonl")
}

/// A Polaris campaign "Les Ombres" with two PCs, made in `lang`.
fn les_ombres(saves: &Path, lang: &str) {
    let said = ok(
        saves,
        lang,
        &["campaign", "new", "Les Ombres", "-r", "polaris"],
    );
    assert!(campaign_file(saves).is_file(), "{said}");
    ok(
        saves,
        lang,
        &[
            "campaign",
            "do",
            "les-ombres",
            "add \"Baral Faadhi\" pc from mercenary",
            "add Kira pc reaction=12",
        ],
    );
}

/// Baral's wounds as `fray show --json` gives them for `save`.
fn baral_wounds(saves: &Path, save: &str) -> serde_json::Value {
    let json: serde_json::Value =
        serde_json::from_str(&ok(saves, "en", &["show", save, "--json"])).expect("json");
    let baral = json["combatants"]
        .as_array()
        .expect("combatants")
        .iter()
        .find(|c| c["name"] == "Baral Faadhi")
        .cloned()
        .expect("Baral is there");
    baral["wounds"].clone()
}

#[test]
fn a_campaign_is_made_listed_shown_and_changed() {
    let dir = tempfile::tempdir().expect("temp");
    let saves = dir.path();
    let said = ok(
        saves,
        "en",
        &["campaign", "new", "Les Ombres", "-r", "polaris"],
    );
    assert!(said.contains("created the campaign “Les Ombres”"), "{said}");
    assert!(said.contains("fray new --campaign les-ombres"), "{said}");
    let header = std::fs::read_to_string(campaign_file(saves)).expect("the file");
    assert!(header.contains(r#""kind":"campaign""#), "{header}");

    let again = fray(saves, "en", &["campaign", "new", "les ombres"], "");
    assert_eq!(again.status.code(), Some(1));
    assert!(
        text(&again.stderr).contains("exists already"),
        "{}",
        text(&again.stderr)
    );

    let out = fray(
        saves,
        "en",
        &[
            "campaign",
            "do",
            "les-ombres",
            "add Baral pc",
            "add Kira pc",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("#2 Kira joins"),
        "{}",
        text(&out.stdout)
    );

    // A fight's command has no place between fights: refused as `fray run` refuses.
    let out = fray(saves, "en", &["campaign", "do", "les-ombres", "start"], "");
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("campaign do:1: error: this command is for a fight"),
        "{}",
        text(&out.stderr)
    );

    let list = ok(saves, "en", &["campaign", "list"]);
    let row = list.lines().nth(1).expect("a row");
    assert!(row.starts_with("Les Ombres  Polaris"), "{list}");
    assert!(row.contains("  2  "), "two PCs: {list}");

    let shown = ok(saves, "en", &["campaign", "show", "les ombres"]);
    assert!(shown.starts_with("Campaign “Les Ombres”"), "{shown}");
    assert!(shown.contains("Baral") && shown.contains("Kira"), "{shown}");
    assert!(shown.contains("No fights yet."), "{shown}");
    assert!(
        !shown.contains("round 0"),
        "no round in a campaign: {shown}"
    );

    let out = fray(saves, "en", &["campaign", "undo", "les-ombres"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let json: serde_json::Value = serde_json::from_str(&ok(
        saves,
        "en",
        &["campaign", "show", "les-ombres", "--json"],
    ))
    .expect("json");
    let names: Vec<_> = json["combatants"]
        .as_array()
        .expect("combatants")
        .iter()
        .map(|c| c["name"].clone())
        .collect();
    assert_eq!(names, ["Baral"], "Kira's joining undone");
    assert_eq!(json["campaign"]["key"], "les-ombres");
    assert_eq!(json["fights"], serde_json::json!([]));

    // `run` reads a script as `fray run` does.
    let out = fray(
        saves,
        "en",
        &["campaign", "run", "les-ombres", "--script", "-"],
        "add Kira pc\nnote kira \"owes Baral\"\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("#4 Kira joins"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn rest_is_the_systems_line_carried_out_on_the_campaign() {
    let dir = tempfile::tempdir().expect("temp");
    les_ombres(dir.path(), "en");
    let before = std::fs::read(campaign_file(dir.path())).expect("read");
    let rest = fray(
        dir.path(),
        "en",
        &["campaign", "rest", "les-ombres", "long", "Baral Faadhi"],
        "",
    );
    // The same words as one line through `campaign do`: the same answer, whatever the
    // system makes of `rest`.
    let typed = fray(
        dir.path(),
        "en",
        &["campaign", "do", "les-ombres", "rest long \"Baral Faadhi\""],
        "",
    );
    assert_eq!(rest.status.code(), typed.status.code());
    assert_eq!(text(&rest.stderr), text(&typed.stderr));
    if !rest.status.success() {
        assert_eq!(rest.status.code(), Some(3), "{}", text(&rest.stderr));
        assert_eq!(
            std::fs::read(campaign_file(dir.path())).expect("read"),
            before,
            "a refused rest writes nothing"
        );
    }
}

#[test]
fn a_party_goes_to_a_fight_and_comes_back_wounded_once() {
    let dir = tempfile::tempdir().expect("temp");
    let saves = dir.path();
    les_ombres(saves, "en");

    // -r must agree with the campaign's system.
    let out = fray(
        saves,
        "en",
        &[
            "new",
            "--campaign",
            "les-ombres",
            "-r",
            "cyberpunk",
            "--no-open",
            "Ambush",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("plays Polaris"),
        "{}",
        text(&out.stderr)
    );
    assert!(!saves.join("ambush.fray.jsonl").exists(), "no fight made");

    let campaign_before = std::fs::read(campaign_file(saves)).expect("read");
    let said = ok(
        saves,
        "en",
        &[
            "new",
            "--campaign",
            "Les Ombres",
            "--seed",
            "3",
            "--no-open",
            "Ambush",
        ],
    );
    assert!(
        said.contains("come from the campaign “Les Ombres”, as it left them"),
        "{said}"
    );
    assert_eq!(
        std::fs::read(campaign_file(saves)).expect("read"),
        campaign_before,
        "the campaign is not written when a fight takes its party"
    );
    assert_eq!(baral_wounds(saves, "ambush"), serde_json::json!([]));
    let shown = ok(saves, "en", &["campaign", "show", "les-ombres"]);
    assert!(
        shown.contains("Ambush (ambush.fray.jsonl): not written back yet"),
        "found in the saves folder: {shown}"
    );

    ok(
        saves,
        "en",
        &["run", "ambush", "--script", "-", "--keep-going"],
    );
    let out = fray(
        saves,
        "en",
        &["run", "ambush", "--script", "-"],
        "wound baral body serious\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));

    // No terminal and no --yes: the changes are shown, nothing is written.
    let out = fray(saves, "en", &["campaign", "sync", "ambush"], "y\n");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("add --yes"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(
        std::fs::read(campaign_file(saves)).expect("read"),
        campaign_before
    );

    let synced = ok(saves, "en", &["campaign", "sync", "ambush", "--yes"]);
    assert!(
        synced.contains("Writing the fight “Ambush” back into “Les Ombres” changes:"),
        "{synced}"
    );
    assert!(synced.contains("\nBaral Faadhi\n"), "{synced}");
    assert!(synced.contains("before: pc      Baral Faadhi"), "{synced}");
    assert!(
        synced.contains("after:  body       serious 1/3"),
        "{synced}"
    );
    assert!(!synced.contains("\nKira\n"), "Kira is unchanged: {synced}");
    assert!(
        synced.contains("is written back, up to its record #2"),
        "{synced}"
    );

    let written = std::fs::read(campaign_file(saves)).expect("read");
    let again = ok(saves, "en", &["campaign", "sync", "ambush", "--yes"]);
    assert!(again.contains("already written back"), "{again}");
    assert_eq!(
        std::fs::read(campaign_file(saves)).expect("read"),
        written,
        "a second write-back writes nothing"
    );

    let shown = ok(saves, "en", &["campaign", "show", "les-ombres"]);
    assert!(
        shown.contains("Ambush (ambush.fray.jsonl): written back up to record 2"),
        "{shown}"
    );

    ok(
        saves,
        "en",
        &["new", "--campaign", "les-ombres", "--no-open", "Docks"],
    );
    let wounds = baral_wounds(saves, "docks");
    assert_eq!(wounds[0]["location"], "body", "{wounds}");
    assert_eq!(wounds[0]["rows"][0]["severity"], "serious", "{wounds}");
    let out = fray(saves, "en", &["campaign", "sync", "docks", "--yes"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("changes nothing for the party"),
        "{}",
        text(&out.stdout)
    );
    let noted = std::fs::read(campaign_file(saves)).expect("read");
    assert_eq!(
        noted.iter().filter(|b| **b == b'\n').count(),
        written.iter().filter(|b| **b == b'\n').count() + 1,
        "a fight that changes nothing is only noted as written back, in one record"
    );
    let shown = ok(saves, "en", &["campaign", "show", "les-ombres"]);
    assert!(
        shown.contains("Docks (docks.fray.jsonl): written back"),
        "{shown}"
    );
    let again = ok(saves, "en", &["campaign", "sync", "docks", "--yes"]);
    assert!(again.contains("already written back"), "{again}");
    assert_eq!(std::fs::read(campaign_file(saves)).expect("read"), noted);

    let list = ok(saves, "en", &["campaign", "list"]);
    assert!(
        list.lines().nth(1).expect("a row").contains("  2  "),
        "{list}"
    );
}

#[test]
fn a_fight_without_a_party_is_not_written_back() {
    let dir = tempfile::tempdir().expect("temp");
    ok(
        dir.path(),
        "en",
        &["new", "-r", "polaris", "--no-open", "Alone"],
    );
    let out = fray(
        dir.path(),
        "en",
        &["campaign", "sync", "alone", "--yes"],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("the fight “Alone” has no party from a campaign"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn a_campaign_speaks_french() {
    let dir = tempfile::tempdir().expect("temp");
    let saves = dir.path();
    let said = ok(
        saves,
        "fr",
        &["campaign", "new", "Les Ombres", "-r", "polaris"],
    );
    assert!(said.contains("campagne «\u{a0}Les Ombres\u{a0}»"), "{said}");
    let out = fray(
        saves,
        "fr",
        &["campaign", "do", "les-ombres", "ajoute Baral pj"],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let shown = ok(saves, "fr", &["campaign", "show", "les-ombres"]);
    assert!(shown.contains("Aucun combat pour l’instant."), "{shown}");

    ok(
        saves,
        "fr",
        &["new", "--campaign", "les-ombres", "--no-open", "Quai"],
    );
    let log = ok(saves, "fr", &["log", "quai"]);
    assert!(log.contains("équipe les-ombres"), "{log}");
    let out = fray(
        saves,
        "fr",
        &["run", "quai", "--script", "-"],
        "blesse baral corps grave\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = fray(saves, "fr", &["campaign", "sync", "quai"], "");
    assert!(
        text(&out.stderr).contains("ajoutez --yes"),
        "{}",
        text(&out.stderr)
    );
    let synced = ok(saves, "fr", &["campaign", "sync", "quai", "--yes"]);
    assert!(
        synced.contains(
            "Reporter le combat «\u{a0}Quai\u{a0}» dans «\u{a0}Les Ombres\u{a0}» change\u{a0}:"
        ),
        "{synced}"
    );
    assert!(synced.contains("après\u{a0}: "), "{synced}");
    let again = ok(saves, "fr", &["campaign", "sync", "quai", "--yes"]);
    assert!(again.contains("déjà reporté"), "{again}");
    let shown = ok(saves, "fr", &["campaign", "show", "les-ombres"]);
    assert!(
        shown.contains("Quai (quai.fray.jsonl)\u{a0}: reporté jusqu’à l’enregistrement 2"),
        "{shown}"
    );
    assert!(shown.contains("Un combat\u{a0}:"), "{shown}");
}

#[cfg(unix)]
#[test]
fn on_a_terminal_sync_asks_and_writes_only_on_yes() {
    use std::time::Duration;
    let dir = tempfile::tempdir().expect("temp");
    let saves = dir.path();
    les_ombres(saves, "en");
    ok(
        saves,
        "en",
        &["new", "--campaign", "les-ombres", "--no-open", "Ambush"],
    );
    let out = fray(
        saves,
        "en",
        &["run", "ambush", "--script", "-"],
        "wound baral body serious\n",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let before = std::fs::read(campaign_file(saves)).expect("read");
    let pause = Duration::from_millis(500);
    let limit = Duration::from_secs(30);

    let no = crate::pty::run(
        saves,
        &["campaign", "sync", "ambush"],
        &[(pause, b"n\n")],
        limit,
    );
    let said = text(&no.bytes);
    assert!(said.contains("Write it back? [y/N]"), "{said}");
    assert!(said.contains("nothing written"), "{said}");
    assert_eq!(no.status.and_then(|s| s.code()), Some(0), "{said}");
    assert_eq!(std::fs::read(campaign_file(saves)).expect("read"), before);

    let yes = crate::pty::run(
        saves,
        &["campaign", "sync", "ambush"],
        &[(pause, b"y\n")],
        limit,
    );
    let said = text(&yes.bytes);
    assert!(
        said.contains("is written back, up to its record #2"),
        "{said}"
    );
    assert_ne!(std::fs::read(campaign_file(saves)).expect("read"), before);
}
