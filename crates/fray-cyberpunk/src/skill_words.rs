//! A skill as the GM reads and types it: the sheet's name in the GM's language (« Armes de
//! poing »), typed as one word in a line (`armes-de-poing`, singular or plural, with or
//! without accents); the save keeps the skill's key (`handgun`), and the English key reads
//! too.

use crate::i18n::{Lang, with_lang};
use crate::t;

/// The skills the sheet names, by key.
pub const SKILLS: [&str; 7] = [
    "combat-sense",
    "handgun",
    "submachinegun",
    "rifle",
    "melee",
    "brawling",
    "archery",
];

/// A skill's name on the sheet, in the current language; a key no list knows is shown as
/// stored (escaped).
pub fn label(key: &str) -> String {
    match key {
        "combat-sense" => t!("cpi-pane-skill-combat-sense"),
        "handgun" => t!("cpi-pane-skill-handgun"),
        "submachinegun" => t!("cpi-pane-skill-submachinegun"),
        "rifle" => t!("cpi-pane-skill-rifle"),
        "melee" => t!("cpi-pane-skill-melee"),
        "brawling" => t!("cpi-pane-skill-brawling"),
        "archery" => t!("cpi-pane-skill-archery"),
        other => crate::safe_text::escape(other),
    }
}

/// The skill `key` as a word of a line: its French name slugged in a French line
/// (`armes-de-poing`), else the key as stored.
pub fn written(key: &str, french: bool) -> String {
    if french && SKILLS.contains(&key) {
        slug(&with_lang(Lang::Fr, || label(key)))
    } else {
        key.to_string()
    }
}

/// The skill key a typed word stands for: a key of [`SKILLS`] typed as its key or as its
/// sheet name in either language (`armes-de-poing`, `arme-de-poing`, `sens-du-combat`);
/// `None` for any other word (a skill the sheet names otherwise, kept as typed).
pub fn read(typed: &str) -> Option<&'static str> {
    let typed = singular(&crate::rules::fold_key(typed));
    SKILLS.into_iter().find(|key| {
        singular(key) == typed
            || [Lang::En, Lang::Fr]
                .into_iter()
                .any(|lang| singular(&slug(&with_lang(lang, || label(key)))) == typed)
    })
}

/// A name as one word: folded (lower case, no accents), spaces made hyphens.
fn slug(name: &str) -> String {
    crate::rules::fold_key(&name.trim().replace(' ', "-"))
}

/// Each hyphenated part of `word` without its plural `s` (`armes-de-poing`: `arme-de-poing`).
fn singular(word: &str) -> String {
    word.split('-')
        .map(|part| {
            part.strip_suffix('s')
                .filter(|p| p.len() > 1)
                .unwrap_or(part)
        })
        .collect::<Vec<_>>()
        .join("-")
}

#[cfg(test)]
#[path = "skill_words_tests.rs"]
mod tests;
