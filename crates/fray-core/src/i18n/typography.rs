//! Punctuation built in code next to translated words, in the current language. French
//! typography puts a narrow no-break space (U+202F) before `;` and a no-break space
//! (U+00A0) before `:`; English puts none. Text from a catalog carries its own; these are
//! for the joins and labels the code makes (narration parts, lists, `label: value`).

use super::{Lang, current};

/// Between the parts of a list or a narrated line: `; ` (`\u{202f}; ` in French).
pub fn list_separator() -> &'static str {
    match current() {
        Lang::En => "; ",
        Lang::Fr => "\u{202f}; ",
    }
}

/// After a label, before its value: `: ` (`\u{a0}: ` in French).
pub fn label_colon() -> &'static str {
    match current() {
        Lang::En => ": ",
        Lang::Fr => "\u{a0}: ",
    }
}

/// `parts` joined by [`list_separator`].
pub fn join_list<S: AsRef<str>>(parts: &[S]) -> String {
    let parts: Vec<&str> = parts.iter().map(AsRef::as_ref).collect();
    parts.join(list_separator())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::with_lang;

    #[test]
    fn english_keeps_plain_punctuation() {
        with_lang(Lang::En, || {
            assert_eq!(join_list(&["a", "b", "c"]), "a; b; c");
            assert_eq!(format!("Note{}x", label_colon()), "Note: x");
        });
    }

    #[test]
    fn french_puts_the_no_break_spaces() {
        with_lang(Lang::Fr, || {
            assert_eq!(join_list(&["a", "b"]), "a\u{202f}; b");
            assert_eq!(format!("Note{}x", label_colon()), "Note\u{a0}: x");
            assert_eq!(join_list::<&str>(&[]), "");
        });
    }
}
