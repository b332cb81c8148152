//! Tests for the verb table: examples, help topics and completion.

use super::*;
use crate::script::verbs::POLARIS;
use crate::script::{Line, parse};

#[test]
fn every_example_parses_to_its_verb() {
    for verb in verbs() {
        assert!(!verb.examples.is_empty(), "{} has no example", verb.name);
        for example in verb.examples {
            let line = parse(example);
            assert!(
                matches!(line, Ok(Line::Command(_)) | Ok(Line::Help(_))),
                "{example}: {line:?}"
            );
            let first = example.split_whitespace().next().unwrap_or_default();
            assert_eq!(
                find_verb(first).map(|v| v.name),
                Some(verb.name),
                "{example}"
            );
        }
    }
}

#[test]
fn names_and_aliases_are_unique() {
    let mut all: Vec<&str> = verbs()
        .iter()
        .flat_map(|v| std::iter::once(v.name).chain(v.aliases.iter().copied()))
        .collect();
    let count = all.len();
    all.sort_unstable();
    all.dedup();
    assert_eq!(all.len(), count);
    assert!(!all.contains(&DIFFICULTY_TOPIC));
}

#[test]
fn usage_starts_with_the_name() {
    for verb in verbs() {
        assert!(verb.usage.starts_with(verb.name), "{}", verb.name);
        assert!(verb.system.is_none() || verb.system == POLARIS);
    }
}

#[test]
fn overview_lists_every_verb_once_grouped() {
    let text = help(None).unwrap();
    for verb in verbs() {
        assert!(
            text.lines().any(|l| l.trim_start().starts_with(verb.name)),
            "{}",
            verb.name
        );
    }
    let shared = text.find("Shared commands:").unwrap();
    let polaris = text.find("Polaris 3e commands:").unwrap();
    assert!(shared < polaris);
    assert!(text.find("  add").unwrap() < polaris);
    assert!(text.find("  attack").unwrap() > polaris);
}

#[test]
fn topic_help_shows_usage_and_examples() {
    let text = help(Some("cond")).unwrap();
    assert!(text.starts_with("condition WHO NAME"));
    assert!(text.contains("Examples:\n  condition baral prone\n"));
    assert!(text.contains("Also: cond"));
    assert!(
        help(Some("ATTACK"))
            .unwrap()
            .contains("System: Polaris 3e\n")
    );
    assert!(help(Some("difficulty")).unwrap().contains("very-hard"));
    assert!(help(Some("difficulty")).unwrap().contains("Très difficile"));
}

#[test]
fn unknown_topics_suggest_the_nearest() {
    let e = help(Some("woud")).unwrap_err();
    assert_eq!(
        e.to_string(),
        "no help on 'woud'; did you mean 'wound'? (try: help)"
    );
    assert_eq!(
        help(Some("difficulté")).unwrap_err().to_string(),
        "no help on 'difficulté'; did you mean 'difficulty'? (try: help)"
    );
    assert_eq!(
        help(Some("zzzzzz")).unwrap_err().to_string(),
        "no help on 'zzzzzz' (try: help)"
    );
}

#[test]
fn completion_of_verbs() {
    assert_eq!(completions("re"), vec!["redo", "remove", "rename"]);
    assert_eq!(
        completions("CO"),
        vec!["condition", "confused", "countdown"]
    );
    assert_eq!(completions("stabiliz"), vec!["stabilize"]);
    assert_eq!(completions("initi"), vec!["initiative"]);
    assert_eq!(completions("n"), vec!["next", "nonrandom", "note"]);
    assert!(completions("zz").is_empty());
    assert_eq!(completions("").len(), verbs().len());
}
