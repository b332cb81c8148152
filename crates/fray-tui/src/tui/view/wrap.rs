//! Word wrapping measured in terminal cells, so a drawing knows how many rows a text takes
//! before it lays the screen out (the result strip, the log's current record).

use ratatui::text::Span;

/// Cells a text takes on a terminal (wide characters count two).
pub fn cells(text: &str) -> usize {
    Span::raw(text).width()
}

/// `text` cut into rows of at most `width` cells: words kept whole where they fit, a word
/// longer than a row cut at the row's end; runs of spaces between words become one space;
/// no-break spaces never break.
/// An empty text is one empty row.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut rows = Vec::new();
    let mut row = String::new();
    let mut used = 0;
    // Only plain spaces break a row: a no-break space ("blessure\u{a0}:") holds.
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let mut word = word;
        let mut size = cells(word);
        if used > 0 && used + 1 + size <= width {
            row.push(' ');
            row.push_str(word);
            used += 1 + size;
            continue;
        }
        if used > 0 {
            rows.push(std::mem::take(&mut row));
        }
        while size > width {
            let (head, tail) = split_at_cells(word, width);
            rows.push(head.to_string());
            word = tail;
            size = cells(word);
        }
        row.push_str(word);
        used = size;
    }
    if used > 0 || rows.is_empty() {
        rows.push(row);
    }
    rows
}

/// `text` cut to `width` cells, ending with "…" when cut.
pub fn cut(text: &str, width: usize) -> String {
    if cells(text) <= width {
        return text.to_string();
    }
    if width == 0 {
        return String::new();
    }
    let (head, _) = split_at_cells(text, width - 1);
    let head = if width == 1 { "" } else { head.trim_end() };
    format!("{head}…")
}

/// The longest start of `word` fitting in `width` cells (at least one character), and the rest.
fn split_at_cells(word: &str, width: usize) -> (&str, &str) {
    let mut used = 0;
    for (i, c) in word.char_indices() {
        let size = cells(c.encode_utf8(&mut [0; 4]));
        if used + size > width && i > 0 {
            return word.split_at(i);
        }
        used += size;
    }
    (word, "")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_stay_whole_and_rows_fit() {
        let rows = wrap("Ganger 2: medium wound to the body (damage 14)", 12);
        assert_eq!(
            rows,
            ["Ganger 2:", "medium wound", "to the body", "(damage 14)"]
        );
        assert!(rows.iter().all(|r| cells(r) <= 12));
    }

    #[test]
    fn a_no_break_space_holds_its_words_together() {
        assert_eq!(
            wrap("de blessure\u{a0}: Critique", 10),
            ["de", "blessure\u{a0}:", "Critique"]
        );
    }

    #[test]
    fn a_word_longer_than_a_row_is_cut() {
        assert_eq!(wrap("abcdefghij x", 4), ["abcd", "efgh", "ij x"]);
    }

    #[test]
    fn a_cut_text_ends_with_an_ellipsis_within_its_width() {
        assert_eq!(cut("Docks of Equinoxe", 9), "Docks of…");
        assert_eq!(cut("Docks", 9), "Docks");
        assert_eq!(cut("Docks", 1), "…");
        assert_eq!(cut("Docks", 0), "");
    }

    #[test]
    fn empty_text_is_one_empty_row_and_wide_characters_count_two() {
        assert_eq!(wrap("", 10), [""]);
        assert_eq!(wrap("日本 語", 4), ["日本", "語"]);
    }
}
