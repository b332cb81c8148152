//! A fast hash for the consistency check's small keys ([`super::consistency`]).

use std::hash::{BuildHasherDefault, Hasher};

/// A fast hash for small keys the save's own records give (ids, markers, countdown
/// labels): a multiply-rotate per word, as the Rust compiler's FxHash. Not resistant to
/// chosen collisions, which a hostile save could only use to slow its own opening.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            for (to, from) in word.iter_mut().zip(chunk) {
                *to = *from;
            }
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.write_u64(u64::from(n));
    }

    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// A `HashMap`/`HashSet` hasher builder for [`KeyHasher`].
pub(super) type Keyed = BuildHasherDefault<KeyHasher>;
