//! Sheet values every system shares: `add … key=value` and `set`, written through the
//! system's own keys.

use crate::engine::{Assign, AssignValue, Event, RuleError};
use crate::model::{Combatant, CombatantId, Encounter, Skill};
use crate::rules::RuleSystem;

/// Writes one `key=value` on a combatant's sheet, through the system's own keys.
pub(super) fn write_assign(
    system: &dyn RuleSystem,
    combatant: &mut Combatant,
    assign: &Assign,
) -> Result<(), RuleError> {
    let key = system.canonical_stat(&assign.key);
    match assign.value {
        AssignValue::Number { value } => {
            combatant.stats.insert(key, value);
        }
        AssignValue::Skill { base, mastery } => {
            combatant.skills.insert(
                key,
                Skill {
                    base,
                    mastery,
                    reserved: false,
                },
            );
        }
        AssignValue::Reserved { base } => {
            combatant.skills.insert(
                key,
                Skill {
                    base,
                    mastery: 0,
                    reserved: true,
                },
            );
        }
        AssignValue::Remove => {
            let had =
                combatant.stats.remove(&key).is_some() | combatant.skills.remove(&key).is_some();
            if !had {
                return Err(RuleError::unknown_skill(combatant, &key));
            }
        }
    }
    Ok(())
}

/// `set`: one event per stat or skill that changes; refused when nothing would.
pub(super) fn set(
    system: &dyn RuleSystem,
    state: &Encounter,
    id: CombatantId,
    assigns: &[Assign],
) -> Result<Vec<Event>, RuleError> {
    let Some(before) = state.combatant(id) else {
        return Err(RuleError::UnknownCombatant(format!("#{}", id.0)));
    };
    let mut after = before.clone();
    for assign in assigns {
        write_assign(system, &mut after, assign)?;
    }
    let mut events = Vec::new();
    for (stat, value) in &after.stats {
        if before.stats.get(stat) != Some(value) {
            events.push(Event::StatSet {
                who: id,
                stat: stat.clone(),
                value: Some(*value),
            });
        }
    }
    for stat in before
        .stats
        .keys()
        .filter(|s| !after.stats.contains_key(*s))
    {
        events.push(Event::StatSet {
            who: id,
            stat: stat.clone(),
            value: None,
        });
    }
    for (skill, value) in &after.skills {
        if before.skills.get(skill) != Some(value) {
            events.push(Event::SkillSet {
                who: id,
                skill: skill.clone(),
                value: Some(*value),
            });
        }
    }
    for skill in before
        .skills
        .keys()
        .filter(|s| !after.skills.contains_key(*s))
    {
        events.push(Event::SkillSet {
            who: id,
            skill: skill.clone(),
            value: None,
        });
    }
    if events.is_empty() {
        return Err(RuleError::Invalid(crate::t!(
            "rule-same-values",
            name = &before.name
        )));
    }
    Ok(events)
}
