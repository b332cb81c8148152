//! The keywords the Cyberpunk verbs read.

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
pub(super) const SAVES: [(&str, SaveKind); 2] = [("stun", SaveKind::Stun), ("death", SaveKind::Death)];
/// Activities.
pub(super) const ACTIVITIES: [&str; 4] = ["melee", "jump", "vehicle", "other"];
/// Weapon flags a `weapon` line may set.
pub(super) const FLAGS: [&str; 1] = ["smartgun"];

/// Every bare keyword, for completion.
pub(super) const KEYWORDS: [&str; 26] = [
    "single", "semi", "burst", "auto", "stow", "crouch", "prone", "stand", "melee", "jump",
    "vehicle", "fast", "other", "stun", "death", "none", "bipod", "anchored-bipod", "tripod",
    "anchored-tripod", "heavy-tripod", "anchored-heavy-tripod", "smartgun", "name", "vs", "at",
];

/// A support by its word.
pub(super) fn support(word: &str) -> Option<Support> {
    Support::ALL.into_iter().find(|s| s.word() == word)
}

/// Whether a word must be quoted where a name stands (it would read as a keyword).
pub(super) fn reserved(word: &str) -> bool {
    let lower = word.to_ascii_lowercase();
    KEYWORDS.contains(&lower.as_str()) || lower.contains('=')
}
