//! The notable moments of the Corporates rules, for the replay's timeline: a switch to
//! survival mode (COR-11), a declared action lost (pushed past segment 5 or not taken,
//! COR-05), critical damage that did something (COR-41) and a character down (dead,
//! unconscious or incapacitated, COR-41, COR-43).

use crate::engine::Event;
use crate::model::{Encounter, EntryStatus};
use crate::rules::Moment;

use super::conditions::{DEAD, INCAPACITATED, UNCONSCIOUS};

/// The moments of a record's events, `after` being the state once it is applied.
pub fn of_events(events: &[Event], after: &Encounter) -> Vec<Moment> {
    let _ = after;
    let mut out = Vec::new();
    for event in events {
        if let Some(super::fact::CorporatesFact::Survival { who, .. }) = super::fact::fact_of(event)
        {
            out.push(Moment::Emergency { who: *who });
        }
        if let Some(super::fact::CorporatesFact::Critical { who, result, .. }) =
            super::fact::fact_of(event)
            && *result != super::critical::Critical::Nothing
        {
            out.push(Moment::GraveWound { who: *who });
        }
        match event {
            Event::MarkerStatus {
                at,
                status: EntryStatus::Lost,
            } => out.push(Moment::SlotLost { who: at.owner }),
            Event::ConditionAdded { who, condition } if condition.name == DEAD => {
                out.push(Moment::Death { who: *who });
            }
            Event::ConditionAdded { who, condition }
                if condition.name == UNCONSCIOUS || condition.name == INCAPACITATED =>
            {
                out.push(Moment::KnockedOut { who: *who });
            }
            _ => {}
        }
    }
    out
}
