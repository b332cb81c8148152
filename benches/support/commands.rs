//! The command lines the save generator types: a GM's mix of every verb of both rule
//! systems, with combatants picked from the current state (mostly whoever acts now).

use fray::model::{Encounter, Step, SystemId};

use super::rng::Rng;

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

/// Polaris locations and severities.
const LOCATIONS: &[&str] = &[
    "head",
    "body",
    "left-arm",
    "right-arm",
    "left-leg",
    "right-leg",
];
const SEVERITIES: &[&str] = &["light", "medium", "serious", "critical"];
const SKILLS: &[&str] = &["fusils", "armes-de-poing", "mains-nues", "combat-arme"];
const DIFFICULTIES: &[&str] = &["", "hard", "easy", "tres-difficile", "-3 +1"];

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

/// The next line of the shared verbs (both systems), `n` numbering new names.
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

/// Options of each system, with a valid value.
fn option(system: SystemId, rng: &mut Rng) -> String {
    let polaris = [
        "wound-malus worst",
        "wound-malus sum",
        "fatigue on",
        "rushed-malus -2",
    ];
    let pool = [
        "rounding nearest",
        "rounding down",
        "recharge-defense discard",
        "burst-damage-tokens 2",
    ];
    match system {
        fray::systems::polaris::ID => format!("option {}", rng.pick(&polaris)),
        _ => format!("option {}", rng.pick(&pool)),
    }
}

/// The rule systems this generator types commands for (the others' verbs it does not
/// know: a save of theirs would never grow).
pub const SYSTEMS: [SystemId; 2] = [fray::systems::polaris::ID, fray::systems::combat_pool::ID];

/// A reinforcement for `system`, numbered `n`.
pub fn add(system: SystemId, rng: &mut Rng, n: u64) -> String {
    match (system, rng.below(4)) {
        (fray::systems::polaris::ID, 0) => format!("add \"Merc {n}\" pc from mercenary"),
        (fray::systems::polaris::ID, 1) => format!(
            "add \"Lena {n}\" ally reaction=13 for=11 con=12 coo=14 ada=13 per=14 fusils=4+5 mains-nues=4+3"
        ),
        (fray::systems::polaris::ID, 2) => format!("add 2 \"Pirate {n}\" from pirate"),
        (fray::systems::polaris::ID, _) => format!("add \"Ganger {n}\" from ganger"),
        (fray::systems::combat_pool::ID, 0) => {
            format!("add \"Kestrel {n}\" pc from street-samurai")
        }
        (fray::systems::combat_pool::ID, 1) => format!("add \"Juno {n}\" pc from face"),
        (fray::systems::combat_pool::ID, 2) => format!("add 2 \"Guard {n}\" from guard"),
        (_, _) => format!("add \"Sarge {n}\" from security-sergeant"),
    }
}

/// The next line a GM might type in `state`, `n` numbering new names.
pub fn next_line(state: &Encounter, rng: &mut Rng, n: u64) -> String {
    if state.step == Step::Setup && rng.chance(3) {
        return "start".into();
    }
    match rng.below(100) {
        0..=11 => shared(state, rng, n),
        12 => option(state.system, rng),
        13..=15 => format!(
            "set {} reaction={} per={}",
            anyone(state, rng),
            rng.range(9, 16),
            rng.range(9, 16)
        ),
        _ => match state.system {
            fray::systems::polaris::ID => polaris(state, rng),
            _ => combat_pool(state, rng),
        },
    }
}

fn polaris(state: &Encounter, rng: &mut Rng) -> String {
    let w = who(state, rng);
    let t = anyone(state, rng);
    let skill = rng.pick(SKILLS);
    let location = rng.pick(LOCATIONS);
    let severity = rng.pick(SEVERITIES);
    let difficulty = rng.pick(DIFFICULTIES);
    let damage = rng.range(4, 16);
    match rng.below(40) {
        0..=3 => format!("declare {w} {}", rng.pick(TEXTS)),
        4..=6 => format!("attack {w} {t} {skill} {difficulty} damage={damage} at {location}"),
        7 => format!("attack {w} {t} mains-nues damage={damage} melee charge powerful bleeding"),
        8 => format!("attack {w} {t} {skill} -3 +1 bleeding secret"),
        9 => format!("test {w} {skill} {difficulty}"),
        10 => format!("test {w} reaction -3 +2 secret"),
        11 => format!(
            "nonrandom {w} athletisme {}",
            rng.pick(&["success", "failure"])
        ),
        12 => format!("oppose {w} furtivite vs {t} observation hard"),
        13 => format!("wound {w} {severity}"),
        14 => format!("wound {w} {location} {severity} bleeding"),
        15 => format!("wound {w} damage={damage} shock=-5"),
        16 => format!("heal {w} {location} {severity}"),
        17 => format!("surprise {w} {t} -2"),
        18 => format!("rush {w}"),
        19 => format!("confused {w}"),
        20 => format!("delay {w}"),
        21 => format!("delay {w} {}", rng.range(1, 8)),
        22 => format!("act {w}"),
        23 => format!("slow {w} {} dazzled by the flare", rng.range(1, 4)),
        24 => format!("prepare {w} 2"),
        25 => format!("hesitate {w} 1"),
        26 => format!("init {w} {}", rng.range(6, 18)),
        27 => format!("marker {w} {} -3", rng.range(2, 9)),
        28 => format!("opponents {w} {}", rng.range(0, 3)),
        29 => format!("shock {w} {}", rng.range(6, 14)),
        30 => format!("stabilise {w}"),
        31 => format!("set {w} {skill}=4+{} furtivite=X", rng.range(1, 9)),
        _ => "next".into(),
    }
}

fn combat_pool(state: &Encounter, rng: &mut Rng) -> String {
    let w = who(state, rng);
    let t = anyone(state, rng);
    let u = anyone(state, rng);
    let text = rng.pick(TEXTS);
    let hits = rng.range(0, 5);
    let range = rng.pick(&["short", "medium", "long", "extreme"]);
    match rng.below(48) {
        0 => format!("pool {w} {}", rng.pick(&["instinct", "tactics score=12"])),
        1 => format!("ready {w} {}", rng.pick(&["none", "ready", "position"])),
        2 => format!("stress {w} {}", rng.pick(&["low", "moderate", "high"])),
        3 => format!("recharge {w} {}", rng.pick(&["fast", "slow", "both"])),
        4 => format!("breath {w}"),
        5 => format!("assess {w}"),
        6 | 7 => format!("allocate {w} {}", rng.range(1, 3)),
        8 => format!("defend {w} all"),
        9 => format!("td {w}"),
        10 => format!("reduce-defense {w} 1"),
        11 => format!("reset-defense {w}"),
        12 => format!("reset-defense {w} 1"),
        13 => format!("spend {w} {} for {text}", rng.range(1, 2)),
        14 => format!("spend {w} 1 other for the spell"),
        15 => format!("intend {w} {text}"),
        16 => format!("intend {w} token {text}"),
        17 => format!("intend {w} action {text}"),
        18 => format!("pending {w} {text}"),
        19 => format!("pending {w}"),
        20 => format!("coordinate {w}"),
        21 => format!("coordinate {w} 2"),
        22 => format!("free {w} shouts \"grenade!\""),
        23 => format!("aim {w}"),
        24..=26 => format!(
            "attack {w} at {t} hits={hits} {range} soak={}",
            rng.range(0, 4)
        ),
        27 => format!("shoot {w} at {t} dice=8 long spray=6 auto rc=2 damage=6"),
        28 => {
            format!("attack {w} at {t},{u} hits=4 threshold=+1 spend=1 multiple=2 adjust=1 spent")
        }
        29 => format!("attack {w} at {t} hits={hits} short damage=6 electrical risk=low"),
        30 => format!("suppress {w} at {t},{u} hits={hits}"),
        31 => format!("suppress {w} at {t} hits=3 medium defy={t} damage=6"),
        32 => format!("throw {w} at {t} hits={} {range}", rng.range(0, 2)),
        33 => format!("throw {w} dice=6"),
        34 => format!("blast {t},{u} damage=10 by {w}"),
        35 => format!("blast {t} damage=6 stun risk=low"),
        36 => format!("evade {w} {}", rng.range(1, 2)),
        37 => format!("melee {w} {t} hits={hits} dodge damage=7 soak=2"),
        38 => format!("melee {w} {t} dice=6 back=3 damage=5 their-damage=4 effect=ground"),
        39 => format!("lethality {w} {} care=1", rng.pick(&["low", "high"])),
        40 => format!("opposed {w} {t} hits=3,2"),
        41 => format!("damage {w} {} stun soak=1", rng.range(1, 4)),
        42 => format!("damage {w} {}", rng.range(1, 3)),
        43 => format!("heal {w} {} stun", rng.range(1, 3)),
        44 => format!("heal {w} 1"),
        _ => "next".into(),
    }
}
