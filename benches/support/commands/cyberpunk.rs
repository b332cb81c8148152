//! Cyberpunk interval initiative: actions chosen at the round's start, then slot by slot
//! shots (single, bursts, full auto) with their reloads, jams and re-chambering, damage on
//! the body track and the saves it calls for.

use fray::model::{Combatant, Encounter, EntryStatus, Gear, Step};

use super::super::rng::Rng;
use super::{TEXTS, anyone, fallen, foe, shared, someone};

/// Cyberpunk options, with a valid value (none that changes the round's shape).
const OPTIONS: &[&str] = &[
    "burst-variation on",
    "burst-variation off",
    "aim-reset shot-only",
    "reload-actions 2",
    "running-malus 4",
    "facd-penalty half",
    "jam confirmed-only",
];

/// A reinforcement numbered `n`: the bestiary's solos, boosters and corporate guards.
pub(super) fn add(rng: &mut Rng, n: u64) -> String {
    match rng.below(5) {
        0 => format!("add \"Vic {n}\" pc from solo"),
        1 => format!("add 2 \"Booster {n}\" from booster"),
        2 => format!("add \"Razor {n}\" from booster-boss"),
        3 => format!("add \"Guard {n}\" from corp-guard"),
        _ => format!("add \"Sergeant {n}\" from corp-sergeant"),
    }
}

/// The next line a GM might type in `state`, `n` numbering new names.
pub(super) fn next_line(state: &Encounter, rng: &mut Rng, n: u64) -> String {
    if let Some(down) = fallen(state).filter(|_| rng.chance(4)) {
        return format!("remove {down}");
    }
    match state.step {
        Step::Declaration => choosing(state, rng, n),
        Step::Resolution => acting(state, rng, n),
        _ => between(state, rng, n),
    }
}

/// Before the round or after it: start it, change gear, options, the shared verbs.
fn between(state: &Encounter, rng: &mut Rng, n: u64) -> String {
    let w = anyone(state, rng);
    match rng.below(20) {
        0..=7 => "start".into(),
        8..=9 => "next".into(),
        10..=14 => shared(state, rng, n),
        15 => format!("option {}", rng.pick(OPTIONS)),
        16 => format!("set {w} ref={} cool={}", rng.range(6, 10), rng.range(5, 9)),
        17 => format!(
            "weapon {w} pistol damage=2D6+1 rof=2 skill=handgun hands=one ammo=10 magazine=10"
        ),
        18 => format!("support {w} {}", rng.pick(&["bipod", "tripod", "none"])),
        _ => format!("heal {w} {}", rng.range(1, 6)),
    }
}

/// While actions are chosen: how many each takes, re-rolls, aims, then the first slot.
fn choosing(state: &Encounter, rng: &mut Rng, n: u64) -> String {
    let c = someone(state, rng);
    let w = c.map_or_else(|| "nobody".into(), Combatant::slug);
    match rng.below(20) {
        0..=9 => {
            let most = c
                .and_then(|c| c.initiative.as_ref())
                .map_or(1, |i| (i.score - 1).max(0) / 10 + 1);
            format!("actions {w} {}", rng.range(1, i64::from(most.clamp(1, 4))))
        }
        10 => format!("initiative {w}"),
        11 => format!("initiative {w} +{}", rng.range(1, 3)),
        12..=13 => shared(state, rng, n),
        _ => "next".into(),
    }
}

/// Slot by slot: the one acting shoots most of the time, deals with the gun, moves.
fn acting(state: &Encounter, rng: &mut Rng, n: u64) -> String {
    let actor = state
        .current
        .and_then(|m| state.combatant(m.owner))
        .filter(|_| rng.chance(90))
        .or_else(|| someone(state, rng));
    let a = actor.map_or_else(|| "nobody".into(), Combatant::slug);
    let t = foe(state, rng, &a);
    let done = state.current.is_some_and(|at| {
        state
            .ladder
            .entries
            .iter()
            .any(|e| e.at == at && e.status == EntryStatus::Acted)
    });
    if done && rng.chance(85) {
        return "next".into();
    }
    let gun = actor.and_then(|c| in_hand(c, rng));
    if let Some(g) = gun {
        let fix = if g.flag("dropped") {
            Some("draw")
        } else if g.flag("jammed") {
            Some("unjam")
        } else if g.flag("unchambered") {
            Some("chamber")
        } else if g.value("ammo") == Some(0) || g.flag("unloaded") {
            Some("reload")
        } else {
            None
        };
        if let Some(verb) = fix.filter(|_| rng.chance(70)) {
            // A reload takes option reload-actions' actions: short of them, the GM
            // moves on and the gun waits for the next round.
            let needed = if verb == "reload" {
                state.option_number("reload-actions", 1)
            } else {
                1
            };
            let left = actor.map_or(0, |c| c.counter("actions-chosen") - c.counter("actions"));
            if left < needed {
                return "next".into();
            }
            return format!("{verb} {a} {}", g.key);
        }
    }
    match rng.below(100) {
        0..=29 => shot(&a, &t, gun, rng),
        30..=41 => match rng.below(3) {
            0 => format!("damage {t} {}", rng.range(2, 14)),
            1 => format!("damage {t} 2d6+1"),
            _ => format!(
                "damage {t} {}",
                gun.and_then(|g| g.word("damage")).unwrap_or("1d6")
            ),
        },
        42..=45 => saves(state, rng),
        46 => format!("heal {t} {}", rng.range(1, 4)),
        47..=48 => match actor.and_then(short_of_ammo) {
            Some(g) => format!("reload {a} {}", g.key),
            None => shot(&a, &t, gun, rng),
        },
        49..=50 => format!("run {a} {}", rng.range(1, 2)),
        51..=52 => format!("stance {a} {}", rng.pick(&["crouch", "prone", "stand"])),
        53..=54 => format!(
            "act {a} {}",
            rng.pick(&[
                "melee",
                "jump",
                "jump 1",
                "vehicle",
                "vehicle fast",
                "other 1"
            ])
        ),
        55 => match actor.and_then(|c| c.gear.iter().find(|g| !g.flag("in-hand"))) {
            Some(g) => format!("draw {a} {}", g.key),
            None => shot(&a, &t, gun, rng),
        },
        56..=57 => format!(
            "check {a} {} vs={}",
            rng.pick(&["ref handgun", "int", "cool", "ref", "mouv"]),
            rng.range(10, 20)
        ),
        58..=60 if actor.is_some_and(|c| c.counter("actions") == 0) => match rng.below(3) {
            0 => format!("aim {a}"),
            _ => format!("aim {a} {t}"),
        },
        58..=60 => shot(&a, &t, gun, rng),
        61..=62 => match slot(state) {
            Some(at) if at > 2 => format!("delay {a} {}", rng.range(1, i64::from(at - 1))),
            _ => format!("delay {a} 1"),
        },
        63 => format!("unseen {t}"),
        64 => format!(
            "support {a} {}",
            rng.pick(&["bipod", "tripod", "anchored-tripod", "none"])
        ),
        65 => format!(
            "fumble {a} {} {}",
            rng.range(3, 8),
            gun.map_or("pistol", |g| &g.key)
        ),
        66 => format!("option {}", rng.pick(OPTIONS)),
        67 => format!("note {a} {}", rng.pick(TEXTS)),
        68..=75 => shared(state, rng, n),
        _ => "next".into(),
    }
}

/// A shot with the weapon in hand: single shots, three-round bursts or full auto.
fn shot(a: &str, t: &str, gun: Option<&Gear>, rng: &mut Rng) -> String {
    let Some(g) = gun else {
        return format!("shoot {a} single at {t} vs=15");
    };
    let mode = match g.word("action") {
        Some("auto") => match rng.below(3) {
            0 => "burst".to_string(),
            1 => format!("auto {}", rng.range(3, 12)),
            _ => "single".into(),
        },
        _ => "single".into(),
    };
    match rng.below(12) {
        0..=2 => format!("shoot {a} {} {mode} vs={}", g.key, rng.range(10, 20)),
        3..=4 => format!(
            "shoot {a} {} {mode} at {t} vs=15 mod=-{}",
            g.key,
            rng.range(1, 3)
        ),
        5 => format!("shoot {a} {} {mode} at {t} running vs=15", g.key),
        _ => format!("shoot {a} {} {mode} at {t} vs=15", g.key),
    }
}

/// Stun and death saves, for whoever needs one (else anyone's stun save).
fn saves(state: &Encounter, rng: &mut Rng) -> String {
    let dying = state
        .combatants
        .iter()
        .find(|c| c.has_condition("death-save"));
    let stunned = state.combatants.iter().find(|c| c.has_condition("stunned"));
    match (dying, stunned) {
        (Some(c), _) if rng.chance(60) => format!("save {} death", c.slug()),
        (_, Some(c)) => format!("save {} stun", c.slug()),
        _ => format!("save {} stun", anyone(state, rng)),
    }
}

/// The acting slot's score.
fn slot(state: &Encounter) -> Option<i32> {
    let at = state.current?;
    state
        .ladder
        .entries
        .iter()
        .find(|e| e.at == at)
        .map(|e| e.position)
}

/// The gun in `c`'s hand (else any of their guns).
fn in_hand<'a>(c: &'a Combatant, rng: &mut Rng) -> Option<&'a Gear> {
    let guns: Vec<&Gear> = c
        .gear
        .iter()
        .filter(|g| g.word("kind") != Some("melee") && g.value("rof").is_some())
        .collect();
    guns.iter()
        .find(|g| g.flag("in-hand"))
        .copied()
        .or_else(|| (!guns.is_empty()).then(|| *rng.pick(&guns)))
}

/// A gun of `c`'s that is not full.
fn short_of_ammo(c: &Combatant) -> Option<&Gear> {
    c.gear
        .iter()
        .find(|g| matches!((g.value("ammo"), g.value("magazine")), (Some(a), Some(m)) if a < m))
}
