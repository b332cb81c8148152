//! The players' watch (`fray watch`) marks a one-Turn move in the Narration order with the
//! same place as the GM's screen: the place the scores give among everyone on the order,
//! the enemies the players see too, not among the runners alone.

use crate::common;

use std::path::Path;

use common::replay_app::app_on;
use fray::i18n::{Lang, with_lang};
use fray::session::Session;
use fray::tui::app::App;
use fray::tui::keymap::Keymap;
use fray::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// Two runners slower than two gangers; the GM spends a point to have Ganger interrupt.
const SCENE: &[&str] = &[
    "add Kira pc str=5 wil=3 agi=4 log=3 chance=3 armor=6 seat=1",
    "add Nyx pc str=2 wil=5 agi=1 log=1 chance=2 armor=2 seat=2",
    "add Ganger enemy str=4 wil=2 agi=6 log=2 chance=1 armor=3",
    "add Thug enemy str=4 wil=2 agi=5 log=2 chance=1 armor=3",
    "session",
    "option dice table",
    "start initiative=6,6,1,1,5,5,4,4",
];

fn draw(app: &App, w: u16, h: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    term.draw(|f| app.draw(f)).expect("draw");
    term.backend().to_string()
}

/// Every « ↕N » mark on `screen`, in order.
fn moves(screen: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (at, _) in screen.match_indices('↕') {
        let digits: String = screen[at + '↕'.len_utf8()..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        if !digits.is_empty() {
            out.push(digits);
        }
    }
    out
}

/// The save of the scene under `dir`, after `last`.
fn scene(dir: &Path, last: &str) -> std::path::PathBuf {
    let path = dir.join("scene.fray.jsonl");
    let header = fray::engine::Header::new(fray::systems::anarchy::ID, "Docks", 2077, 0);
    let mut session = Session::create(&path, header).expect("create");
    for line in SCENE.iter().chain(std::iter::once(&last)) {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    path
}

/// « Certaines règles altèrent l'ordre du Tour […] Leur effet ne dure qu'un Tour, l'ordre
/// revenant à la normale pour les Tours suivants. »: the runner moved down by the
/// Interruption goes back next Turn to the place the scores give among all four on the
/// order; the watch shows the players the same « ↕N » as the GM's screen.
#[test]
fn the_watch_shows_the_same_place_to_go_back_to_as_the_gm_screen() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = scene(dir.path(), "spend thug interruption");
    let gm = with_lang(Lang::Fr, || {
        let (session, warnings) = Session::open(&path).expect("open");
        let dir = path.parent().expect("dir").to_path_buf();
        let app = App::fight(session, &warnings, dir, Keymap::default(), Theme::plain());
        draw(&app, 80, 24)
    });
    let players = with_lang(Lang::Fr, || {
        let watch = fray::tui::replay::watch(&path).expect("watch opens");
        draw(&app_on(watch), 80, 24)
    });
    let on_gm = moves(&gm);
    assert!(!on_gm.is_empty(), "a move marked on the GM's screen:\n{gm}");
    assert_eq!(moves(&players), on_gm, "GM:\n{gm}\nplayers:\n{players}");
}
