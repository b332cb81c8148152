//! Splits a line into words. A word is a run of characters up to a space, or text in double
//! quotes (`\"` and `\\` escape a quote and a backslash inside them). Outside quotes, `#`
//! starts a comment that runs to the end of the line. Control characters are refused.

use std::ops::Range;

use super::error::{ErrorKind, ParseError};

/// One word of a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    /// The word, quotes removed and escapes resolved.
    pub text: String,
    /// Whether it was quoted: a quoted word is never read as a keyword or a number.
    pub quoted: bool,
    /// Character column (0-based) where it starts, opening quote included.
    pub column: usize,
    /// Character column just past its end, closing quote included.
    pub end_column: usize,
    /// Its byte range in the line, quotes included.
    pub span: Range<usize>,
}

impl Token {
    /// The word lower-cased when it can be a keyword (unquoted), else `None`.
    pub fn keyword(&self) -> Option<String> {
        (!self.quoted).then(|| self.text.to_ascii_lowercase())
    }

    /// Whether the word is the keyword `word` (unquoted, ASCII case-insensitive).
    pub fn is(&self, word: &str) -> bool {
        !self.quoted && self.text.eq_ignore_ascii_case(word)
    }
}

/// The words of a line, comment removed.
pub fn lex(line: &str) -> Result<Vec<Token>, ParseError> {
    if let Some(tokens) = lex_plain_ascii(line) {
        return Ok(tokens);
    }
    if let Some((column, c)) = line.chars().enumerate().find(|(_, c)| c.is_control()) {
        return Err(ParseError::new(
            ErrorKind::ControlCharacter(c),
            None,
            column,
        ));
    }
    let mut tokens = Vec::new();
    let mut chars = line.char_indices().peekable();
    let mut column = 0;
    // A byte-order mark, as a script file saved by some editors starts with, is not a word.
    if line.starts_with('\u{feff}') {
        chars.next();
        column += 1;
    }
    while let Some(&(start, c)) = chars.peek() {
        if c.is_whitespace() {
            chars.next();
            column += 1;
            continue;
        }
        if c == '#' {
            break;
        }
        let start_column = column;
        if c == '"' {
            chars.next();
            column += 1;
            let mut text = String::new();
            let mut end = None;
            while let Some((i, c)) = chars.next() {
                column += 1;
                match c {
                    '"' => {
                        end = Some(i + 1);
                        break;
                    }
                    '\\' => match chars.next() {
                        Some((_, escaped @ ('"' | '\\'))) => {
                            column += 1;
                            text.push(escaped);
                        }
                        Some((_, other)) => {
                            return Err(ParseError::new(
                                ErrorKind::BadEscape,
                                Some(format!("\\{other}")),
                                column - 1,
                            ));
                        }
                        None => break,
                    },
                    c => text.push(c),
                }
            }
            let Some(end) = end else {
                return Err(ParseError::new(
                    ErrorKind::UnclosedQuote,
                    Some(line[start..].to_string()),
                    start_column,
                ));
            };
            if let Some(&(_, next)) = chars.peek()
                && !next.is_whitespace()
                && next != '#'
            {
                let rest = &line[start..];
                let stop = rest
                    .char_indices()
                    .skip(1)
                    .find(|(_, c)| c.is_whitespace())
                    .map_or(rest.len(), |(i, _)| i);
                return Err(ParseError::new(
                    ErrorKind::NoSpaceAfterQuote,
                    Some(rest[..stop].to_string()),
                    column,
                ));
            }
            tokens.push(Token {
                text,
                quoted: true,
                column: start_column,
                end_column: column,
                span: start..end,
            });
        } else {
            let mut end = start;
            while let Some(&(i, c)) = chars.peek() {
                if c.is_whitespace() || c == '#' {
                    break;
                }
                if c == '"' {
                    let rest = &line[start..];
                    let stop = rest
                        .char_indices()
                        .find(|(_, c)| c.is_whitespace())
                        .map_or(rest.len(), |(i, _)| i);
                    return Err(ParseError::new(
                        ErrorKind::QuoteInsideWord,
                        Some(rest[..stop].to_string()),
                        column,
                    ));
                }
                chars.next();
                column += 1;
                end = i + c.len_utf8();
            }
            tokens.push(Token {
                text: line[start..end].to_string(),
                quoted: false,
                column: start_column,
                end_column: column,
                span: start..end,
            });
        }
    }
    Ok(tokens)
}

/// [`lex`] for the lines most typed and stored: ASCII, with no quote and no control
/// character. Their only space is ` `, a character is a byte, and a `#` ends them; `None`
/// for any other line, which the general reading takes.
fn lex_plain_ascii(line: &str) -> Option<Vec<Token>> {
    let bytes = line.as_bytes();
    if bytes
        .iter()
        .any(|&b| !(b' '..0x7f).contains(&b) || b == b'"')
    {
        return None;
    }
    let end = bytes.iter().position(|&b| b == b'#').unwrap_or(bytes.len());
    let mut tokens = Vec::new();
    let mut at = 0;
    while at < end {
        if bytes[at] == b' ' {
            at += 1;
            continue;
        }
        let start = at;
        while at < end && bytes[at] != b' ' {
            at += 1;
        }
        tokens.push(Token {
            text: line[start..at].to_string(),
            quoted: false,
            column: start,
            end_column: at,
            span: start..at,
        });
    }
    Some(tokens)
}

/// The words of a line with no quote and no control character, as [`lex`] reads them but
/// without a copy: the runs between spaces, up to a `#`. `None` for any other line (lex it).
pub fn plain_words(line: &str) -> Option<impl Iterator<Item = &str>> {
    if line.contains('"') || line.chars().any(char::is_control) {
        return None;
    }
    let line = line.strip_prefix('\u{feff}').unwrap_or(line);
    let uncommented = line.split('#').next().unwrap_or_default();
    Some(uncommented.split_whitespace())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(line: &str) -> Vec<(String, bool)> {
        lex(line)
            .unwrap()
            .into_iter()
            .map(|t| (t.text, t.quoted))
            .collect()
    }

    /// A line with no quote gives the words `lex` gives, comment and byte-order mark left
    /// out; a quoted or refused one gives none.
    #[test]
    fn plain_words_are_the_lexed_ones() {
        for line in [
            "attack baral 3",
            "  next  ",
            "\u{feff}note baral hurt # a comment",
            "note baral#comment here",
            "set kurt.é 4\u{a0}x",
            "",
            "# all comment",
        ] {
            let plain: Vec<(String, bool)> = plain_words(line)
                .unwrap()
                .map(|w| (w.to_string(), false))
                .collect();
            assert_eq!(plain, words(line), "{line:?}");
        }
        assert!(plain_words(r#"add "Baral Faadhi" pc"#).is_none());
        assert!(plain_words("add baral\u{7}").is_none());
    }

    /// The ASCII reading gives what the general one gives, columns and spans included.
    #[test]
    fn plain_ascii_lines_read_as_the_general_reading_does() {
        for line in [
            "attack baral 3",
            "  next  ",
            "note baral#comment here",
            "roll d20#x",
            "   # only a comment",
            "",
            "set kurt.agility=4 -2 harder=1",
        ] {
            let fast = lex_plain_ascii(line).unwrap();
            let mut general = Vec::new();
            // The general reading, as `lex` would run it without the ASCII path.
            let with_mark = format!("\u{feff}{line}");
            for t in lex(&with_mark).unwrap() {
                let shift = "\u{feff}".len();
                general.push(Token {
                    column: t.column - 1,
                    end_column: t.end_column - 1,
                    span: t.span.start - shift..t.span.end - shift,
                    ..t
                });
            }
            assert_eq!(fast, general, "{line:?}");
        }
        for line in ["add \"Baral\" pc", "next\tn", "set kurt.é 4", "x\u{7f}"] {
            assert!(lex_plain_ascii(line).is_none(), "{line:?}");
        }
    }

    #[test]
    fn splits_on_spaces_and_keeps_quoted_words_whole() {
        assert_eq!(
            words(r#"add  "Baral Faadhi" pc"#),
            vec![
                ("add".to_string(), false),
                ("Baral Faadhi".to_string(), true),
                ("pc".to_string(), false)
            ]
        );
    }

    #[test]
    fn resolves_escapes() {
        assert_eq!(
            words(r#"note "say \"hi\" \\ bye""#)[1],
            (r#"say "hi" \ bye"#.to_string(), true)
        );
        assert_eq!(words(r#""""#), vec![(String::new(), true)]);
    }

    #[test]
    fn comments_run_to_the_end_of_the_line_outside_quotes() {
        assert_eq!(words("next # Baral acts").len(), 1);
        assert_eq!(words("roll d20#x").len(), 2);
        assert_eq!(words(r##"note a "#1""##)[2].0, "#1");
        assert!(words("   # only a comment").is_empty());
    }

    #[test]
    fn columns_count_characters() {
        let tokens = lex("é  \"ab\" c").unwrap();
        assert_eq!(
            tokens.iter().map(|t| t.column).collect::<Vec<_>>(),
            vec![0, 3, 8]
        );
        assert_eq!(tokens[1].end_column, 7);
        assert_eq!(tokens[1].span, 4..8);
    }

    #[test]
    fn refuses_bad_quoting() {
        let e = lex(r#"note "abc"#).unwrap_err();
        assert_eq!(e.kind, ErrorKind::UnclosedQuote);
        assert_eq!(e.column, 5);
        let e = lex(r#"note "a\nb""#).unwrap_err();
        assert_eq!(e.kind, ErrorKind::BadEscape);
        assert_eq!(e.found.as_deref(), Some("\\n"));
        assert_eq!(e.column, 7);
        let e = lex(r#"note ab"c""#).unwrap_err();
        assert_eq!(e.kind, ErrorKind::QuoteInsideWord);
        assert_eq!(e.column, 7);
        let e = lex(r#"note "a"b x"#).unwrap_err();
        assert_eq!(e.kind, ErrorKind::NoSpaceAfterQuote);
        assert_eq!(e.found.as_deref(), Some("\"a\"b"));
        assert_eq!(
            lex(r#"note "a\"#).unwrap_err().kind,
            ErrorKind::UnclosedQuote
        );
    }

    #[test]
    fn skips_a_byte_order_mark_at_the_start() {
        let tokens = lex("\u{feff}next").unwrap();
        assert_eq!((tokens[0].text.as_str(), tokens[0].column), ("next", 1));
        assert_eq!(words("a \u{feff}b")[1].0, "\u{feff}b");
    }

    #[test]
    fn refuses_control_characters() {
        for line in ["next\tn", "a\nb", "x\r", "\u{1b}[A"] {
            let e = lex(line).unwrap_err();
            assert!(matches!(e.kind, ErrorKind::ControlCharacter(_)), "{line:?}");
        }
        assert_eq!(lex("next\tn").unwrap_err().column, 4);
        assert!(lex("next\tn").unwrap_err().to_string().contains("U+0009"));
    }
}
