//! Pools: token bags (Shadowrun combat pool) and point counters (Anarchy, Chance, ammunition).

use serde::{Deserialize, Serialize};

/// Whether a token counts as a success or a failure.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TokenKind {
    /// A success token.
    Success,
    /// A failure token.
    Failure,
}

/// One drawn token: its type, its value, and whether it is still face down.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Token {
    /// Success or failure.
    pub kind: TokenKind,
    /// The face value (the d6 that produced it, by default).
    pub value: u8,
    /// Face down (hidden) until revealed.
    pub hidden: bool,
}

/// A pool a combatant spends from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Pool {
    /// A counter with an optional maximum (Anarchy points, ammunition, aim bonus).
    Counter {
        name: String,
        value: i32,
        max: Option<i32>,
    },
    /// A set of drawn tokens (combat pool, defense tokens).
    Tokens { name: String, tokens: Vec<Token> },
}

impl Pool {
    /// The pool's name.
    pub fn name(&self) -> &str {
        match self {
            Pool::Counter { name, .. } | Pool::Tokens { name, .. } => name,
        }
    }
}
