//! What the mouse does on the replay screen, read against what the last frame drew: a
//! click on the timeline bar moves the replay to the record drawn in that cell (the
//! nearest one shown), a click on a pane focuses it (a roster row selects its combatant,
//! a ladder row its line); the wheel moves the list under the mouse as ↑/↓ do, the log by
//! three lines a notch, and steps the replay over the bar.

use crate::tui::fight::Pane;
use crate::tui::mouse::wheel_move;
use crate::tui::view::hits::Target;

use super::moves::Way;
use super::{ReplayInput, ReplayScreen};

impl ReplayScreen {
    /// A click (left button pressed) on `target`, the topmost thing drawn there; `x` is
    /// the column clicked.
    pub fn click(&mut self, target: Target, x: u16) {
        if !matches!(self.input, ReplayInput::Normal) {
            return;
        }
        match target {
            Target::Timeline {
                x: from,
                width,
                len,
            } => {
                self.playing = false;
                let pos = position(x.saturating_sub(from), width, len);
                let pos = self.snap(pos);
                self.seek(pos);
            }
            Target::Pane(pane) => self.focus = pane,
            Target::Combatant(i) if i < self.report.combatants.len() => {
                self.focus = Pane::Roster;
                self.selected = i;
            }
            Target::Rung(i) if i < self.report.ladder.len() => {
                self.focus = Pane::Ladder;
                self.ladder_cursor = i;
            }
            _ => {}
        }
    }

    /// The wheel turned `by` notches (negative: up) over `target`.
    pub fn wheel(&mut self, target: Option<Target>, by: isize) {
        if !matches!(self.input, ReplayInput::Normal) {
            return;
        }
        if let Some(Target::Timeline { .. }) = target {
            self.playing = false;
            let way = if by < 0 { Way::Back } else { Way::Forward };
            for _ in 0..by.unsigned_abs() {
                self.step(way);
            }
        } else if let Some((pane, by)) = wheel_move(target, by) {
            self.move_in(pane, by);
        }
    }
}

/// The first position drawn in cell `cell` of a bar `width` cells wide standing for `len`
/// records: the inverse of [`crate::tui::view::timeline::column`].
fn position(cell: u16, width: u16, len: u64) -> u64 {
    if width < 2 || len == 0 {
        return 0;
    }
    let last = u64::from(width - 1);
    (u64::from(cell.min(width - 1)) * len).div_ceil(last)
}
