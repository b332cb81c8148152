//! The command lines the save generator types: a GM's mix of every verb of each rule
//! system, with combatants picked from the current state (mostly whoever acts now). The
//! shared verbs, the options and the dispatch are here; each system's own mix is in its
//! file.

mod anarchy;
mod combat_pool;
mod corporates;
mod cyberpunk;
mod polaris;

use fray::model::{Encounter, Step, SystemId};
use fray::rules::Health;

use super::rng::Rng;

/// The version of the typed mix: bump it whenever a change to these files changes the
/// lines typed, so cached saves (`generate::cached`) written by the old mix are not reused.
pub const VERSION: u32 = 4;

/// The rule systems this generator types commands for: every system fray plays.
pub const SYSTEMS: [SystemId; 5] = [
    fray::systems::polaris::ID,
    fray::systems::combat_pool::ID,
    fray::systems::cyberpunk::ID,
    fray::systems::anarchy::ID,
    fray::systems::corporates::ID,
];

/// Flavour text for declarations, notes and intentions.
const TEXTS: &[&str] = &[
    "runs for the airlock",
    "shoots whoever is closest",
    "covers the left door",
    "dives behind the crates",
    "reloads, then fires again",
    "owes Kurt a favour",
    "looks for the medkit",
];

/// The slug of a combatant: the one acting now three times in four, else anyone.
fn who(state: &Encounter, rng: &mut Rng) -> String {
    let current = state
        .current
        .and_then(|m| state.combatant(m.owner))
        .filter(|_| rng.chance(75));
    match current {
        Some(c) => c.slug(),
        None => anyone(state, rng),
    }
}

/// The slug of any combatant (or a name nobody has, when the roster is empty).
fn anyone(state: &Encounter, rng: &mut Rng) -> String {
    if state.combatants.is_empty() {
        return "nobody".into();
    }
    rng.pick(&state.combatants).slug()
}

/// The slug of someone on the other side of `of` (enemies against the rest), else anyone:
/// whom an attack aims at.
fn foe(state: &Encounter, rng: &mut Rng, of: &str) -> String {
    let side = state
        .combatants
        .iter()
        .find(|c| c.slug() == of)
        .map(|c| c.side == fray::model::Side::Enemy);
    let foes: Vec<_> = state
        .combatants
        .iter()
        .filter(|c| side.is_some_and(|enemy| (c.side == fray::model::Side::Enemy) != enemy))
        .collect();
    if foes.is_empty() {
        return anyone(state, rng);
    }
    rng.pick(&foes).slug()
}

/// Anyone on the roster (`None` when it is empty).
fn someone<'a>(state: &'a Encounter, rng: &mut Rng) -> Option<&'a fray::model::Combatant> {
    if state.combatants.is_empty() {
        return None;
    }
    Some(rng.pick(&state.combatants))
}

/// The slug of a combatant who is down (dead, dying or out), if any: whom a GM clears
/// off the table so reinforcements can come.
fn fallen(state: &Encounter) -> Option<String> {
    let system = fray::rules::system(state.system);
    state
        .combatants
        .iter()
        .find(|c| system.health(state, c) == Health::Down)
        .map(|c| c.slug())
}

/// The next line of the shared verbs (every system), `n` numbering new names.
fn shared(state: &Encounter, rng: &mut Rng, n: u64) -> String {
    let w = anyone(state, rng);
    let text = rng.pick(TEXTS);
    match rng.below(20) {
        0 => format!("note {w} {text}"),
        1 => format!("note {w}"),
        2 => format!("condition {w} prone"),
        3 => format!("condition {w} \"shock test\" -5 for 2 rounds"),
        4 => format!("cond {w} aiming until end of {w}"),
        5 => format!("uncondition {w} prone"),
        6 => "roll 2d6+3 for damage".into(),
        7 => format!("roll {}d6! for {text}", rng.range(1, 6)),
        8 => "roll 8d6>=5".into(),
        9 => "r d%".into(),
        10 => format!("rename {w} \"Renamed {n}\""),
        11 => format!("side {w} {}", rng.pick(&["pc", "ally", "enemy", "neutral"])),
        12 => format!("countdown \"alarm {}\" {}", n % 3, rng.range(2, 6)),
        13 => format!("tick \"alarm {}\"", rng.below(3)),
        14 => "undo".into(),
        15 => "redo".into(),
        16 => format!("remove {w}"),
        _ => "next".into(),
    }
}

/// A reinforcement for `system`, numbered `n`.
pub fn add(system: SystemId, rng: &mut Rng, n: u64) -> String {
    match system {
        fray::systems::polaris::ID => polaris::add(rng, n),
        fray::systems::combat_pool::ID => combat_pool::add(rng, n),
        fray::systems::cyberpunk::ID => cyberpunk::add(rng, n),
        fray::systems::anarchy::ID => anarchy::add(rng, n),
        _ => corporates::add(rng, n),
    }
}

/// The next line a GM might type in `state`, `n` numbering new names.
pub fn next_line(state: &Encounter, rng: &mut Rng, n: u64) -> String {
    if state.step == Step::Setup && rng.chance(3) {
        return "start".into();
    }
    match state.system {
        fray::systems::polaris::ID | fray::systems::combat_pool::ID => token_systems(state, rng, n),
        fray::systems::cyberpunk::ID => cyberpunk::next_line(state, rng, n),
        fray::systems::anarchy::ID => anarchy::next_line(state, rng, n),
        _ => corporates::next_line(state, rng, n),
    }
}

/// The mix of Polaris and the combat pool (the generator's first two systems): the shared
/// verbs, an option, a sheet value, else the system's own verbs.
fn token_systems(state: &Encounter, rng: &mut Rng, n: u64) -> String {
    match rng.below(100) {
        0..=11 => shared(state, rng, n),
        12 => {
            let options = match state.system {
                fray::systems::polaris::ID => polaris::OPTIONS,
                _ => combat_pool::OPTIONS,
            };
            format!("option {}", rng.pick(options))
        }
        13..=15 => format!(
            "set {} reaction={} per={}",
            anyone(state, rng),
            rng.range(9, 16),
            rng.range(9, 16)
        ),
        _ => match state.system {
            fray::systems::polaris::ID => polaris::verb(state, rng),
            _ => combat_pool::verb(state, rng),
        },
    }
}
