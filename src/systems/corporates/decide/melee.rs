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
use super::super::melee::{
    Charge, DISENGAGE_PUNISH, Defender, FULL_RUN, SPECIAL_DIFFICULTY, Situation, acrobatic_attack,
    charge, lands, power_strike,
};
use super::super::options;
use super::super::rolls::{CHECK, Part, PoolRoll, roll, roll_parts, sum};
use super::super::situations::Carried;
use super::act_melee::{
    action_roll, add, condition, end, end_all, fact, melee, skill, stat_or, turn_end, who,
};

/// Attack dice when the sheet has no `agility` (a tracker default).
pub const AGILITY_DICE: i32 = 2;

/// The defender's situation from their state (COR-34): engaged when they hold `engaged`,
/// fleeing with `fleeing`, still otherwise.
pub fn situation_of(state: &Encounter, id: CombatantId) -> Defender {
    let Some(c) = state.combatant(id) else {
        return Defender::Still;
    };
    if c.has_condition("engaged") {
        Defender::Engaged {
            combat: skill(state, id, "combat"),
            dodge: skill(state, id, "dodge"),
            weapon: c
                .gear
                .iter()
                .filter_map(|g| g.value("defense"))
                .max()
                .unwrap_or(0),
            reflexes: skill(state, id, "wired-reflexes")
                .max(super::super::gear::device_level(c, "wired-reflexes")),
        }
    } else if c.has_condition("fleeing") {
        Defender::Fleeing(skill(state, id, "athletics"))
    } else {
        Defender::Still
    }
}

/// The defense the attack must beat: the score, or the segment's dodge when higher
/// (COR-32); the dodge's value when it counts.
pub fn defense(state: &Encounter, id: CombatantId) -> (i32, Option<i32>) {
    let score = situation_of(state, id).score();
    let dodge = condition(state, id, "dodge");
    (score, dodge)
}

/// Whether this segment's dodge of `id` was a critical failure, so it stands in place of
/// the defense score even when lower (COR-32).
pub fn dodge_fumbled(state: &Encounter, id: CombatantId) -> bool {
    condition(state, id, super::super::conditions::DODGE_FUMBLED).is_some()
}

/// The situation's sum on the attack roll (COR-34, COR-OP-15), less 3 at full run (COR-38)
/// and plus 5 against someone disengaging (COR-33).
pub fn situation(state: &Encounter, defender: CombatantId, terms: Terms) -> i32 {
    sum(&situation_parts(state, defender, terms))
}

/// The situation's modifiers on the attack roll one by one, by name (`attackers`,
/// `higher`, `back`, `lower`, `run`, `disengaging`), those at 0 included.
pub fn situation_parts(state: &Encounter, defender: CombatantId, terms: Terms) -> Vec<Part> {
    let count_all = options::gang_counts_all(state);
    let one = |s: Situation| s.modifier(count_all);
    let none = Situation::default();
    let disengaging = condition(state, defender, "disengaging").is_some();
    vec![
        Part::new(
            "attackers",
            one(Situation {
                attackers: u32::from(terms.attackers),
                ..none
            }),
        ),
        Part::new(
            "higher",
            one(Situation {
                attacker_higher: terms.higher,
                ..none
            }),
        ),
        Part::new(
            "back",
            one(Situation {
                back_turned: terms.back,
                ..none
            }),
        ),
        Part::new(
            "lower",
            one(Situation {
                defender_higher: terms.lower,
                ..none
            }),
        ),
        Part::new("run", if terms.run { -FULL_RUN } else { 0 }),
        Part::new(
            "disengaging",
            if disengaging { DISENGAGE_PUNISH } else { 0 },
        ),
    ]
}

/// A charge's damage bonuses (COR-38): the attacker's and the defender's, flat points, or
/// dice under `charge-unit dice` (COR-OP-16, COR-OP-22).
pub fn charge_bonus(state: &Encounter, terms: Terms) -> (i32, i32) {
    terms.charge.map_or((0, 0), |kind| {
        let (attacker, defender) = charge(kind);
        let defender = match kind {
            Charge::Both => defender,
            Charge::OnFoot => options::charge_defender(state, false),
            Charge::Mounted => options::charge_defender(state, true),
        };
        (attacker, defender)
    })
}

/// Keeps a damage bonus for `hurt` of `who` on `target` this turn: `strike-bonus` (flat) or
/// `strike-dice` under `charge-unit dice` for a charge, added to what is already kept (a
/// defender's charge bonus, then their own strike's).
pub fn keep_bonus(
    batch: &mut Batch,
    who: CombatantId,
    target: CombatantId,
    flat: i32,
    charge: i32,
) {
    let expiry = turn_end(batch.state());
    let in_dice = options::charge_in_dice(batch.state());
    let held = |name| super::damage::condition_on(batch.state(), who, name, target).unwrap_or(0);
    let (flat, charge) = (
        flat + if in_dice { 0 } else { charge } + held("strike-bonus"),
        if in_dice { charge + held("strike-dice") } else { 0 },
    );
    if flat != 0 {
        add(batch, who, "strike-bonus", Some(flat), Some(target), expiry);
    }
    if charge != 0 {
        add(
            batch,
            who,
            "strike-dice",
            Some(charge),
            Some(target),
            expiry,
        );
    }
}

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
