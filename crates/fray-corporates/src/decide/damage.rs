//! `hurt` and `heal`: damage against soak, the levels split on the Wound and Fatigue
//! counters, the maximum (COR-39, COR-40, COR-43, COR-OP-17, COR-OP-19), then critical
//! damage and cyberware (`damage_effects`, `damage_cyber`).

use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::{CombatantId, Encounter, Expiry};

use super::super::command::melee::{DamageKind, Roll, Track};
use super::super::damage::{Split, levels_lost, margin_dice, split};
use super::super::damage_dice::{DiceFrom, DiceSource, sources};
use super::super::fact::CorporatesFact;
use super::super::fact_melee::MeleeFact;
use super::super::options;
use super::super::rolls::{DAMAGE, Part, SOAK, roll, sum};
use super::super::text::refuse;
use super::act_melee::{add, counter, end, end_all, fact, melee, set_counter, stat_or, who};

/// Soak dice when the sheet has no `soak` (a tracker default, as for the reaction roll).
pub const SOAK_DICE: i32 = 2;

/// The conditions a wound lasts with until the Wound counter is back to their value
/// (COR-41: 9, 11, 12, 15, 16).
pub const UNTIL_RECOVERED: [&str; 5] = [
    "leg-wound",
    "arm-unusable",
    "leg-unusable",
    "hand-unusable",
    "foot-unusable",
];

/// One hit to resolve (COR-39).
#[derive(Debug, Clone)]
pub struct Hit {
    /// Who is hit.
    pub who: CombatantId,
    /// Who dealt it.
    pub by: Option<CombatantId>,
    /// The weapon's key.
    pub gear: Option<String>,
    /// What hit.
    pub kind: DamageKind,
    /// Damage dice, margin dice included.
    pub pool: u32,
    /// Flat damage bonus.
    pub bonus: i32,
    /// What the flat bonus is made of, by name (`weapon-damage`, `given`, the blow's
    /// `strike` bonus, a bull rush's `charge`);
    /// empty when it is not told apart (shown as the weapon's bonus).
    pub bonus_terms: Vec<Part>,
    /// Protection added to the soak (cover).
    pub protection: i32,
    /// Levels taken off before applying (a bull rush's 1, COR-38).
    pub reduce: u32,
    /// Where the damage dice come from, adding up to `pool`.
    pub dice_from: Vec<DiceSource>,
}

/// The words of `hurt`.
#[derive(Debug, Clone, Copy)]
pub struct Asked<'a> {
    /// Who is hit.
    pub who: &'a str,
    /// Who dealt it.
    pub by: Option<&'a str>,
    /// The weapon's key.
    pub with: Option<&'a str>,
    /// What hit.
    pub kind: Option<DamageKind>,
    /// The roll's own numbers.
    pub roll: Roll,
    /// The attack's margin.
    pub margin: i32,
    /// Cover protection.
    pub protection: i32,
}

/// Decides `hurt` (COR-39 to COR-43).
pub fn hurt(
    state: &Encounter,
    asked: Asked<'_>,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let victim = who(state, asked.who)?;
    let by = asked.by.map(|name| who(state, name)).transpose()?;
    let gear = match (asked.with, by) {
        (None, _) => None,
        (Some(key), None) => {
            return Err(refuse(
                "cor-melee-refuse-with-needs-by",
                &[("weapon", key.into())],
            ));
        }
        (Some(key), Some(by)) => Some(weapon(state, by, key)?),
    };
    let kind = asked
        .kind
        .or_else(|| gear.and_then(kind_of))
        .ok_or_else(|| refuse("cor-melee-refuse-kind", &[]))?;
    let strength = match by {
        Some(by) if kind.strength() => stat_or(state, by, "strength", 0),
        _ => 0,
    };
    let weapon_dice = gear
        .and_then(|g| g.value("damage"))
        .map_or(0, |d| u32::try_from(d.max(0)).unwrap_or(0));
    let base = asked.roll.dice.map_or(strength + weapon_dice, u32::from);
    let mut batch = Batch::new(state);
    let (mut margin, mut bonus, mut extra) = (asked.margin, asked.roll.bonus, 0);
    if let Some(by) = by {
        let on_victim = |name| condition_on(state, victim, name, by);
        let on_attacker = |name| condition_on(state, by, name, victim);
        if let Some(struck) = on_victim("struck") {
            if margin == 0 {
                margin = struck;
            }
            end(&mut batch, victim, "struck", Some(by));
        }
        if let Some(flat) = on_attacker("strike-bonus") {
            bonus += flat;
            end(&mut batch, by, "strike-bonus", Some(victim));
        }
        end(&mut batch, by, "strike-attack", Some(victim));
        if let Some(n) = on_attacker("strike-dice") {
            extra = u32::try_from(n.max(0)).unwrap_or(0);
            end(&mut batch, by, "strike-dice", Some(victim));
        }
    }
    deal(
        &mut batch,
        dice,
        &Hit {
            who: victim,
            by,
            gear: gear.map(|g| g.key.clone()),
            kind,
            pool: base + extra + margin_dice(margin),
            bonus: gear.and_then(|g| g.value("damage-bonus")).unwrap_or(0) + bonus,
            bonus_terms: vec![
                Part::new(
                    "weapon-damage",
                    gear.and_then(|g| g.value("damage-bonus")).unwrap_or(0),
                ),
                Part::new("given", asked.roll.bonus),
                Part::new("strike", bonus.saturating_sub(asked.roll.bonus)),
            ],
            protection: asked.protection,
            reduce: 0,
            dice_from: sources(&match asked.roll.dice {
                Some(typed) => vec![
                    (DiceFrom::Typed, u32::from(typed)),
                    (DiceFrom::Charge, extra),
                    (DiceFrom::Margin, margin_dice(margin)),
                ],
                None => vec![
                    (DiceFrom::Strength, strength),
                    (DiceFrom::Weapon, weapon_dice),
                    (DiceFrom::Charge, extra),
                    (DiceFrom::Margin, margin_dice(margin)),
                ],
            }),
        },
    );
    Ok(batch.into_events())
}

/// What a weapon is (COR-40): its word `kind`; without one, a firearm when it has range
/// bands or rounds, a melee weapon when it has an attack or defense value.
pub fn kind_of(gear: &crate::model::Gear) -> Option<DamageKind> {
    if let Some(word) = gear.word("kind") {
        return DamageKind::from_word(word);
    }
    let has = |names: &[&str]| names.iter().any(|n| gear.value(n).is_some());
    if has(&["short", "medium", "long", "extreme", "rounds"]) {
        Some(DamageKind::Firearm)
    } else if has(&["attack", "defense"]) {
        Some(DamageKind::Melee)
    } else {
        None
    }
}

/// The value of `name` on `who` held against `target`, if any.
pub fn condition_on(
    state: &Encounter,
    who: CombatantId,
    name: &str,
    target: CombatantId,
) -> Option<i32> {
    state.combatant(who).and_then(|c| {
        c.conditions
            .iter()
            .find(|k| k.is(name, Some(target)))
            .map(|k| k.value.unwrap_or(0))
    })
}

/// A combatant's weapon by key, or a refusal.
pub fn weapon<'a>(
    state: &'a Encounter,
    owner: CombatantId,
    key: &str,
) -> Result<&'a crate::model::Gear, RuleError> {
    let c = state
        .combatant(owner)
        .ok_or_else(|| RuleError::UnknownCombatant(key.into()))?;
    c.gear(&key.to_lowercase()).ok_or_else(|| {
        refuse(
            "cor-melee-refuse-no-weapon",
            &[("who", c.name.as_str().into()), ("weapon", key.into())],
        )
    })
}

/// The protection a combatant wears: every piece of gear's `protection` that is not
/// destroyed (armour, cyberware; COR-39, COR-42).
pub fn armour(state: &Encounter, id: CombatantId) -> i32 {
    state.combatant(id).map_or(0, |c| {
        c.gear
            .iter()
            .filter(|g| g.word("status") != Some("destroyed"))
            .filter_map(|g| g.value("protection"))
            .sum()
    })
}

/// Rolls a hit's damage and soak, writes its fact and applies its levels, critical
/// damage and cyberware included; returns the levels received before any reduction.
pub fn deal(batch: &mut Batch, dice: &mut dyn Dice, hit: &Hit) -> u32 {
    let state = batch.state();
    // The damage and soak dice are the victim's (COR-39): the table's request names them.
    if let Some(c) = state.combatant(hit.who) {
        dice.for_whom(&c.name);
    }
    let mut damage = roll(dice, DAMAGE, hit.pool, hit.bonus, hit.kind.explodes());
    // The bonus by name, when its terms add up to it (COR-38: a charge's bonus is no
    // weapon's).
    let terms: Vec<Part> = hit
        .bonus_terms
        .iter()
        .filter(|p| p.value != 0)
        .cloned()
        .collect();
    if !terms.is_empty() && sum(&terms) == hit.bonus {
        damage.terms = terms;
    }
    let soak_dice = stat_or(state, hit.who, "soak", SOAK_DICE);
    let soak = roll(
        dice,
        SOAK,
        soak_dice,
        armour(state, hit.who) + hit.protection,
        false,
    );
    let received = levels_lost(damage.total, soak.total, options::level_step(state));
    let applied = received.saturating_sub(hit.reduce);
    let levels = split(hit.kind.weapon(), applied, options::odd_level_first(state));
    batch.push(fact(CorporatesFact::Hurt {
        who: hit.who,
        weapon: hit.kind.weapon(),
        damage,
        soak,
        split: levels,
        by: hit.by,
        gear: hit.gear.clone(),
        levels: received,
        dice_from: hit.dice_from.clone(),
    }));
    take(batch, hit.who, levels);
    super::damage_effects::critical(batch, dice, hit.who, levels);
    super::damage_cyber::cyber(batch, dice, hit.who, levels);
    received
}

/// Levels on the counters (COR-40, COR-43), the maximum's `incapacitated` (COR-OP-19), a
/// preparation spoilt by a wound (COR-35) and holds broken by 2 wound levels (COR-37).
pub fn take(batch: &mut Batch, who: CombatantId, levels: Split) {
    for (track, n) in [
        (Track::Wound, levels.wound),
        (Track::Fatigue, levels.fatigue),
    ] {
        if n > 0 {
            let now = counter(batch, who, track.word());
            set_counter(
                batch,
                who,
                track.word(),
                now + i32::try_from(n).unwrap_or(0),
            );
        }
    }
    incapacitated(batch, who);
    if levels.wound > 0 {
        end_all(batch, who, "preparing");
    }
    if levels.wound >= 2 {
        let held: Vec<CombatantId> = batch
            .state()
            .combatants
            .iter()
            .filter(|c| c.conditions.iter().any(|k| k.is("grappled", Some(who))))
            .map(|c| c.id)
            .collect();
        for id in held {
            end(batch, id, "grappled", Some(who));
            batch.push(melee(MeleeFact::Freed {
                held: id,
                holder: who,
            }));
        }
    }
}

/// After a shared command: a new `track-max` puts `incapacitated` on (or takes it off)
/// everyone it concerns at once (COR-OP-19).
pub fn after_option(
    state: &Encounter,
    command: &crate::engine::Command,
    events: Vec<Event>,
) -> Vec<Event> {
    if !matches!(command, crate::engine::Command::Option { key, .. } if key == "track-max") {
        return events;
    }
    let mut batch = Batch::new(state);
    batch.extend(events);
    let ids: Vec<CombatantId> = batch.state().combatants.iter().map(|c| c.id).collect();
    for id in ids {
        incapacitated(&mut batch, id);
    }
    batch.into_events()
}

/// Puts or takes off `incapacitated` by the maximum (COR-OP-19).
fn incapacitated(batch: &mut Batch, who: CombatantId) {
    let at_max = options::track_max(batch.state()).is_some_and(|max| {
        let max = i32::try_from(max).unwrap_or(i32::MAX);
        counter(batch, who, "wound") >= max || counter(batch, who, "fatigue") >= max
    });
    let has = batch
        .state()
        .combatant(who)
        .is_some_and(|c| c.has_condition("incapacitated"));
    if at_max && !has {
        add(batch, who, "incapacitated", None, None, Expiry::Manual);
    } else if !at_max && has {
        end_all(batch, who, "incapacitated");
    }
}

/// Decides `heal WHO wound|fatigue N` (COR-43): the counter lowered, never below 0; the
/// wounds that last until levels are recovered end when the counter is back (COR-41).
pub fn heal(
    state: &Encounter,
    name: &str,
    track: Track,
    levels: u8,
) -> Result<Vec<Event>, RuleError> {
    let id = who(state, name)?;
    let mut batch = Batch::new(state);
    let now = counter(&batch, id, track.word());
    if now <= 0 {
        let shown = state.combatant(id).map_or(name, |c| c.name.as_str());
        return Err(refuse(
            "cor-melee-refuse-nothing-to-heal",
            &[("who", shown.into()), ("track", track.word().into())],
        ));
    }
    let after = (now - i32::from(levels)).max(0);
    set_counter(&mut batch, id, track.word(), after);
    batch.push(melee(MeleeFact::Healed {
        who: id,
        track,
        levels: u32::try_from(now - after).unwrap_or(0),
        left: u32::try_from(after).unwrap_or(0),
    }));
    if track == Track::Wound {
        let ended: Vec<&str> = UNTIL_RECOVERED
            .into_iter()
            .filter(|name| {
                super::act_melee::condition(batch.state(), id, name).is_some_and(|v| after <= v)
            })
            .collect();
        for name in ended {
            end_all(&mut batch, id, name);
        }
    }
    incapacitated(&mut batch, id);
    Ok(batch.into_events())
}
