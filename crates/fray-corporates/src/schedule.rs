//! A turn of five one-second segments (COR-01) and the declared actions' schedule: the
//! distribution table (COR-04) and delays that push the rest, lost past segment 5 (COR-05).

use serde::{Deserialize, Serialize};

/// Segments in a turn (COR-01): a turn is 5 s of 1 s segments.
pub const SEGMENTS: u8 = 5;

/// The most actions a character may declare (COR-04's table stops at 5).
pub const MAX_DECLARED: u8 = 5;

/// A moment of the fight: a turn (from 1) and a segment in it (1 to 5) (COR-01).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct At {
    /// The turn, from 1.
    pub turn: u32,
    /// The segment, 1 to [`SEGMENTS`].
    pub segment: u8,
}

impl At {
    /// The segment after this one, in the next turn after segment 5 (COR-01).
    pub fn next(self) -> At {
        if self.segment >= SEGMENTS {
            At {
                turn: self.turn + 1,
                segment: 1,
            }
        } else {
            At {
                turn: self.turn,
                segment: self.segment + 1,
            }
        }
    }
}

/// The segments `count` declared actions are resolved in (COR-04), or `None` above 5.
/// No declared action gives no segment.
pub fn distribution(count: u8) -> Option<&'static [u8]> {
    match count {
        0 => Some(&[]),
        1 => Some(&[3]),
        2 => Some(&[2, 4]),
        3 => Some(&[1, 3, 5]),
        4 => Some(&[1, 2, 4, 5]),
        5 => Some(&[1, 2, 3, 4, 5]),
        _ => None,
    }
}

/// The dice malus `count` declared actions put on every action of the turn: 1d per
/// declared action beyond the first (COR-03, COR-04).
pub fn declared_malus(count: u8) -> u8 {
    count.saturating_sub(1)
}

/// Where a declared action stands (COR-04, COR-05, COR-06).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Slot {
    /// Still to come, in its segment.
    Scheduled,
    /// Performed.
    Done,
    /// Replaced by an undeclared action (COR-06).
    Substituted,
    /// Pushed past segment 5 by a delay (COR-05).
    Lost,
}

/// One declared action: the segment it falls in (past 5 once lost) and its state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Planned {
    /// Its segment; above [`SEGMENTS`] when a delay pushed it out of the turn.
    pub segment: u8,
    /// Where it stands.
    pub slot: Slot,
}

/// A character's declared actions for the turn, in order (COR-04).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Schedule {
    /// The declared actions, earliest first.
    pub actions: Vec<Planned>,
}

impl Schedule {
    /// The schedule of `count` declared actions (COR-04), or `None` above 5.
    pub fn declare(count: u8) -> Option<Schedule> {
        distribution(count).map(|segments| Schedule {
            actions: segments
                .iter()
                .map(|&segment| Planned {
                    segment,
                    slot: Slot::Scheduled,
                })
                .collect(),
        })
    }

    /// Survival mode from `segment` on: an action in every segment from there to the end
    /// of the turn; what was done before it stays (COR-11).
    pub fn survival(&self, segment: u8) -> Schedule {
        let mut actions: Vec<Planned> = self
            .actions
            .iter()
            .copied()
            .filter(|p| p.segment < segment && p.slot != Slot::Scheduled)
            .collect();
        actions.extend((segment.max(1)..=SEGMENTS).map(|s| Planned {
            segment: s,
            slot: Slot::Scheduled,
        }));
        Schedule { actions }
    }

    /// The declared action still scheduled in `segment`, by its index.
    pub fn due(&self, segment: u8) -> Option<usize> {
        self.actions
            .iter()
            .position(|p| p.segment == segment && p.slot == Slot::Scheduled)
    }

    /// Delays the next scheduled action by `by` segments, and with it every later one; those
    /// pushed past segment 5 are lost (COR-05). Returns how many were lost, or `None` when
    /// nothing is left to delay.
    pub fn delay(&mut self, by: u8) -> Option<usize> {
        let first = self
            .actions
            .iter()
            .position(|p| p.slot == Slot::Scheduled)?;
        let mut lost = 0;
        for p in self.actions[first..]
            .iter_mut()
            .filter(|p| p.slot == Slot::Scheduled)
        {
            p.segment = p.segment.saturating_add(by);
            if p.segment > SEGMENTS {
                p.slot = Slot::Lost;
                lost += 1;
            }
        }
        Some(lost)
    }

    /// Marks the action of `segment` done or substituted (COR-06); false when none is due.
    pub fn resolve(&mut self, segment: u8, substituted: bool) -> bool {
        match self.due(segment) {
            Some(i) => {
                self.actions[i].slot = if substituted {
                    Slot::Substituted
                } else {
                    Slot::Done
                };
                true
            }
            None => false,
        }
    }

    /// The segments of the actions still scheduled.
    pub fn scheduled(&self) -> Vec<u8> {
        self.actions
            .iter()
            .filter(|p| p.slot == Slot::Scheduled)
            .map(|p| p.segment)
            .collect()
    }
}
