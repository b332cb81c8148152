//! The defender's side of `strike`: the defense score from the defender's state (COR-34,
//! COR-OP-15) or the segment's dodge (COR-32), the situation's modifiers on the attack roll
//! by name (COR-33, COR-34, COR-38), and a charge's damage bonuses kept for `hurt` (COR-38,
//! COR-OP-16, COR-OP-22).

use crate::engine::Batch;
use crate::model::{CombatantId, Encounter};

use super::super::command::melee::Terms;
use super::super::melee::{Charge, DISENGAGE_PUNISH, Defender, FULL_RUN, Situation, charge};
use super::super::options;
use super::super::rolls::{Part, sum};
use super::act_melee::{add, condition, skill, turn_end};

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
        if in_dice {
            charge + held("strike-dice")
        } else {
            0
        },
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
