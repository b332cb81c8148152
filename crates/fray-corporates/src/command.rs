//! The commands only the Corporates rules understand: an enum of families, each a nested
//! enum in its own file (`command/time.rs`: the turn, declared actions, the ledger), so a
//! family is one variant here and one line at each dispatch point.

pub mod fire;
pub mod gear;
pub mod melee;
pub mod rest;
pub mod time;

use serde::{Deserialize, Serialize};

pub use fire::FireCommand;
pub use gear::GearCommand;
pub use melee::MeleeCommand;
pub use rest::RestCommand;
pub use time::{Ask, How, TimeCommand};

/// A command of the Corporates rules, by family.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "corporates", rename_all = "snake_case")]
pub enum CorporatesCommand {
    /// Time and actions (COR-01 to COR-12): [`TimeCommand`].
    Time(TimeCommand),
    /// Movement and shooting (COR-13 to COR-28): [`FireCommand`].
    Fire(FireCommand),
    /// Special situations, melee and damage (COR-29 to COR-43): [`MeleeCommand`].
    Melee(MeleeCommand),
    /// Weapons, protections and cyberware given or taken away: [`GearCommand`].
    Gear(GearCommand),
    /// A rest between fights, in a campaign (COR-41, COR-OP-27): [`RestCommand`].
    Rest(RestCommand),
}
