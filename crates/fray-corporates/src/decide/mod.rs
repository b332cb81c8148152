//! `decide` for the Corporates commands: one file per family (`time.rs`; the shooting and
//! melee families add theirs), each a one-line arm in [`own`]; the turn itself in
//! `turn.rs` and `declare.rs`; the shared helpers every family's rolls use in
//! `ledger.rs` (COR-08) and `action.rs` (taking an action).

pub mod act_melee;
pub mod action;
pub mod damage;
pub mod damage_cyber;
pub mod damage_effects;
pub mod declare;
pub mod fire;
mod fire_action;
mod fire_cover;
mod fire_move;
mod fire_shot;
/// The covering-fire malus on an exposed combatant's actions (COR-22), for any family's rolls.
pub use fire_move::exposure as fire_exposure;
pub(crate) use fire_shot::hurt_lines as fire_hurt_lines;
mod fire_terms;
pub mod gear;
pub mod ledger;
pub mod melee;
pub mod melee_defense;
pub mod melee_family;
pub mod melee_order;
pub mod melee_situations;
pub mod melee_special;
pub mod melee_standoff;
pub mod react;
pub mod rest;
pub mod sheet;
pub mod time;
pub mod turn;

use crate::engine::{Dice, Event, RuleError};
use crate::model::Encounter;

use super::command::CorporatesCommand as C;

/// Decides one of the system's own commands.
pub fn own(state: &Encounter, command: &C, dice: &mut dyn Dice) -> Result<Vec<Event>, RuleError> {
    match command {
        C::Time(c) => time::decide(state, c, dice),
        C::Fire(c) => fire::decide(state, c, dice),
        C::Melee(c) => melee_family::decide(state, c, dice),
        C::Gear(c) => gear::decide(state, c),
        C::Rest(c) => rest::rest(state, c.rest, c.who.as_deref(), dice),
    }
}

#[cfg(test)]
mod damage_cyber_tests;
#[cfg(test)]
mod damage_tests;
#[cfg(test)]
pub(crate) mod melee_support;
#[cfg(test)]
mod melee_tests;
#[cfg(test)]
mod melee_wiring_tests;
#[cfg(test)]
mod situations_tests;
