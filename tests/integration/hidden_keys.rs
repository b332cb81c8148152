//! Hidden combatants from the keys, through the app: `Q` hides the selected combatant and
//! again reveals them; the add form's "Hidden" field writes `add … hidden`; the GM's
//! roster and ladder mark a hidden combatant with `◌` (dimmed), and the `?` overlay
//! explains the sign. In English and French.

use crate::common;

use common::fight_app::{chars, drawn, fight_after, fight_screen, press, saved, tab};
use fray::i18n::{Lang, with_lang};
use fray::tui::app::App;
use ratatui::crossterm::event::KeyCode;

/// Baral and Kurt in a Polaris fight, the round started (both on the ladder).
fn fight() -> (tempfile::TempDir, std::path::PathBuf, App) {
    fight_after(
        fray::systems::polaris::ID,
        "Dock",
        5,
        &[
            "add \"Baral Faadhi\" pc from mercenary",
            "add Kurt enemy from ganger",
            "start",
        ],
    )
}

fn last(path: &std::path::Path) -> String {
    saved(path).last().cloned().unwrap_or_default()
}

/// The selected combatant: name and whether hidden.
fn selected(app: &App) -> (String, bool) {
    let fight = fight_screen(app);
    let id = fight.selected_id().expect("someone selected");
    let c = fight
        .session
        .timeline()
        .state()
        .combatant(id)
        .expect("on the roster");
    (c.name.clone(), c.hidden)
}

#[test]
fn capital_q_hides_the_selected_combatant_and_again_reveals_them() {
    for lang in [Lang::En, Lang::Fr] {
        with_lang(lang, || {
            let (_dir, path, mut app) = fight();
            let (name, hidden) = selected(&app);
            assert!(!hidden);
            press(&mut app, KeyCode::Char('Q'));
            let line = last(&path);
            assert!(line.starts_with("hide "), "{line}");
            assert_eq!(selected(&app), (name.clone(), true));
            let screen = drawn(&app, 160, 48);
            // Once in the roster, once on the ladder.
            let marked = format!("◌{name}");
            assert!(
                screen.matches(&marked).count() >= 2,
                "{lang:?}: {marked} in roster and ladder:\n{screen}"
            );
            press(&mut app, KeyCode::Char('Q'));
            assert!(last(&path).starts_with("reveal "), "{}", last(&path));
            assert_eq!(selected(&app), (name.clone(), false));
            assert!(!drawn(&app, 160, 48).contains('◌'));
        });
    }
}

#[test]
fn the_help_overlay_lists_the_key_and_explains_the_sign() {
    for (lang, key_words, sign_words) in [
        (
            Lang::En,
            "hide from / reveal to the players",
            "hidden from the players",
        ),
        (
            Lang::Fr,
            "cacher aux / révéler aux joueurs",
            "caché aux joueurs",
        ),
    ] {
        with_lang(lang, || {
            let (_dir, _path, mut app) = fight();
            press(&mut app, KeyCode::Char('?'));
            let overlay = drawn(&app, 200, 200);
            assert!(overlay.contains(key_words), "{lang:?}:\n{overlay}");
            let sign = overlay
                .lines()
                .find(|l| l.contains('◌'))
                .unwrap_or_else(|| panic!("{lang:?}: no ◌ in the legend:\n{overlay}"));
            assert!(sign.contains(sign_words), "{lang:?}: {sign}");
        });
    }
}

#[test]
fn the_add_forms_hidden_field_adds_them_hidden() {
    for (lang, word) in [(Lang::En, "yes"), (Lang::Fr, "oui")] {
        with_lang(lang, || {
            let (_dir, path, mut app) = fight();
            press(&mut app, KeyCode::Char('+'));
            chars(&mut app, "2");
            tab(&mut app, 1);
            chars(&mut app, "ganger");
            // Template, name, side, values, then the hidden field.
            tab(&mut app, 4);
            chars(&mut app, word);
            press(&mut app, KeyCode::Enter);
            assert_eq!(last(&path), "add 2 gangers hidden", "{lang:?}");
            let state = fight_screen(&app).session.timeline().state();
            let hidden: Vec<&str> = state
                .combatants
                .iter()
                .filter(|c| c.hidden)
                .map(|c| c.name.as_str())
                .collect();
            assert_eq!(hidden, ["Ganger 1", "Ganger 2"], "{lang:?}");
        });
    }
}
