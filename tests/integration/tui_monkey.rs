//! Random keys through the app's update function at random terminal sizes: nothing
//! panics, and whatever the keys did is saved (the file replays to the state shown).

use crate::common;

use common::lcg::Lcg;
use fray::session::Session;
use fray::tui::app::{App, Screen};
use fray::tui::keymap::Keymap;
use fray::tui::theme::Theme;
use proptest::prelude::*;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

fn any_key() -> impl Strategy<Value = KeyEvent> {
    let code = prop_oneof![
        8 => prop::sample::select(
            "nidtawHh+XDepScCNmrEuqjkgGz:?\u{20}1234567890-abcdefxyz\"#[]{}.,=".chars().collect::<Vec<_>>()
        )
        .prop_map(KeyCode::Char),
        1 => Just(KeyCode::Enter),
        1 => Just(KeyCode::Esc),
        1 => Just(KeyCode::Tab),
        1 => Just(KeyCode::BackTab),
        1 => Just(KeyCode::Backspace),
        1 => Just(KeyCode::Up),
        1 => Just(KeyCode::Down),
        1 => Just(KeyCode::Left),
        1 => Just(KeyCode::Right),
        1 => Just(KeyCode::F(1)),
        1 => Just(KeyCode::Delete),
        1 => Just(KeyCode::Home),
        1 => Just(KeyCode::End),
    ];
    let modifiers = prop_oneof![
        10 => Just(KeyModifiers::NONE),
        1 => Just(KeyModifiers::CONTROL),
        1 => Just(KeyModifiers::ALT),
    ];
    (code, modifiers).prop_map(|(c, m)| KeyEvent::new(c, m))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn random_keys_never_panic_and_everything_shown_is_saved(
        keys in prop::collection::vec(any_key(), 1..250),
        sizes in prop::collection::vec((0u16..180, 0u16..60), 1..8),
    ) {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("demo.fray.jsonl");
        std::fs::write(&path, fray::setup::demo()).expect("write");
        let (session, warnings) = Session::open(&path).expect("open");
        let mut app = App::fight(session, &warnings, dir.path().to_path_buf(), Keymap::default(), Theme::plain());
        for (i, key) in keys.iter().enumerate() {
            app.handle_key(*key);
            if app.quit {
                break;
            }
            let (w, h) = sizes[i % sizes.len()];
            let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
            term.draw(|f| app.draw(f)).expect("draw");
        }
        if let Screen::Fight(fight) = &app.screen {
            prop_assert_eq!(fight.session.unsaved(), 0);
            let loaded = fray::store::load(&path).expect("the save loads");
            let replayed = fray::engine::Timeline::from_records(loaded.header, loaded.records);
            prop_assert_eq!(replayed.state(), fight.session.timeline().state());
        }
    }

    #[test]
    fn random_keys_on_the_replay_screen_never_panic_and_show_the_prefix_fold(
        keys in prop::collection::vec(any_key(), 1..200),
        sizes in prop::collection::vec((0u16..180, 0u16..60), 1..8),
    ) {
        let path = std::path::Path::new(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/saves/polaris-three-rounds.fray.jsonl"
        ));
        let screen = fray::tui::replay::load(path, fray::tui::replay::Audience::Gm).expect("loads");
        let mut app = App::replay(screen, std::env::temp_dir(), Keymap::default(), Theme::plain());
        let start = std::time::Instant::now();
        for (i, key) in keys.iter().enumerate() {
            app.handle_key(*key);
            app.tick(start + std::time::Duration::from_millis(200 * i as u64));
            if app.quit {
                break;
            }
            let (w, h) = sizes[i % sizes.len()];
            let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
            term.draw(|f| app.draw(f)).expect("draw");
        }
        if let Screen::Replay(replay) = &app.screen {
            let loaded = fray::store::load(path).expect("loads");
            let prefix = loaded.records[..replay.cursor as usize].to_vec();
            let folded = fray::engine::Timeline::from_records(loaded.header, prefix);
            prop_assert_eq!(&replay.state, folded.state());
        }
    }
}

/// How many keys per encounter: 500,000 (a million in all) with `FRAY_LONG_TESTS=1`,
/// 3,000 otherwise.
fn keys_per_encounter() -> u64 {
    if std::env::var_os("FRAY_LONG_TESTS").is_some_and(|v| v == "1") {
        500_000
    } else {
        3_000
    }
}

/// Any key a keyboard sends, with printable keys weighted up so forms get filled.
fn random_key(rng: &mut Lcg) -> KeyEvent {
    const SPECIAL: [KeyCode; 14] = [
        KeyCode::Enter,
        KeyCode::Esc,
        KeyCode::Tab,
        KeyCode::BackTab,
        KeyCode::Backspace,
        KeyCode::Up,
        KeyCode::Down,
        KeyCode::Left,
        KeyCode::Right,
        KeyCode::Delete,
        KeyCode::Home,
        KeyCode::End,
        KeyCode::PageUp,
        KeyCode::PageDown,
    ];
    let code = match rng.below(10) {
        0..=6 => KeyCode::Char(char::from(b' ' + rng.below(95) as u8)),
        7 => KeyCode::Char(['é', '→', '💥', '\u{1b}', '\u{7f}'][rng.below(5) as usize]),
        8 => SPECIAL[rng.below(SPECIAL.len() as u64) as usize],
        _ => KeyCode::F(1 + rng.below(12) as u8),
    };
    let modifiers = match rng.below(12) {
        0 => KeyModifiers::CONTROL,
        1 => KeyModifiers::ALT,
        2 => KeyModifiers::SHIFT,
        _ => KeyModifiers::NONE,
    };
    KeyEvent::new(code, modifiers)
}

/// The fight shown is sound and every record it shows is on disk, replaying to it.
fn assert_saved(app: &App, at: u64) {
    if let Screen::Fight(fight) = &app.screen {
        let session = &fight.session;
        assert_eq!(session.unsaved(), 0, "key {at}: a command is unsaved");
        let loaded = fray::store::load(session.path())
            .unwrap_or_else(|e| panic!("key {at}: the save must load: {e}"));
        let replayed = fray::engine::Timeline::from_records(loaded.header, loaded.records);
        assert_eq!(replayed.state(), session.timeline().state(), "key {at}");
    }
}

/// Opens a fight on the save at `path`.
fn fight_on(path: &std::path::Path, saves: &std::path::Path) -> App {
    let (session, warnings) = Session::open(path).expect("open");
    App::fight(
        session,
        &warnings,
        saves.to_path_buf(),
        Keymap::default(),
        Theme::plain(),
    )
}

#[test]
fn a_long_run_of_random_keys_keeps_every_state_sound_and_saved() {
    let per_encounter = keys_per_encounter();
    let (mut commands, mut quits, mut draws) = (0usize, 0u64, 0u64);
    for (source, seed) in [("polaris-three-rounds", 7u64), ("sr-firefight", 2077)] {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join(format!("{source}.fray.jsonl"));
        let shipped = format!("{}/saves/{source}.fray.jsonl", env!("CARGO_MANIFEST_DIR"));
        std::fs::copy(shipped, &path).expect("copy");
        let mut rng = Lcg(seed);
        let mut app = fight_on(&path, dir.path());
        let (mut w, mut h) = (200u16, 60u16);
        for at in 0..per_encounter {
            app.handle_key(random_key(&mut rng));
            if let Screen::Fight(fight) = &app.screen {
                let state = fight.session.timeline().state();
                let problems = state.problems();
                assert!(problems.is_empty(), "key {at}: {problems:?}");
                assert_eq!(fight.session.unsaved(), 0, "key {at}: a command is unsaved");
            }
            if app.quit {
                assert_saved(&app, at);
                if let Screen::Fight(fight) = &app.screen {
                    commands += fight.session.timeline().records().len();
                }
                quits += 1;
                drop(app); // lets go of the save's lock
                app = fight_on(&path, dir.path());
            }
            if rng.below(50) == 0 {
                (w, h) = (rng.below(230) as u16, rng.below(70) as u16);
            }
            let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
            term.draw(|f| app.draw(f)).expect("draw");
            draws += 1;
            if at % 5_000 == 4_999 {
                assert_saved(&app, at);
            }
        }
        assert_saved(&app, per_encounter);
        if let Screen::Fight(fight) = &app.screen {
            commands += fight.session.timeline().records().len();
        }
    }
    eprintln!(
        "monkey: {} keys, {draws} frames drawn, {quits} quits and reopenings, {commands} records checked",
        2 * per_encounter
    );
}
