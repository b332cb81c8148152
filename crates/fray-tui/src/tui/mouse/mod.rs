//! The mouse: clicks and the wheel read against what the last frame drew
//! ([`crate::tui::view::hits`]), handed to the screen shown. A click selects or focuses
//! what it lands on (a click on what is already selected carries it out where a screen
//! says so: the start screen's line opens, a form's focused field takes its next choice);
//! the wheel scrolls what is under it. A click outside anything does nothing. `mouse =
//! off` in `keys.conf` leaves the mouse to the terminal ([`capture`] is never called).

pub mod capture;

use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};

use super::app::{App, Screen};
use super::fight::Pane;
use super::view::hits::Target;

/// Lines a text (the log, the key help, a text being read) scrolls per notch of the wheel.
pub const NOTCH: u8 = 3;

/// Where `by` wheel notches over `target` move in the fight's panes, and by how much: the
/// pane under the mouse a row a notch, the log [`NOTCH`] lines a notch, the sheet (which
/// shows the selected combatant) through the roster. None off the panes.
pub fn wheel_move(target: Option<Target>, by: isize) -> Option<(Pane, isize)> {
    let pane = match target {
        Some(Target::Pane(pane)) => pane,
        Some(Target::Combatant(_)) => Pane::Roster,
        Some(Target::Rung(_)) => Pane::Ladder,
        _ => return None,
    };
    Some(match pane {
        Pane::Log => (Pane::Log, by.saturating_mul(isize::from(NOTCH))),
        Pane::Detail => (Pane::Roster, by),
        pane => (pane, by),
    })
}

impl App {
    /// One mouse event: a left click or a notch of the wheel; the rest (releases, drags,
    /// other buttons) does nothing.
    pub fn handle_mouse(&mut self, mouse: MouseEvent) {
        let by = match mouse.kind {
            MouseEventKind::Down(MouseButton::Left) => 0,
            MouseEventKind::ScrollUp => -1,
            MouseEventKind::ScrollDown => 1,
            _ => return,
        };
        let target = self.hits.borrow().at(mouse.column, mouse.row);
        if let Some(scroll) = &mut self.help {
            match by {
                // A click closes the overlay, as any key does.
                0 => self.help = None,
                -1 => *scroll = scroll.saturating_sub(u16::from(NOTCH)),
                _ => *scroll = scroll.saturating_add(u16::from(NOTCH)),
            }
            return;
        }
        match &mut self.screen {
            Screen::Start(start) => match (by, target) {
                // The wheel moves the selection wherever the mouse is: the list is the screen.
                (0, Some(Target::Item(item))) => {
                    let outcome = start.click(item);
                    self.start_outcome(outcome);
                }
                (0, Some(Target::StartField(field))) => start.click_field(field),
                (0, _) => {}
                (by, _) => start.wheel(by),
            },
            Screen::Fight(fight) => match (by, target) {
                (0, Some(target)) => fight.click(target, &self.keymap),
                (0, None) => {}
                (by, target) => fight.wheel(target, by),
            },
            Screen::Replay(replay) => match (by, target) {
                (0, Some(target)) => replay.click(target, mouse.column),
                (0, None) => {}
                (by, target) => replay.wheel(target, by),
            },
        }
    }
}
