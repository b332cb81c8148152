//! The `?` overlay: every key of the current screen, generated from the key table, and a
//! text reader for `help` output.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget};

use crate::model::SystemId;
use crate::tui::keymap::{Action, Keymap, Mode};
use crate::tui::text;
use crate::tui::theme::Theme;

use super::cut_line::cut_line;
use super::popup;
use super::wrap::{cells, wrap};
use crate::safe_text::escape;

/// The keys of a mode's help, each action with its keys as their caps read (`↑ k`,
/// `PgUp Ctrl-u`) and what it does; on the fight screen, only the keys of the encounter's
/// system, worded for it (`None`: every key).
pub fn help_keys(
    keymap: &Keymap,
    mode: Mode,
    system: Option<SystemId>,
) -> Vec<(Action, String, String)> {
    let shown = |action: &Action| system.is_none_or(|s| crate::tui::system::offered(s, *action));
    let label = |action: Action| {
        system
            .and_then(|s| crate::tui::system::screens(s).label(action))
            .unwrap_or_else(|| text::action_label(action))
    };
    keymap
        .help(mode)
        .into_iter()
        .filter(|(action, _)| mode != Mode::Fight || shown(action))
        .map(|(action, chords)| {
            let keys = chords
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ");
            (action, keys, label(action).to_string())
        })
        .collect()
}

/// The lines of a mode's help: its keys ([`help_keys`]), named as their caps read and
/// never by their `keys.conf` words, then the editing keys, the mouse and the legend.
pub fn help_lines(keymap: &Keymap, mode: Mode, system: Option<SystemId>) -> Vec<(String, String)> {
    let mut lines: Vec<(String, String)> = help_keys(keymap, mode, system)
        .into_iter()
        .map(|(_, keys, label)| (keys, label))
        .collect();
    if mode == Mode::Fight {
        lines.extend(
            text::editing_keys()
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string())),
        );
    }
    lines.extend(text::mouse_keys(mode));
    if matches!(mode, Mode::Fight | Mode::Replay) {
        lines.extend(legend_lines(system));
    }
    lines
}

/// The legend of the marks on screen, pane by pane: the system's own (when known), then
/// the shared ones; a heading has no key.
pub fn legend_lines(system: Option<SystemId>) -> Vec<(String, String)> {
    let own = system.map_or(&[][..], |s| crate::tui::system::screens(s).legend());
    let mut lines = vec![(String::new(), text::legend_title())];
    for group in own.iter().chain(text::shared_legend()) {
        lines.push((String::new(), (group.pane)()));
        lines.extend(
            group
                .marks
                .iter()
                .map(|(mark, meaning)| (mark.to_string(), meaning())),
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
    // A line wider than the screen is cut with "…".
    let inner = usize::from(at.width.saturating_sub(2));
    let lines: Vec<Line> = lines.into_iter().map(|l| cut_line(l, inner)).collect();
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

/// Draws a text to read (output of `help`), scrolled. A line too long for the box wraps
/// under its own text: a listing row's description under the description column, an
/// indented line under its indent.
pub fn render_reading(body: &str, scroll: u16, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let escaped: Vec<String> = body.lines().map(escape).collect();
    let longest = escaped.iter().map(|l| cells(l)).max().unwrap_or(0);
    let width = u16::try_from(longest).unwrap_or(u16::MAX).saturating_add(4);
    let inner = usize::from(width.min(area.width).saturating_sub(2)).max(1);
    let lines: Vec<Line> = escaped
        .iter()
        .flat_map(|l| reader_rows(l, inner))
        .map(Line::raw)
        .collect();
    let height = u16::try_from(lines.len())
        .unwrap_or(u16::MAX)
        .saturating_add(2);
    let at = popup(area, width, height);
    Clear.render(at, buf);
    let block = Block::bordered()
        .title_bottom(Line::styled(text::help_close(), theme.dim))
        .border_style(theme.focus_border);
    Paragraph::new(lines)
        .block(block)
        .scroll((scroll, 0))
        .render(at, buf);
}

/// One line of the reader cut into rows of `width` cells, continuation rows hanging under
/// the line's text.
fn reader_rows(line: &str, width: usize) -> Vec<String> {
    if cells(line) <= width {
        return vec![line.to_string()];
    }
    let (head, rest) = line.split_at(hanging_indent(line));
    let indent = cells(head);
    if indent * 2 >= width {
        return wrap(line, width);
    }
    wrap(rest, width - indent)
        .into_iter()
        .enumerate()
        .map(|(i, row)| {
            if i == 0 {
                format!("{head}{row}")
            } else {
                format!("{}{row}", " ".repeat(indent))
            }
        })
        .collect()
}

/// Where a line's wrapped text starts: after a listing row's name column (the first run
/// of two spaces or more past the indent), else after the indent.
fn hanging_indent(line: &str) -> usize {
    let lead = line.len() - line.trim_start().len();
    if lead == 0 {
        return 0;
    }
    match line[lead..].find("  ") {
        Some(gap) => {
            let after = lead + gap;
            after + (line[after..].len() - line[after..].trim_start().len())
        }
        None => lead,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_listing_row_wraps_under_its_description() {
        let rows = reader_rows("  add (a)   Adds a combatant to the fight", 30);
        assert_eq!(
            rows,
            ["  add (a)   Adds a combatant", "            to the fight"]
        );
        assert_eq!(
            reader_rows("  Plain indented text here", 12),
            ["  Plain", "  indented", "  text here"]
        );
        assert_eq!(reader_rows("short", 12), ["short"]);
    }
}
