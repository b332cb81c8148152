//! Hidden combatants (an ambush not yet sprung, a sniper not yet seen): `hide WHO…`,
//! `reveal WHO…`, and the shared option `reveal-on-act`, which reveals a hidden combatant
//! in the record of its first action or attack. The players' outputs leave hidden
//! combatants out ([`crate::player_view`]); the GM's screens mark them. Secret
//! declarations: [`declaration_secret`] and the shared option `npc-declarations`.

use crate::engine::{Command, Event, RuleError};
use crate::model::{CombatantId, Encounter};

use super::names::resolve;

/// The shared option revealing a hidden combatant at its first action: `on` (default) or
/// `off`.
pub const REVEAL_ON_ACT: &str = "reveal-on-act";

/// The shared option giving an NPC's declaration its default when the GM typed neither
/// `secret` nor `public`: `secret` (default) or `public`.
pub const NPC_DECLARATIONS: &str = "npc-declarations";

/// Checks a value for the options [`REVEAL_ON_ACT`] and [`NPC_DECLARATIONS`]; `None` when
/// `key` is another option.
pub fn check_option(key: &str, value: &str) -> Option<Result<(), RuleError>> {
    if key.eq_ignore_ascii_case(NPC_DECLARATIONS) {
        return Some(match secrecy(value) {
            Some(_) => Ok(()),
            None => Err(RuleError::Invalid(crate::t!(
                "rule-npc-declarations-value",
                value = value
            ))),
        });
    }
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

/// A `secret`/`public` word, in English or French (`secrète`, `publique`...): whether it
/// says secret.
pub fn secrecy(value: &str) -> Option<bool> {
    match crate::rules::words::fold_tight(value.trim()).as_str() {
        "secret" | "secrete" | "secrets" | "secretes" => Some(true),
        "public" | "publique" | "publics" | "publiques" | "open" => Some(false),
        _ => None,
    }
}

/// Whether `who`'s declaration is secret: as the GM typed it (`asked`), else secret for an
/// NPC (any side but `pc`) unless the option [`NPC_DECLARATIONS`] says `public`. Decided
/// once, into the event, so replay never reads the option again.
pub fn declaration_secret(state: &Encounter, who: CombatantId, asked: Option<bool>) -> bool {
    asked.unwrap_or_else(|| {
        let npc = state
            .combatant(who)
            .is_some_and(|c| c.side != crate::model::Side::Pc);
        npc && state
            .option(NPC_DECLARATIONS)
            .and_then(secrecy)
            .unwrap_or(true)
    })
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
/// combatant (the one acting), a [`Event::CombatantRevealed`] closing the same record; a
/// declaration never reveals.
pub fn reveal_on_act(state: &Encounter, command: &Command, events: &[Event]) -> Option<Event> {
    let inner = match command {
        Command::Rolled { inner, .. } => inner.as_ref(),
        other => other,
    };
    if !matches!(inner, Command::System(_)) || !reveals_on_act(state) {
        return None;
    }
    // A declaration (an intention, an announcement) is said, not done: the GM declares
    // for a hidden sniper without showing it.
    if events.iter().any(|e| matches!(e, Event::Declared { .. })) {
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
