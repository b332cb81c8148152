//! Pools: token pools (hidden and revealed tokens with a kind and a value, *réserve*) and
//! point counters (aim bonus, adjust points, melee advantage, story points, ammunition).

use serde::{Deserialize, Serialize};

/// Whether a token counts as a success or a failure.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TokenKind {
    /// A success token.
    Success,
    /// A failure token.
    Failure,
}

impl TokenKind {
    /// `S` or `F`, as tokens are written in the log and the bag.
    pub fn letter(self) -> char {
        match self {
            TokenKind::Success => 'S',
            TokenKind::Failure => 'F',
        }
    }
}

/// One drawn token (*jeton*): its type and its value. Where it lies (face down, revealed,
/// discarded) is given by the list it is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Token {
    /// Success or failure.
    pub kind: TokenKind,
    /// The face value (the d6 that produced it, with the default bag).
    pub value: u8,
}

impl Token {
    /// A success token of that value.
    pub fn success(value: u8) -> Token {
        Token {
            kind: TokenKind::Success,
            value,
        }
    }

    /// A failure token of that value.
    pub fn failure(value: u8) -> Token {
        Token {
            kind: TokenKind::Failure,
            value,
        }
    }

    /// Whether it is a success token.
    pub fn is_success(self) -> bool {
        self.kind == TokenKind::Success
    }
}

impl std::fmt::Display for Token {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.kind.letter(), self.value)
    }
}

/// A defense token: drawn face down, then maybe revealed. A revealed failure is
/// discarded at once, so only successes stay revealed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DefenseToken {
    /// The token drawn; `None` while its face is unknown (drawn from a real bag at the
    /// table with no face given: its face is given when it is turned over).
    pub token: Option<Token>,
    /// Whether it has been turned face up.
    pub revealed: bool,
}

/// Why a drawn token left play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DiscardReason {
    /// Spent face up on an action.
    Spent,
    /// A defense failure turned face up.
    Failed,
    /// Revealed success cancelled by the GM: the situation changed.
    Reset,
    /// Given up from defense: two for one back to the pool, or to move away from
    /// an area weapon.
    GivenUp,
}

/// A drawn token out of play, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Discarded {
    /// The token, with its face (a face-down token given up stays unseen: see `seen`);
    /// `None` for a token from a real bag given up before anyone turned it over.
    pub token: Option<Token>,
    /// Why it left play.
    pub reason: DiscardReason,
    /// Whether its face was ever seen. Defense tokens given up unrevealed were not.
    pub seen: bool,
}

/// A combatant's token pool (*réserve de combat*): undrawn tokens, face-down and revealed
/// defense tokens, and what left play.
///
/// Tokens are never created or lost except by the rules: `undrawn + defense + discarded +
/// discarded_before + lost == gained` through every sequence of events.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TokenPool {
    /// The pool type: `instinct`, `tactics` or a custom type's key.
    pub pool_type: String,
    /// The pool score P set by the GM; `None` computes it from the sheet by the type's formula.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<u32>,
    /// Undrawn tokens: the pool count.
    pub undrawn: u32,
    /// Defense tokens, in the order they were drawn (and are revealed).
    #[serde(default)]
    pub defense: Vec<DefenseToken>,
    /// Drawn tokens out of play since the pool's last recharge, oldest first. The bag is
    /// drawn with replacement, so a discarded token goes back to it: a recharge folds this
    /// pile into [`TokenPool::discarded_before`], and the pile stays the size of what one
    /// recharge put in play, however long the fight.
    #[serde(default)]
    pub discarded: Vec<Discarded>,
    /// Drawn tokens discarded before the last recharge: counted, no longer listed.
    #[serde(default, skip_serializing_if = "none_faceless")]
    pub discarded_before: u32,
    /// Undrawn tokens out of play: discarded by a recharge, paid as a cost, removed by
    /// suppression, or the second of two defense tokens traded for one.
    #[serde(default)]
    pub lost: u32,
    /// Every token a recharge ever put in the pool.
    #[serde(default)]
    pub gained: u32,
}

impl TokenPool {
    /// Face-down defense tokens.
    pub fn hidden(&self) -> usize {
        self.defense.iter().filter(|t| !t.revealed).count()
    }

    /// The defense score D: revealed successes still valid.
    pub fn defense_score(&self) -> u32 {
        self.defense.iter().filter(|t| t.revealed).count() as u32
    }

    /// Every token accounted for: undrawn, in defense, discarded (listed or counted) or lost.
    pub fn accounted(&self) -> u64 {
        u64::from(self.undrawn)
            + self.defense.len() as u64
            + self.discarded.len() as u64
            + u64::from(self.discarded_before)
            + u64::from(self.lost)
    }
}

/// A point counter a combatant spends from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Pool {
    /// A counter with an optional maximum (aim bonus, adjust points, ammunition).
    Counter {
        name: String,
        value: i32,
        max: Option<i32>,
        /// Only the GM sees it (a secret score: surveillance points): players' views,
        /// log and report leave it out.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        hidden: bool,
    },
}

impl Pool {
    /// The pool's name.
    pub fn name(&self) -> &str {
        match self {
            Pool::Counter { name, .. } => name,
        }
    }

    /// Whether only the GM sees it.
    pub fn hidden(&self) -> bool {
        match self {
            Pool::Counter { hidden, .. } => *hidden,
        }
    }
}

/// Whether a count is zero (serde leaves it out of the save then): no token drawn
/// faceless, none discarded before the last recharge.
pub fn none_faceless(count: &u32) -> bool {
    *count == 0
}
