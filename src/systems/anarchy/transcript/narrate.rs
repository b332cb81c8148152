//! One transcript line per Anarchy fact.

use crate::engine::Event;
use crate::model::{CombatantId, Encounter};
use crate::t;

use super::super::command::Against;
use super::super::fact::{AnarchyFact, Placed, fact_of};
use super::super::options;
use super::super::pool::{PoolRoll, attack_hits, opposed_wins};

fn name(state: &Encounter, id: CombatantId) -> String {
    crate::rules::names::display(state, id)
}

/// `who`'s name, with the weapon named (its sheet name when `who` carries it).
fn armed(state: &Encounter, who: CombatantId, weapon: Option<&String>) -> String {
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
fn weapon_label(state: &Encounter, who: CombatantId, weapon: &str) -> String {
    let label = state
        .combatant(who)
        .and_then(|c| c.gear.iter().find(|g| g.key == weapon))
        .map_or(weapon, |g| {
            crate::rules::gear_labels::shown(crate::systems::anarchy::ID, g)
        });
    crate::safe_text::escape(label)
}

fn faces(dice: &[u8]) -> String {
    dice.iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The Turn and its Narrations in the text's words (a Turn, not a round; ranks, not
/// phases): `None` for an event that is not about them.
fn turn_words(event: &Event, s: &Encounter) -> Option<String> {
    use crate::model::{EntryStatus, Step};
    Some(match event {
        Event::RoundStarted { round } => t!("ana-log-turn-begins", turn = *round),
        // The Narrations that follow say it.
        Event::StepChanged {
            step: Step::Resolution,
        } => String::new(),
        Event::StepChanged {
            step: Step::RoundEnd,
        } => t!("ana-log-turn-over"),
        Event::MarkerPlaced { entry } if entry.status == EntryStatus::Waiting => String::new(),
        Event::TurnPassed { to: Some(at) } => {
            let order = s.ladder.descending();
            let count = order
                .iter()
                .filter(|e| !matches!(e.status, EntryStatus::Skipped | EntryStatus::Lost))
                .count();
            let nth = order.iter().position(|e| e.at == *at).map_or(0, |i| i + 1);
            t!(
                "ana-log-narration",
                who = name(s, at.owner),
                nth = u32::try_from(nth).unwrap_or(0),
                count = u32::try_from(count).unwrap_or(0)
            )
        }
        _ => return None,
    })
}

/// The dice of a roll and what they read as: successes, complications, exploit.
pub fn roll_words(roll: &PoolRoll) -> String {
    let mut parts = vec![t!(
        "ana-log-dice",
        dice = faces(&roll.dice),
        hits = roll.successes()
    )];
    parts.extend(roll_extras(roll));
    crate::i18n::typography::join_list(&parts)
}

/// What a roll showed besides its dice: Chance before the roll, the glitch die, the
/// complication dice, the complications and the exploit (ANA-02 to ANA-04).
pub fn roll_extras(roll: &PoolRoll) -> Vec<String> {
    let mut parts = Vec::new();
    if roll.hit < super::super::pool::HIT {
        parts.push(t!("ana-log-chance-before"));
    }
    if let Some(g) = roll.glitch {
        parts.push(t!("ana-log-glitch-die", die = u32::from(g)));
    }
    if !roll.complications.is_empty() {
        parts.push(t!(
            "ana-log-complication-dice",
            dice = faces(&roll.complications)
        ));
    }
    if roll.complications() > 0 {
        parts.push(t!("ana-log-complications", n = roll.complications()));
    }
    if roll.exploit() {
        parts.push(t!("ana-log-exploit"));
    }
    parts
}

/// The pool a test rolled (ANA-01), by its parts: `9 + 3 (Well disposed) − 1 (wound
/// dice) = 11 dice`: the dice asked, those Well disposed bought (ANA-05) and those the
/// wounds took off (ANA-21); `9 dice` when nothing was added or taken off.
fn pool_words(roll: &PoolRoll, wounds: u8, bought: u8) -> String {
    use crate::narrate::terms::{Term, explained};
    let n = u32::try_from(roll.dice.len()).unwrap_or(u32::MAX);
    if wounds == 0 && bought == 0 {
        return t!("ana-log-pool-dice", n = n);
    }
    let rolled = i32::try_from(n).unwrap_or(i32::MAX);
    let asked = rolled
        .saturating_add(i32::from(wounds))
        .saturating_sub(i32::from(bought));
    let first = Term::new(asked, String::new());
    let mut rest = Vec::new();
    if bought > 0 {
        rest.push(Term::new(i32::from(bought), t!("ana-spend-well-disposed")));
    }
    if wounds > 0 {
        rest.push(Term::new(-i32::from(wounds), t!("ana-pool-wounds")));
    }
    t!(
        "ana-log-pool-terms",
        terms = explained(&first, &rest),
        n = n
    )
}

/// What the successes did against the opposition, with the successes beyond it when the
/// test succeeded (« succès excédentaires »).
fn outcome(state: &Encounter, hits: u32, against: Against) -> String {
    let n = against.number();
    let words = outcome_words(state, hits, against);
    if hits > n {
        t!("ana-log-excess", outcome = words, n = hits - n)
    } else {
        words
    }
}

/// What the successes did against the opposition.
fn outcome_words(state: &Encounter, hits: u32, against: Against) -> String {
    match against {
        Against::Defense(n) if attack_hits(hits, n) => t!("ana-log-attack-hits", n = n),
        Against::Defense(n) => t!("ana-log-attack-misses", n = n),
        Against::Opposed(n) if opposed_wins(hits, n) => t!("ana-log-opposed-wins", n = n),
        Against::Opposed(n) if hits == n && options::ties_to_actor(state) => {
            t!("ana-log-opposed-wins", n = n)
        }
        Against::Opposed(n) if hits == n => t!("ana-log-opposed-tie", n = n),
        Against::Opposed(n) => t!("ana-log-opposed-loses", n = n),
        Against::Threshold(n) if hits >= n => t!("ana-log-threshold-met", n = n),
        Against::Threshold(n) => t!("ana-log-threshold-missed", n = n),
    }
}

/// Well disposed's bonus dice used up by a test (ANA-05): the counter set back to 0 names
/// the dice it added to the pool (`None` for any other event).
fn bought_words(event: &Event, s: &Encounter) -> Option<String> {
    use super::super::decide::points::WELL_DISPOSED;
    let Event::CounterSet {
        who,
        name: key,
        value: 0,
    } = event
    else {
        return None;
    };
    if key != WELL_DISPOSED {
        return None;
    }
    let n = s.combatant(*who)?.counter(WELL_DISPOSED);
    (n > 0).then(|| t!("ana-log-bought", who = name(s, *who), n = n))
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
    if let Some(line) = bought_words(event, s) {
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
            line = t!(
                "ana-log-pool",
                line = line,
                pool = pool_words(roll, *wounds, *bought)
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
            weapon,
            ..
        } => {
            let line = t!(
                "ana-log-reroll",
                who = armed(s, *who, weapon.as_ref()),
                roll = roll_words(roll)
            );
            let line = t!("ana-log-pool", line = line, pool = pool_words(roll, 0, 0));
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

/// The attribute an initiative added, by name (ANA-09: « leur Agilité ou leur Logique (le
/// plus haut des deux) »): `4 (Logique)`; Agility when both are worth it.
fn initiative_attribute(s: &Encounter, who: CombatantId, value: i32) -> String {
    use super::super::decide::sheet::stat::{AGI, LOG};
    let logic = s
        .combatant(who)
        .is_some_and(|c| c.stat(LOG) == value && c.stat(AGI) != value);
    if logic {
        t!("ana-log-initiative-logic", n = value)
    } else {
        t!("ana-log-initiative-agility", n = value)
    }
}

fn damage_line(
    s: &Encounter,
    who: CombatantId,
    kind: super::super::monitor::Kind,
    boxes: u16,
    ignore_armor: bool,
    taken: &super::super::monitor::Taken,
) -> String {
    use super::super::monitor::Kind;
    let mut parts = Vec::new();
    if taken.armor > 0 {
        parts.push(t!("ana-log-boxes-armor", n = taken.armor));
    }
    if taken.stun > 0 {
        parts.push(t!("ana-log-boxes-stun", n = taken.stun));
    }
    if taken.physical + taken.beyond > 0 {
        parts.push(t!(
            "ana-log-boxes-physical",
            n = taken.physical + taken.beyond
        ));
    }
    // The Fluent selector of the damage's kind: the catalog words it in each language.
    let key_kind = match kind {
        Kind::Physical => "physical",
        Kind::Stun => "stun",
    };
    let mut line = t!(
        "ana-log-damage",
        who = name(s, who),
        n = u32::from(boxes),
        kind = key_kind,
        parts = crate::i18n::typography::join_list(&parts)
    );
    if ignore_armor {
        line = t!("ana-log-no-armor", line = line);
    }
    if let Some(c) = s.combatant(who) {
        let mut m = super::super::decide::sheet::monitors(c);
        let _ = m.take(kind, i32::from(boxes), ignore_armor);
        let was = super::super::decide::sheet::monitors(c);
        if m.down() && !was.down() {
            line = t!(
                "ana-log-now",
                line = line,
                state = t!("ana-down-out-of-action")
            );
        } else if m.unconscious() && !was.unconscious() {
            line = t!(
                "ana-log-now",
                line = line,
                state = t!("ana-down-unconscious")
            );
        }
    }
    line
}
