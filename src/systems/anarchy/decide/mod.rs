//! `decide` for the Anarchy commands: one file per command family, so a new family is a
//! new file and one line in [`own`].

pub mod gm;
pub mod initiative;
pub mod sheet;
pub mod spend;
pub mod test;

use crate::engine::{Dice, Event, RuleError};
use crate::model::Encounter;

use super::command::AnarchyCommand as C;

/// Decides one of the system's own commands.
pub fn own(state: &Encounter, command: &C, dice: &mut dyn Dice) -> Result<Vec<Event>, RuleError> {
    match command {
        C::Test {
            who,
            dice: pool,
            against,
            glitch,
            complications,
            chance,
        } => test::test(
            state,
            who,
            test::Asked {
                dice: *pool,
                against: *against,
                glitch: *glitch,
                complications: *complications,
                chance: *chance,
            },
            dice,
        ),
        C::Initiative { who, anarchy } => initiative::initiative(state, who, *anarchy, dice),
        C::Arcane(c) => super::arcane::decide::decide(state, c, dice, &|f| {
            super::fact::AnarchyFact::AnaArcane(f).event()
        }),
    }
}
