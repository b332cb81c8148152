//! `fray::export`: the Markdown transcript and the JSON export of the example fights
//! (insta snapshots), `--up-to`, undone commands, the players' version, and hostile names.

use crate::common;

use std::path::Path;

use common::Table;
use fray::engine::{Event, Header, Record, Timeline};
use fray::export::{self, ExportError, Format, JsonOptions, MarkdownOptions, Options};
use fray::store;
use serde_json::Value;

fn example(name: &str) -> (Header, Vec<Record>) {
    let loaded = store::load(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("saves")
            .join(name),
    )
    .expect("loads");
    (loaded.header, loaded.records)
}

const DEMO: &str = "polaris-demo.fray.jsonl";
const THREE_ROUNDS: &str = "polaris-three-rounds.fray.jsonl";

fn options(format: Format) -> Options {
    Options {
        format,
        up_to: None,
        markdown: MarkdownOptions::default(),
        json: JsonOptions::default(),
    }
}

fn run(header: &Header, records: &[Record], options: &Options) -> String {
    let mut out = Vec::new();
    // The creation date in UTC, whatever the machine's zone.
    fray::calendar::with_utc(|| export::export(header, records.to_vec(), options, &mut out))
        .expect("exports");
    String::from_utf8(out).expect("utf-8")
}

fn markdown(header: &Header, records: &[Record]) -> String {
    run(header, records, &options(Format::Markdown))
}

/// The JSON export with the state after every record (`--states`).
fn json(header: &Header, records: &[Record], up_to: Option<u64>) -> Value {
    let options = Options {
        up_to,
        json: JsonOptions {
            states: true,
            ..JsonOptions::default()
        },
        ..options(Format::Json)
    };
    serde_json::from_str(&run(header, records, &options)).expect("valid JSON")
}

/// The JSON export without its bulky states: the envelope, then one line per step with
/// its events' names and where the fight stands after it.
fn outline(doc: &Value) -> String {
    let mut out = format!(
        "format {} version {} records {}\nheader {}\n",
        doc["format"], doc["version"], doc["records"], doc["header"]
    );
    for step in doc["steps"].as_array().expect("steps") {
        let keys: Vec<&str> = step
            .as_object()
            .expect("step")
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(
            keys,
            ["command", "events", "narration", "seq", "state", "undone"]
        );
        let events: Vec<&str> = step["events"]
            .as_array()
            .expect("events")
            .iter()
            .map(|e| e["event"].as_str().expect("event name"))
            .collect();
        let state = &step["state"];
        out.push_str(&format!(
            "#{} undone={} {}\n    events: {}\n    state: round {} step {} current {} combatants {} ladder {}\n",
            step["seq"],
            step["undone"],
            step["narration"],
            events.join(" "),
            state["round"],
            state["step"],
            state["current"],
            state["combatants"].as_array().map_or(0, Vec::len),
            state["ladder"]["entries"].as_array().map_or(0, Vec::len),
        ));
    }
    out
}

#[test]
fn markdown_transcript_of_the_three_round_fight() {
    let (header, records) = example(THREE_ROUNDS);
    insta::assert_snapshot!(markdown(&header, &records));
}

#[test]
fn markdown_transcript_of_the_demo() {
    let (header, records) = example(DEMO);
    insta::assert_snapshot!(markdown(&header, &records));
}

#[test]
fn json_export_of_the_three_round_fight() {
    let (header, records) = example(THREE_ROUNDS);
    insta::assert_snapshot!(outline(&json(&header, &records, None)));
}

#[test]
fn json_export_of_the_demo() {
    let (header, records) = example(DEMO);
    insta::assert_snapshot!(outline(&json(&header, &records, None)));
}

#[test]
fn json_first_step_of_the_demo_in_full() {
    let (header, records) = example(DEMO);
    let mut doc = json(&header, &records, Some(1));
    // The state after the last step exported is the first step's, shown there already.
    let last = doc.as_object_mut().and_then(|d| d.remove("state"));
    assert_eq!(last.as_ref(), Some(&doc["steps"][0]["state"]));
    insta::assert_snapshot!(serde_json::to_string_pretty(&doc).expect("prints"));
}

#[test]
fn json_is_written_in_its_documented_order_one_step_per_line() {
    let (header, records) = example(THREE_ROUNDS);
    let text = run(&header, &records, &options(Format::Json));
    assert!(text.starts_with(r#"{"format":"fray-export","version":2,"audience":"gm","header":{"#));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), records.len() + 2, "envelope, steps, closing");
    for (line, record) in lines[1..=records.len()].iter().zip(&records) {
        assert!(
            line.starts_with(&format!(r#"{{"seq":{},"command":"#, record.seq)),
            "{line:.60}"
        );
        assert!(
            !line.contains(r#""state":"#),
            "no state per step by default"
        );
    }
    let last = lines.last().copied().unwrap_or_default();
    assert!(
        last.starts_with(r#"],"state":{"#) && last.ends_with('}'),
        "{last:.60}"
    );
    let doc: Value = serde_json::from_str(&text).expect("valid JSON");
    let folded = Timeline::from_records(header.clone(), records.clone());
    assert_eq!(
        doc["state"],
        serde_json::to_value(folded.state()).expect("state")
    );
}

/// Without `--states`, the export grows with the log, not with the state times the
/// records: on the three-round fight it is smaller than with the state after each record
/// by more than the states it leaves out, and within a small multiple of the save.
#[test]
fn json_without_states_is_linear_in_the_log() {
    let (header, records) = example(THREE_ROUNDS);
    let plain = run(&header, &records, &options(Format::Json)).len();
    let with_states = serde_json::to_string(&json(&header, &records, None))
        .expect("prints")
        .len();
    let save = std::fs::metadata(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("saves")
            .join(THREE_ROUNDS),
    )
    .expect("the save")
    .len() as usize;
    assert!(plain * 4 < with_states, "{plain} vs {with_states}");
    assert!(plain < save * 4, "{plain} for a save of {save}");
}

/// The state after each exported record is the fold of the records so far, at every N.
fn assert_states_are_the_folds(header: &Header, records: &[Record]) {
    let doc = json(header, records, None);
    let steps = doc["steps"].as_array().expect("steps");
    assert_eq!(steps.len(), records.len());
    for (n, step) in steps.iter().enumerate() {
        let folded = Timeline::from_records(header.clone(), records[..=n].to_vec());
        let expected = serde_json::to_value(folded.state()).expect("state");
        assert_eq!(step["state"], expected, "state after record {}", n + 1);
    }
}

#[test]
fn json_state_after_each_record_is_the_fold_of_the_records_so_far() {
    let (header, records) = example(THREE_ROUNDS);
    assert_states_are_the_folds(&header, &records);
    let undo = with_undo();
    assert_states_are_the_folds(undo.header(), undo.records());
}

#[test]
fn up_to_n_exports_the_first_n_records_and_the_state_at_n() {
    let (header, records) = example(THREE_ROUNDS);
    for n in [1, 8, 17, 30, 64] {
        let doc = json(&header, &records, Some(n));
        let steps = doc["steps"].as_array().expect("steps");
        assert_eq!(steps.len() as u64, n);
        let first_n = records[..n as usize].to_vec();
        let folded = Timeline::from_records(header.clone(), first_n.clone());
        assert_eq!(
            steps.last().map(|s| &s["state"]),
            Some(&serde_json::to_value(folded.state()).expect("state"))
        );
        // The Markdown at N is the transcript of a save that stopped at N, outcome
        // included; only the line counting the commands differs.
        let options = Options {
            up_to: Some(n),
            ..options(Format::Markdown)
        };
        let cut = run(&header, &records, &options);
        let whole = markdown(&header, &first_n);
        assert_eq!(
            cut.replace(
                &format!("- Commands: the first {n} of 65"),
                &format!("- Commands: {n}")
            ),
            whole
        );
        assert!(cut.contains("## Outcome"));
    }
}

#[test]
fn up_to_zero_gives_the_header_alone() {
    let (header, records) = example(THREE_ROUNDS);
    let doc = json(&header, &records, Some(0));
    assert_eq!(doc["steps"], serde_json::json!([]));
    assert_eq!(doc["header"]["name"], "Three Rounds");
    let options = Options {
        up_to: Some(0),
        ..options(Format::Markdown)
    };
    let text = run(&header, &records, &options);
    assert!(text.starts_with("# Three Rounds\n"), "{text}");
    assert!(text.contains("- Commands: the first 0 of 65"), "{text}");
    assert!(!text.contains("##"), "no section: {text}");
}

#[test]
fn up_to_past_the_last_record_is_refused() {
    let (header, records) = example(DEMO);
    for format in [Format::Markdown, Format::Json] {
        let options = Options {
            up_to: Some(7),
            ..options(format)
        };
        let mut out = Vec::new();
        let err = export::export(&header, records.clone(), &options, &mut out).unwrap_err();
        assert!(matches!(
            err,
            ExportError::PastTheEnd {
                asked: 7,
                records: 6
            }
        ));
        assert!(out.is_empty(), "nothing written");
    }
}

#[test]
fn a_players_version_in_json_is_refused() {
    let (header, records) = example(DEMO);
    let options = Options {
        markdown: MarkdownOptions {
            players: true,
            with_undone: false,
        },
        ..options(Format::Json)
    };
    let err = export::export(&header, records, &options, Vec::new()).unwrap_err();
    assert!(matches!(err, ExportError::PlayersJson));
}

/// A fight with a wound undone, a redo, and an undone command dropped by a new one.
fn with_undo() -> Timeline {
    let mut t = Table::given(&[
        "add Alpha pc reaction=12",
        "add Bravo enemy reaction=10",
        "start",
        "wound bravo body light",
        "wound bravo head serious",
        "undo",
        "undo",
        "redo",
        "wound bravo left-arm medium",
    ]);
    t.run("next");
    t.timeline
}

#[test]
fn undone_commands_are_left_out_unless_asked_for() {
    let t = with_undo();
    let plain = markdown(t.header(), t.records());
    assert!(plain.contains("Bravo: light wound to the body"), "{plain}");
    assert!(!plain.contains("head"), "undone wound left out: {plain}");
    assert!(!plain.contains("undone"), "undo records left out: {plain}");
    assert!(plain.contains("Bravo: medium wound to the left-arm"));

    let options = Options {
        markdown: MarkdownOptions {
            with_undone: true,
            players: false,
        },
        ..options(Format::Markdown)
    };
    let full = run(t.header(), t.records(), &options);
    assert!(
        full.contains("- ~~Bravo: serious wound to the head, risks: sequelae, infection, overexertion; Bravo: shock test -5; Bravo moves to phase 4~~ (undone)"),
        "{full}"
    );
    assert!(
        full.contains("- *undone: \\#5 wound bravo head serious*"),
        "{full}"
    );
    assert!(
        full.contains("- *redone: \\#4 wound bravo body light*"),
        "{full}"
    );
    let light = full.find("light wound to the body").expect("light");
    let serious = full.find("serious wound").expect("serious");
    assert!(light < serious, "in log order");

    let doc = json(t.header(), t.records(), None);
    let undone: Vec<bool> = doc["steps"]
        .as_array()
        .expect("steps")
        .iter()
        .map(|s| s["undone"].as_bool().expect("bool"))
        .collect();
    assert_eq!(
        undone,
        [
            false, false, false, false, true, false, false, false, false, false
        ]
    );
}

#[test]
fn the_players_version_leaves_out_notes_free_rolls_secret_tests_and_npc_dice() {
    let t = Table::given(&[
        "add Alpha pc reaction=12",
        "add Bravo enemy reaction=10",
        "note bravo \"ambush at the airlock\"",
        "set bravo tir=3+4",
        "roll 2d6 for loot",
        "test bravo reaction",
        "test alpha reaction secret",
        "test alpha reaction -2",
    ])
    .timeline;
    let options = Options {
        markdown: MarkdownOptions {
            players: true,
            with_undone: false,
        },
        ..options(Format::Markdown)
    };
    let text = run(t.header(), t.records(), &options);
    assert!(text.contains("- Players' version"), "{text}");
    assert!(!text.contains("ambush"), "no GM note: {text}");
    assert!(!text.contains("tir"), "no NPC sheet: {text}");
    assert!(!text.contains("loot"), "no free roll: {text}");
    let alpha_tests = text.matches("- Alpha tests Reaction").count();
    assert_eq!(alpha_tests, 1, "no secret test: {text}");
    let bravo = text
        .lines()
        .find(|l| l.starts_with("- Bravo tests Reaction"))
        .expect("Bravo's test");
    assert!(!bravo.contains("d20"), "no NPC dice: {bravo}");
    let alpha = text
        .lines()
        .find(|l| l.starts_with("- Alpha tests Reaction"))
        .expect("Alpha's open test");
    assert!(alpha.contains("d20"), "a PC's dice stay: {alpha}");
    assert!(!text.contains("note:"), "no note in the outcome: {text}");

    let gm = markdown(t.header(), t.records());
    assert!(gm.contains("ambush at the airlock") && gm.contains("loot"));
}

#[test]
fn hostile_names_and_notes_are_escaped_in_markdown() {
    let mut t = Table::given(&["add Boss enemy reaction=10", "note boss x", "start"]).timeline;
    let hostile = "\u{1b}[2J# Boss *x* [l](u) <img>\n- item | `c` \u{202e}";
    let mut records = t.records().to_vec();
    for event in records.iter_mut().flat_map(|r| r.events.iter_mut()) {
        match event {
            Event::CombatantAdded { combatant } => combatant.name = hostile.to_string(),
            Event::NoteSet { text, .. } => *text = format!("1. {hostile}"),
            _ => {}
        }
    }
    let mut header = t.header().clone();
    header.name = format!("## {hostile}");
    t = Timeline::from_records(header.clone(), records);
    let text = markdown(&header, t.records());
    assert!(!text.contains('\u{1b}'), "no raw escape: {text}");
    assert!(!text.contains('\u{202e}'), "no raw bidi control: {text}");
    assert!(
        text.contains(r"\\u{1b}\[2J\# Boss \*x\* \[l\](u) \<img\>\\n- item \| \`c\` \\u{202e}")
    );
    for line in text.lines() {
        let structural = line.is_empty()
            || line.starts_with("# ")
            || line.starts_with("## ")
            || line.starts_with("### ")
            || line.starts_with("#### ")
            || line.starts_with("- ")
            || line.starts_with("  - ")
            || line.starts_with("At the end")
            || line == export::MARKDOWN_MARK;
        assert!(structural, "a line a name made: {line:?}");
    }
    assert!(text.starts_with("# \\#\\# \\\\u{1b}"), "{text}");
}

#[test]
fn markdown_transcript_of_the_combat_pool_firefight_has_no_rounds_and_no_face_down_value() {
    let (header, records) = example("sr-firefight.fray.jsonl");
    let md = markdown(&header, &records);
    assert!(md.contains("## The fight"), "{md}");
    assert!(!md.contains("Round"), "SRP-11: no rounds");
    assert!(md.contains("3 tokens face down"), "{md}");
    insta::assert_snapshot!(md);
}
