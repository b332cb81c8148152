//! The Anarchy verbs: every example parses in this system and writes back the same
//! command; French words read too.

use crate::script::{Line, format, parse_in};

use super::super::ID;
use super::super::command::{Against, AnarchyCommand as C};

fn own(line: &str) -> C {
    match parse_in(ID, line) {
        Ok(Line::Command(command)) => match command.own::<C>() {
            Some(c) => c.clone(),
            None => panic!("{line}: {command:?}"),
        },
        other => panic!("{line}: {other:?}"),
    }
}

fn round_trip(line: &str) {
    let Ok(Line::Command(command)) = parse_in(ID, line) else {
        panic!("{line} does not parse");
    };
    let text = format(&command);
    assert_eq!(
        parse_in(ID, &text),
        Ok(Line::Command(command)),
        "{line} → {text}"
    );
}

#[test]
fn every_example_parses_and_round_trips() {
    for verb in super::table::VERBS {
        assert_eq!(verb.system, Some("sr-anarchy"));
        for example in verb.examples {
            round_trip(example);
        }
    }
}

#[test]
fn test_reads_its_words_in_any_order_and_in_french() {
    let want = C::Test {
        who: "kira".into(),
        dice: 5,
        against: Some(Against::Threshold(2)),
        glitch: true,
        complications: 2,
        chance: true,
        target: None,
        weapon: None,
    };
    assert_eq!(
        own("test kira 5 threshold 2 glitch complications 2 chance"),
        want
    );
    assert_eq!(
        own("test kira 5 chance complications 2 imprévu seuil 2"),
        want
    );
    assert_eq!(
        own("teste kira 3 contre 2"),
        C::Test {
            who: "kira".into(),
            dice: 3,
            against: Some(Against::Defense(2)),
            glitch: false,
            complications: 0,
            chance: false,
            target: None,
            weapon: None,
        }
    );
    assert!(parse_in(ID, "test kira 3 vs 2 vs 1").is_err());
    assert!(parse_in(ID, "test kira lots").is_err());
}

#[test]
fn an_attack_names_its_target_and_weapon_and_damage_its_attacker_in_both_languages() {
    let want = C::Test {
        who: "kira".into(),
        dice: 9,
        against: Some(Against::Defense(2)),
        glitch: false,
        complications: 0,
        chance: false,
        target: Some("Ganger 2".into()),
        weapon: Some("ares-predator".into()),
    };
    assert_eq!(
        own("test kira 9 at \"Ganger 2\" with ares-predator vs 2"),
        want
    );
    assert_eq!(
        own("teste kira 9 contre 2 avec ares-predator cible \"Ganger 2\""),
        want
    );
    let damage = C::Damage {
        who: "Ganger 2".into(),
        boxes: 7,
        kind: super::super::monitor::Kind::Physical,
        no_armor: false,
        by: Some("kira".into()),
        weapon: Some("ares-predator".into()),
    };
    assert_eq!(
        own("damage \"Ganger 2\" 7 by kira with ares-predator"),
        damage
    );
    assert_eq!(
        own("dégâts \"Ganger 2\" 7 avec ares-predator par kira"),
        damage
    );
    round_trip("test kira 9 at \"Ganger 2\" with ares-predator vs 2");
    round_trip("damage \"Ganger 2\" 7 by kira with ares-predator");
    assert!(parse_in(ID, "test kira 9 at").is_err());
    assert!(parse_in(ID, "damage kira 3 with").is_err());
}

#[test]
fn a_misspelt_french_spend_is_told_the_french_word() {
    use crate::i18n::{Lang, with_lang};
    use crate::script::ErrorKind;
    // Named in the GM's language, whichever language the typo was in.
    for (lang, line, near) in [
        (Lang::Fr, "dépense kira bien-dispos", "bien-disposé"),
        (Lang::Fr, "spend kira well-dispsed", "bien-disposé"),
        (Lang::En, "spend kira well-dispsed", "well-disposed"),
        (Lang::En, "dépense kira bien-dispos", "well-disposed"),
    ] {
        let Err(e) = with_lang(lang, || parse_in(ID, line)) else {
            panic!("{line} parses");
        };
        let ErrorKind::Expected { suggestion, .. } = e.kind else {
            panic!("{line}: {e:?}");
        };
        assert_eq!(suggestion, Some(near), "{line}");
    }
}

/// ANA-04: `reroll` followed by any test's line reads that test inside it, and an
/// interposition takes the words any test takes (ANA-02 to ANA-04).
#[test]
fn reroll_reads_any_tests_line_and_interpose_takes_the_test_words() {
    for line in [
        "reroll hack kira camera 2 vs 1 glitch",
        "reroll interpose jax 2 for kira vs 1",
        "reroll test kira 5 vs 2 chance",
        "interpose jax 2 for kira vs 1 glitch complications 1 chance",
    ] {
        round_trip(line);
    }
    assert!(matches!(
        own("reroll hack kira camera 2 vs 1"),
        C::Rerolled { command } if matches!(*command, C::Arcane(_))
    ));
    assert!(
        matches!(own("reroll kira 5"), C::Reroll { .. }),
        "the older line"
    );
}
