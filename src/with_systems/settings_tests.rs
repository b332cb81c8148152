//! The settings file's tests that need real rule systems: a `[systems.SYSTEM]` table names
//! an installed system and its options are checked by it. The settings' other tests stay
//! beside them in `fray-tui`.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::style::Color;

use crate::i18n::{Lang, with_lang};
use crate::model::SystemId;
use crate::settings::{Why, parse};
use crate::tui::keymap::{Action, Mode};
use crate::tui::theme_role::{Builtin, Role, RoleColor};

fn key(c: char, m: KeyModifiers) -> KeyEvent {
    KeyEvent::new(KeyCode::Char(c), m)
}

/// The first system of the registry's key (no system is named outside `src/systems/`).
fn a_system() -> SystemId {
    SystemId::all()[0]
}

#[test]
fn every_key_of_the_file_is_read() {
    let system = a_system();
    let text = format!(
        r##"# mine
lang = "fr"
theme = "high-contrast"
mouse = false

[colors]
enemy = "#ff0000"
current = {{ fg = "black", bg = "light-yellow" }}
severity-6 = "8"

[keys.start]
new = "N"

[keys.fight]
undo = ["ctrl-z", "u"]
next = "space n"

[keys.replay]
play = "enter"

[systems.{}]
dice = "table"
"##,
        system.key()
    );
    let (settings, problems) = parse(&text);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(settings.lang, Some(Lang::Fr));
    assert_eq!(settings.theme, Builtin::HighContrast);
    assert!(!settings.mouse);
    assert_eq!(
        settings.colors,
        vec![
            RoleColor {
                role: Role::Enemy,
                fg: Some(Color::Rgb(255, 0, 0)),
                bg: None
            },
            RoleColor {
                role: Role::Current,
                fg: Some(Color::Black),
                bg: Some(Color::LightYellow)
            },
            RoleColor {
                role: Role::Severity(5),
                fg: Some(Color::Indexed(8)),
                bg: None
            },
        ]
    );
    let words: Vec<(&str, &str, usize)> = settings
        .keys
        .iter()
        .map(|b| (b.mode.word(), b.action.word(), b.chords.len()))
        .collect();
    assert_eq!(
        words,
        [
            ("start", "new", 1),
            ("fight", "undo", 2),
            ("fight", "next", 2),
            ("replay", "play", 1)
        ]
    );
    assert_eq!(
        settings.options_for(system),
        [("dice".to_string(), "table".to_string())]
    );
    let keymap = settings.keymap();
    assert_eq!(
        keymap.action(Mode::Fight, &key('z', KeyModifiers::CONTROL)),
        Some(Action::Undo)
    );
    assert_eq!(
        keymap.action(Mode::Start, &key('N', KeyModifiers::SHIFT)),
        Some(Action::New)
    );
    assert_eq!(
        keymap.action(Mode::Start, &key('n', KeyModifiers::NONE)),
        None,
        "the old key is gone"
    );
}

#[test]
fn an_option_the_system_refuses_is_named_in_the_language_shown() {
    let text = format!("[systems.{}]\ndice = \"loaded\"\n", a_system().key());
    let (settings, problems) = parse(&text);
    assert!(settings.options_for(a_system()).is_empty());
    assert_eq!(problems.len(), 1);
    assert_eq!((problems[0].line, problems[0].column), (2, 8));
    let en = with_lang(Lang::En, || problems[0].why.render());
    let fr = with_lang(Lang::Fr, || problems[0].why.render());
    assert!(en.contains("loaded"), "{en}");
    assert_ne!(en, fr, "the refusal comes in the language shown");
    let (_, problems) = parse("[systems.chess]\ndice = \"table\"\n");
    assert_eq!(problems[0].why, Why::System("chess".into()));
}
