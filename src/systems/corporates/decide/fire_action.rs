//! The one door the movement and shooting rolls go through to the dice-malus ledger
//! (COR-02, COR-06, COR-08, COR-OP-21): the malus term by term, the dice left after the
//! floor, and the events taking the action adds (the undeclared count, confidence spent).

use crate::engine::{Event, RuleError};
use crate::model::{CombatantId, Encounter};

use super::super::ledger::{self, Kind, Ledger, Malus};
use super::super::options;
use super::super::text::refuse;

/// An action taken: its malus, the dice it rolls, and the events that record taking it.
pub(crate) struct Taken {
    /// The malus, term by term.
    pub malus: Malus,
    /// The d6 rolled.
    pub dice: u32,
    /// Counters the action moves.
    pub events: Vec<Event>,
}

/// The ledger of `who` this turn, from the shared state (COR-08): the declared markers (5 in
/// survival mode), the counter `undeclared`, and `unbalanced` and `grappled` as dice lost.
fn ledger_of(state: &Encounter, who: CombatantId) -> Ledger {
    let Some(c) = state.combatant(who) else {
        return Ledger::default();
    };
    let declared = if c.has_condition("survival") {
        5
    } else {
        u8::try_from(state.ladder.of(who).count()).unwrap_or(5)
    };
    let grappled = c
        .conditions
        .iter()
        .filter(|k| k.name.eq_ignore_ascii_case("grappled"))
        .map(|k| k.value.unwrap_or(0).max(0))
        .sum::<i32>();
    let unbalanced = i32::from(c.has_condition("unbalanced"));
    Ledger {
        declared,
        undeclared: u8::try_from(c.counter("undeclared").max(0)).unwrap_or(u8::MAX),
        situational: u8::try_from(grappled + unbalanced).unwrap_or(u8::MAX),
    }
}

/// Takes an action of `kind` with a pool of `pool` d6 and `confidence` points spent:
/// refused when the points are not there.
pub(crate) fn take(
    state: &Encounter,
    who: CombatantId,
    kind: Kind,
    pool: u32,
    confidence: u32,
) -> Result<Taken, RuleError> {
    let malus = ledger_of(state, who).malus(kind, false, 0);
    let dice = ledger::dice(
        pool,
        malus.total(),
        confidence,
        options::confidence_adds(state),
    );
    let mut events = Vec::new();
    let c = state.combatant(who);
    if confidence > 0 {
        let left = c.map_or(0, |c| c.counter("confidence"));
        let spent = i32::try_from(confidence).unwrap_or(i32::MAX);
        if left < spent {
            return Err(refuse(
                "cor-fire-refuse-confidence",
                &[("left", left.into()), ("spent", spent.into())],
            ));
        }
        events.push(Event::CounterSet {
            who,
            name: "confidence".into(),
            value: left - spent,
        });
    }
    if kind == Kind::Undeclared {
        events.push(Event::CounterSet {
            who,
            name: "undeclared".into(),
            value: c.map_or(0, |c| c.counter("undeclared")) + 1,
        });
    }
    Ok(Taken {
        malus,
        dice,
        events,
    })
}
