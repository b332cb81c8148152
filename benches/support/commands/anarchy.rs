//! Shadowrun: Anarchy: Narration by Narration, attack tests and their damage, spells and
//! their drain, hacking and marks, Anarchy and Chance points spent, the order changed now
//! and then.

use fray::model::{Combatant, Encounter, EntryStatus, Side, Step};

use super::super::rng::Rng;
use super::{anyone, fallen, foe, shared, someone};

/// Anarchy options, with a valid value (none that stops points or the Turn's shape).
const OPTIONS: &[&str] = &[
    "opposed-ties actor",
    "opposed-ties no-effect",
    "chance-glitch off",
    "bonus-dice reroll",
    "drain any-complication",
    "drain amp",
    "technodrain on",
    "marks on",
    "tie-chance points",
];

/// Spells a mage casts, with their kind.
const SPELLS: &[&str] = &[
    "combat Stunbolt amp 2 dice 8",
    "combat Manabolt amp 1 dice 9",
    "combat Powerbolt amp 3 dice 7 glitch",
    "effect Levitate amp 2",
    "effect Armor amp 1",
];

/// A reinforcement numbered `n`: runners, gangers in a group, security, spirits, drones.
pub(super) fn add(rng: &mut Rng, n: u64) -> String {
    match rng.below(8) {
        0 => format!(
            "add \"Razor {n}\" pc from street-samurai seat={}",
            n % 5 + 1
        ),
        1 => format!("add \"Hex {n}\" pc from street-mage"),
        2 => format!("add \"Glitch {n}\" pc from decker"),
        3 => format!("add 3 \"Ganger {n}\" from ganger group={}", n % 90 + 1),
        4 => format!("add \"Mara {n}\" from ganger-boss"),
        5 => format!("add \"Guard {n}\" from corp-guard"),
        6 => format!("add \"Roto {n}\" from drone"),
        _ => format!(
            "add \"Ward {n}\" from {}",
            rng.pick(&["security-mage", "spirit", "security-hacker", "g-man"])
        ),
    }
}

/// The next line a GM might type in `state`, `n` numbering new names.
pub(super) fn next_line(state: &Encounter, rng: &mut Rng, n: u64) -> String {
    if let Some(down) = fallen(state).filter(|_| rng.chance(4)) {
        return format!("remove {down}");
    }
    match state.step {
        Step::Setup | Step::RoundEnd | Step::Ended => between(state, rng, n),
        _ => narration(state, rng, n),
    }
}

/// Between Turns: the next one, a new session now and then, points, the shared verbs.
fn between(state: &Encounter, rng: &mut Rng, n: u64) -> String {
    let w = anyone(state, rng);
    match rng.below(20) {
        0..=8 => "start".into(),
        9..=10 => "next".into(),
        11 => "session".into(),
        12 => format!(
            "award {} {}",
            player(state, rng).unwrap_or(w),
            rng.range(1, 2)
        ),
        13 => format!("award gm {}", rng.range(1, 3)),
        14 => format!("option {}", rng.pick(OPTIONS)),
        15 => format!("set {w} agi={} armor={}", rng.range(2, 7), rng.range(3, 9)),
        16 => format!("initiative {w}"),
        _ => shared(state, rng, n),
    }
}

/// A Narration: the one it belongs to tests, casts or hacks, damage follows a hit.
fn narration(state: &Encounter, rng: &mut Rng, n: u64) -> String {
    let actor = state
        .current
        .and_then(|m| state.combatant(m.owner))
        .filter(|_| rng.chance(85))
        .or_else(|| someone(state, rng));
    let a = actor.map_or_else(|| "nobody".into(), Combatant::slug);
    let t = foe(state, rng, &a);
    let pool = rng.range(4, 10);
    let vs = rng.range(0, 3);
    let with = actor
        .filter(|c| !c.gear.is_empty())
        .map(|c| format!(" with {}", rng.pick(&c.gear).key))
        .unwrap_or_default();
    match rng.below(100) {
        0..=21 => format!("test {a} {pool} at {t}{with} vs {vs}"),
        22..=24 => format!("test {a} {pool} vs {vs} glitch"),
        25 => format!("test {a} {pool} opposed {vs}"),
        26 => format!("test {a} {pool} threshold 2 complications 1 chance"),
        27..=38 => match rng.below(4) {
            0 => format!("damage {t} {} stun", rng.range(1, 6)),
            1 => format!("damage {t} {} by {a}{with}", rng.range(2, 9)),
            _ => format!("damage {t} {}", rng.range(2, 8)),
        },
        39..=42 => format!("cast {a} {}", rng.pick(SPELLS)),
        43..=45 => format!(
            "hack {a} {t} {pool} vs {}{}",
            rng.pick(&["easy", "hard", "trivial", "6"]),
            rng.pick(&[" mark", " noise -1 mark", "", " brute-force mark"])
        ),
        46..=49 => spend(state, rng, &a, &t),
        50..=51 => format!(
            "reroll {} {pool} vs {vs}",
            player(state, rng).unwrap_or_else(|| a.clone())
        ),
        52 => match player(state, rng).filter(|p| *p != a) {
            Some(p) => format!("interpose {p} {pool} for {a} vs {}", rng.range(1, 4)),
            None => format!("test {a} {pool} at {t}{with} vs {vs}"),
        },
        53 => format!(
            "summon {a} {} {pool}",
            rng.pick(&["minor", "normal", "major"])
        ),
        54 => format!("marks {a} {t} {}", rng.range(0, 3)),
        55 => format!(
            "sustain {a} Armor{}",
            if rng.chance(40) { " off" } else { "" }
        ),
        56 => match sustained(state) {
            Some((spell, by)) => format!(
                "counterspell {a} {spell} of {by} {pool} vs {}",
                rng.range(4, 9)
            ),
            None => format!("counterspell {a} for {t} {pool} own {}", rng.range(0, 2)),
        },
        57 => format!(
            "resist {a} {} {pool} {t}",
            rng.pick(&["physical", "mental", "social"])
        ),
        58 => format!("vr {a} {}", rng.pick(&["on", "off"])),
        59 => format!(
            "range {a} {t} {}",
            rng.pick(&["short", "intermediate", "long"])
        ),
        60 => format!("convergence {a}"),
        61 if actor.is_some_and(|c| c.has_condition("vr")) => {
            format!("server {a} {t} needs {}", rng.range(1, 3))
        }
        61 => format!("vr {a} on"),
        62 => format!("ic {t} {}", rng.range(1, 3)),
        63 => format!("reboot {a}"),
        64 => format!("compile {a} {} {pool}", rng.pick(&["minor", "normal"])),
        65 if state.option_is("technodrain", "on") => {
            format!("form {a} Resonance-spike amp 2 dice {pool}")
        }
        65 => "option technodrain on".into(),
        66 if !played(state) => rng.pick(&["reorder reverse", "reorder random"]).to_string(),
        67 => match waiting(state, rng) {
            Some(w) => format!("shift {w} {}", rng.pick(&["first", "last"])),
            None => "next".into(),
        },
        68 => format!("initiative {a}"),
        69 => format!(
            "heal {t} {} {}",
            rng.range(1, 3),
            rng.pick(&["armor", "physical", "stun"])
        ),
        66 | 70 => format!("award gm {}", rng.range(1, 2)),
        71..=78 => shared(state, rng, n),
        _ => "next".into(),
    }
}

/// An Anarchy point spent by the one acting, or by the GM (who pays for every NPC).
fn spend(state: &Encounter, rng: &mut Rng, a: &str, t: &str) -> String {
    let pc = state
        .combatants
        .iter()
        .any(|c| c.slug() == a && c.side == Side::Pc);
    if !pc {
        return match rng.below(3) {
            0 => "spend gm new-threat".into(),
            _ => format!("spend gm take-a-risk on {t}"),
        };
    }
    match rng.below(8) {
        0 | 1 => format!("spend {a} well-disposed"),
        2 | 3 => format!(
            "spend {a} well-disposed on {}",
            player(state, rng).unwrap_or_else(|| a.into())
        ),
        4 => format!("spend {a} first-aid on {} armor", anyone(state, rng)),
        5 => format!("spend {a} interruption"),
        6 => format!("spend {a} {}", rng.pick(&["malfunction", "go", "riposte"])),
        _ => format!("spend {a} take-a-risk on {t}"),
    }
}

/// A player character's slug, if any.
fn player(state: &Encounter, rng: &mut Rng) -> Option<String> {
    let pcs: Vec<_> = state
        .combatants
        .iter()
        .filter(|c| c.side == Side::Pc)
        .collect();
    (!pcs.is_empty()).then(|| rng.pick(&pcs).slug())
}

/// A spell someone sustains, and who.
fn sustained(state: &Encounter) -> Option<(String, String)> {
    state.combatants.iter().find_map(|c| {
        let k = c
            .conditions
            .iter()
            .find(|k| k.name.starts_with("sustaining "))?;
        Some((k.name["sustaining ".len()..].to_string(), c.slug()))
    })
}

/// Whether anyone has played a Narration this Turn.
fn played(state: &Encounter) -> bool {
    state
        .ladder
        .entries
        .iter()
        .any(|e| e.status == EntryStatus::Acted)
}

/// Someone whose Narration is still to come this Turn.
fn waiting(state: &Encounter, rng: &mut Rng) -> Option<String> {
    let owners: Vec<_> = state
        .ladder
        .entries
        .iter()
        .filter(|e| e.status == EntryStatus::Waiting)
        .filter_map(|e| state.combatant(e.at.owner))
        .collect();
    (!owners.is_empty()).then(|| rng.pick(&owners).slug())
}
