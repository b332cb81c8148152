//! Anarchy's magic and Matrix rules (ANA-12 to ANA-20), pure: counterspelling, drain and
//! technodrain, resisting effect spells ([`magic`]); marks, servers, brute force and
//! corruption, noise ([`matrix`]); convergence and rebooting ([`convergence`]).
//!
//! Unit: dice (noise removes dice) and boxes (drain and failed brute force fill the stun
//! monitor, ignoring Armor).

pub mod command;
pub mod convergence;
pub mod decide;
mod decide_costs;
mod decide_state;
mod decide_watch;
pub mod fact;
pub mod magic;
pub mod matrix;
pub mod moments;
pub mod narrate;
pub mod options;
pub mod slots;
pub mod verbs;
pub mod verbs_format;
pub mod verbs_table;

pub use command::ArcaneCommand;
pub use fact::ArcaneFact;

#[cfg(test)]
mod decide_tests;
#[cfg(test)]
mod narrate_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod verbs_tests;
#[cfg(test)]
mod wiring_tests;
