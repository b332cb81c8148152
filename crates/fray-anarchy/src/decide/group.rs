//! NPC groups (ANA-10, ANA-OP-05): NPCs with the same sheet stat `group` (a number, not 0)
//! roll one initiative and take one Narration, at the marker of their first member still
//! standing; each member keeps their own monitors.

use crate::engine::Event;
use crate::model::{CombatantId, Encounter, Side};
use crate::rules::bestiary::Bestiary;

/// The sheet stat naming an NPC's group.
pub const GROUP: &str = "group";

/// `who`'s group number, when they are an NPC in one.
pub fn number(state: &Encounter, who: CombatantId) -> Option<i32> {
    state
        .combatant(who)
        .filter(|c| c.side != Side::Pc)
        .map(|c| c.stat(GROUP))
        .filter(|g| *g != 0)
}

/// Everyone sharing `who`'s group and still standing, roster order; `who` alone outside
/// a group.
pub fn members(state: &Encounter, who: CombatantId) -> Vec<CombatantId> {
    match number(state, who) {
        None => vec![who],
        Some(g) => state
            .combatants
            .iter()
            .filter(|c| number(state, c.id) == Some(g) && super::turn::active(state, c.id))
            .map(|c| c.id)
            .collect(),
    }
}

/// Each group's first member still standing, roster order, found once for a whole roster
/// (see [`leads_among`]).
pub fn leaders(state: &Encounter) -> Vec<(i32, CombatantId)> {
    let mut found: Vec<(i32, CombatantId)> = Vec::new();
    for c in &state.combatants {
        if let Some(g) = number(state, c.id)
            && !found.iter().any(|&(h, _)| h == g)
            && super::turn::active(state, c.id)
        {
            found.push((g, c.id));
        }
    }
    found
}

/// Whether `who` stands for their group on the ladder (the first of its [`members`]
/// standing), or is in none; `leaders` are the groups' [`leaders`] in the same state.
pub fn leads_among(leaders: &[(i32, CombatantId)], state: &Encounter, who: CombatantId) -> bool {
    number(state, who).is_none_or(|g| {
        leaders
            .iter()
            .find(|&&(h, _)| h == g)
            .is_none_or(|&(_, first)| first == who)
    })
}

/// Whose monitors take `who`'s damage: their own, or with option `group-monitors group`
/// the first member of their group on the roster (one monitor for the group, ANA-OP-05).
pub fn monitor_owner(state: &Encounter, who: CombatantId) -> CombatantId {
    if !state.option_is("group-monitors", "group") {
        return who;
    }
    let Some(g) = number(state, who) else {
        return who;
    };
    state
        .combatants
        .iter()
        .find(|c| number(state, c.id) == Some(g))
        .map_or(who, |c| c.id)
}

/// Links the NPCs one `add` makes from a template that comes in a group (ANA-10: `add 3
/// gangers` rolls one initiative for the three): they get the next group number not in
/// use, written on their sheet in the events, so the save and its replay keep the link.
/// One combatant alone, a player character, or a group typed on the line (`group=2`)
/// is left as it is.
pub fn link_added(state: &Encounter, bestiary: &Bestiary, events: &mut [Event]) {
    let grouped = |c: &crate::model::Combatant| {
        c.side != Side::Pc
            && c.stat(GROUP) == 0
            && c.template
                .as_deref()
                .and_then(|key| bestiary.templates.iter().find(|t| t.key == key))
                .is_some_and(|t| t.group)
    };
    let members = events
        .iter()
        .filter(|e| matches!(e, Event::CombatantAdded { combatant } if grouped(combatant)))
        .count();
    if members < 2 {
        return;
    }
    let used = state
        .combatants
        .iter()
        .map(|c| c.stat(GROUP))
        .chain(events.iter().filter_map(|e| match e {
            Event::CombatantAdded { combatant } => Some(combatant.stat(GROUP)),
            _ => None,
        }))
        .max()
        .unwrap_or(0);
    let number = used.max(0).saturating_add(1);
    for event in events.iter_mut() {
        if let Event::CombatantAdded { combatant } = event
            && grouped(combatant)
        {
            combatant.stats.insert(GROUP.to_string(), number);
        }
    }
}
