//! What [`TableDice`] says of the dice it was given or not: the request for the dice it
//! had to roll itself (how many, for whom in order, how many given, how to give them) and
//! the problems with what was given (values left unused, with every die the command does
//! roll).

use super::{Asked, FREE_ROLL, MAX_NAMED, TableDice};

impl TableDice<'_> {
    /// The dice fray had to roll itself, as messages: per die, how many the command rolls,
    /// for whom in order, how many were given and how many are missing, and how to give them.
    pub fn missing(&self) -> Vec<String> {
        let mut out: Vec<String> = self.short.iter().map(|slot| self.request(slot)).collect();
        out.extend(self.loose.iter().cloned());
        out
    }

    /// The request for `slot`'s dice: how many, for whom in order, how many were given.
    fn request(&self, slot: &str) -> String {
        let runs: Vec<&Asked> = self.asked.iter().filter(|a| a.slot == slot).collect();
        let n: usize = runs.iter().map(|a| a.count).sum();
        let given: usize = runs.iter().map(|a| a.given).sum();
        let mut whom = whom(&runs);
        if let Some(terms) = self.terms_of(slot) {
            whom.push_str(&format!(" ({terms})"));
        }
        let given_text = if given == 0 {
            String::new()
        } else {
            format!(
                " ({})",
                crate::t!("dice-needs-given", given = given, missing = n - given)
            )
        };
        // A labelled draw (a token, a value within a range) is given as values, not dice.
        let draws = self.slot(slot).is_some_and(|s| s.sides == 0 && !s.own_word);
        if draws {
            return crate::t!(
                "dice-needs-draws",
                what = self.what(slot),
                n = n,
                whom = whom,
                given = given_text,
                give = self.give(slot)
            );
        }
        crate::t!(
            "dice-needs",
            what = self.what(slot),
            n = n,
            whom = whom,
            given = given_text,
            give = self.give(slot)
        )
    }

    /// What did not fit: values out of range, unknown faces, values left unused.
    pub fn problems(&self) -> Vec<String> {
        let mut out = self.bad.clone();
        for (slot, queue) in &self.queues {
            if let (Some(terms), false) = (self.terms_of(slot), queue.is_empty()) {
                let n: usize = self
                    .asked
                    .iter()
                    .filter(|a| a.slot == slot)
                    .map(|a| a.count)
                    .sum();
                out.push(crate::t!(
                    "dice-pool-unused",
                    slot = said_slot(slot),
                    given = n + queue.len(),
                    n = n,
                    terms = terms
                ));
                continue;
            }
            // How many the command does roll and for whom, as a request says it, so the
            // refusal agrees with the one the same line gets without the values.
            let runs: Vec<&Asked> = self.asked.iter().filter(|a| a.slot == slot).collect();
            let n: usize = runs.iter().map(|a| a.count).sum();
            let whom = whom(&runs);
            // And what it does roll, every die by name, count and size.
            let rolls = super::super::table_dice_rolls::said(
                &self.asked,
                |key| self.what(key),
                |key| match self.slot(key) {
                    Some(s) if s.sides == 0 && !s.own_word => None,
                    s => Some(s.map_or(0, |s| s.sides)),
                },
            );
            for value in queue {
                out.push(crate::t!(
                    "dice-unused",
                    slot = said_slot(slot),
                    value = value,
                    what = self.what(slot),
                    n = n,
                    whom = whom.as_str(),
                    rolls = rolls.as_str()
                ));
            }
        }
        out
    }

    /// What a slot rolls, in the GM's words (`the check's d10`).
    pub(super) fn what(&self, slot: &str) -> String {
        match self.slot(slot) {
            Some(s) if *s == FREE_ROLL => crate::t!("dice-free-roll-what"),
            Some(s) => s.what.to_string(),
            None => crate::t!("dice-slot", slot = slot),
        }
    }

    /// The terms of `slot`'s pool as the rules said them, when more than the pool asked.
    fn terms_of(&self, slot: &str) -> Option<&str> {
        self.terms
            .iter()
            .find(|(s, _)| *s == slot)
            .map(|(_, t)| t.as_str())
    }

    /// How to give a slot's dice on the line (`check=N`).
    fn give(&self, slot: &str) -> String {
        match self.slot(slot) {
            Some(s) if *s == FREE_ROLL => crate::t!("dice-free-roll-give"),
            Some(s) => s.give.to_string(),
            None => format!("{slot}=N"),
        }
    }
}

/// A slot's key as the GM types it in the current language (`réserve` for `pool`).
fn said_slot(slot: &str) -> &str {
    super::super::table_dice_words::slot_word_in(crate::i18n::current(), None, slot)
}

/// Whom a slot's runs are for, as the request says it: ` for Kurt`, `, in this order: Vance
/// ×3, Ana ×2, …`; nothing when the rules named nobody.
fn whom(runs: &[&Asked]) -> String {
    let mut named: Vec<(&str, usize)> = Vec::new();
    for run in runs {
        let Some(who) = run.who.as_deref() else {
            continue;
        };
        match named.last_mut() {
            Some((last, count)) if *last == who => *count += run.count,
            _ => named.push((who, run.count)),
        }
    }
    match named.as_slice() {
        [] => String::new(),
        [(who, _)] => format!(
            " {}",
            crate::t!("dice-needs-whom", who = crate::safe_text::escape(who))
        ),
        _ => {
            let mut list: Vec<String> = named
                .iter()
                .take(MAX_NAMED)
                .map(|(who, n)| format!("{} ×{n}", crate::safe_text::escape(who)))
                .collect();
            if named.len() > MAX_NAMED {
                list.push("…".to_string());
            }
            format!(
                ", {}",
                crate::t!("dice-needs-order", list = list.join(", "))
            )
        }
    }
}
