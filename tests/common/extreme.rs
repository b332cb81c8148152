//! Extreme numbers for the overflow tests: the values typed into every numeric slot of a
//! line, a way to find those slots, and one function that computes every view of an
//! encounter (report, `fray show` text and JSON, narration, players' view and log, both
//! exports, the TUI's screens) so that a panic anywhere shows up.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use fray::engine::{Record, Timeline};
use fray::export::{self, Format, MarkdownOptions, Options};
use fray::model::SystemId;
use fray::player_view::{self, PlayerReport};
use fray::report::Report;
use fray::script::{self, Line};
use fray::session::Session;
use fray::tui::app::App;
use fray::tui::keymap::Keymap;
use fray::tui::replay::{self, Audience};
use fray::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// Values typed into a numeric slot: type edges, range edges ±1, huge digit strings.
pub const EXTREMES: &[&str] = &[
    "-2147483648",
    "2147483647",
    "-2147483649",
    "2147483648",
    "4294967295",
    "4294967296",
    "-9223372036854775808",
    "9223372036854775807",
    "18446744073709551615",
    "-18446744073709551616",
    "99999999999999999999999999999999",
    "-1",
    "0",
    "1",
    "99",
    "100",
    "101",
    "255",
    "256",
    "999",
    "1000",
    "-999",
    "-1000",
    "9999",
    "10000",
    "65535",
    "65536",
];

/// The byte ranges of the numbers in `line` that a user typed as values: a run of digits
/// (with its sign) at the start of a word or after `=`, `,`, `d`, or a sign that follows
/// a digit (`4+9`); not the digits of a name such as `ganger-2`.
pub fn slots(line: &str) -> Vec<std::ops::Range<usize>> {
    let b = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let mut start = i;
        let mut end = i;
        while end < b.len() && b[end].is_ascii_digit() {
            end += 1;
        }
        let before = |k: usize| (k > 0).then(|| b[k - 1]);
        let slot = match before(i) {
            None | Some(b' ' | b'=' | b',' | b'"') => true,
            Some(b'd') => before(i - 1).is_some_and(|c| c.is_ascii_digit()),
            Some(b'+' | b'-') => {
                let sign_ok = match before(i - 1) {
                    None | Some(b' ' | b'=' | b',') => true,
                    Some(c) => c.is_ascii_digit(),
                };
                if sign_ok {
                    start = i - 1;
                }
                sign_ok
            }
            _ => false,
        };
        if slot {
            out.push(start..end);
        }
        i = end;
    }
    out
}

/// `line` with the slot `at` replaced by `value` (a sign kept between two numbers).
pub fn replace(line: &str, at: &std::ops::Range<usize>, value: &str) -> String {
    let joined = at.start > 0 && line.as_bytes()[at.start - 1].is_ascii_digit();
    let value = if joined && !value.starts_with('-') {
        format!("+{value}")
    } else {
        value.to_string()
    };
    format!("{}{value}{}", &line[..at.start], &line[at.end..])
}

/// A copy of a shipped example save in `dir`, its last `drop` records left out.
pub fn copy_example(dir: &Path, name: &str, drop: usize) -> PathBuf {
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("saves")
        .join(name);
    let text =
        std::fs::read_to_string(&source).unwrap_or_else(|e| panic!("{}: {e}", source.display()));
    let lines: Vec<&str> = text.lines().collect();
    let kept = lines[..lines.len() - drop].join("\n") + "\n";
    let path = dir.join(name);
    std::fs::write(&path, kept).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    path
}

/// Every text view of a timeline: report, `fray show` (text and JSON), the narration of
/// each record, the players' report and log, and both exports (GM, players, JSON).
pub fn views(timeline: &Timeline) {
    let state = timeline.state();
    let report = Report::of(state);
    let _ = fray::cli::render(&report);
    serde_json::to_string_pretty(&report).unwrap_or_else(|e| panic!("show --json: {e}"));
    let players = PlayerReport::of(state);
    let _ = fray::cli::render(&players.into_report());
    let _ = player_view::lines(timeline);
    narrations(timeline.header().clone(), timeline.records());
    for (format, players, reveal_face_down) in [
        (Format::Markdown, false, false),
        (Format::Markdown, true, false),
        (Format::Json, false, false),
        (Format::Json, false, true),
    ] {
        let options = Options {
            format,
            up_to: None,
            json: fray::export::JsonOptions {
                reveal_face_down,
                states: reveal_face_down,
            },
            markdown: MarkdownOptions {
                with_undone: true,
                players,
            },
        };
        let mut out = Vec::new();
        export::export(
            timeline.header(),
            timeline.records().to_vec(),
            &options,
            &mut out,
        )
        .unwrap_or_else(|e| panic!("export {format:?}: {e}"));
    }
}

/// The transcript line of every record, from the state just before it.
fn narrations(header: fray::engine::Header, records: &[Record]) {
    let mut replayed = Timeline::new(header);
    for record in records {
        let _ = fray::narrate::describe(record, replayed.state(), replayed.records());
        replayed.commit(record.clone());
    }
}

/// Draws the fight screen of `session` at two sizes, with each pane zoomed in turn.
pub fn draw_fight(session: Session, dir: &Path) {
    let mut app = App::fight(
        session,
        &[],
        dir.to_path_buf(),
        Keymap::default(),
        Theme::plain(),
    );
    draw_panes(&mut app);
}

/// Draws the replay (GM and players, at the end) and the watch view of the save at `path`.
pub fn draw_replays(path: &Path) {
    for audience in [Audience::Gm, Audience::Players] {
        let mut screen = replay::load(path, audience).unwrap_or_else(|e| panic!("{e}"));
        let len = screen.replay.len();
        screen.seek(len);
        draw_panes(&mut crate::common::replay_app::app_on(screen));
    }
    let screen = replay::watch(path).unwrap_or_else(|e| panic!("{e}"));
    draw_panes(&mut crate::common::replay_app::app_on(screen));
}

fn draw_panes(app: &mut App) {
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let key = |c| KeyEvent::new(c, KeyModifiers::NONE);
    for _pane in 0..4 {
        for (w, h) in [(160, 50), (80, 24)] {
            let mut term = Terminal::new(TestBackend::new(w, h)).unwrap_or_else(|e| panic!("{e}"));
            term.draw(|f| app.draw(f)).unwrap_or_else(|e| panic!("{e}"));
        }
        app.handle_key(key(KeyCode::Char('z')));
        let mut term = Terminal::new(TestBackend::new(120, 40)).unwrap_or_else(|e| panic!("{e}"));
        term.draw(|f| app.draw(f)).unwrap_or_else(|e| panic!("{e}"));
        app.handle_key(key(KeyCode::Char('z')));
        app.handle_key(key(KeyCode::Tab));
    }
}

/// Names in the verb examples, and who plays them in the Polaris example saves.
pub const POLARIS_NAMES: &[(&str, &str)] = &[
    ("kurt", "ganger-1"),
    ("ally-1", "lena"),
    ("firearms", "fusils"),
    ("melee-weapons", "mains-nues"),
    ("stealth", "athletisme"),
    ("perception", "observation"),
    ("climbing", "athletisme"),
];

pub const POOL_NAMES: &[(&str, &str)] = &[
    ("baral", "kestrel"),
    ("kurt", "guard-1"),
    ("ganger-1", "guard-2"),
    ("ganger-2", "guard-3"),
    ("ally-1", "juno"),
];

/// Lines with numeric slots the verb examples leave out, per system.
const POLARIS_EXTRA: &[&str] = &[
    "add 2 extra enemy reaction=3 chance=4+5",
    "set baral reaction=14 chance=12 fusils=4+9 pre=11 con=12 armour=3",
    "condition baral dazed -2 for 3 rounds",
    "tick alarm 3",
    "test baral 12 5 -3",
    "test baral fusils 3 +2 pressured",
    "oppose baral 12 2 vs ganger-1 11 -1",
    "attack baral ganger-1 12 3 -1 damage=8 at body",
    "wound ganger-1 body damage=12 shock=-5",
    "wound ganger-1 damage=99 shock=7",
    "heal baral body light 2",
    "marker ganger-1 3 -2",
    "init ganger-1 10",
    "opponents ganger-1 3",
    "shock ganger-1 12",
    "prepare ganger-1 2",
    "hesitate ganger-1 2",
    "delay ganger-1 4",
    "surprise baral lena 3",
    "roll 3d6+2",
    "roll 2d10-4 for luck",
    "option rushed-malus -3",
    "option location-table head:1-2,body:3-20",
];

const POOL_EXTRA: &[&str] = &[
    "add 2 extra enemy body=3 reaction=4 weapon=6 armor=2 passes=2 trigger=1 media=3",
    "set kestrel body=5 willpower=4 reaction=6 intuition=5 professional=4 logic=3 tactics=2",
    "set kestrel weapon=7 armor=3 passes=3 trigger=2 media=4",
    "pool kestrel instinct score=12",
    "allocate kestrel 3",
    "reduce-defense kestrel 2",
    "reset-defense kestrel 1",
    "spend kestrel 2 other for luck",
    "coordinate kestrel 2",
    "evade kestrel 2",
    "attack kestrel at guard-1 dice=8 threshold=-1 spend=1 multiple=2 rc=2 skill=3 adjust=1 damage=6 care=1 soak=2 ignore=1",
    "attack kestrel at guard-1 hits=3 spray=6 auto",
    "suppress guard-2 at kestrel dice=4 threshold=+2 spend=1 damage=6 soak=2",
    "throw juno at guard-3 dice=5 threshold=1 spend=1",
    "melee kestrel guard-2 hits=2 back=1 damage=7 their-damage=3 spend=1 soak=4",
    "melee kestrel guard-2 dice=5 backdice=4 damage=7",
    "opposed kestrel guard-1 hits=3,2",
    "damage kestrel 4 soak=2",
    "heal kestrel 3 stun",
    "blast guard-2,guard-3 damage=10 soak=2 by juno",
    "lethality guard-1 low care=2",
    "stress kestrel 2",
    "tick alarm 2",
    "condition kestrel pinned 2 for 3 rounds",
    "roll 4d6+1",
    "option knockdown-damage 10",
    "option monitor-base 8",
    "option wound-step 3",
    "option style 5",
    "option burst-damage-tokens 2",
    "option bag F1 F2 F3 S4 S5 S6x2",
    "option pool-type.grit body+willpower+reaction",
];

/// `line` with the example names of `names` (whole words) replaced.
pub fn renamed(line: &str, names: &[(&str, &str)]) -> String {
    let is_name = |c: char| c.is_alphanumeric() || c == '-';
    let mut out = String::new();
    let mut word = String::new();
    for c in line.chars().chain(std::iter::once(' ')) {
        if is_name(c) {
            word.push(c);
            continue;
        }
        let lower = word.to_lowercase();
        match names.iter().find(|(from, _)| *from == lower) {
            Some((_, to)) => out.push_str(to),
            None => out.push_str(&word),
        }
        word.clear();
        out.push(c);
    }
    out.pop();
    out
}

/// Every line to try in `system`: each verb's examples, then the extra ones. Panics
/// when a verb has no line (a new verb must be covered here).
pub fn lines_of(system: SystemId, names: &[(&str, &str)]) -> Vec<String> {
    let extra = match system {
        fray::systems::polaris::ID => POLARIS_EXTRA,
        _ => POOL_EXTRA,
    };
    let mut lines = Vec::new();
    for verb in script::verbs_in(system) {
        assert!(!verb.examples.is_empty(), "{}: no example", verb.name);
        lines.extend(verb.examples.iter().map(|e| renamed(e, names)));
    }
    lines.extend(extra.iter().map(|e| renamed(e, names)));
    lines
}

/// [`try_run`], a panic recorded in `failures` (so that one run lists them all).
pub fn run_logged(timeline: &Timeline, line: &str, failures: &mut Vec<String>) -> Option<Timeline> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| try_run(timeline, line))) {
        Ok(after) => after,
        Err(_) => {
            failures.push(line.to_string());
            None
        }
    }
}

/// Panics listing the lines that panicked, if any.
pub fn assert_none_panicked(failures: &[String]) {
    assert!(
        failures.is_empty(),
        "{} line(s) panicked, e.g.:\n{}",
        failures.len(),
        failures
            .iter()
            .take(40)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// Runs `line` on a copy of `timeline` as [`Session::execute`] does; on acceptance,
/// computes every view. Returns the timeline after it, when accepted.
pub fn try_run(timeline: &Timeline, line: &str) -> Option<Timeline> {
    let system = timeline.state().system;
    let command = match script::parse_in(system, line) {
        Ok(Line::Command(command)) => command,
        Ok(_) => return None,
        Err(e) => {
            assert_inline(&e.to_string(), line);
            return None;
        }
    };
    let record = match timeline.prepare(line, &command) {
        Ok(record) => record,
        Err(e) => {
            assert_inline(&e.to_string(), line);
            return None;
        }
    };
    let _ = fray::narrate::describe(&record, timeline.state(), timeline.records());
    let mut after = timeline.clone();
    after.commit(record);
    views(&after);
    Some(after)
}

/// A refusal is one line of text, shown under the word.
pub fn assert_inline(message: &str, line: &str) {
    assert!(
        !message.is_empty() && !message.contains('\n'),
        "{line}: {message:?}"
    );
}

#[test]
fn slots_are_the_typed_numbers_not_the_names() {
    let line = "set ganger-2 firearms=4+9 hits=3,2 -5 2d6+1";
    let found: Vec<&str> = slots(line).into_iter().map(|r| &line[r]).collect();
    assert_eq!(found, ["4", "+9", "3", "2", "-5", "2", "6", "+1"]);
    assert_eq!(replace("x=4+9", &(4..5), "7"), "x=4+7");
    assert_eq!(replace("x=4+9", &(2..3), "-1"), "x=-1+9");
}
