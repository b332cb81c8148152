//! Typing in French (issue 15): the combat-pool verbs' French words and the French keywords
//! read as the canonical ones, and the line written back stays the canonical English.

use super::super::table::POOL_VERBS;
use super::tests::pool;
use crate::ID;
use crate::engine::Command;
use crate::engine::SystemCommand;
use crate::script::{format, verbs_in};

/// `line` with its French verb replaced by the verb's canonical name, as the shared verb
/// lookup does for the words of `Verb::fr`.
fn canonical_verb(line: &str) -> String {
    let (first, rest) = line.split_once(' ').unwrap_or((line, ""));
    let verb = POOL_VERBS
        .iter()
        .find(|v| v.name == first || v.fr.contains(&first))
        .unwrap_or_else(|| panic!("{first}: no combat-pool verb"));
    format!("{} {rest}", verb.name)
}

/// The canonical line of a combat-pool command.
fn line_of(command: crate::PoolCommand) -> String {
    format(&Command::System(SystemCommand::from(command)))
}

#[test]
fn french_lines_read_as_their_english_form_and_write_back_in_english() {
    let pairs = [
        ("réserve baral instinct", "pool baral instinct"),
        ("prêt baral position", "ready baral position"),
        ("pret kurt aucune", "ready kurt none"),
        ("stress baral élevé", "stress baral high"),
        ("stress kurt modere", "stress kurt moderate"),
        ("recharge baral rapide", "recharge baral fast"),
        ("recharge kurt les-deux", "recharge kurt both"),
        ("souffle baral", "breath baral"),
        ("évalue kurt", "assess kurt"),
        ("alloue baral 3", "allocate baral 3"),
        ("défends kurt tout", "allocate kurt all"),
        ("défense-totale baral", "total-defense baral"),
        ("reduis baral 2", "reduce-defense baral 2"),
        ("annule-défense kurt 1", "reset-defense kurt 1"),
        ("dépense baral 2", "spend baral 2"),
        (
            "dépense baral 2 autre pour tir rapide",
            "spend baral 2 other for tir rapide",
        ),
        (
            "attaque baral sur kurt hits=3 dégâts=6",
            "attack baral at kurt hits=3 damage=6",
        ),
        ("vise baral", "aim baral"),
        ("esquive kurt 2", "evade kurt 2"),
        (
            "attaque baral sur kurt hits=3 longue",
            "attack baral at kurt hits=3 long",
        ),
        (
            "tire baral sur kurt hits=3 courte unique",
            "attack baral at kurt hits=3 short single",
        ),
        ("dégâts kurt 3 physique", "damage kurt 3 physical"),
        ("soigne kurt 2 etourdissant", "heal kurt 2 stun"),
    ];
    for (fr, en) in pairs {
        let english = pool(en);
        assert_eq!(pool(&canonical_verb(fr)), english, "{fr}");
        assert_eq!(line_of(pool(&canonical_verb(fr))), line_of(english), "{fr}");
    }
}

#[test]
fn french_verb_words_clash_with_no_other_verb_of_the_encounter() {
    let verbs = verbs_in(ID);
    for verb in POOL_VERBS {
        for word in verb.fr {
            for other in &verbs {
                let clash = other.name.eq_ignore_ascii_case(word)
                    || other.aliases.iter().any(|a| a.eq_ignore_ascii_case(word))
                    || (other.name != verb.name && other.fr.iter().any(|f| f == word));
                assert!(!clash, "{word} ({}) is also {}", verb.name, other.name);
            }
        }
    }
}

#[test]
fn a_name_that_is_a_french_keyword_is_quoted_when_written() {
    let english = pool("attack baral at \"courte\" hits=3");
    assert_eq!(line_of(english), "attack baral at \"courte\" hits=3");
}

/// English verbs with the combat pool's French keywords make a French line (kept in its
/// canonical English form); the English keywords do not.
#[test]
fn a_french_keyword_after_an_english_verb_makes_the_line_french() {
    use crate::script::typed_in_french;
    assert!(typed_in_french(ID, "attack baral sur kurt hits=3 courte"));
    assert!(typed_in_french(ID, "recharge baral rapide"));
    assert!(!typed_in_french(ID, "attack baral at kurt hits=3 short"));
}
