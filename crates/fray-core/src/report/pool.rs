//! The token-pool parts of a sheet: tokens as a table may see them (face-down values
//! never), condition monitors, and where a roundless fight stands.

use serde::Serialize;

use crate::model::{Combatant, DamageTrack, DiscardReason, Monitor, Step, TokenKind, TokenPool};

/// A token pool as shown: counts for what is hidden, faces for what was seen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TokenSheet {
    /// The pool type, e.g. `instinct`.
    pub pool_type: String,
    /// The pool score P: fixed by the GM or from the type's formula.
    pub score: u32,
    /// Whether the GM fixed P rather than the sheet giving it.
    pub fixed: bool,
    /// The recharge value R = P/2: what a slow recharge gives.
    pub recharge: u32,
    /// What a fast recharge gives, R/2.
    pub fast: u32,
    /// The advantage of a custom pool type, as the table wrote it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub advantage: Option<String>,
    /// Undrawn tokens: the pool count.
    pub undrawn: u32,
    /// Face-down defense tokens: a count only, never their values.
    pub face_down: usize,
    /// Values of the revealed defense successes still valid, in reveal order.
    pub revealed: Vec<u8>,
    /// Drawn tokens out of play since the last recharge, oldest first.
    pub discarded: Vec<DiscardLine>,
    /// Drawn tokens discarded before the last recharge, back in the bag: a count.
    #[serde(skip_serializing_if = "crate::model::pools::none_faceless")]
    pub discarded_before: u32,
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

impl TokenSheet {
    /// What the table may see of `pool`; the system's numbers (`score`, `recharge`,
    /// `fast`, `advantage`) are left at 0 and none for it to fill.
    pub fn of(pool: &TokenPool) -> TokenSheet {
        TokenSheet {
            pool_type: pool.pool_type.clone(),
            score: 0,
            fixed: pool.score.is_some(),
            recharge: 0,
            fast: 0,
            advantage: None,
            undrawn: pool.undrawn,
            face_down: pool.hidden(),
            revealed: pool
                .defense
                .iter()
                .filter(|t| t.revealed)
                .filter_map(|t| t.token.map(|face| face.value))
                .collect(),
            discarded: pool
                .discarded
                .iter()
                .map(|d| DiscardLine {
                    kind: d.token.filter(|_| d.seen).map(|face| face.kind),
                    value: d.token.filter(|_| d.seen).map(|face| face.value),
                    reason: d.reason,
                    seen: d.seen,
                })
                .collect(),
            discarded_before: pool.discarded_before,
            lost: pool.lost,
            gained: pool.gained,
        }
    }
}

/// The condition monitors of a combatant (none with a wound locator).
pub fn monitors(c: &Combatant) -> Vec<Monitor> {
    match &c.damage {
        DamageTrack::Monitors { tracks } => tracks.clone(),
        DamageTrack::Locator(_) => Vec::new(),
    }
}

/// Where a roundless fight stands, in the current language (`setting up`, `running` or
/// `over` in English).
pub fn stage(step: Step) -> String {
    match step {
        Step::Setup => crate::t!("report-stage-setting-up"),
        Step::Ended => crate::t!("report-stage-over"),
        Step::Declaration | Step::Resolution | Step::RoundEnd => crate::t!("report-stage-running"),
    }
}

#[cfg(any(test, feature = "test-support"))]
/// Where a roundless fight stands: `setting up`, `running` or `over` (English, the
/// canonical words; [`stage`] gives them in the current language).
pub fn stage_word(step: Step) -> &'static str {
    match step {
        Step::Setup => "setting up",
        Step::Ended => "over",
        Step::Declaration | Step::Resolution | Step::RoundEnd => "running",
    }
}
