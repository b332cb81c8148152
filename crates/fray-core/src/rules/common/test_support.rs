//! Test support for the shared rules' tests, here and in the binary's crate.

use crate::i18n::{Lang, with_lang};

/// `f`'s text in French and in English.
pub fn both(f: impl Fn() -> String) -> (String, String) {
    (with_lang(Lang::Fr, &f), with_lang(Lang::En, &f))
}
