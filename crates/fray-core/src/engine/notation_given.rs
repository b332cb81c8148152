//! Dice notation with the values rolled at the table after a colon: `2d6+3:4,5` (each
//! value a face of the die, as many as the notation throws, exploded dice included).

use std::fmt;

use super::super::dice::Dice;
use super::{DiceExpr, MAX_EXPLOSIONS, NotationError, parse};
use crate::model::RollRecord;

/// A notation, with the dice's values when they were rolled at the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GivenRoll {
    /// What is thrown.
    pub expr: DiceExpr,
    /// The values read off the table's dice, in order; `None`: fray rolls.
    pub values: Option<Vec<u32>>,
}

impl fmt::Display for GivenRoll {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.expr)?;
        if let Some(values) = &self.values {
            let list: Vec<String> = values.iter().map(u32::to_string).collect();
            write!(f, ":{}", list.join(","))?;
        }
        Ok(())
    }
}

/// Parses `2d6+3` or `2d6+3:4,5`, checking the values against the dice.
pub fn parse_given(text: &str) -> Result<GivenRoll, NotationError> {
    let err = |reason: String| NotationError {
        text: text.to_string(),
        reason,
    };
    let Some((notation, list)) = text.split_once(':') else {
        return Ok(GivenRoll {
            expr: parse(text)?,
            values: None,
        });
    };
    let expr = parse(notation)?;
    let values = list
        .split(',')
        .map(|v| {
            v.trim()
                .parse::<u32>()
                .map_err(|_| err(crate::t!("dice-not-a-value", value = v.trim())))
        })
        .collect::<Result<Vec<u32>, _>>()?;
    check(&expr, &values).map_err(err)?;
    Ok(GivenRoll {
        expr,
        values: Some(values),
    })
}

/// Whether `values` are exactly the dice `expr` throws: each a face, as many as needed.
fn check(expr: &DiceExpr, values: &[u32]) -> Result<(), String> {
    if let Some(v) = values.iter().find(|v| !(1..=expr.sides).contains(*v)) {
        return Err(crate::t!(
            "dice-not-a-face",
            value = v.to_string(),
            sides = expr.sides.to_string()
        ));
    }
    let mut at = 0;
    for _ in 0..expr.count {
        let mut value = *values
            .get(at)
            .ok_or_else(|| crate::t!("dice-too-few", expr = expr.to_string(), n = values.len()))?;
        at += 1;
        let mut extra = 0;
        while expr.explode && value == expr.sides && extra < MAX_EXPLOSIONS {
            value = *values
                .get(at)
                .ok_or_else(|| crate::t!("dice-explodes", sides = expr.sides.to_string()))?;
            at += 1;
            extra += 1;
        }
    }
    if at < values.len() {
        return Err(crate::t!(
            "dice-count-mismatch",
            expr = expr.to_string(),
            at = at.to_string(),
            n = values.len().to_string()
        ));
    }
    Ok(())
}

impl GivenRoll {
    /// Throws the dice (each die of `slot`): the given values, through
    /// [`Dice::take_given`] so a table source notes them, else fray's roll.
    pub fn roll_for(&self, dice: &mut dyn Dice, slot: &'static str) -> RollRecord {
        match &self.values {
            Some(values) => {
                let mut it = values.iter().copied();
                self.expr.throw(|sides| {
                    let v = it.next().unwrap_or(1);
                    dice.take_given(slot, sides, v)
                })
            }
            None => self.expr.throw(|sides| dice.roll_for(sides, slot)),
        }
    }
}

#[cfg(test)]
#[path = "notation_given_tests.rs"]
mod tests;
