//! The difficulty scale (échelle des Difficultés, POL-03): its twelve rows, reading a
//! difficulty the GM types, and moving along the scale by degrees (POL-12, POL-EX-03).

use crate::engine::RuleError;
use crate::rules::words::fold;

/// One row of the difficulty table (degré de difficulté de l'action, POL-03).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DifficultyRow {
    /// The English key typed in commands, e.g. `fairly-hard`.
    pub key: &'static str,
    /// The English label, e.g. "Fairly hard".
    pub label_en: &'static str,
    /// The book's French label, e.g. "Assez difficile".
    pub label_fr: &'static str,
    /// The difficulty modifier added to the chance (modificateur de difficulté).
    pub modifier: i32,
}

const fn row(
    key: &'static str,
    label_en: &'static str,
    label_fr: &'static str,
    modifier: i32,
) -> DifficultyRow {
    DifficultyRow {
        key,
        label_en,
        label_fr,
        modifier,
    }
}

/// The table of POL-03, from the easiest row to the hardest. The table governs: Hard is
/// −5 (not the −7 of the text's `Escalade (Difficile ou -7)`), and "Malaisée" is not a
/// row (POL-OP-02).
pub const SCALE: [DifficultyRow; 12] = [
    row("extremely-easy", "Extremely easy", "Extrêmement facile", 10),
    row("very-easy", "Very easy", "Très facile", 7),
    row("easy", "Easy", "Facile", 5),
    row("fairly-easy", "Fairly easy", "Assez facile", 3),
    row("average", "Average", "Moyen", 0),
    row("fairly-hard", "Fairly hard", "Assez difficile", -3),
    row("hard", "Hard", "Difficile", -5),
    row("very-hard", "Very hard", "Très difficile", -7),
    row(
        "extremely-hard",
        "Extremely hard",
        "Extrêmement difficile",
        -10,
    ),
    row(
        "almost-impossible",
        "Almost impossible",
        "Presque impossible",
        -13,
    ),
    row("superhuman", "Superhuman", "Surhumain", -15),
    row("heroic", "Heroic", "Héroïque", -20),
];

/// The largest modifier, in either direction, that [`parse`] accepts as a number.
pub const MAX_MODIFIER: i32 = 100;

/// The modifier of a difficulty word alone (no number): an English key or label, or the
/// French label, with case, accents and separators ignored.
pub fn from_word(word: &str) -> Option<i32> {
    // The French labels folded once (every command line that may hold a difficulty asks).
    static FOLDED_FR: std::sync::LazyLock<Vec<String>> =
        std::sync::LazyLock::new(|| SCALE.iter().map(|r| fold(r.label_fr)).collect());
    let wanted = fold(word);
    SCALE
        .iter()
        .zip(FOLDED_FR.iter())
        .find(|(r, fr)| wanted == r.key || wanted == **fr)
        .map(|(r, _)| r.modifier)
}

/// The table row with exactly this modifier, if any (for display: `-5` is Hard).
pub fn row_for(modifier: i32) -> Option<&'static DifficultyRow> {
    SCALE.iter().find(|r| r.modifier == modifier)
}

/// Reads a difficulty word into its modifier (POL-03): an English key (`very-hard`), the
/// English or French label (`Très difficile`, `tres-difficile`, `TRES_DIFFICILE`: case,
/// accents and the separator between words do not matter), or a signed integer (`-3`,
/// `+2`, `0`, also with the typographic minus `−3`) from −100 to +100, since the GM may
/// use any modifier. Anything else, "malaisée" included (POL-OP-02), is refused.
pub fn parse(word: &str) -> Result<i32, RuleError> {
    let trimmed = word.trim();
    let numeric = trimmed.replacen('\u{2212}', "-", 1);
    if let Ok(n) = numeric.parse::<i64>() {
        return match i32::try_from(n) {
            Ok(m) if (-MAX_MODIFIER..=MAX_MODIFIER).contains(&m) => Ok(m),
            _ => Err(RuleError::Invalid(crate::t!(
                "pol-difficulty-out-of-range",
                n = n.to_string(),
                max = MAX_MODIFIER.to_string()
            ))),
        };
    }
    from_word(trimmed)
        .ok_or_else(|| RuleError::Invalid(crate::t!("pol-difficulty-unknown", word = trimmed)))
}

/// Moves a difficulty modifier along the scale by `degrees` rows (POL-12). **Negative
/// degrees make the test harder** (the modifier goes down, as on the table: Average −1 is
/// Fairly hard), positive degrees make it easier; 0 leaves it as it is.
///
/// Inside the table (+10 to −20) each degree is one row, so Superhuman (−15) one harder is
/// Heroic (−20). Beyond either end the scale goes on with the reference steps 0, 3, 5, 7
/// in each band of 10 (POL-EX-03): −20, −23, −25, −27, −30… and +10, +13, +15, +17, +20….
/// A modifier that is not on the scale (a GM's −2, or −17 which the table skips) first
/// moves to the nearest scale value in that direction: −2 one harder is −3, one easier 0.
/// Results beyond the `i32` range saturate.
pub fn shift(modifier: i32, degrees: i32) -> i32 {
    if degrees == 0 {
        return modifier;
    }
    let m = i64::from(modifier);
    let floor = floor_index(m);
    // Off the scale, the modifier sits between `floor` and `floor + 1`.
    let start = if scale_value(floor) == m || degrees > 0 {
        floor
    } else {
        floor + 1
    };
    let v = scale_value(start + i64::from(degrees));
    i32::try_from(v).unwrap_or(if v < 0 { i32::MIN } else { i32::MAX })
}

/// The reference step within a band of 10 (0, 3, 5, 7) for a position 0..4.
fn step(position: i64) -> i64 {
    match position {
        1 => 3,
        2 => 5,
        3 => 7,
        _ => 0,
    }
}

/// The value at position `i` of the endless scale: 0 at 0, +3 at 1, −3 at −1, the table's
/// rows down to −20 at −7, then the reference steps on both sides.
fn scale_value(i: i64) -> i64 {
    match i {
        0.. => 10 * (i / 4) + step(i % 4),
        -1 => -3,
        -2 => -5,
        -3 => -7,
        -4 => -10,
        -5 => -13,
        -6 => -15,
        -7 => -20,
        _ => {
            // The table skips −17, so below −20 the positions are one short of the pattern.
            let j = 1 - i;
            -(10 * (j / 4) + step(j % 4))
        }
    }
}

/// The position of the largest scale value not above `m` (any `i32` fits the bounds).
fn floor_index(m: i64) -> i64 {
    let (mut lo, mut hi) = (-(1_i64 << 34), 1_i64 << 34);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if scale_value(mid) <= m {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn pol_03_difficulty_scale() {
        let modifiers: Vec<i32> = SCALE.iter().map(|r| r.modifier).collect();
        assert_eq!(modifiers, [10, 7, 5, 3, 0, -3, -5, -7, -10, -13, -15, -20]);
        let keys = [
            "extremely-easy",
            "very-easy",
            "easy",
            "fairly-easy",
            "average",
            "fairly-hard",
            "hard",
            "very-hard",
            "extremely-hard",
            "almost-impossible",
            "superhuman",
            "heroic",
        ];
        for (r, key) in SCALE.iter().zip(keys) {
            assert_eq!(r.key, key);
            assert_eq!(parse(r.key), Ok(r.modifier), "key {key}");
            assert_eq!(parse(r.label_fr), Ok(r.modifier), "French {}", r.label_fr);
            assert_eq!(parse(r.label_en), Ok(r.modifier), "English {}", r.label_en);
            assert_eq!(row_for(r.modifier), Some(r));
        }
        assert_eq!(parse("difficile"), Ok(-5));
        assert_eq!(parse("tres-difficile"), Ok(-7));
        assert_eq!(parse("  TRÈS_difficile "), Ok(-7));
        assert_eq!(parse("Extremement facile"), Ok(10));
        assert_eq!(parse("heroique"), Ok(-20));
        assert_eq!(parse("moyen"), Ok(0));
        assert_eq!(parse("-3"), Ok(-3));
        assert_eq!(parse("+2"), Ok(2));
        assert_eq!(parse("0"), Ok(0));
        assert_eq!(parse("\u{2212}7"), Ok(-7));
        assert_eq!(row_for(2), None);
        assert!(parse("").is_err());
        assert!(parse("impossible").is_err());
        assert!(parse("+101").is_err());
        assert!(parse("99999999999").is_err());
    }

    #[test]
    fn pol_op_02_table_governs() {
        assert_eq!(
            parse("difficile"),
            Ok(-5),
            "Hard is -5, not the -7 of the Escalade example"
        );
        assert!(parse("malaisee").is_err(), "Malaisée is not offered");
        assert!(parse("Malaisée").is_err());
    }

    #[test]
    fn pol_12_extra_difficulty_shift() {
        assert_eq!(shift(0, -1), -3, "Average one degree harder is Fairly hard");
        assert_eq!(shift(0, -2), -5);
        assert_eq!(shift(-13, -1), -15);
        assert_eq!(
            shift(-15, -1),
            -20,
            "inside the table, one row: Superhuman to Heroic"
        );
        assert_eq!(shift(-20, 1), -15);
        assert_eq!(shift(-5, 2), 0);
        assert_eq!(shift(7, 1), 10);
        assert_eq!(shift(-7, 0), -7);
        // Off the scale: first to the nearest scale value in that direction.
        assert_eq!(shift(-2, -1), -3);
        assert_eq!(shift(-2, 1), 0);
        assert_eq!(shift(-17, -1), -20);
        assert_eq!(shift(-17, 1), -15);
        assert_eq!(shift(-22, -1), -23);
        assert_eq!(shift(i32::MIN, -5), i32::MIN, "saturates");
        assert_eq!(shift(i32::MAX, i32::MAX), i32::MAX);
    }

    #[test]
    fn pol_ex_03_modifier_progression() {
        let easier: Vec<i32> = (0..=8).map(|n| shift(0, n)).collect();
        assert_eq!(easier, [0, 3, 5, 7, 10, 13, 15, 17, 20]);
        let harder: Vec<i32> = (0..=11).map(|n| shift(-20, -n)).collect();
        assert_eq!(
            harder,
            [-20, -23, -25, -27, -30, -33, -35, -37, -40, -43, -45, -47]
        );
        // The table rows, one per degree, from Average down to Heroic.
        let rows: Vec<i32> = (0..=7).map(|n| shift(0, -n)).collect();
        assert_eq!(rows, [0, -3, -5, -7, -10, -13, -15, -20]);
    }

    proptest! {
        #[test]
        fn shift_round_trips_on_the_scale(start in -12_i32..=12, n in -30_i32..=30) {
            let m = shift(0, start);
            prop_assert_eq!(shift(shift(m, n), -n), m);
            prop_assert_eq!(shift(m, n), shift(0, start + n));
        }

        #[test]
        fn shift_is_monotone(m in -60_i32..=60, n in 1_i32..=10) {
            prop_assert!(shift(m, -n) < m);
            prop_assert!(shift(m, n) > m);
            prop_assert!(shift(m, -n) <= shift(m, 1 - n));
        }

        #[test]
        fn numbers_parse_as_themselves(m in -100_i32..=100) {
            prop_assert_eq!(parse(&format!("{m:+}")), Ok(m));
            prop_assert_eq!(parse(&m.to_string()), Ok(m));
        }
    }
}
