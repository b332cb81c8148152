//! Polaris 3e between fights, in a campaign: what a character keeps when the fight is over,
//! which Polaris commands a campaign takes, and `rest DAYS [WHO]`, days of rest.
//!
//! What the text says (« Description et effets des blessures », POL-35):
//! - Light wounds: « Elles guérissent toutes seules en général et ont très peu de risques de
//!   s'aggraver. »
//! - Medium wounds: « Ces blessures ne sont pas dangereuses en tant que telles », with a
//!   small risk of getting worse « dans le cas de conditions insalubres (infections) ou de
//!   suractivité ».
//! - Serious wounds: « Mal soignées, il y a de bonnes chances pour que ces blessures
//!   s'aggravent ».
//! - Critical wounds: « Ces blessures ont causé de très importants dégâts, qui vont
//!   s'aggraver inexorablement si elles ne sont pas soignées », and « Stabilisation
//!   nécessaire » on a wound that can bleed.
//! - Mortal wounds: « il a besoin de soins immédiats, sinon, la mort est irrémédiable ».
//!
//! The text gives no healing time (the healing rules are not part of it): how much a rest
//! heals is fray's reading, the option `rest-heals` (see `open_points.rs`, POL-35).

use crate::PolarisCommand;
use crate::engine::{Command, Event, RuleError};
use crate::model::{Combatant, CombatantId, DamageTrack, Encounter};
use crate::rules::campaign::carried_default;
use crate::rules::names::resolve;
use crate::rules::words::fold;

use super::fact::PolarisFact;
use super::injury::{DEAD, MORTAL, STABILISATION};
use super::{options, wounds};

/// The conditions a wound leaves until it is tended, kept from one fight to the next: a
/// bleeding critical wound still needs stabilising, a mortal wound still needs immediate
/// care, and the dead stay dead (POL-31, POL-35). A pending shock test belongs to the
/// moment of the wound and goes with the fight.
const LASTING: [&str; 3] = [STABILISATION, MORTAL, DEAD];

/// What a Polaris character keeps when the fight is over: the default (sheet, gear, the
/// wound counter with its destroyed limbs, notes) and the wound conditions that last until
/// someone tends them ([`LASTING`]).
pub fn carried(fighter: &Combatant) -> Combatant {
    let mut kept = carried_default(fighter);
    kept.conditions = fighter
        .conditions
        .iter()
        .filter(|k| k.target.is_none() && LASTING.iter().any(|n| fold(n) == fold(&k.name)))
        .cloned()
        .collect();
    kept
}

/// Whether a Polaris command has a place between fights: tests (first aid, a doctor's
/// care), wounds and their care, gear, and rests. What runs a fight (initiative,
/// declarations, attacks, surprise, a shock test's moment) waits for one.
pub fn between_fights(command: &Command) -> bool {
    let Some(own) = command.own::<PolarisCommand>() else {
        return false;
    };
    use PolarisCommand as P;
    match own {
        P::Test { .. }
        | P::NonRandom { .. }
        | P::Wound { .. }
        | P::Heal { .. }
        | P::Stabilise { .. }
        | P::Weapon { .. }
        | P::Armour { .. }
        | P::Rest { .. } => true,
        P::Oppose { .. }
        | P::Attack { .. }
        | P::Surprise { .. }
        | P::Declare { .. }
        | P::Rush { .. }
        | P::Confused { .. }
        | P::Delay { .. }
        | P::Act { .. }
        | P::Slow { .. }
        | P::Initiative { .. }
        | P::Marker { .. }
        | P::Opponents { .. }
        | P::Shock { .. }
        | P::Combination { .. } => false,
    }
}

fn dead(c: &Combatant) -> bool {
    c.has_condition(DEAD)
        || matches!(&c.damage, DamageTrack::Locator(locator) if wounds::is_dead(locator))
}

/// `rest DAYS [WHO]`: every living character of the campaign (or WHO) rests DAYS days.
/// Each day erases, in each location, one box of the lightest row that heals on its own
/// (option `rest-heals`: Light by default, the text's « guérissent toutes seules »);
/// graver wounds wait for care (`heal`). A wound still bleeding or a mortal wound is named
/// in the narration: the text says it worsens untended. Refused in a fight.
pub fn rest(state: &Encounter, days: u32, who: Option<&str>) -> Result<Vec<Event>, RuleError> {
    if !state.is_campaign() {
        return Err(RuleError::Invalid(crate::t!("pol-refuse-rest-in-fight")));
    }
    let resting: Vec<&Combatant> = match who {
        Some(who) => {
            let id = resolve(state, who)?;
            let c = super::actions::combatant(state, id)?;
            if dead(c) {
                return Err(RuleError::Invalid(crate::t!(
                    "pol-refuse-rest-dead",
                    name = c.name.as_str()
                )));
            }
            vec![c]
        }
        None => state.combatants.iter().filter(|c| !dead(c)).collect(),
    };
    if resting.is_empty() {
        return Err(RuleError::Invalid(crate::t!("pol-refuse-rest-nobody")));
    }
    let untended: Vec<CombatantId> = resting
        .iter()
        .filter(|c| c.has_condition(STABILISATION) || c.has_condition(MORTAL))
        .map(|c| c.id)
        .collect();
    let mut events = vec![
        PolarisFact::Rested {
            days,
            who: resting.iter().map(|c| c.id).collect(),
            untended,
        }
        .event(),
    ];
    let heals = options::rest_heals(state);
    for c in &resting {
        events.extend(healed(c, days, heals));
    }
    Ok(events)
}

/// The boxes `days` of rest erase on `c`: per location, up to one box a day, lightest
/// row first, among the rows up to `heals` (`None`: none heal on their own).
fn healed(c: &Combatant, days: u32, heals: Option<usize>) -> Vec<Event> {
    let (Some(locator), Some(worst)) = (c.damage.locator(), heals) else {
        return Vec::new();
    };
    let mut events = Vec::new();
    for (location, loc) in locator.locations.iter().enumerate() {
        let mut left = days;
        for (severity, cell) in loc.cells.iter().enumerate().take(worst + 1) {
            let boxes = u32::from(cell.checked).min(left);
            if boxes == 0 {
                continue;
            }
            left -= boxes;
            events.push(Event::WoundHealed {
                who: c.id,
                location,
                severity,
                boxes: u8::try_from(boxes).unwrap_or(u8::MAX),
            });
        }
    }
    events
}

#[cfg(test)]
#[path = "between_fights_tests.rs"]
mod tests;
