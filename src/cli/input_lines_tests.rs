use super::*;

fn lines(input: &[u8]) -> Vec<InputLine> {
    InputLines::new(input)
        .collect::<io::Result<Vec<_>>>()
        .expect("bytes read")
}

#[test]
fn a_line_that_is_not_utf8_is_refused_alone_and_the_next_lines_are_read() {
    assert_eq!(
        lines(b"roll 1d6\nnote a caf\xe9\r\nroll 2d6\r\nlast"),
        [
            InputLine::Text("roll 1d6".into()),
            InputLine::NotUtf8,
            InputLine::Text("roll 2d6".into()),
            InputLine::Text("last".into()),
        ]
    );
}

#[test]
fn lines_split_as_buf_read_lines_splits_them() {
    let text = "a\r\n\nb\rc\n\n";
    let ours: Vec<InputLine> = lines(text.as_bytes());
    let std: Vec<InputLine> = text
        .as_bytes()
        .lines()
        .map(|l| InputLine::Text(l.expect("utf-8")))
        .collect();
    assert_eq!(ours, std);
}
