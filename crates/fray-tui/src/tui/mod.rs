//! The full-screen terminal interface (ratatui): a start screen and the fight screen.
//!
//! Keys become [`keymap::Action`]s through one data table per screen; actions that change
//! the encounter become lines of the command language and go through the same
//! [`Session`](crate::session::Session) as `fray run`, so every change is saved before
//! it is shown. Rendering ([`view`]) is a pure function of the app state, which also says
//! where it drew what the mouse can act on ([`mouse`] reads clicks against it).

pub mod app;
pub mod fight;
pub mod form;
pub mod keymap;
pub mod log_book;
pub mod log_lines;
pub mod mouse;
pub mod prompt;
pub mod replay;
pub mod saves;
pub mod share;
pub mod start;
mod start_campaign;
pub mod system;
pub mod terminal;
pub mod text;
pub mod theme;
pub mod theme_role;
pub mod view;

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Result;

use crate::session::Session;

pub use system::{OrderCursor, OwnKey, SystemScreens};

use app::{App, Screen};

/// What the interface opens on.
#[derive(Debug)]
pub enum Launch {
    /// The start screen.
    Start,
    /// A fight, with the warnings its opening raised.
    Fight(Box<Session>, Vec<String>),
    /// A replay or a watched save.
    Replay(Box<replay::ReplayScreen>),
}

/// Runs the full-screen interface. The exit status says whether every command carried out
/// is saved ([`crate::exit::NOT_SAVED`] when some could not be).
pub fn run(launch: Launch, saves: PathBuf) -> Result<ExitCode> {
    let settings = crate::settings::loaded();
    let keymap = settings.settings.keymap();
    let theme = theme::Theme::from_env(settings.settings.theme, &settings.settings.colors);
    // What `fray.toml` and the GM's library had to say, for the start notes.
    let mut notices = settings.messages();
    notices.extend(crate::library::messages());
    let mouse = settings.settings.mouse;
    let mut app = match launch {
        Launch::Start => App::start(saves, keymap, theme),
        Launch::Fight(session, warnings) => App::fight(*session, &warnings, saves, keymap, theme),
        Launch::Replay(screen) => App::replay(*screen, saves, keymap, theme),
    };
    if let Some(first) = notices.first() {
        match &mut app.screen {
            Screen::Start(s) => s.set_message(first.clone()),
            Screen::Fight(f) => {
                f.message = Some(fight::Message {
                    text: first.clone(),
                    level: fight::Level::Error,
                })
            }
            Screen::Replay(r) => {
                r.message = Some(fight::Message {
                    text: first.clone(),
                    level: fight::Level::Error,
                })
            }
        }
    }
    app.notices = notices;
    app.settings = settings.settings.clone();
    let saved = terminal::run(app, mouse)?;
    Ok(if saved {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(crate::exit::NOT_SAVED)
    })
}
