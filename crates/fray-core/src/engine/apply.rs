//! The fold: writes an event into the encounter. Total and infallible: an event that names
//! something no longer there changes nothing.

use crate::model::{Countdown, Encounter, EntryStatus, Step};

use super::event::{EndReason, Event};
use super::fold_pools;

/// Folds a sequence of events into a state.
pub fn apply_all<'a>(state: &mut Encounter, events: impl IntoIterator<Item = &'a Event>) {
    for event in events {
        apply(state, event);
    }
}

/// Writes one event into the encounter.
pub fn apply(state: &mut Encounter, event: &Event) {
    match event {
        Event::CombatantAdded { combatant } => {
            // Ids only grow, so an id from `next_id` on is nobody's yet: looking for an
            // earlier holder (a hand-edited save) only below it keeps folding a big roster
            // linear rather than quadratic.
            if combatant.id.0 < state.next_id {
                state.combatants.retain(|c| c.id != combatant.id);
            }
            state.next_id = state.next_id.max(combatant.id.0.saturating_add(1));
            state.combatants.push((**combatant).clone());
        }
        Event::CombatantReplaced { combatant } => {
            if let Some(c) = state.combatant_mut(combatant.id) {
                c.clone_from(combatant);
            }
        }
        Event::PartyJoined { party } => state.party = Some(party.clone()),
        Event::FightLinked { fight } => {
            if !state.fights.iter().any(|f| f.file == fight.file) {
                state.fights.push(fight.clone());
            }
        }
        Event::FightSynced {
            file,
            name,
            through,
        } => match state.fights.iter_mut().find(|f| f.file == *file) {
            Some(fight) => fight.synced = Some(*through),
            None => state.fights.push(crate::model::FightLink {
                file: file.clone(),
                name: name.clone(),
                synced: Some(*through),
            }),
        },
        Event::CombatantRemoved { who } => {
            state.combatants.retain(|c| c.id != *who);
            // A condition held on or against someone gone (marks on them, the range to
            // them, a duel) goes with them: ids are never reused, so it could only grow.
            for c in &mut state.combatants {
                c.conditions.retain(|k| k.target != Some(*who));
            }
            state.ladder.entries.retain(|e| e.at.owner != *who);
            state.ladder.tiebreaks.retain(|t| t.owner != *who);
            if state.current.is_some_and(|m| m.owner == *who) {
                state.current = None;
            }
        }
        Event::CombatantRenamed { who, name } => {
            if let Some(c) = state.combatant_mut(*who) {
                c.name.clone_from(name);
            }
        }
        Event::SideChanged { who, side } => {
            if let Some(c) = state.combatant_mut(*who) {
                c.side = *side;
            }
        }
        Event::CombatantHidden { who } | Event::CombatantRevealed { who } => {
            if let Some(c) = state.combatant_mut(*who) {
                c.hidden = matches!(event, Event::CombatantHidden { .. });
            }
        }
        Event::StatSet { who, stat, value } => {
            if let Some(c) = state.combatant_mut(*who) {
                match value {
                    Some(v) => c.stats.insert(stat.clone(), *v),
                    None => c.stats.remove(stat),
                };
            }
        }
        Event::SkillSet { who, skill, value } => {
            if let Some(c) = state.combatant_mut(*who) {
                match value {
                    Some(v) => c.skills.insert(skill.clone(), *v),
                    None => c.skills.remove(skill),
                };
            }
        }
        Event::NoteSet { who, text } => {
            if let Some(c) = state.combatant_mut(*who) {
                c.note.clone_from(text);
            }
        }
        Event::ConditionAdded { who, condition } => {
            if let Some(c) = state.combatant_mut(*who) {
                c.conditions
                    .retain(|k| !k.is(&condition.name, condition.target));
                c.conditions.push(condition.clone());
            }
        }
        Event::ConditionEnded {
            who,
            name,
            reason: EndReason::Expired | EndReason::Removed,
            target,
        } => {
            if let Some(c) = state.combatant_mut(*who) {
                c.conditions.retain(|k| !k.is(name, *target));
            }
        }
        Event::DiceRolled { .. }
        | Event::NonRandomTest { .. }
        | Event::OpposedSettled { .. }
        | Event::DamageIgnored { .. } => {}
        Event::System(fact) => crate::rules::system(state.system).apply_fact(state, fact),
        Event::OptionSet { key, value } => {
            state.options.insert(key.clone(), value.clone());
        }
        Event::CountdownStarted { label, attempts } => {
            state.countdowns.retain(|c| c.label != *label);
            state.countdowns.push(Countdown {
                label: label.clone(),
                left: *attempts,
                max: *attempts,
            });
        }
        Event::CountdownTicked { label, left, .. } => {
            if let Some(c) = state.countdowns.iter_mut().find(|c| c.label == *label) {
                c.left = *left;
            }
        }
        Event::RoundStarted { round } => {
            state.round = *round;
            state.ladder.entries.clear();
            state.ladder.tiebreaks.clear();
            state.current = None;
            for c in &mut state.combatants {
                c.declaration = None;
                c.declaration_secret = false;
            }
        }
        Event::StepChanged { step } => state.step = *step,
        Event::TurnPassed { to } => state.current = *to,
        Event::MarkerPlaced { entry } => {
            state.ladder.entries.retain(|e| e.at != entry.at);
            state.ladder.entries.push(entry.clone());
        }
        Event::MarkerMoved { at, position } => {
            if let Some(e) = state.ladder.get_mut(*at) {
                e.position = *position;
            }
        }
        Event::MarkerStatus { at, status } => {
            if let Some(e) = state.ladder.get_mut(*at) {
                e.status = *status;
            }
        }
        Event::MarkerRushed { at, malus } => {
            if let Some(e) = state.ladder.get_mut(*at) {
                e.rushed = true;
                e.malus = *malus;
            }
        }
        Event::MarkerRemoved { at } => {
            state.ladder.entries.retain(|e| e.at != *at);
            if state.current == Some(*at) {
                state.current = None;
            }
        }
        Event::MarkerMalus { at, malus } => {
            if let Some(e) = state.ladder.get_mut(*at) {
                e.malus = *malus;
            }
        }
        Event::TiebreakSet { who, rolls } => {
            let ties = &mut state.ladder.tiebreaks;
            ties.retain(|t| t.owner != *who);
            if !rolls.is_empty() {
                ties.push(crate::model::Tiebreak {
                    owner: *who,
                    rolls: rolls.clone(),
                });
            }
        }
        Event::InitiativeSet { who, initiative } => {
            if let Some(c) = state.combatant_mut(*who) {
                c.initiative.clone_from(initiative);
            }
        }
        Event::GearAdded { .. }
        | Event::GearRemoved { .. }
        | Event::GearValueSet { .. }
        | Event::GearFlagSet { .. } => super::fold_gear::gear(state, event),
        Event::Declared {
            who,
            intent,
            secret,
        } => {
            if let Some(c) = state.combatant_mut(*who) {
                c.declaration = Some(intent.clone());
                c.declaration_secret = *secret;
            }
        }
        Event::FailuresCounted {
            who,
            action,
            failures,
        } => {
            if let Some(c) = state.combatant_mut(*who) {
                match failures {
                    0 => c.failures.remove(action),
                    n => c.failures.insert(action.clone(), *n),
                };
            }
        }
        Event::OpponentsSet { who, count } => {
            if let Some(c) = state.combatant_mut(*who) {
                c.opponents = *count;
            }
        }
        Event::WoundMarked { who, wound } => {
            let Some(locator) = state
                .combatant_mut(*who)
                .and_then(|c| c.damage.locator_mut())
            else {
                return;
            };
            let Some(location) = locator.locations.get_mut(wound.location) else {
                return;
            };
            for row in &wound.cleared {
                if let Some(cell) = location.cells.get_mut(*row) {
                    cell.checked = 0;
                }
            }
            if let Some(cell) = location.cells.get_mut(wound.landed) {
                cell.checked = cell.checked.saturating_add(1).min(cell.boxes);
            }
        }
        Event::WoundHealed {
            who,
            location,
            severity,
            boxes,
        } => {
            let cell = state
                .combatant_mut(*who)
                .and_then(|c| c.damage.locator_mut())
                .and_then(|l| l.locations.get_mut(*location))
                .and_then(|l| l.cells.get_mut(*severity));
            if let Some(cell) = cell {
                cell.checked = cell.checked.saturating_sub(*boxes);
            }
        }
        Event::PoolTypeSet {
            who,
            pool_type,
            score,
        } => {
            if let Some(c) = state.combatant_mut(*who) {
                let pool = c.tokens.get_or_insert_with(Default::default);
                pool.pool_type.clone_from(pool_type);
                pool.score = *score;
            }
        }
        Event::PoolRecharged { .. }
        | Event::DefenseDrawn { .. }
        | Event::TokensSpent { .. }
        | Event::TokensLost { .. }
        | Event::DefenseRevealed { .. }
        | Event::DefenseGivenUp { .. }
        | Event::DefenseReset { .. } => {
            if let Some(c) = fold_pools::owner(event).and_then(|who| state.combatant_mut(who)) {
                fold_pools::tokens(c.tokens.get_or_insert_with(Default::default), event);
            }
        }
        Event::TableCounterSet { name, value } => {
            fold_pools::counter(&mut state.pools, name, *value, false);
        }
        Event::CounterSet { who, name, value } => {
            if let Some(c) = state.combatant_mut(*who) {
                fold_pools::counter(&mut c.pools, name, *value, false);
            }
        }
        Event::SecretCounterSet { who, name, value } => {
            if let Some(c) = state.combatant_mut(*who) {
                fold_pools::counter(&mut c.pools, name, *value, true);
            }
        }
        Event::MonitorMarked { who, track, boxes }
        | Event::MonitorHealed { who, track, boxes }
        | Event::MonitorResized { who, track, boxes } => {
            if let Some(c) = state.combatant_mut(*who) {
                fold_pools::monitor(&mut c.damage, track, *boxes, event);
            }
        }
        Event::PendingSet { who, action } => {
            if let Some(c) = state.combatant_mut(*who) {
                c.pending.clone_from(action);
            }
        }
        Event::FightEnded => {
            state.step = Step::Ended;
            state.current = None;
            for e in &mut state.ladder.entries {
                if e.status == EntryStatus::Acting {
                    e.status = EntryStatus::Acted;
                }
            }
        }
        // History events change which batches count; the timeline refolds for them.
        Event::CommandUndone { .. }
        | Event::CommandRedone { .. }
        | Event::RedoDropped { .. }
        | Event::RecordsSetAside { .. } => {}
        // Which dice came from the table: for the transcript only.
        Event::TableDice { .. } => {}
    }
}
