//! The lines around the panes: the NOT SAVED banner and the status line
//! (encounter, round, step, who acts, last save, a key hint).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::tui::fight::Fight;
use crate::tui::keymap::{Action, Keymap, Mode};
use crate::tui::text;
use crate::tui::theme::Theme;

use super::fit::{Part, render_fitted};
use crate::safe_text::escape;

/// The banner shown while some commands are only in memory.
pub fn render_banner(fight: &Fight, keymap: &Keymap, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let error = fight.session.save_error();
    let why = error.map_or_else(String::new, |e| e.cause());
    let unsaved = fight.session.unsaved();
    let banner = if error.is_some_and(|e| e.is_detached()) {
        let quit = keymap
            .first_key(Mode::Fight, Action::Quit)
            .map_or_else(String::new, |k| k.to_string());
        text::banner_detached(unsaved, &why, &quit)
    } else {
        let key = keymap
            .first_key(Mode::Fight, Action::RetrySave)
            .map_or_else(String::new, |k| k.to_string());
        text::banner(unsaved, &why, &key)
    };
    buf.set_style(area, theme.warning);
    Line::styled(escape(&banner), theme.warning).render(area, buf);
}

/// The status line: where the fight is and whether it is saved. When it does not fit, the
/// keys hint goes first, then the encounter's name (cut with "…", then dropped), then the
/// round and step; who acts and the saved state stay.
pub fn render_status(fight: &Fight, keymap: &Keymap, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let r = &fight.report;
    let mut left = vec![Part::cuttable(escape(&r.name), theme.title, 1)];
    if let Some((system, stage)) = crate::tui::system::screens_of(r).status_words(r) {
        left.push(Part::new(system, theme.text, 2));
        left.push(Part::new(stage, theme.text, 2));
    } else {
        left.push(Part::new(text::round(r.round), theme.text, 2));
        left.push(Part::new(text::step_word(r.step, r.phase), theme.text, 2));
    }
    if let Some(who) = &r.current {
        left.push(Part::cuttable(escape(who), theme.current, 3));
    }
    let saved = if fight.session.unsaved() > 0 {
        Part::new(text::not_saved_short(), theme.warning, 4)
    } else {
        Part::new(text::saved(fight.session.last_saved()), theme.ok, 4)
    };
    let sharing =
        super::share::status_mark(&fight.share).map(|mark| Part::new(mark, theme.current, 4));
    let help = keymap
        .first_key(Mode::Fight, Action::Help)
        .map_or_else(String::new, |k| text::help_hint(&k.to_string()));
    let right = sharing
        .into_iter()
        .chain([saved, Part::new(help, theme.key, 0)])
        .collect();
    render_fitted(left, right, theme.text, area, buf);
}
