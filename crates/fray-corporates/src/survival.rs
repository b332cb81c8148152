//! The reaction roll's uses: the announcement order of declared counts (COR-03), a reaction
//! to a sudden event (COR-07), and the switch to survival mode (COR-11).

use serde::{Deserialize, Serialize};

use crate::model::CombatantId;

use super::schedule::At;

/// The difficulty of the survival-mode reaction roll (COR-11), before the GM raises it.
pub const SURVIVAL_DIFFICULTY: i32 = 15;

/// The failure margin from which the GM may rule there is no reaction at all (COR-07).
pub const NO_REACTION_MARGIN: u32 = 10;

/// Who announces their declared count first: the lowest reaction roll first (COR-03,
/// COR-OP-02), or the highest under option `announce highest-first`; ties in the given order.
pub fn announcement_order(rolls: &[(CombatantId, i32)], highest_first: bool) -> Vec<CombatantId> {
    let mut order = rolls.to_vec();
    if highest_first {
        order.sort_by_key(|&(_, roll)| std::cmp::Reverse(roll));
    } else {
        order.sort_by_key(|&(_, roll)| roll);
    }
    order.into_iter().map(|(who, _)| who).collect()
}

/// A reaction to a sudden event (COR-07): the failure margin becomes the action's malus.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sudden {
    /// The malus on the action's roll (the failure margin; 0 on a success).
    pub malus: u32,
    /// Whether the failure is bad enough for the GM to rule no reaction this segment.
    pub may_freeze: bool,
}

/// The outcome of a reaction roll `roll` against `difficulty` (COR-07).
pub fn sudden(roll: i32, difficulty: i32) -> Sudden {
    let malus = u32::try_from(difficulty - roll).unwrap_or(0);
    Sudden {
        malus,
        may_freeze: malus >= NO_REACTION_MARGIN,
    }
}

/// When survival mode starts (COR-11): this segment on a success, the next one on a
/// failure, even in the next turn.
pub fn survival_start(success: bool, now: At) -> At {
    if success { now } else { now.next() }
}

/// Whether survival mode that started at `started` still holds at `at`: to the end of the
/// turn it started in (COR-OP-03), or from then on until the GM ends it when not
/// `to_turn_end` (option `survival-end gm`).
pub fn survival_holds(started: At, at: At, to_turn_end: bool) -> bool {
    at >= started && (!to_turn_end || at.turn == started.turn)
}
