//! The whole interface's state: the start screen or a fight, the key table, the theme,
//! the help overlay. [`App::handle_event`] is the update function; [`App::draw`] changes
//! nothing but the note of where it drew what the mouse can act on ([`App::hits`]).

use std::cell::RefCell;
use std::path::PathBuf;
use std::time::{Instant, SystemTime};

use ratatui::Frame;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind};

use crate::session::Session;
use crate::setup;
use crate::store::{self, Upgrade};

use super::fight::{Fight, FightOutcome};
use super::keymap::{Action, Keymap, Mode};
use super::replay::{self, Audience, ReplayOutcome, ReplayScreen};
use super::saves::Listing;
use super::start::{StartOutcome, StartScreen};
use super::theme::Theme;
use super::view;
use super::view::hits::{Hits, Target};

/// How many saves the start screen lists.
pub const RECENT: usize = 50;

/// Which screen is shown.
#[derive(Debug)]
pub enum Screen {
    /// Choosing an encounter.
    Start(Box<StartScreen>),
    /// Running one.
    Fight(Box<Fight>),
    /// Replaying (or watching) one.
    Replay(Box<ReplayScreen>),
}

/// The interface.
#[derive(Debug)]
pub struct App {
    /// The screen shown.
    pub screen: Screen,
    /// The key table.
    pub keymap: Keymap,
    /// The styles.
    pub theme: Theme,
    /// The saves folder.
    pub saves: PathBuf,
    /// Whether leaving a fight goes back to the start screen (else out of fray).
    pub from_start: bool,
    /// The help overlay, with its scroll, when shown.
    pub help: Option<u16>,
    /// Set when fray should exit.
    pub quit: bool,
    /// Messages to show once (what reading `fray.toml` had to say).
    pub notices: Vec<String>,
    /// The settings of `fray.toml` the interface follows beyond keys and theme: `mouse`,
    /// and the options a new encounter starts with. The defaults until [`super::run`]
    /// sets them, so an app made by a test never reads the GM's own file.
    pub settings: crate::settings::Settings,
    /// The time "last change" is counted from on the start screen.
    pub now: SystemTime,
    /// The saves folder as the start screen lists it, while saves are still being read
    /// (polled by [`App::tick`]; dropped, without waiting, on leaving the start screen).
    pub listing: Option<Listing>,
    /// Where the last frame drew what the mouse can act on, noted by [`App::draw`] (which
    /// otherwise only reads the state) and read by [`App::handle_event`].
    pub hits: RefCell<Hits>,
}

impl App {
    /// The start screen over the saves folder.
    pub fn start(saves: PathBuf, keymap: Keymap, theme: Theme) -> App {
        let listing = Listing::start(&saves, RECENT);
        App::start_listing(listing, saves, keymap, theme)
    }

    /// The start screen over what `listing` (of the folder `saves`) knows now; the rest
    /// is filled in by [`App::tick`] as it is read.
    pub fn start_listing(listing: Listing, saves: PathBuf, keymap: Keymap, theme: Theme) -> App {
        let mut start = StartScreen::listed(&listing);
        with_campaigns(&mut start, &saves);
        let screen = Screen::Start(Box::new(start));
        let mut app = App::on(screen, true, saves, keymap, theme);
        app.listing = Some(listing);
        app
    }

    /// Lists the saves folder again (the cache written first with what the last listing
    /// read), for a new start screen.
    fn list_again(&mut self) -> StartScreen {
        self.listing = None;
        let listing = Listing::start(&self.saves, RECENT);
        let mut screen = StartScreen::listed(&listing);
        with_campaigns(&mut screen, &self.saves);
        self.listing = Some(listing);
        screen
    }

    /// Straight into a fight (`fray open`, `fray new`).
    pub fn fight(
        session: Session,
        warnings: &[String],
        saves: PathBuf,
        keymap: Keymap,
        theme: Theme,
    ) -> App {
        let screen = Screen::Fight(Box::new(Fight::new(session, warnings)));
        App::on(screen, false, saves, keymap, theme)
    }

    /// Straight into a replay (`fray replay`, `fray watch`).
    pub fn replay(screen: ReplayScreen, saves: PathBuf, keymap: Keymap, theme: Theme) -> App {
        App::on(
            Screen::Replay(Box::new(screen)),
            false,
            saves,
            keymap,
            theme,
        )
    }

    fn on(screen: Screen, from_start: bool, saves: PathBuf, keymap: Keymap, theme: Theme) -> App {
        App {
            screen,
            keymap,
            theme,
            saves,
            from_start,
            help: None,
            quit: false,
            notices: Vec::new(),
            settings: crate::settings::Settings::default(),
            now: SystemTime::now(),
            listing: None,
            hits: RefCell::new(Hits::default()),
        }
    }

    /// The mode whose keys apply now.
    pub fn mode(&self) -> Mode {
        match self.screen {
            Screen::Start(_) => Mode::Start,
            Screen::Fight(_) => Mode::Fight,
            Screen::Replay(_) => Mode::Replay,
        }
    }

    /// The update function: one terminal event. Key presses and the mouse matter; a resize
    /// is handled by the next draw.
    pub fn handle_event(&mut self, event: &Event) {
        match event {
            Event::Key(key) if key.kind == KeyEventKind::Press => self.handle_key(*key),
            Event::Mouse(mouse) => self.handle_mouse(*mouse),
            _ => {}
        }
    }

    /// One key press.
    pub fn handle_key(&mut self, key: KeyEvent) {
        if let Some(scroll) = &mut self.help {
            match key.code {
                KeyCode::Down | KeyCode::Char('j') => *scroll = scroll.saturating_add(1),
                KeyCode::Up | KeyCode::Char('k') => *scroll = scroll.saturating_sub(1),
                KeyCode::PageDown => *scroll = scroll.saturating_add(10),
                KeyCode::PageUp => *scroll = scroll.saturating_sub(10),
                _ => self.help = None,
            }
            return;
        }
        match &mut self.screen {
            Screen::Start(start) => {
                let outcome = match start.handle_key(key) {
                    Some(outcome) => outcome,
                    None => match self.keymap.action(Mode::Start, &key) {
                        Some(Action::Help) => {
                            self.help = Some(0);
                            return;
                        }
                        Some(action) => start.handle(action),
                        None => {
                            start.set_message(super::text::unbound_start_key(&key, &self.keymap));
                            return;
                        }
                    },
                };
                self.start_outcome(outcome);
            }
            Screen::Fight(fight) => match fight.handle_key(key, &self.keymap) {
                FightOutcome::Stay => {}
                FightOutcome::Help => self.help = Some(0),
                FightOutcome::Leave => self.leave(),
            },
            Screen::Replay(replay) => match replay.handle_key(key, &self.keymap) {
                ReplayOutcome::Stay => {}
                ReplayOutcome::Help => self.help = Some(0),
                ReplayOutcome::Leave => self.leave(),
            },
        }
    }

    /// Time passes (the event loop calls this every tick): a replay plays on, a watched
    /// save is read again, a fight reads ahead for its forms, the start screen fills in
    /// the summaries read since. Returns whether the screen needs drawing again.
    pub fn tick(&mut self, now: Instant) -> bool {
        match &mut self.screen {
            Screen::Replay(replay) => replay.tick(now),
            Screen::Fight(fight) => fight.idle(),
            Screen::Start(start) => {
                let Some(listing) = &mut self.listing else {
                    return false;
                };
                let filled = listing.poll();
                let done = listing.progress().is_none();
                let changed = !filled.is_empty() || done;
                start.follow(listing, &filled);
                if done {
                    self.listing = None;
                }
                changed
            }
        }
    }

    /// Leaves a fight or a replay: back to the start screen, or out of fray.
    pub(super) fn leave(&mut self) {
        if self.from_start {
            self.now = SystemTime::now();
            let start = self.list_again();
            self.screen = Screen::Start(Box::new(start));
        } else {
            self.quit = true;
        }
    }

    /// Carries out what the start screen asked for.
    pub(super) fn start_outcome(&mut self, outcome: StartOutcome) {
        let opened = match outcome {
            StartOutcome::Stay => return,
            StartOutcome::Relist => {
                self.listing = None;
                let listing = Listing::start(&self.saves, RECENT);
                if let Screen::Start(start) = &mut self.screen {
                    start.relist(listing.summaries().to_vec());
                    start.follow(&listing, &[]);
                    with_campaigns(start, &self.saves);
                }
                self.listing = Some(listing);
                return;
            }
            StartOutcome::Quit => {
                // The reader is not waited for: what it read is cached, it stops.
                self.listing = None;
                self.quit = true;
                return;
            }
            StartOutcome::Replay(path) => {
                match replay::load(&path, Audience::Gm) {
                    Ok(screen) => {
                        self.listing = None;
                        self.screen = Screen::Replay(Box::new(screen));
                    }
                    Err(e) => {
                        if let Screen::Start(start) = &mut self.screen {
                            start.set_message(e.to_string());
                        }
                    }
                }
                return;
            }
            StartOutcome::Upgrade(path) => {
                let said = match store::upgrade(&path) {
                    Ok(Upgrade::Converted {
                        from, to, backup, ..
                    }) => super::text::start_upgraded(from, to, &backup.display().to_string()),
                    Ok(Upgrade::UpToDate { .. }) => super::text::start_up_to_date().to_string(),
                    Err(e) => e.to_string(),
                };
                self.now = SystemTime::now();
                let mut start = self.list_again();
                start.set_message(said);
                self.screen = Screen::Start(Box::new(start));
                return;
            }
            StartOutcome::Open(path) => Session::open_to_show(&path).map_err(anyhow::Error::from),
            StartOutcome::Demo => setup::copy_demo(&self.saves)
                .and_then(|path| Session::open_to_show(&path).map_err(anyhow::Error::from)),
            StartOutcome::Create {
                system,
                name,
                campaign,
            } => {
                let options = self.settings.options_for(system);
                setup::create(&self.saves, system, &name, None, options)
                    .map(|session| with_party(session, campaign))
            }
        };
        match opened {
            Ok((session, warnings)) => {
                self.listing = None;
                self.screen = Screen::Fight(Box::new(Fight::new(session, &warnings)));
            }
            Err(e) => {
                if let Screen::Start(start) = &mut self.screen {
                    start.set_message(crate::i18n::error_chain(&e));
                }
            }
        }
    }

    /// Draws the interface: a function of the state, which it does not change; it notes
    /// where it drew what the mouse can act on ([`App::hits`]).
    pub fn draw(&self, frame: &mut Frame) {
        let area = frame.area();
        let buf = frame.buffer_mut();
        let mut cursor = None;
        let mut hits = self.hits.borrow_mut();
        hits.clear();
        let (keymap, theme) = (&self.keymap, &self.theme);
        match &self.screen {
            Screen::Start(start) => {
                view::start::render_start(start, keymap, theme, self.now, area, buf, &mut hits)
            }
            Screen::Fight(fight) => {
                cursor = view::fight::render_fight(fight, keymap, theme, area, buf, &mut hits)
            }
            Screen::Replay(replay) => {
                cursor = view::replay::render_replay(replay, keymap, theme, area, buf, &mut hits)
            }
        }
        if let Some(scroll) = self.help
            && !area.is_empty()
        {
            let system = match &self.screen {
                Screen::Fight(fight) => Some(fight.session.timeline().state().system),
                Screen::Replay(replay) => Some(replay.state.system),
                _ => None,
            };
            view::help::render_help(
                &self.keymap,
                self.mode(),
                system,
                scroll,
                &self.theme,
                area,
                frame.buffer_mut(),
            );
            hits.add(area, Target::Overlay);
            cursor = None;
        }
        if let Some(at) = cursor {
            frame.set_cursor_position(at);
        }
    }
}

/// Hands the start screen the campaigns of the saves folder `saves`; a campaign file that
/// cannot be read is said on the message line (the others still come).
fn with_campaigns(start: &mut StartScreen, saves: &std::path::Path) {
    let (campaigns, problems) = super::saves::known_campaigns(saves);
    start.set_campaigns(campaigns);
    if let Some(problem) = problems.first() {
        start.set_message(problem.clone());
    }
}

/// A new encounter with the party of the campaign `campaign` (its key) joined as its
/// first command, when one was picked; a refusal (the campaign gone, a name taken) is
/// shown on the fight screen, which opens all the same.
fn with_party(mut session: Session, campaign: Option<String>) -> (Session, Vec<String>) {
    let Some(campaign) = campaign else {
        return (session, Vec::new());
    };
    let line = crate::script::format(&crate::engine::Command::Party {
        campaign,
        source: None,
    });
    match session.execute(&line) {
        Ok(_) => (session, Vec::new()),
        Err(e) => (session, vec![e.to_string()]),
    }
}
