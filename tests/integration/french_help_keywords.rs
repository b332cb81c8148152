//! A French GM types `aide VERB` for every command of Polaris and of the combat-pool house
//! rule: what each command does names the keywords the GM types in French (`nouvelle-tentative`,
//! `rapide`, `précaution=N`), never the English ones (`retry`, `fast`, `care=N`). The English
//! keywords are built from the commands themselves: every word of a command's usage that
//! its French usage writes otherwise, so a new keyword is audited without a list to keep.

use crate::common;

use std::collections::BTreeSet;

use common::cli::{new_fight, run_script};
use fray::i18n::{Lang, with_lang};
use fray::model::SystemId;
use fray::script::{help_in, verbs_in};

/// Keywords the French text may use as French words, each with why.
const FRENCH_TOO: &[(&str, &str)] = &[
    (
        "test",
        "« un test », the Polaris text's noun (the command is teste)",
    ),
    (
        "position",
        "« en position », the combat-pool text's words for an ambush (the keyword is en-position)",
    ),
];

/// The words of a line as a command reads them: letters, digits, `-`, `_` and `'`; a
/// `key=value` word is its key.
fn words(line: &str) -> Vec<String> {
    line.split(|c: char| !(c.is_alphanumeric() || matches!(c, '-' | '_' | '\'' | '=')))
        .filter(|w| !w.is_empty())
        .map(|w| w.split('=').next().unwrap_or(w).to_lowercase())
        .collect()
}

/// Every keyword of `system`'s own commands that French writes otherwise: its usage's
/// words in English, where the French usage has another word at the same place.
fn english_keywords(system: SystemId) -> BTreeSet<String> {
    let mut english = BTreeSet::new();
    let key = system.key();
    for verb in verbs_in(system)
        .into_iter()
        .filter(|v| v.system == Some(key))
    {
        let usage = |lang| {
            let help = with_lang(lang, || help_in(system, Some(verb.name))).expect("help");
            words(help.lines().next().unwrap_or_default())
        };
        let (en, fr) = (usage(Lang::En), usage(Lang::Fr));
        assert_eq!(en.len(), fr.len(), "{en:?}\n{fr:?}");
        for (e, f) in en.into_iter().zip(fr) {
            let keyword = e.chars().any(char::is_lowercase);
            if keyword && e != f && !FRENCH_TOO.iter().any(|(w, _)| *w == e) {
                english.insert(e);
            }
        }
    }
    english
}

/// `aide VERB` typed for each of `system`'s own commands in a French fight: each
/// answer without its usage line and its `Aussi :` line (which lists the English names
/// on purpose), with the verb it answers.
fn french_help(rules: &str, system: SystemId) -> Vec<(String, String)> {
    let (saves, config) = new_fight("fr", rules, "quai");
    let key = system.key();
    let mut answers = Vec::new();
    for verb in verbs_in(system)
        .into_iter()
        .filter(|v| v.system == Some(key))
    {
        let typed = verb.fr.first().unwrap_or(&verb.name);
        let out = run_script(
            saves.path(),
            config.path(),
            "fr",
            "quai",
            &format!("aide {typed}\n"),
        );
        let said: Vec<&str> = out
            .lines()
            .skip(1)
            .filter(|l| !l.starts_with("Aussi"))
            .collect();
        answers.push((verb.name.to_string(), said.join("\n")));
    }
    answers
}

/// The English keywords each `aide` answer of `system` names, by verb.
fn english_in_help(rules: &str, system: SystemId) -> Vec<(String, Vec<String>)> {
    let english = english_keywords(system);
    assert!(english.len() > 10, "{english:?}");
    french_help(rules, system)
        .into_iter()
        .filter_map(|(verb, said)| {
            let found: Vec<String> = words(&said)
                .into_iter()
                .filter(|w| english.contains(w))
                .collect();
            (!found.is_empty()).then_some((verb, found))
        })
        .collect()
}

/// « retry coûte -1 », « (pressured : -3) », « opposed compte », « avec act »,
/// « (slow WHO N preparation) », « visee=-N »: gone; each Polaris command says what it
/// does with the French keywords the GM types.
#[test]
fn polaris_help_names_the_french_keywords_a_french_gm_types() {
    let found = english_in_help("polaris-3e", fray::systems::polaris::ID);
    assert!(
        found.is_empty(),
        "English keywords in French help: {found:?}"
    );
}

/// « La recharge rapide demande une action simple passée à reprendre son souffle, la
/// recharge lente demande un tour de combat passé à évaluer la situation »: the
/// combat-pool commands say `rapide`, `lente`, `les-deux`, `aucun`, `prêt`, `autre`,
/// `faible`, `élevé`, `précaution=N`, `chargeur=N`, never `fast`, `slow`, `both`, `none`,
/// `ready`, `other`, `low`, `high`, `care=N`, `magazine=N`.
#[test]
fn combat_pool_help_names_the_french_keywords_a_french_gm_types() {
    let found = english_in_help("sr-combat-pool", fray::systems::combat_pool::ID);
    assert!(
        found.is_empty(),
        "English keywords in French help: {found:?}"
    );
}
