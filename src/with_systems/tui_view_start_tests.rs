//! Drawing the start screen with saves of a real rule system and its new-encounter form:
//! the tests that need the systems installed. The start screen view's other tests stay
//! beside it in `fray-tui`; the snapshots that name a system are in
//! `src/systems/screens_tests.rs`.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::style::Modifier;

use crate::tui::keymap::{Action, Keymap};
use crate::tui::saves::SaveSummary;
use crate::tui::start::StartScreen;
use crate::tui::theme::Theme;
use crate::tui::view::hits::Hits;
use crate::tui::view::start::render_start;
use crate::tui::view::start::test_support::{
    ago, draw, form_with_error, now, save, selected_on_second_save, summaries, unnamed_systems,
};

#[test]
fn list_60x15() -> Result<(), String> {
    let mut screen = selected_on_second_save();
    screen.handle(Action::Bottom);
    screen.handle(Action::Open);
    insta::assert_snapshot!(draw(&screen, 60, 15)?);
    Ok(())
}

#[test]
fn list_20x5() -> Result<(), String> {
    insta::assert_snapshot!(draw(&selected_on_second_save(), 20, 5)?);
    Ok(())
}

#[test]
fn selection_is_highlighted() -> Result<(), String> {
    let backend = draw(&selected_on_second_save(), 100, 30)?;
    let buffer = backend.buffer();
    let row = |y: u16| {
        (0..100)
            .map(|x| buffer[(x, y)].symbol())
            .collect::<String>()
    };
    let y = (0..30)
        .find(|&y| row(y).contains("The Bridge"))
        .ok_or("no bridge row")?;
    assert!(
        row(y).contains("The Bridge\\u{1b}[31m at Kessel"),
        "{}",
        row(y)
    );
    assert!(buffer[(50, y)].modifier.contains(Modifier::REVERSED));
    assert!(!buffer[(50, y - 1)].modifier.contains(Modifier::REVERSED));
    Ok(())
}

#[test]
fn no_size_panics() -> Result<(), String> {
    let screens = [
        selected_on_second_save(),
        form_with_error(),
        StartScreen::new(Vec::new()),
    ];
    for screen in &screens {
        for width in (0..=40).chain([59, 60, 69, 70, 100, 300]) {
            for height in [0, 1, 2, 3, 4, 5, 6, 8, 11, 12, 30] {
                draw(screen, width, height)?;
            }
        }
    }
    let mut buf = Buffer::empty(Rect::new(0, 0, 10, 3));
    let outside = Rect::new(5, 2, 50, 50);
    let (keymap, theme) = (Keymap::default(), Theme::colored());
    render_start(
        &screens[1],
        &keymap,
        &theme,
        now(),
        outside,
        &mut buf,
        &mut Hits::default(),
    );
    let far = Rect::new(u16::MAX - 30, u16::MAX - 12, 30, 12);
    for screen in &screens {
        let mut buf = Buffer::empty(far);
        render_start(
            screen,
            &keymap,
            &theme,
            now(),
            far,
            &mut buf,
            &mut Hits::default(),
        );
    }
    Ok(())
}

#[test]
fn list_in_french_80x24() -> Result<(), String> {
    crate::i18n::with_lang(crate::i18n::Lang::Fr, || {
        let mut screen = StartScreen::new(unnamed_systems());
        screen.handle(Action::Bottom);
        screen.handle(Action::Open);
        insta::assert_snapshot!(draw(&screen, 80, 24)?);
        Ok(())
    })
}

#[test]
fn list_in_french_160x48() -> Result<(), String> {
    crate::i18n::with_lang(crate::i18n::Lang::Fr, || {
        let mut screen = StartScreen::new(unnamed_systems());
        screen.handle(Action::Down);
        insta::assert_snapshot!(draw(&screen, 160, 48)?);
        Ok(())
    })
}

#[test]
fn form_in_french() -> Result<(), String> {
    crate::i18n::with_lang(crate::i18n::Lang::Fr, || {
        let mut screen = StartScreen::new(unnamed_systems());
        screen.handle(Action::New);
        for c in "Goblin ambush".chars() {
            screen.handle_key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
        }
        screen.handle_key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE));
        let backend = draw(&screen, 80, 24)?;
        let buffer = backend.buffer();
        let rows: Vec<String> = (0..24)
            .map(|y| (0..80).map(|x| buffer[(x, y)].symbol()).collect())
            .collect();
        let has = |text: &str| rows.iter().any(|r| r.contains(text));
        assert!(has("     Règles       ◂ "), "{rows:#?}");
        assert!(has("     Nom          [Goblin ambush_]"), "{rows:#?}");
        assert!(
            has("une sauvegarde nommée goblin-ambush.fray.jsonl existe déjà\u{202f}; choisissez"),
            "{rows:#?}"
        );
        // The name has the focus: ←/→ still picks the rule system, so it is offered.
        assert!(
            has("Enter créer  Tab champ suivant  ←/→ système de règles  Esc annuler"),
            "{rows:#?}"
        );
        Ok(())
    })
}

/// The new-encounter form opens on the name, and its hint offers ←/→ (the rule system)
/// on either field, since those keys pick the system wherever the focus is.
#[test]
fn the_form_hint_offers_the_system_keys_on_every_field() -> Result<(), String> {
    let mut screen = StartScreen::new(summaries());
    screen.handle(Action::New);
    let hint_row = |screen: &StartScreen| -> Result<String, String> {
        let backend = draw(screen, 80, 24)?;
        let buffer = backend.buffer();
        Ok((0..80).map(|x| buffer[(x, 23)].symbol()).collect())
    };
    let on_name = hint_row(&screen)?;
    assert!(on_name.contains("Enter create"), "{on_name}");
    assert!(on_name.contains("←/→ rule system"), "{on_name}");
    screen.handle_key(KeyEvent::new(KeyCode::Tab, KeyModifiers::NONE));
    let on_system = hint_row(&screen)?;
    assert!(on_system.contains("←/→ rule system"), "{on_system}");
    Ok(())
}

#[test]
fn a_save_without_rounds_shows_its_commands_not_a_round() -> Result<(), String> {
    let roundless = crate::model::SystemId::all()
        .into_iter()
        .find(|id| !id.has_rounds())
        .ok_or("every system has rounds")?;
    let summary = SaveSummary {
        system: crate::rules::system(roundless).title().to_string(),
        records: 46,
        ..save("dock.fray.jsonl", "Loading Dock", 0, ago(60))
    };
    let backend = draw(&StartScreen::new(vec![summary]), 120, 10)?;
    let text = format!("{:?}", backend.buffer());
    assert!(text.contains("46 commands"), "{text}");
    assert!(!text.contains("not started"), "{text}");
    Ok(())
}
