//! `aide VERB` typed by a French GM, for every verb of every system: the usage line reads
//! in French placeholders (`QUI CIBLE`, not `WHO TARGET`), and the examples of the shared
//! sheet verbs (`ajoute`, `fiche`) read back in the system and write its sheet keys in
//! French (`réaction=14 armes-de-poing=4+9`, not `reaction=14 firearms=4+9`).

use crate::common;

use common::cli::{new_fight, run_script};
use fray::model::SystemId;

/// The English placeholders of the usages: none may stand in a French usage line.
const ENGLISH_PLACEHOLDERS: &[&str] = &[
    "WHO",
    "TARGET",
    "TEXT",
    "WEAPON",
    "KEY",
    "WHAT",
    "NAME",
    "NEWNAME",
    "DIFFICULTY",
    "LOCATION",
    "SPELL",
    "SKILL",
    "POOL",
    "VALUE",
    "SIDE",
    "SEVERITY",
    "SERVER",
    "LABEL",
    "WHY",
    "TEMPLATE",
    "SHOOTER",
    "DICE",
    "GEAR",
    "ATTACKER",
    "CASTER",
    "key=value",
];

/// Every system's key, with the help page of each of its verbs typed in French.
fn pages(system: SystemId) -> Vec<(String, String)> {
    let (saves, config) = new_fight("fr", system.key(), "quai");
    fray::script::verbs_in(system)
        .into_iter()
        .map(|verb| {
            let typed = verb.fr.first().copied().unwrap_or(verb.name);
            let page = run_script(
                saves.path(),
                config.path(),
                "fr",
                "quai",
                &format!("aide {typed}\n"),
            );
            (verb.name.to_string(), page)
        })
        .collect()
}

/// The examples of a help page: the indented lines after `Exemples :`.
fn examples(page: &str) -> Vec<String> {
    page.lines()
        .skip_while(|l| !l.starts_with("Exemples"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .map(|l| l.trim().to_string())
        .collect()
}

/// Every usage line under French names its parts in French words.
#[test]
fn french_help_usage_lines_have_french_placeholders_in_every_system() {
    let mut english = Vec::new();
    for system in SystemId::all() {
        for (verb, page) in pages(system) {
            let usage = page.lines().next().unwrap_or_default().to_string();
            let words: Vec<&str> = usage
                .split(|c: char| !(c.is_alphanumeric() || c == '=' || c == '-'))
                .collect();
            if let Some(word) = ENGLISH_PLACEHOLDERS.iter().find(|p| words.contains(p)) {
                english.push(format!("{}: {verb}: {word} in `{usage}`", system.key()));
            }
        }
    }
    assert!(english.is_empty(), "{}", english.join("\n"));
}

/// The examples of `ajoute` and `fiche` read back in each system and write every sheet key
/// that has a French word in French.
#[test]
fn french_sheet_examples_read_back_and_write_sheet_keys_in_french() {
    let mut wrong = Vec::new();
    for system in SystemId::all() {
        let rules = fray::rules::system(system);
        for (verb, page) in pages(system) {
            if verb != "add" && verb != "set" {
                continue;
            }
            for example in examples(&page) {
                if fray::script::parse_in(system, &example).is_err() {
                    wrong.push(format!("{}: does not read back: {example}", system.key()));
                }
                for word in example.split_whitespace() {
                    let Some((key, _)) = word.split_once('=') else {
                        continue;
                    };
                    let french = rules.verbs().sheet_key_fr(&rules.canonical_stat(key));
                    if french.as_deref().is_some_and(|fr| fr != key) {
                        wrong.push(format!("{}: English key {key}: {example}", system.key()));
                    }
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
