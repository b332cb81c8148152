//! The words of an Anarchy roll: its dice, what they showed, the pool by its parts,
//! the outcome against the opposition and the Well disposed dice it used up.

use crate::engine::Event;
use crate::model::Encounter;
use crate::narrate::terms::{Term, explained};
use crate::t;

use super::super::command::Against;
use super::super::options;
use super::super::pool::{PoolRoll, attack_hits, opposed_wins};
use super::narrate::faces;

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
/// wounds took off (ANA-21); `9 dice` when nothing was added or taken off. The dice
/// asked are named by their sheet terms when `sheet` gives them for the number asked
/// (`6 (Agility) + 5 (Firearms) = 11 dice`).
pub(super) fn pool_words(
    roll: &PoolRoll,
    wounds: u8,
    bought: u8,
    sheet: impl FnOnce(i32) -> Option<(Term, Term)>,
) -> String {
    let n = u32::try_from(roll.dice.len()).unwrap_or(u32::MAX);
    let rolled = i32::try_from(n).unwrap_or(i32::MAX);
    let asked = rolled
        .saturating_add(i32::from(wounds))
        .saturating_sub(i32::from(bought));
    let (first, mut rest) = match sheet(asked) {
        Some((attribute, skill)) => (attribute, vec![skill]),
        None if wounds == 0 && bought == 0 => return t!("ana-log-pool-dice", n = n),
        None => (Term::new(asked, String::new()), Vec::new()),
    };
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
pub(super) fn outcome(state: &Encounter, hits: u32, against: Against) -> String {
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

/// Well disposed's bonus dice used up by a test (ANA-05): the counter set back to 0 says
/// nothing of its own, the test's pool names the dice among its terms (`None` for any
/// other event).
pub(super) fn bought_words(event: &Event) -> Option<String> {
    use super::super::decide::points::WELL_DISPOSED;
    match event {
        Event::CounterSet {
            name: key,
            value: 0,
            ..
        } if key == WELL_DISPOSED => Some(String::new()),
        _ => None,
    }
}
