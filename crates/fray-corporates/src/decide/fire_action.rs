//! The one door the movement and shooting rolls go through to the dice-malus ledger: the
//! wiring's [`take_action`] (COR-02, COR-06, COR-08, COR-OP-21) with the caller rolling
//! its own dice, so its fact holds them beside the difficulty's terms.

use crate::engine::{Batch, Dice, Event, RuleError};
use crate::model::{CombatantId, Encounter};

use super::super::ledger::{Kind, Malus};
use super::super::rolls::Part;
use super::action::{Request, take_action};

/// An action taken: its malus, the dice it rolls, the points off its roll by name, and the events
/// that record taking it (the marker acted, the undeclared count, confidence spent, the
/// `cor_acted` fact).
pub(crate) struct Taken {
    /// The malus, term by term.
    pub malus: Malus,
    /// The d6 rolled.
    pub dice: u32,
    /// Points off the roll (a startle malus used up, COR-07, a fall, wounds), term by
    /// term, each negative, for the roll to name.
    pub flat_parts: Vec<Part>,
    /// The events.
    pub events: Vec<Event>,
}

/// What an action of `kind` by `who` asks of [`take_action`]: a pool of `pool` d6,
/// `confidence` points spent, labelled `label`, maybe a double action; the caller rolls.
pub(crate) fn request(
    who: CombatantId,
    kind: Kind,
    pool: u32,
    confidence: u32,
    label: &str,
    double: bool,
) -> Request {
    let mut req = Request::new(who, kind, pool);
    req.confidence = confidence;
    req.label = Some(label.into());
    req.double = double;
    req.roll = false;
    req
}

/// Takes the action `req` asks now; refused as [`take_action`] refuses.
pub(crate) fn take(
    state: &Encounter,
    req: &Request,
    dice: &mut dyn Dice,
) -> Result<Taken, RuleError> {
    let mut batch = Batch::new(state);
    let taken = take_action(&mut batch, req, dice)?;
    Ok(Taken {
        malus: taken.malus,
        dice: taken.dice,
        flat_parts: taken.flat_parts,
        events: batch.into_events(),
    })
}
