//! How a combatant looks once an event is applied: the coarse health in the players' line
//! for a wound or a heal they may not see in full. Read without copying the whole state
//! per wound when the system allows it ([`super::SystemPlayerView::health_after`]).

use std::cell::RefCell;

use crate::engine::{Event, apply};
use crate::model::{CombatantId, Encounter, Overwrite};
use crate::rules::Health;

use super::health_of;

thread_local! {
    /// A state holding one combatant, the sheet a wound or heal is folded into: written
    /// over for each one (its allocations reused), never read otherwise.
    static SPARE: RefCell<Option<Encounter>> = const { RefCell::new(None) };
}

/// How `who` looks once `event` is applied to `state`: from `who`'s sheet alone when the
/// system says its health reads the sheet it is given
/// ([`super::SystemPlayerView::health_reads_own_sheet`]), else from a copy of the state.
pub fn of(state: &Encounter, event: &Event, who: CombatantId) -> Health {
    if crate::rules::system(state.system)
        .player_view()
        .health_reads_own_sheet()
    {
        own_sheet(state, event, who)
    } else {
        copied(state, event, who)
    }
}

/// How `who` looks once `event` is applied to `state`, the straightforward way: the whole
/// state copied and the event applied to the copy. Right for any system.
pub fn copied(state: &Encounter, event: &Event, who: CombatantId) -> Health {
    let mut after = state.clone();
    apply(&mut after, event);
    health_of(&after, who)
}

/// How `who` looks once `event` is applied to `state`, for a system whose
/// [`crate::rules::RuleSystem::health`] reads the combatant it is given from that
/// combatant (never that one again from the state; others it may read from the state).
/// A wound or a heal changes nothing but `who`'s damage track: only `who`'s sheet is
/// copied (into a spare written over), the event folded into it, and the health read
/// against the state before; any other event is [`copied`].
pub fn own_sheet(state: &Encounter, event: &Event, who: CombatantId) -> Health {
    if !changes_only_sheet_of(event, who) {
        return copied(state, event, who);
    }
    let Some(combatant) = state.combatant(who) else {
        // The event changes nobody: as `copied` reads it, gone from the fight.
        return Health::Down;
    };
    let mut spare = SPARE
        .with(|spare| spare.borrow_mut().take())
        .unwrap_or_else(|| Encounter::new(state.system, String::new()));
    spare.system = state.system;
    spare.combatants.truncate(1);
    match spare.combatants.first_mut() {
        Some(sheet) => sheet.overwrite(combatant),
        None => spare.combatants.push(combatant.clone()),
    }
    apply(&mut spare, event);
    let health = spare.combatants.first().map_or(Health::Down, |after| {
        crate::rules::system(state.system).health(state, after)
    });
    SPARE.with(|slot| *slot.borrow_mut() = Some(spare));
    health
}

/// Whether `event` changes nothing in the state but `who`'s damage track (a wound marked
/// or healed, on a locator or a monitor).
fn changes_only_sheet_of(event: &Event, who: CombatantId) -> bool {
    match event {
        Event::WoundMarked { who: w, .. }
        | Event::WoundHealed { who: w, .. }
        | Event::MonitorMarked { who: w, .. }
        | Event::MonitorHealed { who: w, .. } => *w == who,
        _ => false,
    }
}
