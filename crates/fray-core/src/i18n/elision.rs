//! French elision before a name or a word given to a message: « de » and « que » drop
//! their vowel before a vowel or a mute h (« le jet de réaction d’Ana », « plus rapide
//! qu’Orso »), as a French reader expects. Applied to every French message by
//! [`super::tr_args`]'s formatting, so no message needs its own variant.

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

/// Whether « de » and « que » elide before `word`: it begins with a vowel (accented or
/// not), or with an h that is not aspirated.
pub fn elides(word: &str) -> bool {
    let Some(first) = word.chars().next().and_then(|c| c.to_lowercase().next()) else {
        return false;
    };
    if first == 'h' {
        let lower = word.to_lowercase();
        return !ASPIRATED.iter().any(|a| lower.starts_with(a));
    }
    "aeiouàâäéèêëîïôöùûüœæ".contains(first)
}

/// `text` with each « de » / « que » (any case) standing right before one of `values`
/// elided when that value [`elides`]: « de Ana » → « d’Ana ».
pub fn apply(text: &str, values: &[&str]) -> String {
    let mut out = text.to_string();
    if !may_elide(text) {
        return out;
    }
    for value in values.iter().filter(|v| elides(v)) {
        for (full, short) in [
            ("de ", "d’"),
            ("De ", "D’"),
            ("que ", "qu’"),
            ("Que ", "Qu’"),
        ] {
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

/// Whether `text` holds a « de » or « que » that [`apply`] may elide: most messages hold
/// none, and need no other look.
pub fn may_elide(text: &str) -> bool {
    ["de ", "De ", "que ", "Que "]
        .iter()
        .any(|w| text.contains(w))
}

#[cfg(test)]
#[path = "elision_tests.rs"]
mod tests;
