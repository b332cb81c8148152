//! The transcript words for the combat-pool events (tokens, monitors, facts). Face-down
//! tokens are never named: nobody, the GM included, sees them until they are revealed.

use crate::engine::Event;
use crate::model::Encounter;

/// Describes one combat-pool event given the state just before it; `None` for events
/// that are not the combat pool's or need no words.
pub fn describe(event: &Event, before: &Encounter) -> Option<String> {
    let _ = (event, before);
    None
}
