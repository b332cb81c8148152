//! `fray campaign import CAMPAIGN FILE.csv` through the real binary, as a new GM does it:
//! two PCs from a French spreadsheet (`;`, French columns), two fights, and the second
//! fight opening with the first fight's wounds; a refused row named by its line and column
//! while the good rows still come in.

use std::path::Path;

use super::cli_campaign::{fray, ok};
use crate::common::cli::text;

/// The PCs of `save` as `fray show --json` gives them, by name.
fn combatant(saves: &Path, save: &str, name: &str) -> serde_json::Value {
    let json: serde_json::Value =
        serde_json::from_str(&ok(saves, "en", &["show", save, "--json"])).expect("json");
    json["combatants"]
        .as_array()
        .expect("combatants")
        .iter()
        .find(|c| c["name"] == name)
        .cloned()
        .unwrap_or_else(|| panic!("{name} is in {save}: {json}"))
}

#[test]
fn two_pcs_imported_from_a_spreadsheet_fight_twice_and_keep_their_wounds() {
    let dir = tempfile::tempdir().expect("temp");
    let saves = dir.path();
    ok(
        saves,
        "fr",
        &["campaign", "new", "Les Ombres", "-r", "polaris"],
    );
    let csv = saves.join("pjs.csv");
    std::fs::write(
        &csv,
        "\u{feff}nom;camp;réaction;armes-de-poing;armes\r\n\
         Baral;pj;14;4+9;pistolet-lourd\r\n\
         Kira;pj;12;3+6;\r\n",
    )
    .expect("write");
    let said = ok(
        saves,
        "fr",
        &[
            "campaign",
            "import",
            "les-ombres",
            csv.to_str().expect("utf-8"),
        ],
    );
    assert!(said.contains("Baral") && said.contains("Kira"), "{said}");
    let shown = ok(saves, "en", &["campaign", "show", "les-ombres", "--json"]);
    let campaign: serde_json::Value = serde_json::from_str(&shown).expect("json");
    let party = campaign["combatants"].as_array().expect("party");
    assert_eq!(party.len(), 2, "{shown}");
    assert!(
        shown.contains("pistolet-lourd"),
        "the weapon column came in: {shown}"
    );

    ok(
        saves,
        "fr",
        &["new", "--campaign", "les-ombres", "--no-open", "Embuscade"],
    );
    let played = fray(
        saves,
        "fr",
        &["run", "embuscade", "--script", "-"],
        "ajoute 2 mercenaires\nblessure baral corps grave\nfin\n",
    );
    assert!(played.status.success(), "{}", text(&played.stderr));
    assert!(
        text(&played.stdout).contains("`fray campaign sync embuscade` reporte son équipe"),
        "the end of the fight says how to write it back: {}",
        text(&played.stdout)
    );
    let wounds = combatant(saves, "embuscade", "Baral")["wounds"].clone();
    ok(saves, "fr", &["campaign", "sync", "embuscade", "--yes"]);

    ok(
        saves,
        "fr",
        &["new", "--campaign", "les-ombres", "--no-open", "Les Docks"],
    );
    let baral = combatant(saves, "les-docks", "Baral");
    assert_eq!(
        baral["wounds"], wounds,
        "the second fight opens with the first's wounds"
    );
    assert_eq!(baral["wounds"][0]["location"], "body", "{baral}");
    let kira = combatant(saves, "les-docks", "Kira");
    assert_eq!(
        kira["wounds"],
        serde_json::json!([]),
        "Kira was not hurt: {kira}"
    );

    // Line mode says it too, once, when the fight ends.
    let ended = fray(
        saves,
        "en",
        &["run", "les-docks"],
        "note kira ready\nend\nnote kira done\n",
    );
    assert!(ended.status.success(), "{}", text(&ended.stderr));
    let said = text(&ended.stdout);
    let hint = "`fray campaign sync les-docks` writes its party back into “Les Ombres”";
    assert_eq!(said.matches(hint).count(), 1, "{said}");
}

#[test]
fn a_refused_row_is_named_by_line_and_column_and_the_others_come_in() {
    let dir = tempfile::tempdir().expect("temp");
    let saves = dir.path();
    ok(saves, "en", &["campaign", "new", "Crew", "-r", "polaris"]);
    let csv = saves.join("crew.csv");
    std::fs::write(
        &csv,
        "name,side,reaction,handguns\nBaral,pc,14,4+9\nKira,pc,twelve,3+6\nZed,pc,11,2+2\n",
    )
    .expect("write");
    let out = fray(
        saves,
        "en",
        &["campaign", "import", "crew", csv.to_str().expect("utf-8")],
        "",
    );
    assert_eq!(
        out.status.code(),
        Some(3),
        "a refused row: {}",
        text(&out.stderr)
    );
    let err = text(&out.stderr);
    assert!(err.contains("line 3") && err.contains("reaction"), "{err}");
    let shown: serde_json::Value =
        serde_json::from_str(&ok(saves, "en", &["campaign", "show", "crew", "--json"]))
            .expect("json");
    let names: Vec<&str> = shown["combatants"]
        .as_array()
        .expect("party")
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    assert_eq!(names, ["Baral", "Zed"]);
    let again = fray(
        saves,
        "en",
        &["campaign", "import", "crew", csv.to_str().expect("utf-8")],
        "",
    );
    assert_eq!(
        again.status.code(),
        Some(3),
        "names already in the party are refused"
    );
    assert!(
        text(&again.stderr).contains("Baral"),
        "{}",
        text(&again.stderr)
    );
}
