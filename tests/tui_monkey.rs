//! Random keys through the app's update function at random terminal sizes: nothing
//! panics, and whatever the keys did is saved (the file replays to the state shown).

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
        std::fs::write(&path, fray::setup::DEMO).expect("write");
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
