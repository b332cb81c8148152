//! What ties a fight to its campaign and a campaign to its fights.
//!
//! A campaign is kept as a save of its own kind ([`SaveKind::Campaign`]): its roster is the
//! party (the player characters at their carried state), its records the GM's changes,
//! rests and write-backs. A fight seeded from it keeps a [`PartyLink`]; the campaign keeps a
//! [`FightLink`] per fight, with the last record written back.

use serde::{Deserialize, Serialize};

use super::CombatantId;

/// What a save holds: one fight, or a campaign's party.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SaveKind {
    /// A fight (every save written before campaigns existed).
    #[default]
    Fight,
    /// A campaign: the party carried from fight to fight.
    Campaign,
}

impl SaveKind {
    /// Whether this is a fight (written without a `kind` member, so a fight's header keeps
    /// the bytes it always had).
    pub fn is_fight(&self) -> bool {
        *self == SaveKind::Fight
    }
}

/// One of the party in a fight: their id in the fight and in the campaign.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PartyMember {
    /// Their id in this fight.
    pub id: CombatantId,
    /// Their id in the campaign.
    pub pc: CombatantId,
}

/// The campaign a fight's party came from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PartyLink {
    /// The campaign's file stem in the campaigns folder (`les-ombres`).
    pub campaign: String,
    /// The campaign's name as the GM wrote it (`Les Ombres`).
    pub name: String,
    /// Who came from it.
    pub members: Vec<PartyMember>,
}

impl PartyLink {
    /// The campaign id of a fighter who came from the campaign.
    pub fn pc_of(&self, id: CombatantId) -> Option<CombatantId> {
        self.members.iter().find(|m| m.id == id).map(|m| m.pc)
    }
}

/// A fight of a campaign, as the campaign knows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FightLink {
    /// The fight's save file name in the saves folder (`ambush.fray`).
    pub file: String,
    /// The fight's name.
    pub name: String,
    /// The last record of the fight written back to the campaign, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub synced: Option<u64>,
}
