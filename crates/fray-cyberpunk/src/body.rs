//! The body track (CPI-18, tracker default): 10 wound levels of 4 points, their effects on
//! REF, INT and COOL, the stun/shock save and the death save; current CON (CPI-12).

use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::{Combatant, Condition, DamageTrack, Encounter, Expiry, Monitor};

use super::command::SaveKind;
use super::fact::CyberFact;
use super::{options, rolls, text};

/// The monitor's name.
pub const TRACK: &str = "body";
/// Wound levels on the track.
pub const LEVELS: i32 = 10;
/// Condition: stunned by a failed stun save.
pub const STUNNED: &str = "stunned";
/// Condition: a death save is due (value: the mortal level).
pub const DEATH_SAVE: &str = "death-save";
/// Condition: dead.
pub const DEAD: &str = "dead";
/// Condition: CON lowered by sickness, drugs or wounds (value: the loss; CPI-12).
pub const CON_LOSS: &str = "con-loss";

/// A fresh track of `boxes` points.
pub fn new_track(boxes: u16) -> DamageTrack {
    DamageTrack::Monitors {
        tracks: vec![Monitor::new(TRACK, boxes)],
    }
}

/// The track's size under the options.
pub fn track_size(state: &Encounter) -> u16 {
    u16::try_from(options::level_boxes(state) * LEVELS).unwrap_or(40)
}

/// Damage points taken (overflow included).
pub fn points(c: &Combatant) -> i32 {
    match &c.damage {
        DamageTrack::Monitors { tracks } => tracks
            .iter()
            .find(|m| m.name == TRACK)
            .map_or(0, |m| i32::from(m.filled) + i32::from(m.overflow)),
        DamageTrack::Locator(_) => 0,
    }
}

/// The wound level for a number of points: 0 unhurt, 1 Light, 2 Serious, 3 Critical,
/// 4 to 10 Mortal 0 to 6, 11 past the track.
pub fn level_of(state: &Encounter, points: i32) -> i32 {
    let per = options::level_boxes(state);
    ((points + per - 1) / per).clamp(0, LEVELS + 1)
}

/// The combatant's wound level.
pub fn level(state: &Encounter, c: &Combatant) -> i32 {
    level_of(state, points(c))
}

/// The mortal level (0 to 6), if at one.
pub fn mortal(level: i32) -> Option<i32> {
    (4..=LEVELS).contains(&level).then_some(level - 4)
}

/// The stun/shock save modifier of a level: 0 Light, −1 Serious, −2 Critical, −3 … −9.
pub fn stun_modifier(level: i32) -> i32 {
    -(level - 1).clamp(0, 9)
}

/// A stat as the wounds leave it (CPI-18): REF −2 at Serious; REF, INT, COOL halved
/// at Critical and divided by 3 at Mortal (rounded up); CON lowered by `con-loss`.
pub fn effective(state: &Encounter, c: &Combatant, stat: &str) -> i32 {
    let base = c.stat(stat);
    if stat == "con" {
        return current_con(c);
    }
    if state.option_is("wound-effects", "off") || !matches!(stat, "ref" | "int" | "cool") {
        return base;
    }
    match level(state, c) {
        2 if stat == "ref" => base - 2,
        3 => (base + 1).div_euclid(2),
        l if l >= 4 => (base + 2).div_euclid(3),
        _ => base,
    }
}

/// Current CON: the sheet's less any `con-loss` (CPI-12).
pub fn current_con(c: &Combatant) -> i32 {
    let loss = c
        .conditions
        .iter()
        .find(|k| k.name == CON_LOSS)
        .and_then(|k| k.value)
        .unwrap_or(0);
    c.stat("con") - loss
}

/// `damage WHO N|DICE`: the points on the track (the damage dice rolled first, when
/// given), then the stun save (option `stun-save`), a death save due at a mortal level,
/// death past the track (CPI-18).
pub fn damage(
    state: &Encounter,
    who: &str,
    points_taken: u16,
    rolled: Option<&str>,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = crate::rules::names::resolve(state, who)?;
    let mut batch = Batch::new(state);
    let points_taken = match rolled {
        Some(text) => {
            if let Some(c) = state.combatant(id) {
                dice.for_whom(&c.name);
            }
            roll_damage(&mut batch, text, dice)?
        }
        None => points_taken,
    };
    batch.push(Event::MonitorMarked {
        who: id,
        track: TRACK.into(),
        boxes: points_taken,
    });
    let Some(c) = batch.state().combatant(id).cloned() else {
        return Ok(batch.into_events());
    };
    let lvl = level(batch.state(), &c);
    if lvl > LEVELS {
        add(&mut batch, id, DEAD, None);
        return Ok(batch.into_events());
    }
    if let Some(m) = mortal(lvl) {
        add(&mut batch, id, DEATH_SAVE, Some(m));
    }
    if !state.option_is("stun-save", "manual") && points_taken > 0 {
        roll_save(&mut batch, &c, SaveKind::Stun, dice);
    }
    Ok(batch.into_events())
}

/// Throws the damage dice (`2d6+3`, or the table's `2d6+3:4,5`) into the log with a
/// [`Event::DiceRolled`]: the points they deal, at most the track's 999.
fn roll_damage(batch: &mut Batch, text: &str, dice: &mut dyn Dice) -> Result<u16, RuleError> {
    let given = crate::engine::notation::parse_given(text)
        .map_err(|e| RuleError::Invalid(e.to_string()))?;
    let mut roll = given.roll_for(dice, super::rolls::DAMAGE);
    roll.purpose = Some(super::rolls::DAMAGE.to_string());
    let total = roll.total.clamp(0, 999);
    batch.push(Event::DiceRolled { roll });
    Ok(u16::try_from(total).unwrap_or(0))
}

/// `heal WHO N`.
pub fn heal(state: &Encounter, who: &str, points_healed: u16) -> Result<Vec<Event>, RuleError> {
    let id = crate::rules::names::resolve(state, who)?;
    Ok(vec![Event::MonitorHealed {
        who: id,
        track: TRACK.into(),
        boxes: points_healed,
    }])
}

/// `save WHO stun|death` (CPI-18).
pub fn save(
    state: &Encounter,
    who: &str,
    kind: SaveKind,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = crate::rules::names::resolve(state, who)?;
    let Some(c) = state.combatant(id) else {
        return Err(RuleError::UnknownCombatant(who.into()));
    };
    if c.has_condition(DEAD) {
        return Err(text::invalid(crate::t!(
            "cpi-refuse-dead",
            who = c.name.as_str()
        )));
    }
    if kind == SaveKind::Death && mortal(level(state, c)).is_none() {
        return Err(text::invalid(crate::t!(
            "cpi-refuse-not-mortal",
            who = c.name.as_str()
        )));
    }
    let mut batch = Batch::new(state);
    roll_save(&mut batch, c, kind, dice);
    Ok(batch.into_events())
}

fn roll_save(batch: &mut Batch, c: &Combatant, kind: SaveKind, dice: &mut dyn Dice) {
    let lvl = level(batch.state(), c);
    let con = current_con(c);
    let target = match kind {
        SaveKind::Stun => con + stun_modifier(lvl),
        SaveKind::Death => con - mortal(lvl).unwrap_or(0),
    };
    let die = rolls::d10(dice, rolls::SAVE);
    batch.push(
        CyberFact::CpiSave {
            who: c.id,
            kind,
            die,
            target,
        }
        .event(),
    );
    let failed = die > target;
    match kind {
        SaveKind::Stun if failed => add(batch, c.id, STUNNED, None),
        SaveKind::Stun => end(batch, c, STUNNED),
        SaveKind::Death => {
            end(batch, c, DEATH_SAVE);
            if failed {
                add(batch, c.id, DEAD, None);
            }
        }
    }
}

fn add(batch: &mut Batch, who: crate::model::CombatantId, name: &str, value: Option<i32>) {
    batch.push(Event::ConditionAdded {
        who,
        condition: Condition {
            target: None,
            name: name.into(),
            value,
            expiry: Expiry::Manual,
        },
    });
}

fn end(batch: &mut Batch, c: &Combatant, name: &str) {
    if c.has_condition(name) {
        batch.push(Event::ConditionEnded {
            who: c.id,
            target: None,
            name: name.into(),
            reason: crate::engine::EndReason::Removed,
        });
    }
}

/// At a round's start: a death save due for everyone alive at a mortal level (CPI-18).
pub fn round_start(batch: &mut Batch) {
    let due: Vec<(crate::model::CombatantId, i32)> = batch
        .state()
        .combatants
        .iter()
        .filter(|c| !c.has_condition(DEAD))
        .filter_map(|c| mortal(level(batch.state(), c)).map(|m| (c.id, m)))
        .collect();
    for (who, m) in due {
        add(batch, who, DEATH_SAVE, Some(m));
    }
}
