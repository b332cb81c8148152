//! CRC-32 (IEEE 802.3, the one zlib, PNG and gzip use), written by hand: reflected
//! polynomial `0xEDB88320`, initial value `0xFFFFFFFF`, final XOR `0xFFFFFFFF`.
//!
//! Slicing-by-16: sixteen tables, built at compile time, let the loop take 16 bytes per
//! step instead of one (table `k` gives the CRC of a byte followed by `k` zero bytes), so
//! checking a big save's lines costs a fraction of parsing them. The tail is done a byte
//! at a time with table 0, the classic table.

/// The lookup tables, built at compile time; `TABLES[0]` is the byte-at-a-time table.
static TABLES: [[u32; 256]; 16] = build_tables();

const fn build_tables() -> [[u32; 256]; 16] {
    let mut tables = [[0u32; 256]; 16];
    let mut i = 0;
    while i < 256 {
        let mut crc = i as u32;
        let mut bit = 0;
        while bit < 8 {
            crc = if crc & 1 != 0 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
            bit += 1;
        }
        tables[0][i] = crc;
        i += 1;
    }
    let mut k = 1;
    while k < 16 {
        let mut i = 0;
        while i < 256 {
            let prev = tables[k - 1][i];
            tables[k][i] = (prev >> 8) ^ tables[0][(prev & 0xFF) as usize];
            i += 1;
        }
        k += 1;
    }
    tables
}

/// A running CRC-32, for checksumming data given in pieces.
#[derive(Debug, Clone, Copy)]
pub struct Crc32 {
    state: u32,
}

impl Default for Crc32 {
    fn default() -> Self {
        Crc32::new()
    }
}

impl Crc32 {
    /// A checksum of nothing yet.
    pub const fn new() -> Self {
        Crc32 { state: 0xFFFF_FFFF }
    }

    /// Feeds more bytes.
    pub fn update(&mut self, bytes: &[u8]) {
        let t = &TABLES;
        let mut crc = self.state;
        let mut chunks = bytes.chunks_exact(16);
        for c in &mut chunks {
            let lo = crc ^ u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
            crc = t[15][(lo & 0xFF) as usize]
                ^ t[14][((lo >> 8) & 0xFF) as usize]
                ^ t[13][((lo >> 16) & 0xFF) as usize]
                ^ t[12][(lo >> 24) as usize]
                ^ t[11][usize::from(c[4])]
                ^ t[10][usize::from(c[5])]
                ^ t[9][usize::from(c[6])]
                ^ t[8][usize::from(c[7])]
                ^ t[7][usize::from(c[8])]
                ^ t[6][usize::from(c[9])]
                ^ t[5][usize::from(c[10])]
                ^ t[4][usize::from(c[11])]
                ^ t[3][usize::from(c[12])]
                ^ t[2][usize::from(c[13])]
                ^ t[1][usize::from(c[14])]
                ^ t[0][usize::from(c[15])];
        }
        for &byte in chunks.remainder() {
            crc = t[0][((crc ^ u32::from(byte)) & 0xFF) as usize] ^ (crc >> 8);
        }
        self.state = crc;
    }

    /// The checksum of every byte fed so far.
    pub fn finish(&self) -> u32 {
        self.state ^ 0xFFFF_FFFF
    }
}

/// The CRC-32 of `bytes`.
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = Crc32::new();
    crc.update(bytes);
    crc.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_values() {
        assert_eq!(crc32(b""), 0);
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(
            crc32(b"The quick brown fox jumps over the lazy dog"),
            0x414F_A339
        );
    }

    #[test]
    fn pieces_equal_whole() {
        let data = b"{\"seq\":1,\"command\":\"add Bob\",\"events\":[]}";
        let mut crc = Crc32::new();
        crc.update(&data[..10]);
        crc.update(&data[10..]);
        assert_eq!(crc.finish(), crc32(data));
    }

    #[test]
    fn bitwise_matches_table() {
        fn bitwise(bytes: &[u8]) -> u32 {
            let mut crc = 0xFFFF_FFFFu32;
            for &b in bytes {
                crc ^= u32::from(b);
                for _ in 0..8 {
                    crc = if crc & 1 != 0 {
                        (crc >> 1) ^ 0xEDB8_8320
                    } else {
                        crc >> 1
                    };
                }
            }
            !crc
        }
        let data: Vec<u8> = (0..=255u8).cycle().take(1000).collect();
        // Every length around the 16-byte steps, and every split of the pieces.
        for len in 0..80 {
            assert_eq!(crc32(&data[..len]), bitwise(&data[..len]), "length {len}");
            for cut in 0..len {
                let mut crc = Crc32::new();
                crc.update(&data[..cut]);
                crc.update(&data[cut..len]);
                assert_eq!(crc.finish(), bitwise(&data[..len]));
            }
        }
        assert_eq!(crc32(&data), bitwise(&data));
    }
}
