//! `initiative WHO [anarchy N]`: 2D6 + max(Agility, Logic) + 1D6 per Anarchy point spent,
//! the bonus dice kept for the Scene (ANA-09, ANA-OP-04). The score is the character's
//! lasting initiative; the 2D6 come first in its dice, the Scene's bonus dice after.

use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::{Combatant, CombatantId, Encounter, Initiative};
use crate::rules::names::resolve;

use super::super::fact::AnarchyFact;
use super::super::initiative::Score;
use super::super::options;
use super::super::rolls::{self, BONUS};
use super::sheet::stat;

/// The Scene's bonus dice `c` holds, when the options keep them (ANA-OP-04).
pub fn kept_bonus(state: &Encounter, c: &Combatant) -> Vec<u8> {
    if !options::keep_bonus_dice(state) {
        return Vec::new();
    }
    c.initiative
        .as_ref()
        .map(|i| {
            i.dice
                .iter()
                .skip(2)
                .filter_map(|d| u8::try_from(*d).ok())
                .collect()
        })
        .unwrap_or_default()
}

/// Rolls `who`'s score with `extra` new bonus dice (their points already spent): the
/// fact and the lasting score.
pub fn roll(state: &Encounter, who: CombatantId, extra: u8, dice: &mut dyn Dice) -> Vec<Event> {
    let Some(c) = state.combatant(who) else {
        return Vec::new();
    };
    let kept = kept_bonus(state, c);
    dice.for_whom(&c.name);
    let mut score = Score::roll(c.stat(stat::AGI), c.stat(stat::LOG), 0, Some(&[]), dice);
    score.bonus = kept;
    score.bonus.extend(rolls::d6s(dice, BONUS, extra));
    let total = score.total();
    let initiative = Initiative {
        score: total,
        dice: score
            .dice
            .iter()
            .chain(score.bonus.iter())
            .map(|d| i32::from(*d))
            .collect(),
        bonus: score.attribute,
        round: state.round,
    };
    // A group's members share the score (ANA-10).
    let others: Vec<Event> = super::group::members(state, who)
        .into_iter()
        .filter(|m| *m != who)
        .map(|m| Event::InitiativeSet {
            who: m,
            initiative: Some(initiative.clone()),
        })
        .collect();
    let mut events = vec![
        AnarchyFact::AnaInitiative {
            who,
            score: score.clone(),
            total,
        }
        .event(),
        Event::InitiativeSet {
            who,
            initiative: Some(initiative),
        },
    ];
    events.extend(others);
    events
}

/// Decides `initiative`: Anarchy points spent on bonus dice first (ANA-05), then the roll.
pub fn initiative(
    state: &Encounter,
    who: &str,
    anarchy: u8,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    // The roll sees the points spent: a batch's state, not a clone of the whole encounter.
    let mut batch = Batch::new(state);
    batch.extend(super::spend::for_initiative(state, id, anarchy)?);
    let rolled = roll(batch.state(), id, anarchy, dice);
    let mut events = batch.into_events();
    events.extend(rolled);
    Ok(events)
}
