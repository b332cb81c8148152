//! Corporates: the reaction roll, counts announced lowest roll first, then segment by
//! segment the declared shots, blows and actions of those due, their damage, and the
//! undeclared dodges, moves and reactions in between.

use fray::model::{Combatant, Encounter, EntryStatus, Gear, Side, Step};
use fray::systems::corporates::decide::{declare::announcing, ledger::segment};

use super::super::rng::Rng;
use super::{TEXTS, anyone, fallen, foe, shared, someone};

/// Corporates options, with a valid value (none that changes the turn's shape).
const OPTIONS: &[&str] = &[
    "no-lead reroll",
    "no-lead simultaneous",
    "double-malus 1",
    "confidence floor",
    "burst-cap none",
    "dodge-shots none",
    "protection stops",
    "gang extra",
    "rounding nearest",
];

/// Ranges and shot terms a GM adds.
const RANGES: &[&str] = &[
    "range short",
    "range medium",
    "range long",
    "distance 2 pointblank",
];
const TERMS: &[&str] = &[
    "",
    "",
    " snap",
    " size head",
    " size arm",
    " moving run axis",
    " cover wood",
    " crowd 5",
    " burst 3",
    " confidence 1",
];

/// A reinforcement numbered `n`: the security team, snipers, gangers, passers-by.
pub(super) fn add(rng: &mut Rng, n: u64) -> String {
    match rng.below(7) {
        0 => format!("add \"Vance {n}\" pc from team-leader seat={}", n % 5 + 1),
        1 => format!("add \"Kade {n}\" pc from operative"),
        2 => format!("add \"Mira {n}\" ally from medic"),
        3 => format!("add \"Crow {n}\" from sniper"),
        4 => format!("add 2 \"Ganger {n}\" from ganger"),
        5 => format!("add \"Bystander {n}\" from passer-by"),
        _ => format!("add \"Brute {n}\" from bodyguard"),
    }
}

/// The next line a GM might type in `state`, `n` numbering new names.
pub(super) fn next_line(state: &Encounter, rng: &mut Rng, n: u64) -> String {
    if let Some(down) = fallen(state).filter(|_| rng.chance(4)) {
        return format!("remove {down}");
    }
    match state.step {
        Step::Declaration => announcing_line(state, rng, n),
        Step::Resolution => segment_line(state, rng, n),
        _ => between(state, rng, n),
    }
}

/// Between turns: the next one, confidence back, gear, options, the shared verbs.
fn between(state: &Encounter, rng: &mut Rng, n: u64) -> String {
    let w = anyone(state, rng);
    match rng.below(20) {
        0..=8 => "start".into(),
        9..=10 => "next".into(),
        11 => format!("confidence {w}"),
        12 => format!("option {}", rng.pick(OPTIONS)),
        13 => format!(
            "set {w} agility={} reaction={}",
            rng.range(2, 5),
            rng.range(2, 4)
        ),
        14 => format!(
            "heal {w} {} {}",
            rng.pick(&["wound", "fatigue"]),
            rng.range(1, 2)
        ),
        15 => gear(&w, rng),
        _ => shared(state, rng, n),
    }
}

/// The announcements, lowest reaction roll first (a GM's `force` now and then).
fn announcing_line(state: &Encounter, rng: &mut Rng, n: u64) -> String {
    let count = match rng.below(20) {
        0..=3 => 0,
        4..=10 => 1,
        11..=16 => 2,
        17..=18 => 3,
        _ => 4,
    };
    match (announcing(state), rng.below(20)) {
        (_, 0) => shared(state, rng, n),
        (_, 1) => format!("declare {} {count} force", anyone(state, rng)),
        (_, 2) => covering(state, rng),
        (Some(id), _) => match state.combatant(id) {
            Some(c) => format!("declare {} {count}", c.slug()),
            None => "next".into(),
        },
        (None, _) => "next".into(),
    }
}

/// A segment: those with a declared action due take it, damage follows hits, undeclared
/// actions and reactions in between, then the next segment.
fn segment_line(state: &Encounter, rng: &mut Rng, n: u64) -> String {
    let now = i32::from(segment(state));
    let due: Vec<&Combatant> = state
        .ladder
        .entries
        .iter()
        .filter(|e| e.position == now && e.status == EntryStatus::Waiting)
        .filter_map(|e| state.combatant(e.at.owner))
        // Covering fire and long actions take the declared actions: nothing to type.
        .filter(|c| !c.has_condition("covering") && !c.has_condition("long"))
        .collect();
    if let Some((victim, by)) = struck(state).filter(|_| rng.chance(60)) {
        return hurt(victim, by, rng);
    }
    if !due.is_empty() && rng.chance(75) {
        let actor = *rng.pick(&due);
        let enemy = |c: &Combatant| c.side == Side::Enemy;
        let other = due.iter().find(|c| enemy(c) != enemy(actor));
        if let Some(other) = other.filter(|_| rng.chance(15)) {
            return format!("priority {} {}", actor.slug(), other.slug());
        }
        return declared(state, actor, rng);
    }
    let a = someone(state, rng).map_or_else(|| "nobody".into(), Combatant::slug);
    let t = foe(state, rng, &a);
    match rng.below(100) {
        0..=7 => format!(
            "dodge {a}{}",
            rng.pick(&[
                "",
                " against shot",
                " against blow",
                " acrobatic",
                " directed"
            ])
        ),
        8..=12 => format!("quick {a} what {}", rng.pick(TEXTS)),
        13..=15 => format!(
            "innate {a} what looks around with perception malus {}",
            rng.range(0, 5)
        ),
        16..=21 => format!(
            "move {a} {}",
            rng.pick(&[
                "flat",
                "flat fast",
                "rough",
                "crouched",
                "crowd fast",
                "stairs-up"
            ])
        ),
        22 => format!("crouch {a}"),
        23 => format!("prone {a}"),
        24 => match lying(state) {
            Some(w) => format!(
                "stand {w}{}",
                if rng.chance(30) { " acrobatics" } else { "" }
            ),
            None => format!("crouch {a}"),
        },
        25 => format!("combat-move {a} {}", rng.pick(&["on", "off"])),
        26 => format!("survival {a}"),
        27 => format!(
            "startle {a} vs {}{}",
            rng.range(10, 20),
            if rng.chance(30) { " freeze" } else { "" }
        ),
        28 => format!("delay {a}"),
        29 => format!("long {a} first aid on {t}"),
        30 => format!("confidence {a} {}", rng.range(0, 2)),
        31 => format!("engage {a} {t}"),
        32 => format!("disengage {a}"),
        33 => match holding(state, "disengaging") {
            Some((w, _)) => format!("follow {a} {w}"),
            None => format!("disengage {a}"),
        },
        34 => format!("draw {a} {}", key(state, &a, rng).unwrap_or("pistol")),
        35 => format!("gunpoint {t} by {a}"),
        36 => format!("gunpoint {t} off"),
        37 => format!("duel {a} {t}"),
        38 => format!("break {a} level {}", rng.range(1, 3)),
        39 => format!("fall {a} {}", rng.range(1, 2)),
        40 => format!("fall {a} off"),
        41 => match holding(state, "covering") {
            Some((shooter, _)) => format!(
                "cross {a} through {shooter} {}",
                rng.pick(&["refuse", "dodge 14"])
            ),
            None => format!("combat-move {a} on"),
        },
        42 => format!("heal {a} {} 1", rng.pick(&["wound", "fatigue"])),
        43 => match broken(state) {
            Some((w, g)) => format!("repair {w} {g}"),
            None => match holding(state, "grappled") {
                Some((held, Some(by))) => format!("throw {by} {held}"),
                _ => format!("innate {a}"),
            },
        },
        44 => gear(&a, rng),
        45 => format!("option {}", rng.pick(OPTIONS)),
        46..=55 => shared(state, rng, n),
        // The segment closes once those due have acted (or mostly: a refused action is lost).
        _ if !due.is_empty() && rng.chance(80) => {
            let actor = *rng.pick(&due);
            declared(state, actor, rng)
        }
        _ => "next".into(),
    }
}

/// The declared action `actor` has due now: a shot mostly, else an aim, a blow, covering
/// fire, an action rolled on the sheet, or something else in its place.
fn declared(state: &Encounter, actor: &Combatant, rng: &mut Rng) -> String {
    let a = actor.slug();
    let t = foe(state, rng, &a);
    let gun = firearm(actor, rng);
    let range = rng.pick(RANGES);
    let engaged = actor
        .conditions
        .iter()
        .find(|k| k.name == "engaged")
        .and_then(|k| k.target)
        .and_then(|id| state.combatant(id));
    match (gun, rng.below(20)) {
        (_, _) if engaged.is_some() => match (engaged, rng.below(4)) {
            (Some(e), 0 | 1) => format!("strike {a} at {}", e.slug()),
            (Some(e), 2) => match rng.below(3) {
                0 => format!(
                    "trip {a} {} {}",
                    e.slug(),
                    rng.pick(&["agility", "strength"])
                ),
                1 => format!("grapple {a} {}", e.slug()),
                _ => format!("bullrush {a} {}", e.slug()),
            },
            _ => match rng.below(2) {
                0 => format!("disengage {a}"),
                _ => format!("engage {a} off"),
            },
        },
        (Some(g), 0..=9) => format!("shoot {a} at {t} with {} {range}{}", g.key, rng.pick(TERMS)),
        (Some(g), 10) => format!(
            "aim {a} at {t} with {} {range} {}",
            g.key,
            rng.pick(&["standing", "braced", "prone"])
        ),
        (Some(g), 11) if segment(state) <= 1 => format!(
            "cover {a} with {} burst single metres 4 from {} to 5 exposed {t}",
            g.key,
            segment(state).max(1)
        ),
        (_, 12) => format!(
            "strike {a} at {t}{}",
            rng.pick(&["", " back", " attackers 2", " higher", " charge foot run"])
        ),
        (_, 15) => match rng.below(3) {
            0 => format!("trip {a} {t} {}", rng.pick(&["agility", "strength"])),
            1 => format!("grapple {a} {t}"),
            _ => format!("bullrush {a} {t}"),
        },
        (_, 16) => format!("act {a} instead what {}", rng.pick(TEXTS)),
        (_, 17) => format!(
            "act {a} what shoots with agility with firearms vs 15{}",
            if rng.chance(20) { " double" } else { "" }
        ),
        _ => format!(
            "act {a} what {} dice {} vs {}",
            rng.pick(TEXTS),
            rng.range(2, 5),
            rng.range(10, 20)
        ),
    }
}

/// Covering fire announced at the turn's start by someone with a firearm, not engaged.
fn covering(state: &Encounter, rng: &mut Rng) -> String {
    let Some(c) = someone(state, rng).filter(|c| !c.has_condition("engaged")) else {
        return "next".into();
    };
    let a = c.slug();
    match firearm(c, rng) {
        Some(g) => format!(
            "cover {a} with {} burst single metres {} from 1 to {} exposed {}",
            g.key,
            rng.range(2, 6),
            rng.range(2, 5),
            foe(state, rng, &a)
        ),
        None => format!("declare {a} 1 force"),
    }
}

/// Whoever carries a hit not yet rolled for (`struck`), and who struck them.
fn struck(state: &Encounter) -> Option<(&Combatant, &Combatant)> {
    state.combatants.iter().find_map(|c| {
        let by = c
            .conditions
            .iter()
            .find(|k| k.name == "struck")
            .and_then(|k| k.target)
            .and_then(|id| state.combatant(id))?;
        Some((c, by))
    })
}

/// The damage of a hit: the victim's soak against the striker's weapon.
fn hurt(victim: &Combatant, by: &Combatant, rng: &mut Rng) -> String {
    let (v, a) = (victim.slug(), by.slug());
    match firearm(by, rng).or_else(|| by.gear.iter().find(|g| g.word("kind").is_some())) {
        Some(g) if rng.chance(90) => format!("hurt {v} by {a} with {}", g.key),
        _ => format!(
            "hurt {v} kind {} dice {}",
            rng.pick(&["bullet", "hand"]),
            rng.range(2, 5)
        ),
    }
}

/// A gear line: a weapon, armour or cyberware given or taken back.
fn gear(w: &str, rng: &mut Rng) -> String {
    match rng.below(5) {
        0 => format!(
            "weapon {w} pistol kind=pistol damage=4 short=10 medium=25 long=50 extreme=80 snap=3 aim=1 burst=1 rounds=15 carried=holster"
        ),
        1 => format!("weapon {w} sword kind=cutting bonus=2 attack=1 defense=2 carried=belt"),
        2 => format!("armour {w} vest protection=5"),
        3 => format!(
            "cyber {w} {}",
            rng.pick(&["cyberarm", "coprocessor", "jumping-legs level=3"])
        ),
        _ => format!("armour {w} vest remove"),
    }
}

/// One of `c`'s firearms (a weapon with rounds or range bands).
fn firearm<'a>(c: &'a Combatant, rng: &mut Rng) -> Option<&'a Gear> {
    let guns: Vec<&Gear> = c
        .gear
        .iter()
        .filter(|g| g.word("kind") == Some("firearm") || g.value("short").is_some())
        .collect();
    (!guns.is_empty()).then(|| *rng.pick(&guns))
}

/// The key of one of the gear of the combatant `slug`.
fn key<'a>(state: &'a Encounter, slug: &str, rng: &mut Rng) -> Option<&'a str> {
    let c = state
        .combatants
        .iter()
        .find(|c| c.slug() == slug && !c.gear.is_empty())?;
    Some(rng.pick(&c.gear).key.as_str())
}

/// Someone crouched, prone or fallen who is not engaged: who may stand up.
fn lying(state: &Encounter) -> Option<String> {
    state
        .combatants
        .iter()
        .find(|c| {
            ["crouched", "prone", "fallen"]
                .iter()
                .any(|k| c.has_condition(k))
                && !c.has_condition("engaged")
        })
        .map(Combatant::slug)
}

/// Someone under condition `name`, and the slug of the one it names.
fn holding(state: &Encounter, name: &str) -> Option<(String, Option<String>)> {
    state.combatants.iter().find_map(|c| {
        let k = c.conditions.iter().find(|k| k.name == name)?;
        let other = k
            .target
            .and_then(|id| state.combatant(id))
            .map(Combatant::slug);
        Some((c.slug(), other))
    })
}

/// Cyberware damaged by a wound (gear with a `status`), and whose.
fn broken(state: &Encounter) -> Option<(String, String)> {
    state.combatants.iter().find_map(|c| {
        let g = c.gear.iter().find(|g| g.word("status").is_some())?;
        Some((c.slug(), g.key.clone()))
    })
}
