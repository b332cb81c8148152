//! Completion in context: after `from` (French `comme`) Tab offers the system's bestiary
//! templates, so a GM adding a threat finds its template without leaving the prompt.

use crate::common;

use common::fight_app::{chars, drawn, fight_after, press, saved};
use fray::model::SystemId;
use ratatui::crossterm::event::KeyCode;

#[test]
fn tab_after_from_completes_a_bestiary_template_and_the_line_adds_from_it() {
    let (_dir, path, mut app) = fight_after(SystemId::default_system(), "ambush", 3, &[]);
    press(&mut app, KeyCode::Char(':'));
    chars(&mut app, "add Kurt enemy from gan");
    press(&mut app, KeyCode::Tab);
    let screen = drawn(&app, 160, 48);
    assert!(screen.contains("add Kurt enemy from ganger "), "{screen}");
    press(&mut app, KeyCode::Enter);
    let lines = saved(&path);
    assert!(
        lines.iter().any(|l| l == "add Kurt enemy from ganger"),
        "{lines:?}"
    );
}

#[test]
fn tab_after_comme_offers_templates_not_names() {
    let (_dir, _path, mut app) =
        fight_after(SystemId::default_system(), "ambush", 3, &["add Gaston pc"]);
    press(&mut app, KeyCode::Char(':'));
    chars(&mut app, "ajoute Kurt ennemi comme g");
    press(&mut app, KeyCode::Tab);
    let screen = drawn(&app, 160, 48);
    assert!(screen.contains("comme ganger"), "{screen}");
    assert!(!screen.contains("comme Gaston"), "{screen}");
}

/// In French, Tab after `comme` offers the templates' French keys (`voyou` for the
/// ganger), and the line sent keeps the canonical key in the save.
#[test]
fn tab_after_comme_in_french_offers_the_french_keys_and_saves_the_key() {
    use fray::i18n::{Lang, with_lang};
    with_lang(Lang::Fr, || {
        let (_dir, path, mut app) = fight_after(SystemId::default_system(), "ambush", 3, &[]);
        press(&mut app, KeyCode::Char(':'));
        chars(&mut app, "ajoute Kurt ennemi comme voy");
        press(&mut app, KeyCode::Tab);
        let screen = drawn(&app, 160, 48);
        assert!(screen.contains("comme voyou "), "{screen}");
        press(&mut app, KeyCode::Enter);
        let lines = saved(&path);
        assert!(
            lines.iter().any(|l| l == "add Kurt enemy from ganger"),
            "{lines:?}"
        );
    });
}
