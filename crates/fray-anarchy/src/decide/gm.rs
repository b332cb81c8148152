//! The GM's pool of Anarchy points (ANA-07, ANA-OP-02): a counter the table owns, with its
//! limits (never for or against a PC except Take a risk, one point per Narration except
//! initiative dice, ANA-OP-04) and the tally of the current Narration. The pool holds one
//! point per player from the first one added, before any session (ANA-OP-02).

use crate::engine::{Event, RuleError};
use crate::model::{CombatantId, Encounter, Side};

use super::super::fact::AnarchyFact;
use super::super::points::{self, Spend, Spender};

/// The GM's pool: a table counter.
pub const POOL: &str = "gm-anarchy";
/// Points the GM spent in the current Narration (back to 0 when the Narration moves on).
pub const SPENT: &str = "gm-narration-spent";

/// The GM's points now.
pub fn pool(state: &Encounter) -> i32 {
    state.table_counter(POOL)
}

/// The GM's pool a session starts with for this roster: the option's number, else one
/// point per player (ANA-OP-02).
pub fn session_start(state: &Encounter) -> i32 {
    super::super::options::gm_pool_start(state).unwrap_or_else(|| {
        points::gm_pool_at_session(
            state
                .combatants
                .iter()
                .filter(|c| c.side == Side::Pc)
                .count(),
        )
    })
}

/// The pool follows the roster and the option as a session would start it (ANA-OP-02): a
/// player joining brings their point, from the first one added, before any `session`; a
/// change of `gm-pool-start` its difference; the points awarded or spent stay counted. The
/// event that sets it after `before` became `after`, `None` when it stays.
pub fn follow_roster(before: &Encounter, after: &Encounter) -> Option<Event> {
    let now = pool(after);
    let value = now
        .saturating_add(session_start(after))
        .saturating_sub(session_start(before))
        .max(0);
    (value != now).then(|| Event::TableCounterSet {
        name: POOL.into(),
        value,
    })
}

/// Spends `count` of the GM's points on `what`, for or against `on` when it names someone.
pub fn spend(
    state: &Encounter,
    what: Spend,
    count: i32,
    on: Option<CombatantId>,
) -> Result<Vec<Event>, RuleError> {
    let on_pc = on
        .and_then(|id| state.combatant(id))
        .is_some_and(|c| c.side == Side::Pc);
    let spent = state.table_counter(SPENT);
    let left = points::spend(
        Spender {
            points: pool(state),
            gm: true,
            spent_this_narration: spent > 0,
            on_pc,
            on_self: false,
        },
        what,
        count,
    )?;
    let mut events = vec![Event::TableCounterSet {
        name: POOL.into(),
        value: left,
    }];
    if what != Spend::Initiative {
        events.push(Event::TableCounterSet {
            name: SPENT.into(),
            value: spent + count,
        });
    }
    events.push(
        AnarchyFact::AnaSpend {
            who: None,
            spend: what,
            points: count,
            on,
        }
        .event(),
    );
    Ok(events)
}
