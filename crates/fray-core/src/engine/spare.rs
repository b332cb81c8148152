//! The working copy a [`super::Timeline`] lends to the decisions made on its state, with
//! what is known to differ between the two, so that a decision's [`super::Batch`] makes
//! its copy by writing over only the combatants that changed instead of all of them.
//!
//! A timeline keeps one spare copy of its state in a [`Slot`], with the combatants that may
//! differ ([`Dirty`]): those the events of the last decision touched (applied to the copy)
//! and those of every record committed since (applied to the state). While the timeline
//! decides, the slot is lent to this thread ([`Lease`]); a batch started from that very
//! state takes the copy ([`take_for`]), writes the dirty combatants and everything outside
//! the roster over it, and hands it back with what its own events touched ([`give_back`]).
//! An undo or redo marks what the events of the records it voids or restores touch; any
//! other change to the state (a refold from the start) marks the whole roster dirty, and a
//! batch started from any other state clones it. This is the one spare copy decisions
//! keep.

use std::cell::RefCell;
use std::sync::{Mutex, PoisonError};

use crate::model::{Combatant, CombatantId, Encounter, Overwrite};

use super::event::Event;
use super::fold_pools;

/// Which combatants of the spare copy may differ from the state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Dirty {
    /// Only these (their ids); an empty list when the roster is the same.
    Some(Vec<CombatantId>),
    /// Any of them (the roster itself may differ).
    All,
}

impl Dirty {
    /// Nothing differs.
    pub fn none() -> Self {
        Dirty::Some(Vec::new())
    }

    /// Adds what `event` may change, applied to `state` (the state before it, or before
    /// the record holding it).
    pub(super) fn add(&mut self, state: &Encounter, event: &Event) {
        let Dirty::Some(ids) = self else {
            return;
        };
        let mut mark = |id: CombatantId| {
            if !ids.contains(&id) {
                ids.push(id);
            }
        };
        match touched(state, event) {
            Touched::None => {}
            Touched::One(id) => mark(id),
            Touched::Departure(who) => {
                // The one leaving, and whoever holds a condition on or against them (it
                // goes with them).
                mark(who);
                for c in &state.combatants {
                    if c.conditions.iter().any(|k| k.target == Some(who)) {
                        mark(c.id);
                    }
                }
            }
            Touched::Any => *self = Dirty::All,
        }
    }

    /// Adds what every one of `events` may change.
    pub(super) fn add_all(&mut self, state: &Encounter, events: &[Event]) {
        for event in events {
            self.add(state, event);
        }
    }
}

/// The combatants one event may change.
enum Touched {
    None,
    One(CombatantId),
    /// A departure: the one leaving and those holding a condition against them.
    Departure(CombatantId),
    Any,
}

/// Which combatants [`super::apply`] may change for `event`: the one it names (an
/// arrival: the one arriving, whom [`overwrite_dirty`] places by id), a departure's, none,
/// or any (a new round, an arrival whose id someone may already hold, a system's own fact
/// whose rules write the roster). No wildcard: an event added to the model must be placed
/// here.
fn touched(state: &Encounter, event: &Event) -> Touched {
    match event {
        // Ids only grow: one from `next_id` on is nobody's (else `apply` replaces a holder).
        Event::CombatantAdded { combatant } if combatant.id.0 >= state.next_id => {
            Touched::One(combatant.id)
        }
        Event::CombatantReplaced { combatant } => Touched::One(combatant.id),
        Event::CombatantRemoved { who } => Touched::Departure(*who),
        Event::CombatantAdded { .. } | Event::RoundStarted { .. } => Touched::Any,
        Event::System(_) => {
            if crate::rules::system(state.system).facts_touch_combatants() {
                Touched::Any
            } else {
                Touched::None
            }
        }
        Event::CombatantRenamed { who, .. }
        | Event::CombatantHidden { who }
        | Event::CombatantRevealed { who }
        | Event::SideChanged { who, .. }
        | Event::StatSet { who, .. }
        | Event::SkillSet { who, .. }
        | Event::NoteSet { who, .. }
        | Event::ConditionAdded { who, .. }
        | Event::ConditionEnded { who, .. }
        | Event::InitiativeSet { who, .. }
        | Event::GearAdded { who, .. }
        | Event::GearRemoved { who, .. }
        | Event::GearValueSet { who, .. }
        | Event::GearFlagSet { who, .. }
        | Event::Declared { who, .. }
        | Event::FailuresCounted { who, .. }
        | Event::OpponentsSet { who, .. }
        | Event::WoundMarked { who, .. }
        | Event::WoundHealed { who, .. }
        | Event::PoolTypeSet { who, .. }
        | Event::CounterSet { who, .. }
        | Event::SecretCounterSet { who, .. }
        | Event::MonitorMarked { who, .. }
        | Event::MonitorHealed { who, .. }
        | Event::MonitorResized { who, .. }
        | Event::PendingSet { who, .. } => Touched::One(*who),
        Event::PoolRecharged { .. }
        | Event::DefenseDrawn { .. }
        | Event::TokensSpent { .. }
        | Event::TokensLost { .. }
        | Event::DefenseRevealed { .. }
        | Event::DefenseGivenUp { .. }
        | Event::DefenseReset { .. } => fold_pools::owner(event).map_or(Touched::Any, Touched::One),
        Event::DiceRolled { .. }
        | Event::NonRandomTest { .. }
        | Event::OpposedSettled { .. }
        | Event::DamageIgnored { .. }
        | Event::OptionSet { .. }
        | Event::CountdownStarted { .. }
        | Event::CountdownTicked { .. }
        | Event::StepChanged { .. }
        | Event::TurnPassed { .. }
        | Event::MarkerPlaced { .. }
        | Event::MarkerMoved { .. }
        | Event::MarkerStatus { .. }
        | Event::MarkerRushed { .. }
        | Event::MarkerRemoved { .. }
        | Event::MarkerMalus { .. }
        | Event::TiebreakSet { .. }
        | Event::TableCounterSet { .. }
        | Event::FightEnded
        | Event::CommandUndone { .. }
        | Event::CommandRedone { .. }
        | Event::RedoDropped { .. }
        | Event::RecordsSetAside { .. }
        | Event::TableDice { .. }
        | Event::PartyJoined { .. }
        | Event::FightLinked { .. }
        | Event::FightSynced { .. } => Touched::None,
    }
}

/// `spare` made equal to `base`, knowing that only the `dirty` combatants (and anything
/// outside the roster) may differ: the others are left as they are. When arrivals and
/// departures made the two rosters differ, the spare's combatants are first put in the
/// order of `base`'s by id (moved, not copied), those it lacks copied in.
pub fn overwrite_dirty(spare: &mut Encounter, base: &Encounter, dirty: &Dirty) {
    let Dirty::Some(ids) = dirty else {
        spare.overwrite(base);
        return;
    };
    let same_roster = spare.combatants.len() == base.combatants.len()
        && spare
            .combatants
            .iter()
            .zip(&base.combatants)
            .all(|(a, b)| a.id == b.id);
    if !same_roster {
        align_roster(&mut spare.combatants, &base.combatants);
    }
    let Encounter {
        system,
        name,
        combatants,
        next_id,
        round,
        step,
        current,
        ladder,
        countdowns,
        options,
        pools,
        held,
        kind,
        party,
        fights,
    } = base;
    spare.system.overwrite(system);
    spare.name.overwrite(name);
    for (to, from) in spare.combatants.iter_mut().zip(combatants) {
        if ids.contains(&from.id) {
            to.overwrite(from);
        }
    }
    spare.next_id.overwrite(next_id);
    spare.round.overwrite(round);
    spare.step.overwrite(step);
    spare.current.overwrite(current);
    spare.ladder.overwrite(ladder);
    spare.countdowns.overwrite(countdowns);
    spare.options.overwrite(options);
    spare.pools.overwrite(pools);
    spare.held.overwrite(held);
    spare.kind.overwrite(kind);
    spare.party.overwrite(party);
    spare.fights.overwrite(fights);
}

/// `spare`'s combatants put in the order of `base`'s by id: each one `base` still has
/// moved to its place, each one `base` lacks dropped, each one `spare` lacks copied from
/// `base` (an id held twice is taken in order).
fn align_roster(spare: &mut Vec<Combatant>, base: &[Combatant]) {
    let mut old: Vec<Option<Combatant>> = std::mem::take(spare).into_iter().map(Some).collect();
    spare.reserve(base.len());
    for from in base {
        let kept = old
            .iter_mut()
            .find(|c| c.as_ref().is_some_and(|c| c.id == from.id))
            .and_then(Option::take);
        spare.push(kept.unwrap_or_else(|| from.clone()));
    }
}

/// A timeline's spare copy of its state and what may differ from it; empty until its
/// first decision reads a working copy. A clone of the timeline starts with none.
#[derive(Default)]
pub(super) struct Slot(Mutex<Option<(Encounter, Dirty)>>);

impl Clone for Slot {
    fn clone(&self) -> Self {
        Slot::default()
    }
}

impl std::fmt::Debug for Slot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Slot")
    }
}

impl Slot {
    fn take(&self) -> Option<(Encounter, Dirty)> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).take()
    }

    fn put(&self, spare: Option<(Encounter, Dirty)>) {
        *self.0.lock().unwrap_or_else(PoisonError::into_inner) = spare;
    }

    /// The state took `events` (applied to `state`, the state before them).
    pub(super) fn changed(&self, state: &Encounter, events: &[Event]) {
        let mut guard = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some((_, dirty)) = guard.as_mut() {
            dirty.add_all(state, events);
        }
    }

    /// The state changed in a way no list of events describes (a refold): the
    /// copy is kept for its allocations, all of it to be written over.
    pub(super) fn replaced(&self) {
        let mut guard = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some((_, dirty)) = guard.as_mut() {
            *dirty = Dirty::All;
        }
    }

    /// The spare copy written over to equal `base` (the state it is kept for), if there
    /// is one: for tests of the bookkeeping.
    #[cfg(any(test, feature = "test-support"))]
    pub(super) fn synced(&self, base: &Encounter) -> Option<Encounter> {
        let (mut spare, dirty) = self.take()?;
        overwrite_dirty(&mut spare, base, &dirty);
        self.put(Some((spare.clone(), Dirty::none())));
        Some(spare)
    }
}

/// A slot lent to this thread while its timeline decides on `base`.
struct Lent {
    /// The address of the state decided on: only a batch started from it takes the copy.
    base: *const Encounter,
    /// The copy, while no batch holds it (none before the first).
    spare: Option<(Encounter, Dirty)>,
    /// Whether a batch holds it.
    out: bool,
}

thread_local! {
    /// The slot lent to this thread, while a timeline decides.
    static LENT: RefCell<Option<Lent>> = const { RefCell::new(None) };
}

/// The loan of a timeline's slot to this thread for one decision on `base`; the copy goes
/// back to the slot when it ends. A decision made while another is lent (none is) lends
/// nothing.
pub(super) struct Lease<'a> {
    slot: Option<&'a Slot>,
}

impl<'a> Lease<'a> {
    /// Lends `slot` for decisions on `base`.
    pub(super) fn lend(slot: &'a Slot, base: &Encounter) -> Lease<'a> {
        let lent = LENT.with(|lent| {
            let mut lent = lent.borrow_mut();
            if lent.is_some() {
                return false;
            }
            *lent = Some(Lent {
                base,
                spare: slot.take(),
                out: false,
            });
            true
        });
        Lease {
            slot: lent.then_some(slot),
        }
    }
}

impl Drop for Lease<'_> {
    fn drop(&mut self) {
        if let Some(slot) = self.slot {
            let lent = LENT
                .try_with(|lent| lent.borrow_mut().take())
                .ok()
                .flatten();
            slot.put(lent.and_then(|l| l.spare));
        }
    }
}

/// For a batch starting from `base`: `None` when no timeline deciding on `base` lends
/// its copy (or a batch holds it already); else the lent copy made equal to `base`, or
/// `Some(None)` when the timeline has none yet (the batch makes one and gives it back).
pub(super) fn take_for(base: &Encounter) -> Option<Option<Encounter>> {
    LENT.with(|lent| {
        let mut lent = lent.borrow_mut();
        let lent = lent
            .as_mut()
            .filter(|l| !l.out && std::ptr::eq(l.base, base))?;
        lent.out = true;
        Some(lent.spare.take().map(|(mut spare, dirty)| {
            overwrite_dirty(&mut spare, base, &dirty);
            spare
        }))
    })
}

/// Gives a copy taken by [`take_for`] back, `dirty` saying which combatants its events
/// touched since; the copy is handed back (`Some`) when no lease waits for it any more.
pub(super) fn give_back(state: Encounter, dirty: &Dirty) -> Option<Encounter> {
    let mut state = Some(state);
    let _ = LENT.try_with(|lent| {
        if let Some(lent) = lent.borrow_mut().as_mut()
            && lent.out
        {
            lent.out = false;
            lent.spare = state.take().map(|s| (s, dirty.clone()));
        }
    });
    state
}

#[cfg(test)]
#[path = "spare_tests.rs"]
mod tests;
