//! Polaris 3e: tests, attacks, wounds and the ladder's markers, the verbs a GM types most.

use fray::model::Encounter;

use super::super::rng::Rng;
use super::{TEXTS, anyone, who};

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

/// Polaris options, with a valid value.
pub(super) const OPTIONS: &[&str] = &[
    "wound-malus worst",
    "wound-malus sum",
    "fatigue on",
    "rushed-malus -2",
];

/// A reinforcement numbered `n`.
pub(super) fn add(rng: &mut Rng, n: u64) -> String {
    match rng.below(4) {
        0 => format!("add \"Merc {n}\" pc from mercenary"),
        1 => format!(
            "add \"Lena {n}\" ally reaction=13 for=11 con=12 coo=14 ada=13 per=14 fusils=4+5 mains-nues=4+3"
        ),
        2 => format!("add 2 \"Pirate {n}\" from pirate"),
        _ => format!("add \"Ganger {n}\" from ganger"),
    }
}

/// The next Polaris verb a GM might type in `state`.
pub(super) fn verb(state: &Encounter, rng: &mut Rng) -> String {
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
