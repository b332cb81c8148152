//! A fast hash for fray's own small in-memory maps keyed by short strings or ids: the
//! consistency check's ids and markers ([`crate::engine::consistency`]), the combatant slug
//! memo ([`crate::model::slug_memo`]), the verb index and French word sets of the command
//! language ([`crate::script::help`]), the dice's French words
//! ([`crate::engine::table_dice_words`]), the names already asked whether they are
//! keywords ([`crate::script::format_quote`]), and the message caches of the catalogs
//! ([`crate::i18n`]).
//!
//! It is not resistant to chosen collisions, and need not be there: each of those maps is
//! bounded (a roster of at most a few hundred names, a memo that starts over past a few
//! thousand, tables built once from fray's own verb and message tables), so the worst a
//! hostile save or line could do with colliding keys is slow its own lookups in a small map,
//! never the answer (a map still compares the keys). The standard hasher (SipHash) costs
//! more than the lookup itself on keys this short, once per typed line and per combatant.

use std::hash::{BuildHasherDefault, Hasher};

/// A multiply-rotate per 8-byte word, as the Rust compiler's FxHash.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut words = bytes.chunks_exact(8);
        for word in &mut words {
            let mut whole = [0u8; 8];
            whole.copy_from_slice(word);
            self.write_u64(u64::from_le_bytes(whole));
        }
        let rest = words.remainder();
        if !rest.is_empty() {
            // The last bytes, zero-padded to a word.
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
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

/// A `HashMap`/`HashSet` hasher builder for [`KeyHasher`]: `HashMap<K, V, Keyed>`, made
/// with `HashMap::default()`.
pub(crate) type Keyed = BuildHasherDefault<KeyHasher>;

#[cfg(test)]
mod tests {
    use super::*;

    /// Words and their zero-padded rest hash as the byte-by-byte reading did.
    #[test]
    fn a_string_hashes_as_its_zero_padded_words() {
        for text in ["", "a", "baral", "ganger-12", "doc-patch-walsh-the-third"] {
            let mut fast = KeyHasher::default();
            fast.write(text.as_bytes());
            let mut slow = KeyHasher::default();
            for chunk in text.as_bytes().chunks(8) {
                let mut word = [0u8; 8];
                word[..chunk.len()].copy_from_slice(chunk);
                slow.write_u64(u64::from_le_bytes(word));
            }
            assert_eq!(fast.finish(), slow.finish(), "{text}");
        }
    }
}
