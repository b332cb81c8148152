//! The risks a wound brings (POL-35): « Séquelles » and « Aggravation : Infection,
//! Suractivité ». The rules give no procedure for them here, so fray computes them and
//! shows them as prompts for the GM: in the log line of the wound that brings them, and in
//! the detail pane for the combatant's current wounds.

use crate::model::LocatorCell;

use super::wounds::{self, WoundEffects};

/// One risk a wound brings, in the order the text lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Risk {
    /// Lasting after-effects (séquelles): Serious to the head, Critical, Mortal.
    Sequelae,
    /// The wound may worsen by infection (from Medium on).
    Infection,
    /// The wound may worsen by overexertion, suractivité (every wound).
    Overexertion,
}

impl Risk {
    /// Every risk, in the text's order.
    pub const ALL: [Risk; 3] = [Risk::Sequelae, Risk::Infection, Risk::Overexertion];

    /// The risk's word in the current language (`sequelae`, `séquelles`).
    pub fn word(self) -> String {
        match self {
            Risk::Sequelae => crate::t!("pol-risk-sequelae"),
            Risk::Infection => crate::t!("pol-risk-infection"),
            Risk::Overexertion => crate::t!("pol-risk-overexertion"),
        }
    }

    fn of(self, e: &WoundEffects) -> bool {
        match self {
            Risk::Sequelae => e.sequelae,
            Risk::Infection => e.infection_risk,
            Risk::Overexertion => e.overexertion_risk,
        }
    }
}

/// The risks of one wound's effects, in the text's order (none after death).
pub fn of(effects: &WoundEffects) -> Vec<Risk> {
    Risk::ALL.into_iter().filter(|r| r.of(effects)).collect()
}

/// The log's words for the risks a wound brings (`risks: sequelae, infection,
/// overexertion`), `None` when it brings none.
pub fn said(risks: &[Risk]) -> Option<String> {
    if risks.is_empty() {
        return None;
    }
    let words: Vec<String> = risks.iter().map(|r| r.word()).collect();
    Some(crate::t!("pol-risks", risks = words.join(", ")))
}

/// The risks of every checked row of a locator, each with the location keys that bring
/// it, in the text's order then sheet order: `(risk, [location key...])`. `locations` are
/// `(location key, cells)` as the locator or its report grid holds them.
pub fn current<'a>(
    locations: impl IntoIterator<Item = (&'a str, &'a [LocatorCell])>,
) -> Vec<(Risk, Vec<String>)> {
    let mut found: Vec<(Risk, Vec<String>)> = Risk::ALL.iter().map(|r| (*r, Vec::new())).collect();
    for (key, cells) in locations {
        for (severity, cell) in cells.iter().enumerate() {
            if cell.checked == 0 {
                continue;
            }
            let Some(effects) = wounds::effects(key, severity) else {
                continue;
            };
            for risk in of(&effects) {
                if let Some((_, at)) = found.iter_mut().find(|(r, _)| *r == risk)
                    && !at.iter().any(|k| k == key)
                {
                    at.push(key.to_string());
                }
            }
        }
    }
    found.retain(|(_, at)| !at.is_empty());
    found
}

#[cfg(test)]
#[path = "risks_tests.rs"]
mod tests;
