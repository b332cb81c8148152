//! What players see of Polaris's events (`fray watch --players`): a hidden combatant's
//! test or attack as its result only, a secret test (POL-03) not at all or as hit or miss,
//! a wound to a hidden combatant as where and how they look, and the damage dice only when
//! the wounded is open.

use crate::engine::{Command, Event};
use crate::model::CombatantId;
use crate::player_view::text::{no_wound, tended, wounded};
use crate::player_view::{Seen, Shown};
use crate::rules::names::resolve;
use crate::script::{self, Line};

use super::super::{Outcome, PolarisCommand, PolarisFact, TestRecord, Tested};

/// What players see of a Polaris event; `None` leaves it to the shared rules.
pub fn shown(event: &Event, seen: &Seen<'_>) -> Option<Shown> {
    let s = seen.state;
    let hidden_owner = |who: CombatantId| !seen.open(who);
    Some(match event {
        Event::DiceRolled { .. } => match seen.next {
            Some(Event::WoundMarked { who, .. }) if !hidden_owner(*who) => Shown::Full,
            Some(next) => match next.fact::<PolarisFact>() {
                Some(PolarisFact::DamageRolled { who, .. }) if !hidden_owner(*who) => Shown::Full,
                _ => return None,
            },
            _ => return None,
        },
        Event::System(fact) => match <&PolarisFact>::try_from(fact).ok()? {
            PolarisFact::TestRolled { test } => shown_test(test, seen),
            PolarisFact::WoundHeld { wound } if hidden_owner(wound.who) => Shown::Coarse(
                crate::t!("pol-held-wound-players", who = seen.name(wound.who)),
            ),
            PolarisFact::WoundHeld { .. }
            | PolarisFact::WoundsReleased
            | PolarisFact::Rested { .. } => Shown::Full,
            // A word to the GM (give the damage roll), not something seen at the table.
            PolarisFact::NoDamage { .. } => Shown::Hidden,
            // The terms name both sides' sheet values: said only when both are open.
            PolarisFact::DamageRolled { who, by, .. } => {
                if hidden_owner(*who) || hidden_owner(*by) {
                    Shown::Hidden
                } else {
                    Shown::Full
                }
            }
        },
        Event::WoundMarked { who, wound } if hidden_owner(*who) => {
            let location = s
                .combatant(*who)
                .and_then(|c| c.damage.locator())
                .and_then(|l| l.locations.get(wound.location))
                .map(|l| super::report::location_word(&l.key));
            Shown::Coarse(wounded(
                &seen.name(*who),
                location.as_deref(),
                seen.health_after(event, *who),
            ))
        }
        Event::WoundHealed { who, .. } if hidden_owner(*who) => {
            Shown::Coarse(tended(&seen.name(*who), seen.health_after(event, *who)))
        }
        Event::DamageIgnored { who, .. } if hidden_owner(*who) => {
            Shown::Coarse(no_wound(&seen.name(*who)))
        }
        _ => return None,
    })
}

/// The attacker and target of an `attack` command, read from its text again.
fn attack_of(seen: &Seen<'_>) -> Option<(CombatantId, CombatantId)> {
    let before = seen.state;
    let Ok(Line::Command(Command::System(own))) = script::parse_in(before.system, seen.command)
    else {
        return None;
    };
    let PolarisCommand::Attack { spec, strike } = <&PolarisCommand>::try_from(&own).ok()? else {
        return None;
    };
    Some((
        resolve(before, &spec.who).ok()?,
        resolve(before, &strike.target).ok()?,
    ))
}

/// A test: in full for a PC or ally, else the attack or test and its result without any
/// number. A secret test (POL-03: roll and difficulty for the GM only) shows nothing, or
/// only that the attack hit or missed.
fn shown_test(test: &TestRecord, seen: &Seen<'_>) -> Shown {
    // An open test by a PC or ally is shown in full, attack or not: no need to read the
    // command again.
    if !test.chance.hidden && seen.open(test.who) {
        return Shown::Full;
    }
    let who = seen.name(test.who);
    match attack_of(seen) {
        Some((attacker, target))
            if attacker == test.who && (test.chance.hidden || !seen.open(test.who)) =>
        {
            Shown::Coarse(attack(&who, &seen.name(target), &test.outcome))
        }
        _ if test.chance.hidden => Shown::Hidden,
        _ if seen.open(test.who) => Shown::Full,
        _ => Shown::Coarse(test_line(&who, &test.tested, &test.outcome)),
    }
}

/// A hidden combatant's attack: who at whom and what the table sees of it.
fn attack(attacker: &str, target: &str, outcome: &Outcome) -> String {
    let seen = if outcome.critical_success {
        crate::t!("pol-seen-critical-hit")
    } else if outcome.critical_failure {
        crate::t!("pol-seen-critical-miss")
    } else if outcome.success {
        crate::t!("pol-seen-hit")
    } else {
        crate::t!("pol-seen-miss")
    };
    crate::t!(
        "pol-seen-attack",
        attacker = attacker,
        target = target,
        seen = seen
    )
}

/// A hidden combatant's test: what was tested and the result, no chance, dice or margin.
fn test_line(who: &str, tested: &Tested, outcome: &Outcome) -> String {
    match what(tested) {
        Some(what) => crate::t!(
            "pol-seen-test",
            who = who,
            what = what,
            result = result(outcome)
        ),
        None => crate::t!("pol-seen-chance-test", who = who, result = result(outcome)),
    }
}

fn what(tested: &Tested) -> Option<String> {
    match tested {
        Tested::Skill { name, .. } => Some(crate::skill_words::label(name)),
        Tested::Attribute { name, .. } => Some(super::narrate::attribute_word(name)),
        Tested::Chance => None,
    }
}

fn result(outcome: &Outcome) -> String {
    if outcome.critical_success {
        crate::t!("pol-critical-success")
    } else if outcome.critical_failure {
        crate::t!("pol-critical-failure")
    } else if outcome.success {
        crate::t!("pol-success")
    } else {
        crate::t!("pol-failure")
    }
}

#[cfg(test)]
#[path = "players_tests.rs"]
mod tests;
