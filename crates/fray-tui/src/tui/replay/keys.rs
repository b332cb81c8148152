//! What keys do on the replay screen. Nothing here changes the save: a replay is read-only.

use ratatui::crossterm::event::KeyEvent;

use crate::tui::fight::Pane;
use crate::tui::keymap::{Action, Keymap, Mode};
use crate::tui::prompt::{Prompt, PromptOutcome};

use super::moves::Way;
use super::{ReplayInput, ReplayScreen, SPEEDS, text};

/// What the replay screen asks of the app.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReplayOutcome {
    /// Stay on the replay.
    Stay,
    /// Leave it.
    Leave,
    /// Show the keys.
    Help,
}

impl ReplayScreen {
    /// Handles a key press.
    pub fn handle_key(&mut self, key: KeyEvent, keymap: &Keymap) -> ReplayOutcome {
        if let ReplayInput::GoTo(prompt) = &mut self.input {
            match prompt.handle_key(key, &[]) {
                PromptOutcome::Continue => {}
                PromptOutcome::Cancel => self.input = ReplayInput::Normal,
                PromptOutcome::Submit(line) => {
                    self.input = ReplayInput::Normal;
                    if !line.trim().is_empty() {
                        self.go_to(&line);
                    }
                }
            }
            return ReplayOutcome::Stay;
        }
        let Some(action) = keymap.action(Mode::Replay, &key) else {
            if key.code == ratatui::crossterm::event::KeyCode::Esc {
                return self.escape();
            }
            let why = text::unbound_replay_key(&key, keymap);
            self.error(why);
            return ReplayOutcome::Stay;
        };
        self.act(action)
    }

    /// Carries out an action of the replay screen.
    pub fn act(&mut self, action: Action) -> ReplayOutcome {
        if !matches!(
            action,
            Action::PlayPause | Action::Faster | Action::Slower | Action::Help
        ) {
            self.playing = false;
        }
        match action {
            Action::StepForward => self.step(Way::Forward),
            Action::StepBack => self.step(Way::Back),
            Action::PhaseForward => self.phase(Way::Forward),
            Action::PhaseBack => self.phase(Way::Back),
            Action::RoundForward => self.round(Way::Forward),
            Action::RoundBack => self.round(Way::Back),
            Action::MomentForward => self.moment(Way::Forward),
            Action::MomentBack => self.moment(Way::Back),
            Action::Top => self.jump_end(Way::Back),
            Action::Bottom => self.jump_end(Way::Forward),
            Action::PlayPause => self.play_pause(),
            Action::Faster => self.speed = (self.speed + 1).min(SPEEDS.len() - 1),
            Action::Slower => self.speed = self.speed.saturating_sub(1),
            Action::ToggleUndone => self.toggle_undone(),
            Action::GoTo => self.input = ReplayInput::GoTo(Prompt::new()),
            Action::Up => self.move_by(-1),
            Action::Down => self.move_by(1),
            Action::PageUp => self.log_scroll = self.log_scroll.saturating_add(10),
            Action::PageDown => self.log_scroll = self.log_scroll.saturating_sub(10),
            Action::FocusNext => self.focus = self.focus.step(1),
            Action::FocusPrev => self.focus = self.focus.step(-1),
            Action::Zoom => self.zoom = !self.zoom,
            Action::Help => return ReplayOutcome::Help,
            Action::Quit => return ReplayOutcome::Leave,
            _ => {}
        }
        ReplayOutcome::Stay
    }

    fn escape(&mut self) -> ReplayOutcome {
        if self.zoom {
            self.zoom = false;
        } else if self.message.is_some() {
            self.message = None;
        } else {
            return ReplayOutcome::Leave;
        }
        ReplayOutcome::Stay
    }

    fn play_pause(&mut self) {
        if self.playing {
            self.playing = false;
            return;
        }
        if self.next_visible(self.cursor).is_none() {
            self.seek(0);
        }
        self.playing = true;
        self.last_step = None;
        self.message = None;
    }

    fn toggle_undone(&mut self) {
        self.hide_undone = !self.hide_undone;
        let pos = self.snap(self.cursor);
        self.seek(pos);
        self.info(if self.hide_undone {
            text::undone_hidden()
        } else {
            text::undone_shown()
        });
    }

    fn move_by(&mut self, by: isize) {
        self.move_in(self.focus, by);
    }

    /// Moves `by` lines in `pane` as its ↑/↓ keys do when it has the focus.
    pub(super) fn move_in(&mut self, pane: Pane, by: isize) {
        match pane {
            Pane::Roster | Pane::Detail => {
                let last = self.report.combatants.len().saturating_sub(1);
                self.selected = self.selected.saturating_add_signed(by).min(last);
            }
            Pane::Ladder => {
                let last = self.report.ladder.len().saturating_sub(1);
                self.ladder_cursor = self.ladder_cursor.saturating_add_signed(by).min(last);
            }
            Pane::Log => {
                self.log_scroll = self.log_scroll.saturating_add_signed(-by);
            }
        }
    }
}
