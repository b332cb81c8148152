//! The kinds of action (COR-02), their cost in dice, and the dice-malus ledger with its
//! floor (COR-06, COR-08, COR-09, COR-10).

use serde::{Deserialize, Serialize};

use super::schedule::declared_malus;

/// The kind of an action (COR-02).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Offensive or demanding: counted at the turn's start, in the COR-04 segments.
    Declared,
    /// A fast move, a dodge, a reaction: −1d on every later action of the turn (COR-06).
    Undeclared,
    /// An undeclared action in place of a declared one: no further malus (COR-06).
    Substitute,
    /// Slow moves, feints, perception: no malus at all, often no roll (COR-09).
    Innate,
    /// Over more than one segment, resolved as a task (COR-10).
    Long,
}

/// An action's dice malus, term by term (COR-08), for the log.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Malus {
    /// From the declared count (COR-04).
    pub declared: u8,
    /// 1d per earlier undeclared action this turn (COR-06).
    pub undeclared: u8,
    /// 1d for a double action, plus the GM's malus on each of its two (COR-02, COR-OP-05).
    pub double: u8,
    /// Situational losses: unbalanced and the GM's own (COR-08).
    pub situational: u8,
}

impl Malus {
    /// The dice removed in all.
    pub fn total(&self) -> u32 {
        u32::from(self.declared)
            + u32::from(self.undeclared)
            + u32::from(self.double)
            + u32::from(self.situational)
    }
}

/// The dice an action rolls: its pool less the malus, never below 1d plus 1d per
/// confidence point spent (COR-08); each point also adds a die when `adds` (COR-OP-21).
pub fn dice(pool: u32, malus: u32, confidence: u32, adds: bool) -> u32 {
    let bonus = if adds { confidence } else { 0 };
    (pool + bonus).saturating_sub(malus).max(1 + confidence)
}

/// A character's ledger for the turn, reset at each turn's start (COR-08).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Ledger {
    /// Actions declared this turn (5 in survival mode, COR-11).
    pub declared: u8,
    /// Undeclared actions taken, substitutes excluded (COR-06).
    pub undeclared: u8,
    /// Dice lost to conditions lasting the turn (unbalanced: COR-32, COR-35).
    pub situational: u8,
}

impl Ledger {
    /// A fresh ledger for a turn with `declared` actions.
    pub fn new(declared: u8) -> Ledger {
        Ledger {
            declared,
            ..Ledger::default()
        }
    }

    /// The malus on the next action of `kind`: nothing on innate ones (COR-09); a double
    /// action adds 1d and the GM's `double_extra` (COR-02, COR-OP-05).
    pub fn malus(&self, kind: Kind, double: bool, double_extra: u8) -> Malus {
        if kind == Kind::Innate {
            return Malus::default();
        }
        Malus {
            declared: declared_malus(self.declared),
            undeclared: self.undeclared,
            double: if double { 1 + double_extra } else { 0 },
            situational: self.situational,
        }
    }

    /// Notes an action of `kind` taken: only an undeclared one that replaces nothing costs
    /// the later actions a die (COR-06).
    pub fn took(&mut self, kind: Kind) {
        if kind == Kind::Undeclared {
            self.undeclared = self.undeclared.saturating_add(1);
        }
    }
}
