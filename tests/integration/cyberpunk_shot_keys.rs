//! A Cyberpunk shot from the keys as a GM plays it: the shoot form opens on the one acting,
//! weapon and target guessed, with the focus on the difficulty (under `option dice table`
//! the check's d10 right after it), so `a 15 Enter` shoots; a shot that hits opens the
//! damage form on the one hit by itself (Esc leaves it, nothing saved), a miss opens none.
//! Through the app, in English and French.

use crate::common;

use common::fight_app::{chars, drawn, fight_after, press, saved, tab};
use fray::i18n::{Lang, with_lang};
use fray::tui::app::App;
use ratatui::crossterm::event::KeyCode;

/// Vic (solo, pistol in hand) and Kurt (booster); the round started, Vic's slot acting.
fn fight(table: bool) -> (tempfile::TempDir, std::path::PathBuf, App) {
    let mut lines = vec!["add Vic pc from solo", "add Kurt from booster"];
    if table {
        // Vic at 5 + 16 = 21 (and 11), Kurt at 5 + 8 = 13 (and 3): no tie.
        lines.extend(["option dice table", "start initiative=5,5", "next"]);
    } else {
        lines.extend(["start", "next"]);
    }
    fight_after(fray::systems::cyberpunk::ID, "Alley", 9, &lines)
}

/// The last line saved.
fn last(path: &std::path::Path) -> String {
    saved(path).last().cloned().unwrap_or_default()
}

#[test]
fn a_then_the_difficulty_then_enter_shoots_at_the_guessed_target() {
    for lang in [Lang::En, Lang::Fr] {
        with_lang(lang, || {
            let (_dir, path, mut app) = fight(false);
            press(&mut app, KeyCode::Char('a'));
            chars(&mut app, "15");
            press(&mut app, KeyCode::Enter);
            let line = last(&path);
            assert!(
                line.starts_with("shoot Vic") && line.contains("at kurt") && line.contains("vs=15"),
                "{line}\n{}",
                drawn(&app, 160, 48)
            );
        });
    }
}

/// `a`, difficulty, Tab, the check's d10, Enter: Vic shoots with the table's die.
fn shoot_at_the_table(app: &mut App, difficulty: &str, check: &str) {
    press(app, KeyCode::Char('a'));
    chars(app, difficulty);
    tab(app, 1);
    chars(app, check);
    press(app, KeyCode::Enter);
}

#[test]
fn a_hit_opens_the_damage_form_on_the_one_hit_and_esc_leaves_it() {
    for (lang, title) in [
        (Lang::En, "Damage: Kurt, shot by Vic"),
        (Lang::Fr, "Dégâts\u{a0}: Kurt, tir de Vic"),
    ] {
        with_lang(lang, || {
            let (_dir, path, mut app) = fight(true);
            // 9 + REF 10 + handgun 7 = 26 against 15: a hit.
            shoot_at_the_table(&mut app, "15", "9");
            let line = last(&path);
            assert!(
                line.starts_with("shoot Vic") && line.contains("check=9"),
                "{line}"
            );
            let screen = drawn(&app, 160, 48);
            assert!(screen.contains(title), "the damage form opens:\n{screen}");
            let before = saved(&path).len();
            press(&mut app, KeyCode::Esc);
            assert!(!drawn(&app, 160, 48).contains(title), "Esc closes it");
            assert_eq!(saved(&path).len(), before, "nothing saved");
        });
    }
}

#[test]
fn the_damage_form_a_hit_opens_takes_the_points_the_save_and_enter() {
    let (_dir, path, mut app) = fight(true);
    shoot_at_the_table(&mut app, "15", "9");
    // The points after armour over the weapon's dice, then the save's d10 from the table.
    chars(&mut app, "3");
    tab(&mut app, 1);
    chars(&mut app, "2");
    press(&mut app, KeyCode::Enter);
    let line = last(&path);
    assert!(
        line.starts_with("damage Kurt 3"),
        "{line}\n{}",
        drawn(&app, 160, 48)
    );
}

#[test]
fn a_miss_opens_no_damage_form() {
    let (_dir, path, mut app) = fight(true);
    // 2 + 17 = 19 against 40: a miss.
    shoot_at_the_table(&mut app, "40", "2");
    assert!(last(&path).starts_with("shoot Vic"), "{}", last(&path));
    let screen = drawn(&app, 160, 48);
    assert!(!screen.contains("┌ Damage"), "no form opens:\n{screen}");
}
