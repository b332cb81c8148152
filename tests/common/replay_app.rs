//! The app on a replay or watch screen, with the plain theme and default keys.

use fray::tui::app::{App, Screen};
use fray::tui::keymap::Keymap;
use fray::tui::replay::ReplayScreen;
use fray::tui::theme::Theme;

/// The app showing this replay (or watch) screen.
pub fn app_on(screen: ReplayScreen) -> App {
    App::replay(
        screen,
        std::env::temp_dir(),
        Keymap::default(),
        Theme::plain(),
    )
}

/// The replay screen the app shows; panics elsewhere.
pub fn screen_of(app: &App) -> &ReplayScreen {
    match &app.screen {
        Screen::Replay(r) => r,
        _ => panic!("not on the replay screen"),
    }
}
