//! A spreadsheet's CSV text → rows of cells: the delimiter found on the header line (`,`,
//! `;` as French spreadsheets export, or a tab), quotes as RFC 4180 has them (a quoted
//! cell may hold the delimiter, line breaks and `""` for a quote), a byte-order mark and
//! CRLF line ends accepted. A small reader of its own: the format is this simple, and the
//! line each row starts on is needed for every refusal.

use super::problem::{Problem, Why};

/// One row: the line it starts on (from 1) and its cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// The line the row starts on.
    pub line: usize,
    /// Its cells, unquoted.
    pub cells: Vec<String>,
}

/// The rows of `text`, blank ones left out, and a problem for a quoted cell never closed
/// (that row is left out). Never panics, whatever the text.
pub fn rows(text: &str) -> (Vec<Row>, Vec<Problem>) {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let delimiter = delimiter(text);
    let mut rows = Vec::new();
    let mut problems = Vec::new();
    let mut chars = text.chars().peekable();
    let mut line = 1;
    let mut row = Row {
        line,
        cells: Vec::new(),
    };
    let mut cell = String::new();
    // Whether the current cell is in quotes, and whether it started with one.
    let mut quoted = false;
    let mut in_quotes = false;
    let mut end_row = |row: &mut Row, cell: &mut String, next_line: usize| {
        row.cells.push(std::mem::take(cell));
        let done = std::mem::replace(
            row,
            Row {
                line: next_line,
                cells: Vec::new(),
            },
        );
        if done.cells.iter().any(|c| !c.trim().is_empty()) {
            rows.push(done);
        }
    };
    while let Some(ch) = chars.next() {
        if in_quotes {
            match ch {
                '"' if chars.peek() == Some(&'"') => {
                    chars.next();
                    cell.push('"');
                }
                '"' => in_quotes = false,
                '\r' if chars.peek() == Some(&'\n') => {}
                '\n' => {
                    line += 1;
                    cell.push('\n');
                }
                _ => cell.push(ch),
            }
            continue;
        }
        match ch {
            '"' if cell.is_empty() && !quoted => {
                quoted = true;
                in_quotes = true;
            }
            '\r' | '\n' => {
                if ch == '\r' && chars.peek() == Some(&'\n') {
                    chars.next();
                }
                line += 1;
                end_row(&mut row, &mut cell, line);
                quoted = false;
            }
            c if c == delimiter => {
                row.cells.push(std::mem::take(&mut cell));
                quoted = false;
            }
            _ => cell.push(ch),
        }
    }
    if in_quotes {
        problems.push(Problem::new(row.line, None, Why::UnclosedQuote));
    } else {
        end_row(&mut row, &mut cell, line);
    }
    (rows, problems)
}

/// The delimiter of the header line: the most frequent of tab, `;` and `,` outside quotes
/// (in that order on a tie), `,` when there is none.
pub fn delimiter(text: &str) -> char {
    let mut counts = [('\t', 0usize), (';', 0), (',', 0)];
    let mut in_quotes = false;
    for ch in text.chars() {
        match ch {
            '"' => in_quotes = !in_quotes,
            '\n' | '\r' if !in_quotes => break,
            _ if !in_quotes => {
                for (d, n) in &mut counts {
                    if *d == ch {
                        *n += 1;
                    }
                }
            }
            _ => {}
        }
    }
    counts
        .iter()
        .filter(|(_, n)| *n > 0)
        .fold(None::<(char, usize)>, |best, &(d, n)| match best {
            Some((_, m)) if m >= n => best,
            _ => Some((d, n)),
        })
        .map_or(',', |(d, _)| d)
}

#[cfg(test)]
#[path = "csv_rows_tests.rs"]
mod tests;
