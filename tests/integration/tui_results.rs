//! The current result is always readable: the strip under the panes shows the whole
//! narration of the last command, and the log wraps its current record, at 80×24 and 160×48;
//! `:help` opens a reader with line mode's text.

use crate::common;

use std::path::Path;

use fray::session::Session;
use fray::tui::app::{App, Screen};
use fray::tui::fight::{Fight, Input};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// A fight on a copy of the first `lines` lines (header included) of a shipped save.
fn fight_on(save: &str, lines: usize) -> (tempfile::TempDir, App) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("t.fray.jsonl");
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("saves")
        .join(save);
    let text = std::fs::read_to_string(source).expect("read");
    let kept: Vec<&str> = text.lines().take(lines).collect();
    std::fs::write(&path, kept.join("\n") + "\n").expect("write");
    let app = common::fight_app::fight_on(&path);
    (dir, app)
}

fn fight(app: &mut App) -> &mut Fight {
    match &mut app.screen {
        Screen::Fight(f) => f,
        _ => panic!("not a fight"),
    }
}

fn screen(app: &App, w: u16, h: u16) -> String {
    common::fight_app::drawn(app, w, h)
}

fn keys(app: &mut App, keys: &str) {
    for c in keys.chars() {
        let code = match c {
            '⏎' => KeyCode::Enter,
            '⎋' => KeyCode::Esc,
            c => KeyCode::Char(c),
        };
        app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
    }
}

/// The last command's narration.
fn narration(app: &mut App) -> String {
    fight(app).message.clone().expect("a result").text
}

/// Every word of `text` is somewhere on `shown` (words wrap whole, so none is split).
fn assert_all_words_shown(text: &str, shown: &str) {
    for word in text.split_whitespace() {
        assert!(
            shown.contains(word),
            "{word:?} of {text:?} is not on\n{shown}"
        );
    }
}

/// The demo at Baral's action in round 1, then his pistol shot: a hit, a medium wound to
/// the body, Ganger 2 moved down the ladder.
fn polaris_hit() -> (tempfile::TempDir, App) {
    let (dir, mut app) = fight_on("polaris-demo.fray.jsonl", usize::MAX);
    for line in ["start", "next", "next", "next", "next", "next"] {
        fight(&mut app).execute(line).expect(line);
    }
    fight(&mut app)
        .execute("attack baral ganger-2 armes-de-poing damage=14")
        .expect("attack");
    (dir, app)
}

#[test]
fn a_polaris_hit_with_its_wound_and_ladder_move_is_whole_on_screen() {
    let (_dir, mut app) = polaris_hit();
    let text = narration(&mut app);
    assert!(
        text.contains("medium wound to the body") && text.contains("moves to phase"),
        "{text}"
    );
    for (name, w, h) in [
        ("polaris_hit_80x24", 80, 24),
        ("polaris_hit_160x48", 160, 48),
    ] {
        let shown = screen(&app, w, h);
        assert_all_words_shown(&text, &shown);
        insta::assert_snapshot!(name, shown);
    }
}

#[test]
fn a_combat_pool_miss_is_whole_on_screen() {
    // The firefight up to record 41, then Kestrel's shot at Guard 1 (record 42: a miss).
    let (_dir, mut app) = fight_on("sr-firefight.fray.jsonl", 42);
    fight(&mut app)
        .execute("attack kestrel at guard-1 hits=3 medium adjust=1 soak=2")
        .expect("attack");
    let text = narration(&mut app);
    assert!(text.ends_with("miss"), "{text}");
    for (name, w, h) in [("pool_miss_80x24", 80, 24), ("pool_miss_160x48", 160, 48)] {
        let shown = screen(&app, w, h);
        assert_all_words_shown(&text, &shown);
        insta::assert_snapshot!(name, shown);
    }
}

#[test]
fn the_log_wraps_the_newest_record_and_keeps_the_others_on_one_line() {
    let (_dir, mut app) = polaris_hit();
    let text = narration(&mut app);
    // A message cleared leaves only the log to read the result from.
    fight(&mut app).message = None;
    let shown = screen(&app, 80, 24);
    assert_all_words_shown(&text, &shown);
    // Record 12 ("…; actions, fastest first; Baral Faadhi acts at phase 14") stays cut.
    assert!(
        shown.contains("#12") && !shown.contains("fastest first"),
        "{shown}"
    );
    insta::assert_snapshot!("log_wraps_the_newest_80x24", shown);
}

#[test]
fn help_and_help_attack_open_a_reader_with_line_modes_text() {
    let (_dir, mut app) = polaris_hit();
    let system = fight(&mut app).session.timeline().header().system;
    for (typed, topic) in [(":help⏎", None), (":help attack⏎", Some("attack"))] {
        keys(&mut app, typed);
        let expected = fray::script::help_in(system, topic).expect("help");
        match &fight(&mut app).input {
            Input::Reading { text, .. } => assert_eq!(text, &expected),
            other => panic!("{typed}: no reader but {other:?}"),
        }
        if topic.is_none() {
            insta::assert_snapshot!("help_reader_80x24", screen(&app, 80, 24));
        }
        keys(&mut app, "⎋");
        assert!(
            matches!(fight(&mut app).input, Input::Normal),
            "Esc closes it"
        );
    }
}

/// The last row of a drawn screen, without the quotes TestBackend puts around it.
fn status_row(shown: &str) -> String {
    shown
        .lines()
        .last()
        .unwrap_or_default()
        .trim_matches('"')
        .to_string()
}

#[test]
fn the_status_line_gives_way_by_priority_at_60_80_and_160_columns() {
    let (_dir, app) = polaris_hit();
    let wide = status_row(&screen(&app, 160, 48));
    for part in [
        "Docks of Equinoxe",
        "round 1",
        "phase 14",
        "Baral Faadhi",
        "saved #13",
        "? keys",
    ] {
        assert!(wide.contains(part), "{part:?} missing at 160: {wide}");
    }
    let medium = status_row(&screen(&app, 80, 24));
    assert!(
        medium.contains("Docks of Equinoxe") && medium.contains("? keys"),
        "{medium}"
    );
    // At 60 the keys hint goes, then the name is cut; nothing runs into "saved".
    let small = status_row(&screen(&app, 60, 20));
    assert!(!small.contains("keys"), "{small}");
    assert!(small.contains("Docks of Equ…"), "{small}");
    assert!(
        small.contains("· Baral Faadhi  ") && small.ends_with("saved #13"),
        "{small}"
    );
    // Narrower still, the name goes before the round, and who acts and saved stay.
    let tiny = status_row(&screen(&app, 40, 12));
    assert!(
        !tiny.contains("Docks") && tiny.contains("Baral Faadhi"),
        "{tiny}"
    );
    assert!(tiny.ends_with("saved #13"), "{tiny}");
    insta::assert_snapshot!("status_lines", [wide, medium, small, tiny].join("\n"));
}

#[test]
fn the_empty_selected_pane_wraps_its_hint() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("empty.fray.jsonl");
    let header = fray::engine::Header::new(fray::systems::polaris::ID, "Empty", 1, 0);
    drop(Session::create(&path, header).expect("create"));
    let app = common::fight_app::fight_on(&path);
    let shown = screen(&app, 80, 24);
    let hint = fray::i18n::tr("tui-roster-empty");
    // Roster and Selected both show it: every word of it twice, none cut.
    for word in hint.split_whitespace() {
        assert!(shown.matches(word).count() >= 2, "{word:?} cut in\n{shown}");
    }
    insta::assert_snapshot!("empty_fight_80x24", shown);
}
