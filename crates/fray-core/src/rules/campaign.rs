//! The shared decisions of campaigns: a party joining a fight, a fight written back to its
//! campaign, what a PC carries from one fight to the next, and which commands a campaign
//! (between fights) takes at all.

use crate::engine::{Command, Event, PartySource, RuleError, SyncSource};
use crate::model::{Combatant, CombatantId, Encounter, FightLink, PartyLink, PartyMember};

use super::RuleSystem;

/// Refuses a command that has no place where `state` is: in a campaign, only the sheet and
/// roster commands, the options (a system's rests read theirs), undo and redo, a write-back
/// and the system's own commands between fights ([`RuleSystem::between_fights`]); in a
/// fight, a write-back.
pub fn check(
    system: &dyn RuleSystem,
    state: &Encounter,
    command: &Command,
) -> Result<(), RuleError> {
    let command = match command {
        Command::Rolled { inner, .. } => inner.as_ref(),
        other => other,
    };
    if !state.is_campaign() {
        return match command {
            Command::Sync { .. } => Err(RuleError::Invalid(crate::t!("rule-sync-in-fight"))),
            _ => Ok(()),
        };
    }
    let allowed = match command {
        Command::Add { .. }
        | Command::AddSheet { .. }
        | Command::Remove { .. }
        | Command::Rename { .. }
        | Command::SetSide { .. }
        | Command::Set { .. }
        | Command::Note { .. }
        | Command::Condition { .. }
        | Command::Uncondition { .. }
        | Command::Roll { .. }
        | Command::Option { .. }
        | Command::Undo
        | Command::Redo
        | Command::Sync { .. } => true,
        Command::System(_) => system.between_fights(command),
        _ => false,
    };
    if allowed {
        Ok(())
    } else {
        Err(RuleError::Invalid(crate::t!("rule-not-between-fights")))
    }
}

/// The state a fighter keeps when the fight is over, by default: the sheet, gear, wounds,
/// counters and notes stay; what belongs to this fight alone goes (initiative, declaration,
/// pending action, opponents, failed attempts, conditions, token pool draws, hidden).
pub fn carried_default(fighter: &Combatant) -> Combatant {
    let mut kept = fighter.clone();
    kept.initiative = None;
    kept.declaration = None;
    kept.declaration_secret = false;
    kept.pending = None;
    kept.opponents = 0;
    kept.failures.clear();
    kept.conditions.clear();
    kept.hidden = false;
    kept
}

/// The party joins: each member with a fresh id, at the state the campaign holds as the
/// system carries it ([`RuleSystem::carried`]: a lasting wound stays), then the link.
/// Refused in a fight that already has its party, or when a name is taken.
pub(super) fn party(
    system: &dyn RuleSystem,
    state: &Encounter,
    source: Option<&PartySource>,
) -> Result<Vec<Event>, RuleError> {
    let Some(source) = source else {
        return Err(RuleError::Invalid(crate::t!("rule-party-unread")));
    };
    if let Some(party) = &state.party {
        return Err(RuleError::Invalid(crate::t!(
            "rule-party-already",
            campaign = party.name.as_str()
        )));
    }
    if source.members.is_empty() {
        return Err(RuleError::Invalid(crate::t!(
            "rule-party-empty",
            campaign = source.name.as_str()
        )));
    }
    let mut events = Vec::with_capacity(source.members.len() + 1);
    let mut members = Vec::with_capacity(source.members.len());
    for (offset, pc) in source.members.iter().enumerate() {
        let wanted = crate::model::combatant::slug(&pc.name);
        if state.combatants.iter().any(|c| c.slug() == wanted) {
            return Err(RuleError::DuplicateName(pc.name.clone()));
        }
        let offset = u32::try_from(offset).unwrap_or(u32::MAX);
        let id = CombatantId(state.next_id.saturating_add(offset));
        let mut fighter = system.carried(pc);
        fighter.id = id;
        members.push(PartyMember { id, pc: pc.id });
        events.push(Event::CombatantAdded {
            combatant: Box::new(fighter),
        });
    }
    events.push(Event::PartyJoined {
        party: PartyLink {
            campaign: source.file.clone(),
            name: source.name.clone(),
            members,
        },
    });
    Ok(events)
}

/// A fight written back: each PC whose carried state differs is written again, then the
/// fight is marked written back up to its last record. Refused when that fight was already
/// written back up to that record (a second sync changes nothing).
pub(super) fn sync(
    state: &Encounter,
    source: Option<&SyncSource>,
) -> Result<Vec<Event>, RuleError> {
    let Some(source) = source else {
        return Err(RuleError::Invalid(crate::t!("rule-sync-unread")));
    };
    let known = state.fights.iter().find(|f| f.file == source.file);
    if known
        .and_then(|f| f.synced)
        .is_some_and(|at| at >= source.through)
    {
        return Err(RuleError::Invalid(crate::t!(
            "rule-sync-already",
            fight = source.name.as_str()
        )));
    }
    let mut events = Vec::new();
    if known.is_none() {
        events.push(Event::FightLinked {
            fight: FightLink {
                file: source.file.clone(),
                name: source.name.clone(),
                synced: None,
            },
        });
    }
    for kept in &source.members {
        match state.combatant(kept.id) {
            Some(now) if now == kept => {}
            Some(_) => events.push(Event::CombatantReplaced {
                combatant: Box::new(kept.clone()),
            }),
            None => {
                return Err(RuleError::Invalid(crate::t!(
                    "rule-sync-gone",
                    who = kept.name.as_str()
                )));
            }
        }
    }
    events.push(Event::FightSynced {
        file: source.file.clone(),
        name: source.name.clone(),
        through: source.through,
    });
    Ok(events)
}
