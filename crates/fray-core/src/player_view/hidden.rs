//! Hidden combatants in the players' view: never named, never counted. Their own events
//! are left out; an event that touches the table (an attack by a hidden sniper on a PC)
//! names them "someone"; their reveal reads "Sniper appears".

use std::borrow::Cow;

use crate::engine::{Event, Record};
use crate::model::{CombatantId, Encounter};

use super::Shown;

/// Whether `who` is hidden from the players.
pub fn is_hidden(state: &Encounter, who: CombatantId) -> bool {
    state.combatant(who).is_some_and(|c| c.hidden)
}

/// Whether any combatant is hidden.
pub fn any_hidden(state: &Encounter) -> bool {
    state.combatants.iter().any(|c| c.hidden)
}

/// The state as the players' words name it: each hidden combatant called "someone"
/// (borrowed as is when nobody is hidden).
pub fn masked(state: &Encounter) -> Cow<'_, Encounter> {
    if !any_hidden(state) {
        return Cow::Borrowed(state);
    }
    let someone = crate::t!("players-someone");
    let mut view = state.clone();
    for c in view.combatants.iter_mut().filter(|c| c.hidden) {
        c.name.clone_from(&someone);
    }
    Cow::Owned(view)
}

/// The state without its hidden combatants (borrowed as is when nobody is hidden): what
/// the players' report is made of, so no ladder entry, count, phase or turn of theirs
/// shows.
pub fn visible(state: &Encounter) -> Cow<'_, Encounter> {
    if !any_hidden(state) {
        return Cow::Borrowed(state);
    }
    let mut view = state.clone();
    let gone: Vec<CombatantId> = state
        .combatants
        .iter()
        .filter(|c| c.hidden)
        .map(|c| c.id)
        .collect();
    for who in gone {
        crate::engine::apply(&mut view, &Event::CombatantRemoved { who });
    }
    Cow::Owned(view)
}

/// Whether an event concerns hidden combatants only (judged in the state just before it).
fn only_hidden(event: &Event, state: &Encounter) -> bool {
    if let Event::CombatantAdded { combatant } = event {
        // Already there when an undo or redo is judged: as hidden as it is now.
        return state
            .combatant(combatant.id)
            .map_or(combatant.hidden, |c| c.hidden);
    }
    let named = event.combatants();
    !named.is_empty() && named.iter().all(|&who| is_hidden(state, who))
}

/// What players see of `event` because of hidden combatants, when that decides it (`None`:
/// the usual rules, with hidden combatants named "someone"). `shows_table`: whether the
/// record names a combatant players see, or reveals one (then a hidden combatant's own
/// action, an attack on a PC, is told with "someone").
pub fn verdict(
    event: &Event,
    state: &Encounter,
    shows_table: bool,
    records: &[Record],
) -> Option<Shown> {
    match event {
        Event::CombatantHidden { .. } => Some(Shown::Hidden),
        Event::CombatantRevealed { who } => {
            Some(state.combatant(*who).map_or(Shown::Hidden, |c| {
                Shown::Coarse(crate::t!("players-appears", who = &c.name))
            }))
        }
        Event::CommandUndone { seq } | Event::CommandRedone { seq }
            if unseen_record(records, *seq, state) =>
        {
            Some(Shown::Hidden)
        }
        Event::System(_) if shows_table => None,
        _ if only_hidden(event, state) => Some(Shown::Hidden),
        _ => None,
    }
}

/// Whether the record names a combatant players see (in the state before it), or reveals
/// a hidden one.
pub fn shows_table(record: &Record, state: &Encounter) -> bool {
    record.events.iter().any(|e| match e {
        Event::CombatantRevealed { .. } => true,
        Event::CombatantAdded { combatant } => !combatant.hidden,
        _ => e.combatants().iter().any(|&who| !is_hidden(state, who)),
    })
}

/// Whether record `seq` was all about hidden combatants (judged with who is hidden now):
/// its undo or redo is not shown either.
fn unseen_record(records: &[Record], seq: u64, state: &Encounter) -> bool {
    crate::engine::timeline::record_of(records, seq).is_some_and(|r| {
        !r.events.is_empty()
            && r.events.iter().all(|e| {
                matches!(e, Event::CombatantHidden { .. } | Event::RedoDropped { .. })
                    || only_hidden(e, state)
            })
    })
}

/// Whether a record names a hidden combatant (its command's text would name them).
pub fn names_hidden(record: &Record, state: &Encounter) -> bool {
    record.events.iter().any(|e| match e {
        Event::CombatantAdded { combatant } => combatant.hidden,
        Event::CombatantHidden { .. } | Event::CombatantRevealed { .. } => true,
        _ => e.combatants().iter().any(|&who| is_hidden(state, who)),
    })
}
