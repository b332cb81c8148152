//! The Shadowrun combat-pool house rule (ID prefix `SRP`): token pools instead of
//! initiative, stress, face-down defense tokens, a roundless narrated timeline, and
//! physical and stun condition monitors.
//!
//! Unit: modifiers and conditions count successes or tokens.

mod command;
mod fact;
pub mod narrate;

use std::sync::OnceLock;

pub use command::{
    Amount, Blast, DamageKind, Defence, FireMode, Harm, IntentCost, Melee, MeleeEffect,
    PoolCommand, Range, Readiness, Recharge, Risk, Shot, Stress, Successes, Suppression, Throw,
    Track, Trigger,
};
pub use fact::PoolFact;

use crate::engine::{Command, Dice, Event, RuleError};
use crate::model::{Combatant, DamageTrack, Encounter, Monitor, SystemId};

use super::{Bestiary, Health, RuleSystem, common};

/// The combat-pool rule system.
#[derive(Debug)]
pub struct CombatPool {
    bestiary: Bestiary,
}

/// The shared combat-pool system.
pub fn system() -> &'static CombatPool {
    static SYSTEM: OnceLock<CombatPool> = OnceLock::new();
    SYSTEM.get_or_init(|| CombatPool {
        bestiary: Bestiary::from_json(BESTIARY).unwrap_or_default(),
    })
}

/// The shipped bestiary's JSON text.
pub const BESTIARY: &str = include_str!("../../../assets/bestiary/sr-combat-pool.json");

impl RuleSystem for CombatPool {
    fn id(&self) -> SystemId {
        SystemId::SrCombatPool
    }

    fn title(&self) -> &'static str {
        "Shadowrun combat pool (house rule)"
    }

    fn new_damage_track(&self) -> DamageTrack {
        DamageTrack::Monitors {
            tracks: vec![Monitor::new("physical", 8), Monitor::new("stun", 8)],
        }
    }

    fn bestiary(&self) -> &Bestiary {
        &self.bestiary
    }

    fn decide(
        &self,
        state: &Encounter,
        command: &Command,
        dice: &mut dyn Dice,
    ) -> Result<Vec<Event>, RuleError> {
        if let Some(result) = common::decide(self, state, command, dice) {
            return result;
        }
        Err(RuleError::NotInSystem {
            command: format!("{command:?}"),
            system: self.title().into(),
        })
    }

    fn check_option(&self, key: &str, _value: &str) -> Result<(), RuleError> {
        Err(RuleError::Invalid(format!("unknown option '{key}'")))
    }

    fn health(&self, _state: &Encounter, _combatant: &Combatant) -> Health {
        Health::Unhurt
    }

    fn wound_condition(&self, _name: &str) -> bool {
        false
    }
}
