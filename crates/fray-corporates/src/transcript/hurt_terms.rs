//! A hit's damage and soak rolls term by term (COR-39), from the fact and the state just
//! before it, never by rolling again: the damage dice thrown and those the 6s brought,
//! each face, the bonus by name; the soak dice, each face, the armour worn and the
//! cover's protection; then the margin the levels come from.

use crate::model::{CombatantId, Encounter};
use crate::narrate::terms::{Term, explained};
use crate::t;

use super::super::damage::Weapon;
use super::super::damage_dice::{DiceFrom, DiceSource};
use super::super::decide::damage::armour;
use super::super::rolls::{MAX_EXPLOSIONS, PoolRoll, sum};

/// Who was hit and what struck, as the fact says.
#[derive(Debug, Clone, Copy)]
pub struct Blow {
    /// Who was hit.
    pub who: CombatantId,
    /// What struck.
    pub weapon: Weapon,
}

/// Whether a weapon's damage dice explode (COR-39: firearms; soft rounds too).
fn explodes(weapon: Weapon) -> bool {
    matches!(weapon, Weapon::Bullet | Weapon::Soft)
}

/// The dice an exploding roll added: each 6 brought one more, at most
/// [`MAX_EXPLOSIONS`] for one die thrown (COR-39, as `rolls::roll` rolls them).
fn exploded(roll: &PoolRoll, explode: bool) -> u32 {
    if !explode {
        return 0;
    }
    let (mut extra, mut run, mut after_six) = (0u32, 0usize, false);
    for face in &roll.dice {
        if after_six && run < MAX_EXPLOSIONS {
            extra += 1;
            run += 1;
        } else {
            run = 0;
        }
        after_six = *face == 6;
    }
    extra
}

/// `7d (6d from the weapon + 1d from the margin) + 1 rolled again on a 6`: the damage
/// dice thrown, where each came from (Strength, the weapon, a charge, the margin, a count
/// typed: a save older than that leaves them out), then those the 6s of a firearm brought.
fn damage_dice(blow: &Blow, roll: &PoolRoll, from: &[DiceSource]) -> String {
    let n = u32::try_from(roll.dice.len()).unwrap_or(u32::MAX);
    let again = exploded(roll, explodes(blow.weapon));
    let head = thrown(n.saturating_sub(again), from);
    if again == 0 {
        return head;
    }
    t!(
        "cor-hurt-dice-parts",
        dice = head,
        parts = t!("cor-hurt-dice-again", n = again)
    )
}

/// `6d from the weapon`, or `7d (6d from the weapon + 1d from the margin)`: the dice thrown
/// by their sources when the fact keeps them and they add up to the dice thrown.
fn thrown(n: u32, from: &[DiceSource]) -> String {
    let parts: Vec<String> = from
        .iter()
        .map(|s| match s.from {
            DiceFrom::Strength => t!("cor-hurt-from-strength", n = s.n),
            DiceFrom::Weapon => t!("cor-hurt-from-weapon", n = s.n),
            DiceFrom::Typed => t!("cor-hurt-from-typed", n = s.n),
            DiceFrom::Charge => t!("cor-hurt-from-charge", n = s.n),
            DiceFrom::Margin => t!("cor-hurt-from-margin", n = s.n),
        })
        .collect();
    let sum = from.iter().fold(0u32, |sum, s| sum.saturating_add(s.n));
    match parts.as_slice() {
        _ if sum != n || parts.is_empty() => t!("cor-hurt-dice", n = n),
        [one] => one.clone(),
        _ => t!(
            "cor-hurt-dice-from",
            dice = t!("cor-hurt-dice", n = n),
            parts = parts.join(" + ")
        ),
    }
}

/// `3d: 5, 1, 2 = 8 + 3 (armour) = 11`: a roll's dice, their sum, then each named term.
fn rolled(dice: String, roll: &PoolRoll, terms: &[Term]) -> String {
    let faces = roll
        .dice
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let sum = roll.dice.iter().fold(0i32, |s, d| {
        s.saturating_add(i32::try_from(*d).unwrap_or(i32::MAX))
    });
    let terms: Vec<Term> = terms.iter().filter(|t| t.value != 0).cloned().collect();
    if terms.is_empty() {
        return t!("cor-hurt-roll", dice = dice, faces = faces, sum = sum);
    }
    t!(
        "cor-hurt-roll-terms",
        dice = dice,
        faces = faces,
        terms = explained(&Term::new(sum, String::new()), &terms),
        total = roll.total
    )
}

/// The damage roll: its dice by their sources and parts, each face, the weapon's bonus by
/// name.
pub fn damage(blow: &Blow, roll: &PoolRoll, from: &[DiceSource]) -> String {
    rolled(damage_dice(blow, roll, from), roll, &bonus_terms(roll))
}

/// The damage bonus by name (the weapon's, the GM's, a charge's), from the terms the fact
/// recorded; a fact without them shows its bonus as the weapon's.
fn bonus_terms(roll: &PoolRoll) -> Vec<Term> {
    if roll.terms.is_empty() {
        return vec![Term::new(roll.bonus, t!("cor-hurt-bonus"))];
    }
    let mut terms: Vec<Term> = roll
        .terms
        .iter()
        .map(|p| Term::new(p.value, super::roll_bonus::part_name(p)))
        .collect();
    let rest = roll.bonus.saturating_sub(sum(&roll.terms));
    if rest != 0 {
        terms.push(Term::new(rest, t!("cor-shot-term-other")));
    }
    terms
}

/// The levels a blow caused, less those a bull rush takes off (COR-38), before what
/// they leave: `2 levels − 1 (bull rush): +1 Fatigue`; `harm` alone when none is taken off.
pub fn reduced(levels: u32, applied: u32, harm: String) -> String {
    if levels <= applied {
        return harm;
    }
    t!(
        "cor-hurt-reduced",
        levels = levels,
        reduce = levels - applied,
        harm = harm
    )
}

/// The soak roll: the Encaissement dice, each face, the armour worn and the cover's
/// protection by name (COR-27, COR-39).
pub fn soak(state: &Encounter, blow: &Blow, roll: &PoolRoll) -> String {
    let worn = armour(state, blow.who);
    let cover = roll.bonus.saturating_sub(worn);
    let n = u32::try_from(roll.dice.len()).unwrap_or(u32::MAX);
    let dice = t!("cor-hurt-soak-dice", n = n);
    rolled(
        dice,
        roll,
        &[
            Term::new(worn, t!("cor-hurt-armour")),
            Term::new(cover, t!("cor-hurt-cover")),
        ],
    )
}

/// `margin 18: +4 Wound`: what damage beat soak by, before the levels it costs.
pub fn margin(damage: &PoolRoll, soak: &PoolRoll, harm: String) -> String {
    let by = damage.total.saturating_sub(soak.total);
    if by > 0 {
        t!("cor-hurt-margin", margin = by, harm = harm)
    } else {
        harm
    }
}
