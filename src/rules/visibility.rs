//! Hidden combatants (an ambush not yet sprung, a sniper not yet seen): `hide WHO…`,
//! `reveal WHO…`, and the shared option `reveal-on-act`, which reveals a hidden combatant
//! in the record of its first action or attack. The players' outputs leave hidden
//! combatants out ([`crate::player_view`]); the GM's screens mark them.

use crate::engine::{Command, Event, RuleError};
use crate::model::{CombatantId, Encounter};

use super::names::resolve;

/// The shared option revealing a hidden combatant at its first action: `on` (default) or
/// `off`.
pub const REVEAL_ON_ACT: &str = "reveal-on-act";

/// Checks a value for the option [`REVEAL_ON_ACT`]; `None` when `key` is another option.
pub fn check_option(key: &str, value: &str) -> Option<Result<(), RuleError>> {
    if !key.eq_ignore_ascii_case(REVEAL_ON_ACT) {
        return None;
    }
    Some(match switch(value) {
        Some(_) => Ok(()),
        None => Err(RuleError::Invalid(crate::t!(
            "rule-reveal-on-act-value",
            value = value
        ))),
    })
}

/// An `on`/`off` word, in English or French (`oui`, `non`).
fn switch(value: &str) -> Option<bool> {
    match value.trim().to_lowercase().as_str() {
        "on" | "oui" => Some(true),
        "off" | "non" => Some(false),
        _ => None,
    }
}

/// Whether a hidden combatant is revealed by its first action (the default).
fn reveals_on_act(state: &Encounter) -> bool {
    state.option(REVEAL_ON_ACT).and_then(switch).unwrap_or(true)
}

/// Decides `hide` (`hidden`) or `reveal`: one event per combatant named, refused when one
/// of them is already so.
pub fn decide(state: &Encounter, names: &[String], hidden: bool) -> Result<Vec<Event>, RuleError> {
    let mut ids: Vec<CombatantId> = Vec::new();
    for name in names {
        let id = resolve(state, name)?;
        let Some(c) = state.combatant(id) else {
            continue;
        };
        if c.hidden == hidden {
            let who = c.name.clone();
            return Err(RuleError::Invalid(if hidden {
                crate::t!("rule-already-hidden", who = who)
            } else {
                crate::t!("rule-not-hidden", who = who)
            }));
        }
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    Ok(ids
        .into_iter()
        .map(|who| {
            if hidden {
                Event::CombatantHidden { who }
            } else {
                Event::CombatantRevealed { who }
            }
        })
        .collect())
}

/// Marks the combatants an `add … hidden` brings in as hidden.
pub fn added_hidden(mut events: Vec<Event>) -> Vec<Event> {
    for event in &mut events {
        if let Event::CombatantAdded { combatant } = event {
            combatant.hidden = true;
        }
    }
    events
}

/// The reveal a decided command brings with it: when `reveal-on-act` is on and the command
/// is one of the system's own (an action, an attack) whose first fact names a hidden
/// combatant (the one acting), a [`Event::CombatantRevealed`] closing the same record.
pub fn reveal_on_act(state: &Encounter, command: &Command, events: &[Event]) -> Option<Event> {
    let inner = match command {
        Command::Rolled { inner, .. } => inner.as_ref(),
        other => other,
    };
    if !matches!(inner, Command::System(_)) || !reveals_on_act(state) {
        return None;
    }
    let actor = events.iter().find_map(|e| match e {
        Event::System(fact) => fact.combatants().into_iter().next(),
        _ => None,
    })?;
    let hidden = state.combatant(actor).is_some_and(|c| c.hidden);
    let stays = !events
        .iter()
        .any(|e| matches!(e, Event::CombatantRemoved { who } if *who == actor));
    (hidden && stays).then_some(Event::CombatantRevealed { who: actor })
}
