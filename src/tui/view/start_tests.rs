//! Tests for drawing the start screen: snapshots at several sizes, small sizes, and the
//! relative dates of the last change. The snapshots that show a rule system's name are in
//! `src/systems/screens_tests.rs` (the interface names no system).

use std::path::PathBuf;
use std::time::{Duration, UNIX_EPOCH};

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::style::Modifier;

use super::*;
use crate::tui::saves::SaveSummary;
use crate::tui::start::StartOutcome;
use crate::tui::text::relative_time;

/// 2025-06-15 10:00:00 UTC.
fn now() -> SystemTime {
    UNIX_EPOCH + Duration::from_secs(1_749_981_600)
}

fn ago(secs: u64) -> Option<SystemTime> {
    now().checked_sub(Duration::from_secs(secs))
}

fn save(file: &str, name: &str, round: u32, modified: Option<SystemTime>) -> SaveSummary {
    SaveSummary {
        path: PathBuf::from("/saves").join(file),
        name: name.to_string(),
        system: crate::rules::system(crate::model::SystemId::default_system())
            .title()
            .to_string(),
        round,
        records: 9,
        modified,
        problem: None,
        old_format: None,
    }
}

fn broken(file: &str, problem: &str, modified: Option<SystemTime>) -> SaveSummary {
    SaveSummary {
        system: String::new(),
        round: 0,
        records: 0,
        problem: Some(problem.to_string()),
        ..save(file, file.trim_end_matches(".fray.jsonl"), 0, modified)
    }
}

pub(crate) fn summaries() -> Vec<SaveSummary> {
    vec![
        save("goblin-ambush.fray.jsonl", "Goblin Ambush", 3, ago(300)),
        save(
            "bridge.fray.jsonl",
            "The Bridge\u{1b}[31m at Kessel",
            0,
            ago(3 * 3_600),
        ),
        broken(
            "future.fray.jsonl",
            "future.fray.jsonl was made by a newer fray (format 2, this fray reads up to 1); update fray to open it",
            ago(30 * 3_600),
        ),
        save("old-war.fray.jsonl", "Old War", 12, ago(40 * 86_400)),
        broken(
            "broken.fray.jsonl",
            "broken.fray.jsonl is not a fray save: no header",
            None,
        ),
    ]
}

pub(crate) fn draw(screen: &StartScreen, width: u16, height: u16) -> Result<TestBackend, String> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).map_err(|e| e.to_string())?;
    let (keymap, theme) = (Keymap::default(), Theme::plain());
    terminal
        .draw(|frame| {
            render_start(
                screen,
                &keymap,
                &theme,
                now(),
                frame.area(),
                frame.buffer_mut(),
                &mut Hits::default(),
            )
        })
        .map_err(|e| e.to_string())?;
    Ok(terminal.backend().clone())
}

pub(crate) fn selected_on_second_save() -> StartScreen {
    let mut screen = StartScreen::new(summaries());
    screen.handle(Action::Down);
    screen
}

/// The form open on a duplicate name.
pub(crate) fn form_with_error() -> StartScreen {
    let mut screen = StartScreen::new(summaries());
    screen.handle(Action::New);
    for c in "Goblin ambush".chars() {
        screen.handle_key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    }
    let outcome = screen.handle_key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE));
    assert_eq!(outcome, Some(StartOutcome::Stay));
    screen
}

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
fn empty_list_60x15() -> Result<(), String> {
    insta::assert_snapshot!(draw(&StartScreen::new(Vec::new()), 60, 15)?);
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
fn relative_times() {
    let cases = [
        (Some(0), "just now"),
        (Some(59), "just now"),
        (Some(300), "5 min ago"),
        (Some(3_599), "59 min ago"),
        (Some(3 * 3_600 + 10), "3 h ago"),
        (Some(86_400), "yesterday"),
        (Some(4 * 86_400 + 7), "4 days ago"),
        (Some(40 * 86_400), "2025-05-06"),
        (None, "?"),
    ];
    for (secs, want) in cases {
        assert_eq!(relative_time(secs.and_then(ago), now()), want, "{secs:?}");
    }
    let future = now() + Duration::from_secs(600);
    assert_eq!(relative_time(Some(future), now()), "just now");
    let dates = [
        (0, "1970-01-01"),
        (951_782_400, "2000-02-29"),
        (4_107_542_400, "2100-03-01"),
    ];
    for (secs, want) in dates {
        let then = UNIX_EPOCH + Duration::from_secs(secs);
        assert_eq!(
            relative_time(Some(then), now() + Duration::from_secs(5_000_000_000)),
            want
        );
    }
    let before_epoch = UNIX_EPOCH - Duration::from_secs(86_400);
    assert_eq!(relative_time(Some(before_epoch), now()), "1969-12-31");
}

/// The saves of [`summaries`] with a made-up rule system: the interface names none (the
/// snapshots that show a real one are in `src/systems/screens_tests.rs`).
fn unnamed_systems() -> Vec<SaveSummary> {
    summaries()
        .into_iter()
        .map(|mut s| {
            if !s.system.is_empty() {
                s.system = "Règles maison".to_string();
            }
            s
        })
        .collect()
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

#[test]
fn the_title_line_shows_the_language_and_its_key() -> Result<(), String> {
    let first_line = |backend: &TestBackend| {
        let buffer = backend.buffer();
        (0..80).map(|x| buffer[(x, 0)].symbol()).collect::<String>()
    };
    let english = draw(&StartScreen::new(Vec::new()), 80, 24)?;
    assert!(first_line(&english).ends_with("Language: English (L) "));
    let french = crate::i18n::with_lang(crate::i18n::Lang::Fr, || {
        draw(&StartScreen::new(Vec::new()), 80, 24)
    })?;
    let line = first_line(&french);
    assert!(line.starts_with(" fray — suivi de combat"), "{line}");
    assert!(line.ends_with("Langue\u{a0}: Français (L) "), "{line}");
    Ok(())
}

#[test]
fn relative_times_in_french_fit_the_column() {
    crate::i18n::with_lang(crate::i18n::Lang::Fr, || {
        assert_eq!(relative_time(ago(10), now()), "à l’instant");
        assert_eq!(relative_time(ago(300), now()), "5 min");
        assert_eq!(relative_time(ago(3 * 3_600), now()), "3 h");
        assert_eq!(relative_time(ago(30 * 3_600), now()), "hier");
        assert_eq!(relative_time(ago(4 * 86_400), now()), "4 jours");
        assert_eq!(relative_time(ago(40 * 86_400), now()), "2025-05-06");
        for secs in [10, 300, 3 * 3_600, 30 * 3_600, 4 * 86_400] {
            assert!(width_of(&relative_time(ago(secs), now())) <= 11);
        }
    });
    assert_eq!(relative_time(ago(300), now()), "5 min ago");
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
