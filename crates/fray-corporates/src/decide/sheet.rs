//! What a roll takes from the sheet (stats are dice, skills flat levels, COR-OP-21): the
//! reaction roll's pool (COR-03) and the pool an action names with `with KEY`.

use crate::engine::RuleError;
use crate::model::{Combatant, Encounter};

use super::super::command::Ask;
use super::super::conditions::OUT;
use super::super::rolls::Part;
use super::super::text::refuse;

/// The stat holding the reaction roll's dice (COR-03).
pub const REACTION: &str = "reaction";
/// The skill added to the reaction roll.
pub const VIGILANCE: &str = "vigilance";
/// The reaction roll's dice when the sheet gives none.
pub const REACTION_DICE: u32 = 2;
/// The most dice a roll takes (a guard against a runaway sheet value).
pub const MAX_DICE: u32 = 60;

/// The reaction roll's dice and bonus: stat `reaction` d6 (2 when absent) plus the level
/// of skill `vigilance`; `dice` and `bonus` given replace the dice and add to the bonus.
pub fn reaction_pool(c: &Combatant, dice: Option<u32>, bonus: i32) -> (u32, i32) {
    let from_sheet = c
        .stats
        .get(REACTION)
        .map_or(REACTION_DICE, |&n| u32::try_from(n.max(0)).unwrap_or(0));
    let skill = c
        .skills
        .get(VIGILANCE)
        .map_or(0, crate::model::Skill::total);
    (
        dice.unwrap_or(from_sheet).min(MAX_DICE),
        skill.saturating_add(bonus),
    )
}

/// An action's dice and bonus (COR-OP-21): each `with` key a stat (its dice) or a skill
/// (its level), plus `dice N` and `bonus N`; refused for a key the sheet lacks. `None`
/// when the action names no dice at all (it does not roll).
pub fn action_pool(c: &Combatant, ask: &Ask) -> Result<Option<(u32, i32)>, RuleError> {
    if ask.with.is_empty() && ask.dice.is_none() {
        return Ok(None);
    }
    let mut dice = ask.dice.unwrap_or(0);
    let mut bonus = ask.bonus;
    for key in &ask.with {
        let key = super::super::canonical(key);
        if let Some(&n) = c.stats.get(&key) {
            dice = dice.saturating_add(u32::try_from(n.max(0)).unwrap_or(0));
        } else if let Some(s) = c.skills.get(&key) {
            bonus = bonus.saturating_add(s.total());
        } else {
            return Err(refuse(
                "cor-refuse-no-key",
                &[
                    ("who", c.name.as_str().into()),
                    ("key", key.as_str().into()),
                ],
            ));
        }
    }
    Ok(Some((dice.min(MAX_DICE), bonus)))
}

/// The bonus of [`action_pool`] term by term: the bonus typed, then each skill named
/// with `with` (a stat adds dice, not a term).
pub fn action_parts(c: &Combatant, ask: &Ask) -> Vec<Part> {
    let mut parts = vec![Part::new("given", ask.bonus)];
    for key in &ask.with {
        let key = super::super::canonical(key);
        if c.stats.contains_key(&key) {
            continue;
        }
        if let Some(s) = c.skills.get(&key) {
            parts.push(Part::skill(&key, s.total()));
        }
    }
    parts
}

/// A reaction roll's bonus term by term: the Vigilance level, then a bonus typed.
pub fn reaction_parts(c: &Combatant, bonus: i32) -> Vec<Part> {
    let skill = c
        .skills
        .get(VIGILANCE)
        .map_or(0, crate::model::Skill::total);
    vec![Part::skill(VIGILANCE, skill), Part::new("given", bonus)]
}

/// Whether `c` is out of the fight (dead, unconscious, incapacitated): no reaction roll,
/// no announcement (COR-41, COR-43).
pub fn out(c: &Combatant) -> bool {
    c.conditions.iter().any(|k| OUT.contains(&k.name.as_str()))
}

/// The combatants still in the fight, in roster order.
pub fn alive(state: &Encounter) -> impl Iterator<Item = &Combatant> {
    state.combatants.iter().filter(|c| !out(c))
}

/// Adds, after a shared command's events, the confidence points of every combatant it
/// brings in with a sheet `confidence`: a character starts the fight with all of them
/// (COR-OP-21), so the first spend does not need a `confidence WHO` first. A campaign's
/// party joining a fight comes with the points it has left (none left is no counter): only
/// a rest gives them back (COR-OP-28), so a party's arrival fills nothing.
pub fn full_confidence(mut events: Vec<crate::engine::Event>) -> Vec<crate::engine::Event> {
    use super::super::conditions::CONFIDENCE;
    use crate::engine::Event;
    if events
        .iter()
        .any(|e| matches!(e, Event::PartyJoined { .. }))
    {
        return events;
    }
    let fills: Vec<Event> = events
        .iter()
        .filter_map(|e| match e {
            Event::CombatantAdded { combatant } => {
                let max = combatant.stat(CONFIDENCE);
                let set = combatant.pools.iter().any(|p| p.name() == CONFIDENCE);
                (max > 0 && !set).then(|| Event::CounterSet {
                    who: combatant.id,
                    name: CONFIDENCE.into(),
                    value: max,
                })
            }
            _ => None,
        })
        .collect();
    events.extend(fills);
    events
}
