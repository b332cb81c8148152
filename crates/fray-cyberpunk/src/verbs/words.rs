//! The keywords the Cyberpunk verbs read.

use crate::script::lexer::Token;

use super::super::command::{SaveKind, Stance, Support};

/// Fire modes.
pub(super) const MODES: [&str; 4] = ["single", "semi", "burst", "auto"];
/// Body positions.
pub(super) const STANCES: [(&str, Stance); 3] = [
    ("crouch", Stance::Crouch),
    ("prone", Stance::Prone),
    ("stand", Stance::Stand),
];
/// Saves.
pub(super) const SAVES: [(&str, SaveKind); 2] =
    [("stun", SaveKind::Stun), ("death", SaveKind::Death)];
/// Activities.
pub(super) const ACTIVITIES: [&str; 4] = ["melee", "jump", "vehicle", "other"];
/// Weapon flags a `weapon` line may set.
pub(super) const FLAGS: [&str; 1] = ["smartgun"];

/// Every bare keyword, for completion.
pub(super) const KEYWORDS: [&str; 28] = [
    "single",
    "semi",
    "burst",
    "auto",
    "stow",
    "crouch",
    "prone",
    "stand",
    "melee",
    "jump",
    "vehicle",
    "fast",
    "other",
    "stun",
    "death",
    "none",
    "bipod",
    "anchored-bipod",
    "tripod",
    "anchored-tripod",
    "heavy-tripod",
    "anchored-heavy-tripod",
    "smartgun",
    "name",
    "vs",
    "at",
    "running",
    "double",
];

/// The French words the reader takes for a keyword (`rafale` reads as `burst`), with and
/// without accents. The formatter never writes them: the save keeps the English word.
pub(crate) const FRENCH: &[(&str, &[&str])] = &[
    ("single", &["coup-par-coup"]),
    ("burst", &["rafale"]),
    ("stow", &["range", "ranger"]),
    ("crouch", &["accroupi"]),
    ("prone", &["couché", "couche"]),
    ("stand", &["debout"]),
    ("melee", &["mêlée", "melee"]),
    ("jump", &["saut"]),
    ("vehicle", &["véhicule", "vehicule"]),
    ("fast", &["rapide"]),
    ("running", &["en-courant"]),
    ("other", &["autre"]),
    ("stun", &["étourdissement", "etourdissement"]),
    ("death", &["mort"]),
    ("none", &["aucun"]),
    ("bipod", &["bipied"]),
    ("anchored-bipod", &["bipied-ancré", "bipied-ancre"]),
    ("tripod", &["trépied", "trepied"]),
    ("anchored-tripod", &["trépied-ancré", "trepied-ancre"]),
    ("heavy-tripod", &["trépied-lourd", "trepied-lourd"]),
    (
        "anchored-heavy-tripod",
        &["trépied-lourd-ancré", "trepied-lourd-ancre"],
    ),
    ("name", &["nom"]),
    ("at", &["sur"]),
    ("vs", &["contre"]),
    ("skill", &["compétence", "competence"]),
    // « Modificateurs (les additionner entre eux) »: a check's or a shot's `mod=`.
    ("mod", &["modif", "modificateur"]),
    ("smartgun", &["superarme"]),
    // A weapon's sheet words (`weapon WHO KEY key=value`), keys then values, in the French
    // text's words: « 1 main », « 2 mains avec crosse », « Peu Fiable », « Très Fiable »,
    // « Cadence », « Lance-grenades », « Tir en mode manuel ».
    ("damage", &["dégâts", "degats"]),
    ("hands", &["mains"]),
    ("reliability", &["fiabilité", "fiabilite"]),
    ("rof", &["cadence"]),
    ("ammo", &["munitions"]),
    ("magazine", &["chargeur"]),
    ("kind", &["type"]),
    ("special", &["spécial", "special"]),
    ("reload", &["rechargement"]),
    ("one", &["une"]),
    ("two", &["deux"]),
    ("stock", &["crosse"]),
    ("manual", &["manuel"]),
    ("unreliable", &["peu-fiable"]),
    ("very-reliable", &["très-fiable", "tres-fiable"]),
    ("grenade", &["lance-grenades"]),
    ("hv", &["haute-vitesse"]),
];

/// The keyword `word` stands for: the English one of a French word of [`FRENCH`]
/// (case-insensitive), else `word` in lower case.
pub(super) fn canonical(word: &str) -> String {
    let lower = word.to_lowercase();
    FRENCH
        .iter()
        .find(|(_, fr)| fr.contains(&lower.as_str()))
        .map_or(lower, |(en, _)| (*en).to_string())
}

/// The keyword an unquoted word stands for, in English, whichever language it was typed in.
pub(super) fn keyword(t: &Token) -> Option<String> {
    (!t.quoted).then(|| canonical(&t.text))
}

/// Whether `t` is the keyword `word`, in English or one of its French words.
pub(super) fn is_word(t: &Token, word: &str) -> bool {
    keyword(t).is_some_and(|k| k == word)
}

/// A support by its word.
pub(super) fn support(word: &str) -> Option<Support> {
    Support::ALL.into_iter().find(|s| s.word() == word)
}

/// Whether a word must be quoted where a name stands (it would read as a keyword, English
/// or French).
pub(super) fn reserved(word: &str) -> bool {
    let lower = word.to_lowercase();
    KEYWORDS.contains(&lower.as_str())
        || FRENCH.iter().any(|(_, fr)| fr.contains(&lower.as_str()))
        || lower.contains('=')
}
