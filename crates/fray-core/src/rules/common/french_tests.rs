//! The shared rules' and the engine's refusals, in French and (unchanged) in English.

use super::test_support::both;
use super::*;
use crate::engine::notation;
use crate::engine::table_dice;
use crate::i18n::{Lang, with_lang};

#[test]
fn name_and_text_checks_read_in_french() {
    let name = || clean_name("1234").unwrap_err().to_string();
    assert_eq!(
        both(name),
        (
            "«\u{a0}1234\u{a0}» est un nombre\u{202f}; un nom demande une lettre".to_string(),
            "'1234' is a number; a name needs a letter".to_string()
        )
    );
    let empty = || clean_name("  ").unwrap_err().to_string();
    assert_eq!(with_lang(Lang::Fr, empty), "un nom ne peut pas être vide");
}

#[test]
fn engine_refusals_read_in_french() {
    let skill = RuleError::UnknownSkill {
        who: "Baral".into(),
        what: "tir".into(),
        known: Vec::new(),
    };
    assert_eq!(
        both(|| skill.to_string()),
        (
            "Baral n’a ni compétence ni attribut «\u{a0}tir\u{a0}» (la fiche est vide\u{a0}: fixe QUI NOM=VALEUR)".to_string(),
            "Baral has no skill or attribute 'tir' (the sheet is empty: set WHO NAME=VALUE)"
                .to_string()
        )
    );
    let many = RuleError::UnknownSkill {
        who: "Baral".into(),
        what: "tir".into(),
        known: (0..13).map(|i| format!("k{i}")).collect(),
    };
    let fr = with_lang(Lang::Fr, || many.to_string());
    assert!(fr.ends_with("k11, et 1 autre)"), "{fr}");
    let en = with_lang(Lang::En, || many.to_string());
    assert!(en.ends_with("k11, and 1 more)"), "{en}");
    assert_eq!(
        with_lang(Lang::Fr, || RuleError::NothingToRedo.to_string()),
        "rien à rétablir"
    );
}

#[test]
fn dice_refusals_read_in_french() {
    let bad = || notation::parse("2d6x").unwrap_err().to_string();
    assert_eq!(
        both(bad),
        (
            "dés illisibles «\u{a0}2d6x\u{a0}»\u{a0}: «\u{a0}x\u{a0}» n’est pas compris (par ex. d20, 2d6+3, 4d6!, 8d6>=5)".to_string(),
            "bad dice '2d6x': 'x' is not understood (e.g. d20, 2d6+3, 4d6!, 8d6>=5)".to_string()
        )
    );
    let given = || notation::parse_given("2d6:7,1").unwrap_err().to_string();
    assert!(with_lang(Lang::Fr, given).contains("7 n’est pas une face d’un d6"));
    let few = || notation::parse_given("3d6:1").unwrap_err().to_string();
    assert!(with_lang(Lang::Fr, few).contains("3d6 lance plus de dés que le seul donné"));
    let option = || match table_dice::check_option("dice", "moi") {
        Some(Err(e)) => e.to_string(),
        other => panic!("{other:?}"),
    };
    assert_eq!(
        both(option),
        (
            "l’option dés vaut fray ou table, pas «\u{a0}moi\u{a0}»".to_string(),
            "option dice is fray or table, not 'moi'".to_string()
        )
    );
}
