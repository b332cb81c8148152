//! Polaris in French, the words a GM types: French verbs and keywords read as the English
//! ones and written back in canonical English, completion offering them in French only,
//! each verb's French summary, and a line made French by one French keyword.

use crate::i18n::{Lang, with_lang};
use crate::script::cursor::Cursor;
use crate::script::lexer::lex;
use crate::script::{self, Line, ParseError};

use super::french_tests::fight;
use super::verbs::parse::tests::{parse_line, polaris};
use super::verbs::{parse, table};
use super::{ID, PolarisCommand};

/// Reads `line` with its first word looked up among the verbs' French words, as the core
/// will once it reads `Verb::fr` (the rest of the line goes through the Polaris reader).
fn parse_french(line: &str) -> Result<PolarisCommand, ParseError> {
    let mut c = Cursor::new(line, lex(line)?);
    let first = c.next().expect("a verb");
    let verb = table::VERBS
        .iter()
        .find(|v| v.fr.iter().any(|w| w.eq_ignore_ascii_case(&first.text)))
        .unwrap_or_else(|| panic!("no verb says '{}' in French", first.text));
    let command = parse::parse(verb, &mut c)?.expect("a Polaris verb");
    c.finish()?;
    Ok(command)
}

#[test]
fn french_verbs_read_as_the_english_ones() {
    for (french, english) in [
        ("teste baral firearms difficile", "test baral firearms hard"),
        (
            "sans-jet baral climbing succès",
            "nonrandom baral climbing success",
        ),
        (
            "opposition baral stealth contre kurt perception",
            "oppose baral stealth vs kurt perception",
        ),
        ("attaque baral kurt firearms", "attack baral kurt firearms"),
        ("blesse kurt tête grave", "wound kurt head serious"),
        (
            "blessure kurt bras-gauche critique",
            "wound kurt left-arm critical",
        ),
        ("soigne baral corps légère", "heal baral body light"),
        (
            "guéris baral jambe_droite moyenne 2",
            "heal baral right-leg medium 2",
        ),
        (
            "déclare kurt court vers la porte",
            "declare kurt court vers la porte",
        ),
        ("précipite kurt", "rush kurt"),
        ("precipite kurt", "rush kurt"),
        ("confus kurt", "confused kurt"),
        ("retarde kurt 4", "delay kurt 4"),
        ("agis kurt", "act kurt"),
        ("ralentis kurt 3 ébloui", "slow kurt 3 ébloui"),
        ("prépare baral 2", "prepare baral 2"),
        ("hésite kurt 1", "hesitate kurt 1"),
        ("hesite kurt 1", "hesitate kurt 1"),
        ("marqueur baral 6 -3", "marker baral 6 -3"),
        ("adversaires baral 2", "opponents baral 2"),
        ("choc kurt 9", "shock kurt 9"),
    ] {
        assert_eq!(parse_french(french), Ok(polaris(english)), "{french}");
    }
}

#[test]
fn french_verb_words_are_unique_and_name_no_other_verb() {
    let mut seen = std::collections::BTreeSet::new();
    for verb in table::VERBS {
        for word in verb.fr {
            assert!(seen.insert(word.to_lowercase()), "'{word}' twice");
            assert!(
                script::find_verb_in(ID, word).is_none_or(|v| v.name == verb.name),
                "'{word}' is already another verb"
            );
        }
    }
}

#[test]
fn french_keywords_read_as_the_english_ones_and_write_back_in_english() {
    for (french, english) in [
        (
            "attack kurt baral melee-weapons dommages=6 à tête mêlée charge puissante saignement",
            "attack kurt baral melee-weapons damage=6 at head melee charge powerful bleeding",
        ),
        (
            "attack baral kurt firearms -3 +1 saignement secret précis",
            "attack baral kurt firearms -3 +1 bleeding secret precise",
        ),
        (
            "attack baral kurt firearms dégâts=8 incapacitante à jambe-gauche",
            "attack baral kurt firearms damage=8 incapacitating at left-leg",
        ),
        (
            "test baral athletisme nouvelle-tentative",
            "test baral athletisme retry",
        ),
        (
            "test baral athletics pressante opposé",
            "test baral athletics pressured opposed",
        ),
        (
            "test baral athletics sous-pression opposition",
            "test baral athletics pressured opposed",
        ),
        (
            "nonrandom baral climbing échec",
            "nonrandom baral climbing failure",
        ),
        (
            "nonrandom baral climbing reussite",
            "nonrandom baral climbing success",
        ),
        (
            "wound ganger-2 bras-gauche critique saignement",
            "wound ganger-2 left-arm critical bleeding",
        ),
        (
            "wound kurt dommages=12 choc=-5",
            "wound kurt damage=12 shock=-5",
        ),
        ("wound kurt JG mortelle", "wound kurt left-leg mortal"),
        ("wound kurt jambe-droite mort", "wound kurt right-leg death"),
        ("heal baral tete legere", "heal baral head light"),
    ] {
        let Ok(Line::Command(c)) = parse_line(french) else {
            panic!("{french}: {:?}", parse_line(french));
        };
        assert_eq!(
            parse_line(english),
            Ok(Line::Command(c.clone())),
            "{french}"
        );
        let written = script::format(&c);
        assert_eq!(parse_line(&written), Ok(Line::Command(c)), "{written}");
        assert!(
            written.is_ascii(),
            "the line is written back in canonical English: {written}"
        );
    }
}

#[test]
fn completion_offers_the_french_words_in_french_only() {
    use crate::tui::SystemScreens;
    let state = fight().state().clone();
    let english = super::screens::Screens.completion_words(&state);
    assert!(english.contains(&"left-arm".to_string()));
    assert!(!english.iter().any(|w| w == "bras-gauche" || w == "mêlée"));
    let french = with_lang(Lang::Fr, || {
        super::screens::Screens.completion_words(&state)
    });
    for word in [
        "tête",
        "bras-gauche",
        "jambe-droite",
        "légère",
        "mortelle",
        "mort",
        "très-difficile",
        "mêlée",
        "saignement",
    ] {
        assert!(french.iter().any(|w| w == word), "{word} in {french:?}");
    }
    for word in super::verbs::FRENCH_WORDS {
        assert!(parse::french_keyword(word).is_some(), "{word}");
    }
}

#[test]
fn every_polaris_verb_has_a_french_summary_and_its_english_one_is_the_table_s() {
    for verb in table::VERBS {
        let en = with_lang(Lang::En, || script::help::summary(verb));
        assert_eq!(en, verb.summary, "{}: English summary changed", verb.name);
        let fr = with_lang(Lang::Fr, || script::help::summary(verb));
        assert_ne!(fr, verb.summary, "{}: no French summary", verb.name);
        assert!(!fr.contains("pol-summary"), "{}: {fr}", verb.name);
    }
    let rush = table::VERBS.iter().find(|v| v.name == "rush").unwrap();
    assert_eq!(
        with_lang(Lang::Fr, || script::help::summary(rush)),
        "Une action précipitée\u{a0}: +3 d’Initiative immédiatement, un malus sur l’action."
    );
}

/// A line with an English verb but French keywords (`wound x tête légère`) is a French line
/// too: the save keeps its canonical English form. An English line, or one whose only
/// non-English words are names, skill keys and notes, is kept as typed.
#[test]
fn a_french_keyword_after_an_english_verb_makes_the_line_french() {
    use crate::script::typed_in_french;
    for line in [
        "wound ganger-1 tête légère",
        "wound ganger-1 tete legere",
        "add Kurt ennemi comme ganger",
        "test baral fusils difficile",
        "condition baral stunned -2 pendant 2 tours",
    ] {
        assert!(typed_in_french(super::ID, line), "{line}");
    }
    for line in [
        "wound ganger-1 head light",
        "add Kurt enemy from ganger",
        "test baral armes-de-poing hard",
        "note baral \"tête baissée\"",
    ] {
        assert!(!typed_in_french(super::ID, line), "{line}");
    }
}
