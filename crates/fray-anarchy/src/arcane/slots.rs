//! The names the magic and Matrix rules keep in the state: their roll slots, condition
//! and counter names, monitor track, options.

/// The opposition's dice: a sustainer, a Matrix object (ANA-12, ANA-17).
pub const OPPOSED: &str = "opposed";
/// Drain's complication dice (ANA-14, ANA-15).
pub const DRAIN: &str = "drain";
/// A target's defense dice against an effect spell (ANA-16).
pub const DEFENSE: &str = "defense";
/// The secret convergence die (ANA-19).
pub const CONVERGENCE: &str = "convergence";

/// Sustaining a spell: the condition's name is this word and the spell (ANA-12).
pub const SUSTAINING: &str = "sustaining";
/// Marks held on a target (value: 1 to 3, ANA-17).
pub const MARKS: &str = "marks";
/// The range band to a target (value: its dice modifier, ANA-20).
pub const RANGE: &str = "range";
/// Detected by a target after failed corruption (ANA-18).
pub const DETECTED: &str = "detected";
/// In VR (ANA-17).
pub const VR: &str = "vr";
/// Inside a server (target: the server, ANA-17).
pub const SERVER: &str = "server";
/// Rebooting: no matrix action until it ends (ANA-19).
pub const REBOOTING: &str = "rebooting";
/// The hidden surveillance counter (ANA-19).
pub const SURVEILLANCE: &str = "surveillance";
/// A server's IC count (ANA-17).
pub const IC: &str = "ic";
/// A player's Anarchy points (ANA-05).
pub const ANARCHY: &str = "anarchy";
/// The stun monitor drain fills (ANA-14).
pub const STUN: &str = "stun";

/// The condition a sustained spell is kept as.
pub fn sustaining(spell: &str) -> String {
    format!("{SUSTAINING} {}", spell.trim())
}

/// The conditions the magic and Matrix rules create, each with the catalog key of its
/// name (for [`crate::rules::RuleSystem::condition_words`]).
pub const CONDITION_WORDS: &[(&str, &str)] = &[
    (SUSTAINING, "ana-cond-sustaining"),
    (MARKS, "ana-cond-marks"),
    (RANGE, "ana-cond-range"),
    (DETECTED, "ana-cond-detected"),
    (VR, "ana-cond-vr"),
    (SERVER, "ana-cond-server"),
    (REBOOTING, "ana-cond-rebooting"),
];
