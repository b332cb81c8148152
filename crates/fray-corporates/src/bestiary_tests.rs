//! The shipped bestiary `assets/bestiary/corporates.json`: it parses, holds the templates a
//! Corporates firefight needs, and every sheet carries what the rules read: the stats the
//! rolls count in dice (COR-OP-21), a confidence pool (COR-08), weapons a shot or a blow
//! can use (COR-16, COR-19, COR-21, COR-23, COR-31, COR-34, COR-39, COR-40) and cyberware
//! the COR-42 table can hit.

use crate::model::Gear;
use crate::rules::Bestiary;

use super::cyber::Site;
use super::shooting::Range;

use super::BESTIARY;

/// The COR-42 sites a piece of cyberware may name.
const SITES: [&str; 12] = [
    "growth",
    "hand",
    "arm",
    "foot",
    "leg",
    "face",
    "eye",
    "connection",
    "general",
    "organ",
    "power",
    "other",
];

fn bestiary() -> Bestiary {
    let b = Bestiary::from_json(BESTIARY).expect("the Corporates bestiary parses");
    assert_eq!(
        crate::rules::system(super::ID).bestiary().templates.len(),
        b.templates.len(),
        "the system reads it"
    );
    b
}

fn bands(g: &Gear) -> [u32; 4] {
    ["short", "medium", "long", "extreme"].map(|b| {
        let v = g
            .value(b)
            .unwrap_or_else(|| panic!("{}: no {b} band", g.key));
        u32::try_from(v).expect("a band in metres")
    })
}

#[test]
fn cor_bestiary_parses_with_unique_keys_and_the_firefight_cast() {
    let b = bestiary();
    let mut keys: Vec<&str> = b.templates.iter().map(|t| t.key.as_str()).collect();
    keys.sort_unstable();
    keys.dedup();
    assert_eq!(keys.len(), b.templates.len(), "unique keys");
    for wanted in [
        "team-leader",
        "operative",
        "medic",
        "sniper",
        "ganger",
        "passer-by",
        "bodyguard",
    ] {
        assert!(b.find(wanted).is_some(), "{wanted}");
    }
    let crowd = b.find("passer-by").expect("the crowd");
    assert_eq!(crowd.side.word(), "neutral", "passers-by are neutral");
    for t in &b.templates {
        assert!(
            t.notes.contains_key("fr") && !t.note.is_empty(),
            "{}: a note in both languages",
            t.key
        );
    }
}

#[test]
fn cor_op_21_every_sheet_has_its_dice_stats_skill_levels_and_a_confidence_pool() {
    for t in &bestiary().templates {
        for stat in [
            "agility",
            "strength",
            "perception",
            "reaction",
            "stress",
            "soak",
        ] {
            let dice = t.stats.get(stat).copied().unwrap_or(0);
            assert!((2..=5).contains(&dice), "{}: {stat} = {dice}d", t.key);
        }
        assert!(t.stats.contains_key("confidence"), "{}: confidence", t.key);
        for (key, skill) in &t.skills {
            assert!(
                (1..=8).contains(&skill.total()),
                "{}: {key} level {}",
                t.key,
                skill.total()
            );
        }
    }
}

#[test]
fn cor_16_every_firearm_has_what_a_shot_needs() {
    let mut firearms = 0;
    for t in &bestiary().templates {
        for g in t.gear.iter().filter(|g| g.word("kind") == Some("firearm")) {
            firearms += 1;
            let b = bands(g);
            assert!(b.windows(2).all(|w| w[0] < w[1]), "{}: bands rise", g.key);
            assert_eq!(Range::of(b[0], b), Some(Range::Short), "{}", g.key);
            assert_eq!(Range::of(b[3] + 1, b), None, "{}", g.key);
            let damage = g.value("damage").unwrap_or(0);
            assert!((3..=6).contains(&damage), "{}: damage {damage}d", g.key);
            for value in ["snap", "aim", "burst"] {
                assert!(g.value(value).is_some_and(|v| v >= 0), "{}: {value}", g.key);
            }
            assert!(
                g.value("rounds").is_some_and(|r| r > 0),
                "{}: rounds",
                g.key
            );
            assert!(
                matches!(
                    g.word("carried"),
                    Some("sling" | "belt" | "holster" | "pocket")
                ),
                "{}: carried (COR-31)",
                g.key
            );
        }
    }
    assert!(firearms >= 7, "{firearms} firearms");
}

#[test]
fn cor_34_every_blade_or_club_has_a_damage_bonus_and_a_kind_of_cor_40() {
    for t in &bestiary().templates {
        for g in t.gear.iter().filter(|g| g.value("defense").is_some()) {
            assert!(g.value("damage-bonus").is_some(), "{}: damage bonus", g.key);
            assert!(
                matches!(
                    g.word("kind"),
                    Some("blunt" | "hard-blunt" | "cutting" | "thrusting")
                ),
                "{}: kind",
                g.key
            );
        }
    }
}

#[test]
fn cor_42_cyberware_names_a_site_of_the_table() {
    let b = bestiary();
    let mut sites = Vec::new();
    for t in &b.templates {
        for g in t.gear.iter().filter(|g| g.flag("cyber")) {
            let site = g.word("site").unwrap_or_default();
            assert!(SITES.contains(&site), "{}: site {site}", g.key);
            sites.push(site);
        }
    }
    assert!(sites.contains(&"eye"), "the medic's eye");
    let site = serde_json::to_value(Site::General).expect("a site");
    assert!(sites.contains(&site.as_str().unwrap_or_default()));
    let guard = b.find("bodyguard").expect("bodyguard");
    assert!(guard.skills["wired-reflexes"].total() > 0, "wired reflexes");
    assert!(
        guard
            .gear
            .iter()
            .any(|g| g.flag("cyber") && g.key == "reflexes")
    );
}
