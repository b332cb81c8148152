//! Every invisible character reaches a terminal escaped, never raw. The characters are ALL
//! the code points of `fray::safe_text::invisible_table` (every Cc, Cf, Zl, Zp,
//! Default_Ignorable_Code_Point and Bidi_Control code point of Unicode 15.0: 4 273, the
//! TAG block and the reserved default-ignorable ones of plane 14 included), put in chunks of
//! [`CHUNK`] into:
//!
//! - the lines of a `fray run --script -` (names and notes; its acknowledgements on
//!   standard output, its refusals on standard error): every code point but the Cc ones,
//!   which the command language refuses, so each Cc code point but the line break is typed
//!   in a line of its own and must come back escaped in the refusal;
//! - a save sealed by the real writer: the encounter's name (every code point), each
//!   combatant's name and note (a chunk each) and each command's text, through `show`,
//!   `show --json`, `log`, `export` (Markdown, `--players`, JSON), `check` (its warnings),
//!   `list` (table, JSON, twice: from the saves, then from the summary cache), `fray run`
//!   acknowledgements naming every combatant, and line mode (`fray open` on a pipe: its
//!   `show` and `log` words, a refusal);
//! - file names (every code point but NUL, which no file name can hold): a save per chunk,
//!   the even ones sound, the odd ones damaged, through `list` and `check` (its OK line,
//!   its damage report and salvage hint);
//! - the full-screen interface on a pseudo-terminal (the raw bytes it receives, each key
//!   typed once the previous key's frame has arrived, since fray draws once for all the
//!   keys waiting): the start screen, 800 columns wide so that a whole escaped name fits,
//!   scrolled through every save (names, and file names of damaged saves); the fight
//!   screen with every combatant selected (the selected one's note is drawn whole); the
//!   replay stepped back through every record (the current record's narration, names and
//!   notes, is drawn whole); and `fray watch`.
//!
//! Text outputs may hold a line break; the full screen's own control sequences (CSI) are
//! taken out before the check (no other escape sequence is allowed). JSON may carry the
//! characters as `\uXXXX`: it is parsed and must read back to every code point stored.
//! Where a pane cuts a long escaped name, only its start is drawn: the check covers what
//! the panes show (ratatui's buffer already drops control characters, and some zero-width
//! ones, on its own; the others would reach the terminal).

use crate::pty;

use std::collections::BTreeSet;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use fray::engine::{Event, Header, Record, Timeline};
use fray::safe_text::invisible_table::{CODE_POINTS, RANGES, UNICODE_VERSION};
use fray::script::{self, Line};
use fray::store::SaveLog;

/// Code points per name, note or file name (a name holds at most 60 characters).
const CHUNK: usize = 50;

/// Every code point of the table, in order.
fn invisible() -> Vec<char> {
    let all: Vec<char> = RANGES.iter().flat_map(|&(low, high)| low..=high).collect();
    assert_eq!(all.len(), CODE_POINTS as usize);
    assert!(all.contains(&'\u{61c}') && all.contains(&'\u{e0041}'));
    all
}

/// The code points in chunks of [`CHUNK`].
fn chunks(all: &[char]) -> Vec<String> {
    all.chunks(CHUNK).map(|c| c.iter().collect()).collect()
}

/// Notes in `raw` the first code point of `set` that `text` holds raw, with what comes
/// before it (a line break is allowed).
fn check_raw(raw: &mut Vec<String>, set: &BTreeSet<char>, text: &str, what: &str) {
    // Printable ASCII, most of any output, is never in the set: skipped at once.
    let suspect = |c: char| !(' '..='~').contains(&c) && c != '\n' && set.contains(&c);
    if let Some((at, c)) = text.char_indices().find(|&(_, c)| suspect(c)) {
        let from = text[..at]
            .char_indices()
            .rev()
            .nth(60)
            .map_or(0, |(i, _)| i);
        raw.push(format!(
            "{what}: raw U+{:04X} after {:?}",
            u32::from(c),
            &text[from..at]
        ));
    }
}

/// Notes in `raw` that `text` lacks `part`.
fn want(raw: &mut Vec<String>, text: &str, part: &str, what: &str) {
    if !text.contains(part) {
        let start: String = text.chars().take(300).collect();
        raw.push(format!("{what}: no {part:?} in {start:?}..."));
    }
}

/// Prints what was covered, then fails with every problem noted.
fn assert_none(raw: &[String], covered: &str) {
    println!("invisible characters: {covered}");
    assert!(
        raw.is_empty(),
        "{} problem(s):\n{}",
        raw.len(),
        raw.join("\n")
    );
}

/// Every character but printable ASCII of every string in a JSON document.
fn json_chars(value: &serde_json::Value, into: &mut BTreeSet<char>) {
    match value {
        serde_json::Value::String(s) => {
            into.extend(s.chars().filter(|c| !(' '..='~').contains(c)));
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| json_chars(v, into)),
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                into.extend(k.chars());
                json_chars(v, into);
            }
        }
        _ => {}
    }
}

/// Notes in `raw` the code points of `wanted` that the JSON `text` does not read back to.
fn check_json(raw: &mut Vec<String>, text: &str, wanted: &BTreeSet<char>, what: &str) {
    match serde_json::from_str::<serde_json::Value>(text) {
        Err(e) => raw.push(format!("{what}: not JSON ({e})")),
        Ok(doc) => {
            let mut read = BTreeSet::new();
            json_chars(&doc, &mut read);
            let lost = wanted.difference(&read).count();
            if lost > 0 {
                raw.push(format!("{what}: {lost} code points do not read back"));
            }
        }
    }
}

/// A folder for a test: saves, settings and caches of its own.
struct Place {
    dir: tempfile::TempDir,
}

impl Place {
    fn new() -> Place {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        for sub in ["saves", "config", "cache"] {
            std::fs::create_dir(dir.path().join(sub)).unwrap_or_else(|e| panic!("{e}"));
        }
        Place { dir }
    }

    fn saves(&self) -> PathBuf {
        self.dir.path().join("saves")
    }

    fn env(&self) -> [(&'static str, PathBuf); 3] {
        [
            ("FRAY_SAVES_DIR", self.saves()),
            ("FRAY_CONFIG_DIR", self.dir.path().join("config")),
            ("FRAY_CACHE_DIR", self.dir.path().join("cache")),
        ]
    }

    /// `fray ARGS` with `stdin` on a pipe, its output read as it comes (so a large output
    /// never blocks it); a child still running after 60 s is killed by its PID and the test
    /// fails.
    fn fray(&self, args: &[&str], stdin: &str) -> Output {
        let mut command = Command::new(env!("CARGO_BIN_EXE_fray"));
        command
            .env("FRAY_LANG", "en")
            .envs(self.env())
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = command.spawn().unwrap_or_else(|e| panic!("{e}"));
        let input = child.stdin.take().map(|mut pipe| {
            let bytes = stdin.as_bytes().to_vec();
            // A child that stops reading early leaves the rest unwritten: not an error.
            thread::spawn(move || drop(pipe.write_all(&bytes)))
        });
        let (stdout, stderr) = (drain(child.stdout.take()), drain(child.stderr.take()));
        let deadline = Instant::now() + Duration::from_secs(60);
        let status = loop {
            if let Some(status) = child.try_wait().unwrap_or_else(|e| panic!("{e}")) {
                break status;
            }
            if Instant::now() > deadline {
                // The child started above, by its own PID.
                let _ = child.kill();
                let _ = child.wait();
                panic!("fray {args:?} still ran after 60 s: killed");
            }
            thread::sleep(Duration::from_millis(10));
        };
        if let Some(input) = input {
            let _ = input.join();
        }
        Output {
            status,
            stdout: stdout.join().unwrap_or_default(),
            stderr: stderr.join().unwrap_or_default(),
        }
    }

    /// `fray ARGS` on a pseudo-terminal of `size` with the saves folder `saves`, typing `keys`,
    /// each once the previous one's frame is drawn, within 60 s: the bytes it sent, and
    /// whether it ended with success.
    fn screen(
        &self,
        saves: &Path,
        size: (u16, u16),
        args: &[&str],
        keys: &[(Duration, &[u8])],
    ) -> (String, bool) {
        let env = self.env();
        let env: Vec<(&str, &Path)> = env
            .iter()
            .map(|(k, v)| (*k, if *k == "FRAY_SAVES_DIR" { saves } else { v }))
            .collect();
        let options = pty::Options {
            env: &env,
            size,
            settle: Some(Duration::from_millis(25)),
        };
        let run = pty::run_with(saves, args, keys, Duration::from_secs(60), &options);
        (
            String::from_utf8_lossy(&run.bytes).into_owned(),
            run.status.is_some_and(|s| s.success()),
        )
    }
}

/// Reads a child's pipe to its end on a thread of its own.
fn drain<R: Read + Send + 'static>(pipe: Option<R>) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(mut pipe) = pipe {
            let _ = pipe.read_to_end(&mut bytes);
        }
        bytes
    })
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn arg(path: &Path) -> &str {
    path.to_str().unwrap_or_else(|| panic!("utf-8 path"))
}

/// The name of combatant `n`: a word to type it by, then the chunk.
fn name(n: usize, chunk: &str) -> String {
    format!("N{n:02} {chunk}")
}

/// A Polaris fight of one combatant per chunk, each with a note, started (so that the
/// ladder holds them), then every text made hostile and the save sealed by the real writer:
/// the encounter's name holds every code point, each combatant's name and note its chunk,
/// each command's text a chunk too. A record per command, or (`merged`) one for all the
/// additions and one for all the notes (a much smaller JSON export: 5 states, not 175).
fn hostile_save(dir: &Path, all: &[char], merged: bool) -> PathBuf {
    let chunks = chunks(all);
    let mut lines: Vec<String> = (0..chunks.len()).map(|n| format!("add N{n:02}")).collect();
    lines.extend((0..chunks.len()).map(|n| format!("note n{n:02} x")));
    lines.extend(["start", "next", "next"].map(String::from));
    let header = Header::new(fray::systems::polaris::ID, "plain", 7, 0);
    let mut timeline = Timeline::new(header.clone());
    for line in &lines {
        let Ok(Line::Command(command)) = script::parse(line) else {
            panic!("{line}: not a command");
        };
        let record = timeline
            .prepare(line, &command)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
        timeline.commit(record);
    }
    let mut header = header;
    header.name = format!("Enc {}", all.iter().collect::<String>());
    let path = dir.join("hostile.fray.jsonl");
    let mut log = SaveLog::create(&path, &header).unwrap_or_else(|e| panic!("{e}"));
    let (mut added, n) = (0, chunks.len() as u64);
    let mut sealed: Vec<Record> = Vec::new();
    for (i, record) in timeline.records().iter().enumerate() {
        let mut record = record.clone();
        let verb = |r: &Record| r.command.split(' ').next().map(str::to_string);
        record.command = format!("{} {}", record.command, chunks[i % chunks.len()]);
        for event in &mut record.events {
            match event {
                Event::CombatantAdded { combatant } => {
                    combatant.name = name(added, &chunks[added]);
                    combatant.note = chunks[added].clone();
                    added += 1;
                }
                Event::NoteSet { who, text } => {
                    let n = (who.0 as usize + 1) % chunks.len();
                    *text = chunks[n].clone();
                }
                _ => {}
            }
        }
        match sealed.last_mut() {
            Some(last) if merged && verb(last) == verb(&record) && record.seq <= 2 * n => {
                last.events.append(&mut record.events);
            }
            _ => {
                record.seq = sealed.len() as u64 + 1;
                sealed.push(record);
            }
        }
    }
    for record in &sealed {
        log.append(record).unwrap_or_else(|e| panic!("{e}"));
    }
    assert_eq!(added, chunks.len());
    path
}

/// One small save per chunk whose file name holds it (NUL aside): the even ones sound (a
/// header, the encounter named as the file), the odd ones damaged at line 2 (`fray list`,
/// the start screen and `fray check` show their file names in a problem).
fn hostile_file_names(dir: &Path, all: &[char]) -> Vec<PathBuf> {
    let named: Vec<char> = all.iter().copied().filter(|&c| c != '\0').collect();
    chunks(&named)
        .iter()
        .enumerate()
        .map(|(n, chunk)| {
            let path = dir.join(format!("F{n:02}{chunk}.fray.jsonl"));
            let header = Header::new(fray::systems::polaris::ID, format!("F{n:02}{chunk}"), 7, 0);
            drop(SaveLog::create(&path, &header).unwrap_or_else(|e| panic!("{e}")));
            if n % 2 == 1 {
                let mut file = std::fs::OpenOptions::new()
                    .append(true)
                    .open(&path)
                    .unwrap_or_else(|e| panic!("{e}"));
                file.write_all(b"damage\n")
                    .unwrap_or_else(|e| panic!("{e}"));
            }
            path
        })
        .collect()
}

#[test]
fn typed_lines_acknowledge_and_refuse_every_invisible_character_escaped() {
    let all = invisible();
    let set: BTreeSet<char> = all.iter().copied().collect();
    let place = Place::new();
    let save = place.saves().join("typed.fray.jsonl");
    let header = Header::new(fray::systems::polaris::ID, "typed", 7, 0);
    drop(SaveLog::create(&save, &header).unwrap_or_else(|e| panic!("{e}")));

    // The command language refuses control characters: they get a line each.
    let typed: Vec<char> = all.iter().copied().filter(|c| !c.is_control()).collect();
    let controls: Vec<char> = all
        .iter()
        .copied()
        .filter(|&c| c.is_control() && c != '\n')
        .collect();
    let chunks = chunks(&typed);
    let mut script = String::new();
    for (n, chunk) in chunks.iter().enumerate() {
        script.push_str(&format!("add \"{}\"\n", name(n, chunk)));
        script.push_str(&format!("note n{n:02} \"{chunk}\"\n"));
    }
    for c in &controls {
        script.push_str(&format!("note n00 \"x{c}y\"\n"));
    }
    let out = place.fray(
        &["run", arg(&save), "--script", "-", "--keep-going"],
        &script,
    );
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));

    let mut raw = Vec::new();
    check_raw(&mut raw, &set, &stdout, "fray run (acknowledgements)");
    check_raw(&mut raw, &set, &stderr, "fray run (refusals)");
    let acks = stdout.lines().filter(|l| l.starts_with('#')).count();
    if acks != 2 * chunks.len() {
        raw.push(format!("{acks} acknowledgements, not {}", 2 * chunks.len()));
    }
    let refusals = stderr.lines().filter(|l| l.contains("error")).count();
    if refusals != controls.len() {
        raw.push(format!("{refusals} refusals, not {}", controls.len()));
    }
    want(&mut raw, &stdout, r"\u{61c}", "fray run");
    want(&mut raw, &stdout, r"\u{e0041}", "fray run");
    want(&mut raw, &stderr, "U+001B", "fray run");
    assert_none(
        &raw,
        &format!(
            "fray run: {} code points in {acks} acknowledged commands, {} control characters in {refusals} refusals",
            typed.len(),
            controls.len()
        ),
    );
}

#[test]
fn command_line_outputs_show_every_invisible_character_escaped() {
    let all = invisible();
    let set: BTreeSet<char> = all.iter().copied().collect();
    let named: BTreeSet<char> = set.iter().copied().filter(|&c| c != '\0').collect();
    let place = Place::new();
    let save = hostile_save(&place.saves(), &all, true);
    let files = hostile_file_names(&place.saves(), &all);
    let save = arg(&save);
    let mut raw = Vec::new();

    // The second `list` reads the summary cache the first one wrote.
    for args in [
        &["show", save][..],
        &["log", save],
        &["export", save],
        &["export", save, "--players"],
        &["list"],
        &["list"],
    ] {
        let out = place.fray(args, "");
        let what = format!("fray {}", args[0]);
        check_raw(&mut raw, &set, &text(&out.stdout), &what);
        check_raw(
            &mut raw,
            &set,
            &text(&out.stderr),
            &format!("{what} (stderr)"),
        );
        want(&mut raw, &text(&out.stdout), r"\u{e0041}", &what);
    }
    for args in [
        &["show", save, "--json"][..],
        &["export", save, "--format", "json", "--gm"],
        &["list", "--json"],
    ] {
        let out = place.fray(args, "");
        let what = format!("fray {args:?}");
        let stdout = text(&out.stdout);
        check_raw(&mut raw, &set, &stdout, &what);
        check_raw(
            &mut raw,
            &set,
            &text(&out.stderr),
            &format!("{what} (stderr)"),
        );
        let wanted = if args[0] == "list" { &named } else { &set };
        check_json(&mut raw, &stdout, wanted, &what);
    }
    let check = place.fray(&["check", save], "");
    check_raw(&mut raw, &set, &text(&check.stdout), "fray check");
    check_raw(
        &mut raw,
        &set,
        &text(&check.stderr),
        "fray check (warnings)",
    );
    want(&mut raw, &text(&check.stderr), r"warning: ", "fray check");
    want(
        &mut raw,
        &text(&check.stdout),
        "OK, 5 records",
        "fray check",
    );
    let mut outputs = 10;
    for (n, file) in files.iter().enumerate() {
        outputs += 1;
        let out = place.fray(&["check", arg(file)], "");
        let what = format!("fray check F{n:02}...");
        let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
        check_raw(&mut raw, &set, &stdout, &what);
        check_raw(&mut raw, &set, &stderr, &what);
        let (said, part) = if n % 2 == 0 {
            (&stdout, ": OK, 0 records")
        } else {
            (&stderr, "fray check --salvage")
        };
        want(&mut raw, said, &format!("F{n:02}"), &what);
        want(&mut raw, said, part, &what);
    }
    // Commands on the save: acknowledgements naming every combatant, then line mode's
    // own `show` and `log` words and a refusal.
    let script: String = (0..all.len().div_ceil(CHUNK))
        .map(|n| format!("note n{n:02} y\n"))
        .collect();
    let run = place.fray(&["run", save, "--script", "-"], &script);
    let stdout = text(&run.stdout);
    check_raw(&mut raw, &set, &stdout, "fray run");
    check_raw(&mut raw, &set, &text(&run.stderr), "fray run (stderr)");
    want(&mut raw, &stdout, r"N00 \u{0}\u{1}", "fray run");
    want(&mut raw, &stdout, r"\u{e0fff}", "fray run");
    let lines = place.fray(&["open", save], "show\nlog\nnote n00 \u{200b}\u{1b}\n");
    let (stdout, stderr) = (text(&lines.stdout), text(&lines.stderr));
    check_raw(&mut raw, &set, &stdout, "line mode");
    check_raw(&mut raw, &set, &stderr, "line mode (stderr)");
    want(&mut raw, &stdout, r"\u{e0041}", "line mode");
    want(&mut raw, &stdout, r"U+001B", "line mode");
    outputs += 2;
    assert_none(
        &raw,
        &format!(
            "command line: {} code points (Unicode {UNICODE_VERSION}) in {outputs} runs, {} saves named with them",
            set.len(),
            files.len()
        ),
    );
}

/// The bytes without the control sequences the full screen sends itself (CSI: ESC `[`,
/// parameters, intermediates, a final byte).
fn without_csi(bytes: &str) -> String {
    let mut out = String::with_capacity(bytes.len());
    let mut chars = bytes.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' && chars.peek() == Some(&'[') {
            chars.next();
            for c in chars.by_ref() {
                if ('\u{40}'..='\u{7e}').contains(&c) {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

#[test]
fn full_screens_send_no_invisible_character_to_the_terminal() {
    let all = invisible();
    let set: BTreeSet<char> = all.iter().copied().collect();
    let place = Place::new();
    let save = hostile_save(&place.saves(), &all, false);
    let save = arg(&save);
    // The start screen lists the 50 newest saves: the file names in two folders.
    let folders = [
        place.dir.path().join("names-1"),
        place.dir.path().join("names-2"),
    ];
    let named: Vec<char> = all.iter().copied().filter(|&c| c != '\0').collect();
    let half = named.len() / CHUNK / 2 * CHUNK;
    for (folder, part) in folders.iter().zip([&named[..half], &named[half..]]) {
        std::fs::create_dir(folder).unwrap_or_else(|e| panic!("{e}"));
        hostile_file_names(folder, part);
    }
    let combatants = all.len().div_ceil(CHUNK);
    let files = |part: &[char]| part.len().div_ceil(CHUNK);
    const DOWN: &[u8] = b"\x1b[B";
    const LEFT: &[u8] = b"\x1b[D";
    const HOME: &[u8] = b"\x1b[H";
    // Waits for the first frame, presses `first`, then `step` `n` times, then `ends`
    // (every key moves something: a key that changes nothing waits for a frame in vain).
    let walk = |first: &'static [u8], step: &'static [u8], n: usize, ends: &[&'static [u8]]| {
        let key = |bytes: &'static [u8]| (Duration::ZERO, bytes);
        let mut keys = vec![(Duration::from_millis(300), first)];
        keys.extend(std::iter::repeat_n(key(step), n));
        keys.extend(ends.iter().map(|&k| key(k)));
        keys
    };
    let saves = place.saves();
    // The start screens from their first save to their last, wide enough for a whole name
    // escaped; the fight and `fray watch` from the first combatant to the last (the
    // selected one's note shown whole); the replay from its last record to its first (each
    // record's narration shown whole: the names and notes).
    let (wide, usual) = ((800, 50), (120, 40));
    let screens = [
        (
            &folders[0],
            wide,
            vec![],
            walk(b"", DOWN, files(&named[..half]) - 1, &[b"q"]),
        ),
        (
            &folders[1],
            wide,
            vec![],
            walk(b"", DOWN, files(&named[half..]) - 1, &[b"q"]),
        ),
        (
            &saves,
            usual,
            vec!["open", save],
            walk(HOME, DOWN, combatants - 1, &[b"\t", b"q", b"y"]),
        ),
        (
            &saves,
            usual,
            vec!["replay", save],
            walk(b"", LEFT, 2 * combatants + 3, &[b"q"]),
        ),
        (
            &saves,
            usual,
            vec!["watch", save],
            walk(HOME, DOWN, combatants - 1, &[b"\t", b"q"]),
        ),
    ];
    // Each on a terminal of its own, at the same time.
    let runs: Vec<_> = thread::scope(|scope| {
        let place = &place;
        let started: Vec<_> = screens
            .iter()
            .map(|(folder, size, args, keys)| {
                scope.spawn(move || place.screen(folder, *size, args, keys))
            })
            .collect();
        started
            .into_iter()
            .map(|run| {
                run.join()
                    .unwrap_or_else(|_| panic!("a terminal run panicked"))
            })
            .collect()
    });
    let mut raw = Vec::new();
    let (mut keys, mut bytes_read) = (0, 0);
    for ((_, _, args, typed), (bytes, ended)) in screens.iter().zip(runs) {
        keys += typed.len();
        bytes_read += bytes.len();
        let what = format!("fray {args:?} (full screen)");
        if !ended {
            raw.push(format!("{what} did not end with success"));
        }
        let shown = without_csi(&bytes);
        check_raw(&mut raw, &set, &shown, &what);
        want(&mut raw, &shown, r"\u{", &what);
    }
    assert_none(
        &raw,
        &format!(
            "full screen: {} code points, {} screens, {keys} keys (a frame each), {bytes_read} bytes read",
            set.len(),
            screens.len()
        ),
    );
}
