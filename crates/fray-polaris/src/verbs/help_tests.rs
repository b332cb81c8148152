//! Tests for the Polaris verbs in help and completion, and the difficulty topic.

use crate::ID;
use crate::script::{completions_in, help_in, verbs_in};

#[test]
fn polaris_lists_only_its_own_verbs() {
    let polaris = help_in(ID, None).unwrap();
    assert!(!polaris.contains("  intend"));
    assert!(!polaris.contains("Shadowrun"));
    assert!(!verbs_in(ID).iter().any(|v| v.name == "intend"));
    assert!(polaris.contains(
        "\nhelp VERB shows its usage and examples; help difficulty lists the difficulty words.\n"
    ));
    assert!(polaris.contains(
        "Lists the commands, or shows one command's usage and examples (in Polaris 3e, help \
         difficulty lists the difficulty words)."
    ));
}

#[test]
fn overview_lists_every_verb_once_grouped() {
    let text = help_in(ID, None).unwrap();
    for verb in verbs_in(ID) {
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
    assert!(
        help_in(ID, Some("attack"))
            .unwrap()
            .starts_with("attack WHO TARGET WHAT")
    );
    assert!(
        help_in(ID, Some("ATTACK"))
            .unwrap()
            .contains("System: Polaris 3e\n")
    );
    let difficulty = help_in(ID, Some("difficulty")).unwrap();
    assert!(difficulty.contains("very-hard"));
    assert!(difficulty.contains("Très difficile"));
    assert_eq!(help_in(ID, Some("Difficulties")).unwrap(), difficulty);
    assert!(
        difficulty.starts_with(
            "Difficulty words (Polaris 3e), in English or French, accents optional:\n"
        )
    );
    assert!(difficulty.ends_with("Or give the difficulty as a number: test baral firearms -4\n"));
}

#[test]
fn unknown_topics_suggest_the_nearest() {
    assert_eq!(
        help_in(ID, Some("woud")).unwrap_err().to_string(),
        "no help on 'woud'; did you mean 'wound'? (try: help)"
    );
    assert_eq!(
        help_in(ID, Some("dificulté")).unwrap_err().to_string(),
        "no help on 'dificulté'; did you mean 'difficulty'? (try: help)"
    );
    assert_eq!(
        help_in(ID, Some("zzzzzz")).unwrap_err().to_string(),
        "no help on 'zzzzzz' (try: help)"
    );
    assert_eq!(
        help_in(ID, Some("intend")).unwrap_err().to_string(),
        "no help on 'intend' (try: help)"
    );
}

#[test]
fn completion_of_verbs() {
    let completions = |prefix| completions_in(ID, prefix);
    assert_eq!(completions("a"), vec!["act", "add", "armour", "attack"]);
    assert!(completions("sh").iter().all(|v| *v != "shoot"));
    assert_eq!(
        completions("re"),
        vec!["redo", "remove", "rename", "rest", "reveal"]
    );
    assert_eq!(
        completions("CO"),
        vec!["combination", "condition", "confused", "countdown"]
    );
    assert_eq!(completions("stabiliz"), vec!["stabilize"]);
    assert_eq!(completions("initi"), vec!["initiative"]);
    assert_eq!(completions("n"), vec!["next", "nonrandom", "note"]);
    assert!(completions("zz").is_empty());
    assert_eq!(completions("").len(), verbs_in(ID).len());
}

#[test]
fn the_verbs_carry_this_system_s_key() {
    for verb in super::super::table::VERBS {
        assert_eq!(verb.system, Some(ID.key()), "{}", verb.name);
    }
}

#[test]
fn help_difficulty_in_french() {
    let topic = super::TOPICS[0].text;
    let english = topic();
    assert!(
        english.starts_with("Difficulty words (Polaris 3e)"),
        "{english}"
    );
    let french = crate::i18n::with_lang(crate::i18n::Lang::Fr, topic);
    assert!(
        french.starts_with("Mots de difficulté (Polaris 3e)"),
        "{french}"
    );
    assert!(french.contains("difficile"), "{french}");
}
