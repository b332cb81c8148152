//! How hurt a combatant looks (SRP-21): from the monitors. Unhurt; wounded; badly wounded
//! from half a monitor; down when a monitor is full, or knocked out, or lethal.

use crate::model::{Combatant, DamageTrack};
use crate::rules::Health;

use super::text;

/// The coarse health of a combatant.
pub fn health(c: &Combatant) -> Health {
    if c.has_condition(text::KNOCKED_OUT) || c.has_condition(text::LETHAL) {
        return Health::Down;
    }
    let DamageTrack::Monitors { tracks } = &c.damage else {
        return Health::Unhurt;
    };
    if tracks.iter().any(|m| m.boxes > 0 && m.is_full()) {
        Health::Down
    } else if tracks
        .iter()
        .any(|m| m.filled > 0 && 2 * u32::from(m.filled) >= u32::from(m.boxes))
    {
        Health::BadlyWounded
    } else if tracks.iter().any(|m| m.filled > 0) {
        Health::Wounded
    } else {
        Health::Unhurt
    }
}

/// Whether a condition is the record of a wound's effect.
pub fn wound_condition(name: &str) -> bool {
    [text::KNOCKED_OUT, text::LETHAL]
        .iter()
        .any(|n| n.eq_ignore_ascii_case(name))
}
