//! A blow that landed in the last record in effect: the damage form that follows opens on
//! the one hit, with the attacker, the weapon and the margin of that hit. Each system reads
//! its own facts into it (the core never names a system).

use crate::model::{Combatant, CombatantId};

use super::Context;

/// What the last record says about a blow that landed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Hit {
    /// Who was hit; `None` when the record does not say (a test with no target): the
    /// attacker's usual target then.
    pub victim: Option<CombatantId>,
    /// Who struck or shot.
    pub attacker: Option<CombatantId>,
    /// The weapon's key.
    pub weapon: Option<String>,
    /// The margin (net successes) the damage adds.
    pub margin: Option<i32>,
    /// Where it hit, in the system's words.
    pub location: Option<String>,
    /// The damage it deals, as the damage field takes it.
    pub damage: Option<String>,
}

impl<'a> Context<'a> {
    /// The one `hit` struck: its victim, else the attacker's usual target (never the
    /// attacker).
    pub fn hit_victim(&self, hit: &Hit) -> Option<&'a Combatant> {
        hit.victim
            .and_then(|v| self.state.combatant(v))
            .or_else(|| {
                let attacker = self.state.combatant(hit.attacker?)?;
                self.guess_target(attacker)
            })
    }

    /// The attacker of `hit`.
    pub fn hit_attacker(&self, hit: &Hit) -> Option<&'a Combatant> {
        hit.attacker.and_then(|a| self.state.combatant(a))
    }
}
