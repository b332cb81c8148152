//! Hostile saves, part 1: well-sealed saves whose encounter name, combatant names, notes
//! and command texts hold terminal escape sequences (ESC `[2J`, OSC 52, BEL, CR, C1
//! controls), bidi overrides, zero-width and very wide characters. Loading warns, and no
//! such character ever reaches the terminal: not through any TUI pane (fight, replay,
//! the players' watch view; each pane zoomed, at several sizes), nor through `fray show`,
//! `fray log` or `fray export`.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::fight_app::fight_of;
use fray::engine::{Event, Header, Record};
use fray::session::Session;
use fray::store::{SaveLog, load};
use fray::tui::app::App;
use fray::tui::replay::{self, Audience};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// Texts a hostile save holds.
const HOSTILE: &[&str] = &[
    "Clear\u{1b}[2J\u{1b}[H",
    "Clip\u{1b}]52;c;cm0gLXJmIH4=\u{7}",
    "Bell\u{7}Cr\rBack\u{8}",
    "C1\u{9b}31mcsi\u{9d}0;title\u{9c}",
    "Bidi\u{202e}txe.exe\u{202c}\u{2066}x\u{2069}",
    "Zero\u{200b}wid\u{200d}th\u{feff}\u{2028}",
    "巨人👹巨人👹巨人👹巨人👹",
];

/// Whether a character must never reach a terminal raw.
fn unsafe_char(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{2028}'..='\u{202E}' | '\u{2060}'..='\u{2069}' | '\u{FEFF}')
}

/// Panics naming the first unsafe character of `text` (line breaks allowed when `lines`).
fn assert_safe(text: &str, lines: bool, what: &str) {
    if let Some((at, c)) = text
        .char_indices()
        .find(|&(_, c)| unsafe_char(c) && !(lines && c == '\n'))
    {
        let from = text[..at]
            .char_indices()
            .rev()
            .nth(40)
            .map_or(0, |(i, _)| i);
        panic!("{what}: raw {c:?} after {:?}", &text[from..at]);
    }
}

/// A copy of an example save with every name, note and command made hostile, sealed by
/// the real writer.
fn hostile_copy(dir: &Path, example: &str) -> PathBuf {
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("saves")
        .join(example);
    let loaded = load(&source).unwrap_or_else(|e| panic!("{e}"));
    let mut header: Header = loaded.header;
    header.name = format!("{}{}", header.name, HOSTILE[0]);
    let mut records = loaded.records;
    let mut ids = Vec::new();
    for (i, record) in records.iter_mut().enumerate() {
        record.command = format!("{} {}", record.command, HOSTILE[i % HOSTILE.len()]);
        for event in &mut record.events {
            if let Event::CombatantAdded { combatant } = event {
                let n = ids.len();
                combatant.name = format!("{}{}{n}", combatant.name, HOSTILE[n % HOSTILE.len()]);
                combatant.note = HOSTILE[(n + 1) % HOSTILE.len()].to_string();
                ids.push(combatant.id);
            }
        }
    }
    let notes = ids.iter().enumerate().map(|(n, &who)| Event::NoteSet {
        who,
        text: HOSTILE[(n + 3) % HOSTILE.len()].repeat(3),
    });
    records.push(Record {
        seq: records.len() as u64 + 1,
        command: format!("note {}", HOSTILE[1]),
        at: None,
        events: notes.collect(),
    });
    let path = dir.join(example);
    let mut log = SaveLog::create(&path, &header).unwrap_or_else(|e| panic!("{e}"));
    for record in &records {
        log.append(record).unwrap_or_else(|e| panic!("{e}"));
    }
    path
}

const SIZES: [(u16, u16); 5] = [(200, 60), (120, 40), (80, 24), (60, 16), (30, 10)];

/// Draws the app at each size with each pane focused, zoomed and not: nothing unsafe
/// may land in any cell.
fn assert_screens_safe(app: &mut App, what: &str) {
    let key = |c| KeyEvent::new(c, KeyModifiers::NONE);
    for pane in 0..4 {
        for zoom in [false, true] {
            for (w, h) in SIZES {
                let mut term =
                    Terminal::new(TestBackend::new(w, h)).unwrap_or_else(|e| panic!("{e}"));
                term.draw(|f| app.draw(f)).unwrap_or_else(|e| panic!("{e}"));
                let cells: String = term
                    .backend()
                    .buffer()
                    .content()
                    .iter()
                    .map(|c| c.symbol())
                    .collect();
                assert_safe(
                    &cells,
                    false,
                    &format!("{what}: pane {pane}, zoom {zoom}, {w}x{h}"),
                );
            }
            app.handle_key(key(KeyCode::Char('z')));
        }
        app.handle_key(key(KeyCode::Tab));
        app.handle_key(key(KeyCode::Down));
    }
}

const EXAMPLES: [&str; 2] = ["polaris-three-rounds.fray.jsonl", "sr-firefight.fray.jsonl"];

#[test]
fn loading_warns_and_the_warnings_are_safe() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    for example in EXAMPLES {
        let path = hostile_copy(dir.path(), example);
        let loaded = load(&path).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            loaded
                .warnings
                .iter()
                .any(|w| w.starts_with("line 1: the encounter name holds control characters")),
            "{:?}",
            loaded.warnings
        );
        assert!(
            loaded
                .warnings
                .iter()
                .any(|w| w.contains("a name holds control characters")),
            "{:?}",
            loaded.warnings
        );
        for warning in &loaded.warnings {
            assert_safe(warning, false, "a warning");
        }
    }
}

#[test]
fn no_tui_pane_lets_a_control_character_through() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    for example in EXAMPLES {
        let path = hostile_copy(dir.path(), example);
        let (session, warnings) = Session::open(&path).unwrap_or_else(|e| panic!("{e}"));
        let mut app = fight_of(session, &warnings, dir.path());
        assert_screens_safe(&mut app, &format!("{example}: fight screen"));
        drop(app);
        for audience in [Audience::Gm, Audience::Players] {
            let len = replay::load(&path, audience).map_or(0, |s| s.replay.len());
            for at in [len, len / 2, 1] {
                let mut screen = replay::load(&path, audience).unwrap_or_else(|e| panic!("{e}"));
                screen.seek(at);
                let mut app = common::replay_app::app_on(screen);
                assert_screens_safe(
                    &mut app,
                    &format!("{example}: replay ({audience:?}) at {at}"),
                );
            }
        }
        let screen = replay::watch(&path).unwrap_or_else(|e| panic!("{e}"));
        let mut app = common::replay_app::app_on(screen);
        assert_screens_safe(&mut app, &format!("{example}: fray watch"));
    }
}

/// Runs the real binary; returns its standard output and error.
fn fray(args: &[&str]) -> (String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_fray"))
        .env("FRAY_LANG", "en")
        .args(args)
        .env("FRAY_SAVES_DIR", std::env::temp_dir())
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(
        out.status.success(),
        "fray {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = |b: &[u8]| String::from_utf8(b.to_vec()).unwrap_or_else(|e| panic!("{e}"));
    (text(&out.stdout), text(&out.stderr))
}

#[test]
fn show_log_and_export_print_nothing_raw() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    for example in EXAMPLES {
        let path = hostile_copy(dir.path(), example);
        let save = path.to_string_lossy().into_owned();
        for args in [
            &["show", save.as_str()][..],
            &["log", &save],
            &["export", &save],
            &["export", &save, "--players"],
            &["export", &save, "--with-undone"],
        ] {
            let (out, err) = fray(args);
            assert!(
                out.contains("u{1b}"),
                "fray {args:?} shows ESC escaped:\n{out}"
            );
            assert_safe(&out, true, &format!("fray {args:?}"));
            assert_safe(&err, true, &format!("fray {args:?} (stderr)"));
        }
    }
}
