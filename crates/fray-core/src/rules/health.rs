//! How hurt a combatant looks from across the table: the coarse state players are shown of
//! a combatant whose sheet they may not see (`crate::player_view`). Each rule system reads
//! its own damage track into it ([`super::RuleSystem::health`]).

use serde::Serialize;

/// A combatant's health as players see it, lightest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Health {
    /// No damage at all.
    Unhurt,
    /// Hurt, still fighting at little cost.
    Wounded,
    /// Hurt enough to slow them down or put their life at risk.
    BadlyWounded,
    /// Out of the fight: dead, dying or unconscious (players cannot tell which).
    Down,
}

impl Health {
    /// Every state, lightest first.
    pub const ALL: [Health; 4] = [
        Health::Unhurt,
        Health::Wounded,
        Health::BadlyWounded,
        Health::Down,
    ];

    /// The words shown to players.
    pub fn word(self) -> &'static str {
        match self {
            Health::Unhurt => "unhurt",
            Health::Wounded => "wounded",
            Health::BadlyWounded => "badly wounded",
            Health::Down => "down",
        }
    }
}
