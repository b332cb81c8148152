//! The raw bytes fray writes to a real terminal (a pseudo-terminal: `tests/pty`), not
//! ratatui's buffer (which already drops control characters) nor a pipe: a save whose
//! file name, encounter name, combatant names and notes hold escape sequences (ESC `[2J`,
//! OSC 52, C1 controls, DEL, bidi overrides, zero-width characters) never gets one of them
//! to the terminal raw, through any command line output (`list`, `check`, `upgrade`,
//! `export` as JSON and Markdown, to standard output or `-o` a hostile name, `show`,
//! `show --json`, `log`) or the full-screen fight screen.

use crate::pty;

use std::path::{Path, PathBuf};
use std::time::Duration;

use fray::engine::Event;
use fray::store::{SaveLog, load};

/// What a hostile text holds: screen clear, clipboard write (OSC 52), a unique SGR, C1 CSI
/// and OSC, DEL, bidi override and isolate, zero-width space.
const PAYLOAD: &str = "\u{1b}[2J\u{1b}]52;c;cm0gLXJmIH4=\u{7}\u{1b}[31;7mPWNED\u{9b}2J\u{9d}0;t\u{9c}\u{7f}\u{202e}gpj\u{2066}\u{200b}";

/// Byte sequences of the payload that fray itself never writes, even in full screen.
const NEVER: &[&str] = &[
    "\u{1b}]52;",
    "\u{1b}[31;7m",
    "\u{9b}",
    "\u{9d}",
    "\u{9c}",
    "\u{7f}",
    "\u{202e}",
    "\u{2066}",
    "\u{200b}",
];

/// Whether a character may never reach a terminal raw (the rule of `fray::safe_text`,
/// restated so the test does not trust the code it checks).
fn unsafe_char(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{2028}'..='\u{202E}' | '\u{2060}'..='\u{2069}' | '\u{FEFF}')
}

/// A save named with the payload in a fresh folder, whose names and notes hold it too.
fn hostile_save(dir: &Path) -> PathBuf {
    let source =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/polaris-three-rounds.fray.jsonl");
    let loaded = load(&source).unwrap_or_else(|e| panic!("{e}"));
    let mut header = loaded.header;
    header.name = format!("Docks{PAYLOAD}");
    let mut records = loaded.records;
    for event in records.iter_mut().flat_map(|r| r.events.iter_mut()) {
        match event {
            Event::CombatantAdded { combatant } => {
                combatant.name = format!("{}{PAYLOAD}", combatant.name);
                combatant.note = format!("note{PAYLOAD}");
            }
            Event::NoteSet { text, .. } => *text = format!("note{PAYLOAD}"),
            _ => {}
        }
    }
    let path = dir.join(format!("evil{PAYLOAD}.fray.jsonl"));
    let mut log = SaveLog::create(&path, &header).unwrap_or_else(|e| panic!("{e}"));
    for record in &records {
        log.append(record).unwrap_or_else(|e| panic!("{e}"));
    }
    path
}

/// Runs a command line on the terminal and returns the text; notes in `raw` any unsafe
/// character it wrote (line breaks aside: the terminal is raw, so none is added). Every
/// command is run before the test fails, so its message names each one that leaked.
fn cli(raw: &mut Vec<String>, saves: &Path, args: &[&str]) -> String {
    let run = pty::run(saves, args, &[], Duration::from_secs(20));
    assert!(run.status.is_some(), "fray {args:?} did not end");
    let text = String::from_utf8_lossy(&run.bytes).into_owned();
    if let Some((at, c)) = text
        .char_indices()
        .find(|&(_, c)| unsafe_char(c) && c != '\n')
    {
        let from = text[..at]
            .char_indices()
            .rev()
            .nth(60)
            .map_or(0, |(i, _)| i);
        raw.push(format!(
            "fray {} sent a raw {c:?} after {:?}",
            args.first().unwrap_or(&""),
            &text[from..at]
        ));
    }
    text
}

/// Notes in `raw` that `text` lacks `part` (the message fray should have given).
fn want(raw: &mut Vec<String>, text: &str, part: &str) {
    if !text.contains(part) {
        raw.push(format!("no {part:?} in {text:?}"));
    }
}

fn assert_none(raw: &[String]) {
    assert!(
        raw.is_empty(),
        "{} problem(s):\n{}",
        raw.len(),
        raw.join("\n")
    );
}

/// The text without the loader's warnings (standard error shares the terminal).
fn without_warnings(text: &str) -> String {
    text.lines()
        .filter(|l| !l.starts_with("warning: "))
        .collect::<Vec<_>>()
        .join("\n")
}

fn arg(path: &Path) -> &str {
    path.to_str().unwrap_or_else(|| panic!("utf-8 path"))
}

#[test]
fn file_names_never_reach_the_terminal_raw() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut raw = Vec::new();
    let save = hostile_save(dir.path());
    let old = dir.path().join(format!("old{PAYLOAD}.fray.jsonl"));
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/v1/polaris-demo.fray.jsonl"),
        &old,
    )
    .unwrap_or_else(|e| panic!("{e}"));

    let listed = cli(&mut raw, dir.path(), &["list"]);
    want(&mut raw, &listed, r"evil\u{1b}[2J\u{1b}]52;");
    let checked = cli(&mut raw, dir.path(), &["check", arg(&save)]);
    want(&mut raw, &checked, ": OK, 65 records");
    let checked = cli(&mut raw, dir.path(), &["check", arg(&old)]);
    want(&mut raw, &checked, "made by an older fray");
    let upgraded = cli(&mut raw, dir.path(), &["upgrade", arg(&old)]);
    want(&mut raw, &upgraded, "upgraded from format 1");
    let out = dir.path().join(format!("out{PAYLOAD}.md"));
    let exported = cli(
        &mut raw,
        dir.path(),
        &["export", arg(&save), "-o", arg(&out)],
    );
    want(&mut raw, &exported, "exported 65 commands to");
    let refused = cli(
        &mut raw,
        dir.path(),
        &["export", arg(&save), "-o", arg(&out)],
    );
    want(&mut raw, &refused, "already exists");
    let missing = cli(&mut raw, dir.path(), &["show", &format!("gone{PAYLOAD}")]);
    want(&mut raw, &missing, "gone");
    assert_none(&raw);
}

#[test]
fn save_texts_never_reach_the_terminal_raw_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mut raw = Vec::new();
    let save = hostile_save(dir.path());
    let save = arg(&save);
    let json = without_warnings(&cli(
        &mut raw,
        dir.path(),
        &["export", save, "--format", "json", "--gm"],
    ));
    let doc: serde_json::Value = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        doc["header"]["name"],
        format!("Docks{PAYLOAD}"),
        "the JSON reads back as stored"
    );
    let report = without_warnings(&cli(&mut raw, dir.path(), &["show", save, "--json"]));
    let report: serde_json::Value = serde_json::from_str(&report).unwrap_or_else(|e| panic!("{e}"));
    assert!(report.to_string().contains("PWNED"));
    for args in [
        &["export", save][..],
        &["export", save, "--players"],
        &["show", save],
        &["log", save],
    ] {
        let text = cli(&mut raw, dir.path(), args);
        assert!(
            text.contains(r"\u{1b}"),
            "fray {args:?} shows ESC escaped: {text}"
        );
    }
    assert_none(&raw);
}

#[test]
fn the_fight_screen_sends_no_hostile_sequence() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let save = hostile_save(dir.path());
    let keys: &[(Duration, &[u8])] = &[(Duration::from_millis(1500), b"q")];
    let run = pty::run(
        dir.path(),
        &["open", arg(&save)],
        keys,
        Duration::from_secs(20),
    );
    assert!(
        run.status.is_some_and(|s| s.success()),
        "fray open ended with {:?}",
        run.status
    );
    let text = String::from_utf8_lossy(&run.bytes).into_owned();
    assert!(text.contains("\u{1b}[?1049h"), "full screen: {text:?}");
    assert!(text.contains("PWNED"), "the names were drawn: {text:?}");
    for never in NEVER {
        assert!(!text.contains(never), "the fight screen sent {never:?}");
    }
}
