//! An attack score written with its terms, for the transcript (SRP-13).

use super::super::Score;

/// `1 hit`, `3 tokens`.
pub(super) fn plural(n: u32, one: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {one}s")
    }
}

/// An attack score with its terms: `score 2 = 3 hits + 1 token − threshold 2`.
pub fn score(s: &Score) -> String {
    let mut text = format!("score {} = {}", s.total, plural(s.hits, "hit"));
    let mut plus = |n: i64, what: String| {
        if n > 0 {
            text.push_str(&format!(" + {what}"));
        } else if n < 0 {
            text.push_str(&format!(" − {}", what.trim_start_matches('-')));
        }
    };
    plus(i64::from(s.counted), plural(s.counted, "token"));
    plus(i64::from(s.aim), format!("aim {}", s.aim));
    plus(i64::from(s.spray), format!("spray {}", s.spray));
    plus(i64::from(s.advantage), format!("advantage {}", s.advantage));
    let mut minus = |n: i64, what: String| {
        if n > 0 {
            text.push_str(&format!(" − {what}"));
        } else if n < 0 {
            text.push_str(&format!(" + {what}"));
        }
    };
    minus(i64::from(s.threshold), format!("threshold {}", s.threshold));
    minus(
        i64::from(s.modifier),
        format!("modifier {}", s.modifier.unsigned_abs()),
    );
    minus(
        i64::from(s.extra_targets),
        format!("extra targets {}", s.extra_targets),
    );
    minus(i64::from(s.adjust), format!("adjust {}", s.adjust));
    minus(i64::from(s.care), format!("care {}", s.care));
    text
}
