//! The transcript of the time family, in English and French (COR-01 to COR-12).

use crate::i18n::{Lang, with_lang};

use super::super::test_support::T;

#[test]
fn the_turn_reads_in_the_texts_words_in_both_languages() {
    for lang in [Lang::En, Lang::Fr] {
        with_lang(lang, || {
            let mut t = T::new();
            let start = t.said("start", &[4, 2, 6, 1, 1]);
            assert!(start.contains("4, 2, 6 + 2 = 14"), "{start}");
            let declared = t.said("declare vlad 2", &[]);
            assert!(declared.contains("2, 4"), "{declared}");
            assert!(declared.contains("−1d"), "{declared}");
            let acted = t.said("declare ana 1", &[]);
            assert!(acted.contains("1"), "{acted}");
            t.ok("next", &[]);
            let line = t.said("act vlad what shoots dice 4 bonus 1 vs 12", &[6, 5, 1]);
            assert!(line.contains("6, 5, 1 + 1 = 13"), "{line}");
            assert!(line.contains("−1d"), "{line}");
            assert!(line.contains("12"), "{line}");
            let refused = t.refused("act ana dice 3", &[]);
            assert!(refused.contains('3'), "{refused}");
        });
    }
}
