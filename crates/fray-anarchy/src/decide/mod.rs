//! `decide` for the Anarchy commands: one file per command family, so a new family is a
//! new file and one line in [`own`].

pub mod gm;
pub mod group;
pub mod harm;
pub mod initiative;
pub mod interpose;
pub mod points;
pub mod reorder;
pub mod reroll;
pub mod rest;
pub mod sheet;
pub mod shift;
pub mod spend;
pub mod test;
pub mod turn;

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
            target,
            weapon,
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
            &test::Aim {
                target: target.as_deref(),
                weapon: weapon.as_deref(),
            },
            dice,
        ),
        C::Initiative { who, anarchy } => initiative::initiative(state, who, *anarchy, dice),
        C::Arcane(c) => super::arcane::decide::decide(state, c, dice, &|f| {
            super::fact::AnarchyFact::AnaArcane(f).event()
        }),
        C::Reroll {
            who,
            dice: pool,
            against,
            glitch,
            complications,
            chance,
            target,
            weapon,
        } => test::reroll(
            state,
            who,
            test::Asked {
                dice: *pool,
                against: *against,
                glitch: *glitch,
                complications: *complications,
                chance: *chance,
            },
            &test::Aim {
                target: target.as_deref(),
                weapon: weapon.as_deref(),
            },
            dice,
        ),
        C::Spend {
            who,
            what,
            on,
            track,
        } => points::spend(state, who.as_deref(), *what, on.as_deref(), *track),
        C::Interpose {
            who,
            dice: pool,
            target,
            attacker,
            extras,
        } => interpose::interpose(state, (who, *pool, *extras), target, *attacker, dice),
        C::Rerolled { command } => reroll::rerolled(state, command, dice),
        C::Reorder { how } => reorder::reorder(state, how, dice),
        C::Shift { who, place } => shift::shift(state, who, place),
        C::Session => points::session(state),
        C::Award { who, points: n } => points::award(state, who.as_deref(), *n),
        C::Damage {
            who,
            boxes,
            kind,
            no_armor,
            by,
            weapon,
        } => harm::damage(
            state,
            who,
            *boxes,
            (*kind, *no_armor),
            &test::Aim {
                target: by.as_deref(),
                weapon: weapon.as_deref(),
            },
        ),
        C::Heal { who, boxes, track } => harm::heal(state, who, *boxes, *track),
        C::Rest { rest: kind, who } => rest::rest(state, *kind, who.as_deref()),
    }
}
