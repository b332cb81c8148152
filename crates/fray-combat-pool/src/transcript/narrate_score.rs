//! An attack score written with its terms, for the transcript (SRP-13), and the counted
//! words (`1 token`, `3 hits`) the narration shares.

use super::super::Score;
use crate::t;

/// `1 token`, `3 tokens`.
pub(super) fn tokens_n(n: u32) -> String {
    t!("pool-n-tokens", n = n)
}

/// `1 hit`, `3 hits`.
pub(super) fn hits_n(n: u32) -> String {
    t!("pool-n-hits", n = n)
}

/// `1 bullet`, `3 bullets`.
pub(super) fn bullets_n(n: u32) -> String {
    t!("pool-n-bullets", n = n)
}

/// An attack score with its terms: `score 2 = 3 hits + 1 token − threshold 2`.
pub fn score(s: &Score) -> String {
    let mut text = t!(
        "pool-score",
        total = s.total.to_string(),
        hits = hits_n(s.hits)
    );
    let mut plus = |n: i64, what: String| {
        if n > 0 {
            text.push_str(&format!(" + {what}"));
        } else if n < 0 {
            text.push_str(&format!(" − {}", what.trim_start_matches('-')));
        }
    };
    plus(i64::from(s.counted), tokens_n(s.counted));
    plus(
        i64::from(s.aim),
        t!("pool-score-aim", n = s.aim.to_string()),
    );
    plus(
        i64::from(s.spray),
        t!("pool-score-spray", n = s.spray.to_string()),
    );
    plus(
        i64::from(s.advantage),
        t!("pool-score-advantage", n = s.advantage.to_string()),
    );
    let mut minus = |n: i64, what: String| {
        if n > 0 {
            text.push_str(&format!(" − {what}"));
        } else if n < 0 {
            text.push_str(&format!(" + {what}"));
        }
    };
    minus(
        i64::from(s.threshold),
        t!("pool-score-threshold", n = s.threshold.to_string()),
    );
    minus(
        i64::from(s.modifier),
        t!(
            "pool-score-modifier",
            n = s.modifier.unsigned_abs().to_string()
        ),
    );
    minus(
        i64::from(s.extra_targets),
        t!("pool-score-extra-targets", n = s.extra_targets.to_string()),
    );
    minus(
        i64::from(s.adjust),
        t!("pool-score-adjust", n = s.adjust.to_string()),
    );
    minus(
        i64::from(s.care),
        t!("pool-score-care", n = s.care.to_string()),
    );
    text
}
