//! The generator behind a save's dice, defined by its algorithm alone (no crate version
//! decides it): named in the save's header (`"dice"`), so a seed and a record's sequence
//! number give the same dice on every platform and with every build of fray that knows the
//! name. The definition is in docs/save-format.md ("Dice").
//!
//! `chacha12-v1`, the one generator so far:
//! - the seed (a `u64`) is expanded into a 32-byte ChaCha key by eight steps of PCG-32
//!   (XSH-RR), each giving four little-endian bytes, in order;
//! - the stream is the ChaCha keystream with 12 rounds, that key, a 64-bit block counter
//!   from 0 and a 64-bit nonce of 0, read as 32-bit little-endian words, block after block
//!   and word 0 to 15 within a block;
//! - a die of `sides` faces takes one word `w`: `w × sides` as a 64-bit product, its high
//!   half is the result − 1; when its low half is above 2³² − `sides`, one more word `v` is
//!   taken, and the result goes up by one when the low half plus the high half of
//!   `v × sides` overflows 32 bits.
//!
//! This is, step for step, what rand 0.10's `StdRng::seed_from_u64` and
//! `random_range(1..=sides)` did, so saves rolled before the header named its generator get
//! the same dice (checked against rand in the tests).

use chacha20::ChaCha12Rng;
use chacha20::rand_core::{Rng, SeedableRng};

/// The name new saves give their dice generator in the header.
pub const CHACHA12_V1: &str = "chacha12-v1";

/// The name a save whose header names no generator is read with: what fray rolled with
/// before headers named it (rand 0.10.3's `StdRng`), the very stream of `chacha12-v1`. It is
/// never written: a header holding it is written without a `dice` member.
pub const LEGACY: &str = "rand-0.10-stdrng";

/// A dice generator this fray knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DiceGenerator {
    /// ChaCha12, seeded by PCG-32 expansion, dice by widening multiplication (module docs).
    ChaCha12V1,
}

impl DiceGenerator {
    /// The generator new saves are rolled with.
    pub const CURRENT: DiceGenerator = DiceGenerator::ChaCha12V1;

    /// The generator a header's `dice` member names, if this fray knows it.
    pub fn named(name: &str) -> Option<Self> {
        match name {
            CHACHA12_V1 | LEGACY => Some(DiceGenerator::ChaCha12V1),
            _ => None,
        }
    }

    /// The name written in a new save's header.
    pub fn name(self) -> &'static str {
        match self {
            DiceGenerator::ChaCha12V1 => CHACHA12_V1,
        }
    }

    /// This generator's stream for `seed`.
    pub fn stream(self, seed: u64) -> DiceStream {
        match self {
            DiceGenerator::ChaCha12V1 => DiceStream {
                rng: ChaCha12Rng::from_seed(expand_seed(seed)),
            },
        }
    }
}

/// The words of one generator's stream, and dice made from them.
#[derive(Debug)]
pub struct DiceStream {
    rng: ChaCha12Rng,
}

impl DiceStream {
    /// One die with `sides` faces: a value in `1..=sides` (`sides` of 0 is treated as 1).
    pub fn die(&mut self, sides: u32) -> u32 {
        let range = sides.max(1);
        let (mut result, low) = widening(self.word(), range);
        if low > range.wrapping_neg() {
            let (carry, _) = widening(self.word(), range);
            if low.checked_add(carry).is_none() {
                result += 1;
            }
        }
        result + 1
    }

    /// The stream's next 32-bit word.
    fn word(&mut self) -> u32 {
        self.rng.next_u32()
    }
}

/// The high and low 32-bit halves of `a × b`.
fn widening(a: u32, b: u32) -> (u32, u32) {
    let product = u64::from(a) * u64::from(b);
    ((product >> 32) as u32, product as u32)
}

/// The 32-byte key a seed gives: eight PCG-32 outputs, little-endian, in order.
fn expand_seed(mut state: u64) -> [u8; 32] {
    const MUL: u64 = 0x5851_F42D_4C95_7F2D;
    const INC: u64 = 0xA176_54E4_6FBE_17F3;
    let mut key = [0_u8; 32];
    for chunk in key.chunks_exact_mut(4) {
        state = state.wrapping_mul(MUL).wrapping_add(INC);
        let xorshifted = (((state >> 18) ^ state) >> 27) as u32;
        let word = xorshifted.rotate_right((state >> 59) as u32);
        chunk.copy_from_slice(&word.to_le_bytes());
    }
    key
}

#[cfg(test)]
#[path = "dice_stream_tests.rs"]
mod tests;
