//! What the mouse does on the fight screen, read against what the last frame drew
//! ([`Target`]): a click focuses a pane (a small terminal's tab shows its pane), selects a
//! combatant (roster) or a ladder line,
//! focuses a form's field (a click on the field already focused goes to its next choice,
//! as →); the wheel moves the list under the mouse as its ↑/↓ keys do, and the log by
//! three lines a notch.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::{Fight, Input, Pane};
use crate::tui::keymap::Keymap;
use crate::tui::mouse::{NOTCH, wheel_move};
use crate::tui::view::hits::Target;

impl Fight {
    /// A click (left button pressed) on `target`, the topmost thing drawn there.
    pub fn click(&mut self, target: Target, keymap: &Keymap) {
        // The share overlay takes its keys only.
        if self.share.open {
            return;
        }
        match &mut self.input {
            Input::Normal => self.click_pane(target),
            // A yes/no question takes its keys only.
            Input::Form(form) if form.question.is_some() => {}
            Input::Form(form) => match target {
                Target::Field(i) if i == form.focus => {
                    // As → does: the next choice, or typing after a prefilled value.
                    let right = KeyEvent::new(KeyCode::Right, KeyModifiers::NONE);
                    self.handle_key(right, keymap);
                }
                Target::Field(i) => form.focus_on(i),
                _ => {}
            },
            // A click closes the text being read, as any other key does.
            Input::Reading { .. } => self.input = Input::Normal,
            // The write-back waits for its keys: a click writes nothing.
            Input::Prompt(_) | Input::ConfirmQuit | Input::WriteBack(_) => {}
        }
    }

    fn click_pane(&mut self, target: Target) {
        match target {
            Target::Pane(pane) => self.focus = pane,
            Target::Combatant(i) if i < self.report.combatants.len() => {
                self.focus = Pane::Roster;
                self.selected = i;
            }
            Target::Rung(i) if i < self.report.ladder.len() => {
                self.focus = Pane::Ladder;
                self.ladder_line(i);
            }
            _ => {}
        }
    }

    /// The wheel turned `by` notches (negative: up) over `target`, the topmost thing drawn
    /// under the mouse (`None`: nothing).
    pub fn wheel(&mut self, target: Option<Target>, by: isize) {
        if self.share.open {
            return;
        }
        match &mut self.input {
            Input::Normal => {}
            Input::Form(form) => {
                // Field to field, as ↑/↓ do, wherever the mouse is.
                let before = form.clone();
                let code = if by < 0 { KeyCode::Up } else { KeyCode::Down };
                for _ in 0..by.unsigned_abs() {
                    form.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
                }
                self.follow_actor(&before);
                return;
            }
            Input::Reading { scroll, .. } => {
                let notches = u16::try_from(by.unsigned_abs()).unwrap_or(u16::MAX);
                let lines = notches.saturating_mul(u16::from(NOTCH));
                *scroll = if by < 0 {
                    scroll.saturating_sub(lines)
                } else {
                    scroll.saturating_add(lines)
                };
                return;
            }
            Input::WriteBack(shown) => {
                let notches = u16::try_from(by.unsigned_abs()).unwrap_or(u16::MAX);
                let lines = notches.saturating_mul(u16::from(NOTCH));
                shown.scroll = if by < 0 {
                    shown.scroll.saturating_sub(lines)
                } else {
                    shown.scroll.saturating_add(lines)
                };
                return;
            }
            Input::Prompt(_) | Input::ConfirmQuit => return,
        }
        if let Some((pane, by)) = wheel_move(target, by) {
            self.move_in(pane, by);
        }
    }
}
