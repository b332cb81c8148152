//! Counts right in both languages: every catalog message with a count is rendered with it
//! at 0, 1, 2 and 21, in English and in French, and the word after the number must agree
//! with it: « 1 marque », never « 1 marques », « contre 1 réussites » or « 1 tirées »;
//! French takes the singular for 0 and 1 (« 0 action »), English for 1 only.
//!
//! A variable is a count when a message chooses by it (`{ $n -> [one] … }`) or when its
//! name says so (`$n`, `$count`, `$left`...). The messages' texts are read from the
//! catalog files, the renderings from fray's own catalogs.

use crate::common;

use std::collections::{BTreeMap, BTreeSet};

use fray::i18n::{Arg, Lang, tr_in};

/// Names that hold a count wherever they appear.
const COUNT_NAMES: &[&str] = &[
    "n", "count", "left", "points", "boxes", "tokens", "bullets", "records", "hits", "marks",
    "undrawn", "unsaved", "passes", "failures", "drawn", "revealed", "segments", "phases", "spent",
    "lost", "attempts", "rounds", "levels", "used", "most", "cap", "have", "good",
];

/// Words that take no plural mark, or are not nouns, after a number.
const INVARIABLE: &[&str] = &[
    // French
    "fois", "succès", "bras", "pas", "mois", "dés", "à", "au", "aux", "de", "d", "du", "des", "et",
    "ou", "en", "sur", "contre", "pour", "par", "avec", "sans", "ans", "m", "cm", "km", "d6",
    "d10", "d20", "d100", "pv", "po", "h", "min", "s", "x", "est", "sont", "plus",
    "moins", // English
    "of", "to", "at", "vs", "on", "and", "or", "in", "by", "for", "with", "more", "less", "is",
    "are", "bonus", "minus", "success", "was", "has", "its", "this",
];

/// Every message as (language, key, text), variants and continuation lines included.
fn messages() -> Vec<(Lang, String, String)> {
    Lang::ALL
        .into_iter()
        .flat_map(|lang| {
            common::catalogs::messages(lang.code())
                .into_iter()
                .map(move |(key, text)| (lang, key, text))
        })
        .collect()
}

/// The variables `text` names, in order, once each.
fn variables(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (at, _) in text.match_indices('$') {
        let name: String = text[at + 1..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
            .collect();
        if !name.is_empty() && !out.contains(&name) {
            out.push(name);
        }
    }
    out
}

/// The variables each message (by key, in either language) chooses a plural by: a
/// selector whose variants are plural categories (`[one]`) or numbers (`[0]`).
fn selectors(messages: &[(Lang, String, String)]) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (_, key, text) in messages {
        for (at, _) in text.match_indices("->") {
            let before = text[..at].trim_end();
            let Some(dollar) = before.rfind('$') else {
                continue;
            };
            let variants = text[at + 2..]
                .lines()
                .skip(1)
                .map(|l| l.trim().trim_start_matches('*'))
                .take_while(|l| l.starts_with('['))
                .filter_map(|l| l[1..].split(']').next());
            let numeric = variants.into_iter().any(|v| {
                matches!(v, "zero" | "one" | "two" | "few" | "many") || v.parse::<i64>().is_ok()
            });
            if numeric {
                out.entry(key.clone())
                    .or_default()
                    .insert(before[dollar + 1..].trim().to_string());
            }
        }
    }
    out
}

/// The word right after each standalone `number` in `text`.
fn words_after(text: &str, number: u32) -> Vec<String> {
    let digits = number.to_string();
    let mut out = Vec::new();
    for (at, _) in text.match_indices(&digits) {
        let before = text[..at].chars().next_back();
        // A signed number is a modifier (« −1 de blessures »), not a count.
        if before.is_some_and(|c| c.is_ascii_digit() || ".,+-−".contains(c)) {
            continue;
        }
        let rest = &text[at + digits.len()..];
        let Some(rest) = rest
            .strip_prefix(' ')
            .or_else(|| rest.strip_prefix('\u{a0}'))
        else {
            continue;
        };
        let word: String = rest.chars().take_while(|c| c.is_alphabetic()).collect();
        let next = rest[word.len()..].chars().next();
        // A word cut by an apostrophe or a dash is not a noun standing alone.
        if !word.is_empty() && !matches!(next, Some('’' | '\'' | '-')) {
            out.push(word.to_lowercase());
        }
    }
    out
}

/// Whether `word` reads as a plural: ends in `s` or `x` and takes a plural mark.
fn plural(lang: Lang, word: &str) -> bool {
    if INVARIABLE.contains(&word) || word.chars().count() < 3 {
        return false;
    }
    match lang {
        Lang::Fr => word.ends_with('s') || word.ends_with('x'),
        Lang::En => word.ends_with('s') && !word.ends_with("ss") && !word.ends_with("us"),
    }
}

/// Arguments for `vars`: each count `n`, each other variable a name.
fn with_counts<'a>(
    vars: &'a [String],
    counts: &BTreeSet<String>,
    n: u32,
) -> Vec<(&'a str, Arg<'a>)> {
    vars.iter()
        .map(|v| {
            let value = if counts.contains(v) {
                Arg::Number(f64::from(n))
            } else {
                Arg::from("Zed")
            };
            (v.as_str(), value)
        })
        .collect()
}

#[test]
fn the_plural_finder_reads_the_words_after_a_number() {
    assert_eq!(words_after("contre 1 réussites", 1), ["réussites"]);
    assert_eq!(words_after("11 marques, 1\u{a0}marque", 1), ["marque"]);
    assert_eq!(words_after("1 d’entre eux", 1), Vec::<String>::new());
    assert!(plural(Lang::Fr, "marques") && !plural(Lang::Fr, "fois"));
    assert!(plural(Lang::En, "marks") && !plural(Lang::En, "success"));
}

/// Every message with a count, at 0, 1, 2 and 21 in both languages: at 1 (and 0 in
/// French) no plural noun follows the number.
#[test]
fn every_count_in_every_message_agrees_with_its_noun_at_0_1_2_and_21() {
    let messages = messages();
    let selectors = selectors(&messages);
    let mut bad: BTreeMap<String, String> = BTreeMap::new();
    let mut rendered = 0;
    for (lang, key, text) in &messages {
        let vars = variables(text);
        let mut counts: BTreeSet<String> = selectors.get(key).cloned().unwrap_or_default();
        counts.extend(COUNT_NAMES.iter().map(|n| (*n).to_string()));
        if !vars.iter().any(|v| counts.contains(v)) {
            continue;
        }
        // The code gives a message's counts together (a count and the number its plural
        // chooses by are the same number): all of them take `n` at once.
        for n in [0u32, 1, 2, 21] {
            let args = with_counts(&vars, &counts, n);
            let out = tr_in(*lang, key, &args);
            rendered += 1;
            // French takes [one] for 0 too: a `[one] 1 point` variant shows 0 as « 1 point ».
            if n == 0 && *lang == Lang::Fr {
                let at_two = tr_in(*lang, key, &with_counts(&vars, &counts, 2));
                if !words_after(&out, 1).is_empty() && words_after(&at_two, 1).is_empty() {
                    bad.insert(format!("fr {key} n=0 shown as 1"), out.replace('\n', " "));
                }
            }
            let singular = match lang {
                Lang::Fr => n <= 1,
                Lang::En => n == 1,
            };
            if !singular {
                continue;
            }
            for word in words_after(&out, n) {
                if plural(*lang, &word) {
                    bad.insert(
                        format!("{} {key} n={n}", lang.code()),
                        out.replace('\n', " "),
                    );
                }
            }
        }
    }
    println!("{rendered} renderings of messages with a count checked");
    assert!(rendered > 800, "only {rendered} renderings");
    let lines: Vec<String> = bad.iter().map(|(k, v)| format!("{k}: {v}")).collect();
    assert!(
        bad.is_empty(),
        "{} counts:\n{}",
        bad.len(),
        lines.join("\n")
    );
}
