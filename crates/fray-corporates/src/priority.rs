//! Who organises a segment (COR-12): declared actions before undeclared and long ones; two
//! sides with declared actions (or a surprised one) compare reaction rolls, a win by 5
//! leads, otherwise the segment is simultaneous (COR-OP-04).

use serde::{Deserialize, Serialize};

/// What a reaction roll must beat the other by to take the initiative (COR-12).
pub const LEAD_BY: i32 = 5;

/// One side of a segment, as far as priority goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Side {
    /// It has a declared action in this segment.
    pub declared: bool,
    /// The GM grants the other side surprise over it.
    pub surprised: bool,
}

/// Who organises the segment (COR-12).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Lead {
    /// The first side.
    First,
    /// The second side.
    Second,
    /// Neither: the actions are simultaneous (COR-OP-04).
    Simultaneous,
}

/// Whether the two sides must compare reaction rolls (COR-12); when not, [`by_declared`]
/// says who leads.
pub fn needs_rolls(a: Side, b: Side) -> bool {
    match (a.declared, b.declared) {
        (true, true) => true,
        (true, false) => a.surprised,
        (false, true) => b.surprised,
        (false, false) => false,
    }
}

/// Who leads without rolls: the only side with a declared action (COR-12); none when
/// neither has one (the segment is simultaneous).
pub fn by_declared(a: Side, b: Side) -> Lead {
    match (a.declared, b.declared) {
        (true, false) => Lead::First,
        (false, true) => Lead::Second,
        _ => Lead::Simultaneous,
    }
}

/// Who leads from the two reaction rolls: a win by [`LEAD_BY`] or more (COR-12, COR-OP-04).
pub fn by_rolls(a: i32, b: i32) -> Lead {
    if a - b >= LEAD_BY {
        Lead::First
    } else if b - a >= LEAD_BY {
        Lead::Second
    } else {
        Lead::Simultaneous
    }
}

/// Whether `segment` needs a fresh reaction roll: never segment 1, which uses the turn's
/// (COR-03), otherwise when the GM asks (COR-12).
pub fn fresh_roll(segment: u8, gm_asks: bool) -> bool {
    segment != 1 && gm_asks
}
