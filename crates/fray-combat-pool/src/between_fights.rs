//! The combat pool between fights, in a campaign: what a character keeps when the fight is
//! over, which combat-pool commands a campaign takes, and `rest DAYS [WHO]`, days of rest.
//!
//! What the text says:
//! - The pool belongs to one fight: « Lorsqu'un combat est lancé, chaque combattant obtient
//!   obligatoirement une recharge rapide pour sa réserve de combat » (SRP-03), and a
//!   recharge « perd tous ses jetons restants dans sa réserve de combat » (SRP-02). Its
//!   tokens, defense and counters (aim, advantage, spray) do not outlast the fight.
//! - Damage: « Le joueur coche le nombre de cases correspondantes sur son moniteur de
//!   blessures selon le fonctionnement habituel des dégâts » (SRP-15): the boxes stay.
//! - A reduced-lethality hit may be deadly: « s'il est de type échec, l'attaque a été
//!   mortelle. Dans le cas contraire, le personnage est juste KO » (SRP-19): a lethal hit
//!   lasts, a knock-out does not outlast the fight.
//!
//! The text gives no healing (« le fonctionnement habituel » of the original rules is not
//! included): how many boxes a day of rest clears is fray's reading, the options
//! `rest-physical` and `rest-stun` (see `open_points.rs`, SRP-21).

use crate::PoolCommand;
use crate::engine::{Command, Event, RuleError};
use crate::model::{Combatant, Encounter, Pool, TokenPool};
use crate::rules::campaign::carried_default;

use super::event::PoolEvent;
use super::fact::PoolFact;
use super::sheet::{self, Down};
use super::{options, text};

/// The counters one fight keeps (SRP-12, SRP-14, SRP-18).
const FIGHT_COUNTERS: [&str; 3] = [text::AIM, text::ADVANTAGE, text::SPRAY];

/// What a combat-pool character keeps when the fight is over: the default (sheet, gear and
/// ammunition, monitors, notes), the pool's type and score but none of its tokens, none of
/// the fight's counters, and a lethal hit (SRP-19).
pub fn carried(fighter: &Combatant) -> Combatant {
    let mut kept = carried_default(fighter);
    kept.tokens = fighter.tokens.as_ref().map(|pool| TokenPool {
        pool_type: pool.pool_type.clone(),
        score: pool.score,
        ..TokenPool::default()
    });
    kept.pools
        .retain(|Pool::Counter { name, .. }| !FIGHT_COUNTERS.contains(&name.as_str()));
    kept.conditions = fighter
        .conditions
        .iter()
        .filter(|k| k.target.is_none() && k.name.eq_ignore_ascii_case(text::LETHAL))
        .cloned()
        .collect();
    kept
}

/// Whether a combat-pool command has a place between fights: the pool's type and score,
/// reloading, damage and healing, and rests. The pool's tokens, stress, readiness,
/// intentions and attacks wait for a fight.
pub fn between_fights(command: &Command) -> bool {
    let Some(own) = command.own::<PoolCommand>() else {
        return false;
    };
    use PoolCommand as P;
    match own {
        P::PoolType { .. }
        | P::Reload { .. }
        | P::Damage { .. }
        | P::Heal { .. }
        | P::Rest { .. } => true,
        P::Readiness { .. }
        | P::Stress { .. }
        | P::Recharge { .. }
        | P::Allocate { .. }
        | P::TotalDefense { .. }
        | P::ReduceDefense { .. }
        | P::ResetDefense { .. }
        | P::Spend { .. }
        | P::Intend { .. }
        | P::Pending { .. }
        | P::Coordinate { .. }
        | P::Free { .. }
        | P::Aim { .. }
        | P::Keep { .. }
        | P::Attack(_)
        | P::Suppress(_)
        | P::Throw(_)
        | P::Blast(_)
        | P::Evade { .. }
        | P::Melee(_)
        | P::Lethality { .. }
        | P::Opposed { .. } => false,
    }
}

/// Whether `c` is past what rest heals: a lethal hit, or dead on the monitors.
fn beyond_rest(state: &Encounter, c: &Combatant) -> bool {
    c.has_condition(text::LETHAL) || sheet::down(state, c) == Some(Down::Dead)
}

/// `rest DAYS [WHO]`: every character of the campaign (or WHO) rests DAYS days; each day
/// clears `rest-stun` stun boxes and `rest-physical` physical boxes (overflow first), the
/// tracker's reading where the text gives no healing. Refused in a fight.
pub fn rest(state: &Encounter, days: u32, who: Option<&str>) -> Result<Vec<Event>, RuleError> {
    if !state.is_campaign() {
        return Err(text::invalid(crate::t!("pool-refuse-rest-in-fight")));
    }
    let resting: Vec<&Combatant> = match who {
        Some(who) => {
            let c = super::ctx::find(state, who)?;
            if beyond_rest(state, c) {
                return Err(text::invalid(crate::t!(
                    "pool-refuse-rest-lethal",
                    who = c.name.as_str()
                )));
            }
            vec![c]
        }
        None => state
            .combatants
            .iter()
            .filter(|c| !beyond_rest(state, c))
            .collect(),
    };
    if resting.is_empty() {
        return Err(text::invalid(crate::t!("pool-refuse-rest-nobody")));
    }
    let (stun, physical) = (options::rest_stun(state), options::rest_physical(state));
    let mut events = Vec::new();
    for c in resting {
        events.push(
            PoolEvent::CombatPool {
                fact: PoolFact::Rested { who: c.id, days },
            }
            .event(),
        );
        for (track, per_day) in [("stun", stun), ("physical", physical)] {
            let hurt =
                sheet::monitor(c, track).map_or(0, |m| u32::from(m.filled) + u32::from(m.overflow));
            let boxes = hurt.min(per_day.saturating_mul(days));
            if boxes > 0 {
                events.push(Event::MonitorHealed {
                    who: c.id,
                    track: track.into(),
                    boxes: u16::try_from(boxes).unwrap_or(u16::MAX),
                });
            }
        }
    }
    Ok(events)
}

#[cfg(test)]
#[path = "between_fights_tests.rs"]
mod tests;
