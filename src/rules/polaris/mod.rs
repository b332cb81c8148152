//! Polaris 3rd edition (ID prefix `POL`): d20 roll-under tests, the initiative ladder of
//! action phases, surprise, and the hit-location wound counter.

mod command;
pub mod combat;
pub mod difficulty;
mod outcome;
pub mod resolution;
pub mod wounds;

use std::sync::OnceLock;

pub use command::{Harm, PolarisCommand, Technique, TestAgainst, TestSpec, TestTerms};
pub use outcome::{Chance, Degree, Outcome, TestRecord, Tested};

use crate::engine::{Command, Dice, Event, RuleError};
use crate::model::{DamageTrack, Encounter, SystemId};

use super::{Bestiary, RuleSystem, common};

/// The Polaris 3e rule system.
#[derive(Debug)]
pub struct Polaris {
    bestiary: Bestiary,
}

/// The shared Polaris system.
pub fn system() -> &'static Polaris {
    static SYSTEM: OnceLock<Polaris> = OnceLock::new();
    SYSTEM.get_or_init(|| Polaris {
        bestiary: Bestiary::from_json(include_str!("../../../assets/bestiary/polaris-3e.json")).unwrap_or_default(),
    })
}

impl RuleSystem for Polaris {
    fn id(&self) -> SystemId {
        SystemId::Polaris3e
    }

    fn title(&self) -> &'static str {
        "Polaris 3rd edition"
    }

    fn new_damage_track(&self) -> DamageTrack {
        DamageTrack::Locator(wounds::new_locator())
    }

    fn bestiary(&self) -> &Bestiary {
        &self.bestiary
    }

    fn decide(&self, state: &Encounter, command: &Command, dice: &mut dyn Dice) -> Result<Vec<Event>, RuleError> {
        if let Some(result) = common::decide(self, state, command, dice) {
            return result;
        }
        Err(RuleError::NotInSystem { command: format!("{command:?}"), system: self.title().into() })
    }

    fn check_option(&self, key: &str, _value: &str) -> Result<(), RuleError> {
        Err(RuleError::Invalid(format!("no option '{key}'")))
    }
}
