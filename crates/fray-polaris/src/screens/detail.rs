//! The selected combatant's pane for a Polaris sheet: the shared header, the wound locator
//! with the body figure, the risks the current wounds bring (POL-35), then the shared
//! sections (declaration, conditions, pools, note).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use super::wounds::{BODY_WIDTH, body_height, locator_fit, render_body, render_locator};
use crate::i18n::typography::join_list;
use crate::i18n::{self, Lang};
use crate::report::Sheet;
use crate::tui::theme::Theme;
use crate::tui::view::detail::{draw_line, header_lines, section_lines};
use crate::tui::view::flow::wrap;
use crate::{risks, wounds};

/// Columns between the locator and the body figure beside it.
const GAP: u16 = 2;
/// Draws a Polaris sheet in `area` (the caller draws the border and title).
/// Lines that do not fit are cut at the bottom; the body figure goes beside the locator,
/// else below it, else is left out.
pub fn render_detail(sheet: &Sheet, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let area = area.intersection(buf.area);
    if area.is_empty() {
        return;
    }
    let width = usize::from(area.width);
    let header = header_lines(sheet, theme, width);
    let mut sections = risk_lines(sheet, theme, width);
    sections.extend(super::arms::lines(sheet, theme, width));
    sections.extend(section_lines(sheet, theme, width));
    let locator_h = sheet
        .locator
        .as_ref()
        .map_or(0, |g| locator_fit(g, area.width).height);
    let wanted = header.len() + usize::from(locator_h) + sections.len() + 2;
    let spaced = usize::from(area.height) >= wanted && locator_h > 0;
    let mut y = area.y;
    let bottom = area.bottom();
    for line in &header {
        draw_line(buf, area, &mut y, line);
    }
    if spaced {
        y = y.saturating_add(1);
    }
    if let Some(grid) = &sheet.locator {
        let room = bottom.saturating_sub(y);
        let beside = area.width.saturating_sub(BODY_WIDTH + GAP);
        let fit = locator_fit(grid, beside);
        if fit.long_headers && fit.width <= beside {
            let h = fit.height.max(body_height()).min(room);
            render_locator(grid, theme, Rect::new(area.x, y, fit.width, h), buf);
            let x = area.x + fit.width + GAP;
            render_body(grid, theme, Rect::new(x, y, BODY_WIDTH, h), buf);
            y = y.saturating_add(h);
        } else {
            let h = locator_fit(grid, area.width).height.min(room);
            render_locator(grid, theme, Rect::new(area.x, y, area.width, h), buf);
            y = y.saturating_add(h);
            let room = bottom.saturating_sub(y);
            let below = usize::from(body_height()) + usize::from(spaced) + sections.len();
            if usize::from(room) >= below && area.width >= BODY_WIDTH {
                y = y.saturating_add(u16::from(spaced));
                render_body(
                    grid,
                    theme,
                    Rect::new(area.x, y, BODY_WIDTH, body_height()),
                    buf,
                );
                y = y.saturating_add(body_height());
            }
        }
        if spaced {
            y = y.saturating_add(1);
        }
    }
    for line in &sections {
        draw_line(buf, area, &mut y, line);
    }
}

/// The risks of the current wounds as one labelled paragraph, each with the locations that
/// bring it (`Risks sequelae (head); infection (body, left arm)`), a prompt for the GM
/// (POL-35); nothing without a wound.
fn risk_lines<'a>(sheet: &Sheet, theme: &Theme, width: usize) -> Vec<Line<'a>> {
    let Some(grid) = &sheet.locator else {
        return Vec::new();
    };
    let found = risks::current(
        grid.locations
            .iter()
            .map(|l| (l.key.as_str(), l.cells.as_slice())),
    );
    if found.is_empty() {
        return Vec::new();
    }
    let parts: Vec<String> = found
        .iter()
        .map(|(risk, at)| {
            let places: Vec<String> = at.iter().map(|k| place(k)).collect();
            format!("{} ({})", risk.word(), places.join(", "))
        })
        .collect();
    let spans = vec![
        Span::styled(format!("{} ", crate::t!("pol-detail-risks")), theme.title),
        Span::raw(join_list(&parts)),
    ];
    wrap(&spans, width)
}

/// A location key in lower-case words of the current language (`left arm`, `bras gauche`).
pub(super) fn place(key: &str) -> String {
    let label = match i18n::current() {
        Lang::En => wounds::location_label_en(key),
        Lang::Fr => wounds::location_label_fr(key),
    };
    label.map_or_else(|| crate::safe_text::escape(key), str::to_lowercase)
}

#[cfg(test)]
#[path = "detail_tests.rs"]
mod tests;
