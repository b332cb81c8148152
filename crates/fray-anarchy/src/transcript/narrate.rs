//! One transcript line per Anarchy fact: the dispatcher, and the names and weapons
//! every line uses; the rolls, the damage and the Turn have their own files beside it.

use crate::engine::Event;
use crate::model::{CombatantId, Encounter};
use crate::t;

use super::super::fact::{AnarchyFact, Placed, fact_of};
use super::narrate_damage::damage_line;
use super::narrate_rolls::{bought_words, outcome, pool_words, roll_words};
use super::narrate_turn::{initiative_attribute, turn_words};

pub(super) fn name(state: &Encounter, id: CombatantId) -> String {
    crate::rules::names::display(state, id)
}

/// `who`'s name, with the weapon named (its sheet name when `who` carries it).
pub(super) fn armed(state: &Encounter, who: CombatantId, weapon: Option<&String>) -> String {
    let shown = name(state, who);
    let Some(weapon) = weapon else {
        return shown;
    };
    t!(
        "ana-log-armed",
        who = shown,
        weapon = weapon_label(state, who, weapon)
    )
}

/// A weapon's sheet name when `who` carries it, else its key; escaped.
pub(super) fn weapon_label(state: &Encounter, who: CombatantId, weapon: &str) -> String {
    let label = state
        .combatant(who)
        .and_then(|c| c.gear.iter().find(|g| g.key == weapon))
        .map_or(weapon, |g| crate::rules::gear_labels::shown(crate::ID, g));
    crate::safe_text::escape(label)
}

pub(super) fn faces(dice: &[u8]) -> String {
    dice.iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The words for one of the system's facts (`None` for any other event).
pub fn describe(event: &Event, s: &Encounter) -> Option<String> {
    // An Interruption, the GM's reorder or a shift says the new order itself: a marker's
    // new rank is not worth a word (ranks are not phases).
    if let Event::MarkerMoved { .. } = event {
        return Some(String::new());
    }
    if let Some(line) = turn_words(event, s) {
        return Some(line);
    }
    if let Some(line) = bought_words(event) {
        return Some(line);
    }
    if let Event::TableCounterSet { name, value } = event {
        return match name.as_str() {
            super::super::decide::gm::POOL => Some(t!("ana-log-gm-pool", points = *value)),
            // The per-Narration tally is bookkeeping: not worth a word.
            super::super::decide::gm::SPENT => Some(String::new()),
            _ => None,
        };
    }
    Some(match fact_of(event)? {
        AnarchyFact::AnaTest {
            who,
            roll,
            against,
            wounds,
            bought,
            target,
            weapon,
        } => {
            let mut line = match target {
                Some(target) => t!(
                    "ana-log-test-at",
                    who = armed(s, *who, weapon.as_ref()),
                    target = name(s, *target),
                    roll = roll_words(roll)
                ),
                None => t!(
                    "ana-log-test",
                    who = armed(s, *who, weapon.as_ref()),
                    roll = roll_words(roll)
                ),
            };
            let sheet = |asked| {
                let c = s.combatant(*who)?;
                super::super::sheet_pool::terms(c, weapon.as_deref()?, asked)
            };
            line = t!(
                "ana-log-pool",
                line = line,
                pool = pool_words(roll, *wounds, *bought, sheet)
            );
            match against {
                Some(a) => t!(
                    "ana-log-outcome",
                    line = line,
                    outcome = outcome(s, roll.successes(), *a)
                ),
                None => line,
            }
        }
        AnarchyFact::AnaReroll {
            who,
            roll,
            against,
            target,
            weapon,
        } => {
            let line = match target {
                Some(target) => t!(
                    "ana-log-reroll-at",
                    who = armed(s, *who, weapon.as_ref()),
                    target = name(s, *target),
                    roll = roll_words(roll)
                ),
                None => t!(
                    "ana-log-reroll",
                    who = armed(s, *who, weapon.as_ref()),
                    roll = roll_words(roll)
                ),
            };
            let sheet = |asked| {
                let c = s.combatant(*who)?;
                super::super::sheet_pool::terms(c, weapon.as_deref()?, asked)
            };
            let line = t!(
                "ana-log-pool",
                line = line,
                pool = pool_words(roll, 0, 0, sheet)
            );
            match against {
                Some(a) => t!(
                    "ana-log-outcome",
                    line = line,
                    outcome = outcome(s, roll.successes(), *a)
                ),
                None => line,
            }
        }
        AnarchyFact::AnaSpend {
            who,
            spend,
            points,
            on,
        } => {
            let spender = who.map_or_else(|| t!("ana-log-gm"), |w| name(s, w));
            let what = super::super::text::spend_word(*spend);
            match on {
                Some(on) => t!(
                    "ana-log-spend-on",
                    who = spender,
                    points = *points,
                    spend = what,
                    on = name(s, *on)
                ),
                None => t!(
                    "ana-log-spend",
                    who = spender,
                    points = *points,
                    spend = what
                ),
            }
        }
        AnarchyFact::AnaInterpose {
            who,
            for_whom,
            attacker,
            roll,
            outcome,
        } => {
            let result = match outcome {
                super::super::points::Interposed::Interposer => {
                    t!("ana-log-interposer-hit", who = name(s, *who))
                }
                super::super::points::Interposed::Nobody => t!("ana-log-nobody-hit"),
            };
            t!(
                "ana-log-interpose",
                who = name(s, *who),
                for_whom = name(s, *for_whom),
                attacker = *attacker,
                roll = roll_words(roll),
                result = result
            )
        }
        AnarchyFact::AnaArcane(f) => super::super::arcane::narrate::narrate(s, f),
        AnarchyFact::AnaDamage {
            who,
            kind,
            boxes,
            ignore_armor,
            taken,
            by,
            weapon,
        } => {
            let line = damage_line(s, *who, *kind, *boxes, *ignore_armor, taken);
            match (by, weapon) {
                (Some(by), Some(weapon)) => t!(
                    "ana-log-damage-by-with",
                    line = line,
                    by = name(s, *by),
                    weapon = weapon_label(s, *by, weapon)
                ),
                (Some(by), None) => t!("ana-log-damage-by", line = line, by = name(s, *by)),
                (None, _) => line,
            }
        }
        AnarchyFact::AnaReorder { order, dice } => {
            let names: Vec<String> = order.iter().map(|w| name(s, *w)).collect();
            let names = crate::i18n::typography::join_list(&names);
            if dice.is_empty() {
                t!("ana-log-reorder", order = names)
            } else {
                t!("ana-log-reorder-random", order = names, dice = faces(dice))
            }
        }
        AnarchyFact::AnaShift { who, place } => match place {
            Placed::First => t!("ana-log-shift-first", who = name(s, *who)),
            Placed::Last => t!("ana-log-shift-last", who = name(s, *who)),
            Placed::After(other) => t!(
                "ana-log-shift-after",
                who = name(s, *who),
                other = name(s, *other)
            ),
        },
        // The GM's pool has its own line beside it.
        AnarchyFact::AnaSession { .. } => t!("ana-log-session-players"),
        AnarchyFact::AnaRerolled { who } => t!("ana-log-rerolled", who = name(s, *who)),
        AnarchyFact::AnaHealed { who, track, boxes } => t!(
            "ana-log-healed",
            who = name(s, *who),
            boxes = u32::from(*boxes),
            track = match track {
                None => t!("ana-log-healed-armor"),
                Some(super::super::monitor::Kind::Physical) => t!("ana-log-healed-physical"),
                Some(super::super::monitor::Kind::Stun) => t!("ana-log-healed-stun"),
            }
        ),
        AnarchyFact::AnaRest { rest, who } => rest_words(s, *rest, *who),
        AnarchyFact::AnaAward { who, points } => match who {
            Some(w) => t!("ana-log-award", who = name(s, *w), points = *points),
            None => t!("ana-log-award-gm", points = *points),
        },
        AnarchyFact::AnaInitiative { who, score, total } => {
            if score.bonus.is_empty() {
                t!(
                    "ana-log-initiative",
                    who = name(s, *who),
                    dice = faces(&score.dice),
                    attribute = initiative_attribute(s, *who, score.attribute),
                    total = *total
                )
            } else {
                t!(
                    "ana-log-initiative-bonus",
                    who = name(s, *who),
                    dice = faces(&score.dice),
                    attribute = initiative_attribute(s, *who, score.attribute),
                    bonus = faces(&score.bonus),
                    total = *total
                )
            }
        }
    })
}

/// A rest between fights (ANA-04, ANA-OP-15): who rests and how long.
fn rest_words(
    s: &Encounter,
    rest: super::super::rest::Rest,
    who: Option<crate::model::CombatantId>,
) -> String {
    use super::super::rest::Rest;
    match (rest, who) {
        (Rest::Session, None) => t!("ana-log-rest-session-all"),
        (Rest::Session, Some(w)) => t!("ana-log-rest-session", who = name(s, w)),
        (Rest::Days(days), None) => t!("ana-log-rest-days-all", days = u32::from(days)),
        (Rest::Days(days), Some(w)) => {
            t!(
                "ana-log-rest-days",
                who = name(s, w),
                days = u32::from(days)
            )
        }
    }
}
