//! The fight screen: the panes laid out for the terminal's size (or the focused one
//! zoomed), the banner, the result strip and the status line, and any form, prompt or overlay.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Position, Rect};

use crate::tui::fight::{Fight, Input, Pane};
use crate::tui::keymap::Keymap;
use crate::tui::text;
use crate::tui::theme::Theme;

use super::hits::{Hits, Target};
use super::panes::{PaneView, render_panes};
use super::{form, help, prompt, result, status};

/// Where each pane goes; panes not shown have no place.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Places {
    /// The ladder's place.
    pub ladder: Option<Rect>,
    /// The roster's place.
    pub roster: Option<Rect>,
    /// The detail pane's place.
    pub detail: Option<Rect>,
    /// The log's place.
    pub log: Option<Rect>,
}

impl Places {
    fn set(&mut self, pane: Pane, at: Rect) {
        match pane {
            Pane::Ladder => self.ladder = Some(at),
            Pane::Roster => self.roster = Some(at),
            Pane::Detail => self.detail = Some(at),
            Pane::Log => self.log = Some(at),
        }
    }
}

/// Lays the panes out: three columns on a wide terminal, a 2×2 grid on a medium one, one
/// pane at a time (the focused one) on a small one or when zoomed.
pub fn layout(body: Rect, focus: Pane, zoom: bool) -> Places {
    let mut places = Places::default();
    if zoom || body.width < 70 || body.height < 16 {
        places.set(focus, body);
        return places;
    }
    if body.width >= 140 && body.height >= 20 {
        let [left, middle, right] = Layout::horizontal([
            Constraint::Length(30),
            Constraint::Fill(1),
            Constraint::Length(56),
        ])
        .areas(body);
        let [top, bottom] =
            Layout::vertical([Constraint::Percentage(55), Constraint::Fill(1)]).areas(middle);
        places.ladder = Some(left);
        places.roster = Some(top);
        places.log = Some(bottom);
        places.detail = Some(right);
        return places;
    }
    let [top, bottom] =
        Layout::vertical([Constraint::Percentage(45), Constraint::Fill(1)]).areas(body);
    let [ladder, roster] =
        Layout::horizontal([Constraint::Length(28), Constraint::Fill(1)]).areas(top);
    let [detail, log] =
        Layout::horizontal([Constraint::Percentage(50), Constraint::Fill(1)]).areas(bottom);
    places.ladder = Some(ladder);
    places.roster = Some(roster);
    places.detail = Some(detail);
    places.log = Some(log);
    places
}

/// Draws the whole fight screen, noting in `hits` where the mouse can act; returns where
/// the cursor goes (prompt or form).
pub fn render_fight(
    fight: &Fight,
    keymap: &Keymap,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
    hits: &mut Hits,
) -> Option<Position> {
    if area.width < super::MIN_WIDTH || area.height < super::MIN_HEIGHT {
        super::render_too_small(theme, area, buf);
        return None;
    }
    let banner = u16::from(fight.session.unsaved() > 0);
    // The prompt takes two rows; otherwise the result strip takes what the message needs.
    let prompt_lines = if matches!(fight.input, Input::Prompt(_)) {
        2
    } else {
        result::rows(fight.message.as_ref(), area.width, area.height)
    };
    let [top, body, bottom, status_line] = Layout::vertical([
        Constraint::Length(banner),
        Constraint::Fill(1),
        Constraint::Length(prompt_lines),
        Constraint::Length(1),
    ])
    .areas(area);
    if banner > 0 {
        status::render_banner(fight, keymap, theme, top, buf);
    }
    // A record takes a row at least: the log pane's height in lines fills it.
    let log_rows = layout(body, fight.focus, fight.zoom)
        .log
        .map_or(0, |at| at.height);
    let log = fight.log_window(usize::from(log_rows));
    let panes = PaneView {
        report: &fight.report,
        selected: fight.selected,
        ladder_cursor: fight.ladder_cursor,
        log: &log,
        log_scroll: 0,
        // The newest record is the current one, wrapped, even when scrolled out of view.
        highlight: fight.session.timeline().records().last().map(|r| r.seq),
        focus: fight.focus,
        zoom: fight.zoom,
    };
    render_panes(&panes, theme, body, buf, hits);
    status::render_status(fight, keymap, theme, status_line, buf);
    let mut cursor = None;
    match &fight.input {
        Input::Prompt(p) => {
            let [hint, line] =
                Layout::vertical([Constraint::Length(1), Constraint::Length(1)]).areas(bottom);
            prompt::render_prompt_hint(p, theme, hint, buf);
            cursor = prompt::render_prompt(p, theme, line, buf);
        }
        _ => result::render_result(
            fight.message.as_ref(),
            keymap,
            crate::tui::keymap::Mode::Fight,
            theme,
            bottom,
            buf,
        ),
    }
    match &fight.input {
        Input::Form(f) => {
            let drawn = form::render_form(f, theme, body, buf);
            drawn.note(hits);
            cursor = drawn.cursor;
        }
        Input::Reading {
            text: body_text,
            scroll,
        } => {
            help::render_reading(body_text, *scroll, theme, body, buf);
            hits.add(body, Target::Overlay);
        }
        Input::ConfirmQuit => {
            let f = crate::tui::form::Form {
                keys: Some(text::confirm_quit_keys()),
                ..crate::tui::form::Form::confirm(
                    text::quit_title(),
                    text::confirm_quit(fight.session.unsaved()),
                    "quit",
                    Vec::new(),
                )
            };
            form::render_form(&f, theme, body, buf).note(hits);
        }
        Input::WriteBack(shown) => {
            super::writeback::render_writeback(shown, theme, body, buf);
            hits.add(body, Target::Overlay);
        }
        Input::Normal | Input::Prompt(_) => {}
    }
    if fight.share.open {
        super::share::render_share(&fight.share, theme, area, buf);
        hits.add(area, Target::Overlay);
        cursor = None;
    }
    cursor
}
