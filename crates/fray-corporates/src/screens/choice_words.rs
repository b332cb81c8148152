//! The words of the Corporates forms in the GM's language (yes/no, the keywords a choice
//! writes) and the words the `:` line completes in a Corporates fight.

use crate::model::Encounter;
use crate::tui::form::{Field, Piece};

/// Each gear key of `keys` as the GM types it: its French word in French (`rifle`:
/// `fusil`), for the labels of a field offering them (none stays none).
pub fn gear_words(keys: &[String]) -> Vec<String> {
    keys.iter()
        .map(|k| crate::rules::gear_labels::typed(super::super::ID, k))
        .collect()
}

/// A yes/no choice writing `word` or nothing.
pub fn flag(label: &'static str, word: &str, on: bool) -> Field {
    Field::choice(
        label,
        vec![String::new(), word.to_string()],
        if on { word } else { "" },
    )
    .labels(vec![
        crate::t!("cor-keys-word-no"),
        crate::t!("cor-keys-word-yes"),
    ])
    .piece(Piece::Flag)
}

/// A choice among small counts `lo..=hi`, written as the number.
pub fn counts(label: &'static str, lo: u8, hi: u8, value: u8) -> Field {
    Field::choice(
        label,
        (lo..=hi).map(|n| n.to_string()).collect(),
        value.to_string(),
    )
    .required()
    .piece(Piece::Keyword)
}

/// A choice among keywords, shown by their words in the GM's language: `word value` (or
/// the value alone when `word` is empty) goes into the line, nothing for "".
pub fn keyword_choice(label: &'static str, word: &'static str, options: &[&str]) -> Field {
    let labels = options.iter().map(|o| word_label(o)).collect();
    let value = options.first().copied().unwrap_or_default();
    let field = Field::choice(
        label,
        options.iter().map(|s| (*s).to_string()).collect(),
        value,
    )
    .labels(labels);
    if word.is_empty() {
        field.piece(Piece::Keyword)
    } else {
        field.piece(Piece::Framed(word, ""))
    }
}

/// The GM's words for a keyword of the forms (with its modifier where the table gives
/// one); a keyword not listed is shown as it is.
pub fn word_label(word: &str) -> String {
    match word {
        "" => crate::t!("cor-keys-word-none"),
        "eye" => crate::t!("cor-keys-word-eye"),
        "hand" => crate::t!("cor-keys-word-hand"),
        "head" => crate::t!("cor-keys-word-head"),
        "arm" => crate::t!("cor-keys-word-arm"),
        "torso" => crate::t!("cor-keys-word-torso"),
        "leg" => crate::t!("cor-keys-word-leg"),
        "crouching" => crate::t!("cor-keys-word-crouching"),
        "standing" => crate::t!("cor-keys-word-standing"),
        "moto" => crate::t!("cor-keys-word-moto"),
        "car" => crate::t!("cor-keys-word-car"),
        "truck" => crate::t!("cor-keys-word-truck"),
        "walk" => crate::t!("cor-keys-word-walk"),
        "run" => crate::t!("cor-keys-word-run"),
        "sprint" => crate::t!("cor-keys-word-sprint"),
        "plaster" => crate::t!("cor-keys-word-plaster"),
        "wood" => crate::t!("cor-keys-word-wood"),
        "stone" => crate::t!("cor-keys-word-stone"),
        "concrete" => crate::t!("cor-keys-word-concrete"),
        "reinforced" => crate::t!("cor-keys-word-reinforced"),
        "interior-door" => crate::t!("cor-keys-word-interior-door"),
        "front-door" => crate::t!("cor-keys-word-front-door"),
        "armoured-door" => crate::t!("cor-keys-word-armoured-door"),
        "car-door" => crate::t!("cor-keys-word-car-door"),
        "mound" => crate::t!("cor-keys-word-mound"),
        "sandbag" => crate::t!("cor-keys-word-sandbag"),
        "counter" => crate::t!("cor-keys-word-counter"),
        "reduced" => crate::t!("cor-keys-word-reduced"),
        "poor" => crate::t!("cor-keys-word-poor"),
        "verypoor" => crate::t!("cor-keys-word-verypoor"),
        "ir" => crate::t!("cor-keys-word-ir"),
        "la" => crate::t!("cor-keys-word-la"),
        "front" => crate::t!("cor-keys-word-front"),
        "side" => crate::t!("cor-keys-word-side"),
        "aiming" => crate::t!("cor-keys-word-aiming"),
        "guard" => crate::t!("cor-keys-word-guard"),
        "standard" => crate::t!("cor-keys-word-standard"),
        "snap" => crate::t!("cor-keys-word-snap"),
        "aimed" => crate::t!("cor-keys-word-aimed"),
        "3" => crate::t!("cor-keys-word-burst-3"),
        "free" => crate::t!("cor-keys-word-free"),
        "braced" => crate::t!("cor-keys-word-braced"),
        "prone" => crate::t!("cor-keys-word-prone"),
        "single" => crate::t!("cor-keys-word-single"),
        "shotgun" => crate::t!("cor-keys-word-shotgun"),
        "heavy" => crate::t!("cor-keys-word-heavy"),
        "heavy-burst" => crate::t!("cor-keys-word-heavy-burst"),
        "flat" => crate::t!("cor-keys-word-flat"),
        "rough" => crate::t!("cor-keys-word-rough"),
        "stairs-down" => crate::t!("cor-keys-word-stairs-down"),
        "stairs-up" => crate::t!("cor-keys-word-stairs-up"),
        "crouched" => crate::t!("cor-keys-word-crouched"),
        "ladder" => crate::t!("cor-keys-word-ladder"),
        "crawling" => crate::t!("cor-keys-word-crawling"),
        "crowd" => crate::t!("cor-keys-word-crowd"),
        "dense-crowd" => crate::t!("cor-keys-word-dense-crowd"),
        "on" => crate::t!("cor-keys-word-on"),
        "off" => crate::t!("cor-keys-word-off"),
        "power" => crate::t!("cor-keys-word-power"),
        "acrobatic" => crate::t!("cor-keys-word-acrobatic"),
        "foot" => crate::t!("cor-keys-word-foot"),
        "mounted" => crate::t!("cor-keys-word-mounted"),
        "both" => crate::t!("cor-keys-word-both"),
        "shot" => crate::t!("cor-keys-word-shot"),
        "blow" => crate::t!("cor-keys-word-blow"),
        "agility" => crate::t!("cor-keys-word-agility"),
        "strength" => crate::t!("cor-keys-word-strength"),
        "wound" => crate::t!("cor-keys-word-wound"),
        "fatigue" => crate::t!("cor-keys-word-fatigue"),
        "firearm" => crate::t!("cor-keys-word-firearm"),
        "thrown" => crate::t!("cor-keys-word-thrown"),
        "melee" => crate::t!("cor-keys-word-melee"),
        "soft" => crate::t!("cor-keys-word-soft"),
        "blunt" => crate::t!("cor-keys-word-blunt"),
        "hard-blunt" => crate::t!("cor-keys-word-hard-blunt"),
        "cutting" => crate::t!("cor-keys-word-cutting"),
        "thrusting" => crate::t!("cor-keys-word-thrusting"),
        "bullet" => crate::t!("cor-keys-word-bullet"),
        "explosion" => crate::t!("cor-keys-word-explosion"),
        other => other.to_string(),
    }
}

/// A stat key as a French GM types it (`force`, `taille`), which the reader takes back
/// ([`canonical`](super::super::canonical)); a key of no list as stored.
fn typed_stat(key: &str) -> String {
    let shown = super::super::panes::words::stat(key);
    if shown == key {
        return shown;
    }
    shown.to_lowercase().replace(' ', "-")
}

/// The words completion offers in a Corporates fight: the verbs' keywords once each, the
/// sheets' stat and gear keys (for `with KEY`), and in French the French words the reader
/// also takes.
pub fn completion(state: &Encounter) -> Vec<String> {
    let system = crate::rules::system(super::super::ID);
    let french = if crate::i18n::current() == crate::i18n::Lang::Fr {
        system.verbs().french_words()
    } else {
        Vec::new()
    };
    let mut words: Vec<String> = Vec::new();
    // In French a keyword the reader also takes in French is offered in French only.
    let in_french = !french.is_empty();
    let english = crate::script::keywords_in(super::super::ID)
        .iter()
        .filter(move |k| !in_french || !super::super::verbs::has_french(k))
        .map(|s| (*s).to_string());
    let sheets = state.combatants.iter().flat_map(move |c| {
        c.stats
            .keys()
            .map(move |k| if in_french { typed_stat(k) } else { k.clone() })
            .chain(
                c.gear
                    .iter()
                    .map(|g| crate::rules::gear_labels::typed(super::super::ID, &g.key)),
            )
    });
    for w in english.chain(french).chain(sheets) {
        if !words.contains(&w) {
            words.push(w);
        }
    }
    words
}
