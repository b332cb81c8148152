//! The keywords the Cyberpunk forms offer (fire modes, stances, activities, supports,
//! saves), shown in French by their catalog labels while the line keeps the keyword.

use crate::i18n::{self, Lang};
use crate::tui::form::{Field, Piece};

fn words(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| (*s).to_string()).collect()
}

/// A choice among keywords written bare; in French each is shown by its catalog label
/// `cpi-keys-word-<keyword>` (the line keeps the keyword).
pub fn keywords(label: &'static str, options: &[&str], value: &str) -> Field {
    let labels = if i18n::current() == Lang::Fr {
        options.iter().map(|o| word_label(o)).collect()
    } else {
        Vec::new()
    };
    Field::choice(label, words(options), value)
        .labels(labels)
        .piece(Piece::Keyword)
}

/// The GM's word for a keyword of these forms.
fn word_label(word: &str) -> String {
    match word {
        "" => String::new(),
        "single" => crate::t!("cpi-keys-word-single"),
        "burst" => crate::t!("cpi-keys-word-burst"),
        "auto" => crate::t!("cpi-keys-word-auto"),
        "stow" => crate::t!("cpi-keys-word-stow"),
        "crouch" => crate::t!("cpi-keys-word-crouch"),
        "prone" => crate::t!("cpi-keys-word-prone"),
        "stand" => crate::t!("cpi-keys-word-stand"),
        "melee" => crate::t!("cpi-keys-word-melee"),
        "jump" => crate::t!("cpi-keys-word-jump"),
        "vehicle" => crate::t!("cpi-keys-word-vehicle"),
        "vehicle fast" => crate::t!("cpi-keys-word-vehicle-fast"),
        "other" => crate::t!("cpi-keys-word-other"),
        "stun" => crate::t!("cpi-keys-word-stun"),
        "death" => crate::t!("cpi-keys-word-death"),
        "none" => crate::t!("cpi-keys-word-none"),
        "bipod" => crate::t!("cpi-keys-word-bipod"),
        "anchored-bipod" => crate::t!("cpi-keys-word-anchored-bipod"),
        "tripod" => crate::t!("cpi-keys-word-tripod"),
        "anchored-tripod" => crate::t!("cpi-keys-word-anchored-tripod"),
        "heavy-tripod" => crate::t!("cpi-keys-word-heavy-tripod"),
        _ => crate::t!("cpi-keys-word-anchored-heavy-tripod"),
    }
}
