//! What the mouse can land on: each drawing notes the rectangles it drew its clickable
//! parts in (a pane, a roster row, a form field, a save, the replay's bar), so a click is
//! read against the very frame the GM sees, never a layout worked out again.

use ratatui::layout::{Position, Rect};

use crate::tui::fight::Pane;
use crate::tui::start::FormField;

/// A part of the screen a click or the wheel acts on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// A pane of the fight or replay screen (its border and anything in it not below).
    Pane(Pane),
    /// A roster row: the combatant at this index of the report.
    Combatant(usize),
    /// A row of the shared ladder: the line at this index of the report's ladder.
    Rung(usize),
    /// A form drawn over the panes: clicks inside it go nowhere else.
    Form,
    /// A form's field row, by index.
    Field(usize),
    /// A line of the start screen's list, by index in its items.
    Item(usize),
    /// A field of the start screen's new-encounter form.
    StartField(FormField),
    /// The replay's timeline bar: `len` records drawn across `width` cells from `x`.
    Timeline {
        /// The bar's first column.
        x: u16,
        /// The bar's width in cells.
        width: u16,
        /// The records the bar stands for.
        len: u64,
    },
    /// The help overlay or a text being read: covers the screen.
    Overlay,
}

/// The clickable rectangles of the last frame, in drawing order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Hits {
    spots: Vec<(Rect, Target)>,
}

impl Hits {
    /// Forgets the previous frame's spots.
    pub fn clear(&mut self) {
        self.spots.clear();
    }

    /// Notes that `target` was drawn at `at` (an empty rectangle is never hit).
    pub fn add(&mut self, at: Rect, target: Target) {
        if !at.is_empty() {
            self.spots.push((at, target));
        }
    }

    /// What was drawn last (so on top) at column `x`, row `y`; `None` outside everything.
    pub fn at(&self, x: u16, y: u16) -> Option<Target> {
        let point = Position { x, y };
        self.spots
            .iter()
            .rev()
            .find(|(at, _)| at.contains(point))
            .map(|(_, target)| *target)
    }
}

#[cfg(test)]
#[path = "hits_tests.rs"]
mod tests;
