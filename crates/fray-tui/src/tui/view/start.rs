//! Draws the start screen: title, list of saves (with the new-encounter form inline),
//! message line and key hints. Columns are dropped as the terminal narrows; nothing is
//! drawn outside the buffer, whatever its size.

use std::time::SystemTime;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::safe_text::escape;
use crate::tui::keymap::{Action, Keymap, Mode};
use crate::tui::start::StartScreen;
use crate::tui::text::{self, action_label};
use crate::tui::theme::Theme;

use super::cells::{put, width_of, wrap};
use super::hints::{Hint, render_hints};
use super::hits::Hits;
use super::start_form::form_hints;
use super::start_list::render_list;

/// Draws the start screen into `area` of `buf`; `now` dates the saves' last changes. The
/// list's rows are noted in `hits` for the mouse.
pub fn render_start(
    screen: &StartScreen,
    keymap: &Keymap,
    theme: &Theme,
    now: SystemTime,
    area: Rect,
    buf: &mut Buffer,
    hits: &mut Hits,
) {
    let area = area.intersection(buf.area);
    if area.is_empty() {
        return;
    }
    let margin = u16::from(area.width >= 40);
    let inner = Rect::new(
        area.x + margin,
        area.y,
        area.width - 2 * margin,
        area.height,
    );
    let (mut top, mut bottom) = (inner.y, inner.bottom());
    if inner.height >= 2 {
        let title = if width_of(text::start_title()) <= usize::from(inner.width) {
            text::start_title()
        } else {
            text::start_title_short()
        };
        put(buf, inner.x, top, inner.right(), title, theme.title);
        let language = match keymap.first_key(Mode::Start, Action::Language) {
            Some(key) => format!("{} ({key})", text::start_language()),
            None => text::start_language(),
        };
        let room = usize::from(inner.width).saturating_sub(width_of(title) + 2);
        if width_of(&language) <= room {
            let x = inner.right() - width_of(&language) as u16;
            put(buf, x, top, inner.right(), &language, theme.dim);
        }
        top += 1 + u16::from(inner.height >= 12);
    }
    if inner.height >= 3 {
        bottom -= 1;
        render_hint(
            screen,
            keymap,
            theme,
            Rect::new(inner.x, bottom, inner.width, 1),
            buf,
        );
    }
    if let Some(message) = screen.message() {
        // Up to 3 lines, leaving at least 2 to the list.
        let room = usize::from(bottom.saturating_sub(top).saturating_sub(2)).min(3);
        let lines = wrap(&escape(message), usize::from(inner.width), room);
        bottom -= lines.len() as u16;
        for (y, line) in (bottom..).zip(&lines) {
            put(buf, inner.x, y, inner.right(), line, theme.error);
        }
    }
    if let Some((read, total)) = screen.reading()
        && bottom.saturating_sub(top) >= 4
    {
        // The saves still being read: how far it has got, under the list.
        bottom -= 1;
        let line = text::start_reading(read, total);
        put(buf, inner.x, bottom, inner.right(), &line, theme.dim);
    }
    let list = Rect::new(inner.x, top, inner.width, bottom.saturating_sub(top));
    render_list(screen, theme, now, list, buf, hits);
}

/// The key hints of the screen, or of the form when it is open.
fn render_hint(screen: &StartScreen, keymap: &Keymap, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let hints = if let Some(form) = screen.form() {
        form_hints(form)
    } else {
        let by_need = [
            Action::Quit,
            Action::Help,
            Action::Open,
            Action::New,
            Action::NewInCampaign,
            Action::Demo,
        ];
        // The campaign key only where there are campaigns to take a party from.
        let campaigns = !screen.campaigns().is_empty();
        [
            Action::Open,
            Action::New,
            Action::NewInCampaign,
            Action::Demo,
            Action::Help,
            Action::Quit,
        ]
        .into_iter()
        .filter(|a| campaigns || *a != Action::NewInCampaign)
        .filter_map(|a| {
            Some(Hint {
                key: keymap.first_key(Mode::Start, a)?.to_string(),
                label: action_label(a),
                rank: by_need
                    .iter()
                    .position(|b| *b == a)
                    .unwrap_or(by_need.len()),
            })
        })
        .collect()
    };
    render_hints(&hints, theme, area, buf);
}

#[cfg(any(test, feature = "test-support"))]
#[path = "start_test_support.rs"]
pub mod test_support;

#[cfg(test)]
#[path = "start_tests.rs"]
mod tests;
