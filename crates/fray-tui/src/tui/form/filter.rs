//! Picking among a field's options by typing: what was typed is compared with each
//! option and its label, folded (case, accents and separators ignored, so `ganger 2`,
//! `Ganger-2` and the slug `ganger-2` are one text, `tete` finds `tête`), and the options
//! that contain it are kept, best first.

use crate::rules::fold_key;

/// How `typed` and an option's text compare, best first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Rank {
    /// The same text.
    Same,
    /// The text starts with what was typed.
    Prefix,
    /// One of its words starts with what was typed.
    WordPrefix,
    /// It contains what was typed.
    Inside,
}

/// A text folded for matching; a text made only of signs is kept lower-cased, so that
/// typing `?` matches nothing rather than everything.
fn folded(text: &str) -> String {
    let folded = fold_key(text);
    if folded.is_empty() {
        text.trim().to_lowercase()
    } else {
        folded
    }
}

fn rank(want: &str, text: &str) -> Option<Rank> {
    let have = folded(text);
    if have.is_empty() {
        return None;
    }
    if have == want {
        Some(Rank::Same)
    } else if have.starts_with(want) {
        Some(Rank::Prefix)
    } else if have.split('-').any(|w| w.starts_with(want)) {
        Some(Rank::WordPrefix)
    } else if have.contains(want) {
        Some(Rank::Inside)
    } else {
        None
    }
}

/// The indexes of the options matching `typed` (on the option or on its label), the
/// closest first (same text, then prefix, then a word's prefix, then anywhere), in option
/// order within each; every option when nothing is typed.
pub fn matches(typed: &str, options: &[String], labels: &[String]) -> Vec<usize> {
    let want = folded(typed);
    if want.is_empty() {
        return (0..options.len()).collect();
    }
    let mut ranked: Vec<(Rank, usize)> = options
        .iter()
        .enumerate()
        .filter_map(|(i, option)| {
            let by_label = labels.get(i).and_then(|l| rank(&want, l));
            let best = match (rank(&want, option), by_label) {
                (Some(a), Some(b)) => a.min(b),
                (a, b) => a.or(b)?,
            };
            Some((best, i))
        })
        .collect();
    ranked.sort();
    ranked.into_iter().map(|(_, i)| i).collect()
}

/// Said when what was typed into a choice field matches none of its options.
pub fn no_match(typed: &str) -> String {
    crate::t!("form-filter-no-match", typed = typed)
}

/// Beside a free field whose typed text some suggestions match: how many ←/→ goes through.
pub fn suggestions(count: usize) -> String {
    crate::t!("form-filter-suggestions", n = count)
}

/// Beside a prefilled value that the first key typed replaces.
pub fn typed_over() -> String {
    crate::t!("form-filter-typed-over")
}
