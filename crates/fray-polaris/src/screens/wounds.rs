//! The Polaris wound locator as on the character sheet (severity rows × location columns)
//! and a small body figure coloured by the worst wound of each part.
//!
//! Both read a [`LocatorGrid`] from the report and draw clipped to their area: any size,
//! 0×0 included, is safe. Checked and empty boxes differ by their glyph, not only colour.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Span;

use super::text;
use crate::report::{GridLocation, LocatorGrid};
use crate::safe_text::escape;
use crate::tui::theme::Theme;
use crate::tui::view::wrap::{cut, wrap};

/// A checked wound box.
const CHECKED: &str = "■";
/// An empty wound box.
const EMPTY: &str = "□";
/// Columns the body figure uses.
pub const BODY_WIDTH: u16 = 11;

/// Lines the body figure uses, its legend included: the legend wraps between words to
/// the figure's width (« 1-5, » then « x perdu » in French) rather than being cut.
pub fn body_height() -> u16 {
    let legend = legend_rows(usize::from(BODY_WIDTH)).len();
    u16::try_from(FIGURE.len() + legend).unwrap_or(u16::MAX)
}

/// The legend in rows of at most `width` cells: whole when it fits, else one row per
/// comma-separated entry (each wrapped between words if it is still too long), so an
/// entry (« x perdu ») is never split from its sign.
fn legend_rows(width: usize) -> Vec<String> {
    let legend = text::body_legend();
    if crate::tui::view::wrap::cells(&legend) <= width {
        return vec![legend];
    }
    let parts: Vec<&str> = legend.split(", ").collect();
    let last = parts.len().saturating_sub(1);
    parts
        .iter()
        .enumerate()
        .flat_map(|(i, part)| {
            let part = if i < last {
                format!("{part},")
            } else {
                (*part).to_string()
            };
            wrap(&part, width)
        })
        .collect()
}

/// How the locator fits a width: which labels and columns it shows, and its size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LocatorFit {
    /// Full severity labels (`Serious`), else abbreviations (`Ser`).
    pub long_labels: bool,
    /// Whether the malus column is shown.
    pub malus: bool,
    /// Full location headers (`R.arm`), else two letters (`RA`).
    pub long_headers: bool,
    /// Columns wanted (more than the width given when even the narrowest layout does not
    /// fit: the right side is then clipped).
    pub width: u16,
    /// Lines wanted: the location headers and one per severity row.
    pub height: u16,
}

/// Layouts from the widest to the narrowest: (long labels, malus, long headers).
const LAYOUTS: [(bool, bool, bool); 4] = [
    (true, true, true),
    (false, true, true),
    (false, true, false),
    (false, false, false),
];

/// The widest layout of the locator that fits in `max_width` columns (else the narrowest).
pub fn locator_fit(grid: &LocatorGrid, max_width: u16) -> LocatorFit {
    let fits = LAYOUTS.map(|(l, m, h)| fit_of(grid, l, m, h));
    fits.iter()
        .find(|f| f.width <= max_width)
        .copied()
        .unwrap_or(fits[LAYOUTS.len() - 1])
}

/// Draws the wound locator: a header of locations, then one line per severity row
/// (label, malus, the boxes of each location; checked `■` in the severity style, empty `□`).
pub fn render_locator(grid: &LocatorGrid, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let area = area.intersection(buf.area);
    if area.is_empty() {
        return;
    }
    let fit = locator_fit(grid, area.width);
    let (labels_w, malus_w) = label_widths(grid, fit);
    let widths: Vec<u16> = grid
        .locations
        .iter()
        .map(|loc| column_width(loc, fit.long_headers))
        .collect();
    let cells_x = area.x.saturating_add(labels_w.saturating_add(malus_w));
    let mut x = cells_x;
    for (loc, w) in grid.locations.iter().zip(&widths) {
        let style = loc.worst.map_or(theme.text, |s| theme.severity(s));
        put(
            buf,
            area,
            x.saturating_add(1),
            area.y,
            &header(loc, fit.long_headers),
            style,
        );
        x = x.saturating_add(w.saturating_add(1));
    }
    for (i, row) in grid.rows.iter().enumerate() {
        let y = area
            .y
            .saturating_add(u16::try_from(i + 1).unwrap_or(u16::MAX));
        if y >= area.bottom() {
            return;
        }
        put(buf, area, area.x, y, &row_label(grid, i, fit), theme.text);
        if fit.malus {
            let malus = format!("{:>w$}", row.malus, w = usize::from(malus_w));
            put(
                buf,
                area,
                area.x.saturating_add(labels_w),
                y,
                &malus,
                theme.dim,
            );
        }
        let mut x = cells_x;
        for (loc, w) in grid.locations.iter().zip(&widths) {
            let (boxes, checked) = loc.cells.get(i).map_or((0, 0), |c| (c.boxes, c.checked));
            let checked = usize::from(checked.min(boxes));
            let empty = usize::from(boxes) - checked;
            let cx = put(
                buf,
                area,
                x.saturating_add(1),
                y,
                &CHECKED.repeat(checked),
                theme.severity(i),
            );
            put(buf, area, cx, y, &EMPTY.repeat(empty), theme.dim);
            x = x.saturating_add(w.saturating_add(1));
        }
    }
}

/// Draws a small body figure (character's right arm on the viewer's left): each part
/// filled with the digit of its worst severity row (1 = light) in that severity's style,
/// reversed; a lost part (last row checked) with `x`; an unhurt part with `░`. A legend
/// line follows when the height allows.
pub fn render_body(grid: &LocatorGrid, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let area = area.intersection(buf.area);
    if area.is_empty() {
        return;
    }
    let last = grid.rows.len().saturating_sub(1);
    for (dy, shape) in FIGURE.iter().enumerate() {
        let y = area.y.saturating_add(u16::try_from(dy).unwrap_or(u16::MAX));
        if y >= area.bottom() {
            return;
        }
        for (dx, part) in shape.chars().enumerate() {
            let x = area.x.saturating_add(u16::try_from(dx).unwrap_or(u16::MAX));
            let Some(key) = part_key(part) else { continue };
            let worst = grid
                .locations
                .iter()
                .find(|l| l.key == key)
                .and_then(|l| l.worst);
            let (glyph, style) = match worst {
                None => ("░".to_string(), theme.dim),
                Some(s) if s >= last => ("x".to_string(), reversed(theme.severity(s))),
                Some(s) => ((s + 1).to_string(), reversed(theme.severity(s))),
            };
            put(buf, area, x, y, &glyph, style);
        }
    }
    // The legend, wrapped between words over the rows left; the last row that fits says
    // the rest is cut with `…`.
    let mut y = area
        .y
        .saturating_add(u16::try_from(FIGURE.len()).unwrap_or(u16::MAX));
    let width = usize::from(area.width);
    let rows = legend_rows(width);
    for (i, row) in rows.iter().enumerate() {
        if y >= area.bottom() {
            return;
        }
        let last_room = y.saturating_add(1) >= area.bottom();
        let row = if last_room && i + 1 < rows.len() {
            cut(&rows[i..].join(" "), width)
        } else {
            row.clone()
        };
        put(buf, area, area.x, y, &row, theme.dim);
        y = y.saturating_add(1);
    }
}

/// The figure: one letter per part (head, body, right/left arm, right/left leg).
const FIGURE: [&str; 6] = [
    "    hhh",
    " r bbbbb l",
    " r bbbbb l",
    " r bbbbb l",
    "   RR LL",
    "   RR LL",
];

fn part_key(c: char) -> Option<&'static str> {
    match c {
        'h' => Some("head"),
        'b' => Some("body"),
        'r' => Some("right-arm"),
        'l' => Some("left-arm"),
        'R' => Some("right-leg"),
        'L' => Some("left-leg"),
        _ => None,
    }
}

fn reversed(style: Style) -> Style {
    style.add_modifier(Modifier::REVERSED)
}

/// Writes `s` at (x, y), clipped to `area`; returns the column after it.
fn put(buf: &mut Buffer, area: Rect, x: u16, y: u16, s: &str, style: Style) -> u16 {
    if y < area.y || y >= area.bottom() || x < area.x || x >= area.right() {
        return x;
    }
    buf.set_stringn(x, y, s, usize::from(area.right() - x), style)
        .0
}

fn width(s: &str) -> u16 {
    u16::try_from(Span::raw(s).width()).unwrap_or(u16::MAX)
}

fn fit_of(grid: &LocatorGrid, long_labels: bool, malus: bool, long_headers: bool) -> LocatorFit {
    let mut fit = LocatorFit {
        long_labels,
        malus,
        long_headers,
        width: 0,
        height: u16::try_from(grid.rows.len() + 1).unwrap_or(u16::MAX),
    };
    let columns: u16 = grid
        .locations
        .iter()
        .map(|l| column_width(l, long_headers).saturating_add(1))
        .fold(0, u16::saturating_add);
    let (labels, malus) = label_widths(grid, fit);
    fit.width = labels.saturating_add(malus).saturating_add(columns);
    fit
}

/// Widths of the label column and of the malus column (with its leading space).
fn label_widths(grid: &LocatorGrid, fit: LocatorFit) -> (u16, u16) {
    let labels = (0..grid.rows.len())
        .map(|i| width(&row_label(grid, i, fit)))
        .max()
        .unwrap_or(0);
    let malus = if fit.malus {
        let w = grid.rows.iter().map(|r| width(&r.malus.to_string())).max();
        w.map_or(0, |w| w.saturating_add(1))
    } else {
        0
    };
    (labels, malus)
}

fn row_label(grid: &LocatorGrid, i: usize, fit: LocatorFit) -> String {
    let Some(row) = grid.rows.get(i) else {
        return String::new();
    };
    let last = i + 1 == grid.rows.len();
    let known = match (fit.long_labels, last) {
        (true, true) => Some(text::locator_last_row()),
        (true, false) => text::severity_long(&row.severity).map(str::to_string),
        (false, _) => text::severity_short(&row.severity),
    };
    match known {
        Some(s) => s,
        None if fit.long_labels => escape(&row.label),
        None => escape(&row.label.chars().take(3).collect::<String>()),
    }
}

fn header(loc: &GridLocation, long: bool) -> String {
    match text::location_short(&loc.key, long) {
        Some(s) => s,
        None => escape(
            &loc.label
                .chars()
                .take(if long { 5 } else { 2 })
                .collect::<String>(),
        ),
    }
}

fn column_width(loc: &GridLocation, long: bool) -> u16 {
    let boxes = loc.cells.iter().map(|c| u16::from(c.boxes)).max();
    width(&header(loc, long)).max(boxes.unwrap_or(0))
}
