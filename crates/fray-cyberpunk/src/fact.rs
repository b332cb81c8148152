//! The Cyberpunk interval rules' own facts: what a record says beyond the shared events
//! (every die and term, for the transcript; the fold ignores them).

use serde::{Deserialize, Serialize};

use crate::engine::Event;
use crate::model::CombatantId;
use crate::rules::OwnFact;

use super::command::SaveKind;

/// One term added to a roll.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Term {
    /// What it is: `ref`, `skill`, `actions`, `aim`, `running`, `recoil`, `hurried`,
    /// `modifier`, a stat or skill key.
    pub name: String,
    /// Its value.
    pub value: i32,
}

/// A natural 1's confirmation roll and what it decided (CPI-16, CPI-17).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FumbleRecord {
    /// The confirmation d10.
    pub die: i32,
    /// The skill level it is compared with.
    pub skill: i32,
    /// Whether it is a fumble (die ≥ skill) rather than a plain failure.
    pub confirmed: bool,
    /// For a firearm: the reliability value subtracted and whether it jammed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jam: Option<(i32, bool)>,
}

/// A 1D10 check: the die, the terms, the total and what came of it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckRecord {
    /// The d10.
    pub die: i32,
    /// Everything added.
    pub terms: Vec<Term>,
    /// Die plus terms.
    pub total: i32,
    /// The difficulty, when given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub difficulty: Option<i32>,
    /// The confirmation of a natural 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fumble: Option<FumbleRecord>,
}

impl CheckRecord {
    /// Whether it succeeded (no difficulty: `None`; a natural 1 always fails).
    pub fn success(&self) -> Option<bool> {
        let d = self.difficulty?;
        Some(self.die != 1 && self.total >= d)
    }
}

/// A fact only the Cyberpunk interval rules write.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum CyberFact {
    /// An initiative roll (CPI-01, CPI-02).
    CpiInitiative {
        /// Who.
        who: CombatantId,
        /// The d10.
        die: i32,
        /// What was added.
        terms: Vec<Term>,
        /// The score.
        score: i32,
        /// A re-roll that costs the first action (once-per-combat timing).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        costly: bool,
    },
    /// Actions chosen: slots and the penalty (CPI-04).
    CpiActions {
        /// Who.
        who: CombatantId,
        /// Slots placed.
        slots: Vec<i32>,
        /// Penalty on each action.
        malus: i32,
    },
    /// A delay: the slot's new score, slots lost, the penalty now (CPI-05).
    CpiDelay {
        /// Who.
        who: CombatantId,
        /// The new score.
        to: i32,
        /// Slots pushed below 1.
        lost: u8,
        /// The penalty on the actions left.
        malus: i32,
    },
    /// Actions spent on something (CPI-06).
    CpiSpent {
        /// Who.
        who: CombatantId,
        /// Actions.
        actions: u8,
        /// On what: `melee`, `jump`, `vehicle`, `vehicle-fast`, `other`, `draw`, `stow`,
        /// `crouch`, `prone`, `stand`, `chamber`, `reload`, `unjam`, `aim`, `run`.
        on: String,
        /// The score of the slot it was taken at (none outside a round, or in an older save).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        at: Option<i32>,
    },
    /// A shot (CPI-06 to CPI-17).
    CpiShot {
        /// The shooter.
        who: CombatantId,
        /// The weapon's key.
        weapon: String,
        /// Bullets wanted.
        wanted: u32,
        /// Bullets fired (after the ±20 % variation).
        fired: u32,
        /// The check.
        check: CheckRecord,
        /// The score of the slot it was fired at (none outside a round, or in an older save).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        at: Option<i32>,
        /// Fired while running, at −5 (CPI-11).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        running: bool,
    },
    /// A check (CPI-16 on a 1).
    CpiCheck {
        /// Who.
        who: CombatantId,
        /// The check.
        check: CheckRecord,
    },
    /// A natural 1 rolled at the table, confirmed or not (CPI-16, CPI-17).
    CpiFumble {
        /// Who.
        who: CombatantId,
        /// The weapon, for a firearm.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        weapon: Option<String>,
        /// The confirmation.
        fumble: FumbleRecord,
    },
    /// Running (CPI-11).
    CpiRan {
        /// Who.
        who: CombatantId,
        /// Metres.
        metres: i32,
    },
    /// A stun or death save (CPI-18).
    CpiSave {
        /// Who.
        who: CombatantId,
        /// Which.
        kind: SaveKind,
        /// The d10.
        die: i32,
        /// The number to roll at most.
        target: i32,
    },
    /// Days of rest between fights, in a campaign (`rest`); the points healed follow as
    /// a `monitor_healed` event.
    CpiRested {
        /// Who rested.
        who: CombatantId,
        /// Days of rest.
        days: u32,
        /// Damage points healed.
        points: u32,
    },
}

impl CyberFact {
    /// The event carrying it.
    pub fn event(self) -> Event {
        Event::System(self.into())
    }
}

impl OwnFact for CyberFact {
    fn combatants(&self) -> Vec<CombatantId> {
        let who = match self {
            CyberFact::CpiInitiative { who, .. }
            | CyberFact::CpiActions { who, .. }
            | CyberFact::CpiDelay { who, .. }
            | CyberFact::CpiSpent { who, .. }
            | CyberFact::CpiShot { who, .. }
            | CyberFact::CpiCheck { who, .. }
            | CyberFact::CpiFumble { who, .. }
            | CyberFact::CpiRan { who, .. }
            | CyberFact::CpiSave { who, .. }
            | CyberFact::CpiRested { who, .. } => *who,
        };
        vec![who]
    }
}

/// The Cyberpunk fact an event records, if any.
pub fn fact_of(event: &Event) -> Option<&CyberFact> {
    event.fact::<CyberFact>()
}
