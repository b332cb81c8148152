//! A combatant on the roster: identity, side, sheet values and what the fight did to them.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{Condition, DamageTrack, Gear, Initiative, Pool, TokenPool};

/// Stable identity of a combatant inside one encounter; never reused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CombatantId(pub u32);

/// Which side of the table a combatant fights for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// A player character.
    Pc,
    /// A non-player character on the players' side.
    Ally,
    /// An opponent.
    Enemy,
    /// Anyone else (bystanders, creatures of no side).
    Neutral,
}

impl Side {
    /// Every side, in roster order.
    pub const ALL: [Side; 4] = [Side::Pc, Side::Ally, Side::Enemy, Side::Neutral];

    /// The word used in commands and saves.
    pub fn word(self) -> &'static str {
        match self {
            Side::Pc => "pc",
            Side::Ally => "ally",
            Side::Enemy => "enemy",
            Side::Neutral => "neutral",
        }
    }

    /// Reads a side from its word (or a common synonym).
    pub fn from_word(word: &str) -> Option<Side> {
        match word.to_ascii_lowercase().as_str() {
            "pc" | "pcs" | "player" => Some(Side::Pc),
            "ally" | "allies" | "npc" => Some(Side::Ally),
            "enemy" | "enemies" | "foe" | "foes" => Some(Side::Enemy),
            "neutral" | "other" => Some(Side::Neutral),
            _ => None,
        }
    }
}

/// A skill line of a character sheet: `Skill (base+mastery) total`.
///
/// French: *compétence* (niveau de base + niveau de maîtrise = niveau global).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Skill {
    /// Base level, derived from attributes (niveau de base).
    pub base: i32,
    /// Mastery level (niveau de maîtrise); used on a critical success.
    pub mastery: i32,
    /// A reserved skill ("X") that cannot be tested and fails automatically.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub reserved: bool,
}

impl Skill {
    /// The global level (base + mastery).
    pub fn total(&self) -> i32 {
        self.base.saturating_add(self.mastery)
    }
}

/// One combatant: everything the tracker keeps about them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Combatant {
    /// Stable id.
    pub id: CombatantId,
    /// Display name, unique within the encounter (case-insensitive).
    pub name: String,
    /// The side they fight for.
    pub side: Side,
    /// The bestiary template they were made from, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub template: Option<String>,
    /// Attributes and other numeric sheet values, keyed by lower-case name.
    #[serde(default)]
    pub stats: BTreeMap<String, i32>,
    /// Skills keyed by lower-case name.
    #[serde(default)]
    pub skills: BTreeMap<String, Skill>,
    /// Damage taken.
    pub damage: DamageTrack,
    /// Point counters (aim bonus, adjust points, melee advantage...).
    #[serde(default)]
    pub pools: Vec<Pool>,
    /// The combatant's token pool, once the system gives them one (a pool type, a recharge).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tokens: Option<TokenPool>,
    /// Named states, with their expiry.
    #[serde(default)]
    pub conditions: Vec<Condition>,
    /// The GM's free-text notes.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub note: String,
    /// Declared intent for the current round, or the intention (*intention*) the character
    /// pursues on a roundless timeline: each system says which.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declaration: Option<String>,
    /// Whether the declaration is secret: the GM's screens show it marked, the players'
    /// outputs only that there is one.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub declaration_secret: bool,
    /// The action under way, on a roundless timeline.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending: Option<String>,
    /// Number of opponents engaging them in melee.
    #[serde(default)]
    pub opponents: u8,
    /// Failed attempts in a row, per action (skill or attribute), for retries.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub failures: BTreeMap<String, u32>,
    /// An initiative score that outlives the round (`RoundStarted` keeps it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub initiative: Option<Initiative>,
    /// Gear carried (weapons), in the order it was given.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub gear: Vec<Gear>,
    /// Hidden from the players (an ambush not yet sprung): the GM's screens mark them,
    /// every players' output leaves them out.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hidden: bool,
}

impl Combatant {
    /// A new combatant with empty sheet values.
    pub fn new(id: CombatantId, name: impl Into<String>, side: Side, damage: DamageTrack) -> Self {
        Combatant {
            id,
            name: name.into(),
            side,
            template: None,
            stats: BTreeMap::new(),
            skills: BTreeMap::new(),
            damage,
            pools: Vec::new(),
            tokens: None,
            conditions: Vec::new(),
            note: String::new(),
            declaration: None,
            pending: None,
            opponents: 0,
            failures: BTreeMap::new(),
            initiative: None,
            gear: Vec::new(),
            hidden: false,
            declaration_secret: false,
        }
    }

    /// A numeric stat, 0 when the sheet does not have it.
    pub fn stat(&self, name: &str) -> i32 {
        self.stats.get(name).copied().unwrap_or(0)
    }

    /// Whether a condition of that name (case-insensitive) is on them.
    pub fn has_condition(&self, name: &str) -> bool {
        self.conditions
            .iter()
            .any(|c| c.name.eq_ignore_ascii_case(name))
    }

    /// A counter's value, 0 when they have none of that name.
    pub fn counter(&self, name: &str) -> i32 {
        self.pools
            .iter()
            .find_map(|p| match p {
                Pool::Counter { name: n, value, .. } if n == name => Some(*value),
                _ => None,
            })
            .unwrap_or(0)
    }

    /// A piece of gear by key.
    pub fn gear(&self, key: &str) -> Option<&Gear> {
        self.gear.iter().find(|g| g.key == key)
    }

    /// The slug used to refer to them in commands (see [`slug`]).
    pub fn slug(&self) -> String {
        self.slug_ref().to_string()
    }

    /// Their slug without a copy, remembered by name ([`super::slug_memo`]): for lookups
    /// that compare it with every combatant's.
    pub fn slug_ref(&self) -> std::rc::Rc<str> {
        super::slug_memo::slug_of(&self.name)
    }
}

/// The word that names a combatant on the command line: the name in lower case, accents
/// folded (`Éloïse` → `eloise`), its runs of letters and digits joined by single dashes;
/// quotes, spaces, `#` and every other sign are separators (`Doc "Patch" Walsh` →
/// `doc-patch-walsh`), so the slug can always be typed back. Typed text goes through it
/// too, which makes a slug, the name, or an older slug (`doc-"patch"-walsh`) find the
/// same combatant: `slug(slug(x)) == slug(x)`. Empty when the name has no letter or digit.
pub fn slug(name: &str) -> String {
    super::letters::dashed(name, char::is_alphanumeric)
}
