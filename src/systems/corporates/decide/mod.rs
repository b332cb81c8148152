//! `decide` for the Corporates commands: one file per command family.

pub mod act_melee;
pub mod damage;
pub mod damage_cyber;
pub mod damage_effects;
pub mod melee;
pub mod melee_situations;
pub mod melee_special;

#[cfg(test)]
mod damage_tests;
#[cfg(test)]
pub(crate) mod melee_support;
#[cfg(test)]
mod melee_tests;
#[cfg(test)]
mod situations_tests;
