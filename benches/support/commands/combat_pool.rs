//! The Shadowrun combat pool: pools, defense tokens, attacks, blasts and the monitors.

use fray::model::Encounter;

use super::super::rng::Rng;
use super::{TEXTS, anyone, who};

/// Combat-pool options, with a valid value.
pub(super) const OPTIONS: &[&str] = &[
    "rounding nearest",
    "rounding down",
    "recharge-defense discard",
    "burst-damage-tokens 2",
];

/// A reinforcement numbered `n`.
pub(super) fn add(rng: &mut Rng, n: u64) -> String {
    match rng.below(4) {
        0 => format!("add \"Kestrel {n}\" pc from street-samurai"),
        1 => format!("add \"Juno {n}\" pc from face"),
        2 => format!("add 2 \"Guard {n}\" from guard"),
        _ => format!("add \"Sarge {n}\" from security-sergeant"),
    }
}

/// The next combat-pool verb a GM might type in `state`.
pub(super) fn verb(state: &Encounter, rng: &mut Rng) -> String {
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
