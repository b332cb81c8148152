//! Messages made once, then filled in: most catalog messages are text with `{ $name }`
//! holes and nothing that chooses (no selector, function, term or message reference). For
//! those, what Fluent writes is the same text around each argument's value whatever the
//! values, so each such message is formatted once per language and argument names with
//! markers for values, and later calls only copy its pieces and the values (no
//! `FluentArgs`, no resolver, one `String`). Any other message goes through Fluent.

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt::Write;

use super::{Arg, Lang};

/// Opens a marker standing for an argument in a probe (a private-use character no
/// catalog holds), followed by the argument's index.
const OPEN: char = '\u{e000}';
/// Closes a marker.
const CLOSE: char = '\u{e001}';

/// One piece of a made message.
#[derive(Debug, Clone, PartialEq)]
enum Piece {
    /// Text as the catalog gives it.
    Text(String),
    /// The value of the argument at this index of the call's list.
    Value(usize),
}

/// A message made once: the language whose catalog gave it and its pieces, or `None`
/// when it must go through Fluent each time.
type Made = Option<(Lang, Vec<Piece>)>;

/// What a probe gives: the message formatted, the language whose catalog had it, and
/// whether it may be made once ([`fixed_shape`]); `None` when no catalog has it.
pub type Probe = Option<(String, Lang, bool)>;

/// Per key: the argument names it was made for, and what was made.
type Forms = HashMap<String, Vec<(Vec<String>, Made)>>;

thread_local! {
    /// [`Forms`] per language asked for (English, French).
    static MADE: RefCell<[Forms; 2]> = RefCell::new([HashMap::new(), HashMap::new()]);
}

/// Writes message `key` in `lang` with `args` as Fluent would, when the message has no
/// choice in it, with the language whose catalog gave it; `None` when it must go through
/// Fluent. `probe` formats the message through Fluent with the given arguments.
pub fn fill(
    lang: Lang,
    key: &str,
    args: &[(&str, Arg<'_>)],
    probe: impl FnOnce(&[(&str, Arg<'_>)]) -> Probe,
) -> Option<(String, Lang)> {
    MADE.with(|made| {
        let mut made = made.borrow_mut();
        let made = &mut made[lang as usize];
        if !made.contains_key(key) {
            made.insert(key.to_string(), Vec::new());
        }
        let forms = made.get_mut(key)?;
        let at = match forms.iter().position(|(names, _)| {
            names
                .iter()
                .map(String::as_str)
                .eq(args.iter().map(|a| a.0))
        }) {
            Some(at) => at,
            None => {
                let names = args.iter().map(|a| a.0.to_string()).collect();
                forms.push((names, make(args, probe)));
                forms.len() - 1
            }
        };
        let (found, pieces) = forms[at].1.as_ref()?;
        Some((write(pieces, args), *found))
    })
}

/// The pieces of a message formatted with a marker for each argument, if it may be made
/// once and every marker came out whole.
fn make(args: &[(&str, Arg<'_>)], probe: impl FnOnce(&[(&str, Arg<'_>)]) -> Probe) -> Made {
    let markers: Vec<(&str, Arg<'_>)> = args
        .iter()
        .enumerate()
        .map(|(i, (name, _))| (*name, Arg::from(format!("{OPEN}{i}{CLOSE}"))))
        .collect();
    let (text, found, fixed) = probe(&markers)?;
    if !fixed {
        return None;
    }
    let mut pieces = Vec::new();
    let mut rest = text.as_str();
    while let Some(open) = rest.find(OPEN) {
        if open > 0 {
            pieces.push(Piece::Text(rest[..open].to_string()));
        }
        let after = &rest[open + OPEN.len_utf8()..];
        let close = after.find(CLOSE)?;
        let index: usize = after[..close].parse().ok()?;
        if index >= args.len() {
            return None;
        }
        pieces.push(Piece::Value(index));
        rest = &after[close + CLOSE.len_utf8()..];
    }
    if rest.contains(CLOSE) {
        return None;
    }
    if !rest.is_empty() {
        pieces.push(Piece::Text(rest.to_string()));
    }
    Some((found, pieces))
}

/// The made message with the call's values in its holes.
fn write(pieces: &[Piece], args: &[(&str, Arg<'_>)]) -> String {
    let size = pieces
        .iter()
        .map(|p| match p {
            Piece::Text(text) => text.len(),
            Piece::Value(i) => match &args[*i].1 {
                Arg::Text(text) => text.len(),
                Arg::Number(_) => 8,
            },
        })
        .sum();
    let mut out = String::with_capacity(size);
    for piece in pieces {
        match piece {
            Piece::Text(text) => out.push_str(text),
            Piece::Value(i) => match &args[*i].1 {
                Arg::Text(text) => out.push_str(text),
                Arg::Number(n) => number(&mut out, *n),
            },
        }
    }
    out
}

/// A number as Fluent writes one with no options (`f64`'s `Display`: `3`, `-2`, `0.5`).
fn number(out: &mut String, n: f64) {
    // Whole numbers well inside f64's exact range read the same as integers.
    if n.fract() == 0.0 && n.abs() < 1e15 && !(n == 0.0 && n.is_sign_negative()) {
        let _ = write!(out, "{}", n as i64);
    } else {
        let _ = write!(out, "{n}");
    }
}

/// Whether a pattern Fluent parsed (its `Debug` text) writes the same text around its
/// arguments whatever their values: no selector, function, term or message reference.
pub fn fixed_shape(pattern_debug: &str) -> bool {
    ![
        "Select",
        "FunctionReference",
        "TermReference",
        "MessageReference",
    ]
    .iter()
    .any(|kind| pattern_debug.contains(kind))
}

#[cfg(test)]
#[path = "template_tests.rs"]
mod tests;
