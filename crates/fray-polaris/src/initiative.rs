//! Initiative: Réaction less health penalties (POL-17, POL-18), the ladder's order
//! (POL-19, POL-21, POL-28).

use std::cmp::{Ordering, Reverse};

use crate::model::{Combatant, Encounter, EntryStatus, LadderEntry, MarkerRef};

use super::{options, wounds};

/// Stat key of Réaction.
pub const REACTION: &str = "reaction";
/// Stat key of the fatigue malus points (entered by the GM, subtracted).
pub const FATIGUE: &str = "fatigue";
/// Stat key of any other initiative modifier the GM sets (POL-17).
pub const INITIATIVE_MOD: &str = "initiative-mod";
/// Stat key of the Manœuvre d'armure skill level used by POL-18.
pub const ARMOUR: &str = "armour";

/// The wound malus of a combatant (≤ 0), by the encounter's combining option.
pub fn wound_malus(state: &Encounter, c: &Combatant) -> i32 {
    // Unhurt: no malus, whatever the options say (not read then: the order reads every
    // combatant's Réaction).
    let hurt = |l: &&crate::model::WoundLocator| {
        l.locations
            .iter()
            .any(|location| location.cells.iter().any(|cell| cell.checked > 0))
    };
    c.damage.locator().filter(hurt).map_or(0, |l| {
        wounds::wound_malus_with(
            l,
            options::combine(state),
            options::destroyed_limb_malus(state),
        )
    })
}

/// Réaction after wound and fatigue maluses (POL-17, POL-28).
pub fn current_reaction(state: &Encounter, c: &Combatant) -> i32 {
    c.stat(REACTION)
        .saturating_add(wound_malus(state, c))
        .saturating_sub(c.stat(FATIGUE).max(0))
}

/// Base initiative at the start of a round (POL-17, POL-18).
pub fn base_initiative(state: &Encounter, c: &Combatant) -> i32 {
    let reaction = current_reaction(state, c);
    let capped = match c.stats.get(ARMOUR) {
        Some(armour) if options::mechanized_armour(state) => reaction.min(*armour),
        _ => reaction,
    };
    capped.saturating_add(c.stat(INITIATIVE_MOD))
}

/// Whether a combatant is out of the fight for good (a vital location destroyed).
pub fn is_dead(c: &Combatant) -> bool {
    c.damage.locator().is_some_and(wounds::is_dead)
}

/// Resolution order: higher phase first, then higher current Réaction (POL-19, POL-28).
pub fn resolution_order(state: &Encounter, a: &LadderEntry, b: &LadderEntry) -> Ordering {
    b.position
        .cmp(&a.position)
        .then_with(|| reaction_of(state, b).cmp(&reaction_of(state, a)))
        .then_with(|| a.at.cmp(&b.at))
}

/// A marker's place in resolution order as a key, lowest first: higher phase, then higher
/// current Réaction, then marker order ([`resolution_order`]). Sorting by it works out each
/// Réaction once per marker, not once per comparison.
pub fn resolution_key(
    state: &Encounter,
    e: &LadderEntry,
) -> (Reverse<i32>, Reverse<i32>, MarkerRef) {
    (Reverse(e.position), Reverse(reaction_of(state, e)), e.at)
}

/// A marker's place in declaration order as a key, lowest first: the reverse of resolution
/// order, slowest first (POL-20, POL-21).
pub fn declaration_key(state: &Encounter, e: &LadderEntry) -> (i32, i32, Reverse<MarkerRef>) {
    (e.position, reaction_of(state, e), Reverse(e.at))
}

/// The first of `entries` in resolution order ([`resolution_key`]). Only the markers at
/// the highest phase can be first, so only their Réaction is worked out.
pub fn fastest<'a>(
    state: &Encounter,
    entries: impl Iterator<Item = &'a LadderEntry> + Clone,
) -> Option<&'a LadderEntry> {
    let phase = entries.clone().map(|e| e.position).max()?;
    entries
        .filter(|e| e.position == phase)
        .min_by_key(|e| resolution_key(state, e))
}

/// The first of `entries` in declaration order ([`declaration_key`]). Only the markers at
/// the lowest phase can be first, so only their Réaction is worked out.
pub fn slowest<'a>(
    state: &Encounter,
    entries: impl Iterator<Item = &'a LadderEntry> + Clone,
) -> Option<&'a LadderEntry> {
    let phase = entries.clone().map(|e| e.position).min()?;
    entries
        .filter(|e| e.position == phase)
        .min_by_key(|e| declaration_key(state, e))
}

/// Whether two markers act simultaneously: same phase, same current Réaction (POL-28).
pub fn simultaneous(state: &Encounter, a: &LadderEntry, b: &LadderEntry) -> bool {
    a.at.owner != b.at.owner
        && a.position == b.position
        && reaction_of(state, a) == reaction_of(state, b)
}

fn reaction_of(state: &Encounter, e: &LadderEntry) -> i32 {
    state
        .combatant(e.at.owner)
        .map_or(i32::MIN, |c| current_reaction(state, c))
}

/// The ladder's markers in resolution order.
pub fn ordered(state: &Encounter) -> Vec<&LadderEntry> {
    let mut entries: Vec<&LadderEntry> = state.ladder.entries.iter().collect();
    entries.sort_by_cached_key(|e| resolution_key(state, e));
    entries
}

/// The number of action phases this round (POL-19): « Le nombre total de phases d'action
/// … est égal au niveau d'Initiative le plus élevé parmi les combattants », read as the
/// combatants who act: the highest position of a marker that acts, will act or has acted.
/// A surprised or confused marker (« ne peut pas agir pendant ce Tour de combat ») and a
/// held action lost do not make the round longer.
pub fn phases(state: &Encounter) -> i32 {
    state
        .ladder
        .entries
        .iter()
        .filter(|e| !matches!(e.status, EntryStatus::Skipped | EntryStatus::Lost))
        .map(|e| e.position)
        .max()
        .unwrap_or(0)
        .max(0)
}
