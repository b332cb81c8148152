//! A French GM opens a form and steps through a flag's choices with →: each choice reads
//! in French (« nouvelle tentative », « sous pression », « autre »), and the line saved
//! still holds the canonical keyword.

use crate::common;

use common::fight_app::{chars, drawn, fight_after, flattened, open_form, press, saved, tab};
use fray::i18n::{Lang, fixed, with_lang};
use fray::tui::app::App;
use ratatui::crossterm::event::KeyCode;

/// Tabs to the field labelled `label` of the open form.
fn focus_on(app: &mut App, label: &str) {
    for _ in 0..16 {
        let form = open_form(app);
        if form
            .fields
            .get(form.focus)
            .is_some_and(|f| f.label == label)
        {
            return;
        }
        tab(app, 1);
    }
    panic!("no field {label}:\n{}", drawn(app, 160, 48));
}

/// « Nouvelle tentative »: the test form's retry field offers « nouvelle tentative »,
/// « sous pression » and « sociale », never `retry`, `pressured` or `social`; the test
/// saved reads `retry`.
#[test]
fn the_polaris_test_form_offers_its_retries_in_french() {
    with_lang(Lang::Fr, || {
        let (_dir, path, mut app) = fight_after(
            fray::systems::polaris::ID,
            "quai",
            7,
            &["add Baral pc reaction=14 athletisme=5+4"],
        );
        chars(&mut app, "t");
        focus_on(&mut app, fixed("pol-field-retry"));
        let mut seen = Vec::new();
        for _ in 0..3 {
            press(&mut app, KeyCode::Right);
            seen.push(flattened(&drawn(&app, 160, 48)));
        }
        for (screen, word) in seen
            .iter()
            .zip(["nouvelle tentative", "sous pression", "sociale"])
        {
            assert!(screen.contains(&format!("‹ {word} ›")), "{word}:\n{screen}");
        }
        for english in ["retry", "pressured", "social "] {
            assert!(
                seen.iter().all(|s| !s.contains(english)),
                "{english}:\n{}",
                seen.join("\n")
            );
        }
        press(&mut app, KeyCode::Left);
        press(&mut app, KeyCode::Left);
        press(&mut app, KeyCode::Enter);
        let lines = saved(&path);
        assert!(
            lines.last().is_some_and(|l| l.contains(" retry")),
            "{lines:?}"
        );
    });
}

/// « agir avec une autre réserve »: the combat-pool spend form's flag reads « autre »
/// and « non », never `other` or `no`.
#[test]
fn the_combat_pool_spend_form_offers_its_other_pool_in_french() {
    with_lang(Lang::Fr, || {
        let (_dir, _path, mut app) = fight_after(
            fray::systems::combat_pool::ID,
            "quai",
            7,
            &["add Kestrel pc from street-samurai", "start"],
        );
        chars(&mut app, "s");
        let label = open_form(&app)
            .fields
            .iter()
            .map(|f| f.label)
            .find(|l| l.starts_with("Autre"))
            .unwrap_or_else(|| panic!("no other-pool field:\n{}", drawn(&app, 160, 48)));
        focus_on(&mut app, label);
        let before = flattened(&drawn(&app, 160, 48));
        press(&mut app, KeyCode::Right);
        let after = flattened(&drawn(&app, 160, 48));
        assert!(before.contains("‹ non ›"), "{before}");
        assert!(after.contains("‹ autre ›"), "{after}");
        assert!(!after.contains("other"), "{after}");
    });
}
