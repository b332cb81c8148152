//! A French GM sets options in French: `option malus-blessures pire` is read as
//! `option wound-malus worst`, which the save keeps; the echoes, `fray log` and `fray rules`
//! show the French words, and a refused value lists the accepted ones in French. English
//! keys and values still read in French (a GM may copy them from the docs).

use crate::common;

use common::cli::{fray_in, new_fight, run_script, stdout_of, text};
use fray::i18n::Lang;
use fray::model::SystemId;
use fray::rules::option_words::OptionWords;
use fray::script::{Line, format_in_system, parse_in};
use proptest::prelude::*;

/// A system's options with listed values, each with the last value (most often not the
/// default): the row, its English value and its French word.
fn settable(id: SystemId) -> Vec<(&'static OptionWords, &'static str, &'static str)> {
    fray::rules::system(id)
        .option_words()
        .iter()
        .filter(|row| !row.key.contains('.'))
        .filter_map(|row| row.values.last().map(|(en, fr)| (row, *en, *fr)))
        .collect()
}

/// The save's text of the fight `name` in `saves`.
fn save_text(saves: &std::path::Path, name: &str) -> String {
    std::fs::read_to_string(saves.join(format!("{name}.fray.jsonl"))).expect("the save")
}

#[test]
fn every_option_set_in_french_is_saved_in_english_and_echoed_in_french() {
    for id in SystemId::all() {
        let (saves, config) = new_fight("fr", id.key(), "essai");
        let options = settable(id);
        assert!(!options.is_empty(), "{}", id.key());
        let script: String = options
            .iter()
            .map(|(row, _, fr)| format!("option {} {fr}\n", row.fr))
            .chain(["annule\n".to_string()])
            .collect();
        let out = run_script(saves.path(), config.path(), "fr", "essai", &script);
        let (last, _, last_fr) = options.last().expect("an option");
        let undone = format!("option {} {last_fr}", last.fr);
        assert!(
            out.contains(&undone),
            "{}: {undone:?} missing in:\n{out}",
            id.key()
        );

        let save = save_text(saves.path(), "essai");
        let french_log = stdout_of(saves.path(), config.path(), "fr", &["log", "essai"]);
        let english_log = stdout_of(saves.path(), config.path(), "en", &["log", "essai"]);
        for (row, en, fr) in &options {
            let stored = format!("option {} {en}", row.key);
            assert!(save.contains(&stored), "{}: {stored:?} not saved", id.key());
            assert!(
                english_log.contains(&stored),
                "{stored:?} in:\n{english_log}"
            );
            let french = format!("option {} {fr}", row.fr);
            assert!(french_log.contains(&french), "{french:?} in:\n{french_log}");
        }
        if last.fr != last.key {
            assert!(!save.contains(&undone), "{}: French in the save", id.key());
        }
    }
}

#[test]
fn english_words_still_read_in_french_and_the_state_holds_the_stored_value() {
    let (saves, config) = new_fight("fr", "polaris-3e", "quai");
    let script = "option wound-malus pire\noption fatigue on\noption mains-nues oui\n";
    let out = run_script(saves.path(), config.path(), "fr", "quai", script);
    assert!(out.contains("malus-blessures = pire"), "{out}");
    let save = save_text(saves.path(), "quai");
    for stored in [
        "option wound-malus worst",
        "option fatigue on",
        "option bare-hands on",
    ] {
        assert!(save.contains(stored), "{stored:?} not in:\n{save}");
    }
    let events: Vec<serde_json::Value> = save
        .lines()
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect();
    let sets = format!("{events:?}");
    assert!(sets.contains("\"worst\""), "{sets}");
    assert!(!sets.contains("\"pire\""), "{sets}");
}

#[test]
fn a_refused_value_lists_the_accepted_ones_in_french() {
    let (saves, config) = new_fight("fr", "polaris-3e", "quai");
    let args = ["run", "quai", "--script", "-"];
    let out = fray_in(
        saves.path(),
        config.path(),
        "fr",
        &args,
        "option malus-blessures moyenne\n",
        60,
    );
    let said = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert!(said.contains("somme ou pire"), "{said}");
    assert!(said.contains("malus-blessures"), "{said}");
    assert!(!said.contains("worst"), "{said}");
    let out = fray_in(
        saves.path(),
        config.path(),
        "fr",
        &args,
        "option dés dé\n",
        60,
    );
    let said = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert!(said.contains("l’option dés vaut fray ou table"), "{said}");
}

/// The options part of `fray rules SYSTEM`: from its heading to the first empty line.
fn options_part(listing: &str) -> String {
    listing
        .lines()
        .skip_while(|l| !l.starts_with("OPTIONS"))
        .take_while(|l| !l.trim().is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn fray_rules_lists_the_options_in_french_and_json_stays_canonical() {
    let saves = tempfile::tempdir().expect("saves");
    let config = tempfile::tempdir().expect("settings");
    // English words that are French words too (`plus`, `on`) may stand in a description.
    let french_words = common::english::catalog_words("fr");
    for id in SystemId::all() {
        let french = stdout_of(saves.path(), config.path(), "fr", &["rules", id.key()]);
        let part = options_part(&french);
        let english = stdout_of(saves.path(), config.path(), "en", &["rules", id.key()]);
        let english_part = options_part(&english);
        let words: Vec<&str> = part
            .split(|c: char| c.is_whitespace() || c == '|')
            .collect();
        let rows = fray::rules::system(id)
            .option_words()
            .iter()
            .chain(fray::rules::option_words::SHARED);
        for row in rows {
            if !row.key.contains('.') {
                assert!(
                    part.contains(&format!("  {} ", row.fr)),
                    "{} in:\n{part}",
                    row.fr
                );
                assert!(
                    english_part.contains(&format!("  {} ", row.key)),
                    "{english_part}"
                );
            }
            for (en, fr) in row.values {
                let english_only = !row.values.iter().any(|(_, f)| f == en);
                if en != fr && english_only && !french_words.contains(*en) {
                    assert!(!words.contains(en), "{}: {en} in:\n{part}", id.key());
                }
            }
        }
        let json = stdout_of(
            saves.path(),
            config.path(),
            "fr",
            &["rules", id.key(), "--json"],
        );
        let json: serde_json::Value = serde_json::from_str(&json).expect("JSON");
        let keys: Vec<&str> = json["options"]
            .as_array()
            .expect("options")
            .iter()
            .filter_map(|o| o["key"].as_str())
            .collect();
        assert!(keys.contains(&"reveal-on-act"), "{keys:?}");
        assert!(!keys.contains(&"révéler-en-agissant"), "{keys:?}");
    }
}

/// Every option row of every system with one of its values (or a word no table knows).
fn any_option() -> impl Strategy<Value = (SystemId, String, String)> {
    let all: Vec<(SystemId, String, String)> = SystemId::all()
        .into_iter()
        .flat_map(|id| {
            let rows = fray::rules::system(id)
                .option_words()
                .iter()
                .chain(fray::rules::option_words::SHARED);
            rows.flat_map(move |row| {
                let key = match row.key.split_once('.') {
                    Some((head, "SIDE")) => format!("{head}.enemy"),
                    Some((head, _)) => format!("{head}.rapide"),
                    None => row.key.to_string(),
                };
                row.values
                    .iter()
                    .map(|(en, _)| en.to_string())
                    .chain(["12".to_string(), "nimportequoi".to_string()])
                    .map(move |v| (id, key.clone(), v))
                    .collect::<Vec<_>>()
            })
            .collect::<Vec<_>>()
        })
        .collect();
    proptest::sample::select(all)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn an_option_written_in_french_reads_back_as_itself((id, key, value) in any_option()) {
        let command = fray::engine::Command::Option { key: key.clone(), value: value.clone() };
        let french = format_in_system(Lang::Fr, id, &command);
        prop_assert_eq!(
            parse_in(id, &french),
            Ok(Line::Command(command.clone())),
            "{}", french
        );
        let english = format_in_system(Lang::En, id, &command);
        prop_assert_eq!(parse_in(id, &english), Ok(Line::Command(command)), "{}", english);
        let row = fray::rules::system(id)
            .option_words()
            .iter()
            .chain(fray::rules::option_words::SHARED)
            .find(|r| r.key.split('.').next() == key.split('.').next());
        if let Some(row) = row.filter(|r| r.fr != r.key && !r.key.contains('.')) {
            let written = french.split(' ').nth(1).unwrap_or_default();
            prop_assert_eq!(written, row.fr, "{}", french);
        }
    }
}
