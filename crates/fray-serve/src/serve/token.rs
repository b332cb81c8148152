//! The secret in every URL of a share: 128 bits from the operating system, written as 32
//! lowercase hexadecimal digits, compared in constant time so that a wrong guess tells
//! nothing about the right one.

use std::fmt::Write as _;

/// The number of random bytes in a token.
const BYTES: usize = 16;

/// One share's token (see the module documentation).
#[derive(Clone)]
pub struct Token(String);

impl Token {
    /// A new token from the operating system's random source.
    pub fn new() -> Result<Token, getrandom::Error> {
        let mut bytes = [0u8; BYTES];
        getrandom::fill(&mut bytes)?;
        Ok(Token::from_bytes(&bytes))
    }

    /// The token written from `bytes` (tests give their own).
    pub(crate) fn from_bytes(bytes: &[u8]) -> Token {
        let mut text = String::with_capacity(bytes.len() * 2);
        for byte in bytes {
            let _ = write!(text, "{byte:02x}");
        }
        Token(text)
    }

    /// The token as it appears in URLs.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `given` is this token. The time taken depends on the token's length only,
    /// never on where `given` first differs.
    pub fn matches(&self, given: &str) -> bool {
        let ours = self.0.as_bytes();
        let given = given.as_bytes();
        let mut diff = u8::from(ours.len() != given.len());
        for (at, byte) in ours.iter().enumerate() {
            diff |= byte ^ given.get(at).copied().unwrap_or(0);
        }
        std::hint::black_box(diff) == 0
    }
}

impl std::fmt::Debug for Token {
    /// Never the token itself: a debug print must not leak it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Token(…)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_32_hex_digits_and_differ() {
        let a = Token::new().expect("random");
        let b = Token::new().expect("random");
        assert_eq!(a.as_str().len(), 32);
        assert!(a.as_str().bytes().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a.as_str(), b.as_str());
        assert_eq!(format!("{a:?}"), "Token(…)");
    }

    #[test]
    fn only_the_exact_token_matches() {
        let token = Token::from_bytes(&[0xab; 16]);
        let right = "ab".repeat(16);
        assert!(token.matches(&right));
        assert!(!token.matches(""));
        assert!(!token.matches(&right[..31]));
        assert!(!token.matches(&format!("{right}a")));
        let mut off = right.clone().into_bytes();
        off[31] = b'c';
        assert!(!token.matches(std::str::from_utf8(&off).expect("ascii")));
        assert!(!token.matches(&right.to_uppercase()));
    }
}
