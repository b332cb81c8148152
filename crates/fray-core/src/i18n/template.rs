//! Messages made once, then filled in: most catalog messages are text with `{ $name }`
//! holes and nothing that chooses (no selector, function, term or message reference). For
//! those, what Fluent writes is the same text around each argument's value whatever the
//! values, so each such message is formatted once per language and argument names with
//! markers for values, and later calls only copy its pieces and the values (no
//! `FluentArgs`, no resolver, one `String`). A message that chooses only by variables
//! (`{ $n -> [one] … *[other] … }`) writes the same text around its other arguments for the
//! same values of those: it is made once per such values, the others marked. Any other
//! message goes through Fluent.

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt::Write;

use super::shape::Shape;
use super::{Arg, Lang};
use crate::key_hash::Keyed;

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
/// its shape ([`super::shape::shape`]); `None` when no catalog has it.
pub type Probe = Option<(String, Lang, Shape)>;

/// How many choices of one message are kept before they start over (a choice by a number
/// can meet many numbers).
const CHOICES_KEPT: usize = 256;

/// What a message is made into for one list of argument names.
enum Form {
    /// No choice in it: made once.
    Fixed(Made),
    /// It chooses by the arguments at these indexes: made once per choice, i.e. per
    /// values of those arguments, the others still filled in afterwards.
    Chosen {
        /// The indexes of the arguments it chooses by.
        selectors: Vec<usize>,
        /// What was made, per values of those arguments.
        made: HashMap<Vec<Choice>, Made, Keyed>,
    },
}

/// The value of an argument a message chooses by.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Choice {
    /// Text.
    Text(String),
    /// A number, by its bits (the same number chooses the same).
    Number(u64),
}

/// The forms of one key: the argument names each was made for, and what was made.
type KeyForms = Vec<(Vec<String>, Form)>;

/// Per key, its forms (keys are the catalogs' own, so the map is bounded by them: see
/// `crate::key_hash` for why its hash need not resist collisions).
type Forms = HashMap<String, KeyForms, Keyed>;

thread_local! {
    /// [`Forms`] per language asked for (English, French).
    static MADE: RefCell<[Forms; 2]> = RefCell::new([HashMap::default(), HashMap::default()]);
}

/// Writes message `key` in `lang` with `args` as Fluent would, when the message has no
/// choice in it or chooses only by its arguments' values, with the language whose catalog
/// gave it; `None` when it must go through Fluent. `probe` formats the message through
/// Fluent with the given arguments (and gives its shape when asked, else
/// [`Shape::Other`]).
pub fn fill(
    lang: Lang,
    key: &str,
    args: &[(&str, Arg<'_>)],
    probe: impl Fn(&[(&str, Arg<'_>)], bool) -> Probe,
) -> Option<(String, Lang)> {
    MADE.with(|made| {
        let mut made = made.borrow_mut();
        let made = &mut made[lang as usize];
        // One look-up once the key is known (the key is copied only the first time).
        if let Some(forms) = made.get_mut(key) {
            return fill_form(forms, args, &probe);
        }
        fill_form(made.entry(key.to_string()).or_default(), args, &probe)
    })
}

/// [`fill`] with the forms made so far of the key, made for `args`' names if none is yet.
fn fill_form(
    forms: &mut KeyForms,
    args: &[(&str, Arg<'_>)],
    probe: &impl Fn(&[(&str, Arg<'_>)], bool) -> Probe,
) -> Option<(String, Lang)> {
    let at = match forms.iter().position(|(names, _)| {
        names
            .iter()
            .map(String::as_str)
            .eq(args.iter().map(|a| a.0))
    }) {
        Some(at) => at,
        None => {
            let names = args.iter().map(|a| a.0.to_string()).collect();
            forms.push((names, form(args, probe)));
            forms.len() - 1
        }
    };
    let made = match &mut forms[at].1 {
        Form::Fixed(made) => made,
        Form::Chosen { selectors, made } => {
            let choice = choice(args, selectors)?;
            if made.len() >= CHOICES_KEPT && !made.contains_key(&choice) {
                made.clear();
            }
            made.entry(choice)
                .or_insert_with(|| make(args, selectors, probe))
        }
    };
    let (found, pieces) = made.as_ref()?;
    Some((write(pieces, args), *found))
}

/// What a message is made into for `args`' names: probed with a marker for each argument,
/// its shape says whether it is made once, once per choice, or goes through Fluent.
fn form(args: &[(&str, Arg<'_>)], probe: &impl Fn(&[(&str, Arg<'_>)], bool) -> Probe) -> Form {
    let markers: Vec<(&str, Arg<'_>)> = args
        .iter()
        .enumerate()
        .map(|(i, (name, _))| (*name, marker(i)))
        .collect();
    let Some((text, found, shape)) = probe(&markers, true) else {
        return Form::Fixed(None);
    };
    match shape {
        Shape::Fixed => Form::Fixed(pieces(&text, args.len()).map(|p| (found, p))),
        Shape::Chosen(names) => Form::Chosen {
            selectors: args
                .iter()
                .enumerate()
                .filter(|(_, (name, _))| names.iter().any(|n| n == name))
                .map(|(i, _)| i)
                .collect(),
            made: HashMap::default(),
        },
        Shape::Other => Form::Fixed(None),
    }
}

/// The marker standing for the argument at index `i`.
fn marker(i: usize) -> Arg<'static> {
    Arg::from(format!("{OPEN}{i}{CLOSE}"))
}

/// The values of the arguments a message chooses by; `None` when one holds a marker's
/// character (such a call goes through Fluent).
fn choice(args: &[(&str, Arg<'_>)], selectors: &[usize]) -> Option<Vec<Choice>> {
    selectors
        .iter()
        .map(|&i| match &args.get(i)?.1 {
            Arg::Text(text) if text.contains([OPEN, CLOSE]) => None,
            Arg::Text(text) => Some(Choice::Text(text.to_string())),
            Arg::Number(n) => Some(Choice::Number(n.to_bits())),
        })
        .collect()
}

/// A message that chooses, made for the values of its `selectors` in `args`: probed with
/// those values and a marker for every other argument.
fn make(
    args: &[(&str, Arg<'_>)],
    selectors: &[usize],
    probe: &impl Fn(&[(&str, Arg<'_>)], bool) -> Probe,
) -> Made {
    let probed: Vec<(&str, Arg<'_>)> = args
        .iter()
        .enumerate()
        .map(|(i, (name, value))| {
            if selectors.contains(&i) {
                (*name, value.clone())
            } else {
                (*name, marker(i))
            }
        })
        .collect();
    let (text, found, _) = probe(&probed, false)?;
    Some((found, pieces(&text, args.len())?))
}

/// The pieces of a probe's text: its text between markers, and a value for each marker;
/// `None` unless every marker came out whole and names one of the `count` arguments.
fn pieces(text: &str, count: usize) -> Option<Vec<Piece>> {
    let mut pieces = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find(OPEN) {
        if open > 0 {
            pieces.push(Piece::Text(rest[..open].to_string()));
        }
        let after = &rest[open + OPEN.len_utf8()..];
        let close = after.find(CLOSE)?;
        let index: usize = after[..close].parse().ok()?;
        if index >= count {
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
    Some(pieces)
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

#[cfg(test)]
#[path = "template_tests.rs"]
mod tests;
