//! How [`TableDice`] answers the rules as a die source ([`Dice`]): each die asked for is
//! taken from the values given for its slot, or rolled by the fallback and noted.

use super::{Dice, GivenDie, TableDice};

/// A pool's terms as one text: `9 asked − 2 wound dice + 3 Well disposed` (terms of 0
/// left out after the first).
fn pool_text(terms: &[(String, i64)]) -> String {
    let mut out = String::new();
    for (i, (label, n)) in terms.iter().enumerate() {
        let label = crate::safe_text::escape(label);
        if i == 0 {
            out.push_str(&format!("{n} {label}"));
        } else if *n > 0 {
            out.push_str(&format!(" + {n} {label}"));
        } else if *n < 0 {
            out.push_str(&format!(" − {} {label}", n.unsigned_abs()));
        }
    }
    out
}

impl Dice for TableDice<'_> {
    fn for_whom(&mut self, who: &str) {
        self.whom = Some(who.to_string());
    }

    fn gives(&self, slot: &'static str) -> bool {
        self.queues.iter().any(|(s, q)| s == slot && !q.is_empty())
    }

    fn pool_terms(&mut self, slot: &'static str, terms: &[(String, i64)]) {
        self.terms.retain(|(s, _)| *s != slot);
        if terms.iter().skip(1).any(|(_, n)| *n != 0) {
            self.terms.push((slot, pool_text(terms)));
        }
    }

    fn roll(&mut self, sides: u32) -> u32 {
        let text = crate::t!("dice-needs-die", sides = sides.to_string());
        if !self.loose.contains(&text) {
            self.loose.push(text);
        }
        self.fallback.roll(sides)
    }

    fn roll_for(&mut self, sides: u32, slot: &'static str) -> u32 {
        let Some(value) = self.next_given(slot) else {
            self.note_missing(slot);
            return self.fallback.roll_for(sides, slot);
        };
        self.note_asked(slot, true);
        let top = sides.max(1);
        match value.trim().parse::<u32>() {
            Ok(v) if (1..=top).contains(&v) => {
                self.taken.push(GivenDie {
                    slot: slot.to_string(),
                    value: v.to_string(),
                    who: self.whom.clone(),
                });
                v
            }
            _ => {
                self.bad.push(crate::t!(
                    "dice-shows",
                    slot = slot,
                    value = &value,
                    what = self.what(slot),
                    top = top.to_string()
                ));
                1
            }
        }
    }

    fn take_given(&mut self, slot: &'static str, sides: u32, value: u32) -> u32 {
        if (1..=sides.max(1)).contains(&value) {
            self.taken.push(GivenDie {
                slot: slot.to_string(),
                value: value.to_string(),
                who: self.whom.clone(),
            });
        } else {
            self.bad.push(crate::t!(
                "dice-shows",
                slot = slot,
                value = value.to_string(),
                what = self.what(slot),
                top = sides.to_string()
            ));
        }
        value
    }

    fn pick_for(&mut self, slot: &'static str, faces: &[(String, u32)]) -> usize {
        let Some(value) = self.next_given(slot) else {
            self.note_missing(slot);
            return self.fallback.pick_for(slot, faces);
        };
        self.note_asked(slot, true);
        let found = faces
            .iter()
            .position(|(label, weight)| *weight > 0 && label.eq_ignore_ascii_case(value.trim()));
        match found {
            Some(i) => {
                let label = faces.get(i).map_or(value.clone(), |f| f.0.clone());
                self.taken.push(GivenDie {
                    slot: slot.to_string(),
                    value: label,
                    who: self.whom.clone(),
                });
                i
            }
            None => {
                let known: Vec<&str> = faces
                    .iter()
                    .filter(|f| f.1 > 0)
                    .map(|f| f.0.as_str())
                    .collect();
                self.bad.push(crate::t!(
                    "dice-holds-only",
                    slot = slot,
                    value = &value,
                    what = self.what(slot),
                    known = known.join(" ")
                ));
                0
            }
        }
    }
}
