//! Tests for the combat-pool verbs in help and completion.

use crate::ID;
use crate::script::{completions_in, help_in, verbs_in};

#[test]
fn no_combat_pool_summary_shows_a_rule_id() {
    // The IDs name the mechanics in the docs and the tests; the GM reads the book's words.
    for verb in verbs_in(ID) {
        if verb.system.is_some() {
            assert!(!verb.summary.contains("SRP-"), "{}", verb.name);
        }
    }
}

#[test]
fn the_verbs_carry_this_system_s_key() {
    for verb in super::POOL_VERBS {
        assert_eq!(verb.system, Some(ID.key()), "{}", verb.name);
    }
}

#[test]
fn the_combat_pool_lists_only_its_own_verbs() {
    let pool = help_in(ID, None).unwrap();
    let shared = pool.find("Shared commands:").unwrap();
    let own = pool.find("Shadowrun combat pool commands:").unwrap();
    assert!(shared < own);
    assert!(pool.find("  add").unwrap() < own);
    assert!(pool.find("  intend").unwrap() > own);
    assert!(pool.contains("  attack (shoot)"));
    assert!(!pool.contains("Polaris 3e commands:"));
    assert!(!pool.contains("  declare"));
    assert!(!pool.contains("examples; help difficulty lists"));
    assert!(!verbs_in(ID).iter().any(|v| v.name == "declare"));
}

#[test]
fn topics_follow_the_system() {
    let attack = help_in(ID, Some("shoot")).unwrap();
    assert!(attack.starts_with("attack WHO at TARGET"));
    assert!(attack.contains("System: Shadowrun combat pool\n"));
    assert!(attack.contains("Also: shoot\n"));
    assert_eq!(
        help_in(ID, Some("difficulty")).unwrap_err().to_string(),
        "no help on 'difficulty' (try: help)"
    );
    assert_eq!(
        help_in(ID, Some("intnd")).unwrap_err().to_string(),
        "no help on 'intnd'; did you mean 'intend'? (try: help)"
    );
}

#[test]
fn completion_follows_the_system() {
    assert_eq!(
        completions_in(ID, "a"),
        vec!["add", "aim", "allocate", "assess", "attack"]
    );
    assert_eq!(completions_in(ID, "sh"), vec!["shoot"]);
    assert_eq!(completions_in(ID, "").len(), verbs_in(ID).len());
}
