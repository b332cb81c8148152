//! The parse-error phrases in both languages: English as it always read, French from the
//! catalog (keys never leak).

use crate::i18n::{self, Lang};
use crate::script::{Line, parse_in};

/// The error of `line` in a Polaris encounter, in `lang`.
fn message(lang: Lang, line: &str) -> String {
    i18n::with_lang(lang, || match parse_in(crate::ID, line) {
        Err(e) => e.to_string(),
        Ok(Line::Empty | Line::Help(_) | Line::Command(_)) => panic!("{line}: no error"),
    })
}

#[test]
fn what_a_verb_expects_in_french() {
    assert_eq!(
        message(Lang::En, "heal baral torso"),
        "after 'heal baral torso': expected a severity (e.g. light, serious), found end of line"
    );
    let fr = message(Lang::Fr, "heal baral torso");
    assert!(
        fr.contains("on attendait une gravité (p.\u{a0}ex. légère, grave)"),
        "{fr}"
    );
    let fr = message(Lang::Fr, "attack baral");
    assert!(fr.contains("on attendait le nom de la cible"), "{fr}");
    let fr = message(Lang::Fr, "test baral firearms hard hard");
    assert!(
        fr.ends_with("on ne peut donner la difficulté qu’une fois"),
        "{fr}"
    );
    assert_eq!(
        message(Lang::En, "test baral firearms hard hard"),
        "'hard': the difficulty is already given"
    );
    for line in [
        "heal baral",
        "wound baral",
        "delay baral x",
        "opponents baral",
    ] {
        let fr = message(Lang::Fr, line);
        assert!(!fr.contains("frcli-"), "{fr}");
    }
}
