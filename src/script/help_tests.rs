//! Tests for the verb table: examples, help topics and completion.

use super::*;
use crate::script::verbs::POLARIS;
use crate::script::verbs_combat_pool::SR_COMBAT_POOL;
use crate::script::{Line, parse_in};

#[test]
fn every_example_parses_to_its_verb_in_its_system() {
    for system in SystemId::all() {
        for verb in verbs_in(system) {
            assert!(!verb.examples.is_empty(), "{} has no example", verb.name);
            for example in verb.examples {
                let line = parse_in(system, example);
                assert!(
                    matches!(line, Ok(Line::Command(_)) | Ok(Line::Help(_))),
                    "{example}: {line:?}"
                );
                let first = example.split_whitespace().next().unwrap_or_default();
                assert_eq!(
                    find_verb_in(system, first).map(|v| v.name),
                    Some(verb.name),
                    "{example}"
                );
            }
        }
    }
}

#[test]
fn names_and_aliases_are_unique_in_each_system() {
    for system in SystemId::all() {
        let mut all: Vec<&str> = verbs_in(system)
            .iter()
            .flat_map(|v| std::iter::once(v.name).chain(v.aliases.iter().copied()))
            .collect();
        let count = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), count, "{system:?}");
        assert!(!all.contains(&DIFFICULTY_TOPIC));
    }
}

#[test]
fn usage_starts_with_the_name() {
    for system in SystemId::all() {
        for verb in verbs_in(system) {
            assert!(verb.usage.starts_with(verb.name), "{}", verb.name);
            let own = match system {
                crate::systems::polaris::ID => POLARIS,
                _ => SR_COMBAT_POOL,
            };
            assert!(verb.system.is_none() || verb.system == own);
        }
    }
}

#[test]
fn every_combat_pool_summary_cites_its_rules() {
    for verb in verbs_in(crate::systems::combat_pool::ID) {
        if verb.system.is_some() {
            assert!(verb.summary.contains("(SRP-"), "{}", verb.name);
        }
    }
}

#[test]
fn each_system_lists_only_its_own_verbs() {
    let pool = help_in(crate::systems::combat_pool::ID, None).unwrap();
    let shared = pool.find("Shared commands:").unwrap();
    let own = pool.find("Shadowrun combat pool commands:").unwrap();
    assert!(shared < own);
    assert!(pool.find("  add").unwrap() < own);
    assert!(pool.find("  intend").unwrap() > own);
    assert!(pool.contains("  attack (shoot)"));
    assert!(!pool.contains("Polaris 3e commands:"));
    assert!(!pool.contains("  declare"));
    assert!(!pool.contains("examples; help difficulty lists"));
    let polaris = help(None).unwrap();
    assert!(!polaris.contains("  intend"));
    assert!(!polaris.contains("Shadowrun"));
    assert!(!verbs().iter().any(|v| v.name == "intend"));
    assert!(
        !verbs_in(crate::systems::combat_pool::ID)
            .iter()
            .any(|v| v.name == "declare")
    );
}

#[test]
fn topics_follow_the_system() {
    let attack = help_in(crate::systems::combat_pool::ID, Some("shoot")).unwrap();
    assert!(attack.starts_with("attack WHO at TARGET"));
    assert!(attack.contains("System: Shadowrun combat pool\n"));
    assert!(attack.contains("Also: shoot\n"));
    assert!(
        help(Some("attack"))
            .unwrap()
            .starts_with("attack WHO TARGET WHAT")
    );
    assert_eq!(
        help_in(crate::systems::combat_pool::ID, Some("difficulty"))
            .unwrap_err()
            .to_string(),
        "no help on 'difficulty' (try: help)"
    );
    assert_eq!(
        help_in(crate::systems::combat_pool::ID, Some("intnd"))
            .unwrap_err()
            .to_string(),
        "no help on 'intnd'; did you mean 'intend'? (try: help)"
    );
    assert_eq!(
        help(Some("intend")).unwrap_err().to_string(),
        "no help on 'intend' (try: help)"
    );
}

#[test]
fn completion_follows_the_system() {
    assert_eq!(
        completions_in(crate::systems::combat_pool::ID, "a"),
        vec!["add", "aim", "allocate", "assess", "attack"]
    );
    assert_eq!(completions("a"), vec!["act", "add", "attack"]);
    assert_eq!(
        completions_in(crate::systems::combat_pool::ID, "sh"),
        vec!["shoot"]
    );
    assert!(completions("sh").iter().all(|v| *v != "shoot"));
    assert_eq!(
        completions_in(crate::systems::combat_pool::ID, "").len(),
        verbs_in(crate::systems::combat_pool::ID).len()
    );
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
