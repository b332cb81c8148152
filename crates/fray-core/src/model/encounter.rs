//! The encounter: the whole state shown to the GM, the fold of the save log.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{Combatant, CombatantId, FightLink, Ladder, MarkerRef, PartyLink, SaveKind};

/// Which rule system an encounter plays by: the key saves and the command line use
/// (as `fray rules` lists them). Only a system makes one, so every id names
/// a system fray knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SystemId(&'static str);

impl SystemId {
    /// The id with that key; for a system declaring itself to the registry.
    pub const fn declare(key: &'static str) -> SystemId {
        SystemId(key)
    }

    /// The key used in saves and on the command line.
    pub fn key(self) -> &'static str {
        self.0
    }

    /// Every supported system, in the registry's order (the default first).
    pub fn all() -> Vec<SystemId> {
        crate::rules::registry::ids().collect()
    }

    /// The default system (the registry's first).
    pub fn default_system() -> SystemId {
        crate::rules::registry::default_system().id()
    }

    /// Whether the system plays in rounds (a ladder, phases) rather than a narrated
    /// timeline.
    pub fn has_rounds(self) -> bool {
        crate::rules::system(self).has_rounds()
    }

    /// Reads a system from its key (any case).
    pub fn from_key(key: &str) -> Option<SystemId> {
        crate::rules::registry::ids().find(|s| s.key().eq_ignore_ascii_case(key))
    }
}

impl Serialize for SystemId {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.0)
    }
}

impl<'de> Deserialize<'de> for SystemId {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let key = std::borrow::Cow::<'de, str>::deserialize(deserializer)?;
        SystemId::from_key(&key)
            .filter(|id| id.key() == key)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown rule system '{key}'")))
    }
}

/// Where the round stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// Setting up: the fight has not started.
    Setup,
    /// Declarations of intent (in the order the system sets, e.g. slowest first).
    Declaration,
    /// Actions resolved in ladder order.
    Resolution,
    /// Everyone has acted; end-of-round upkeep (e.g. a fatigue reminder).
    RoundEnd,
    /// The fight is over.
    Ended,
}

/// A countdown (compte à rebours): attempts left before an event happens.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Countdown {
    /// What happens when it runs out.
    pub label: String,
    /// Attempts left.
    pub left: i32,
    /// Attempts at the start.
    pub max: i32,
}

/// The whole encounter state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Encounter {
    /// The rule system.
    pub system: SystemId,
    /// The encounter's name.
    pub name: String,
    /// Every combatant, in the order they were added.
    pub combatants: Vec<Combatant>,
    /// The next id to hand out.
    pub next_id: u32,
    /// Round number; 0 before the fight starts.
    pub round: u32,
    /// Where the round stands.
    pub step: Step,
    /// The marker acting (resolution) or declaring (declaration) now.
    pub current: Option<MarkerRef>,
    /// The initiative ladder.
    pub ladder: Ladder,
    /// Countdowns the GM set.
    pub countdowns: Vec<Countdown>,
    /// Per-encounter options that override the tracker's defaults.
    pub options: BTreeMap<String, String>,
    /// Counters the table owns rather than a combatant (the GM's pool of points, a
    /// per-Narration tally), kept by the GM and hidden from players.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pools: Vec<crate::model::Pool>,
    /// Facts a rule system holds back to take effect at a later moment it decides (effects
    /// of actions that happen at the same time, applied once every one of them is decided).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub held: Vec<crate::engine::SystemFact>,
    /// A fight or a campaign (from the save's header).
    #[serde(default, skip_serializing_if = "SaveKind::is_fight")]
    pub kind: SaveKind,
    /// In a fight seeded from a campaign: the campaign and who came from it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub party: Option<PartyLink>,
    /// In a campaign: its fights, in the order they were linked.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fights: Vec<FightLink>,
}

impl Encounter {
    /// An option's value as set, or `None` (the system gives its default).
    pub fn option(&self, key: &str) -> Option<&str> {
        self.options.get(key).map(String::as_str)
    }

    /// Whether an option is set to that word (an unset option is its default).
    pub fn option_is(&self, key: &str, word: &str) -> bool {
        self.option(key) == Some(word)
    }

    /// A numeric option, or `default` when unset or unreadable.
    pub fn option_number<T: std::str::FromStr>(&self, key: &str, default: T) -> T {
        self.option(key)
            .and_then(|v| v.trim().parse().ok())
            .unwrap_or(default)
    }

    /// A table counter's value, 0 when there is none of that name.
    pub fn table_counter(&self, name: &str) -> i32 {
        self.pools
            .iter()
            .find_map(|p| match p {
                crate::model::Pool::Counter { name: n, value, .. } if n == name => Some(*value),
                _ => None,
            })
            .unwrap_or(0)
    }

    /// An empty encounter before the fight.
    pub fn new(system: SystemId, name: impl Into<String>) -> Self {
        Encounter {
            system,
            name: name.into(),
            combatants: Vec::new(),
            next_id: 1,
            round: 0,
            step: Step::Setup,
            current: None,
            ladder: Ladder::default(),
            countdowns: Vec::new(),
            options: BTreeMap::new(),
            pools: Vec::new(),
            held: Vec::new(),
            kind: SaveKind::Fight,
            party: None,
            fights: Vec::new(),
        }
    }

    /// The empty encounter a save's header starts: its system, name and kind.
    pub fn of_header(header: &crate::engine::Header) -> Self {
        let mut state = Encounter::new(header.system, header.name.clone());
        state.kind = header.kind;
        state
    }

    /// Whether this is a campaign's party rather than a fight.
    pub fn is_campaign(&self) -> bool {
        self.kind == SaveKind::Campaign
    }

    /// The combatant with that id.
    pub fn combatant(&self, id: CombatantId) -> Option<&Combatant> {
        self.combatants.iter().find(|c| c.id == id)
    }

    /// The combatant with that id, mutably.
    pub fn combatant_mut(&mut self, id: CombatantId) -> Option<&mut Combatant> {
        self.combatants.iter_mut().find(|c| c.id == id)
    }

    #[cfg(any(test, feature = "test-support"))]
    /// The combatant whose name or slug is exactly `name` (case-insensitive).
    pub fn by_name(&self, name: &str) -> Option<&Combatant> {
        let wanted = super::combatant::slug(name);
        self.combatants.iter().find(|c| *c.slug_ref() == *wanted)
    }
}
