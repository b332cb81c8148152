//! The replay screen from its keys: stepping, jumps by phase, round, moment and go-to,
//! playing with the clock given by the test, hiding undone commands; at every position the
//! panes show the fold of that prefix; and snapshots of the screen.

use crate::common;

use std::path::Path;
use std::time::{Duration, Instant};

use common::replay_app::{app_on, screen_of};
use fray::engine::Timeline;
use fray::report::Report;
use fray::session::Session;
use fray::store;
use fray::tui::app::{App, Screen};
use fray::tui::keymap::Keymap;
use fray::tui::replay::{self, Audience};
use fray::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

const THREE_ROUNDS: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/saves/polaris-three-rounds.fray.jsonl"
);

fn app_for(path: &Path) -> App {
    app_on(replay::load(path, Audience::Gm).expect("loads"))
}

fn press(app: &mut App, code: KeyCode) {
    app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
}

fn type_keys(app: &mut App, text: &str) {
    for c in text.chars() {
        let code = match c {
            '⏎' => KeyCode::Enter,
            '→' => KeyCode::Right,
            '←' => KeyCode::Left,
            c => KeyCode::Char(c),
        };
        press(app, code);
    }
}

fn render(app: &App, w: u16, h: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    term.draw(|f| app.draw(f)).expect("draw");
    term.backend().to_string()
}

fn prefix_report(path: &Path, pos: u64) -> Report {
    let loaded = store::load(path).expect("loads");
    let records = loaded.records[..pos as usize].to_vec();
    Report::of(Timeline::from_records(loaded.header, records).state())
}

#[test]
fn stepping_from_the_start_shows_the_fold_of_every_prefix() {
    let path = Path::new(THREE_ROUNDS);
    let mut app = app_for(path);
    let len = screen_of(&app).replay.len();
    assert_eq!(screen_of(&app).cursor, len, "opens where the fight stands");
    press(&mut app, KeyCode::Home);
    for pos in 0..=len {
        let screen = screen_of(&app);
        assert_eq!(screen.cursor, pos);
        assert_eq!(screen.report, prefix_report(path, pos), "position {pos}");
        if pos > 0 {
            assert_eq!(screen.log.last().map(|l| l.seq), Some(pos), "log follows");
        }
        press(&mut app, KeyCode::Right);
    }
    assert_eq!(screen_of(&app).cursor, len);
    assert!(render(&app, 120, 30).contains("End of the log."));
    for _ in 0..=len {
        press(&mut app, KeyCode::Left);
    }
    assert_eq!(screen_of(&app).cursor, 0);
    assert!(render(&app, 120, 30).contains("Start of the log"));
}

#[test]
fn rounds_phases_and_moments_are_one_key_away() {
    let mut app = app_for(Path::new(THREE_ROUNDS));
    press(&mut app, KeyCode::Home);
    type_keys(&mut app, "}");
    let r1 = screen_of(&app).cursor;
    assert_eq!(screen_of(&app).report.round, 1);
    assert_eq!(
        screen_of(&app).replay.mark(r1 - 1).round,
        0,
        "first record of round 1"
    );
    type_keys(&mut app, "}");
    assert_eq!(screen_of(&app).report.round, 2);
    type_keys(&mut app, "{");
    assert_eq!(screen_of(&app).cursor, r1);
    type_keys(&mut app, "]");
    let phase_start = screen_of(&app).cursor;
    assert!(phase_start > r1);
    let before = screen_of(&app).replay.mark(phase_start - 1);
    assert_ne!(before, screen_of(&app).replay.mark(phase_start));
    type_keys(&mut app, "[");
    assert_eq!(screen_of(&app).cursor, r1);
    press(&mut app, KeyCode::Home);
    type_keys(&mut app, ".");
    let first = screen_of(&app).replay.moments()[0].seq;
    assert_eq!(screen_of(&app).cursor, first);
    let said = render(&app, 120, 30);
    assert!(
        said.contains("surprised") || said.contains("round"),
        "{said}"
    );
}

#[test]
fn go_to_reaches_records_rounds_and_phases_and_explains_refusals() {
    let mut app = app_for(Path::new(THREE_ROUNDS));
    type_keys(&mut app, ":12⏎");
    assert_eq!(screen_of(&app).cursor, 12);
    type_keys(&mut app, ":r3⏎");
    assert_eq!(screen_of(&app).report.round, 3);
    let round_three = screen_of(&app).cursor;
    assert_eq!(screen_of(&app).replay.mark(round_three - 1).round, 2);
    type_keys(&mut app, ":start⏎");
    assert_eq!(screen_of(&app).cursor, 0);
    type_keys(&mut app, ":999⏎");
    assert_eq!(screen_of(&app).cursor, 0);
    assert!(render(&app, 120, 30).contains("there is no record 999"));
    type_keys(&mut app, ":r9⏎");
    assert!(render(&app, 120, 30).contains("never reached round 9"));
    type_keys(&mut app, ":what⏎");
    assert!(render(&app, 120, 30).contains("give a record number"));
    type_keys(&mut app, "Q");
    assert!(
        render(&app, 120, 30).contains("read-only"),
        "unbound key said"
    );
}

#[test]
fn playing_moves_on_at_the_chosen_speed_and_stops_at_the_end() {
    let mut app = app_for(Path::new(THREE_ROUNDS));
    press(&mut app, KeyCode::Home);
    type_keys(&mut app, " ");
    let t0 = Instant::now();
    assert!(app.tick(t0));
    assert_eq!(screen_of(&app).cursor, 1);
    assert!(!app.tick(t0 + Duration::from_millis(100)), "2/s: not yet");
    assert!(app.tick(t0 + Duration::from_millis(500)));
    assert_eq!(screen_of(&app).cursor, 2);
    type_keys(&mut app, "++");
    assert!(app.tick(t0 + Duration::from_millis(625)));
    assert_eq!(screen_of(&app).cursor, 3, "8/s");
    type_keys(&mut app, " ");
    assert!(!app.tick(t0 + Duration::from_secs(60)), "paused");
    assert_eq!(screen_of(&app).cursor, 3);
    type_keys(&mut app, " ");
    let mut t = t0 + Duration::from_secs(61);
    while screen_of(&app).playing {
        app.tick(t);
        t += Duration::from_secs(1);
    }
    assert_eq!(screen_of(&app).cursor, screen_of(&app).replay.len());
    assert!(render(&app, 120, 30).contains("playing stopped"));
}

/// A save with a mistake undone, redone and undone again.
fn save_with_undo(dir: &Path) -> std::path::PathBuf {
    let path = dir.join("undo.fray.jsonl");
    let header = fray::engine::Header::new(fray::systems::polaris::ID, "Undo", 5, 0);
    let mut session = Session::create(&path, header).expect("create");
    for line in [
        "add Aria pc reaction=12",
        "add 2 gangers",
        "wound Aria head light",
        "undo",
        "redo",
        "undo",
        "wound Aria body medium",
    ] {
        session.execute(line).expect(line);
    }
    path
}

#[test]
fn undone_commands_are_marked_and_can_be_hidden() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = save_with_undo(dir.path());
    let mut app = app_for(&path);
    let shown = render(&app, 120, 30);
    assert!(shown.contains("(undone)"), "{shown}");
    assert_eq!(screen_of(&app).log.len(), 7);
    type_keys(&mut app, "u");
    let screen = screen_of(&app);
    assert!(screen.hide_undone);
    let seqs: Vec<u64> = screen.log.iter().map(|l| l.seq).collect();
    assert_eq!(seqs, vec![1, 2, 7]);
    press(&mut app, KeyCode::Home);
    type_keys(&mut app, "→→→");
    assert_eq!(
        screen_of(&app).cursor,
        7,
        "steps skip the undone and the undo records"
    );
    type_keys(&mut app, "u:4⏎");
    assert_eq!(screen_of(&app).cursor, 4);
    assert!(render(&app, 140, 30).contains("(takes back #3)"));
    type_keys(&mut app, "←");
    assert!(render(&app, 140, 30).contains("(undone later, by #4)"));
    assert!(
        screen_of(&app).log.iter().all(|l| !l.undone),
        "in effect at #3"
    );
    type_keys(&mut app, "→→");
    assert!(render(&app, 140, 30).contains("(restores #3)"));
}

#[test]
fn the_start_screen_opens_a_replay_with_r() {
    let dir = tempfile::tempdir().expect("tempdir");
    let saves = dir.path().to_path_buf();
    save_with_undo(&saves);
    let mut app = App::start(saves, Keymap::default(), Theme::plain());
    type_keys(&mut app, "r");
    let shown = render(&app, 120, 30);
    assert!(matches!(app.screen, Screen::Replay(_)), "{shown}");
    assert!(shown.contains("REPLAY"));
    type_keys(&mut app, "q");
    assert!(matches!(app.screen, Screen::Start(_)));
}

#[test]
fn the_replay_screen_at_each_size() {
    let mut app = app_for(Path::new(THREE_ROUNDS));
    type_keys(&mut app, ":40⏎");
    insta::assert_snapshot!("replay_150x42", render(&app, 150, 42));
    insta::assert_snapshot!("replay_100x30", render(&app, 100, 30));
    insta::assert_snapshot!("replay_60x14", render(&app, 60, 14));
    type_keys(&mut app, ":");
    insta::assert_snapshot!("replay_goto_100x30", render(&app, 100, 30));
    for (w, h) in [(0, 0), (1, 1), (39, 9), (40, 10)] {
        let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
        term.draw(|f| app.draw(f)).expect("draw");
    }
}

#[test]
fn the_firefight_replays_without_rounds_and_shows_tokens_turned_up() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/sr-firefight.fray.jsonl");
    let mut app = app_for(&path);
    let end = render(&app, 160, 48);
    assert!(end.contains("Timeline"), "{end}");
    assert!(end.contains("over"), "{end}");
    assert!(
        !end.contains("round 1"),
        "no rounds in the combat pool (SRP-11): {end}"
    );
    press(&mut app, KeyCode::Home);
    let mut seen = String::new();
    let len = screen_of(&app).replay.len();
    while screen_of(&app).cursor < len {
        press(&mut app, KeyCode::Right);
        seen.push_str(&render(&app, 160, 48));
    }
    for shown in ["face down", "reveals", "damage token", "HIT"] {
        assert!(seen.contains(shown), "never showed '{shown}'");
    }
    let small = render(&app, 60, 20);
    assert!(small.contains("Timeline"), "{small}");
}

#[test]
fn hiding_undone_commands_labels_only_the_rounds_in_effect() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("undone-round.fray.jsonl");
    let header = fray::engine::Header::new(fray::systems::polaris::ID, "Undone round", 5, 0);
    let mut session = Session::create(&path, header).expect("create");
    let lines = [
        "add Aria pc reaction=12",
        "add 2 gangers",
        "start",
        "undo",
        "wound Aria head light",
        "wound Aria body light",
        "start",
        "next",
    ];
    for line in lines {
        session.execute(line).expect(line);
    }
    drop(session);
    let label_row = |shown: &str| {
        shown
            .lines()
            .find(|l| l.contains("R1"))
            .unwrap_or_default()
            .trim_matches('"')
            .to_string()
    };
    let mut app = app_for(&path);
    let both = label_row(&render(&app, 100, 30));
    assert!(both.contains("R1"), "{both:?}");
    type_keys(&mut app, "u");
    let row = label_row(&render(&app, 100, 30));
    assert_eq!(row.matches("R1").count(), 1, "{row:?}");
    let at = fray::tui::view::timeline::column(7, lines.len() as u64, 100);
    assert_eq!(
        row.find("R1"),
        Some(usize::from(at)),
        "the label sits at the round in effect (record 7), not the undone one (3): {row:?}"
    );
}

#[test]
fn the_record_at_the_cursor_is_whole_under_the_bar() {
    let mut app = app_on(replay::load(Path::new(THREE_ROUNDS), Audience::Players).expect("loads"));
    // Record 58: Lena's shot, a long line.
    type_keys(&mut app, ":58⏎");
    let screen = screen_of(&app);
    let line = screen.log.last().expect("a line");
    assert_eq!(line.seq, 58);
    let narration = line.narration.clone();
    assert!(narration.chars().count() > 80, "{narration}");
    let shown = render(&app, 80, 24);
    let rows: Vec<&str> = shown.lines().collect();
    // Under the bar, above the status line: the whole narration, word after word.
    let strip = rows[rows.len() - 4..rows.len() - 1].join(" ");
    for word in narration.split(' ') {
        assert!(
            strip.contains(word),
            "{word:?} of {narration:?} not in\n{shown}"
        );
    }
}
