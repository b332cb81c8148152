//! Dice rolled at the table: a system declares the dice it rolls ([`RollSlot`]), a command
//! may carry values the GM read off physical dice ([`GivenDice`]), and [`TableDice`] hands
//! them to the rules in place of fray's own roll, noting what it took, what it had to roll
//! itself and what did not fit. [`decide`] wraps a decision with it. How it answers the
//! rules die by die is in `table_dice_draws.rs`; what it says of the dice it had to roll
//! and of values that did not fit, in `table_dice_requests.rs`.

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use crate::model::Encounter;

use super::dice::Dice;
use super::error::RuleError;
use super::event::Event;

pub use super::table_dice_note::{describe, describe_in};

/// The option choosing who rolls: `dice=fray` (default) or `dice=table`.
pub const OPTION: &str = "dice";

/// The shared options every system accepts: key, values, and the catalog key of what it
/// changes ([`shared_options`] says it in the current language).
pub const SHARED_OPTIONS: &[(&str, &str, &str)] = &[
    (OPTION, "fray|table", "frcli-option-dice"),
    (
        crate::rules::visibility::REVEAL_ON_ACT,
        "on|off",
        "frcli-option-reveal-on-act",
    ),
    (
        crate::rules::visibility::NPC_DECLARATIONS,
        "secret|public",
        "frcli-option-npc-declarations",
    ),
];

/// The shared options, what each changes in the current language.
pub fn shared_options() -> &'static [(&'static str, &'static str, &'static str)] {
    crate::i18n::fixed_list("shared options", || {
        SHARED_OPTIONS
            .iter()
            .map(|(key, values, what)| (*key, *values, crate::i18n::fixed(what)))
            .collect()
    })
}

/// A die (or draw) a system rolls, which the GM may give as rolled at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RollSlot {
    /// What the GM types before `=`: `d20`, `location`, ...
    pub key: &'static str,
    /// The die's faces (values 1 to `sides`); 0 for a labelled draw (a token's face).
    pub sides: u32,
    /// The die in messages: "the test's d20".
    pub what: &'static str,
    /// How the GM gives it, for messages: `d20=N`, `damage=2d6+3:N,N`.
    pub give: &'static str,
    /// The verbs that may roll it (their forms ask for it when the table rolls).
    pub verbs: &'static [&'static str],
    /// Whether the system's own words carry the values (`damage=2d6+3:4,5`, read by its
    /// parser) rather than a shared `KEY=V` word.
    pub own_word: bool,
}

/// The free roll's dice (`roll 2d6+3:4,5`), a roll every system shares.
pub const FREE_ROLL: RollSlot = RollSlot {
    key: "roll",
    sides: 0,
    what: "the free roll's dice",
    give: "roll 2d6:N,N (the values after a colon)",
    verbs: &["roll"],
    own_word: true,
};

/// The values given for one slot, in the order the rules use them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GivenSlot {
    /// The slot's key.
    pub slot: String,
    /// The values as typed: numbers, or face labels such as `S5`.
    pub values: Vec<String>,
}

/// Every die a command gives as rolled at the table, slot by slot.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GivenDice {
    /// The slots in the order they were typed.
    pub slots: Vec<GivenSlot>,
}

impl GivenDice {
    /// Adds values for `slot` (after any given before for it).
    pub fn push(&mut self, slot: &str, values: impl IntoIterator<Item = String>) {
        match self.slots.iter_mut().find(|s| s.slot == slot) {
            Some(s) => s.values.extend(values),
            None => self.slots.push(GivenSlot {
                slot: slot.to_string(),
                values: values.into_iter().collect(),
            }),
        }
    }

    /// Whether nothing is given.
    pub fn is_empty(&self) -> bool {
        self.slots.iter().all(|s| s.values.is_empty())
    }
}

/// One die the log says was rolled at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GivenDie {
    /// The slot's key.
    pub slot: String,
    /// The value as given (a number or a face label).
    pub value: String,
    /// Whose die, as the rules said through [`Dice::for_whom`] (none in older saves).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub who: Option<String>,
}

/// A run of dice one slot asked in a row for one combatant (or for nobody named), in the
/// order the rules asked them: what a request for dice rolled at the table lists.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Asked {
    /// The slot's key.
    pub slot: &'static str,
    /// Whose dice, as the rules said through [`Dice::for_whom`], if they did.
    pub who: Option<String>,
    /// How many dice in the run.
    pub count: usize,
    /// How many of them the table gave.
    pub given: usize,
}

/// Most combatants a request for table dice names before it ends with `…`.
pub const MAX_NAMED: usize = 30;

/// A die source that takes given values first, slot by slot, and rolls the rest from a
/// fallback (the record's seeded dice, so a command with nothing given rolls as before).
pub struct TableDice<'a> {
    slots: &'static [RollSlot],
    queues: Vec<(String, VecDeque<String>)>,
    fallback: &'a mut dyn Dice,
    taken: Vec<GivenDie>,
    whom: Option<String>,
    asked: Vec<Asked>,
    short: Vec<&'static str>,
    loose: Vec<String>,
    bad: Vec<String>,
    terms: Vec<(&'static str, String)>,
}

impl<'a> TableDice<'a> {
    /// A source for a system declaring `slots`, with `given` values and a fallback.
    pub fn new(slots: &'static [RollSlot], given: &GivenDice, fallback: &'a mut dyn Dice) -> Self {
        TableDice {
            slots,
            queues: given
                .slots
                .iter()
                .map(|s| (s.slot.clone(), s.values.iter().cloned().collect()))
                .collect(),
            fallback,
            taken: Vec::new(),
            whom: None,
            asked: Vec::new(),
            short: Vec::new(),
            loose: Vec::new(),
            bad: Vec::new(),
            terms: Vec::new(),
        }
    }

    /// The dice taken from the table, in the order the rules used them.
    pub fn taken(&self) -> &[GivenDie] {
        &self.taken
    }

    /// Every run of dice the rules asked, in order (given or not).
    pub fn asked(&self) -> &[Asked] {
        &self.asked
    }

    /// Notes one die asked of `slot`, from the table or not.
    fn note_asked(&mut self, slot: &'static str, from_table: bool) {
        let given = usize::from(from_table);
        match self.asked.last_mut() {
            Some(last) if last.slot == slot && last.who == self.whom => {
                last.count += 1;
                last.given += given;
            }
            _ => self.asked.push(Asked {
                slot,
                who: self.whom.clone(),
                count: 1,
                given,
            }),
        }
    }

    fn slot(&self, slot: &str) -> Option<&RollSlot> {
        self.slots
            .iter()
            .chain([&FREE_ROLL])
            .find(|s| s.key == slot)
    }

    fn next_given(&mut self, slot: &str) -> Option<String> {
        self.queues
            .iter_mut()
            .find(|(s, _)| s == slot)
            .and_then(|(_, q)| q.pop_front())
    }

    fn note_missing(&mut self, slot: &'static str) {
        self.note_asked(slot, false);
        if !self.short.contains(&slot) {
            self.short.push(slot);
        }
    }
}

/// Whether the encounter asks every die to be rolled at the table (`dice=table`).
pub fn table_mode(state: &Encounter) -> bool {
    state
        .options
        .get(OPTION)
        .is_some_and(|v| v.eq_ignore_ascii_case("table"))
}

/// Checks a value for the shared option `dice`; `None` when `key` is not a shared option.
pub fn check_option(key: &str, value: &str) -> Option<Result<(), RuleError>> {
    if !key.eq_ignore_ascii_case(OPTION) {
        return None;
    }
    Some(match value.to_ascii_lowercase().as_str() {
        "fray" | "table" => Ok(()),
        _ => Err(RuleError::Invalid(crate::t!(
            "dice-option-value",
            value = value
        ))),
    })
}

/// Decides with dice from the table: `decide` runs with a [`TableDice`] over `given` and
/// `fallback`. Refused when a given value does not fit or is left unused, or (in table
/// mode) when fray had to roll a die itself; otherwise the events end with
/// [`Event::TableDice`] when any die came from the table.
pub fn decide(
    slots: &'static [RollSlot],
    given: &GivenDice,
    table: bool,
    fallback: &mut dyn Dice,
    decide: impl FnOnce(&mut dyn Dice) -> Result<Vec<Event>, RuleError>,
) -> Result<Vec<Event>, RuleError> {
    let mut dice = TableDice::new(slots, given, fallback);
    let mut events = decide(&mut dice)?;
    let mut problems = dice.problems();
    if !problems.is_empty() {
        // Everything at once: what did not fit, and what the table must still roll.
        if table {
            problems.extend(dice.missing());
        }
        return Err(RuleError::Invalid(problems.join(&separator())));
    }
    if table && !dice.missing().is_empty() {
        return Err(RuleError::Invalid(dice.missing().join(&separator())));
    }
    if !dice.taken().is_empty() {
        events.push(Event::TableDice {
            dice: dice.taken().to_vec(),
        });
    }
    Ok(events)
}

/// The dice a decision asks, run by run, when nothing is given: a dry run of `decide` over
/// `fallback` (the table-dice form asks one field per run). Empty when it is refused.
pub fn asked(
    slots: &'static [RollSlot],
    fallback: &mut dyn Dice,
    decide: impl FnOnce(&mut dyn Dice) -> Result<Vec<Event>, RuleError>,
) -> Vec<Asked> {
    asked_given(slots, &GivenDice::default(), fallback, decide)
}

/// The dice a decision asks, run by run, once `given` is taken first: which dice the rules
/// want can depend on the values given (a tie-break only when the initiative dice tie), so
/// a form re-asks with what the GM typed. Values left unused are not an error here; empty
/// when the decision is refused.
pub fn asked_given(
    slots: &'static [RollSlot],
    given: &GivenDice,
    fallback: &mut dyn Dice,
    decide: impl FnOnce(&mut dyn Dice) -> Result<Vec<Event>, RuleError>,
) -> Vec<Asked> {
    let mut dice = TableDice::new(slots, given, fallback);
    match decide(&mut dice) {
        Ok(_) => dice.asked,
        Err(_) => Vec::new(),
    }
}

/// Between two problems of one refusal: `; ` (`\u{202f}; ` in French).
pub(super) fn separator() -> String {
    format!("{} ", crate::t!("dice-separator"))
}

#[path = "table_dice_draws.rs"]
mod draws;
#[path = "table_dice_requests.rs"]
mod requests;

#[cfg(test)]
#[path = "table_dice_tests.rs"]
mod tests;
