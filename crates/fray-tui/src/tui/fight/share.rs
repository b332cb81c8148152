//! The fight screen's share overlay: what players will see and who may open the page
//! before sharing, the address, its QR code and the pages following while sharing, and
//! the keys that start and stop it. The share outlives the overlay: closing it leaves
//! the fight shared, and the share key opens it again.

use std::path::Path;

use ratatui::crossterm::event::{KeyCode, KeyEvent};

use crate::tui::share::{Running, Sharer, Starting};
use crate::tui::text;

/// Where the share stands.
#[derive(Debug)]
pub enum ShareState {
    /// Not shared.
    Off,
    /// Starting, on another thread.
    Starting(Starting),
    /// Shared.
    On(Running),
    /// The last start failed, and why.
    Failed(String),
}

/// The share and its overlay.
#[derive(Debug)]
pub struct Share {
    sharer: Option<&'static dyn Sharer>,
    /// Where the share stands.
    pub state: ShareState,
    /// Whether the local network may open the page (else this machine only): the
    /// choice made before starting.
    pub lan: bool,
    /// Whether the overlay is shown.
    pub open: bool,
}

/// What a key in the overlay did, for the fight screen's message line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ShareOutcome {
    /// Nothing to say.
    Quiet,
    /// Sharing stopped, with how many pages were following.
    Stopped(usize),
}

impl Share {
    /// Not shared, overlay closed; `sharer` starts shares (`None`: sharing is not
    /// available).
    pub fn new(sharer: Option<&'static dyn Sharer>) -> Share {
        Share {
            sharer,
            state: ShareState::Off,
            lan: false,
            open: false,
        }
    }

    /// The share key: opens the overlay, or says why sharing is not available.
    pub fn open(&mut self) -> Result<(), String> {
        if self.sharer.is_none() {
            return Err(text::share_unavailable());
        }
        self.open = true;
        Ok(())
    }

    /// The running share, if the fight is shared.
    pub fn running(&self) -> Option<&Running> {
        match &self.state {
            ShareState::On(running) => Some(running),
            _ => None,
        }
    }

    /// A key while the overlay is open; `save` is the fight's save.
    pub fn handle_key(&mut self, key: KeyEvent, save: &Path) -> ShareOutcome {
        if key.code == KeyCode::Esc {
            self.open = false;
            return ShareOutcome::Quiet;
        }
        match &self.state {
            ShareState::Off | ShareState::Failed(_) => match key.code {
                KeyCode::Tab
                | KeyCode::BackTab
                | KeyCode::Char(' ')
                | KeyCode::Left
                | KeyCode::Right
                | KeyCode::Up
                | KeyCode::Down => self.lan = !self.lan,
                KeyCode::Enter => self.start(save),
                _ => {}
            },
            ShareState::Starting(_) => {}
            ShareState::On(_) => match key.code {
                KeyCode::Char('s' | 'S') => return self.stop(),
                KeyCode::Enter => self.open = false,
                _ => {}
            },
        }
        ShareOutcome::Quiet
    }

    fn start(&mut self, save: &Path) {
        if let Some(sharer) = self.sharer {
            self.state =
                ShareState::Starting(Starting::begin(sharer, save.to_path_buf(), self.lan));
        }
    }

    /// Stops sharing (the pages are told so on another thread); the overlay stays open,
    /// ready to share again.
    pub fn stop(&mut self) -> ShareOutcome {
        match std::mem::replace(&mut self.state, ShareState::Off) {
            ShareState::On(running) => {
                let pages = running.pages();
                drop(running);
                ShareOutcome::Stopped(pages)
            }
            _ => ShareOutcome::Quiet,
        }
    }

    /// Time passes: a share starting comes up (or fails), the pages following are counted
    /// again. Returns whether the overlay or the status line needs drawing again.
    pub fn tick(&mut self) -> bool {
        match &mut self.state {
            ShareState::Starting(starting) => match starting.poll() {
                None => false,
                Some(Ok(running)) => {
                    self.state = ShareState::On(running);
                    true
                }
                Some(Err(why)) => {
                    self.state = ShareState::Failed(why);
                    true
                }
            },
            ShareState::On(running) => running.refresh(),
            ShareState::Off | ShareState::Failed(_) => false,
        }
    }
}

#[cfg(test)]
#[path = "share_tests.rs"]
mod tests;
