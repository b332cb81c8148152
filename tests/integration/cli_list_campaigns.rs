//! The real binary: `fray list` groups the fights under their campaign (a campaign with no
//! fight yet too), then the fights of no campaign, in English and in French; `--json` names
//! each fight's campaign; a folder with no campaign lists as it always did.

use crate::common;

use common::campaigns::{campaign, fight};
use common::cli::{command, feed, text};

const POLARIS: fray::model::SystemId = fray::systems::polaris::ID;

/// `fray list ARGS` on `saves` in `lang`.
fn list(saves: &std::path::Path, lang: &str, args: &[&str]) -> String {
    let mut all = vec!["list"];
    all.extend_from_slice(args);
    let mut run = command(saves, &all);
    run.env("FRAY_LANG", lang);
    let out = feed(run, "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
}

/// Les Ombres with two fights, Neon Nights with none, and a fight of no campaign.
fn folder() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp");
    let saves = dir.path();
    campaign(saves, POLARIS, "Les Ombres", &["add Baral pc"]);
    campaign(saves, fray::systems::anarchy::ID, "Neon Nights", &[]);
    fight(saves, POLARIS, "Ambush", &["party \"Les Ombres\""]);
    fight(saves, POLARIS, "Docks", &["party les-ombres"]);
    fight(saves, POLARIS, "Tavern Brawl", &["add Kurt enemy"]);
    dir
}

/// The index of the line starting with `start`.
fn at(lines: &[&str], start: &str) -> usize {
    lines
        .iter()
        .position(|l| l.starts_with(start))
        .unwrap_or_else(|| panic!("{start} in {lines:#?}"))
}

#[test]
fn list_groups_the_fights_by_campaign_in_both_languages() {
    let dir = folder();
    for (lang, ombres, neon, loose) in [
        (
            "en",
            "Campaign “Les Ombres”: 2 fights",
            "Campaign “Neon Nights”: no fight yet",
            "Fights of no campaign",
        ),
        (
            "fr",
            "Campagne «\u{a0}Les Ombres\u{a0}»\u{a0}: 2 combats",
            "Campagne «\u{a0}Neon Nights\u{a0}»\u{a0}: aucun combat pour l’instant",
            "Combats hors campagne",
        ),
    ] {
        let table = list(dir.path(), lang, &[]);
        let lines: Vec<&str> = table.lines().collect();
        let (o, n, l) = (at(&lines, ombres), at(&lines, neon), at(&lines, loose));
        let (ambush, docks, tavern) = (
            at(&lines, "Ambush"),
            at(&lines, "Docks"),
            at(&lines, "Tavern Brawl"),
        );
        assert!(o < ambush && o < docks, "{lang}: {table}");
        assert!(ambush < n && docks < n, "{lang}: {table}");
        assert!(n < l && l < tavern, "{lang}: {table}");
        assert_eq!(n + 2, l, "{lang}: no fight under Neon Nights: {table}");
        // The campaign files are not listed as fights.
        assert!(!table.contains("campaigns/"), "{lang}: {table}");
    }
}

#[test]
fn list_json_names_each_fight_s_campaign() {
    let dir = folder();
    let out = list(dir.path(), "en", &["--json"]);
    let saves: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    let array = saves.as_array().expect("an array");
    assert_eq!(array.len(), 3, "{out}");
    let of = |name: &str| {
        array
            .iter()
            .find(|s| s["name"] == name)
            .unwrap_or_else(|| panic!("{name} in {out}"))["campaign"]
            .clone()
    };
    assert_eq!(
        of("Ambush"),
        serde_json::json!({"key": "les-ombres", "name": "Les Ombres"})
    );
    assert_eq!(of("Tavern Brawl"), serde_json::Value::Null);
}

#[test]
fn a_folder_of_no_campaign_lists_as_before() {
    let dir = tempfile::tempdir().expect("temp");
    fight(dir.path(), POLARIS, "Tavern Brawl", &["add Kurt enemy"]);
    let table = list(dir.path(), "en", &[]);
    let lines: Vec<&str> = table.lines().collect();
    assert_eq!(lines.len(), 2, "a heading and the fight: {table}");
    assert!(lines[1].starts_with("Tavern Brawl"), "{table}");
    assert!(!table.contains("campaign"), "{table}");
}
