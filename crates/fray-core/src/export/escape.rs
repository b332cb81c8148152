//! Making text from a save safe inside Markdown: a name or note cannot open a heading, a
//! list, a link, a table cell or HTML, and control characters never reach the terminal.

/// Characters that mean something inline in CommonMark or GitHub Markdown (emphasis,
/// code, links, HTML, entities, strikethrough, tables, heading marks, math), escaped
/// wherever they appear.
const INLINE: &[char] = &[
    '\\', '`', '*', '_', '[', ']', '<', '>', '~', '|', '&', '#', '$',
];

/// Characters that open a list or a setext underline at the start of a line, escaped when
/// the text starts with them (`*`, `#` and `>` are escaped everywhere anyway).
const LINE_START: &[char] = &['-', '+', '='];

/// Escapes text for one line of Markdown: Markdown-significant characters get a
/// backslash, control, bidi and invisible characters are written as visible escapes (`\u{1b}`), so
/// the text stays on its line and shows as stored.
pub fn markdown(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    // Every character so far is an ASCII digit: `12.` or `12)` would open an ordered list.
    let mut digits_only = true;
    for (i, c) in text.chars().enumerate() {
        if crate::safe_text::is_unsafe(c) {
            for e in c.escape_default() {
                push(&mut out, e);
            }
            digits_only = false;
            continue;
        }
        let list_mark =
            (i == 0 && LINE_START.contains(&c)) || (i > 0 && digits_only && (c == '.' || c == ')'));
        if list_mark {
            out.push('\\');
            out.push(c);
        } else {
            push(&mut out, c);
        }
        digits_only &= c.is_ascii_digit();
    }
    out
}

fn push(out: &mut String, c: char) {
    if INLINE.contains(&c) {
        out.push('\\');
    }
    out.push(c);
}

#[cfg(test)]
mod tests {
    use super::markdown;

    #[test]
    fn inline_marks_get_a_backslash() {
        assert_eq!(markdown("a *b* [c](d) `e`"), r"a \*b\* \[c\](d) \`e\`");
        assert_eq!(markdown("<script>|x|"), r"\<script\>\|x\|");
    }

    #[test]
    fn a_leading_list_or_heading_mark_is_escaped() {
        assert_eq!(markdown("- x"), r"\- x");
        assert_eq!(markdown("# x"), r"\# x");
        assert_eq!(markdown("12. x"), r"12\. x");
        assert_eq!(markdown("3) x"), r"3\) x");
        assert_eq!(markdown("a-b 1. c"), "a-b 1. c");
    }

    #[test]
    fn control_and_bidi_characters_are_shown_escaped() {
        assert_eq!(markdown("a\u{1b}[31mb"), r"a\\u{1b}\[31mb");
        assert_eq!(markdown("x\ny"), r"x\\ny");
        assert_eq!(markdown("\u{202E}z"), r"\\u{202e}z");
    }
}
