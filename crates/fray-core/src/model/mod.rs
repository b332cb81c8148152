//! The encounter as plain data: the shared table vocabulary of every rule system.
//!
//! Nothing here knows a rule; `rules::<system>::decide` decides how these change and
//! `engine::apply` writes the change in.

pub mod campaign;
mod check;
pub mod combatant;
pub mod condition;
pub mod damage;
pub mod encounter;
pub mod gear;
pub mod ladder;
pub mod letters;
pub mod overwrite;
pub mod pools;
pub mod roll;
pub mod slug_memo;

pub use campaign::{FightLink, PartyLink, PartyMember, SaveKind};
pub use combatant::{Combatant, CombatantId, Side, Skill};
pub use condition::{Condition, Expiry};
pub use damage::{DamageTrack, LocatorCell, LocatorLocation, Monitor, WoundLocator};
pub use encounter::{Countdown, Encounter, Step, SystemId};
pub use gear::{Gear, Initiative};
pub use ladder::{EntryStatus, Ladder, LadderEntry, MarkerRef, Tiebreak};
pub use overwrite::Overwrite;
pub use pools::{DefenseToken, DiscardReason, Discarded, Pool, Token, TokenKind, TokenPool};
pub use roll::{DieRoll, RollRecord};
