//! Aiming per target (CPI-10, CPI-OP-07): a shooter's aim rounds are kept per target, in
//! the counter `aim@<target's slug>`; `aim` alone (no target named) counts for the next
//! shot whatever it is at. One aim at a time: aiming at another target starts over. The
//! shot, any other action (option `aim-reset`) or the target leaving sight resets it.

use crate::engine::{Batch, Event, RuleError};
use crate::model::combatant::slug;
use crate::model::{Combatant, CombatantId, Encounter, Pool};

use super::spend::{Kind, left, spend};
use super::text;

/// The counter of aim rounds at a target.
pub fn counter(target: &Combatant) -> String {
    format!("{}@{}", text::AIM, target.slug())
}

/// The aim counter `c` holds at `target`, and its rounds, if any. An older save may have
/// written the target's slug otherwise (quotes, accents): slugs are compared as typed.
fn held(c: &Combatant, target: &Combatant) -> Option<(String, i32)> {
    let wanted = target.slug();
    c.pools.iter().find_map(|p| {
        let Pool::Counter { name, value, .. } = p;
        let at = name.strip_prefix(&format!("{}@", text::AIM))?;
        (slug(at) == wanted).then(|| (name.clone(), *value))
    })
}

/// Whether a counter name counts aim rounds (at a target or not).
fn is_aim(name: &str) -> bool {
    name.strip_prefix(text::AIM)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('@'))
}

/// The combatant `c` aims at (its aim counter above 0), if a target was named.
pub fn aimed_at<'a>(state: &'a Encounter, c: &Combatant) -> Option<&'a Combatant> {
    c.pools.iter().find_map(|p| {
        let Pool::Counter { name, value, .. } = p;
        let slug = name.strip_prefix(text::AIM)?.strip_prefix('@')?;
        (*value > 0)
            .then(|| {
                state
                    .combatants
                    .iter()
                    .find(|t| t.slug() == self::slug(slug))
            })
            .flatten()
    })
}

/// The aim bonus of a shot by `c` (at `target` if named): the rounds at that target, or
/// the aim with no target named; at most +3 (CPI-10).
pub fn bonus(c: &Combatant, target: Option<&Combatant>) -> i32 {
    let at = target
        .and_then(|t| held(c, t))
        .map_or(0, |(_, rounds)| rounds);
    at.max(c.counter(text::AIM)).min(text::MAX_AIM)
}

/// Sets every aim counter of `who` to 0, but `keep`.
pub fn reset(batch: &mut Batch, who: CombatantId, keep: Option<&str>) {
    let events = batch
        .state()
        .combatant(who)
        .map_or_else(Vec::new, |c| resets(c, keep));
    batch.extend(events);
}

/// The events setting every aim counter of `c` to 0, but `keep` ([`reset`] for a caller
/// that reads them before its own events, which must leave the aim counters alone).
pub fn resets(c: &Combatant, keep: Option<&str>) -> Vec<Event> {
    c.pools
        .iter()
        .filter_map(|p| {
            let Pool::Counter { name, value, .. } = p;
            (is_aim(name) && *value != 0 && Some(name.as_str()) != keep).then(|| {
                Event::CounterSet {
                    who: c.id,
                    name: name.clone(),
                    value: 0,
                }
            })
        })
        .collect()
}

/// `aim WHO [TARGET]`: a full round aiming, +1 to the next shot (at TARGET), at most +3
/// (CPI-10); an aim at another target is dropped.
pub fn aim(state: &Encounter, who: &str, target: Option<&str>) -> Result<Vec<Event>, RuleError> {
    let id = crate::rules::names::resolve(state, who)?;
    let c = state
        .combatant(id)
        .ok_or_else(|| RuleError::UnknownCombatant(who.into()))?;
    let name = match target {
        Some(t) => {
            let tid = crate::rules::names::resolve(state, t)?;
            let t = state
                .combatant(tid)
                .ok_or_else(|| RuleError::UnknownCombatant(t.into()))?;
            if tid == id {
                return Err(text::invalid(crate::t!(
                    "cpi-keys-refuse-aim-self",
                    who = c.name.as_str()
                )));
            }
            held(c, t).map_or_else(|| counter(t), |(name, _)| name)
        }
        None => text::AIM.to_string(),
    };
    let mut batch = Batch::new(state);
    if let Some(n) = left(&batch, id) {
        if c.counter(text::SPENT) != 0 || n == 0 {
            return Err(text::invalid(crate::t!(
                "cpi-refuse-aim-full-round",
                who = c.name.as_str()
            )));
        }
        spend(&mut batch, id, n, Kind::Aim, "aim")?;
    } else {
        spend(&mut batch, id, 1, Kind::Aim, "aim")?;
    }
    reset(&mut batch, id, Some(&name));
    let aim = (c.counter(&name) + 1).min(text::MAX_AIM);
    if aim != c.counter(&name) {
        batch.push(Event::CounterSet {
            who: id,
            name,
            value: aim,
        });
    }
    Ok(batch.into_events())
}

/// `unseen TARGET`: TARGET leaves sight, every aim at it is lost (CPI-OP-07).
pub fn unseen(state: &Encounter, target: &str) -> Result<Vec<Event>, RuleError> {
    let tid = crate::rules::names::resolve(state, target)?;
    let t = state
        .combatant(tid)
        .ok_or_else(|| RuleError::UnknownCombatant(target.into()))?;
    let events: Vec<Event> = state
        .combatants
        .iter()
        .filter_map(|c| {
            held(c, t)
                .filter(|(_, rounds)| *rounds != 0)
                .map(|h| (c.id, h.0))
        })
        .map(|(who, name)| Event::CounterSet {
            who,
            name,
            value: 0,
        })
        .collect();
    if events.is_empty() {
        return Err(text::invalid(crate::t!(
            "cpi-keys-refuse-nobody-aims",
            target = t.name.as_str()
        )));
    }
    Ok(events)
}

#[cfg(test)]
mod tests {
    use super::super::CyberCommand as C;
    use super::super::test_support::{GANGER, T, VIC};
    use super::*;

    /// CPI-10 on a save from an older fray, whose slugs kept quotes and accents: the aim
    /// counter it wrote still counts, and the target leaving sight still resets it.
    #[test]
    fn cpi_10_an_aim_an_older_fray_wrote_under_its_slug_still_counts() {
        let mut t = T::new();
        let ganger = t
            .state
            .combatants
            .iter_mut()
            .find(|c| c.id == GANGER)
            .expect("Ganger");
        ganger.name = "Doc \"Patch\" Éloi".into();
        let vic = t
            .state
            .combatants
            .iter_mut()
            .find(|c| c.id == VIC)
            .expect("Vic");
        vic.pools.push(Pool::Counter {
            name: "aim@doc-\"patch\"-éloi".into(),
            value: 2,
            max: None,
            hidden: false,
        });
        let target = t.who(GANGER).clone();
        assert_eq!(bonus(t.who(VIC), Some(&target)), 2);
        assert_eq!(aimed_at(&t.state, t.who(VIC)).map(|c| c.id), Some(GANGER));
        t.own(
            C::Aim {
                who: "Vic".into(),
                target: Some("doc-patch-eloi".into()),
            },
            &[],
        )
        .expect("aim");
        assert_eq!(t.who(VIC).counter("aim@doc-\"patch\"-éloi"), 3);
        t.own(
            C::Unseen {
                target: "doc-patch-eloi".into(),
            },
            &[],
        )
        .expect("unseen");
        assert_eq!(t.who(VIC).counter("aim@doc-\"patch\"-éloi"), 0);
    }
}
