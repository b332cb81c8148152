//! Typed input (a `--script`, line mode) read line by line as bytes, each line decoded on
//! its own: a line that is not UTF-8 is refused by itself, and the lines after it are
//! still read.

use std::io::{self, BufRead};

/// Where a script's lines come from.
pub(super) enum Input<'a> {
    /// A script read whole (a file, the arguments): the next line is there without waiting.
    Whole(&'a [u8]),
    /// A stream (standard input): the next line may not be written yet, so each line is
    /// answered before the next is read.
    Stream(io::StdinLock<'static>),
}

impl<'a> Input<'a> {
    /// Whether the whole script is at hand.
    pub(super) fn is_whole(&self) -> bool {
        matches!(self, Input::Whole(_))
    }

    /// Its lines.
    pub(super) fn lines(self) -> InputLines<Box<dyn BufRead + 'a>> {
        InputLines::new(match self {
            Input::Whole(bytes) => Box::new(bytes),
            Input::Stream(stream) => Box::new(stream),
        })
    }
}

/// One line of input, its line break dropped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum InputLine {
    /// A line of text.
    Text(String),
    /// A line holding bytes that are not UTF-8.
    NotUtf8,
}

/// The lines of `input`, as [`BufRead::lines`] splits them (`\n`, or `\r\n`), but a line
/// that is not UTF-8 is [`InputLine::NotUtf8`] instead of ending the reading.
pub(super) struct InputLines<R> {
    input: R,
}

impl<R: BufRead> InputLines<R> {
    /// Reads `input`.
    pub(super) fn new(input: R) -> Self {
        InputLines { input }
    }
}

impl<R: BufRead> Iterator for InputLines<R> {
    type Item = io::Result<InputLine>;

    fn next(&mut self) -> Option<Self::Item> {
        let mut bytes = Vec::new();
        match self.input.read_until(b'\n', &mut bytes) {
            Ok(0) => return None,
            Ok(_) => {}
            Err(e) => return Some(Err(e)),
        }
        if bytes.last() == Some(&b'\n') {
            bytes.pop();
            if bytes.last() == Some(&b'\r') {
                bytes.pop();
            }
        }
        Some(Ok(match String::from_utf8(bytes) {
            Ok(text) => InputLine::Text(text),
            Err(_) => InputLine::NotUtf8,
        }))
    }
}

/// Why a line that is not UTF-8 is refused.
pub(super) fn not_utf8() -> String {
    crate::t!("cli-line-not-utf8")
}

#[cfg(test)]
#[path = "input_lines_tests.rs"]
mod tests;
