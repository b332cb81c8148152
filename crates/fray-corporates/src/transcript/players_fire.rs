//! What the shared narration leaves to the movement and shooting facts, and what players
//! watching see of those facts (COR-13 to COR-28).

use crate::model::CombatantId;
use crate::player_view::{Seen, Shown};
use crate::t;

use super::super::fact::CorporatesFact;
use super::super::fact_fire::FireFact;
use super::narrate_fire::m_s;

/// Counters and gear values the movement and shooting facts already say, so the shared
/// narration stays quiet about them (conditions are left to it: the shared `condition`
/// verb must read the same in every system).
pub fn quiet(event: &crate::engine::Event) -> bool {
    use crate::engine::Event as E;
    const COUNTERS: &[&str] = &["speed", "rounds", "cover-rate", "cover-from", "cover-to"];
    match event {
        E::CounterSet { name, .. } => COUNTERS.contains(&name.as_str()),
        E::GearValueSet { name, .. } => name == "rounds",
        E::GearFlagSet { flag, .. } => flag == "covering",
        _ => false,
    }
}

/// What players watching see of a movement or shooting fact (`None`: not one of them): an
/// enemy's shot says at whom and whether it hit, not the dice or the terms; an enemy's aim
/// that they aim; an enemy's speed without its roll; an enemy crossing covering fire, the
/// bullets that hit without the d6. Open combatants' facts read in full;
/// covering fire, postures and falls are seen as at the table.
pub fn players(fact: &CorporatesFact, seen: &Seen<'_>) -> Option<Shown> {
    let who: CombatantId = match fact {
        CorporatesFact::Shot(f) => f.shooter,
        CorporatesFact::Acquired(f) => f.who,
        CorporatesFact::Fire(FireFact::Moved { who, .. }) => *who,
        CorporatesFact::Riddled(f) => f.who,
        CorporatesFact::Covering(_) | CorporatesFact::Fire(_) => {
            return Some(Shown::Full);
        }
        _ => return None,
    };
    if seen.open(who) {
        return Some(Shown::Full);
    }
    Some(Shown::Coarse(match fact {
        CorporatesFact::Shot(f) if f.margins.is_empty() => t!(
            "cor-fire-players-missed",
            shooter = seen.name(f.shooter),
            target = seen.name(f.target)
        ),
        CorporatesFact::Shot(f) => t!(
            "cor-fire-players-hit",
            shooter = seen.name(f.shooter),
            target = seen.name(f.target),
            bullets = f.margins.len()
        ),
        CorporatesFact::Acquired(f) => t!(
            "cor-fire-players-aims",
            who = seen.name(f.who),
            target = seen.name(f.target)
        ),
        CorporatesFact::Fire(FireFact::Moved { speed, .. }) => t!(
            "cor-fire-players-moves",
            who = seen.name(who),
            speed = m_s(*speed)
        ),
        CorporatesFact::Riddled(f) if f.bullets == 0 => t!(
            "cor-fire-players-crosses",
            who = seen.name(f.who),
            shooter = seen.name(f.shooter)
        ),
        CorporatesFact::Riddled(f) => t!(
            "cor-fire-players-riddled",
            who = seen.name(f.who),
            shooter = seen.name(f.shooter),
            bullets = f.bullets
        ),
        _ => return Some(Shown::Hidden),
    }))
}
