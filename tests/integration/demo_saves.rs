//! The example saves in `saves/`: each is exactly what its script produces from its seed
//! (in the current format, records without a time), and the three-round fight reports the
//! wounds and ladder the rules give.

use std::path::Path;
use std::process::Command;

use fray::engine::Timeline;
use fray::engine::record::FORMAT_VERSION;
use fray::script::{self, Line};
use fray::store;

fn saved(name: &str) -> Timeline {
    let loaded = store::load(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("saves")
            .join(name),
    )
    .expect("loads");
    assert!(loaded.warnings.is_empty(), "{name}: {:?}", loaded.warnings);
    assert_eq!(
        loaded.header.version, FORMAT_VERSION,
        "{name}: the current format"
    );
    // Made from a script, not played at a table: no record knows when it was accepted.
    assert!(loaded.records.iter().all(|r| r.at.is_none()), "{name}");
    Timeline::from_records(loaded.header, loaded.records)
}

/// Replays the scripts on a fresh timeline with the save's own header (seed included).
fn rebuilt(from: &Timeline, scripts: &[&str]) -> Timeline {
    let mut t = Timeline::new(from.header().clone());
    for text in scripts {
        for line in text.lines() {
            match script::parse_in(t.header().system, line).expect("parses") {
                Line::Command(c) => {
                    let record = t
                        .prepare(line.trim(), &c)
                        .unwrap_or_else(|e| panic!("'{line}': {e}"));
                    t.commit(record);
                }
                Line::Empty | Line::Help(_) => {}
            }
        }
    }
    t
}

const FIREFIGHT_SCRIPT: &str = include_str!("../../saves/sr-firefight.fray");
const DEMO_SCRIPT: &str = include_str!("../../saves/polaris-demo.fray");
const FRENCH_DEMO_SCRIPT: &str = include_str!("../../saves/polaris-demo.fr.fray");
const THREE_ROUNDS_SCRIPT: &str = include_str!("../../saves/polaris-three-rounds.fray");
const ALLEY_SCRIPT: &str = include_str!("../../saves/cpi-alley.fray");

#[test]
fn the_demo_save_is_its_script() {
    let demo = saved("polaris-demo.fray.jsonl");
    assert_eq!(rebuilt(&demo, &[DEMO_SCRIPT]).records(), demo.records());
    assert_eq!(demo.state().combatants.len(), 5);
}

#[test]
fn the_french_demo_save_is_its_script_and_the_same_fight() {
    let demo = saved("polaris-demo.fray.jsonl");
    let french = saved("polaris-demo.fr.fray.jsonl");
    assert_eq!(
        rebuilt(&french, &[FRENCH_DEMO_SCRIPT]).records(),
        french.records()
    );
    assert_eq!(french.header().name, "Docks d\u{2019}\u{c9}quinoxe");
    assert_eq!(french.header().seed, demo.header().seed);
    assert_eq!(french.header().system, demo.header().system);
    // The same fight: the same commands, only the notes' text differs.
    let commands = |t: &Timeline| -> Vec<String> {
        t.records()
            .iter()
            .map(|r| {
                r.command
                    .split(" \"")
                    .next()
                    .unwrap_or_default()
                    .to_string()
            })
            .collect()
    };
    assert_eq!(commands(&french), commands(&demo));
    let (fr, en) = (french.state(), demo.state());
    assert_eq!(fr.combatants.len(), en.combatants.len());
    for (f, e) in fr.combatants.iter().zip(&en.combatants) {
        assert_eq!(
            (&f.name, f.side, &f.stats, &f.skills),
            (&e.name, e.side, &e.stats, &e.skills)
        );
    }
    let lena = fr
        .combatants
        .iter()
        .find(|c| c.name == "Lena Orsini")
        .expect("Lena");
    assert!(lena.note.starts_with("M\u{e9}decin."), "{}", lena.note);
}

/// Rewrites `saves/polaris-demo.fr.fray.jsonl`, the French demo, from its script with the
/// English demo's header but its own name:
/// `cargo test --test demo_saves -- --ignored write_the_french_demo`.
#[test]
#[ignore = "writes the shipped example; run by hand after changing its script"]
fn write_the_french_demo() {
    let demo = saved("polaris-demo.fray.jsonl");
    let mut header = demo.header().clone();
    header.name = "Docks d\u{2019}\u{c9}quinoxe".to_string();
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/polaris-demo.fr.fray.jsonl");
    let t = rebuilt(&Timeline::new(header.clone()), &[FRENCH_DEMO_SCRIPT]);
    let _ = std::fs::remove_file(&path);
    let mut log = store::SaveLog::create(&path, &header).expect("create");
    for record in t.records() {
        log.append(record).expect("append");
    }
}

/// Rewrites `saves/polaris-demo.fray.jsonl` from its script and header (after a change to
/// the bestiary or the rules it plays):
/// `cargo test --test demo_saves -- --ignored write_the_demo`.
#[test]
#[ignore = "writes the shipped example; run by hand after changing its script"]
fn write_the_demo() {
    rewrite("polaris-demo.fray.jsonl", &[DEMO_SCRIPT]);
}

/// Rewrites `saves/polaris-three-rounds.fray.jsonl` from the demo's script and its own:
/// `cargo test --test demo_saves -- --ignored write_the_three_rounds`.
#[test]
#[ignore = "writes the shipped example; run by hand after changing its script"]
fn write_the_three_rounds() {
    rewrite(
        "polaris-three-rounds.fray.jsonl",
        &[DEMO_SCRIPT, THREE_ROUNDS_SCRIPT],
    );
}

/// Replays `scripts` with the save's own header and writes the result over it.
fn rewrite(name: &str, scripts: &[&str]) {
    let header = saved(name).header().clone();
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("saves")
        .join(name);
    let t = rebuilt(&Timeline::new(header.clone()), scripts);
    let _ = std::fs::remove_file(&path);
    let mut log = store::SaveLog::create(&path, &header).expect("create");
    for record in t.records() {
        log.append(record).expect("append");
    }
}

#[test]
fn the_three_round_save_is_its_script() {
    let fight = saved("polaris-three-rounds.fray.jsonl");
    assert_eq!(
        rebuilt(&fight, &[DEMO_SCRIPT, THREE_ROUNDS_SCRIPT]).records(),
        fight.records()
    );
}

#[test]
fn the_three_round_fight_shows_what_the_rules_give() {
    let out = Command::new(env!("CARGO_BIN_EXE_fray"))
        .env("FRAY_LANG", "en")
        .args([
            "show",
            "--json",
            concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/saves/polaris-three-rounds.fray.jsonl"
            ),
        ])
        .output()
        .expect("fray show");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(json["round"], 3);
    assert_eq!(json["step"], "ended");
    // POL-17: Baral's light wound costs 1 (14 → 13); Ganger 1's two medium boxes cost 6 (11 → 5).
    let ladder: Vec<(String, i64, bool)> = json["ladder"]
        .as_array()
        .expect("ladder")
        .iter()
        .map(|r| {
            (
                r["name"].as_str().expect("name").to_string(),
                r["phase"].as_i64().expect("phase"),
                r["simultaneous"] == true,
            )
        })
        .collect();
    let expected = [
        // POL-28: tied on phase and Réaction, both markers of each pair are flagged.
        ("Baral Faadhi", 13, true),
        ("Lena Orsini", 13, true),
        ("Ganger 2", 11, true),
        ("Ganger 3", 11, true),
        ("Ganger 1", 5, false),
    ];
    assert_eq!(
        ladder,
        expected.map(|(n, p, s)| (n.to_string(), p, s)),
        "POL-19, POL-28"
    );
    let who = |name: &str| {
        json["combatants"]
            .as_array()
            .expect("roster")
            .iter()
            .find(|c| c["name"] == name)
            .expect("combatant")
            .clone()
    };
    // Round 1: damage 14 is a medium wound (POL-32). Round 3: four light boxes fill the body's
    // light row, the fifth moves up to medium and erases the row (POL-31).
    let ganger = who("Ganger 1");
    assert_eq!(ganger["wounds"][0]["location"], "body");
    assert_eq!(
        ganger["wounds"][0]["rows"].as_array().expect("rows").len(),
        1
    );
    assert_eq!(ganger["wounds"][0]["rows"][0]["severity"], "medium");
    assert_eq!(ganger["wounds"][0]["rows"][0]["checked"], 2);
    assert_eq!(
        ganger["wound_malus"], -6,
        "POL-35, POL-OP-14: two medium boxes"
    );
    // Damage 9 is a light wound; two opponents add −5 (POL-37).
    let baral = who("Baral Faadhi");
    assert_eq!(baral["wounds"][0]["location"], "right-arm");
    assert_eq!(baral["wounds"][0]["rows"][0]["severity"], "light");
    assert_eq!(baral["wound_malus"], -1);
    assert_eq!(baral["total_penalty"], -6);
    assert_eq!(
        who("Lena Orsini")["wounds"]
            .as_array()
            .expect("wounds")
            .len(),
        0
    );
}

#[test]
fn the_firefight_save_is_its_script() {
    let fight = saved("sr-firefight.fray.jsonl");
    assert_eq!(
        rebuilt(&fight, &[FIREFIGHT_SCRIPT]).records(),
        fight.records()
    );
}

#[test]
fn the_firefight_has_two_runners_four_guards_one_grenade_and_keeps_every_token() {
    let fight = saved("sr-firefight.fray.jsonl");
    let state = fight.state();
    let sides: Vec<_> = state.combatants.iter().map(|c| c.side).collect();
    assert_eq!(
        sides
            .iter()
            .filter(|s| **s == fray::model::Side::Pc)
            .count(),
        2
    );
    assert_eq!(
        sides
            .iter()
            .filter(|s| **s == fray::model::Side::Enemy)
            .count(),
        4
    );
    let blasts = fight
        .records()
        .iter()
        .filter(|r| r.command.starts_with("blast"))
        .count();
    assert_eq!(blasts, 1, "one grenade");
    assert_eq!(state.step, fray::model::Step::Ended);
    for c in &state.combatants {
        let pool = c.tokens.as_ref().expect("every combatant has a pool");
        assert_eq!(pool.accounted(), u64::from(pool.gained), "{}", c.name);
    }
}

/// Rewrites `saves/sr-firefight.fray.jsonl` from its script, seed 2077, records without a
/// time: `cargo test --test demo_saves -- --ignored write_the_firefight_example`.
#[test]
#[ignore = "writes the shipped example; run by hand after changing its script"]
fn write_the_firefight_example() {
    use fray::engine::record::Header;

    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/sr-firefight.fray.jsonl");
    let header = Header::new(
        fray::systems::combat_pool::ID,
        "Loading Dock",
        2077,
        1_795_000_000,
    );
    let t = rebuilt(&Timeline::new(header.clone()), &[FIREFIGHT_SCRIPT]);
    let _ = std::fs::remove_file(&path);
    let mut log = store::SaveLog::create(&path, &header).expect("create");
    for record in t.records() {
        log.append(record).expect("append");
    }
}

#[test]
fn players_watching_the_firefight_see_tokens_turned_up_but_not_the_guards_numbers() {
    let fight = saved("sr-firefight.fray.jsonl");
    let lines = fray::player_view::lines(&fight);
    let all: Vec<&str> = lines.iter().map(|l| l.text.as_str()).collect();
    let text = all.join("\n");
    assert!(
        text.contains("reveals"),
        "revealed tokens are public (SRP-07)"
    );
    assert!(
        text.contains("Juno takes"),
        "a runner's damage is shown in full"
    );
    assert!(
        text.contains("Kestrel's Ares Alpha: 32 rounds left"),
        "a runner's rounds left are shown"
    );
    for guard in ["Guard 1", "Guard 2", "Guard 3", "Guard 4"] {
        assert!(
            !text.contains(&format!("{guard} takes")),
            "{guard}'s damage: {text}"
        );
        assert!(
            !text.contains(&format!("{guard} recharges")),
            "{guard}'s pool"
        );
        assert!(
            !text.contains(&format!("{guard}'s Colt Cobra TZ-120")),
            "{guard}'s rounds left (SRP-14)"
        );
        assert!(
            !text.contains(&format!("{guard}: physical")),
            "{guard}'s monitor"
        );
    }
}

#[test]
fn the_alley_save_is_its_script_and_shows_the_interval_rules() {
    let fight = saved("cpi-alley.fray.jsonl");
    assert_eq!(rebuilt(&fight, &[ALLEY_SCRIPT]).records(), fight.records());
    let commands: Vec<&str> = fight.records().iter().map(|r| r.command.as_str()).collect();
    let rounds = commands.iter().filter(|c| c.starts_with("start")).count();
    assert_eq!(rounds, 4, "four rounds");
    assert!(commands.contains(&"actions vic 3 tie=7,3"), "3 actions");
    assert!(commands.contains(&"actions jade 2"), "2 actions");
    assert!(
        commands.iter().any(|c| c.starts_with("delay jade")),
        "a delay"
    );
    let events: Vec<&fray::engine::Event> =
        fight.records().iter().flat_map(|r| &r.events).collect();
    assert!(
        events.iter().any(|e| matches!(
            e,
            fray::engine::Event::MarkerStatus {
                status: fray::model::EntryStatus::Lost,
                ..
            }
        )),
        "a slot lost"
    );
    let flagged = |flag: &str| {
        events.iter().any(|e| matches!(e, fray::engine::Event::GearFlagSet { flag: f, on: true, .. } if f == flag))
    };
    assert!(flagged("unchambered"), "a manual-action shotgun");
    assert!(flagged("jammed"), "a jam");
    assert!(commands.iter().any(|c| c.contains(" auto ")), "a burst");
    assert_eq!(fight.state().step, fray::model::Step::Ended);
}

/// Rewrites `saves/cpi-alley.fray.jsonl` from its script, seed 2020, records without a
/// time: `cargo test --test demo_saves -- --ignored write_the_alley_example`.
#[test]
#[ignore = "writes the shipped example; run by hand after changing its script"]
fn write_the_alley_example() {
    use fray::engine::record::Header;

    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/cpi-alley.fray.jsonl");
    let header = Header::new(fray::systems::cyberpunk::ID, "Alley", 2020, 1_795_000_000);
    let t = rebuilt(&Timeline::new(header.clone()), &[ALLEY_SCRIPT]);
    let _ = std::fs::remove_file(&path);
    let mut log = store::SaveLog::create(&path, &header).expect("create");
    for record in t.records() {
        log.append(record).expect("append");
    }
}
