//! Simultaneous actions (POL-28): « En cas d'égalité des niveaux de Réaction, considérez
//! que les deux Actions sont simultanées (s'il s'agit de deux attaques, les deux
//! personnages risquent donc de se blesser mutuellement !) ».
//!
//! Markers at the same phase whose owners have the same current Réaction form a group.
//! The group's members still act one after the other at the keyboard, but every wound one
//! of them deals is held: each action is decided on the state before any of them, and the
//! held wounds (with the deaths and initiative moves they cause) land together once the
//! last member has acted. A partner about to be killed still fires.

use serde::{Deserialize, Serialize};

use crate::engine::Batch;
use crate::model::{CombatantId, Encounter, EntryStatus, LadderEntry, MarkerRef, Step};

use super::PolarisFact;
use super::initiative::{resolution_key, simultaneous};

/// A wound dealt by a simultaneous action, waiting for the group to finish.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldWound {
    /// Who is wounded.
    pub who: CombatantId,
    /// The location index on their counter.
    pub location: usize,
    /// The severity row it is marked in (before any overflow).
    pub severity: usize,
    /// The final damage it came from, if one was worked out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub damage: Option<i32>,
    /// Whether it can bleed (stabilisation on a critical wound).
    #[serde(default)]
    pub bleeding: bool,
    /// Whether it was a Frappe incapacitante (a shock test at −5 whatever the wound).
    #[serde(default)]
    pub incapacitating: bool,
    /// The marker whose action dealt it: its group decides when it lands.
    pub by: MarkerRef,
}

/// Whether a marker takes part in the round's resolution (not surprised, delayed or lost).
fn resolves(e: &LadderEntry) -> bool {
    matches!(
        e.status,
        EntryStatus::Waiting | EntryStatus::Acting | EntryStatus::Acted
    )
}

/// The markers acting at the same time as `at`, `at` included, in resolution order; just
/// `at` when it acts alone (POL-28).
pub fn group(state: &Encounter, at: MarkerRef) -> Vec<MarkerRef> {
    let Some(entry) = state.ladder.get(at) else {
        return Vec::new();
    };
    let mut together: Vec<&LadderEntry> = state
        .ladder
        .entries
        .iter()
        .filter(|e| e.at == at || (resolves(e) && simultaneous(state, entry, e)))
        .collect();
    together.sort_by_cached_key(|e| resolution_key(state, e));
    together.into_iter().map(|e| e.at).collect()
}

/// Whether `entry` acts together with another combatant's marker (POL-28).
pub fn acts_together(state: &Encounter, entry: &LadderEntry) -> bool {
    resolves(entry) && group(state, entry.at).len() > 1
}

/// The acting marker whose wounds must be held, when `attacker` is acting now as part of a
/// simultaneous group.
pub fn holding(state: &Encounter, attacker: CombatantId) -> Option<MarkerRef> {
    if state.step != Step::Resolution {
        return None;
    }
    let at = state.current.filter(|m| m.owner == attacker)?;
    let acting = state
        .ladder
        .get(at)
        .is_some_and(|e| e.status == EntryStatus::Acting);
    (acting && group(state, at).len() > 1).then_some(at)
}

/// The wounds held in the state, in the order they were dealt.
pub fn held(state: &Encounter) -> Vec<HeldWound> {
    state
        .held
        .iter()
        .filter_map(|f| match <&PolarisFact>::try_from(f) {
            Ok(PolarisFact::WoundHeld { wound }) => Some(wound.clone()),
            _ => None,
        })
        .collect()
}

/// Lands every held wound: the release, then each wound as if dealt now.
pub(super) fn release(batch: &mut Batch) {
    let wounds = held(batch.state());
    if wounds.is_empty() {
        return;
    }
    batch.push(PolarisFact::WoundsReleased.event());
    for w in wounds {
        super::injury::wound_events(
            batch,
            w.who,
            w.location,
            w.severity,
            w.damage,
            w.bleeding,
            w.incapacitating,
            0,
        );
    }
}

/// Lands the held wounds unless `next` belongs to the group that dealt them.
pub(super) fn release_unless_with(batch: &mut Batch, next: Option<MarkerRef>) {
    let Some(by) = held(batch.state()).first().map(|w| w.by) else {
        return;
    };
    let together = next.is_some_and(|n| group(batch.state(), by).contains(&n));
    if !together {
        release(batch);
    }
}
