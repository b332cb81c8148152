//! Rest between fights, in a campaign: what the text gives back per session (ANA-04:
//! « Un joueur dispose d'un nombre de points de Chance égal à l'attribut Chance de son
//! personnage à chaque séance »; ANA-OP-02 for Anarchy points) and what fray gives back per
//! day of rest where the text is silent (ANA-OP-15: boxes healed per day, by option), and
//! the surveillance score a rest clears (ANA-OP-16). Pure: the decision is in
//! `decide/rest.rs`.

use serde::{Deserialize, Serialize};

/// What kind of rest the GM gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rest {
    /// A new session: Chance points back to the attribute, Anarchy points to the start.
    Session,
    /// Days of rest: boxes healed at the options' pace (ANA-OP-15).
    Days(u16),
}

/// How many boxes of one track a day of rest clears (ANA-OP-15).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PerDay {
    /// The whole track.
    All,
    /// This many boxes a day.
    Boxes(u16),
}

impl PerDay {
    /// An option's value read: `all` or a number of boxes; `None` when neither.
    pub fn of(value: &str) -> Option<PerDay> {
        if value.trim().eq_ignore_ascii_case("all") {
            return Some(PerDay::All);
        }
        value.trim().parse::<u16>().ok().map(PerDay::Boxes)
    }
}

/// Boxes cleared on a track with `filled` boxes after `days` days at `pace`.
pub fn healed(filled: i32, pace: PerDay, days: u16) -> i32 {
    let filled = filled.max(0);
    if days == 0 {
        return 0;
    }
    match pace {
        PerDay::All => filled,
        PerDay::Boxes(n) => filled.min(i32::from(n).saturating_mul(i32::from(days))),
    }
}
