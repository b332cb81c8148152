//! `strike`: the defense score from the defender's state (COR-34, COR-OP-15), the attack
//! roll through the ledger, the segment's dodge replacing the defense when higher (COR-32,
//! COR-EX-17), engagement (COR-33), power strikes and acrobatic attacks (COR-35), charges
//! (COR-38, COR-OP-16, COR-OP-22). A blow that beats the defense leaves `struck` on the
//! defender (target: the attacker, value: the margin) and `strike-attack` on the attacker
//! (the attack's total) for `dodge` and `hurt` to read.

use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::{CombatantId, Encounter, Expiry};

use super::super::command::melee::{Roll, StrikeKind, Terms};
use super::super::fact::CorporatesFact;
use super::super::fact_melee::{Check, MeleeFact, Special};
use super::super::ledger::Kind;
use super::super::melee::{SPECIAL_DIFFICULTY, acrobatic_attack, lands, power_strike};
use super::super::options;
use super::super::rolls::{CHECK, Part, PoolRoll, roll, roll_parts};
use super::super::situations::Carried;
use super::act_melee::{
    action_roll, add, condition, end, end_all, fact, melee, skill, stat_or, turn_end, who,
};

pub use super::melee_defense::{
    charge_bonus, defense, dodge_fumbled, keep_bonus, situation, situation_of, situation_parts,
};

/// Attack dice when the sheet has no `agility` (a tracker default).
pub const AGILITY_DICE: i32 = 2;

/// An attack roll against a defender, with its fact; the margin when it beats the defense
/// (and the segment's dodge).
pub struct Attack {
    /// The roll.
    pub roll: PoolRoll,
    /// The margin when it lands.
    pub margin: Option<i32>,
}

/// Rolls an attack (a declared action) and writes its `Struck` fact (COR-34).
#[allow(clippy::too_many_arguments)]
pub fn attack(
    batch: &mut Batch,
    dice: &mut dyn Dice,
    attacker: CombatantId,
    defender: CombatantId,
    skill_name: &str,
    weapon_attack: i32,
    terms: Terms,
    asked: Roll,
    special: Option<Special>,
    bonus: i32,
    extra: (i32, bool, u32),
) -> Result<Attack, RuleError> {
    let state = batch.state();
    let (score, dodge) = defense(state, defender);
    let fumbled = dodge_fumbled(state, defender);
    let situation = situation(state, defender, terms) - extra.0;
    let pool = asked
        .dice
        .map_or_else(
            || stat_or(state, attacker, "agility", AGILITY_DICE),
            u32::from,
        )
        .saturating_sub(extra.2);
    let mut parts = vec![
        Part::skill(skill_name, skill(state, attacker, skill_name)),
        Part::new("weapon", weapon_attack),
    ];
    parts.extend(situation_parts(state, defender, terms));
    parts.push(Part::new("draw-use", -extra.0));
    parts.push(Part::new("given", asked.bonus));
    let rolled = action_roll(
        batch,
        dice,
        attacker,
        Kind::Declared,
        pool,
        parts,
        u32::from(asked.confidence),
        extra.1,
        special.map_or("strike", label),
    )?;
    let margin = lands(rolled.total, score, dodge.map(|d| (d, fumbled)));
    batch.push(fact(CorporatesFact::Struck {
        attacker,
        defender,
        attack: rolled.clone(),
        defense: score,
        dodge: dodge.map(|d| PoolRoll {
            dice: Vec::new(),
            bonus: d,
            total: d,
            terms: Vec::new(),
        }),
        margin,
        situation,
        special,
        bonus,
    }));
    let dodged_away = dodge.is_some_and(|d| d >= rolled.total);
    let engaged = batch
        .state()
        .combatant(defender)
        .is_some_and(|c| c.conditions.iter().any(|k| k.is("engaged", Some(attacker))));
    if !dodged_away && !engaged {
        add(
            batch,
            attacker,
            "engaged",
            None,
            Some(defender),
            Expiry::Manual,
        );
        add(
            batch,
            defender,
            "engaged",
            None,
            Some(attacker),
            Expiry::Manual,
        );
    }
    if margin.is_some() {
        end(batch, defender, "disengaging", None);
    }
    Ok(Attack {
        roll: rolled,
        margin,
    })
}

/// A special attack's word on its marker.
fn label(special: Special) -> &'static str {
    match special {
        Special::Power => "power strike",
        Special::Acrobatic => "acrobatic attack",
        Special::Trip => "trip",
        Special::Grapple => "grapple",
        Special::Rush => "bull rush",
    }
}

/// The words of `strike`.
#[derive(Debug, Clone, Copy)]
pub struct Asked<'a> {
    /// The attacker.
    pub attacker: &'a str,
    /// The defender.
    pub defender: &'a str,
    /// The weapon.
    pub with: Option<&'a str>,
    /// A special strike.
    pub special: Option<StrikeKind>,
    /// The situation.
    pub terms: Terms,
    /// Drawn and struck at once.
    pub draw: bool,
    /// The roll's own numbers.
    pub roll: Roll,
    /// Metres to the defender when an acrobatic attack is prepared (COR-35).
    pub distance: Option<u8>,
}

/// Decides `strike` (COR-31, COR-34, COR-35, COR-38).
pub fn strike(
    state: &Encounter,
    asked: Asked<'_>,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let a = who(state, asked.attacker)?;
    let d = who(state, asked.defender)?;
    let gear = asked
        .with
        .map(|key| super::damage::weapon(state, a, key))
        .transpose()?;
    let mut batch = Batch::new(state);
    let special = asked.special.map(|s| match s {
        StrikeKind::Power => Special::Power,
        StrikeKind::Acrobatic => Special::Acrobatic,
    });
    let prepared = condition(state, a, "preparing");
    let wanted = match asked.special {
        Some(StrikeKind::Power) => Some(1),
        Some(StrikeKind::Acrobatic) => Some(2),
        None => None,
    };
    if let (Some(value), Some(special)) = (wanted, special)
        && prepared != Some(value)
    {
        if special == Special::Acrobatic {
            super::melee_order::acrobatic_distance(state, a, d, asked.distance)?;
        }
        super::act_melee::act(&mut batch, dice, a, Kind::Declared, "preparing")?;
        add(
            &mut batch,
            a,
            "preparing",
            Some(value),
            Some(d),
            turn_end(state),
        );
        batch.push(melee(MeleeFact::Prepared { who: a, special }));
        return Ok(batch.into_events());
    }
    super::melee_order::longer_strikes_first(state, a, d, gear, asked.terms)?;
    let (charge_a, charge_d) = charge_bonus(state, asked.terms);
    let mut bonus = 0;
    if special == Some(Special::Acrobatic) {
        let level = skill(state, a, "acrobatics");
        let check = roll_parts(
            dice,
            CHECK,
            stat_or(state, a, "agility", AGILITY_DICE),
            vec![Part::skill("acrobatics", level)],
        );
        let success = options::reaches(state, check.total, SPECIAL_DIFFICULTY);
        batch.push(melee(MeleeFact::Checked {
            who: a,
            check: Check::Acrobatics,
            roll: check,
            difficulty: SPECIAL_DIFFICULTY,
        }));
        end_all(&mut batch, a, "preparing");
        let Some(extra) = acrobatic_attack(success, level) else {
            super::act_melee::act(&mut batch, dice, a, Kind::Declared, "acrobatic attack")?;
            add(&mut batch, a, "unbalanced", Some(1), None, turn_end(state));
            return Ok(batch.into_events());
        };
        bonus += extra;
    }
    let mut lost_die = 0;
    if special == Some(Special::Power) {
        let (lost, extra) = power_strike(skill(state, a, "combat"));
        bonus += extra;
        lost_die = lost;
        end_all(&mut batch, a, "preparing");
    }
    let pending = condition(state, a, "draw-use");
    let draw = if let Some(malus) = pending {
        end(&mut batch, a, "draw-use", None);
        malus
    } else if asked.draw {
        let g =
            gear.ok_or_else(|| super::super::text::refuse("cor-melee-refuse-draw-weapon", &[]))?;
        batch.push(melee(MeleeFact::Drew {
            who: a,
            gear: g.key.clone(),
            carried: carried(g),
            used: true,
        }));
        carried(g).map_or(0, Carried::draw_malus)
    } else {
        0
    };
    let hit = attack(
        &mut batch,
        dice,
        a,
        d,
        "combat",
        gear.and_then(|g| g.value("attack")).unwrap_or(0),
        asked.terms,
        asked.roll,
        special,
        bonus + charge_a,
        (draw, asked.draw || pending.is_some(), lost_die),
    )?;
    if let Some(margin) = hit.margin {
        let expiry = turn_end(state);
        add(&mut batch, d, "struck", Some(margin), Some(a), expiry);
        add(
            &mut batch,
            a,
            "strike-attack",
            Some(hit.roll.total),
            Some(d),
            expiry,
        );
        keep_bonus(&mut batch, a, d, bonus, charge_a);
    }
    if charge_d != 0 {
        keep_bonus(&mut batch, d, a, 0, charge_d);
    }
    if special == Some(Special::Power) {
        fatigue_roll(&mut batch, dice, a);
    }
    Ok(batch.into_events())
}

/// Where a weapon is carried (COR-31).
pub fn carried(gear: &crate::model::Gear) -> Option<Carried> {
    match gear.word("carried")? {
        "sling" => Some(Carried::Sling),
        "belt" => Some(Carried::Belt),
        "holster" => Some(Carried::Holster),
        "pocket" => Some(Carried::Pocket),
        _ => None,
    }
}

/// The power strike's fatigue roll at 15 (COR-35): Endurance dice, or lose 1 Fatigue level.
pub fn fatigue_roll(batch: &mut Batch, dice: &mut dyn Dice, who: CombatantId) {
    let rolled = roll(
        dice,
        CHECK,
        stat_or(batch.state(), who, "endurance", AGILITY_DICE),
        0,
        false,
    );
    let tired = !options::reaches(batch.state(), rolled.total, SPECIAL_DIFFICULTY);
    batch.push(melee(MeleeFact::Checked {
        who,
        check: Check::Fatigue,
        roll: rolled,
        difficulty: SPECIAL_DIFFICULTY,
    }));
    if tired {
        super::damage::take(
            batch,
            who,
            super::super::damage::Split {
                wound: 0,
                fatigue: 1,
            },
        );
    }
}
