//! clap's usage errors in the current language.
//!
//! clap has no translation layer: its errors are English sentences built from a kind and a
//! context (the argument, the value, the accepted values, suggestions, the usage line). In
//! English fray lets clap write them, byte for byte as always; in another language
//! [`render`] writes the same parts from the catalog, as plain text, and [`exit`] ends fray
//! with clap's own status (2 for a usage error) on standard error.

use std::io::Write;

use clap::error::{ContextKind, ContextValue, ErrorKind};

use crate::i18n::{self, Lang};
use crate::safe_text::escape;
use crate::t;

/// Ends fray on a clap error: help and version as clap prints them (already in the
/// language, see `help.rs`), a usage error in the current language.
pub fn exit(error: clap::Error) -> ! {
    if !translated(&error) {
        error.exit()
    }
    let text = render(&error);
    let mut err = std::io::stderr().lock();
    // Standard error gone: nothing more to say, the status still tells.
    let _ = err.write_all(text.as_bytes());
    let _ = err.flush();
    std::process::exit(error.exit_code())
}

/// Whether fray writes this error itself: a usage error, in a language other than English.
fn translated(error: &clap::Error) -> bool {
    i18n::current() != Lang::En
        && !matches!(
            error.kind(),
            ErrorKind::DisplayHelp
                | ErrorKind::DisplayVersion
                | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
        )
}

/// The error as fray writes it in the current language: the message, the suggestions, the
/// usage line and where to find more, laid out as clap lays out its own.
pub fn render(error: &clap::Error) -> String {
    let mut out = t!("cli-error", message = message(error));
    let mut suggested = false;
    for (kind, key) in [
        (ContextKind::SuggestedSubcommand, Similar::Subcommand),
        (ContextKind::SuggestedArg, Similar::Argument),
        (ContextKind::SuggestedValue, Similar::Value),
    ] {
        if let Some(names) = error.get(kind).and_then(strings) {
            out.push('\n');
            if !suggested {
                out.push('\n');
                suggested = true;
            }
            out.push_str(&format!("  {} {}", t!("frcli-usage-tip"), key.say(&names)));
        }
    }
    if let Some(ContextValue::StyledStrs(tips)) = error.get(ContextKind::Suggested) {
        if !suggested && !tips.is_empty() {
            out.push('\n');
        }
        for tip in tips {
            out.push_str(&format!(
                "\n  {} {}",
                t!("frcli-usage-tip"),
                suggestion(&tip.to_string())
            ));
        }
    }
    if let Some(ContextValue::StyledStr(usage)) = error.get(ContextKind::Usage) {
        out.push_str("\n\n");
        out.push_str(&usage_line(&usage.to_string()));
    }
    out.push_str("\n\n");
    out.push_str(&t!("frcli-usage-try-help", help = "--help"));
    out.push('\n');
    out
}

/// clap's usage line (`Usage: fray new ...`) with the heading of the help's.
fn usage_line(usage: &str) -> String {
    let line = usage.strip_prefix("Usage:").unwrap_or(usage).trim_start();
    format!("{} {line}", t!("cli-help-usage"))
}

/// A string value of the context, escaped.
fn string(value: &ContextValue) -> Option<String> {
    match value {
        ContextValue::String(s) => Some(escape(s)),
        _ => None,
    }
}

/// A list of the context (one string counts as a list of one), escaped.
fn strings(value: &ContextValue) -> Option<Vec<String>> {
    match value {
        ContextValue::String(s) => Some(vec![escape(s)]),
        ContextValue::Strings(list) => Some(list.iter().map(|s| escape(s)).collect()),
        _ => None,
    }
}

/// A number of the context, as text.
fn number(value: &ContextValue) -> Option<i64> {
    match value {
        ContextValue::Number(n) => i64::try_from(*n).ok(),
        _ => None,
    }
}

/// What a similar name is.
#[derive(Clone, Copy)]
enum Similar {
    Subcommand,
    Argument,
    Value,
}

impl Similar {
    /// "a similar subcommand exists: 'list'", in the current language.
    fn say(self, names: &[String]) -> String {
        let quoted: Vec<String> = names.iter().map(|n| quoted(n)).collect();
        let (names, n) = (quoted.join(", "), names.len());
        match self {
            Similar::Subcommand => t!("frcli-usage-similar-subcommand", names = names, n = n),
            Similar::Argument => t!("frcli-usage-similar-argument", names = names, n = n),
            Similar::Value => t!("frcli-usage-similar-value", names = names, n = n),
        }
    }
}

/// A word or command quoted as the language quotes it.
fn quoted(text: &str) -> String {
    t!("frcli-usage-quoted", text = text)
}

/// clap's own tips (written in English in the error) said again in the current language;
/// a tip fray does not know stays as clap wrote it.
fn suggestion(tip: &str) -> String {
    // "to pass '--x' as a value, use '-- --x'"
    if let Some(rest) = tip.strip_prefix("to pass '")
        && let Some((arg, fix)) = rest.split_once("' as a value, use '")
    {
        let fix = fix.strip_suffix('\'').unwrap_or(fix);
        return t!(
            "frcli-usage-tip-pass-value",
            arg = escape(arg),
            fix = escape(fix)
        );
    }
    // "subcommand 'list' exists; to use it, remove the '--' before it"
    if let Some(rest) = tip.strip_prefix("subcommand '")
        && let Some((name, _)) = rest.split_once("' exists; to use it")
    {
        return t!("frcli-usage-tip-remove-dashes", name = escape(name));
    }
    // "'export --force' exists"
    if let Some(what) = tip
        .strip_prefix('\'')
        .and_then(|t| t.strip_suffix("' exists"))
    {
        return t!("frcli-usage-tip-exists", what = escape(what));
    }
    escape(tip)
}

/// The first line of the error: what is wrong, from its kind and context.
fn message(error: &clap::Error) -> String {
    let get = |kind| error.get(kind);
    let arg = get(ContextKind::InvalidArg).and_then(string);
    let value = get(ContextKind::InvalidValue).and_then(string);
    match error.kind() {
        ErrorKind::InvalidValue => {
            let (Some(arg), Some(value)) = (arg, value) else {
                return t!("frcli-usage-invalid");
            };
            let mut text = if value.is_empty() {
                t!("frcli-usage-value-required", arg = arg)
            } else {
                t!("frcli-usage-invalid-value", value = value, arg = arg)
            };
            if let Some(values) = get(ContextKind::ValidValue).and_then(strings)
                && !values.is_empty()
            {
                let values = t!("frcli-usage-possible-values", values = values.join(", "));
                text.push_str(&format!("\n  [{values}]"));
            }
            text
        }
        ErrorKind::ValueValidation => match (arg, value) {
            (Some(arg), Some(value)) => match std::error::Error::source(error) {
                Some(cause) => t!(
                    "frcli-usage-invalid-value-because",
                    value = value,
                    arg = arg,
                    cause = cause_text(cause)
                ),
                None => t!("frcli-usage-invalid-value", value = value, arg = arg),
            },
            _ => t!("frcli-usage-invalid"),
        },
        ErrorKind::UnknownArgument => arg.map_or_else(
            || t!("frcli-usage-invalid"),
            |arg| t!("frcli-usage-unexpected-argument", arg = arg),
        ),
        ErrorKind::InvalidSubcommand => get(ContextKind::InvalidSubcommand)
            .and_then(string)
            .map_or_else(
                || t!("frcli-usage-invalid"),
                |name| t!("frcli-usage-unknown-subcommand", name = name),
            ),
        ErrorKind::MissingRequiredArgument => {
            match get(ContextKind::InvalidArg).and_then(strings) {
                Some(missing) => {
                    let mut text = t!("frcli-usage-missing-arguments");
                    for m in missing {
                        text.push_str(&format!("\n  {m}"));
                    }
                    text
                }
                None => t!("frcli-usage-invalid"),
            }
        }
        ErrorKind::MissingSubcommand => {
            let Some(name) = get(ContextKind::InvalidSubcommand).and_then(string) else {
                return t!("frcli-usage-invalid");
            };
            let mut text = t!("frcli-usage-missing-subcommand", name = name);
            if let Some(values) = get(ContextKind::ValidSubcommand).and_then(strings)
                && !values.is_empty()
            {
                let values = t!("frcli-usage-subcommands", values = values.join(", "));
                text.push_str(&format!("\n  [{values}]"));
            }
            text
        }
        ErrorKind::ArgumentConflict => conflict(error),
        ErrorKind::NoEquals => arg.map_or_else(
            || t!("frcli-usage-invalid"),
            |arg| t!("frcli-usage-no-equals", arg = arg),
        ),
        ErrorKind::TooManyValues => match (arg, value) {
            (Some(arg), Some(value)) => {
                t!("frcli-usage-too-many-values", value = value, arg = arg)
            }
            _ => t!("frcli-usage-invalid"),
        },
        ErrorKind::TooFewValues => {
            let n = get(ContextKind::ActualNumValues).and_then(number);
            let min = get(ContextKind::MinValues).and_then(number);
            match (arg, n, min) {
                (Some(arg), Some(n), Some(min)) => {
                    t!("frcli-usage-too-few-values", arg = arg, n = n, min = min)
                }
                _ => t!("frcli-usage-invalid"),
            }
        }
        ErrorKind::WrongNumberOfValues => {
            let n = get(ContextKind::ActualNumValues).and_then(number);
            let expected = get(ContextKind::ExpectedNumValues).and_then(number);
            match (arg, n, expected) {
                (Some(arg), Some(n), Some(expected)) => t!(
                    "frcli-usage-wrong-number",
                    arg = arg,
                    n = n,
                    expected = expected
                ),
                _ => t!("frcli-usage-invalid"),
            }
        }
        ErrorKind::InvalidUtf8 => t!("frcli-usage-invalid-utf8"),
        _ => t!("frcli-usage-invalid"),
    }
}

/// An argument given twice, or with another it excludes.
fn conflict(error: &clap::Error) -> String {
    let mut prior = error.get(ContextKind::PriorArg);
    let mut text = match error.get(ContextKind::InvalidArg) {
        Some(ContextValue::String(arg)) => {
            if prior == Some(&ContextValue::String(arg.clone())) {
                prior = None;
                t!("frcli-usage-used-twice", arg = escape(arg))
            } else {
                t!("frcli-usage-conflict", arg = escape(arg))
            }
        }
        _ => match error.get(ContextKind::InvalidSubcommand).and_then(string) {
            Some(name) => t!("frcli-usage-conflict-subcommand", name = name),
            None => return t!("frcli-usage-invalid"),
        },
    };
    match prior {
        Some(ContextValue::Strings(values)) => {
            text.push_str(if i18n::current() == Lang::Fr {
                "\u{a0}:"
            } else {
                ":"
            });
            for v in values {
                text.push_str(&format!("\n  {}", escape(v)));
            }
        }
        Some(ContextValue::String(value)) => {
            text.push_str(&format!(" {}", quoted(&escape(value))));
        }
        Some(_) => text.push_str(&format!(" {}", t!("frcli-usage-conflict-others"))),
        None => {}
    }
    text
}

/// Why a value was refused by its parser (a number, for fray's options), in words.
fn cause_text(cause: &(dyn std::error::Error + 'static)) -> String {
    use std::num::IntErrorKind;
    match cause
        .downcast_ref::<std::num::ParseIntError>()
        .map(|e| e.kind())
    {
        Some(IntErrorKind::PosOverflow) => t!("frcli-usage-too-large"),
        Some(IntErrorKind::NegOverflow) => t!("frcli-usage-too-small"),
        Some(IntErrorKind::Empty) => t!("frcli-usage-empty-number"),
        Some(_) => t!("frcli-usage-not-a-number"),
        None => escape(&cause.to_string()),
    }
}

#[cfg(test)]
#[path = "usage_tests.rs"]
mod tests;
