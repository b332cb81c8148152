//! The special situations, melee and damage family's commands to their decisions
//! (COR-29 to COR-43): one arm per command.

use crate::engine::{Dice, Event, RuleError};
use crate::model::Encounter;

use super::super::command::melee::MeleeCommand as C;

/// Decides one of the family's commands.
pub fn decide(
    state: &Encounter,
    command: &C,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    match command {
        C::Hurt {
            who,
            by,
            with,
            kind,
            roll,
            margin,
            protection,
        } => super::damage::hurt(
            state,
            super::damage::Asked {
                who,
                by: by.as_deref(),
                with: with.as_deref(),
                kind: *kind,
                roll: *roll,
                margin: *margin,
                protection: *protection,
            },
            dice,
        ),
        C::Heal { who, track, levels } => super::damage::heal(state, who, *track, *levels),
        C::Repair {
            who,
            gear,
            by,
            roll,
        } => super::damage_cyber::repair(state, who, gear, by.as_deref(), *roll, dice),
        C::Gunpoint { who, captor } => {
            super::melee_standoff::gunpoint(state, who, captor.as_deref())
        }
        C::Break {
            who,
            level,
            adjust,
            first,
        } => super::melee_standoff::break_free(state, who, *level, *adjust, *first, dice),
        C::Duel { a, b, broken } => super::melee_standoff::duel(state, a, b, *broken, dice),
        C::Draw { who, gear, used } => super::melee_standoff::draw(state, who, gear, *used, dice),
        C::Dodge {
            who,
            acrobatic,
            directed,
            fumble,
            against,
            roll,
        } => super::melee_situations::dodge(
            state,
            who,
            (*acrobatic, *directed, *fumble),
            *against,
            *roll,
            dice,
        ),
        C::Engage { who, opponent } => {
            super::melee_situations::engage(state, who, opponent.as_deref())
        }
        C::Disengage {
            who,
            acrobatic,
            roll,
        } => super::melee_situations::disengage(state, who, *acrobatic, *roll, dice),
        C::Follow { who, target, roll } => {
            super::melee_situations::follow(state, who, target, *roll, dice)
        }
        C::Strike {
            attacker,
            defender,
            with,
            special,
            terms,
            draw,
            roll,
            distance,
        } => super::melee::strike(
            state,
            super::melee::Asked {
                attacker,
                defender,
                with: with.as_deref(),
                special: *special,
                terms: *terms,
                draw: *draw,
                roll: *roll,
                distance: *distance,
            },
            dice,
        ),
        C::Trip {
            attacker,
            defender,
            kind,
            terms,
            roll,
        } => super::melee_special::trip(
            state,
            special(attacker, defender, *terms, *roll),
            *kind,
            dice,
        ),
        C::Grapple {
            attacker,
            defender,
            terms,
            roll,
        } => super::melee_special::grapple(state, special(attacker, defender, *terms, *roll), dice),
        C::Throw { attacker, defender } => {
            super::melee_special::throw(state, attacker, defender, dice)
        }
        C::Bullrush {
            attacker,
            defender,
            terms,
            roll,
        } => {
            super::melee_special::bullrush(state, special(attacker, defender, *terms, *roll), dice)
        }
    }
}

fn special<'a>(
    attacker: &'a str,
    defender: &'a str,
    terms: super::super::command::melee::Terms,
    roll: super::super::command::melee::Roll,
) -> super::melee_special::Asked<'a> {
    super::melee_special::Asked {
        attacker,
        defender,
        terms,
        roll,
    }
}
