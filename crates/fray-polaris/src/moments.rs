//! Polaris's notable moments: criticals (POL-07, POL-08), surprise (POL-29), a limb
//! destroyed or death when a wound lands on a location's last row (POL-31).

use crate::engine::Event;
use crate::model::Encounter;
use crate::rules::moment::{Moment, common_moments};

use super::turn::SURPRISED;

/// The moments in a record's events; `after` is the state once they are applied.
pub fn moments(events: &[Event], after: &Encounter) -> Vec<Moment> {
    let mut out = common_moments(events);
    for event in events {
        if let Some(test) = super::test_of(event) {
            if test.outcome.critical_success {
                out.push(Moment::Critical { who: test.who });
            }
            if test.outcome.critical_failure {
                out.push(Moment::Fumble { who: test.who });
            }
        }
        match event {
            Event::ConditionAdded { who, condition } if condition.name == SURPRISED => {
                out.push(Moment::Surprised { who: *who });
            }
            Event::WoundMarked { who, wound } => {
                let location = after
                    .combatant(*who)
                    .and_then(|c| c.damage.locator())
                    .and_then(|l| l.locations.get(wound.location));
                // A wound that reached the last row without erasing the rows below it hit
                // a location already lost (POL-OP-09): nothing new to mark on the timeline.
                let already_lost = wound.landed != wound.severity && wound.cleared.is_empty();
                if let Some(location) = location
                    && wound.landed.checked_add(1) == Some(location.cells.len())
                    && !already_lost
                {
                    out.push(if location.vital {
                        Moment::Death { who: *who }
                    } else {
                        Moment::LimbLost { who: *who }
                    });
                }
            }
            _ => {}
        }
    }
    out
}
