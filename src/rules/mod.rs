//! Rule systems: the trait each one implements, and the registry that picks one by id.

pub mod bestiary;
pub mod combat_pool;
pub mod common;
pub mod expiry;
pub mod health;
pub mod limits;
pub mod moment;
pub mod names;
pub mod polaris;
pub mod words;

use crate::engine::{Command, Dice, Event, RuleError};
use crate::model::{Combatant, DamageTrack, Encounter, SystemId};

pub use bestiary::{Bestiary, Template};
pub use health::Health;
pub use moment::Moment;

/// What a rule system provides.
pub trait RuleSystem: Sync {
    /// Its id.
    fn id(&self) -> SystemId;
    /// Its full name, for lists.
    fn title(&self) -> &'static str;
    /// A fresh damage track for a new combatant.
    fn new_damage_track(&self) -> DamageTrack;
    /// The shipped combatant templates.
    fn bestiary(&self) -> &Bestiary;
    /// Decides a command: the events it produces, or why it is refused. Pure.
    fn decide(
        &self,
        state: &Encounter,
        command: &Command,
        dice: &mut dyn Dice,
    ) -> Result<Vec<Event>, RuleError>;
    /// The canonical key for a stat or skill name the GM typed (aliases, accents).
    fn canonical_stat(&self, key: &str) -> String {
        fold_key(key)
    }
    /// Checks an option before it is set: known key, sensible value.
    fn check_option(&self, key: &str, value: &str) -> Result<(), RuleError>;
    /// Every option of the system: key, accepted values, and what it changes.
    fn options(&self) -> &'static [(&'static str, &'static str, &'static str)];
    /// The notable moments in a record's events (for the replay's timeline); `after` is
    /// the state once they are applied.
    fn moments(&self, events: &[Event], after: &Encounter) -> Vec<Moment> {
        let _ = after;
        moment::common_moments(events)
    }
    /// The system's own words for a shared event (a condition it holds as a level, its
    /// fight starting), when the shared narration's would mislead; `before` is the state
    /// just before it.
    fn describe_shared(&self, event: &Event, before: &Encounter) -> Option<String> {
        let _ = (event, before);
        None
    }
    /// How hurt `combatant` looks to players who may not see their sheet: the system's
    /// damage read into four coarse states, each system documenting its reading.
    fn health(&self, state: &Encounter, combatant: &Combatant) -> Health;
    /// Whether a condition is the system's record of a wound's effect (a pending shock
    /// test, death...), which players see of a hidden combatant only through
    /// [`RuleSystem::health`], rather than something visible at the table (prone, surprised).
    fn wound_condition(&self, name: &str) -> bool;
}

/// The system with that id.
pub fn system(id: SystemId) -> &'static dyn RuleSystem {
    match id {
        SystemId::Polaris3e => polaris::system(),
        SystemId::SrCombatPool => combat_pool::system(),
    }
}

/// A sheet key as stored: see [`words::fold`] (`Athlétisme` → `athletisme`,
/// `Armes de poing` → `armes-de-poing`).
pub fn fold_key(key: &str) -> String {
    words::fold(key)
}
