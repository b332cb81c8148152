//! The Cyberpunk panes on the fight screen, from the example save `saves/cpi-alley.fray`
//! played up to round 2, Booster-1's slot (Vic's slots used, Jade's first slot delayed to
//! 9 and her second lost, Booster-1's pistol jammed), with one more wound on Booster-1:
//! snapshots at 80×24 and 160×48 in English and French; the replay and the players' watch
//! draw the same interval ladder.

use std::path::Path;

use fray::i18n::{Lang, with_lang};
use fray::session::Session;
use fray::tui::app::App;
use fray::tui::keymap::Keymap;
use fray::tui::replay::{Audience, ReplayScreen};
use fray::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The example's commands, comments and blank lines left out.
fn script() -> Vec<String> {
    let text =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/cpi-alley.fray"))
            .expect("script");
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect()
}

/// The example played up to Booster-1's slot of round 2 (after Jade's wound), then a
/// wound on Booster-1, in a save under `dir`.
fn round_two(dir: &Path) -> std::path::PathBuf {
    let path = dir.join("alley.fray.jsonl");
    let header = fray::engine::Header::new(fray::systems::cyberpunk::ID, "Alley", 2020, 0);
    let mut session = Session::create(&path, header).expect("create");
    let lines = script();
    let wound = lines
        .iter()
        .position(|l| l == "damage jade 5")
        .expect("Jade's wound");
    for line in lines.iter().take(wound + 2) {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    session.execute("damage booster-1 6").expect("wound");
    path
}

fn draw(app: &App, w: u16, h: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    term.draw(|f| app.draw(f)).expect("draw");
    term.backend().to_string()
}

fn fight(path: &Path) -> App {
    let (session, warnings) = Session::open(path).expect("open");
    App::fight(
        session,
        &warnings,
        path.parent().expect("dir").to_path_buf(),
        Keymap::default(),
        Theme::plain(),
    )
}

/// The fight with the ladder pane focused and zoomed: the one-pane view, words spelled out.
fn zoomed_ladder(path: &Path) -> App {
    let mut app = fight(path);
    for code in [KeyCode::BackTab, KeyCode::Char('z')] {
        app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
    }
    app
}

#[test]
fn the_interval_ladder_and_the_sheet_at_every_size_in_both_languages() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = round_two(dir.path());
    for (lang, tag) in [(Lang::En, "en"), (Lang::Fr, "fr")] {
        with_lang(lang, || {
            let app = fight(&path);
            for (w, h) in [(160, 48), (80, 24)] {
                let screen = draw(&app, w, h);
                insta::assert_snapshot!(format!("cpi_alley_round2_{tag}_{w}x{h}"), screen);
            }
            // The save is locked while a fight has it open.
            drop(app);
            let zoomed = draw(&zoomed_ladder(&path), 80, 24);
            insta::assert_snapshot!(format!("cpi_alley_round2_{tag}_ladder_80x24"), zoomed);
        });
    }
}

#[test]
fn the_ladder_shows_used_delayed_and_lost_slots_and_the_sheet_the_jam() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = round_two(dir.path());
    let ladder = with_lang(Lang::En, || draw(&zoomed_ladder(&path), 80, 24));
    for words in [
        "Interval ladder",
        "1st action",
        "used",
        "next, delayed from 15",
        "lost (below 1)",
        "acting now",
        "tie d10 8",
        "−6",
    ] {
        assert!(ladder.contains(words), "{words}:\n{ladder}");
    }
    let screen = with_lang(Lang::En, || draw(&fight(&path), 160, 48));
    for words in ["Interval ladder", "[jammed]", "REF", "MOUV", "Serious"] {
        assert!(screen.contains(words), "{words}:\n{screen}");
    }
    assert!(
        !screen.contains("Réaction") && !screen.contains("Reaction"),
        "{screen}"
    );
}

#[test]
fn replay_and_watch_draw_the_same_interval_ladder() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = round_two(dir.path());
    let live = with_lang(Lang::En, || draw(&fight(&path), 160, 48));
    // The ladder column past the quote, its border and the selection bar (the replay selects its
    // own combatant): marks, scores, names and slots; the players' view leaves out a
    // hidden combatant's penalty and tie-break dice, so only those columns are compared.
    let ladder_of = |screen: &str, width: usize| -> Vec<String> {
        screen
            .lines()
            .map(|l| l.chars().skip(3).take(width).collect::<String>())
            .collect()
    };
    for audience in [Audience::Gm, Audience::Players] {
        let shown = with_lang(Lang::En, || {
            let mut screen: ReplayScreen =
                fray::tui::replay::load(&path, audience).expect("replay");
            screen.seek(u64::MAX);
            let app = App::replay(
                screen,
                dir.path().to_path_buf(),
                Keymap::default(),
                Theme::plain(),
            );
            draw(&app, 160, 48)
        });
        assert!(shown.contains("Interval ladder"), "{audience:?}:\n{shown}");
        let width = if audience == Audience::Gm { 27 } else { 19 };
        let (a, b) = (ladder_of(&live, width), ladder_of(&shown, width));
        assert_eq!(a[1..12], b[1..12], "{audience:?}:\n{live}\n{shown}");
    }
}
