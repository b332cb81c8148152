//! Command lines for property tests: well formed or not, drawn from the language's
//! common shapes, and a player that runs them.

use fray::engine::{Header, Timeline};
use fray::model::Encounter;
use fray::script::{self, Line};
use proptest::prelude::*;

const WHO: &[&str] = &["alpha", "bravo", "ganger-1", "ganger-2", "ganger", "zed"];
const LOC: &[&str] = &["head", "body", "left-arm", "right-leg", "tail"];
const SEV: &[&str] = &[
    "light", "medium", "serious", "critical", "mortal", "death", "scratch",
];

fn pick(list: &'static [&'static str]) -> impl Strategy<Value = &'static str> {
    prop::sample::select(list)
}

/// A command line, well formed or not, drawn from the language's common shapes.
pub fn line() -> impl Strategy<Value = String> {
    let who = || pick(WHO);
    prop_oneof![
        (
            pick(&["Alpha", "Bravo", "Zed"]),
            pick(&["pc", "enemy", "ally"]),
            0..20i32
        )
            .prop_map(|(n, s, r)| format!("add {n} {s} reaction={r}")),
        (1..4u32).prop_map(|n| format!("add {n} gangers")),
        Just("start".to_string()),
        Just("next".to_string()),
        Just("next".to_string()),
        Just("next".to_string()),
        Just("undo".to_string()),
        Just("undo".to_string()),
        Just("redo".to_string()),
        Just("end".to_string()),
        (who(), pick(LOC), pick(SEV)).prop_map(|(w, l, s)| format!("wound {w} {l} {s}")),
        (who(), 0..40i32).prop_map(|(w, d)| format!("wound {w} damage={d}")),
        (who(), pick(&["reaction", "firearms", "12"]), -12..12i32)
            .prop_map(|(w, s, d)| format!("test {w} {s} {d:+}")),
        (who(), who(), 0..25i32, pick(LOC))
            .prop_map(|(a, b, d, l)| format!("attack {a} {b} reaction damage={d} at {l}")),
        (who(), who())
            .prop_map(|(a, b)| format!("attack {a} {b} 15 damage=14 melee charge powerful")),
        (who(), who()).prop_map(|(a, b)| format!("oppose {a} reaction vs {b} reaction")),
        who().prop_map(|w| format!("rush {w}")),
        who().prop_map(|w| format!("delay {w}")),
        (who(), 0..15i32).prop_map(|(w, p)| format!("delay {w} {p}")),
        who().prop_map(|w| format!("act {w}")),
        (who(), 0..6i32).prop_map(|(w, n)| format!("prepare {w} {n}")),
        (who(), -3..25i32).prop_map(|(w, n)| format!("init {w} {n}")),
        (who(), 0..15i32).prop_map(|(w, p)| format!("marker {w} {p} -3")),
        who().prop_map(|w| format!("surprise {w} -1")),
        (who(), 1..3u32).prop_map(|(w, n)| format!("condition {w} prone for {n} rounds")),
        (who(), who()).prop_map(|(w, o)| format!("condition {w} pinned until end of {o}")),
        who().prop_map(|w| format!("uncondition {w} prone")),
        who().prop_map(|w| format!("declare {w} runs for cover")),
        (who(), 0..6u8).prop_map(|(w, n)| format!("opponents {w} {n}")),
        who().prop_map(|w| format!("shock {w} 12")),
        who().prop_map(|w| format!("stabilise {w}")),
        (who(), pick(LOC), pick(SEV)).prop_map(|(w, l, s)| format!("heal {w} {l} {s}")),
        who().prop_map(|w| format!("remove {w}")),
        (who(), pick(&["Xavier", "Alpha", "ganger 9"]))
            .prop_map(|(w, n)| format!("rename {w} \"{n}\"")),
        (who(), 0..20i32).prop_map(|(w, n)| format!("set {w} reaction={n} firearms=4+{n}")),
        Just("roll 3d6!+2".to_string()),
        Just("option wound-malus worst".to_string()),
        Just("countdown door 2".to_string()),
        Just("tick door".to_string()),
    ]
}

pub fn header() -> Header {
    Header::new(fray::systems::polaris::ID, "prop", 99, 0)
}

/// Runs lines; returns the timeline. Refusals are fine, panics are not.
pub fn play(lines: &[String]) -> Timeline {
    play_watching(lines).0
}

/// Runs lines; returns the timeline and the state the live session showed at each
/// position (before any record, then after each one).
pub fn play_watching(lines: &[String]) -> (Timeline, Vec<Encounter>) {
    let mut t = Timeline::new(header());
    let mut shown = vec![t.state().clone()];
    for l in lines {
        let Ok(Line::Command(c)) = script::parse(l) else {
            continue;
        };
        if let Ok(record) = t.prepare(l, &c) {
            t.commit(record);
            shown.push(t.state().clone());
        }
    }
    (t, shown)
}

// ---- The Cyberpunk interval rules' branch ----

const CPI_WHO: &[&str] = &["solo", "booster-1", "booster-2", "corp-guard", "nobody"];

/// A Cyberpunk interval line, well formed or not: the roster from the bestiary, rounds,
/// actions, delays, shots in every mode, weapon moves, running, damage and saves, undo.
pub fn cyberpunk_line() -> impl Strategy<Value = String> {
    let who = || pick(CPI_WHO);
    prop_oneof![
        Just("add solo".to_string()),
        (1..3u32).prop_map(|n| format!("add {n} boosters")),
        Just("add corp-guard".to_string()),
        Just("start".to_string()),
        Just("next".to_string()),
        Just("next".to_string()),
        Just("next".to_string()),
        Just("undo".to_string()),
        Just("redo".to_string()),
        (who(), -2..4i32).prop_map(|(w, b)| format!("initiative {w} {b:+}")),
        (who(), 1..5u8).prop_map(|(w, n)| format!("actions {w} {n}")),
        (who(), -2..30i32).prop_map(|(w, s)| format!("delay {w} {s}")),
        (
            who(),
            pick(&["single", "burst", "auto 10", "auto 35", "auto 5"]),
            0..25i32
        )
            .prop_map(|(w, m, d)| format!("shoot {w} {m} vs={d}")),
        (
            who(),
            pick(&["pistol", "rifle", "shotgun", "smg", "crossbow"])
        )
            .prop_map(|(w, g)| format!("shoot {w} {g} single")),
        (who(), pick(&["chamber", "reload", "unjam", "aim"])).prop_map(|(w, v)| format!("{v} {w}")),
        (who(), pick(&["chamber", "reload", "unjam"]))
            .prop_map(|(w, v)| format!("{v} {w} shotgun")),
        (
            who(),
            pick(&["pistol", "rifle", "shotgun", "knife"]),
            any::<bool>()
        )
            .prop_map(|(w, g, s)| format!("draw {w} {g}{}", if s { " stow" } else { "" })),
        (who(), 1..4u8).prop_map(|(w, n)| format!("run {w} {n}")),
        (who(), pick(&["crouch", "prone", "stand"])).prop_map(|(w, s)| format!("stance {w} {s}")),
        (
            who(),
            pick(&["melee", "jump 1", "vehicle", "vehicle fast", "other 2"])
        )
            .prop_map(|(w, a)| format!("act {w} {a}")),
        (who(), pick(&["tripod", "none"])).prop_map(|(w, s)| format!("support {w} {s}")),
        (who(), 1..9i32).prop_map(|(w, s)| format!("fumble {w} {s} pistol")),
        (who(), 1..20u16).prop_map(|(w, n)| format!("damage {w} {n}")),
        (who(), 1..10u16).prop_map(|(w, n)| format!("heal {w} {n}")),
        (who(), pick(&["stun", "death"])).prop_map(|(w, k)| format!("save {w} {k}")),
        (who(), pick(&["ref", "int"])).prop_map(|(w, s)| format!("check {w} {s} vs=15")),
        Just("option initiative-timing once".to_string()),
        Just("option burst-variation on".to_string()),
        Just("option delay-penalty keep".to_string()),
        Just("remove booster-1".to_string()),
    ]
}

// ---- The Shadowrun: Anarchy rules' branch ----

const ANA_WHO: &[&str] = &["kira", "jax", "ganger", "gm", "nobody"];

/// A Shadowrun: Anarchy line, well formed or not: tests and re-rolls, initiative with
/// points, every spend, interposing, the GM's reorder, sessions and awards, the Turn,
/// damage and heal, options, undo.
pub fn anarchy_line() -> impl Strategy<Value = String> {
    let who = || pick(ANA_WHO);
    prop_oneof![
        Just("add Kira pc str=5 wil=3 agi=4 log=6 chance=3 armor=6 seat=2".to_string()),
        Just("add Jax pc str=3 wil=3 agi=4 log=2 chance=2 seat=1".to_string()),
        Just("add Ganger enemy str=4 wil=2 agi=3 log=2 chance=1 armor=3".to_string()),
        Just("start".to_string()),
        Just("next".to_string()),
        Just("next".to_string()),
        Just("undo".to_string()),
        Just("redo".to_string()),
        Just("session".to_string()),
        (
            who(),
            0..12u8,
            pick(&["", " vs 2", " opposed 1", " threshold 3"]),
            pick(&[
                "",
                " glitch",
                " complications 2",
                " chance",
                " glitch chance"
            ])
        )
            .prop_map(|(w, n, a, x)| format!("test {w} {n}{a}{x}")),
        (who(), 1..8u8, pick(&["", " glitch", " chance"]))
            .prop_map(|(w, n, x)| format!("reroll {w} {n}{x}")),
        (who(), 0..4u8).prop_map(|(w, n)| if n == 0 {
            format!("initiative {w}")
        } else {
            format!("initiative {w} anarchy {n}")
        }),
        (
            who(),
            pick(&[
                "well-disposed",
                "malfunction",
                "interruption",
                "go",
                "first-aid on jax",
                "first-aid on kira armor",
                "take-a-risk on kira",
                "riposte",
                "new-threat",
                "well-disposed on ganger",
            ])
        )
            .prop_map(|(w, s)| format!("spend {w} {s}")),
        (who(), 1..8u8, who(), 0..5u32)
            .prop_map(|(w, n, t, a)| format!("interpose {w} {n} for {t} vs {a}")),
        pick(&[
            "reorder reverse",
            "reorder random",
            "reorder kira jax",
            "reorder jax"
        ])
        .prop_map(str::to_string),
        (who(), 1..4u8).prop_map(|(w, n)| format!("award {w} {n}")),
        (
            who(),
            1..15u16,
            pick(&["", " stun", " stun no-armor", " no-armor"])
        )
            .prop_map(|(w, n, k)| format!("damage {w} {n}{k}")),
        (who(), 1..6u16, pick(&["", " armor", " stun"]))
            .prop_map(|(w, n, k)| format!("heal {w} {n}{k}")),
        Just("set kira str=8 wil=6".to_string()),
        Just("add Thug enemy agi=2 log=2 group=1".to_string()),
        Just("set ganger group=1".to_string()),
        Just("option initiative-timing turn".to_string()),
        Just("option bonus-dice reroll".to_string()),
        Just("option wound-step 2".to_string()),
        Just("option tie-chance points".to_string()),
        Just("option group-monitors group".to_string()),
        Just("remove jax".to_string()),
        Just("end".to_string()),
    ]
}

// ---- The Corporates rules' branch ----

const COR_WHO: &[&str] = &["ana", "vlad", "sniper", "nobody"];

/// A Corporates line, well formed or not: the turn and the announcements (in and out of
/// order), actions of every kind with dice, bonus, difficulty, confidence and double,
/// long actions, delays, startles, survival mode, priority, confidence points, conditions
/// the ledger reads, options, undo and redo.
pub fn corporates_line() -> impl Strategy<Value = String> {
    let who = || pick(COR_WHO);
    prop_oneof![
        Just("add Ana pc reaction=3 vigilance=2+0 agility=4 firearms=5+0 confidence=2".to_string()),
        Just("add Vlad enemy reaction=2 agility=3".to_string()),
        Just("add Sniper enemy reaction=4".to_string()),
        Just("start".to_string()),
        Just("next".to_string()),
        Just("next".to_string()),
        Just("next".to_string()),
        Just("undo".to_string()),
        Just("redo".to_string()),
        (who(), 0..7u8, pick(&["", " force"])).prop_map(|(w, n, f)| format!("declare {w} {n}{f}")),
        (
            who(),
            pick(&["act", "act", "quick", "innate"]),
            pick(&["", " instead"]),
            0..8u32,
            -3..4i32,
            pick(&[
                "",
                " vs 12",
                " confidence 1",
                " double",
                " with agility",
                " malus 5"
            ])
        )
            .prop_map(|(w, v, i, d, b, x)| {
                let i = if v == "act" { i } else { "" };
                format!("{v} {w}{i} dice {d} bonus {b}{x}")
            }),
        who().prop_map(|w| format!("quick {w} what dodges")),
        who().prop_map(|w| format!("long {w} first aid")),
        (who(), 1..4u8).prop_map(|(w, n)| format!("delay {w} {n}")),
        (who(), 5..25i32, pick(&["", " freeze"]))
            .prop_map(|(w, d, f)| format!("startle {w} vs {d}{f}")),
        (who(), pick(&["", " vs 18", " dice 4"])).prop_map(|(w, x)| format!("survival {w}{x}")),
        (who(), who()).prop_map(|(a, b)| format!("priority {a} {b}")),
        (who(), pick(&["", " 1", " 5"])).prop_map(|(w, n)| format!("confidence {w}{n}")),
        (
            who(),
            pick(&[
                "unbalanced",
                "stunned",
                "dead",
                "loses-actions 2",
                "grappled 2"
            ])
        )
            .prop_map(|(w, c)| format!("condition {w} {c}")),
        (who(), pick(&["long", "survival", "stunned"]))
            .prop_map(|(w, c)| format!("uncondition {w} {c}")),
        Just("option announce highest-first".to_string()),
        Just("option survival-end gm".to_string()),
        Just("option no-lead reroll".to_string()),
        Just("option double-malus 2".to_string()),
        Just("option confidence floor".to_string()),
        Just("remove vlad".to_string()),
        Just("end".to_string()),
        corporates_fire_line(),
        corporates_melee_line(),
    ]
}

/// A Corporates movement or shooting line (COR-13 to COR-28), well formed or not: speeds,
/// combat movement, postures, falls, shots with every kind of term, aiming, covering fire
/// and crossing it, the fire options.
pub fn corporates_fire_line() -> impl Strategy<Value = String> {
    let who = || pick(COR_WHO);
    prop_oneof![
        (
            who(),
            pick(&["flat", "rough", "crowd", "ladder"]),
            pick(&["", " fast", " fast dice 3 confidence 1"])
        )
            .prop_map(|(w, t, f)| format!("move {w} {t}{f}")),
        (who(), pick(&["on", "off"])).prop_map(|(w, o)| format!("combat-move {w} {o}")),
        (
            pick(&["stand", "crouch", "prone", "stand"]),
            who(),
            pick(&["", " acrobatics"])
        )
            .prop_map(|(v, w, a)| {
                let a = if v == "stand" { a } else { "" };
                format!("{v} {w}{a}")
            }),
        (who(), pick(&["1", "3", "off"])).prop_map(|(w, n)| format!("fall {w} {n}")),
        (
            who(),
            who(),
            pick(&["range short", "range long", "distance 2", "distance 40"]),
            pick(&[
                "",
                " snap",
                " aimed",
                " burst 3",
                " burst free",
                " pointblank"
            ]),
            pick(&[
                "",
                " size head",
                " moving",
                " moving run axis",
                " falling",
                " cover wood",
                " engaged 2",
                " crowd 5",
                " unshouldered",
                " visibility poor 30 ir",
                " reflex side improbable",
                " mod -3",
            ]),
            pick(&["", " dice 3", " confidence 1"])
        )
            .prop_map(|(a, b, r, m, t, p)| format!("shoot {a} at {b} {r}{m}{t}{p}")),
        (who(), who(), pick(&["standing", "braced", "prone"]))
            .prop_map(|(a, b, s)| format!("aim {a} at {b} range medium {s}")),
        (
            who(),
            pick(&["single", "3", "free", "heavy-burst"]),
            0..6u32,
            1..6u8,
            pick(&["", " under-fire", " exposed vlad", " exposed ana sniper"])
        )
            .prop_map(|(w, u, m, from, x)| format!(
                "cover {w} skill 6 burst {u} metres {m} from {from} to 5{x}"
            )),
        (
            who(),
            who(),
            pick(&["", " refuse", " fumble", " dodge 12", " protection 10"])
        )
            .prop_map(|(a, b, x)| format!("cross {a} through {b}{x}")),
        pick(&[
            "option fast-table as-printed",
            "option aim-cap max",
            "option cover-bonus ammo",
            "option protection stops",
            "option rounding nearest",
        ])
        .prop_map(str::to_string),
    ]
}

/// Runs lines in an encounter of `system`; returns the timeline. Refusals are fine,
/// panics are not.
pub fn play_in(system: fray::model::SystemId, lines: &[String]) -> Timeline {
    let mut t = Timeline::new(Header::new(system, "prop", 77, 0));
    for l in lines {
        let Ok(Line::Command(c)) = script::parse_in(system, l) else {
            continue;
        };
        if let Ok(record) = t.prepare(l, &c) {
            t.commit(record);
        }
    }
    t
}

/// A Corporates line of the special situations, melee and damage family (COR-29 to
/// COR-43), well formed or not: strikes with their situation words, damage of every kind,
/// healing, dodges, engagement, trips, grapples, throws, bull rushes, draws, gunpoint and
/// duels, and the charge options.
pub fn corporates_melee_line() -> impl Strategy<Value = String> {
    let who = || pick(COR_WHO);
    prop_oneof![
        (
            who(),
            who(),
            pick(&[
                "",
                " power",
                " acrobatic",
                " back attackers 2",
                " charge foot run",
                " lower"
            ]),
            0..6u32
        )
            .prop_map(|(a, d, x, n)| format!("strike {a} at {d}{x} dice {n}")),
        (
            who(),
            pick(&["", " by ana", " by vlad"]),
            pick(&[
                "hand",
                "bullet",
                "blunt",
                "hard-blunt",
                "cutting",
                "explosion"
            ]),
            0..8u32,
            pick(&["", " margin 12", " protection 5", " bonus -2"])
        )
            .prop_map(|(w, b, k, n, x)| format!("hurt {w}{b} kind {k} dice {n}{x}")),
        (who(), pick(&["wound", "fatigue"]), 1..4u8)
            .prop_map(|(w, t, n)| format!("heal {w} {t} {n}")),
        (
            who(),
            pick(&["", " acrobatic", " directed", " against shot"])
        )
            .prop_map(|(w, x)| format!("dodge {w}{x}")),
        (who(), who()).prop_map(|(a, b)| format!("engage {a} {b}")),
        who().prop_map(|w| format!("engage {w} off")),
        (who(), pick(&["", " acrobatic"])).prop_map(|(w, x)| format!("disengage {w}{x}")),
        (who(), who()).prop_map(|(a, b)| format!("follow {a} {b}")),
        (who(), who(), pick(&["agility", "strength"]))
            .prop_map(|(a, d, k)| format!("trip {a} {d} {k}")),
        (who(), who()).prop_map(|(a, d)| format!("grapple {a} {d}")),
        (who(), who()).prop_map(|(a, d)| format!("throw {a} {d}")),
        (who(), who(), pick(&["", " charge mounted", " run"]))
            .prop_map(|(a, d, x)| format!("bullrush {a} {d}{x}")),
        (who(), pick(&["draw", "draw-use"])).prop_map(|(w, v)| format!("{v} {w} pistol")),
        (who(), who()).prop_map(|(a, b)| format!("gunpoint {a} by {b}")),
        (who(), pick(&["", " level 3", " level 2 first"]))
            .prop_map(|(w, x)| format!("break {w}{x}")),
        (who(), who(), pick(&["", " break"])).prop_map(|(a, b, x)| format!("duel {a} {b}{x}")),
        Just("option charge-defender 3".to_string()),
        Just("option charge-unit dice".to_string()),
        Just("option track-max 4".to_string()),
    ]
}
