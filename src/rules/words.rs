//! How words the GM types are compared: case, French accents and separators do not matter.

/// Lower case, French accents folded, every run of other characters (space, `_`, `'`,
/// `/`...) made one `-`, no `-` at either end: `Très  Difficile`, `tres_difficile` and
/// `TRÈS-difficile` all read `tres-difficile`.
pub fn fold(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    for ch in word.chars().flat_map(char::to_lowercase) {
        let folded = match ch {
            'à' | 'â' | 'ä' | 'á' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'î' | 'ï' | 'í' => 'i',
            'ô' | 'ö' | 'ó' => 'o',
            'ù' | 'û' | 'ü' | 'ú' => 'u',
            'ç' => 'c',
            'ÿ' => 'y',
            'œ' => {
                out.push_str("oe");
                continue;
            }
            c if c.is_alphanumeric() => c,
            _ => '-',
        };
        if folded != '-' || !(out.is_empty() || out.ends_with('-')) {
            out.push(folded);
        }
    }
    while out.ends_with('-') {
        out.pop();
    }
    out
}

/// [`fold`] without any separator: `left-arm`, `Left Arm` and `leftarm` all read `leftarm`.
pub fn fold_tight(word: &str) -> String {
    fold(word).replace('-', "")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folds_case_accents_and_separators() {
        assert_eq!(fold("  Très  Difficile "), "tres-difficile");
        assert_eq!(fold("TRÈS_difficile"), "tres-difficile");
        assert_eq!(fold("Fusils/Armes d'épaule"), "fusils-armes-d-epaule");
        assert_eq!(fold("Athlétisme"), "athletisme");
        assert_eq!(fold("---"), "");
        assert_eq!(fold_tight("Bras gauche"), "brasgauche");
    }
}
