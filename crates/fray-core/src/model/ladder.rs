//! The initiative ladder: markers at positions (an action phase, a score step, a
//! narration rank, a segment: each system says which), each owned by a combatant.

use std::cmp::Reverse;

use serde::{Deserialize, Serialize};

use super::CombatantId;

/// Names one marker: its owner and its index among the owner's markers (0 = main action).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct MarkerRef {
    /// The combatant who owns the marker.
    pub owner: CombatantId,
    /// 0 for the main action, 1.. for extra attacks.
    pub marker: u8,
}

/// Where a marker stands in the round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EntryStatus {
    /// Waiting for its turn.
    Waiting,
    /// Held back; acts when the GM says (at a later phase, or on demand).
    Delayed,
    /// Cannot act this round (surprised, confused...).
    Skipped,
    /// Acting now.
    Acting,
    /// Done for this round.
    Acted,
    /// Pushed out of the round (a slot delayed past the lowest position); never acts.
    Lost,
}

/// One marker on the ladder.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LadderEntry {
    /// Which marker this is.
    pub at: MarkerRef,
    /// Position on the track (phase, score, segment).
    pub position: i32,
    /// Status in the current round.
    pub status: EntryStatus,
    /// Malus to the action taken at this marker (rushed action, extra attack).
    #[serde(default)]
    pub malus: i32,
    /// Whether the action was rushed (action précipitée).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rushed: bool,
    /// What the marker is for, e.g. `attack 2`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
}

/// A combatant's tie-break rolls, kept for the round: between markers at equal positions,
/// the owner with the higher sequence (compared roll by roll) comes first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tiebreak {
    /// Whose rolls.
    pub owner: CombatantId,
    /// The rolls, in the order they were made (a repeated tie adds one).
    pub rolls: Vec<i32>,
}

/// Every marker of the round, in no particular order; the rule system orders them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ladder {
    /// The markers.
    pub entries: Vec<LadderEntry>,
    /// Tie-break rolls per owner for the round (cleared when a round starts).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tiebreaks: Vec<Tiebreak>,
}

impl Ladder {
    /// The entry for a marker.
    pub fn get(&self, at: MarkerRef) -> Option<&LadderEntry> {
        self.entries.iter().find(|e| e.at == at)
    }

    /// The entry for a marker, mutably.
    pub fn get_mut(&mut self, at: MarkerRef) -> Option<&mut LadderEntry> {
        self.entries.iter_mut().find(|e| e.at == at)
    }

    /// The entries from highest position to lowest, ties by higher tie-break rolls
    /// first, then by owner and marker (a stable order views need no rules for).
    pub fn descending(&self) -> Vec<&LadderEntry> {
        let mut all: Vec<&LadderEntry> = self.entries.iter().collect();
        // Each entry's tie-break rolls looked up once, not at every comparison.
        all.sort_by_cached_key(|e| {
            (
                Reverse(e.position),
                Reverse(self.tiebreak(e.at.owner)),
                e.at,
            )
        });
        all
    }

    /// A combatant's tie-break rolls this round (empty when none).
    pub fn tiebreak(&self, owner: CombatantId) -> &[i32] {
        self.tiebreaks
            .iter()
            .find(|t| t.owner == owner)
            .map_or(&[], |t| t.rolls.as_slice())
    }

    /// The markers of one combatant.
    pub fn of(&self, owner: CombatantId) -> impl Iterator<Item = &LadderEntry> {
        self.entries.iter().filter(move |e| e.at.owner == owner)
    }
}
