//! French elision before a name or a word given to a message: « de » and « que » drop
//! their vowel before a vowel or a mute h (« le jet de réaction d’Ana », « plus rapide
//! qu’Orso »), as a French reader expects. Applied to every French message by
//! [`super::tr_args`]'s formatting, so no message needs its own variant.

use std::borrow::Cow;

/// Words whose h is aspirated: « de » stays whole before them (« coup de hache »).
const ASPIRATED: [&str; 14] = [
    "hache",
    "haut",
    "hors",
    "héros",
    "huit",
    "harpon",
    "hallebarde",
    "hurlement",
    "hangar",
    "hasard",
    "honte",
    "hibou",
    "hurle",
    "hâte",
];

/// The vowels « de » and « que » elide before, lowercase.
const VOWELS: [char; 21] = [
    'a', 'e', 'i', 'o', 'u', 'à', 'â', 'ä', 'é', 'è', 'ê', 'ë', 'î', 'ï', 'ô', 'ö', 'ù', 'û', 'ü',
    'œ', 'æ',
];

/// Whether « de » and « que » elide before `word`: it begins with a vowel (accented or
/// not), or with an h that is not aspirated.
pub fn elides(word: &str) -> bool {
    let Some(first) = word.chars().next() else {
        return false;
    };
    // Asked of every name given to a French message: most begin with an ASCII letter.
    let first = if first.is_ascii() {
        first.to_ascii_lowercase()
    } else {
        first.to_lowercase().next().unwrap_or(first)
    };
    if first == 'h' {
        let lower = word.to_lowercase();
        return !ASPIRATED.iter().any(|a| lower.starts_with(a));
    }
    VOWELS.contains(&first)
}

/// The words that elide, each with its elided form.
const ELIDING: [(&str, &str); 4] = [
    ("de ", "d’"),
    ("De ", "D’"),
    ("que ", "qu’"),
    ("Que ", "Qu’"),
];

/// `text` with each « de » / « que » (any case) standing right before one of `values`
/// elided when that value [`elides`]: « de Ana » → « d’Ana ».
pub fn apply<'t>(text: &'t str, values: &[&str]) -> Cow<'t, str> {
    // Most values (names, most words) do not elide: the text is then not even read.
    let eliding: Vec<&str> = values.iter().copied().filter(|v| elides(v)).collect();
    if eliding.is_empty() {
        return Cow::Borrowed(text);
    }
    let spots = spots(text);
    if spots.is_empty() {
        return Cow::Borrowed(text);
    }
    let longest = eliding.iter().map(|v| v.len()).max().unwrap_or(0);
    // When no value read after one word reaches the next, each word elides or not by what
    // follows it in `text` alone: one pass. Otherwise an elision may change what another
    // word is followed by, and the words are taken value by value, as they always were.
    let apart = spots
        .windows(2)
        .all(|pair| pair[0].0 + ELIDING[pair[0].1].0.len() + longest <= pair[1].0);
    if !apart {
        return Cow::Owned(value_by_value(text, &eliding));
    }
    let mut out = String::with_capacity(text.len());
    let mut copied = 0;
    for (at, which) in spots {
        let (full, short) = ELIDING[which];
        let next = &text[at + full.len()..];
        if eliding.iter().any(|v| next.starts_with(v)) {
            out.push_str(&text[copied..at]);
            out.push_str(short);
            copied = at + full.len();
        }
    }
    if copied == 0 {
        return Cow::Borrowed(text);
    }
    out.push_str(&text[copied..]);
    Cow::Owned(out)
}

/// Where `text` holds a word that may elide (« de », « que », either case, not ending a
/// longer word): its byte offset and its row in [`ELIDING`], in order. Most messages hold
/// none.
fn spots(text: &str) -> Vec<(usize, usize)> {
    let mut spots = Vec::new();
    // Each of the words ends with `e `.
    for (end, _) in text.match_indices("e ") {
        let Some(which) = ELIDING
            .iter()
            .position(|(full, _)| text[..end + 2].ends_with(full))
        else {
            continue;
        };
        let at = end + 2 - ELIDING[which].0.len();
        if !text[..at]
            .chars()
            .next_back()
            .is_some_and(char::is_alphanumeric)
        {
            spots.push((at, which));
        }
    }
    spots
}

/// [`apply`] value by value, each word in [`ELIDING`] in turn, on the text as elided so
/// far.
fn value_by_value(text: &str, eliding: &[&str]) -> String {
    let mut out = text.to_string();
    for value in eliding {
        for (full, short) in ELIDING {
            if !out.contains(full) {
                continue;
            }
            let needle = format!("{full}{value}");
            let mut from = 0;
            while let Some(at) = out[from..].find(&needle).map(|i| i + from) {
                let before = out[..at].chars().next_back();
                if before.is_some_and(char::is_alphanumeric) {
                    from = at + full.len();
                    continue;
                }
                out.replace_range(at..at + full.len(), short);
                from = at + short.len();
            }
        }
    }
    out
}

#[cfg(test)]
#[path = "elision_tests.rs"]
mod tests;
