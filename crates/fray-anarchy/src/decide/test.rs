//! `test`: a dice-pool test (ANA-01 to ANA-04): the wound modifier taken off the pool
//! (ANA-21), a Chance point spent before the roll, every die in the fact.

use crate::engine::{Dice, Event, RuleError};
use crate::model::{Combatant, CombatantId, Encounter};
use crate::rules::names::resolve;

use super::super::command::{Against, Extras};
use super::super::fact::AnarchyFact;
use super::super::options;
use super::super::points;
use super::super::pool::{PoolRoll, PoolSpec};
use super::super::rolls::POOL;
use super::points::{TAKE_A_RISK, WELL_DISPOSED};
use super::sheet::{self, CHANCE};

/// What the GM asked for.
#[derive(Debug, Clone, Copy)]
pub struct Asked {
    /// The pool as entered.
    pub dice: u8,
    /// What the successes face.
    pub against: Option<Against>,
    /// A glitch die added.
    pub glitch: bool,
    /// Complication dice imposed.
    pub complications: u8,
    /// A Chance point spent before the roll.
    pub chance: bool,
}

/// Whom and with what a test or damage is aimed (`at`/`by`, `with`): named for the
/// transcript and the damage form that follows a hit.
#[derive(Debug, Clone, Copy, Default)]
pub struct Aim<'a> {
    /// The other combatant named (the target of a test, the attacker of damage).
    pub target: Option<&'a str>,
    /// The weapon's key.
    pub weapon: Option<&'a str>,
}

impl Aim<'_> {
    /// The other combatant's id (an unknown name refused) and the weapon, trimmed.
    pub fn resolved(
        &self,
        state: &Encounter,
    ) -> Result<(Option<CombatantId>, Option<String>), RuleError> {
        let other = self.target.map(|t| resolve(state, t)).transpose()?;
        let weapon = self
            .weapon
            .map(str::trim)
            .filter(|w| !w.is_empty())
            .map(str::to_string);
        Ok((other, weapon))
    }
}

/// Decides a test.
pub fn test(
    state: &Encounter,
    who: &str,
    asked: Asked,
    aim: &Aim,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let Some(c) = state.combatant(id) else {
        return Err(RuleError::UnknownCombatant(who.to_string()));
    };
    let (target, weapon) = aim.resolved(state)?;
    let mut events = Vec::new();
    if asked.chance {
        let left = points::spend_chance(c.counter(CHANCE))?;
        events.push(Event::CounterSet {
            who: id,
            name: CHANCE.into(),
            value: left,
        });
    }
    let ready = prepare(state, c, asked.dice);
    dice.for_whom(&c.name);
    dice.pool_terms(POOL, &ready.terms(asked.dice));
    events.extend(ready.events);
    let (wounds, bought) = (ready.wounds, ready.bought);
    let spec = PoolSpec {
        dice: ready.dice,
        glitch: asked.glitch || ready.glitch,
        complications: asked.complications,
        chance: asked.chance,
    };
    let mut roll = spec.roll(dice);
    if asked.chance && roll.glitch.is_some() && !options::chance_glitch(state) {
        roll.glitch_hit = Some(super::super::pool::HIT);
    }
    events.push(
        AnarchyFact::AnaTest {
            who: id,
            roll,
            against: asked.against,
            wounds,
            bought,
            target,
            weapon,
        }
        .event(),
    );
    Ok(events)
}

/// A character's pool made ready for a test: the dice and the glitch die bought before it
/// (Well disposed, Take a risk: ANA-05), used up by `events`, and the wound modifier taken
/// off (ANA-21).
#[derive(Debug, Clone, Default)]
pub struct Prepared {
    /// The counters the bought dice used up, set back to 0.
    pub events: Vec<Event>,
    /// The dice to roll.
    pub dice: u8,
    /// A glitch die bought (Take a risk).
    pub glitch: bool,
    /// The dice the wounds took off.
    pub wounds: u8,
    /// The dice Well disposed added (ANA-05).
    pub bought: u8,
}

impl Prepared {
    /// The pool's terms for a request of table dice: the dice `asked`, Well disposed's
    /// bonus dice, the wound dice taken off.
    pub fn terms(&self, asked: u8) -> Vec<(String, i64)> {
        vec![
            (crate::t!("ana-pool-asked"), i64::from(asked)),
            (crate::t!("ana-spend-well-disposed"), i64::from(self.bought)),
            (crate::t!("ana-pool-wounds"), -i64::from(self.wounds)),
        ]
    }
}

/// Makes `asked` dice ready for a test by `c` (any test: dice pool, magic, Matrix).
pub fn prepare(state: &Encounter, c: &Combatant, asked: u8) -> Prepared {
    let bought = u8::try_from(c.counter(WELL_DISPOSED).max(0)).unwrap_or(u8::MAX);
    let glitch = c.counter(TAKE_A_RISK) > 0;
    let mut events = Vec::new();
    for (name, on) in [(WELL_DISPOSED, bought > 0), (TAKE_A_RISK, glitch)] {
        if on {
            events.push(Event::CounterSet {
                who: c.id,
                name: name.into(),
                value: 0,
            });
        }
    }
    let dice = asked.saturating_add(bought);
    let wounds = sheet::wound_dice(state, c).min(dice);
    Prepared {
        events,
        dice: dice - wounds,
        glitch,
        wounds,
        bought,
    }
}

/// Decides `reroll`: a Chance point spent on the result and every die of the test rolled
/// again, glitch and complication dice included (ANA-04, ANA-OP-03).
pub fn reroll(
    state: &Encounter,
    who: &str,
    asked: Asked,
    aim: &Aim,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = resolve(state, who)?;
    let Some(c) = state.combatant(id) else {
        return Err(RuleError::UnknownCombatant(who.to_string()));
    };
    let (target, weapon) = aim.resolved(state)?;
    let left = points::spend_chance(c.counter(CHANCE))?;
    let wounds = sheet::wound_dice(state, c).min(asked.dice);
    dice.for_whom(&c.name);
    dice.pool_terms(
        POOL,
        &Prepared {
            wounds,
            ..Prepared::default()
        }
        .terms(asked.dice),
    );
    let mut roll = PoolSpec {
        dice: asked.dice - wounds,
        glitch: asked.glitch,
        complications: asked.complications,
        chance: asked.chance,
    }
    .roll(dice);
    if asked.chance && roll.glitch.is_some() && !options::chance_glitch(state) {
        roll.glitch_hit = Some(super::super::pool::HIT);
    }
    Ok(vec![
        Event::CounterSet {
            who: id,
            name: CHANCE.into(),
            value: left,
        },
        AnarchyFact::AnaReroll {
            who: id,
            roll,
            against: asked.against,
            target,
            weapon,
        }
        .event(),
    ])
}

/// The Chance point the word `chance` spends before a roll (ANA-04): its event, or a
/// refusal when `c` has none left; nothing when the word was not given.
pub fn chance_before(c: &Combatant, chance: bool) -> Result<Vec<Event>, RuleError> {
    if !chance {
        return Ok(Vec::new());
    }
    let left = points::spend_chance(c.counter(CHANCE))?;
    Ok(vec![Event::CounterSet {
        who: c.id,
        name: CHANCE.into(),
        value: left,
    }])
}

/// Rolls a pool made ready with what the GM added (a glitch die bought or typed,
/// complication dice, Chance before the roll: ANA-02 to ANA-04): every die from its slot,
/// the glitch die's hit face per option `chance-glitch` (ANA-OP-03).
pub fn roll_ready(
    state: &Encounter,
    ready: &Prepared,
    extras: Extras,
    dice: &mut dyn Dice,
) -> PoolRoll {
    let mut roll = PoolSpec {
        dice: ready.dice,
        glitch: extras.glitch || ready.glitch,
        complications: extras.complications,
        chance: extras.chance,
    }
    .roll(dice);
    if extras.chance && roll.glitch.is_some() && !options::chance_glitch(state) {
        roll.glitch_hit = Some(super::super::pool::HIT);
    }
    roll
}
