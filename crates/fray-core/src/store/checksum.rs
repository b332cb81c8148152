//! CRC-32 (IEEE 802.3, the one zlib, PNG and gzip use): reflected polynomial `0xEDB88320`,
//! initial value `0xFFFFFFFF`, final XOR `0xFFFFFFFF`. Every line of a save carries it
//! (`store::line`), so its values are part of the save format and never change.
//!
//! Computed by `crc32fast`, which picks the fastest way the processor has (carry-less
//! multiplication on x86-64, the CRC-32 instructions on AArch64, slicing tables elsewhere):
//! checking a big save's lines costs a fraction of parsing them.

/// A running CRC-32, for checksumming data given in pieces.
#[derive(Debug, Clone, Default)]
pub struct Crc32(crc32fast::Hasher);

impl Crc32 {
    /// A checksum of nothing yet.
    pub fn new() -> Self {
        Crc32(crc32fast::Hasher::new())
    }

    /// Feeds more bytes.
    pub fn update(&mut self, bytes: &[u8]) {
        self.0.update(bytes);
    }

    /// The checksum of every byte fed.
    pub fn finish(self) -> u32 {
        self.0.finalize()
    }
}

/// The CRC-32 of `bytes`.
pub fn crc32(bytes: &[u8]) -> u32 {
    crc32fast::hash(bytes)
}

#[cfg(test)]
#[path = "checksum_tests.rs"]
mod tests;
