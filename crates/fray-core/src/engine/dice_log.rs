//! A die source that notes, slot by slot, what another source rolled: the values a table
//! would have to give to get the same decision (for tests, and for saying which dice fray
//! rolled).

use super::dice::Dice;
use super::table_dice::GivenDice;

/// Wraps a source and writes down every declared roll and draw it makes.
pub struct DiceLog<'a> {
    inner: &'a mut dyn Dice,
    given: GivenDice,
}

impl<'a> DiceLog<'a> {
    /// A log over `inner`.
    pub fn new(inner: &'a mut dyn Dice) -> Self {
        DiceLog {
            inner,
            given: GivenDice::default(),
        }
    }

    /// What was rolled, as dice a table could give (slot by slot, in order).
    pub fn given(&self) -> &GivenDice {
        &self.given
    }
}

impl Dice for DiceLog<'_> {
    fn roll(&mut self, sides: u32) -> u32 {
        self.inner.roll(sides)
    }

    fn roll_for(&mut self, sides: u32, slot: &'static str) -> u32 {
        let v = self.inner.roll_for(sides, slot);
        self.given.push(slot, [v.to_string()]);
        v
    }

    fn for_whom(&mut self, who: &str) {
        self.inner.for_whom(who);
    }

    fn gives(&self, slot: &'static str) -> bool {
        self.inner.gives(slot)
    }

    fn pool_terms(&mut self, slot: &'static str, terms: &[(String, i64)]) {
        self.inner.pool_terms(slot, terms);
    }

    fn pick_for(&mut self, slot: &'static str, faces: &[(String, u32)]) -> usize {
        let at = self.inner.pick_for(slot, faces);
        if let Some((label, _)) = faces.get(at) {
            self.given.push(slot, [label.clone()]);
        }
        at
    }
}
