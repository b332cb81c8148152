//! Issue 15: a fight typed in French makes the same save as the same fight typed in
//! English: the same events, and the command lines in their canonical English form.

use crate::common;

use common::cli::{fray_fed, text};
use fray::store::load;

const ENGLISH: &str = "add \"Baral Faadhi\" pc from mercenary
add 2 Ganger enemy from ganger
start
declare ganger-1 shoots baral
next
next
attack baral ganger-1 fusils d20=9 location=5 damage=2d6+3:4,5
condition baral prone -2 for 2 rounds
undo
redo
";

const FRENCH: &str = "ajoute \"Baral Faadhi\" pj comme mercenary
ajoute 2 Ganger ennemi comme ganger
début
déclare ganger-1 shoots baral
suivant
suivant
attaque baral ganger-1 fusils d20=9 location=5 damage=2d6+3:4,5
état baral prone -2 pendant 2 tours
annule
rétablis
";

fn save_of(script: &str, name: &str, dir: &std::path::Path) -> Vec<(String, String)> {
    let new = [
        "new",
        "--rules",
        "polaris-3e",
        "--seed",
        "7",
        "--no-open",
        name,
    ];
    let out = fray_fed(dir, &new, "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = fray_fed(dir, &["run", name, "--script", "-"], script);
    assert!(
        out.status.success(),
        "{}\n{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    let loaded = load(&dir.join(format!("{}.fray.jsonl", name.to_lowercase()))).expect("load");
    loaded
        .records
        .iter()
        .map(|r| {
            let events = serde_json::to_string(&r.events).expect("events");
            (r.command.clone(), events)
        })
        .collect()
}

#[test]
fn a_fight_typed_in_french_saves_the_same_commands_and_events_as_in_english() {
    let dir = tempfile::tempdir().expect("temp");
    let english = save_of(ENGLISH, "En", dir.path());
    let french = save_of(FRENCH, "Fr", dir.path());
    assert_eq!(english.len(), 10);
    for (i, (en, fr)) in english.iter().zip(&french).enumerate() {
        assert_eq!(en.1, fr.1, "record {}: events", i + 1);
    }
    let commands: Vec<&str> = french.iter().map(|(c, _)| c.as_str()).collect();
    assert!(
        commands
            .iter()
            .all(|c| c.is_ascii() || c.contains("Faadhi")),
        "every French line is kept in English: {commands:#?}"
    );
    assert_eq!(commands[2], "start");
    assert_eq!(commands[4], "next");
    assert_eq!(commands[8], "undo");
}

/// English verbs with French keywords (`add … ennemi comme`, `condition … pendant 2 tours`)
/// are a French line too: the save holds the same canonical lines as the English script.
const MIXED: &str = "add \"Baral Faadhi\" pj comme mercenary
add 2 Ganger ennemi comme ganger
start
declare ganger-1 shoots baral
next
next
attack baral ganger-1 fusils d20=9 location=5 damage=2d6+3:4,5
condition baral à-terre -2 pendant 2 tours
undo
redo
";

#[test]
fn english_verbs_with_french_keywords_save_the_english_lines() {
    let dir = tempfile::tempdir().expect("temp");
    let english = save_of(ENGLISH, "En", dir.path());
    let mixed = save_of(MIXED, "Mixed", dir.path());
    assert_eq!(english.len(), mixed.len());
    for (i, (en, mx)) in english.iter().zip(&mixed).enumerate() {
        assert_eq!(en, mx, "record {}", i + 1);
    }
}
