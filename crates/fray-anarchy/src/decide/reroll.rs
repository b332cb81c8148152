//! `reroll VERB ...`: a Chance point spent after the roll, its result known, and every die
//! of that test rolled again (ANA-04: « En dépensant un point de Chance après avoir lancé
//! les dés et pris connaissance du résultat, un joueur peut décider de relancer tous les
//! dés »), for any test: `test`, `interpose`, and the magic and Matrix tests.

use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::Encounter;
use crate::rules::names::resolve;

use super::super::arcane::ArcaneCommand as A;
use super::super::command::{AnarchyCommand as C, Extras};
use super::super::fact::AnarchyFact;
use super::super::points;
use super::super::text::refuse;
use super::sheet::CHANCE;

/// Who rolls the test `command` makes, or `None` when it is no test.
pub fn roller(command: &C) -> Option<&str> {
    match command {
        C::Test { who, .. } | C::Interpose { who, .. } => Some(who),
        C::Arcane(
            A::Dispel { who, .. }
            | A::Counter { who, .. }
            | A::Cast { who, .. }
            | A::Summon { who, .. }
            | A::Compile { who, .. }
            | A::Form { who, .. }
            | A::Hack { who, .. },
        ) => Some(who),
        C::Arcane(A::Resist { caster, .. }) => Some(caster),
        _ => None,
    }
}

/// The extras of a test, marked as paid: its Chance point before the roll was spent on
/// the first roll and is not spent again.
fn paid(command: &C) -> C {
    let mut again = command.clone();
    let mark = |e: &mut Extras| e.paid = true;
    match &mut again {
        C::Interpose { extras, .. }
        | C::Arcane(
            A::Dispel { extras, .. }
            | A::Counter { extras, .. }
            | A::Cast { extras, .. }
            | A::Summon { extras, .. }
            | A::Compile { extras, .. }
            | A::Form { extras, .. }
            | A::Resist { extras, .. }
            | A::Hack { extras, .. },
        ) => mark(extras),
        _ => {}
    }
    again
}

/// Decides `reroll VERB ...`: the Chance point, then the test decided again with new dice.
pub fn rerolled(
    state: &Encounter,
    command: &C,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    if let C::Test {
        who,
        dice: pool,
        against,
        glitch,
        complications,
        chance,
        target,
        weapon,
    } = command
    {
        return super::test::reroll(
            state,
            who,
            super::test::Asked {
                dice: *pool,
                against: *against,
                glitch: *glitch,
                complications: *complications,
                chance: *chance,
            },
            &super::test::Aim {
                target: target.as_deref(),
                weapon: weapon.as_deref(),
            },
            dice,
        );
    }
    let Some(who) = roller(command) else {
        return Err(refuse("ana-refuse-reroll-test", &[]));
    };
    let id = resolve(state, who)?;
    let Some(c) = state.combatant(id) else {
        return Err(RuleError::UnknownCombatant(who.to_string()));
    };
    let left = points::spend_chance(c.counter(CHANCE))?;
    let mut batch = Batch::new(state);
    batch.push(AnarchyFact::AnaRerolled { who: id }.event());
    batch.push(Event::CounterSet {
        who: id,
        name: CHANCE.into(),
        value: left,
    });
    let again = super::own(batch.state(), &paid(command), dice)?;
    batch.extend(again);
    Ok(batch.into_events())
}
