//! Tests for canonical text: every command formats to a line that parses back to it.

use super::*;

// The canonical text of each system's own commands is tested in its `verbs/` folder; these
// run on the default system.

#[test]
fn names_that_could_be_misread_are_quoted() {
    assert_eq!(word("Kurt"), "Kurt");
    assert_eq!(word("ganger-2"), "ganger-2");
    assert_eq!(word("Baral Faadhi"), r#""Baral Faadhi""#);
    assert_eq!(word(""), r#""""#);
    assert_eq!(word("12"), r#""12""#);
    assert_eq!(word("-3"), r#""-3""#);
    assert_eq!(word("Enemy"), r#""Enemy""#);
    assert_eq!(word("from"), r#""from""#);
    assert_eq!(word("a=b"), r#""a=b""#);
    assert_eq!(word("#1"), r##""#1""##);
    assert_eq!(word(r#"say "hi" \o/"#), r#""say \"hi\" \\o/""#);
    assert_eq!(word(r"C:\x"), r"C:\x");
}
