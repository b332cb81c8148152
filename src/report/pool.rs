//! The combat pool's part of a sheet (SRP): tokens as a table may see them (face-down
//! values never), condition monitors, the wound modifier, stress and readiness in words.

use serde::Serialize;

use crate::model::{Combatant, DamageTrack, DiscardReason, Monitor, Step, TokenKind, TokenPool};

/// Condition holding the stress level (value 1 moderate, 2 high; absent is low, SRP-04).
pub const STRESS: &str = "stress";
/// Condition holding the readiness (value 1 ready, 2 in position, SRP-03).
pub const READINESS: &str = "readiness";

/// A token pool as shown: counts for what is hidden, faces for what was seen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TokenSheet {
    /// The pool type (SRP-01), e.g. `instinct`.
    pub pool_type: String,
    /// The pool score P, when the GM fixed it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<u32>,
    /// Undrawn tokens: the pool count.
    pub undrawn: u32,
    /// Face-down defense tokens: a count only, never their values.
    pub face_down: usize,
    /// Values of the revealed defense successes still valid, in reveal order (SRP-07).
    pub revealed: Vec<u8>,
    /// Drawn tokens out of play, oldest first.
    pub discarded: Vec<DiscardLine>,
    /// Undrawn tokens out of play.
    pub lost: u32,
    /// Every token a recharge ever gave.
    pub gained: u32,
}

/// A discarded token as shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DiscardLine {
    /// Success or failure; `None` when it was given up unseen.
    pub kind: Option<TokenKind>,
    /// Its value; `None` when it was given up unseen (its face stays hidden).
    pub value: Option<u8>,
    /// Why it left play.
    pub reason: DiscardReason,
    /// Whether its face was ever seen.
    pub seen: bool,
}

impl DiscardLine {
    /// `S6`, `F3`, or `None` for a token never seen.
    pub fn face(&self) -> Option<String> {
        Some(format!("{}{}", self.kind?.letter(), self.value?))
    }
}

/// The token sheet of a pool.
pub fn token_sheet(pool: &TokenPool) -> TokenSheet {
    TokenSheet {
        pool_type: pool.pool_type.clone(),
        score: pool.score,
        undrawn: pool.undrawn,
        face_down: pool.hidden(),
        revealed: pool
            .defense
            .iter()
            .filter(|t| t.revealed)
            .map(|t| t.token.value)
            .collect(),
        discarded: pool
            .discarded
            .iter()
            .map(|d| DiscardLine {
                kind: d.seen.then_some(d.token.kind),
                value: d.seen.then_some(d.token.value),
                reason: d.reason,
                seen: d.seen,
            })
            .collect(),
        lost: pool.lost,
        gained: pool.gained,
    }
}

/// The condition monitors of a combatant (none with a wound locator).
pub fn monitors(c: &Combatant) -> Vec<Monitor> {
    match &c.damage {
        DamageTrack::Monitors { tracks } => tracks.clone(),
        DamageTrack::Locator(_) => Vec::new(),
    }
}

/// The wound modifier: −1 per 3 filled boxes on each monitor, summed over the monitors.
/// A tracker default (SRP-21), kept in this one function until the rules provide it.
pub fn wound_modifier(monitors: &[Monitor]) -> i32 {
    -monitors
        .iter()
        .map(|m| i32::from(m.filled.min(m.boxes) / 3))
        .sum::<i32>()
}

fn level(c: &Combatant, name: &str) -> Option<i32> {
    c.conditions
        .iter()
        .find(|k| k.name == name)
        .map(|k| k.value.unwrap_or(1))
}

/// The stress level in words (SRP-04): absent is low.
pub fn stress_word(c: &Combatant) -> &'static str {
    match level(c, STRESS) {
        None | Some(..=0) => "low",
        Some(1) => "moderate",
        Some(_) => "high",
    }
}

/// The readiness in words (SRP-03), when the GM gave one.
pub fn readiness_word(c: &Combatant) -> Option<&'static str> {
    match level(c, READINESS)? {
        ..=0 => Some("unprepared"),
        1 => Some("ready"),
        _ => Some("in position"),
    }
}

/// Where a roundless fight stands: `setting up`, `running` or `over`.
pub fn stage_word(step: Step) -> &'static str {
    match step {
        Step::Setup => "setting up",
        Step::Ended => "over",
        Step::Declaration | Step::Resolution | Step::RoundEnd => "running",
    }
}

/// Conditions shown in words elsewhere on a combat-pool sheet.
pub fn shown_as_words(name: &str) -> bool {
    name == STRESS || name == READINESS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wound_modifier_counts_three_boxes_per_point_on_each_monitor() {
        let mut physical = Monitor::new("physical", 10);
        let mut stun = Monitor::new("stun", 10);
        physical.filled = 5;
        stun.filled = 6;
        assert_eq!(wound_modifier(&[physical.clone(), stun]), -3);
        physical.filled = 2;
        assert_eq!(wound_modifier(&[physical]), 0);
    }
}
