//! The fold of the gear events: a combatant's gear list, values and flags.

use crate::model::Encounter;

use super::event::Event;

/// Writes one gear event into the encounter (other events change nothing here).
pub fn gear(state: &mut Encounter, event: &Event) {
    match event {
        Event::GearAdded { who, gear } => {
            if let Some(c) = state.combatant_mut(*who) {
                match c.gear.iter_mut().find(|g| g.key == gear.key) {
                    Some(old) => *old = gear.clone(),
                    None => c.gear.push(gear.clone()),
                }
            }
        }
        Event::GearRemoved { who, key } => {
            if let Some(c) = state.combatant_mut(*who) {
                c.gear.retain(|g| g.key != *key);
            }
        }
        Event::GearValueSet {
            who,
            key,
            name,
            value,
        } => {
            let gear = state
                .combatant_mut(*who)
                .and_then(|c| c.gear.iter_mut().find(|g| g.key == *key));
            if let Some(g) = gear {
                match value {
                    Some(v) => g.values.insert(name.clone(), *v),
                    None => g.values.remove(name),
                };
            }
        }
        Event::GearFlagSet { who, key, flag, on } => {
            let gear = state
                .combatant_mut(*who)
                .and_then(|c| c.gear.iter_mut().find(|g| g.key == *key));
            if let Some(g) = gear {
                if *on {
                    g.flags.insert(flag.clone());
                } else {
                    g.flags.remove(flag);
                }
            }
        }
        _ => {}
    }
}
