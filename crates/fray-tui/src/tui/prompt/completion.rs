//! Tab completion of the command line, as pure functions over the text: which word is
//! under the cursor, what may replace it, and the longest prefix its candidates share.

use crate::model::SystemId;

/// The word under or just before the cursor, as a char range `(start, end)` of `chars`.
/// Between two spaces it is the empty range at the cursor.
pub(super) fn word_bounds(chars: &[char], cursor: usize) -> (usize, usize) {
    let cursor = cursor.min(chars.len());
    let start = chars[..cursor]
        .iter()
        .rposition(|c| c.is_whitespace())
        .map_or(0, |i| i + 1);
    let end = chars[cursor..]
        .iter()
        .position(|c| c.is_whitespace())
        .map_or(chars.len(), |i| cursor + i);
    (start, end)
}

/// Whether a word starting at `start` is the first of the line (the verb).
pub(super) fn is_first_word(chars: &[char], start: usize) -> bool {
    chars[..start.min(chars.len())]
        .iter()
        .all(|c| c.is_whitespace())
}

/// Whether the word before the one starting at `start` is `from` (French `comme`): a
/// bestiary template is expected there.
pub(super) fn after_from(chars: &[char], start: usize) -> bool {
    let before: String = chars[..start.min(chars.len())].iter().collect();
    before
        .split_whitespace()
        .last()
        .is_some_and(|w| ["from", "comme"].contains(&w.to_lowercase().as_str()))
}

/// What may replace `word`: verbs of `system` for the first word; after `from`/`comme`
/// the system's bestiary templates; else the caller's words that start with it (any case),
/// without duplicates, in the caller's order.
pub(super) fn candidates(
    system: SystemId,
    word: &str,
    first: bool,
    template: bool,
    words: &[String],
) -> Vec<String> {
    if first {
        return crate::script::completions_in(system, word)
            .into_iter()
            .map(String::from)
            .collect();
    }
    let prefix = word.to_lowercase();
    if template {
        return crate::rules::system(system)
            .bestiary()
            .templates
            .iter()
            .map(|t| t.key_shown().to_string())
            .filter(|key| key.to_lowercase().starts_with(&prefix))
            .collect();
    }
    let mut out: Vec<String> = Vec::new();
    for candidate in words {
        if candidate.to_lowercase().starts_with(&prefix) && !out.contains(candidate) {
            out.push(candidate.clone());
        }
    }
    out
}

/// The longest prefix every candidate shares (compared in any case, spelled as the first
/// candidate spells it).
pub(super) fn common_prefix(candidates: &[String]) -> String {
    let Some((first, others)) = candidates.split_first() else {
        return String::new();
    };
    let mut len = first.chars().count();
    for other in others {
        len = first
            .chars()
            .zip(other.chars())
            .take(len)
            .take_while(|(a, b)| a.to_lowercase().eq(b.to_lowercase()))
            .count();
    }
    first.chars().take(len).collect()
}
