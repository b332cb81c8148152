//! The lines of a rest between fights (COR-41, COR-OP-27): who rests and how long, and the
//! hours a head wound keeps a character out.

use crate::model::{CombatantId, Encounter};
use crate::t;

use super::super::fact::CorporatesFact;
use super::super::rest::Rest;
use super::narrate_melee::name;

/// The words of a rest's facts (`None` for any other fact).
pub(super) fn describe(fact: &CorporatesFact, s: &Encounter) -> Option<String> {
    Some(match fact {
        CorporatesFact::Rested { rest, who } => rested(s, *rest, *who),
        CorporatesFact::KnockedOut { who, hours } => {
            t!("cor-log-knocked-out", who = name(s, *who), hours = *hours)
        }
        _ => return None,
    })
}

fn rested(s: &Encounter, rest: Rest, who: Option<CombatantId>) -> String {
    let (unit, n) = match rest {
        Rest::Hours(n) => ("hours", u32::from(n)),
        Rest::Days(n) => ("days", u32::from(n)),
    };
    match who {
        None => t!("cor-log-rested-all", unit = unit, n = n),
        Some(w) => t!("cor-log-rested", who = name(s, w), unit = unit, n = n),
    }
}
