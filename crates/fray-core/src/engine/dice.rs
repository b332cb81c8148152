//! Where dice come from: a trait the rule engine rolls through, a seeded source for play
//! and a scripted source for tests. The engine never touches a global RNG.

use super::dice_stream::{DiceGenerator, DiceStream};

/// A source of die results.
pub trait Dice {
    /// One die with `sides` faces: a value in `1..=sides` (`sides` of 0 is treated as 1).
    fn roll(&mut self, sides: u32) -> u32;

    /// One die for a roll a system declared (`slot` is its [`RollSlot`] key), which the
    /// table may have given; by default fray rolls it.
    ///
    /// [`RollSlot`]: super::table_dice::RollSlot
    fn roll_for(&mut self, sides: u32, slot: &'static str) -> u32 {
        let _ = slot;
        self.roll(sides)
    }

    /// Says whose dice the next declared rolls are (a combatant's name), so a request for
    /// dice rolled at the table can say how many each one rolls, in order. By default
    /// nothing is noted.
    fn for_whom(&mut self, who: &str) {
        let _ = who;
    }

    /// Says what the next roll of `slot` is made of, term by term (a label in the GM's
    /// language and a number of dice: the pool asked, wound dice taken off, bonus dice
    /// bought), so a table that gave another count hears the pool fray computed. By
    /// default nothing is noted.
    fn pool_terms(&mut self, slot: &'static str, terms: &[(String, i64)]) {
        let _ = (slot, terms);
    }

    /// A die of `slot` whose `value` the command itself gives (read off the table and typed
    /// in the command's own words, such as `damage=2d6+3:4,5`): the value to use. By
    /// default the value itself; a table source notes it.
    fn take_given(&mut self, slot: &'static str, sides: u32, value: u32) -> u32 {
        let _ = (slot, sides);
        value
    }

    /// One labelled face drawn by weight (a token from a bag): its index in `faces`. By
    /// default one die of the total weight, walked through the weights in order (the last
    /// face when the weights run out; 0 for no faces).
    fn pick_for(&mut self, slot: &'static str, faces: &[(String, u32)]) -> usize {
        let _ = slot;
        let total = faces.iter().fold(0_u32, |t, f| t.saturating_add(f.1));
        let mut roll = self.roll(total.max(1));
        for (i, (_, weight)) in faces.iter().enumerate() {
            if roll <= *weight {
                return i;
            }
            roll -= weight;
        }
        faces.len().saturating_sub(1)
    }

    /// Whether the command gave any value of `slot` as rolled or drawn at the table (so a
    /// draw made face down at a real table may be left with no face when none is given).
    /// By default none.
    fn gives(&self, slot: &'static str) -> bool {
        let _ = slot;
        false
    }
}

/// A deterministic source seeded from the save's seed and the record's sequence number,
/// so each command's dice are fixed by the log alone and resuming needs no RNG state.
#[derive(Debug)]
pub struct SeededDice {
    stream: DiceStream,
}

impl SeededDice {
    /// A source from a plain seed, with the generator new saves use.
    pub fn new(seed: u64) -> Self {
        SeededDice {
            stream: DiceGenerator::CURRENT.stream(seed),
        }
    }

    /// The source for the command recorded at `seq` in a save seeded with `seed` whose dice
    /// come from `generator`.
    pub fn for_record(generator: DiceGenerator, seed: u64, seq: u64) -> Self {
        // splitmix64 of the pair keeps neighbouring records' streams unrelated.
        let mut z = seed ^ seq.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        SeededDice {
            stream: generator.stream(z ^ (z >> 31)),
        }
    }
}

impl Dice for SeededDice {
    fn roll(&mut self, sides: u32) -> u32 {
        self.stream.die(sides)
    }
}

/// The source for a save whose dice generator this fray does not know: it cannot roll
/// them, so each roll gives 1 and is noted, and the caller refuses a command that rolled
/// (one rolling nothing, or given all its dice at the table, goes through).
#[derive(Debug, Default)]
pub struct UnknownDice {
    rolled: bool,
}

impl UnknownDice {
    /// Whether anything asked this source for a die.
    pub fn rolled(&self) -> bool {
        self.rolled
    }
}

impl Dice for UnknownDice {
    fn roll(&mut self, sides: u32) -> u32 {
        let _ = sides;
        self.rolled = true;
        1
    }
}

/// Hands out given results in order: for tests and for the GM typing physical dice.
/// Once the script runs out it keeps rolling from a fallback seeded source.
#[derive(Debug)]
pub struct ScriptedDice {
    results: std::collections::VecDeque<u32>,
    fallback: SeededDice,
}

impl ScriptedDice {
    /// A source that yields `results` first (each clamped to the die's faces).
    pub fn new(results: impl IntoIterator<Item = u32>) -> Self {
        ScriptedDice {
            results: results.into_iter().collect(),
            fallback: SeededDice::new(0),
        }
    }

    /// How many scripted results are still unused.
    pub fn remaining(&self) -> usize {
        self.results.len()
    }
}

impl Dice for ScriptedDice {
    fn roll(&mut self, sides: u32) -> u32 {
        match self.results.pop_front() {
            Some(v) => v.clamp(1, sides.max(1)),
            None => self.fallback.roll(sides),
        }
    }
}

#[cfg(test)]
#[path = "dice_tests.rs"]
mod tests;
