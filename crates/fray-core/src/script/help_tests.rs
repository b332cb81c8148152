//! Tests for the verb tables: examples, help topics and completion, on every system (each
//! system's own cases are in its `verbs/` folder).

use super::*;
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
        for topic in language(system).topics() {
            assert!(!all.contains(&topic.name), "{}", topic.name);
            for alias in topic.aliases {
                assert!(!all.contains(alias), "{alias}");
            }
        }
    }
}

#[test]
fn usage_starts_with_the_name() {
    for system in SystemId::all() {
        for verb in verbs_in(system) {
            assert!(verb.usage.starts_with(verb.name), "{}", verb.name);
            assert!(verb.system.is_none() || verb.system == Some(system.key()));
        }
    }
}

#[test]
fn each_system_lists_the_shared_verbs_first_then_its_own() {
    for system in SystemId::all() {
        let text = help_in(system, None).unwrap();
        let shared = text.find("Shared commands:").unwrap();
        let own = format!("{} commands:", language(system).name());
        let own = text.find(&own).unwrap();
        assert!(shared < own);
        assert!(text.find("  add").unwrap() < own);
        for verb in language(system).verbs() {
            assert!(
                text.contains(&format!("\n  {}", verb.name)),
                "{}",
                verb.name
            );
            assert_eq!(verb.system, Some(system.key()));
        }
        for other in SystemId::all().into_iter().filter(|&o| o != system) {
            let heading = format!("{} commands:", language(other).name());
            assert!(!text.contains(&heading), "{heading}");
        }
    }
}

#[test]
fn the_overview_ends_with_the_system_topics() {
    for system in SystemId::all() {
        let text = help_in(system, None).unwrap();
        let mut end = String::from("\nhelp VERB shows its usage and examples");
        for topic in language(system).topics() {
            end.push_str("; ");
            end.push_str(topic.hint);
            assert_eq!(find_topic(system, topic.name), Some(topic.name));
            assert_eq!(help_in(system, Some(topic.name)).unwrap(), (topic.text)());
            for alias in topic.aliases {
                assert_eq!(find_topic(system, &alias.to_uppercase()), Some(topic.name));
            }
        }
        end.push_str(".\nQuote names with spaces (\"Baral Faadhi\"); # starts a comment.\n");
        assert!(text.ends_with(&end), "{text}");
    }
}

#[test]
fn a_verb_of_another_system_is_named_with_it() {
    for system in SystemId::all() {
        for other in SystemId::all().into_iter().filter(|&o| o != system) {
            for verb in language(other).verbs() {
                if find_verb_in(system, verb.name).is_none() {
                    // Named with one of the systems that have it (two may share a verb).
                    let named = other_system(system, verb.name);
                    assert!(
                        SystemId::all().into_iter().any(|s| s != system
                            && find_verb_in(s, verb.name).is_some()
                            && named == Some(language(s).name())),
                        "{}: {named:?}",
                        verb.name
                    );
                }
            }
        }
        assert_eq!(other_system(system, "add"), None);
        assert_eq!(system_name(system.key()), language(system).name());
    }
}

#[test]
fn shared_topic_help_shows_usage_and_examples() {
    for system in SystemId::all() {
        let text = help_in(system, Some("cond")).unwrap();
        assert!(text.starts_with("condition WHO NAME"));
        assert!(text.contains("Examples:\n  condition baral prone\n"));
        assert!(text.contains("Also: cond"));
        assert!(!text.contains("System:"));
        assert_eq!(
            help_in(system, Some("zzzzzz")).unwrap_err().to_string(),
            "no help on 'zzzzzz' (try: help)"
        );
    }
}

#[test]
fn completion_of_shared_verbs() {
    for system in SystemId::all() {
        let re = completions_in(system, "re");
        for verb in ["redo", "remove", "rename"] {
            assert!(re.contains(&verb), "{re:?}");
        }
        assert!(completions_in(system, "CO").contains(&"condition"));
        assert!(completions_in(system, "zz").is_empty());
        assert_eq!(completions_in(system, "").len(), verbs_in(system).len());
    }
}
