//! The interface's texts in French and in English: messages with arguments, the shared
//! form vocabulary shown through [`shown`], the help's labels, and the French typography.

use super::*;
use crate::i18n::{Lang, with_lang};
use crate::tui::keymap::{Chord, Keymap};

fn fr<T>(f: impl FnOnce() -> T) -> T {
    with_lang(Lang::Fr, f)
}

#[test]
fn the_fight_screen_words_in_french() {
    fr(|| {
        assert_eq!(round(0), "avant le tour 1");
        assert_eq!(round(3), "tour 3");
        assert_eq!(
            step_word(crate::model::Step::Resolution, Some(12)),
            "phase 12"
        );
        assert_eq!(step_word(crate::model::Step::Ended, None), "combat terminé");
        assert_eq!(severity_word("serious"), "Grave");
        assert_eq!(severity_word("mortal"), "Mortelle");
        assert_eq!(severity_word("a-skill-key"), "a-skill-key");
        assert_eq!(side_short("pc"), "PJ");
        assert_eq!(saved(65), "enregistré #65");
        assert_eq!(undone(), "(annulée) ");
        assert_eq!(not_saved_short(), " NON ENREGISTRÉ ");
        assert_eq!(
            too_small(30, 8, 40, 10),
            "Terminal trop petit (30×8)\u{a0}: fray demande au moins 40×10."
        );
        assert_eq!(
            banner(2, "disk full", "Ctrl-s"),
            "NON ENREGISTRÉ\u{a0}: 2 commandes en mémoire seulement (disk full). Ctrl-s réessaie."
        );
    });
    assert_eq!(round(3), "round 3");
    assert_eq!(undone(), "(undone) ");
    assert_eq!(
        banner(2, "disk full", "Ctrl-s"),
        "NOT SAVED: 2 commands in memory only (disk full). Ctrl-s retries."
    );
}

#[test]
fn the_form_vocabulary_is_keys_shown_in_the_current_language() {
    assert_eq!(shown(FIELD_WHO), "Who");
    assert_eq!(shown(FORM_ADD), "Add combatants");
    assert_eq!(shown(REQUIRED), "required");
    assert_eq!(field_label("Who", 6), "   Who: ");
    fr(|| {
        assert_eq!(shown(FIELD_WHO), "Qui");
        assert_eq!(shown(FIELD_DAMAGE), "Jet de dommages");
        assert_eq!(shown(FORM_ADD), "Ajouter des combattants");
        assert!(shown(NOBODY_SELECTED).contains("(+)"));
        assert_eq!(field_label("Qui", 6), "   Qui\u{a0}: ");
        assert_eq!(
            confirm_remove("Ganger 1"),
            "Retirer Ganger 1 du combat\u{202f}?"
        );
        // A rule system's own label, or a sheet key, goes through unchanged.
        assert_eq!(shown("Recharge"), "Recharge");
        assert_eq!(shown("armes-de-poing"), "armes-de-poing");
    });
}

#[test]
fn the_replay_and_start_texts_in_french() {
    fr(|| {
        assert_eq!(position(12, 87), "enregistrement 12/87");
        assert_eq!(replay_tag(), " RELECTURE ");
        assert_eq!(
            current_record(5, "undo", RecordNote::TakesBack(4)),
            "#5 undo   (annule #4)"
        );
        assert_eq!(speed(2.0, true), "▶ 2/s");
        assert_eq!(speed(0.5, false), "❚❚ 1 toutes les 2 s");
        let moment = crate::rules::Moment::RoundStarted { round: 2 };
        let rounds = crate::report::TimeWords::ROUNDS;
        assert_eq!(moment_words(&moment, "", &rounds), "début du tour 2");
        assert_eq!(start_columns()[1], "Règles");
        assert_eq!(start_language(), "Langue\u{a0}: Français");
    });
    assert_eq!(speed(0.5, false), "❚❚ 1 per 2 s");
    assert_eq!(start_language(), "Language: English");
}

#[test]
fn every_action_has_a_french_label_and_the_language_key_is_listed() {
    for (action, word) in Action::WORDS {
        let (en, fr) = (action_label(action), fr(|| action_label(action)));
        assert!(!en.is_empty() && !fr.is_empty(), "{word}");
        assert_ne!(fr, word, "{word} has no French label");
    }
    assert_eq!(
        fr(|| action_label(Action::Language)),
        "changer de langue (English, Français)"
    );
    let keymap = Keymap::default();
    let key = keymap
        .first_key(Mode::Start, Action::Language)
        .map(|c: Chord| c.to_string());
    assert_eq!(key.as_deref(), Some("L"));
    assert_eq!(fr(|| mode_title(Mode::Replay)), "Touches de la relecture");
}

#[test]
fn the_same_text_is_kept_once() {
    let a = leak("a text".to_string());
    let b = leak("a text".to_string());
    assert!(std::ptr::eq(a, b));
}

#[test]
fn token_counts_agree_in_french() {
    fr(|| {
        assert_eq!(detail_tokens(3, 1, 0), "3 succès, 1 échec");
        assert_eq!(detail_tokens(0, 2, 2), "0 succès, 2 échecs (2 cachés)");
        assert_eq!(detail_tokens(1, 0, 1), "1 succès, 0 échec (1 caché)");
    });
    assert_eq!(detail_tokens(0, 2, 2), "0 success, 2 failure (2 hidden)");
}

/// Record numbers reach the screen as digits, never rounded through a float (Fluent's
/// numbers are f64: 2^64 - 1 came out as 18446744073709552000).
#[test]
fn record_numbers_are_shown_digit_for_digit() {
    let big = u64::MAX;
    for lang in [Lang::En, Lang::Fr] {
        with_lang(lang, || {
            assert!(
                saved(big).contains("#18446744073709551615"),
                "{}",
                saved(big)
            );
            let note = current_record(big, "end", RecordNote::TakesBack(big - 1));
            assert!(note.contains("#18446744073709551615"), "{note}");
            assert!(note.contains("#18446744073709551614"), "{note}");
            let later = current_record(3, "end", RecordNote::UndoneLater(big));
            assert!(later.contains("#18446744073709551615"), "{later}");
            let restores = current_record(3, "redo", RecordNote::Restores(big));
            assert!(restores.contains("#18446744073709551615"), "{restores}");
            let beyond = goto_no_record(big, (1 << 53) + 1);
            assert!(beyond.contains("18446744073709551615"), "{beyond}");
            assert!(beyond.contains("9007199254740993"), "{beyond}");
        });
    }
}
