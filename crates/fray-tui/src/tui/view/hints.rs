//! The key-hint line at the bottom of a screen: as many hints as fit, the most needed
//! first, shown in their given order.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::tui::theme::Theme;

use super::cells::{put, width_of};

/// One hint: a key, what it does, and its rank (the lowest ranks are kept first when the
/// line is too short for all of them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hint {
    /// The key, as shown (`Enter`, `q`).
    pub key: String,
    /// What it does.
    pub label: &'static str,
    /// Lower is more needed.
    pub rank: usize,
}

/// Draws the hints that fit on the first line of `area`, in the order given.
pub fn render_hints(hints: &[Hint], theme: &Theme, area: Rect, buf: &mut Buffer) {
    let cost = |h: &Hint| width_of(&h.key) + 1 + width_of(h.label) + 2;
    let mut by_rank: Vec<&Hint> = hints.iter().collect();
    by_rank.sort_by_key(|h| h.rank);
    // The last hint needs no gap after it.
    let mut room = usize::from(area.width) + 2;
    let mut kept: Vec<&Hint> = Vec::new();
    for hint in by_rank {
        if cost(hint) <= room {
            room -= cost(hint);
            kept.push(hint);
        }
    }
    let mut x = area.x;
    for hint in hints
        .iter()
        .filter(|h| kept.iter().any(|k| std::ptr::eq(*k, *h)))
    {
        x = put(buf, x, area.y, area.right(), &hint.key, theme.key);
        let after = put(
            buf,
            x.saturating_add(1),
            area.y,
            area.right(),
            hint.label,
            theme.dim,
        );
        x = after.saturating_add(2);
    }
}
