//! Dice notation for the GM's free rolls: `d20`, `2d6+3`, `4d6!` (exploding), `8d6>=5`
//! (count hits), `3d10-2`, `d%` (a d100).

use std::fmt;

use crate::model::{DieRoll, RollRecord};

use super::dice::Dice;

/// Most dice one roll may throw before explosions.
pub const MAX_DICE: u32 = 100;
/// Most faces a die may have.
pub const MAX_SIDES: u32 = 1000;
/// Most extra dice one exploding die may add.
pub const MAX_EXPLOSIONS: u32 = 20;

/// Why a notation was not understood.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotationError {
    /// What was typed.
    pub text: String,
    /// What is wrong.
    pub reason: String,
}

impl fmt::Display for NotationError {
    /// The refusal in the current language, with examples of good notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = crate::t!(
            "dice-bad-notation",
            text = &self.text,
            reason = &self.reason
        );
        f.write_str(&text)
    }
}

impl std::error::Error for NotationError {}

/// A parsed dice expression.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DiceExpr {
    /// How many dice.
    pub count: u32,
    /// Faces per die.
    pub sides: u32,
    /// A die showing its highest face is rolled again and added (`!`).
    pub explode: bool,
    /// Count the dice showing at least this (`>=N`, `>N` means `>=N+1`) instead of summing.
    pub hits_at: Option<u32>,
    /// Added to the sum (or to the hit count).
    pub modifier: i64,
}

impl fmt::Display for DiceExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.count != 1 {
            write!(f, "{}", self.count)?;
        }
        write!(f, "d{}", self.sides)?;
        if self.explode {
            write!(f, "!")?;
        }
        if let Some(t) = self.hits_at {
            write!(f, ">={t}")?;
        }
        match self.modifier {
            0 => Ok(()),
            m if m > 0 => write!(f, "+{m}"),
            m => write!(f, "{m}"),
        }
    }
}

/// Parses a notation such as `2d6+3`.
pub fn parse(text: &str) -> Result<DiceExpr, NotationError> {
    let err = |reason: &str| NotationError {
        text: text.to_string(),
        reason: reason.to_string(),
    };
    let s: String = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect::<String>()
        .to_ascii_lowercase();
    let (count_part, rest) = s
        .split_once('d')
        .ok_or_else(|| err(&crate::t!("dice-no-d")))?;
    let count = if count_part.is_empty() {
        1
    } else {
        number(count_part).ok_or_else(|| err(&crate::t!("dice-count-not-number")))?
    };
    if !(1..=MAX_DICE).contains(&count) {
        return Err(err(&crate::t!(
            "dice-count-range",
            max = MAX_DICE.to_string()
        )));
    }
    let digits = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let (sides, mut rest) = if let Some(after) = rest.strip_prefix('%') {
        (100, after)
    } else {
        (
            number(&rest[..digits]).ok_or_else(|| err(&crate::t!("dice-faces-missing")))?,
            &rest[digits..],
        )
    };
    if !(2..=MAX_SIDES).contains(&sides) {
        return Err(err(&crate::t!(
            "dice-faces-range",
            max = MAX_SIDES.to_string()
        )));
    }
    let mut explode = false;
    if let Some(after) = rest.strip_prefix('!') {
        explode = true;
        rest = after;
    }
    let mut hits_at = None;
    if let Some(after) = rest.strip_prefix(">=").or_else(|| rest.strip_prefix('>')) {
        let strict = !rest.starts_with(">=");
        let end = after
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(after.len());
        let target = number(&after[..end])
            .ok_or_else(|| err(&format!("{} ", crate::t!("dice-threshold-number"))))?;
        let target = if strict {
            target.saturating_add(1)
        } else {
            target
        };
        if !(1..=sides).contains(&target) {
            return Err(err(&crate::t!("dice-threshold-face")));
        }
        hits_at = Some(target);
        rest = &after[end..];
    }
    let modifier = match rest.chars().next() {
        None => 0,
        Some(sign @ ('+' | '-')) => {
            let n = number(&rest[1..]).ok_or_else(|| err(&crate::t!("dice-sign-number")))?;
            if n > 1_000_000 {
                return Err(err(&crate::t!("dice-modifier-large")));
            }
            if sign == '-' {
                -i64::from(n)
            } else {
                i64::from(n)
            }
        }
        Some(_) => return Err(err(&crate::t!("dice-not-understood", rest = rest))),
    };
    Ok(DiceExpr {
        count,
        sides,
        explode,
        hits_at,
        modifier,
    })
}

fn number(s: &str) -> Option<u32> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

impl DiceExpr {
    /// Throws the dice and records every one.
    pub fn roll(&self, dice: &mut dyn Dice) -> RollRecord {
        self.throw(|sides| dice.roll(sides))
    }

    /// Throws the dice, each through `next` (given its faces), and records every one.
    pub(super) fn throw(&self, mut next: impl FnMut(u32) -> u32) -> RollRecord {
        let mut thrown = Vec::new();
        for _ in 0..self.count {
            let mut value = next(self.sides);
            thrown.push(DieRoll {
                sides: self.sides,
                value,
            });
            let mut extra = 0;
            while self.explode && value == self.sides && extra < MAX_EXPLOSIONS {
                value = next(self.sides);
                thrown.push(DieRoll {
                    sides: self.sides,
                    value,
                });
                extra += 1;
            }
        }
        let base: i64 = match self.hits_at {
            Some(t) => thrown.iter().filter(|d| d.value >= t).count() as i64,
            None => thrown.iter().map(|d| i64::from(d.value)).sum(),
        };
        RollRecord {
            notation: self.to_string(),
            purpose: None,
            dice: thrown,
            total: base + self.modifier,
        }
    }
}

#[path = "notation_given.rs"]
mod given;
pub use given::{GivenRoll, parse_given};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::dice::ScriptedDice;

    #[test]
    fn parses_the_usual_forms() {
        assert_eq!(parse("d20").unwrap().to_string(), "d20");
        assert_eq!(parse("2D6 + 3").unwrap().to_string(), "2d6+3");
        assert_eq!(
            parse("4d6!").unwrap(),
            DiceExpr {
                count: 4,
                sides: 6,
                explode: true,
                hits_at: None,
                modifier: 0
            }
        );
        assert_eq!(parse("8d6>=5").unwrap().hits_at, Some(5));
        assert_eq!(parse("8d6>4").unwrap().hits_at, Some(5));
        assert_eq!(parse("3d10-2").unwrap().modifier, -2);
        assert_eq!(parse("d%").unwrap().sides, 100);
    }

    #[test]
    fn refuses_nonsense_with_a_reason() {
        for bad in [
            "",
            "20",
            "d",
            "0d6",
            "101d6",
            "d1",
            "2d6+",
            "2d6x",
            "d6>=7",
            "2d6+99999999999",
        ] {
            let e = parse(bad).unwrap_err();
            assert!(e.to_string().contains("bad dice"), "{bad}: {e}");
        }
    }

    #[test]
    fn sums_with_modifier() {
        let r = parse("2d6+3").unwrap().roll(&mut ScriptedDice::new([4, 5]));
        assert_eq!(r.total, 12);
        assert_eq!(r.dice.len(), 2);
    }

    #[test]
    fn exploding_sixes_roll_again() {
        let r = parse("2d6!")
            .unwrap()
            .roll(&mut ScriptedDice::new([6, 6, 2, 3]));
        assert_eq!(
            r.dice.iter().map(|d| d.value).collect::<Vec<_>>(),
            vec![6, 6, 2, 3]
        );
        assert_eq!(r.total, 17);
    }

    #[test]
    fn hit_counting_counts_dice_at_or_over_the_threshold() {
        let r = parse("8d6>=5")
            .unwrap()
            .roll(&mut ScriptedDice::new([1, 5, 6, 4, 5, 2, 3, 6]));
        assert_eq!(r.total, 4);
    }

    #[test]
    fn explosions_are_bounded() {
        let r = parse("1d6!")
            .unwrap()
            .roll(&mut ScriptedDice::new(std::iter::repeat_n(6, 50)));
        assert_eq!(r.dice.len() as u32, 1 + MAX_EXPLOSIONS);
    }
}
