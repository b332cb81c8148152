//! Tokens drawn face down from the real bag are seen by nobody until revealed, the GM
//! included: the save keeps their faces (replay needs them), and every text that shows the
//! command or the dice it took shows them masked, one `?` per token: `fray log`, the
//! Markdown and JSON exports, the undo and redo lines. Only `--reveal-face-down` (JSON)
//! writes them.

use crate::common;

use common::cli::{fray, fray_fed, fray_in, text};

const SCRIPT: &str = "\
add Kestrel pc from street-samurai
add Juno pc from face
ready kestrel ready
ready juno ready
start
allocate kestrel 4 bag=S5,F2,S4,F1
allocate juno 2 bag=F3,S6
undo
redo
";

/// The faces given, written as the line and as the table dice's log.
const SECRETS: &[&str] = &["S5,F2,S4,F1", "F3,S6", "S5, F2", "F3, S6", "S4, F1"];

fn played() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let made = fray(dir.path(), &["new", "--rules", "sr-combat-pool", "bag"]);
    assert!(made.status.success(), "{}", text(&made.stderr));
    let run = fray_fed(dir.path(), &["run", "bag", "--script", "-"], SCRIPT);
    assert!(run.status.success(), "{}", text(&run.stderr));
    assert_no_secret("the run's own replies", &text(&run.stdout));
    dir
}

fn assert_no_secret(what: &str, shown: &str) {
    for secret in SECRETS {
        assert!(!shown.contains(secret), "{what} shows {secret}:\n{shown}");
    }
}

fn out(dir: &tempfile::TempDir, args: &[&str]) -> String {
    let out = fray(dir.path(), args);
    assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
    text(&out.stdout)
}

#[test]
fn the_save_keeps_the_faces_drawn_face_down() {
    let dir = played();
    let save = std::fs::read_to_string(dir.path().join("bag.fray.jsonl")).expect("the save");
    assert!(save.contains("bag=S5,F2,S4,F1"), "{save}");
}

#[test]
fn the_log_masks_faces_drawn_face_down_one_mask_per_token() {
    let dir = played();
    let log = out(&dir, &["log", "bag"]);
    assert_no_secret("fray log", &log);
    assert!(log.contains("allocate kestrel 4 bag=?,?,?,?"), "{log}");
    assert!(log.contains("allocate juno 2 bag=?,?"), "{log}");
}

#[test]
fn the_exports_mask_faces_drawn_face_down_unless_revealed() {
    let dir = played();
    let config = tempfile::tempdir().expect("a settings folder");
    for lang in ["en", "fr"] {
        for gm in [false, true] {
            let mut args = vec!["export", "bag", "--with-undone"];
            args.extend(gm.then_some("--gm"));
            let md = fray_in(dir.path(), config.path(), lang, &args, "", 60);
            assert!(md.status.success(), "{lang}: {}", text(&md.stderr));
            assert_no_secret("the Markdown export", &text(&md.stdout));
        }
        let log = fray_in(dir.path(), config.path(), lang, &["log", "bag"], "", 60);
        assert_no_secret("fray log", &text(&log.stdout));
        let masked = if lang == "fr" {
            "sac=?,?,?,?"
        } else {
            "bag=?,?,?,?"
        };
        assert!(text(&log.stdout).contains(masked), "{lang}");
    }
    let json = out(&dir, &["export", "bag", "-f", "json", "--gm"]);
    assert_no_secret("the JSON export", &json);
    assert!(json.contains("allocate kestrel 4 bag=?,?,?,?"), "{json}");
    let revealed = out(
        &dir,
        &["export", "bag", "-f", "json", "--gm", "--reveal-face-down"],
    );
    assert!(revealed.contains("bag=S5,F2,S4,F1"), "{revealed}");
}

/// The script's lines, for the fight screen.
fn lines() -> Vec<&'static str> {
    SCRIPT.lines().collect()
}

#[test]
fn the_fight_screen_and_its_prompt_history_mask_faces_drawn_face_down() {
    use common::fight_app::{chars, drawn, fight_after, press};
    use ratatui::crossterm::event::KeyCode;
    let (_dir, _save, mut app) = fight_after(fray::systems::combat_pool::ID, "bag", 1, &lines());
    assert_no_secret("the fight screen", &drawn(&app, 160, 48));
    chars(&mut app, ":");
    for _ in 0..3 {
        press(&mut app, KeyCode::Up);
    }
    let screen = drawn(&app, 160, 48);
    assert!(screen.contains("allocate juno 2 bag=?,?"), "{screen}");
    assert_no_secret("the prompt's history", &screen);
}

#[test]
fn the_replay_masks_faces_drawn_face_down_at_every_record() {
    use common::fight_app::{chars, drawn, press};
    use common::replay_app::app_on;
    use fray::tui::replay::{self, Audience};
    use ratatui::crossterm::event::KeyCode;
    let dir = played();
    let save = dir.path().join("bag.fray.jsonl");
    let mut app = app_on(replay::load(&save, Audience::Gm).expect("loads"));
    for seq in 1..=lines().len() {
        chars(&mut app, &format!(":{seq}"));
        press(&mut app, KeyCode::Enter);
        assert_no_secret(&format!("the replay at #{seq}"), &drawn(&app, 160, 48));
    }
    let screen = drawn(&app, 160, 48);
    assert!(screen.contains("bag=?,?"), "{screen}");
}
