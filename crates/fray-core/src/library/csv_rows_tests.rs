//! The CSV reader: delimiters, quotes, byte-order mark, line ends, and the line of each row.

use super::*;

fn cells(rows: &[Row]) -> Vec<Vec<&str>> {
    rows.iter()
        .map(|r| r.cells.iter().map(String::as_str).collect())
        .collect()
}

#[test]
fn the_delimiter_is_the_header_lines_commonest() {
    assert_eq!(delimiter("name;key;for\n1,2;3"), ';');
    assert_eq!(delimiter("name,key,for\n"), ',');
    assert_eq!(delimiter("name\tkey\tfor"), '\t');
    assert_eq!(
        delimiter("\"a;b;c\",key\n"),
        ',',
        "quoted ones do not count"
    );
    assert_eq!(delimiter("name"), ',');
}

#[test]
fn quotes_hold_delimiters_line_breaks_and_doubled_quotes() {
    let (rows, problems) = rows("a;b;c\n\"x;y\";\"say \"\"hi\"\"\";\"two\nlines\"\nlast;;\n");
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(
        cells(&rows),
        vec![
            vec!["a", "b", "c"],
            vec!["x;y", "say \"hi\"", "two\nlines"],
            vec!["last", "", ""],
        ]
    );
    assert_eq!(
        rows.iter().map(|r| r.line).collect::<Vec<_>>(),
        vec![1, 2, 4]
    );
}

#[test]
fn a_byte_order_mark_crlf_and_blank_lines_are_taken_in_stride() {
    let (rows, problems) = rows("\u{feff}name,key\r\n\r\nKurt,kurt\r\n,\r\n");
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(
        cells(&rows),
        vec![vec!["name", "key"], vec!["Kurt", "kurt"]]
    );
    assert_eq!(rows[1].line, 3);
}

#[test]
fn an_unclosed_quote_refuses_its_row_only() {
    let (rows, problems) = rows("name,key\nKurt,kurt\n\"Bad,bad\n");
    assert_eq!(
        cells(&rows),
        vec![vec!["name", "key"], vec!["Kurt", "kurt"]]
    );
    assert_eq!(problems, vec![Problem::new(3, None, Why::UnclosedQuote)]);
}
