//! How words the GM types are compared: case, French accents and separators do not matter.

/// Lower case, French accents folded, every run of other characters (space, `_`, `'`,
/// `/`...) made one `-`, no `-` at either end: `Très  Difficile`, `tres_difficile` and
/// `TRÈS-difficile` all read `tres-difficile`.
pub fn fold(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    // Whether the last character written is a `-` (or nothing is written yet): a run of
    // separators makes one `-`, and none starts the word.
    let mut after_dash = true;
    let mut push = |out: &mut String, folded: char| {
        if folded != '-' {
            out.push(folded);
            after_dash = false;
        } else if !after_dash {
            out.push('-');
            after_dash = true;
        }
    };
    for ch in word.chars() {
        // Most words the GM types and most table words are ASCII: no Unicode tables then.
        if ch.is_ascii() {
            let lower = ch.to_ascii_lowercase();
            push(
                &mut out,
                if lower.is_ascii_alphanumeric() {
                    lower
                } else {
                    '-'
                },
            );
            continue;
        }
        for ch in ch.to_lowercase() {
            match ch {
                'à' | 'â' | 'ä' | 'á' => push(&mut out, 'a'),
                'é' | 'è' | 'ê' | 'ë' => push(&mut out, 'e'),
                'î' | 'ï' | 'í' => push(&mut out, 'i'),
                'ô' | 'ö' | 'ó' => push(&mut out, 'o'),
                'ù' | 'û' | 'ü' | 'ú' => push(&mut out, 'u'),
                'ç' => push(&mut out, 'c'),
                'ÿ' => push(&mut out, 'y'),
                'œ' => {
                    push(&mut out, 'o');
                    push(&mut out, 'e');
                }
                c if c.is_alphanumeric() => push(&mut out, c),
                _ => push(&mut out, '-'),
            }
        }
    }
    if out.ends_with('-') {
        out.pop();
    }
    out
}

/// Calls `f` with [`fold_tight`]`(word)`; an ASCII word of up to 64 bytes (most words of a
/// line, asked of several tables) is folded on the stack, without an allocation.
pub fn with_fold_tight<T>(word: &str, f: impl FnOnce(&str) -> T) -> T {
    let mut buffer = [0u8; 64];
    if word.is_ascii() && word.len() <= buffer.len() {
        // An ASCII separator folds to `-`, which the tight fold drops: only the letters
        // and digits stay, lower-cased.
        let mut len = 0;
        for b in word.bytes().filter(u8::is_ascii_alphanumeric) {
            buffer[len] = b.to_ascii_lowercase();
            len += 1;
        }
        // Only ASCII bytes were written.
        if let Ok(folded) = std::str::from_utf8(&buffer[..len]) {
            return f(folded);
        }
    }
    f(&fold_tight(word))
}

/// [`fold`] without any separator: `left-arm`, `Left Arm` and `leftarm` all read `leftarm`.
pub fn fold_tight(word: &str) -> String {
    let mut folded = fold(word);
    folded.retain(|c| c != '-');
    folded
}

#[cfg(test)]
#[path = "words_tests.rs"]
mod tests;
