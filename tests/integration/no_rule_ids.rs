//! No rule ID (`COR-03`, `CPI-17`, `POL-OP-14`, `SRP-EX-02`...) in anything fray says to a
//! GM: the IDs name the mechanics in the rules digests, the docs and the tests, and mean
//! nothing to a GM holding the book. Checked over every message of both catalogs, every
//! verb's usage, summary, examples and help, and `fray rules SYSTEM` (its options, bestiary
//! and open points, which are numbered), in both languages.

use crate::common;

use fray::i18n::{Lang, with_lang};
use fray::model::SystemId;
use fray::script::{help_in, summary, verbs_in};

/// The rule-ID prefixes of the five systems.
const PREFIXES: [&str; 5] = ["POL-", "SRP-", "CPI-", "ANA-", "COR-"];

/// The rule IDs in `text`: a prefix, maybe `OP-` or `EX-`, then a digit.
fn rule_ids(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for prefix in PREFIXES {
        for (at, _) in text.match_indices(prefix) {
            let mut end = at + prefix.len();
            if ["OP-", "EX-"].iter().any(|k| text[end..].starts_with(k)) {
                end += 3;
            }
            let digits = text[end..].chars().take_while(char::is_ascii_digit).count();
            let before = text[..at].chars().next_back();
            if digits > 0 && !before.is_some_and(char::is_alphanumeric) {
                found.push(text[at..end + digits].to_string());
            }
        }
    }
    found
}

#[test]
fn the_finder_finds_every_kind_of_rule_id_and_nothing_else() {
    assert_eq!(rule_ids("order (COR-03)"), ["COR-03"]);
    assert_eq!(rule_ids("POL-OP-14: maluses"), ["POL-OP-14"]);
    assert_eq!(rule_ids("see SRP-EX-2 and CPI-17"), ["SRP-EX-2", "CPI-17"]);
    assert_eq!(rule_ids("ANA-12"), ["ANA-12"]);
    assert!(rule_ids("a POL-ice, xCOR-3, 2d6+3, fray-v1").is_empty());
}

#[test]
fn no_catalog_message_names_a_rule_id() {
    let mut bad = Vec::new();
    let mut messages = 0;
    for lang in ["en", "fr"] {
        for file in common::catalogs::files(lang) {
            let text = std::fs::read_to_string(&file).expect("a catalog file");
            for (n, line) in text.lines().enumerate() {
                // Comments are for translators, never shown.
                if line.trim_start().starts_with('#') {
                    continue;
                }
                messages += usize::from(line.contains(" = "));
                let ids = rule_ids(line);
                if !ids.is_empty() {
                    bad.push(format!("{}:{}: {ids:?}", file.display(), n + 1));
                }
            }
        }
    }
    println!("{messages} catalog lines with a message checked");
    assert!(messages > 1000, "only {messages} messages read");
    assert!(bad.is_empty(), "{} lines:\n{}", bad.len(), bad.join("\n"));
}

#[test]
fn no_verb_usage_summary_example_or_help_names_a_rule_id() {
    let mut bad = Vec::new();
    let mut checked = 0;
    for system in SystemId::all() {
        for lang in [Lang::En, Lang::Fr] {
            with_lang(lang, || {
                let overview = help_in(system, None).expect("the overview");
                for id in rule_ids(&overview) {
                    bad.push(format!("{} {lang:?} help overview: {id}", system.key()));
                }
                for verb in verbs_in(system) {
                    let mut texts = vec![
                        verb.usage.to_string(),
                        verb.summary.to_string(),
                        summary(verb),
                    ];
                    texts.extend(verb.examples.iter().map(|e| (*e).to_string()));
                    texts.push(help_in(system, Some(verb.name)).expect("a verb's help"));
                    for text in texts {
                        checked += 1;
                        for id in rule_ids(&text) {
                            bad.push(format!("{} {lang:?} {}: {id}", system.key(), verb.name));
                        }
                    }
                }
            });
        }
    }
    println!("{checked} verb texts checked");
    assert!(bad.is_empty(), "{} texts:\n{}", bad.len(), bad.join("\n"));
}

/// `fray rules SYSTEM` lists the open points by number (`1.`, `2.`...), never by ID: run
/// for every system in both languages, its whole listing names no rule ID.
#[test]
fn fray_rules_lists_options_bestiary_and_open_points_without_a_rule_id() {
    let saves = tempfile::tempdir().expect("a saves folder");
    let config = tempfile::tempdir().expect("a settings folder");
    let mut bad = Vec::new();
    let mut points = 0;
    for system in SystemId::all() {
        for lang in ["en", "fr"] {
            let out = common::cli::fray_in(
                saves.path(),
                config.path(),
                lang,
                &["rules", system.key()],
                "",
                60,
            );
            assert!(out.status.success(), "{}", common::cli::text(&out.stderr));
            let listing = common::cli::text(&out.stdout);
            let numbered = fray::rules::system(system).open_points().len();
            for n in 1..=numbered {
                assert!(
                    listing
                        .lines()
                        .any(|l| l.trim_start().starts_with(&format!("{n}. "))),
                    "{} {lang}: no open point {n}.:\n{listing}",
                    system.key()
                );
            }
            points += numbered;
            for id in rule_ids(&listing) {
                bad.push(format!("{} {lang}: {id}", system.key()));
            }
        }
    }
    println!("{points} open points listed by number");
    assert!(
        bad.is_empty(),
        "{} rule IDs:\n{}",
        bad.len(),
        bad.join("\n")
    );
}
