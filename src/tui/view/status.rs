//! The lines around the panes: the NOT SAVED banner and the status line
//! (encounter, round, step, who acts, last save, a key hint).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::tui::fight::Fight;
use crate::tui::keymap::{Action, Keymap, Mode};
use crate::tui::text;
use crate::tui::theme::Theme;

use crate::safe_text::escape;

/// The banner shown while some commands are only in memory.
pub fn render_banner(fight: &Fight, keymap: &Keymap, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let why = fight
        .session
        .save_error()
        .map_or_else(String::new, |e| e.to_string());
    let key = keymap
        .first_key(Mode::Fight, Action::RetrySave)
        .map_or_else(String::new, |k| k.to_string());
    buf.set_style(area, theme.warning);
    Line::styled(
        escape(&text::banner(fight.session.unsaved(), &why, &key)),
        theme.warning,
    )
    .render(area, buf);
}

/// The status line: where the fight is and whether it is saved.
pub fn render_status(fight: &Fight, keymap: &Keymap, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let r = &fight.report;
    let mut left = vec![Span::styled(escape(&r.name), theme.title), Span::raw(" · ")];
    if let Some((system, stage)) = crate::tui::system::screens_of(r).status_words(r) {
        left.push(Span::raw(system));
        left.push(Span::raw(" · "));
        left.push(Span::raw(stage));
    } else {
        left.push(Span::raw(text::round(r.round)));
        left.push(Span::raw(" · "));
        left.push(Span::raw(text::step_word(r.step, r.phase)));
    }
    if let Some(who) = &r.current {
        left.push(Span::raw(" · "));
        left.push(Span::styled(escape(who), theme.current));
    }
    let saved = if fight.session.unsaved() > 0 {
        Span::styled(text::not_saved_short(), theme.warning)
    } else {
        Span::styled(text::saved(fight.session.last_saved()), theme.ok)
    };
    let help = keymap
        .first_key(Mode::Fight, Action::Help)
        .map_or_else(String::new, |k| text::help_hint(&k.to_string()));
    let right = Line::from(vec![saved, Span::raw("  "), Span::styled(help, theme.key)]);
    render_sides(Line::from(left), right, theme, area, buf);
}

/// Draws a status line: `left` from the start, `right` against the end when there is room.
pub fn render_sides(left: Line, right: Line, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let right_width = right.width() as u16;
    left.render(area, buf);
    if area.width > right_width + 10 {
        let at = Rect {
            x: area.x + area.width - right_width,
            width: right_width,
            ..area
        };
        buf.set_style(at, theme.text);
        right.render(at, buf);
    }
}
