//! Cyberpunk interval initiative between fights, in a campaign: what a character keeps when
//! the fight is over, which commands a campaign takes, and `rest DAYS [WHO]`, days of rest.
//!
//! The text is an initiative house rule: it says what one round holds (« Les combats sont
//! divisés en rounds, chacun représentant 3 secondes »), not what outlasts a fight. What
//! belongs to a round or a fight goes: the actions chosen and spent, the metres run, the
//! aim (« chaque round passé à viser accorde un bonus cumulatif de +1 au prochain tir »),
//! the bullets fired this round. What the weapon or the body still is stays: ammunition,
//! a jam (cleared by `unjam`), a weapon not re-chambered or reloaded, the damage points, and
//! a lowered CON, which lasts as long as its cause: « le personnage peut être malade, drogué
//! ou encore blessé et voir sa Constitution diminuer » (CPI-12).
//!
//! The text gives no damage track nor healing (CPI-18 is the tracker's default track): how
//! many points a day of rest heals is fray's reading, the option `rest-points` (see
//! `open_points.rs`, CPI-18).

use crate::engine::{Command, Event, RuleError};
use crate::model::{Combatant, Encounter, Pool};
use crate::rules::campaign::carried_default;
use crate::rules::names::resolve;

use super::body::{self, CON_LOSS, DEAD};
use super::command::CyberCommand;
use super::fact::CyberFact;
use super::{options, text, weapon};

/// The counters of one round or fight (CPI-04, CPI-06, CPI-10, CPI-11).
fn fight_counter(name: &str) -> bool {
    [text::SPENT, text::CHOSEN, text::RUN].contains(&name)
        || name == text::AIM
        || name.starts_with(&format!("{}@", text::AIM))
}

/// What a character keeps when the fight is over: the default (sheet, gear and its
/// ammunition and flags, the body track, notes), without the round's and the fight's
/// counters or the bullets fired this round, with a lowered CON and death kept.
pub fn carried(fighter: &Combatant) -> Combatant {
    let mut kept = carried_default(fighter);
    kept.pools
        .retain(|Pool::Counter { name, .. }| !fight_counter(name));
    for gear in &mut kept.gear {
        gear.values.remove(weapon::FIRED);
    }
    kept.conditions = fighter
        .conditions
        .iter()
        .filter(|k| k.target.is_none() && [CON_LOSS, DEAD].contains(&k.name.as_str()))
        .cloned()
        .collect();
    kept
}

/// Whether a Cyberpunk command has a place between fights: weapons given, reloaded,
/// re-chambered or cleared, skill checks, damage and healing, and rests. The round's
/// initiative, actions, shots, moves and saves wait for a fight.
pub fn between_fights(command: &Command) -> bool {
    let Some(own) = command.own::<CyberCommand>() else {
        return false;
    };
    use CyberCommand as C;
    match own {
        C::Weapon { .. }
        | C::Reload { .. }
        | C::Chamber { .. }
        | C::Unjam { .. }
        | C::Check { .. }
        | C::Damage { .. }
        | C::Heal { .. }
        | C::Rest { .. } => true,
        C::Initiative { .. }
        | C::Actions { .. }
        | C::Delay { .. }
        | C::Draw { .. }
        | C::Shoot { .. }
        | C::Aim { .. }
        | C::Unseen { .. }
        | C::Run { .. }
        | C::Stance { .. }
        | C::Act { .. }
        | C::Support { .. }
        | C::Fumble { .. }
        | C::Save { .. } => false,
    }
}

/// `rest DAYS [WHO]`: every living character of the campaign (or WHO) rests DAYS days and
/// heals `rest-points` damage points a day (the tracker's reading: the text gives none).
/// Refused in a fight.
pub fn rest(state: &Encounter, days: u32, who: Option<&str>) -> Result<Vec<Event>, RuleError> {
    if !state.is_campaign() {
        return Err(text::invalid(crate::t!("cpi-refuse-rest-in-fight")));
    }
    let resting: Vec<&Combatant> = match who {
        Some(who) => {
            let id = resolve(state, who)?;
            let c = state
                .combatant(id)
                .ok_or_else(|| RuleError::UnknownCombatant(who.into()))?;
            if c.has_condition(DEAD) {
                return Err(text::invalid(crate::t!(
                    "cpi-refuse-dead",
                    who = c.name.as_str()
                )));
            }
            vec![c]
        }
        None => state
            .combatants
            .iter()
            .filter(|c| !c.has_condition(DEAD))
            .collect(),
    };
    if resting.is_empty() {
        return Err(text::invalid(crate::t!("cpi-refuse-rest-nobody")));
    }
    let per_day = options::rest_points(state);
    let mut events = Vec::new();
    for c in resting {
        let healed = u32::try_from(body::points(c))
            .unwrap_or(0)
            .min(per_day.saturating_mul(days));
        events.push(
            CyberFact::CpiRested {
                who: c.id,
                days,
                points: healed,
            }
            .event(),
        );
        if healed > 0 {
            events.push(Event::MonitorHealed {
                who: c.id,
                track: body::TRACK.into(),
                boxes: u16::try_from(healed).unwrap_or(u16::MAX),
            });
        }
    }
    Ok(events)
}

#[cfg(test)]
#[path = "between_fights_tests.rs"]
mod tests;
