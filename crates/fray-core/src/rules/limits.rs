//! The range of every number a user types: one place, read by the parser (which refuses a
//! number outside with "expected a number from MIN to MAX" under the word) and by the
//! rules that check the same bounds. The ranges are generous, far beyond what a real table
//! reaches, and small enough that no sum or product of them can overflow an `i32`.
//!
//! Values that come from a save file are not bounded by these (a hand-edited save may hold
//! anything): every derivation that reads the state uses saturating or widened arithmetic.
//! `docs/commands.md` ("Numbers") lists the ranges; keep it in step.

/// An inclusive range of accepted values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limit {
    /// The smallest accepted value.
    pub min: i64,
    /// The largest accepted value.
    pub max: i64,
}

impl Limit {
    /// The range `min..=max`.
    pub const fn new(min: i64, max: i64) -> Limit {
        Limit { min, max }
    }

    /// The same range starting at `min` instead.
    pub const fn from(self, min: i64) -> Limit {
        Limit { min, max: self.max }
    }

    /// Whether `value` is in the range.
    pub fn contains(self, value: i64) -> bool {
        (self.min..=self.max).contains(&value)
    }
}

/// Stats and sheet values, and a skill's base and mastery: −999 to 999.
pub const SHEET: Limit = Limit::new(-999, 999);
/// Modifiers and maluses (`±N` on a test, a surprise modifier, `shock=`, a marker malus,
/// a condition's value, `threshold=`): −999 to 999.
pub const MODIFIER: Limit = Limit::new(-999, 999);
/// A difficulty given as a number: −999 to 999.
pub const DIFFICULTY: Limit = Limit::new(-999, 999);
/// A chance typed instead of a skill (`test WHO 12`, `shock WHO 12`): 0 to 999.
pub const CHANCE: Limit = Limit::new(0, 999);
/// Damage (`damage=N`, `their-damage=N`): 0 to 9999.
pub const DAMAGE: Limit = Limit::new(0, 9999);
/// A weapon's reach or hands, or an armour's protection at a location: 0 to 99.
pub const GEAR: Limit = Limit::new(0, 99);
/// Degrees of extra difficulty (`harder=2`, POL-12): 1 to 10.
pub const DEGREES: Limit = Limit::new(1, 10);
/// Attacks of an Enchaînement (`combination WHO N`, POL-44): 2 or 3.
pub const COMBINATION: Limit = Limit::new(2, 3);
/// An aiming malus for a chosen hit location (`aim=-5`): −99 to 0.
pub const AIM: Limit = Limit::new(-99, 0);
/// Initiative and ladder phases (`init`, `marker`, `delay`): −999 to 999.
pub const PHASE: Limit = Limit::new(-999, 999);
/// Phases a marker is slowed by (`slow`, `prepare`, `hesitate`): −999 to 999.
pub const POINTS: Limit = Limit::new(-999, 999);
/// Combatants one `add` makes: 1 to 50.
pub const GROUP: Limit = Limit::new(1, 50);
/// A countdown's attempts, and the attempts one `tick` uses: 1 to 100.
pub const ATTEMPTS: Limit = Limit::new(1, 100);
/// A duration in rounds (`for N rounds`): 0 to 999.
pub const ROUNDS: Limit = Limit::new(0, 999);
/// Wound boxes healed or checked at once: 1 to 100.
pub const BOXES: Limit = Limit::new(1, 100);
/// Opponents a combatant faces: 0 to 100.
pub const OPPONENTS: Limit = Limit::new(0, 100);
/// Tokens (allocated, spent, evaded, reduced, coordinated): 1 to 100 (some verbs take 0).
pub const TOKENS: Limit = Limit::new(1, 100);
/// Hits given (`hits=N`, `back=N`, `hits=N,M`): 0 to 100.
pub const HITS: Limit = Limit::new(0, 100);
/// Dice rolled (`dice=N`, `backdice=N`): 1 to 100.
pub const DICE: Limit = Limit::new(1, 100);
/// Bullets of a burst or spray (`multiple=N`, `spray=N`): 1 to 100.
pub const BULLETS: Limit = Limit::new(1, 100);
/// A pool score (`score=N`): 0 to 999.
pub const SCORE: Limit = Limit::new(0, 999);
/// Small ratings and counts of a shot (`rc=`, `skill=`, `adjust=`, `care=`, `soak=`,
/// `ignore=`): 0 to 999.
pub const RATING: Limit = Limit::new(0, 999);

/// Every range, named as `docs/commands.md` lists them.
pub const ALL: &[(&str, Limit)] = &[
    ("sheet values, skill base and mastery", SHEET),
    ("modifiers and maluses", MODIFIER),
    ("difficulty", DIFFICULTY),
    ("chance", CHANCE),
    ("damage", DAMAGE),
    ("initiative and phases", PHASE),
    ("slow / prepare / hesitate points", POINTS),
    ("add N", GROUP),
    ("countdown and tick attempts", ATTEMPTS),
    ("rounds", ROUNDS),
    ("boxes", BOXES),
    ("opponents", OPPONENTS),
    ("tokens", TOKENS),
    ("hits", HITS),
    ("dice", DICE),
    ("bullets", BULLETS),
    ("pool score", SCORE),
    ("rc, skill, adjust, care, soak, ignore", RATING),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_of_a_few_bounded_values_fit_an_i32() {
        let widest = ALL.iter().map(|(_, l)| l.min.abs().max(l.max)).max();
        // A test adds a stat, a skill, a difficulty, a few modifiers and maluses: a thousand
        // of the widest value still fits.
        assert!(widest.is_some_and(|w| w * 1000 < i64::from(i32::MAX)));
        assert!(ALL.iter().all(|(_, l)| l.min <= l.max));
        assert!(SHEET.contains(-999) && !SHEET.contains(1000));
        assert_eq!(TOKENS.from(0), Limit::new(0, 100));
    }
}
