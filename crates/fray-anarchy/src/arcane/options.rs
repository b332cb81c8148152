//! The magic and Matrix switches, read through the plug-in's options (`options.rs`
//! declares and checks them): each getter gives the tracker default when unset.

use crate::model::Encounter;

use super::super::options::{sprite_dice, switch};
use super::magic::{Category, DrainRule};

/// The drain rule (`drain`, default `amp`; ANA-14, ANA-OP-06).
pub fn drain(state: &Encounter) -> DrainRule {
    state
        .option("drain")
        .and_then(DrainRule::from_word)
        .unwrap_or_default()
}

/// Technodrain (`technodrain`, default off, ANA-15).
pub fn technodrain(state: &Encounter) -> bool {
    switch(state, "technodrain", false)
}

/// Drain dice for compiling a sprite of `category` (`sprite-dice`, default 1,3,6:
/// ANA-OP-07).
pub fn sprite(state: &Encounter, category: Category) -> u8 {
    let [minor, normal, major] = sprite_dice(state);
    match category {
        Category::Minor => minor,
        Category::Normal => normal,
        Category::Major => major,
    }
}

/// Marks (`marks`, default on, ANA-17).
pub fn marks(state: &Encounter) -> bool {
    switch(state, "marks", true)
}

/// Brute force and corruption (`brute-force`, default off, ANA-18).
pub fn brute_force(state: &Encounter) -> bool {
    switch(state, "brute-force", false)
}

/// Convergence (`convergence`, default on, ANA-19).
pub fn convergence(state: &Encounter) -> bool {
    switch(state, "convergence", true)
}
