//! The keywords the Anarchy forms offer (spends, tracks, spell kinds, Matrix words), shown
//! by their catalog labels in the GM's language while the line keeps the English keyword.

use crate::tui::form::{Field, Piece};

/// A choice among keywords written bare, each shown by its label (a spend with its effect).
pub fn keywords(label: &'static str, options: &[&str], value: &str) -> Field {
    let labels = options.iter().map(|o| word_label(o)).collect();
    Field::choice(
        label,
        options.iter().map(|s| (*s).to_string()).collect(),
        value,
    )
    .labels(labels)
    .piece(Piece::Keyword)
}

/// A yes/no choice writing `word` or nothing.
pub fn flag(label: &'static str, word: &str, on: bool) -> Field {
    Field::choice(
        label,
        vec![String::new(), word.to_string()],
        if on { word } else { "" },
    )
    .labels(vec![
        crate::t!("ana-keys-word-none"),
        crate::t!("ana-keys-word-yes"),
    ])
    .piece(Piece::Flag)
}

/// The GM's word for a keyword of these forms.
pub fn word_label(word: &str) -> String {
    match word {
        "" => crate::t!("ana-keys-word-default"),
        "physical" => crate::t!("ana-keys-word-physical"),
        "stun" => crate::t!("ana-keys-word-stun"),
        "armor" => crate::t!("ana-keys-word-armor"),
        "well-disposed" => crate::t!("ana-keys-word-well-disposed"),
        "malfunction" => crate::t!("ana-keys-word-malfunction"),
        "interruption" => crate::t!("ana-keys-word-interruption"),
        "go" => crate::t!("ana-keys-word-go"),
        "first-aid" => crate::t!("ana-keys-word-first-aid"),
        "take-a-risk" => crate::t!("ana-keys-word-take-a-risk"),
        "riposte" => crate::t!("ana-keys-word-riposte"),
        "new-threat" => crate::t!("ana-keys-word-new-threat"),
        "gm" => crate::t!("ana-keys-word-gm"),
        "off" => crate::t!("ana-keys-word-off"),
        "on" => crate::t!("ana-keys-word-on"),
        "combat" => crate::t!("ana-keys-word-combat"),
        "effect" => crate::t!("ana-keys-word-effect"),
        "minor" => crate::t!("ana-keys-word-minor"),
        "normal" => crate::t!("ana-keys-word-normal"),
        "major" => crate::t!("ana-keys-word-major"),
        "mental" => crate::t!("ana-keys-word-mental"),
        "social" => crate::t!("ana-keys-word-social"),
        "trivial" => crate::t!("ana-keys-word-trivial"),
        "easy" => crate::t!("ana-keys-word-easy"),
        "hard" => crate::t!("ana-keys-word-hard"),
        "brute-force" => crate::t!("ana-keys-word-brute-force"),
        "corruption" => crate::t!("ana-keys-word-corruption"),
        "cybercombat" => crate::t!("ana-keys-word-cybercombat"),
        "short" => crate::t!("ana-keys-word-short"),
        "intermediate" => crate::t!("ana-keys-word-intermediate"),
        "long" => crate::t!("ana-keys-word-long"),
        "best" => crate::t!("ana-keys-word-best"),
        "own" => crate::t!("ana-keys-word-own"),
        "counterspeller" => crate::t!("ana-keys-word-counterspeller"),
        "reverse" => crate::t!("ana-keys-word-reverse"),
        "random" => crate::t!("ana-keys-word-random"),
        "first" => crate::t!("ana-keys-word-first"),
        "last" => crate::t!("ana-keys-word-last"),
        other => other.to_string(),
    }
}

/// The words completion offers in an Anarchy fight: the verbs' keywords once each, and in
/// French the French words the reader also takes (`contre`, `seuil`, `mj`…).
pub fn completion() -> Vec<String> {
    let system = crate::rules::system(super::super::ID);
    let mut words: Vec<String> = Vec::new();
    let in_french = crate::i18n::current() == crate::i18n::Lang::Fr;
    let french = if in_french {
        system.verbs().french_words()
    } else {
        Vec::new()
    };
    // In French, a keyword a French line writes in French is offered by that word only.
    let verbs = system.verbs();
    let said_in_french = |keyword: &str| {
        in_french
            && verbs
                .verbs()
                .iter()
                .any(|v| verbs.french_of(v.name, keyword).is_some())
    };
    for w in crate::script::keywords_in(super::super::ID)
        .iter()
        .filter(|k| !said_in_french(k))
        .map(|s| (*s).to_string())
        .chain(french)
    {
        if !words.contains(&w) {
            words.push(w);
        }
    }
    words
}
