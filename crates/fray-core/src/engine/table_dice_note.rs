//! The log's note of dice rolled at the table (an `Event::TableDice`): roll by roll, then
//! person by person, in the GM's words.

use super::table_dice::{FREE_ROLL, GivenDie, RollSlot, separator};

/// The transcript's words for dice rolled at the table, slots named by their keys (see
/// [`describe_in`], which names them as the system does).
pub fn describe(dice: &[GivenDie]) -> String {
    describe_in(dice, &[])
}

/// One person's values of one roll, in the log's note (`None`: the rules named nobody).
type Person<'a> = (Option<&'a str>, Vec<&'a str>);

/// The transcript's words for dice rolled at the table, as a GM notes them: roll by roll
/// (named as `slots` say, in the GM's language), then person by person in the order the
/// rules used them: `the reaction roll’s d6, at the table: Vance 3, 5; Ana 2`.
pub fn describe_in(dice: &[GivenDie], slots: &[RollSlot]) -> String {
    let mut rolls: Vec<(&str, Vec<Person<'_>>)> = Vec::new();
    for die in dice {
        let at = match rolls.iter().position(|(slot, _)| *slot == die.slot) {
            Some(at) => at,
            None => {
                rolls.push((die.slot.as_str(), Vec::new()));
                rolls.len() - 1
            }
        };
        let people = &mut rolls[at].1;
        let who = die.who.as_deref();
        match people.iter_mut().find(|(w, _)| *w == who) {
            Some((_, values)) => values.push(die.value.as_str()),
            None => people.push((who, vec![die.value.as_str()])),
        }
    }
    let separator = separator();
    let parts: Vec<String> = rolls
        .iter()
        .map(|(slot, people)| {
            let named: Vec<String> = people
                .iter()
                .map(|(who, values)| {
                    let values: Vec<String> =
                        values.iter().map(|v| crate::safe_text::escape(v)).collect();
                    match who {
                        Some(who) => {
                            format!("{} {}", crate::safe_text::escape(who), values.join(", "))
                        }
                        None => values.join(", "),
                    }
                })
                .collect();
            crate::t!(
                "log-table-dice",
                what = slot_what(slot, slots),
                dice = named.join(&separator)
            )
        })
        .collect();
    parts.join(" · ")
}

/// A slot's die in the GM's words: the system's `what`, the free roll's, or its key quoted.
fn slot_what(slot: &str, slots: &[RollSlot]) -> String {
    match slots.iter().find(|s| s.key == slot) {
        Some(s) => s.what.to_string(),
        None if slot == FREE_ROLL.key => crate::t!("dice-free-roll-what"),
        None => crate::t!("dice-slot", slot = crate::safe_text::escape(slot)),
    }
}
