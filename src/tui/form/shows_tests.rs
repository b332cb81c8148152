//! A form shows a side or a condition's ending in the current language and writes the
//! command language's words into the line.

use super::{Field, Piece, Shows};
use crate::i18n::{Lang, with_lang};

fn side(value: &str) -> Field {
    Field::choice("tui-field-side", vec!["pc".into(), "enemy".into()], value)
        .piece(Piece::Keyword)
        .shows(Shows::Side)
}

fn ending(value: &str) -> Field {
    Field::text("tui-field-ends", value)
        .piece(Piece::Words)
        .shows(Shows::Ending)
}

#[test]
fn a_side_reads_in_french_and_is_written_in_english() {
    with_lang(Lang::Fr, || {
        assert_eq!(side("enemy").shown_value(), "ennemi");
        assert_eq!(side("pc").shown_value(), "PJ");
        assert_eq!(side("enemy").written().as_deref(), Some("enemy"));
    });
    with_lang(Lang::En, || {
        assert_eq!(side("enemy").shown_value(), "enemy");
        assert_eq!(side("pc").shown_value(), "pc");
    });
}

#[test]
fn an_ending_reads_in_french_and_is_written_in_english() {
    with_lang(Lang::Fr, || {
        assert_eq!(ending("for 1 rounds").shown_value(), "pendant 1 tour");
        assert_eq!(ending("for 3 rounds").shown_value(), "pendant 3 tours");
        assert_eq!(
            ending("until start of \"Baral Faadhi\"").shown_value(),
            "jusqu'au début de la prochaine action de \"Baral Faadhi\""
        );
        assert_eq!(
            ending("until end of kurt").shown_value(),
            "jusqu'à la fin de la prochaine action de kurt"
        );
        assert_eq!(
            ending("for 2 rounds").written().as_deref(),
            Some("for 2 rounds")
        );
        // What the GM typed stays as typed.
        assert_eq!(ending("pendant 2 tours").shown_value(), "pendant 2 tours");
    });
    with_lang(Lang::En, || {
        for words in [
            "for 1 rounds",
            "for 3 rounds",
            "until start of kurt",
            "until end of kurt",
        ] {
            assert_eq!(ending(words).shown_value(), words);
        }
    });
}
