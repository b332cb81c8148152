//! The `?` overlay: every key of the current screen, generated from the key table, and a
//! text reader for `help` output.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

use crate::model::SystemId;
use crate::tui::keymap::{Action, Keymap, Mode};
use crate::tui::text;
use crate::tui::theme::Theme;

use super::popup;
use crate::safe_text::escape;

/// The lines of a mode's help; on the fight screen, only the keys of the encounter's
/// system, worded for it (`None`: every key).
pub fn help_lines(keymap: &Keymap, mode: Mode, system: Option<SystemId>) -> Vec<(String, String)> {
    let shown = |action: &Action| system.is_none_or(|s| crate::tui::system::offered(s, *action));
    let label = |action: Action| {
        system
            .and_then(|s| crate::tui::system::screens(s).label(action))
            .unwrap_or_else(|| text::action_label(action))
    };
    let mut lines: Vec<(String, String)> = keymap
        .help(mode)
        .into_iter()
        .filter(|(action, _)| mode != Mode::Fight || shown(action))
        .map(|(action, chords)| {
            let keys = chords
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ");
            (keys, format!("{}  [{}]", label(action), action.word()))
        })
        .collect();
    if mode == Mode::Fight {
        lines.extend(
            text::editing_keys()
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string())),
        );
    }
    lines
}

/// Draws the key overlay of `mode` (for the fight's `system`), scrolled.
pub fn render_help(
    keymap: &Keymap,
    mode: Mode,
    system: Option<SystemId>,
    scroll: u16,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let entries = help_lines(keymap, mode, system);
    let key_width = entries
        .iter()
        .map(|(k, _)| k.chars().count())
        .max()
        .unwrap_or(0);
    let lines: Vec<Line> = entries
        .iter()
        .map(|(k, label)| {
            if k.is_empty() {
                Line::styled(label.clone(), theme.title)
            } else {
                Line::from(vec![
                    Span::styled(format!("{k:>key_width$}  "), theme.key),
                    Span::raw(label.clone()),
                ])
            }
        })
        .collect();
    let width = lines.iter().map(Line::width).max().unwrap_or(0) as u16 + 2;
    let height = lines.len() as u16 + 2;
    let at = popup(area, width, height);
    Clear.render(at, buf);
    let block = Block::bordered()
        .title(Line::styled(text::help_title(mode), theme.title))
        .title_bottom(Line::styled(text::help_close(), theme.dim))
        .border_style(theme.focus_border);
    Paragraph::new(lines)
        .block(block)
        .scroll((scroll, 0))
        .render(at, buf);
}

/// Draws a text to read (output of `help`), scrolled.
pub fn render_reading(body: &str, scroll: u16, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let lines: Vec<Line> = body.lines().map(|l| Line::raw(escape(l))).collect();
    let width = lines.iter().map(|l| l.width()).max().unwrap_or(0) as u16 + 4;
    let height = lines.len() as u16 + 2;
    let at = popup(area, width, height);
    Clear.render(at, buf);
    let block = Block::bordered()
        .title_bottom(Line::styled(text::help_close(), theme.dim))
        .border_style(theme.focus_border);
    Paragraph::new(lines)
        .block(block)
        .wrap(Wrap { trim: false })
        .scroll((scroll, 0))
        .render(at, buf);
}
