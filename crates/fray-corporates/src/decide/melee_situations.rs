//! Dodges, engagement, disengagement and following (COR-32, COR-33); the standoffs before
//! them (gunpoint, duels, draws) are in `melee_standoff.rs`.

use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::{CombatantId, Encounter, EntryStatus, Expiry};

use super::super::command::melee::Roll;
use super::super::conditions::{DODGE, DODGE_FUMBLED, LEG_DODGES};
use super::super::fact_melee::{Check, MeleeFact};
use super::super::ledger::Kind;
use super::super::options;
use super::super::rolls::{CHECK, Part, roll_parts};
use super::super::situations::{
    ACROBATIC_DIFFICULTY, Against, DIRECTED_DODGE, acrobatic, after_dodge, may_dodge,
};
use super::super::text::refuse;
use super::act_melee::{
    action_roll, add, condition, end, end_all, melee, now, shown, skill, stat_or, turn_end, who,
};
use super::damage::condition_on;
use super::melee::{AGILITY_DICE, situation_of};

/// The malus of a dodge while crouched or prone (COR-32); a fallen combatant's −5 is on
/// every action (COR-36), taken in `take_action`.
pub const LOW_POSTURE: i32 = -5;

/// A dodge's roll as an undeclared action (COR-32): posture, direction and acrobatics
/// included, the acrobatics check written first; with a leg wound the dodge costs the
/// remaining actions 1d more (COR-41 line 9).
fn dodge_roll(
    batch: &mut Batch,
    dice: &mut dyn Dice,
    id: CombatantId,
    acrobatic_dodge: bool,
    directed: bool,
    asked: Roll,
) -> Result<(super::super::rolls::PoolRoll, bool), RuleError> {
    let state = batch.state();
    let low = ["crouched", "prone"]
        .iter()
        .any(|name| condition(state, id, name).is_some());
    let mut parts = vec![
        Part::skill("dodge", skill(state, id, "dodge")),
        Part::new("given", asked.bonus),
        Part::new("low-posture", if low { LOW_POSTURE } else { 0 }),
        Part::new("directed", if directed { DIRECTED_DODGE } else { 0 }),
    ];
    let leg = condition(state, id, "leg-wound").is_some();
    let pool = asked
        .dice
        .map_or_else(|| stat_or(state, id, "agility", AGILITY_DICE), u32::from);
    let mut unbalanced = false;
    if acrobatic_dodge {
        let level = skill(state, id, "acrobatics");
        let check = roll_parts(
            dice,
            CHECK,
            stat_or(state, id, "agility", AGILITY_DICE),
            vec![Part::skill("acrobatics", level)],
        );
        let success = options::reaches(batch.state(), check.total, ACROBATIC_DIFFICULTY);
        // « Si un personnage équipé de jambes cybernétiques de saut effectue une esquive
        // acrobatique et réussit son jet d'acrobatie, alors il ajoute le niveau de ses
        // jambes à son esquive. »
        let legs = batch
            .state()
            .combatant(id)
            .map_or(0, |c| super::super::gear::device_level(c, "jumping-legs"));
        match acrobatic(success, level) {
            Some(extra) => {
                parts.push(Part::skill("acrobatics", extra));
                parts.push(Part::new("jumping-legs", legs));
            }
            None => unbalanced = true,
        }
        batch.push(melee(MeleeFact::Checked {
            who: id,
            check: Check::Acrobatics,
            roll: check,
            difficulty: ACROBATIC_DIFFICULTY,
        }));
    }
    let rolled = action_roll(
        batch,
        dice,
        id,
        Kind::Undeclared,
        pool,
        parts,
        u32::from(asked.confidence),
        false,
        "dodge",
    )?;
    if leg {
        let now = batch
            .state()
            .combatant(id)
            .map_or(0, |c| c.counter(LEG_DODGES));
        batch.push(Event::CounterSet {
            who: id,
            name: LEG_DODGES.into(),
            value: now.saturating_add(1),
        });
    }
    Ok((rolled, unbalanced))
}

/// Decides `dodge` (COR-32, COR-37): the roll stands for the segment (`dodge`), blows
/// already landing on the dodger are measured again, and a held dodger who beats the
/// holder's defense breaks free. `how` = (acrobatic, directed, fumbled): a fumbled roll
/// (critical failure, COR-OP-21) replaces the defense even when lower (`dodge-fumbled`).
pub fn dodge(
    state: &Encounter,
    name: &str,
    how: (bool, bool, bool),
    against: Against,
    asked: Roll,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let (acrobatic_dodge, directed, fumbled) = how;
    let id = who(state, name)?;
    let segment = i32::from(now(state).segment);
    let started = !state
        .ladder
        .entries
        .iter()
        .any(|e| !e.rushed && e.position == segment && e.status == EntryStatus::Acted);
    let coprocessor = state
        .combatant(id)
        .is_some_and(|c| super::super::gear::device_working(c, "coprocessor"));
    if !may_dodge(against, started, coprocessor) {
        return Err(refuse(
            "cor-melee-refuse-dodge-shot",
            &[("who", shown(state, id).as_str().into())],
        ));
    }
    let mut batch = Batch::new(state);
    let (rolled, unbalanced) = dodge_roll(&mut batch, dice, id, acrobatic_dodge, directed, asked)?;
    let total = rolled.total;
    batch.push(melee(MeleeFact::Dodged {
        who: id,
        against,
        roll: rolled,
        disengage: false,
    }));
    add(&mut batch, id, DODGE, Some(total), None, turn_end(state));
    if fumbled {
        add(
            &mut batch,
            id,
            DODGE_FUMBLED,
            Some(total),
            None,
            turn_end(state),
        );
    }
    remeasure(&mut batch, id, total, fumbled);
    let holders: Vec<CombatantId> = state
        .combatant(id)
        .map(|c| {
            c.conditions
                .iter()
                .filter(|k| k.name == "grappled")
                .filter_map(|k| k.target)
                .collect()
        })
        .unwrap_or_default();
    for holder in holders {
        if !fumbled && total > situation_of(state, holder).score() {
            end(&mut batch, id, "grappled", Some(holder));
            batch.push(melee(MeleeFact::Freed { held: id, holder }));
        }
    }
    if unbalanced {
        add(&mut batch, id, "unbalanced", Some(1), None, turn_end(state));
    }
    Ok(batch.into_events())
}

/// Blows that beat the dodger's defense this segment, measured against the dodge (COR-32):
/// one the dodge reaches misses, one above it keeps the smaller margin; a fumbled dodge
/// stands in place of the defense even when lower.
fn remeasure(batch: &mut Batch, id: CombatantId, dodge: i32, fumbled: bool) {
    let score = situation_of(batch.state(), id).score();
    let struck: Vec<(CombatantId, i32)> = batch
        .state()
        .combatant(id)
        .map(|c| {
            c.conditions
                .iter()
                .filter(|k| k.name == "struck")
                .filter_map(|k| Some((k.target?, k.value.unwrap_or(0))))
                .collect()
        })
        .unwrap_or_default();
    let expiry = turn_end(batch.state());
    for (attacker, margin) in struck {
        let attack =
            condition_on(batch.state(), attacker, "strike-attack", id).unwrap_or(margin + score);
        let score = attack - margin;
        end(batch, id, "struck", Some(attacker));
        let against = after_dodge(score, dodge, fumbled);
        let left = (attack > against).then(|| attack - against);
        batch.push(melee(MeleeFact::Evaded {
            who: id,
            attacker,
            margin: left,
        }));
        if let Some(left) = left {
            add(batch, id, "struck", Some(left), Some(attacker), expiry);
        } else {
            end(batch, attacker, "strike-bonus", Some(id));
            end(batch, attacker, "strike-dice", Some(id));
            end(batch, attacker, "strike-attack", Some(id));
        }
    }
}

/// Decides `engage A B` (both engaged) or `engage A off` (every engagement of A ended)
/// (COR-33).
pub fn engage(
    state: &Encounter,
    name: &str,
    opponent: Option<&str>,
) -> Result<Vec<Event>, RuleError> {
    let id = who(state, name)?;
    let mut batch = Batch::new(state);
    match opponent {
        Some(other) => {
            let other = who(state, other)?;
            add(&mut batch, id, "engaged", None, Some(other), Expiry::Manual);
            add(&mut batch, other, "engaged", None, Some(id), Expiry::Manual);
        }
        None => part(&mut batch, id),
    }
    Ok(batch.into_events())
}

/// Ends every engagement of `id`, on both sides.
fn part(batch: &mut Batch, id: CombatantId) {
    let others: Vec<CombatantId> = batch
        .state()
        .combatant(id)
        .map(|c| {
            c.conditions
                .iter()
                .filter(|k| k.name == "engaged")
                .filter_map(|k| k.target)
                .collect()
        })
        .unwrap_or_default();
    end_all(batch, id, "engaged");
    for other in others {
        end(batch, other, "engaged", Some(id));
    }
}

/// Decides `disengage WHO [acrobatic]` (COR-33): an undeclared dodge; the engagements end,
/// a crouched, prone or fallen combatant stands up (COR-36), and until the end of the turn an opponent's blow lands at +5 and re-engages, or an
/// opponent with no action follows with `follow`.
pub fn disengage(
    state: &Encounter,
    name: &str,
    acrobatic_dodge: bool,
    asked: Roll,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = who(state, name)?;
    if condition(state, id, "engaged").is_none() {
        return Err(refuse(
            "cor-melee-refuse-not-engaged",
            &[("who", shown(state, id).as_str().into())],
        ));
    }
    let mut batch = Batch::new(state);
    let (rolled, unbalanced) = dodge_roll(&mut batch, dice, id, acrobatic_dodge, false, asked)?;
    let total = rolled.total;
    batch.push(melee(MeleeFact::Dodged {
        who: id,
        against: Against::Blow,
        roll: rolled,
        disengage: true,
    }));
    part(&mut batch, id);
    stand_up(&mut batch, state, id);
    add(
        &mut batch,
        id,
        "disengaging",
        Some(total),
        None,
        turn_end(state),
    );
    add(&mut batch, id, "dodge", Some(total), None, turn_end(state));
    if unbalanced {
        add(&mut batch, id, "unbalanced", Some(1), None, turn_end(state));
    }
    Ok(batch.into_events())
}

/// Standing up is a disengagement (COR-36): a crouched, prone or fallen combatant who
/// disengages stands up, said in the log.
fn stand_up(batch: &mut Batch, state: &Encounter, id: CombatantId) {
    let low: Vec<&str> = ["fallen", "prone", "crouched"]
        .into_iter()
        .filter(|n| condition(state, id, n).is_some())
        .collect();
    if low.is_empty() {
        return;
    }
    batch.push(melee(MeleeFact::StoodUp { who: id }));
    for name in low {
        end(batch, id, name, None);
    }
}

/// Decides `follow WHO TARGET` (COR-33): a dodge roll matching the disengagement's keeps
/// them engaged.
pub fn follow(
    state: &Encounter,
    name: &str,
    target: &str,
    asked: Roll,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    let id = who(state, name)?;
    let target_id = who(state, target)?;
    let Some(against) = condition(state, target_id, "disengaging") else {
        return Err(refuse(
            "cor-melee-refuse-not-disengaging",
            &[("who", shown(state, target_id).as_str().into())],
        ));
    };
    let mut batch = Batch::new(state);
    let (rolled, unbalanced) = dodge_roll(&mut batch, dice, id, false, false, asked)?;
    let kept = options::reaches(state, rolled.total, against);
    batch.push(melee(MeleeFact::Followed {
        who: id,
        target: target_id,
        roll: rolled,
        against,
    }));
    if kept {
        end(&mut batch, target_id, "disengaging", None);
        add(
            &mut batch,
            id,
            "engaged",
            None,
            Some(target_id),
            Expiry::Manual,
        );
        add(
            &mut batch,
            target_id,
            "engaged",
            None,
            Some(id),
            Expiry::Manual,
        );
    }
    if unbalanced {
        add(&mut batch, id, "unbalanced", Some(1), None, turn_end(state));
    }
    Ok(batch.into_events())
}
