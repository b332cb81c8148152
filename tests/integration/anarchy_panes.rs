//! The Anarchy panes on the fight screen, from an encounter built with the command
//! language: three runners (Kira, Jax the decker with marks on a ganger, Sable the mage
//! who took drain sustaining a spell), a group of three gangers; Turn 1 mid-way with an
//! Interruption in force and the GM's point of this Narration spent, Kira wounded past
//! her armor with stun boxes. Snapshots at 80×24 and 160×48 in English and French; the
//! replay draws the same order, the players' watch without the GM's pool.

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

/// The scene, one command a line.
const SCENE: &[&str] = &[
    "add Kira pc str=5 wil=3 agi=4 log=3 chance=3 armor=6 seat=1",
    "add Jax pc str=3 wil=4 agi=3 log=6 chance=2 armor=2 seat=2",
    "add Sable pc str=2 wil=5 agi=3 log=4 chance=2 armor=2 seat=3",
    "add Ganger enemy str=4 wil=2 agi=3 log=2 chance=1 armor=3 group=1",
    "add Thug enemy str=4 wil=2 agi=3 log=2 chance=1 armor=3 group=1",
    "add Punk enemy str=3 wil=2 agi=3 log=2 chance=1 armor=0 group=1",
    "session",
    "start",
    "vr jax on",
    "marks jax ganger 2",
    "cast sable effect Armor amp 4",
    "cast sable combat Manabolt amp 4 dice 8",
    "damage kira 8",
    "damage kira 3 stun",
    "damage punk 4",
    "next",
];

/// The scene in a save under `dir`, then the Interruption in the current Narration.
fn scene(dir: &Path, interrupt: &str) -> std::path::PathBuf {
    let path = dir.join("scene.fray.jsonl");
    let header = fray::engine::Header::new(fray::systems::anarchy::ID, "Docks", 2077, 0);
    let mut session = Session::create(&path, header).expect("create");
    for line in SCENE {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    session.execute(interrupt).expect("interruption");
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

/// The fight with the order pane focused and zoomed: the one-pane view, words spelled out.
fn zoomed_order(path: &Path) -> App {
    let mut app = fight(path);
    for code in [KeyCode::BackTab, KeyCode::Char('z')] {
        app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
    }
    app
}

fn replay(path: &Path, audience: Audience) -> String {
    with_lang(Lang::En, || {
        let mut screen: ReplayScreen = fray::tui::replay::load(path, audience).expect("replay");
        screen.seek(u64::MAX);
        let dir = path.parent().expect("dir").to_path_buf();
        let app = App::replay(screen, dir, Keymap::default(), Theme::plain());
        draw(&app, 160, 48)
    })
}

#[test]
fn the_order_and_the_sheet_at_every_size_in_both_languages() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = scene(dir.path(), "spend ganger interruption");
    for (lang, tag) in [(Lang::En, "en"), (Lang::Fr, "fr")] {
        with_lang(lang, || {
            let app = fight(&path);
            for (w, h) in [(160, 48), (80, 24)] {
                let screen = draw(&app, w, h);
                insta::assert_snapshot!(format!("ana_docks_turn1_{tag}_{w}x{h}"), screen);
            }
            drop(app);
            let zoomed = draw(&zoomed_order(&path), 80, 24);
            insta::assert_snapshot!(format!("ana_docks_turn1_{tag}_order_80x24"), zoomed);
        });
    }
}

#[test]
fn the_order_marks_the_interruption_and_the_gm_point_and_the_sheet_the_wounds() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = scene(dir.path(), "spend ganger interruption");
    let order = with_lang(Lang::En, || draw(&zoomed_order(&path), 80, 24));
    for words in [
        "Narration order",
        "Turn 1",
        "GM: 2 Anarchy",
        "Narration's point spent",
        "narrating now",
        "Ganger (group of 3)  next",
        "↕ moved this Turn, back to place 4 next Turn",
        "12 Sable  to come",
        "↕ moved this Turn, back to place 3 next Turn",
        "done",
    ] {
        assert!(order.contains(words), "{words}:\n{order}");
    }
    let screen = with_lang(Lang::Fr, || draw(&fight(&path), 160, 48));
    for words in [
        "Ordre de Narration",
        "MJ\u{a0}: 2 Anarchy",
        "FOR 5",
        "VOL 3",
        "Armure         ■■■ ■■■ 6/6",
        "Physique       ■■□ □□□ □□□ □□ 2/11",
        "Étourdissement ■■■ □□□ □□□ □ 3/10",
        "Modificateur de blessures −1",
    ] {
        assert!(screen.contains(words), "{words}:\n{screen}");
    }
}

#[test]
fn replay_draws_the_same_order_and_the_watch_hides_the_gm_pool() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = scene(dir.path(), "spend ganger interruption");
    let live = with_lang(Lang::En, || draw(&fight(&path), 160, 48));
    // The order column past the border and the selection bar (the replay selects its own
    // combatant).
    let order_of = |screen: &str| -> Vec<String> {
        screen
            .lines()
            .map(|l| l.chars().skip(3).take(26).collect::<String>())
            .collect()
    };
    let gm = replay(&path, Audience::Gm);
    assert!(gm.contains("GM: 2 Anarchy"), "{gm}");
    assert_eq!(order_of(&live)[1..4], order_of(&gm)[1..4], "{live}\n{gm}");
    let players = replay(&path, Audience::Players);
    assert!(players.contains("Narration order"), "{players}");
    assert!(
        !players.contains("GM:") && !players.contains("Narration's point"),
        "{players}"
    );
    for words in ["✓ 14 Jax", "▶ 12 Kira", "›  8 Ganger", "12 Sable"] {
        assert!(players.contains(words), "{words}:\n{players}");
    }
}
