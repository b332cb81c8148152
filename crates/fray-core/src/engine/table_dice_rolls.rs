//! What a command rolls, said in a refusal about dice: each die it asks for by what the
//! system calls it (« le d20 du test », « le jet de dommages »), with how many and of what
//! size, so a GM who gave a value the command does not use knows which ones it does use.

use super::table_dice::Asked;

/// `it rolls the test's d20 (1d20), the damage roll (2 dice)`, in the current language,
/// from the runs the rules asked for (in order, a slot's runs added up); `what` names a
/// slot's die and `sides` gives its size: `Some(0)` when the notation decides (the count
/// is said alone), `None` for a labelled draw (a token's face), said as draws.
pub fn said(
    asked: &[Asked],
    what: impl Fn(&str) -> String,
    sides: impl Fn(&str) -> Option<u32>,
) -> String {
    let mut slots: Vec<(&'static str, usize)> = Vec::new();
    for run in asked {
        match slots.iter_mut().find(|(slot, _)| *slot == run.slot) {
            Some((_, n)) => *n = n.saturating_add(run.count),
            None => slots.push((run.slot, run.count)),
        }
    }
    if slots.is_empty() {
        return crate::t!("dice-command-rolls-none");
    }
    let items: Vec<String> = slots
        .iter()
        .map(|(slot, n)| match sides(slot) {
            None => crate::t!("dice-rolls-item-draws", slot = what(slot), n = *n),
            Some(0) => crate::t!("dice-rolls-item-any", slot = what(slot), n = *n),
            Some(size) => crate::t!("dice-rolls-item", slot = what(slot), n = *n, sides = size),
        })
        .collect();
    crate::t!("dice-command-rolls", list = items.join(", "))
}
