//! Face-down defense tokens in the JSON export: their value (and kind) is a secret of the
//! table until revealed, so unless the GM asks for them (`--reveal-face-down`) every token
//! not seen at that step is written as `{"face_down": true}`: in `defense_drawn` events,
//! in a pool's face-down defense tokens, and in discarded tokens given up unseen. The save
//! itself keeps the values (replay needs them).

use serde_json::{Value, json};

use crate::engine::Event;
use crate::model::Encounter;

/// What a masked token is written as.
fn hidden() -> Value {
    json!({ "face_down": true })
}

/// Whether the state holds a token whose face is not seen.
fn has_hidden(state: &Encounter) -> bool {
    state
        .combatants
        .iter()
        .filter_map(|c| c.tokens.as_ref())
        .any(|p| p.hidden() > 0 || p.discarded.iter().any(|d| !d.seen))
}

/// The state as JSON with every unseen token masked; `None` when there is none (the state
/// can then be written as it is).
pub fn state(state: &Encounter) -> serde_json::Result<Option<Value>> {
    if !has_hidden(state) {
        return Ok(None);
    }
    let mut value = serde_json::to_value(state)?;
    for (i, c) in state.combatants.iter().enumerate() {
        let Some(pool) = &c.tokens else { continue };
        let unseen = pool
            .defense
            .iter()
            .enumerate()
            .filter(|(_, t)| !t.revealed)
            .map(|(j, _)| format!("/combatants/{i}/tokens/defense/{j}/token"))
            .chain(
                pool.discarded
                    .iter()
                    .enumerate()
                    .filter(|(_, d)| !d.seen)
                    .map(|(k, _)| format!("/combatants/{i}/tokens/discarded/{k}/token")),
            );
        for pointer in unseen {
            if let Some(token) = value.pointer_mut(&pointer) {
                *token = hidden();
            }
        }
    }
    Ok(Some(value))
}

/// A record's events as JSON with the tokens drawn face down masked; `None` when no event
/// draws any (the events can then be written as they are).
pub fn events(events: &[Event]) -> serde_json::Result<Option<Value>> {
    if !events
        .iter()
        .any(|e| matches!(e, Event::DefenseDrawn { .. }))
    {
        return Ok(None);
    }
    let mut value = serde_json::to_value(events)?;
    if let Value::Array(items) = &mut value {
        for (event, item) in events.iter().zip(items) {
            if let (Event::DefenseDrawn { .. }, Some(Value::Array(tokens))) =
                (event, item.get_mut("tokens"))
            {
                tokens.iter_mut().for_each(|t| *t = hidden());
            }
        }
    }
    Ok(Some(value))
}
