//! Melee arithmetic (POL-36 to POL-45): several opponents, reach, final damage, martial-arts
//! techniques and shock maluses. Pure functions: no state, no dice, no panics.

use serde::{Deserialize, Serialize};

use super::Technique;
use super::wounds::severity_for_damage;

/// Most opponents a character can face at once in melee (POL-37): beyond that, fighters
/// get in each other's way. Counts above it are read as this many.
pub const MAX_OPPONENTS: u8 = 4;

/// Malus on all opposed tests, in attack and in defence, for facing `count` opponents
/// (POL-37): 0 or 1 → 0, 2 → −5, 3 → −7, 4 → −10. Counts above [`MAX_OPPONENTS`] are
/// clamped to it (check [`too_many_opponents`] to tell the GM).
pub fn opponents_malus(count: u8) -> i32 {
    match count.min(MAX_OPPONENTS) {
        0 | 1 => 0,
        2 => -5,
        3 => -7,
        _ => -10,
    }
}

/// Whether `count` exceeds [`MAX_OPPONENTS`], so [`opponents_malus`] clamped it.
pub fn too_many_opponents(count: u8) -> bool {
    count > MAX_OPPONENTS
}

/// Reach bonuses actually used in a melee opposed test (POL-38, POL-OP-16).
///
/// Each fighter's weapon reach bonus goes in (0 or less means none). When both have one,
/// the longer weapon uses (larger − smaller) and the other none; equal reaches cancel out.
/// When only one has a bonus, it is used whole.
pub fn reach_bonuses(a: i32, b: i32) -> (i32, i32) {
    let (a, b) = (a.max(0), b.max(0));
    (a.saturating_sub(b).max(0), b.saturating_sub(a).max(0))
}

/// A reach bonus turned into a malus of the same magnitude (POL-38, POL-OP-16): when its
/// holder loses the opposed test (the distance is closed) or in a confined space.
pub fn reversed(bonus: i32) -> i32 {
    bonus.saturating_abs().saturating_neg()
}

/// Damage bonus of a charge (POL-26, POL-41).
pub const CHARGE_DAMAGE_BONUS: i32 = 3;

/// Damage bonus of Frappe puissante, added to a charge's (POL-41).
pub const POWERFUL_STRIKE_DAMAGE_BONUS: i32 = 3;

/// Shock test malus of Frappe incapacitante, whatever the wound (POL-42).
pub const INCAPACITATING_SHOCK_MALUS: i32 = -5;

/// The terms of a final damage (POL-32, POL-OP-11), each editable by the GM.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DamageTerms {
    /// Damage roll entered by the GM.
    pub roll: i32,
    /// Success modifier of the attack test (POL-05).
    pub success_modifier: i32,
    /// Attacker's melee damage modifier (Modif. de Dom. au contact); 0 at range.
    pub melee_modifier: i32,
    /// A charge: +3 (POL-26).
    pub charge: bool,
    /// Technique used: Frappe puissante adds +3 (POL-41).
    pub technique: Option<Technique>,
    /// Signed GM adjustment (protection, damage resistance...).
    pub adjustment: i32,
}

impl DamageTerms {
    /// Bonus from the charge and the technique: +3 each, +6 together (POL-41, POL-EX-04).
    pub fn bonus(&self) -> i32 {
        self.charge_bonus() + self.technique_bonus()
    }

    /// The charge's bonus: +3 (POL-26), else 0.
    pub fn charge_bonus(&self) -> i32 {
        if self.charge { CHARGE_DAMAGE_BONUS } else { 0 }
    }

    /// Frappe puissante's bonus: +3 (POL-41), else 0.
    pub fn technique_bonus(&self) -> i32 {
        match self.technique {
            Some(Technique::Powerful) => POWERFUL_STRIKE_DAMAGE_BONUS,
            Some(Technique::Incapacitating | Technique::Precise) | None => 0,
        }
    }

    /// The labelled terms, roll first, leaving out zero terms after the roll.
    fn terms(&self) -> Vec<(i32, &'static str)> {
        let mut terms = vec![(self.roll, "roll")];
        let others = [
            (self.success_modifier, "success"),
            (self.melee_modifier, "melee"),
            (self.charge_bonus(), "charge"),
            (self.technique_bonus(), "powerful strike"),
            (self.adjustment, "adjustment"),
        ];
        terms.extend(others.into_iter().filter(|(v, _)| *v != 0));
        terms
    }

    /// The final damage: the sum of every term (saturating, never overflowing).
    pub fn total(&self) -> i32 {
        self.terms()
            .iter()
            .fold(0i32, |acc, (v, _)| acc.saturating_add(*v))
    }

    /// The severity row the total reaches (POL-32), `None` below 5 (POL-OP-10).
    pub fn severity(&self) -> Option<usize> {
        severity_for_damage(self.total())
    }

    /// A breakdown for the log, e.g. `12 roll +3 success +3 charge +3 powerful strike = 21`.
    pub fn describe(&self) -> String {
        let mut out = String::new();
        for (i, (value, label)) in self.terms().into_iter().enumerate() {
            if i == 0 {
                out.push_str(&format!("{value} {label}"));
            } else if value < 0 {
                out.push_str(&format!(" {value} {label}"));
            } else {
                out.push_str(&format!(" +{value} {label}"));
            }
        }
        out.push_str(&format!(" = {}", self.total()));
        out
    }
}

/// Most attacks in an Enchaînement (POL-44).
pub const MAX_COMBINATION_ATTACKS: u8 = 3;

/// Maluses of each attack of an Enchaînement (POL-44, POL-EX-05): 2 attacks → `[0, −3]`,
/// 3 attacks → `[−3, −5, −7]`. `None` for any other count (one attack is no combination).
pub fn combination_maluses(attacks: u8) -> Option<Vec<i32>> {
    match attacks {
        2 => Some(vec![0, -3]),
        3 => Some(vec![-3, -5, -7]),
        _ => None,
    }
}

/// The usual bonus to combat tests for fighting with two weapons (p. 223, quoted by POL-45).
pub const TWO_WEAPON_BONUS: i32 = 3;

/// Malus of the extra free attack of the Combat à deux armes technique (POL-45).
pub const TWO_WEAPON_EXTRA_ATTACK_MALUS: i32 = -5;

/// Modifiers of the two combat tests of Combat à deux armes (POL-45): the main attack gets
/// +3 and the extra free attack +3 − 5 = −2, reading the +3 as applying to all the
/// character's combat tests ("ses Tests de combat").
pub fn two_weapon_modifiers() -> [i32; 2] {
    [
        TWO_WEAPON_BONUS,
        TWO_WEAPON_BONUS + TWO_WEAPON_EXTRA_ATTACK_MALUS,
    ]
}

/// Total malus of a shock test (POL-36, POL-42): the wound's own shock malus (from
/// `wounds::effects`), plus −5 when the blow was a Frappe incapacitante, which calls for a
/// test whatever the wound. `None` when no test is due.
pub fn shock_malus(wound_shock: Option<i32>, incapacitating: bool) -> Option<i32> {
    match (wound_shock, incapacitating) {
        (None, false) => None,
        (None, true) => Some(INCAPACITATING_SHOCK_MALUS),
        (Some(malus), false) => Some(malus),
        (Some(malus), true) => Some(malus.saturating_add(INCAPACITATING_SHOCK_MALUS)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wounds::{self, CRITICAL, LIGHT, SERIOUS};

    #[test]
    fn pol_36_shock_maluses_add_up() {
        assert_eq!(shock_malus(None, false), None);
        assert_eq!(shock_malus(Some(0), false), Some(0));
        assert_eq!(shock_malus(Some(-5), false), Some(-5));
        assert_eq!(shock_malus(Some(0), true), Some(-5));
        assert_eq!(shock_malus(Some(-5), true), Some(-10));
        let body_serious = wounds::effects("body", SERIOUS).unwrap().shock;
        assert_eq!(shock_malus(body_serious, false), Some(0));
    }

    #[test]
    fn pol_37_several_opponents() {
        assert_eq!(opponents_malus(0), 0);
        assert_eq!(opponents_malus(1), 0);
        assert_eq!(opponents_malus(2), -5);
        assert_eq!(opponents_malus(3), -7);
        assert_eq!(opponents_malus(4), -10);
        assert_eq!(opponents_malus(5), -10);
        assert_eq!(opponents_malus(u8::MAX), -10);
        assert!(!too_many_opponents(MAX_OPPONENTS));
        assert!(too_many_opponents(5));
    }

    #[test]
    fn pol_38_reach() {
        assert_eq!(reach_bonuses(0, 0), (0, 0));
        assert_eq!(reach_bonuses(2, 0), (2, 0));
        assert_eq!(reach_bonuses(0, 4), (0, 4));
        assert_eq!(reach_bonuses(3, 3), (0, 0));
        assert_eq!(reach_bonuses(1, 5), (0, 4));
        assert_eq!(reach_bonuses(-2, 3), (0, 3));
        assert_eq!(reach_bonuses(i32::MAX, i32::MIN), (i32::MAX, 0));
        assert_eq!(reversed(0), 0);
        assert_eq!(reversed(3), -3);
        assert_eq!(reversed(-3), -3);
        assert_eq!(reversed(i32::MIN), -i32::MAX);
    }

    #[test]
    fn pol_41_powerful_strike() {
        let base = DamageTerms {
            roll: 10,
            ..DamageTerms::default()
        };
        let powerful = DamageTerms {
            technique: Some(Technique::Powerful),
            ..base
        };
        assert_eq!(powerful.bonus(), 3);
        assert_eq!(powerful.total(), 13);
        let charge = DamageTerms {
            charge: true,
            ..base
        };
        assert_eq!(charge.total(), 13);
        for t in [Technique::Incapacitating, Technique::Precise] {
            assert_eq!(
                DamageTerms {
                    technique: Some(t),
                    ..base
                }
                .total(),
                10
            );
        }
    }

    #[test]
    fn pol_op_11_damage_formula() {
        let d = DamageTerms {
            roll: 12,
            success_modifier: 3,
            melee_modifier: 2,
            charge: true,
            technique: Some(Technique::Powerful),
            adjustment: -4,
        };
        assert_eq!(d.total(), 19);
        assert_eq!(
            d.describe(),
            "12 roll +3 success +2 melee +3 charge +3 powerful strike -4 adjustment = 19"
        );
        assert_eq!(d.severity(), Some(SERIOUS));
        let small = DamageTerms {
            roll: 3,
            ..DamageTerms::default()
        };
        assert_eq!(small.describe(), "3 roll = 3");
        assert_eq!(small.severity(), None);
        let huge = DamageTerms {
            roll: i32::MAX,
            adjustment: i32::MAX,
            ..DamageTerms::default()
        };
        assert_eq!(huge.total(), i32::MAX);
    }

    #[test]
    fn pol_42_incapacitating_strike() {
        // Whatever the wound: even a Light wound (no shock test of its own) calls for one at −5.
        let light = wounds::effects("left-arm", LIGHT).unwrap().shock;
        assert_eq!(shock_malus(light, true), Some(-5));
        // Added to the wound's own malus.
        let head_serious = wounds::effects("head", SERIOUS).unwrap().shock;
        assert_eq!(shock_malus(head_serious, true), Some(-10));
        // No extra damage.
        let d = DamageTerms {
            roll: 10,
            technique: Some(Technique::Incapacitating),
            ..DamageTerms::default()
        };
        assert_eq!(d.total(), 10);
    }

    #[test]
    fn pol_44_combination() {
        assert_eq!(combination_maluses(2), Some(vec![0, -3]));
        assert_eq!(combination_maluses(3), Some(vec![-3, -5, -7]));
        assert_eq!(combination_maluses(0), None);
        assert_eq!(combination_maluses(1), None);
        assert_eq!(combination_maluses(MAX_COMBINATION_ATTACKS + 1), None);
    }

    #[test]
    fn pol_45_two_weapons() {
        assert_eq!(TWO_WEAPON_BONUS, 3);
        assert_eq!(TWO_WEAPON_EXTRA_ATTACK_MALUS, -5);
        assert_eq!(two_weapon_modifiers(), [3, -2]);
    }

    #[test]
    fn pol_ex_04_powerful_strike_during_a_charge() {
        let d = DamageTerms {
            roll: 12,
            success_modifier: 3,
            charge: true,
            technique: Some(Technique::Powerful),
            ..DamageTerms::default()
        };
        assert_eq!(d.bonus(), 6);
        assert_eq!(d.total(), 21);
        assert_eq!(
            d.describe(),
            "12 roll +3 success +3 charge +3 powerful strike = 21"
        );
    }

    #[test]
    fn pol_ex_05_combination_two_and_three() {
        assert_eq!(combination_maluses(2).unwrap(), [0, -3]);
        assert_eq!(combination_maluses(3).unwrap(), [-3, -5, -7]);
    }

    #[test]
    fn pol_ex_24_three_opponents() {
        assert_eq!(opponents_malus(3), -7);
    }

    #[test]
    fn pol_ex_25_reach_3_and_1() {
        assert_eq!(reach_bonuses(3, 1), (2, 0));
        assert_eq!(reach_bonuses(1, 3), (0, 2));
        assert_eq!(reversed(reach_bonuses(3, 1).0), -2);
    }

    #[test]
    fn pol_ex_26_incapacitating_critical_head() {
        let wound = wounds::effects("head", CRITICAL).unwrap().shock;
        assert_eq!(wound, Some(-10));
        assert_eq!(shock_malus(wound, true), Some(-15));
    }
}
