//! The roster: every combatant on one line: side, name, initiative, worst wound, total
//! penalty, conditions with what is left of them, pools (or the system's own counters and
//! wound cell, `SystemScreens::roster_counters`, `roster_wound`). A cut cell ends with `…`;
//! the counters are cut last.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Flex, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::model::Pool;
use crate::report::{Report, Sheet};
use crate::tui::system::SystemScreens;
use crate::tui::text;
use crate::tui::theme::Theme;
use crate::tui::view::cells::put_fit;

use crate::safe_text::escape;

/// The fewest cells the conditions column keeps on a wide roster.
const MIN_CONDITIONS: u16 = 12;
/// The fewest cells a long name keeps on a wide roster before the counters are cut.
const MIN_NAME: u16 = 10;
/// The wound column's width on a wide roster when nothing wider has to fit; a players'
/// health word longer than the room it gets is drawn in its short form (`gr. bl.`).
const MIN_WOUND: u16 = 9;

/// The first combatant a roster `height` rows tall (its header included) shows: scrolled
/// just enough for the selected one to be on the last row.
pub fn first_shown(selected: usize, height: u16) -> usize {
    let rows = usize::from(height.saturating_sub(1));
    selected.saturating_sub(rows.saturating_sub(1))
}

/// Draws the roster with the selected line highlighted.
pub fn render_roster(
    report: &Report,
    selected: usize,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    if area.is_empty() {
        return;
    }
    if report.combatants.is_empty() {
        ratatui::widgets::Paragraph::new(Line::styled(text::roster_empty(), theme.dim))
            .wrap(ratatui::widgets::Wrap { trim: true })
            .render(area, buf);
        return;
    }
    let wide = area.width >= 70;
    let screens = crate::tui::system::screens_of(report);
    let own = screens.roster_header(wide);
    let header: Vec<Span> = match (wide, own) {
        (_, Some(own)) => own.to_vec(),
        (true, None) => text::roster_header_wide().to_vec(),
        (false, None) => text::roster_header().to_vec(),
    }
    .into_iter()
    .map(Span::raw)
    .collect();
    let name_width = report
        .combatants
        .iter()
        .map(|c| crate::safe_text::escaped(&c.name).chars().count() as u16 + 1)
        .max()
        .unwrap_or(4)
        .clamp(4, 24);
    // A narrow roster draws the wound first in its last column.
    let narrow_room = area
        .width
        .saturating_sub(3 + name_width.min(area.width / 3) + 4 + 4 + 4);
    let height = area.height.saturating_sub(1) as usize;
    let first = first_shown(selected, area.height);
    let mut rows: Vec<(Vec<Span>, Style)> = report
        .combatants
        .iter()
        .enumerate()
        .skip(first)
        .take(height)
        .map(|(i, sheet)| {
            let style = if i == selected {
                theme.selected
            } else {
                theme.text
            };
            (row(report, sheet, wide, theme, screens, narrow_room), style)
        })
        .collect();
    let widths: Vec<Constraint> = if wide {
        let cell_width = |c: &Span| u16::try_from(c.width()).unwrap_or(u16::MAX);
        let widest = |rows: &[(Vec<Span>, Style)], i: usize| {
            rows.iter()
                .filter_map(|(cells, _)| cells.get(i))
                .chain(header.get(i))
                .map(cell_width)
                .max()
                .unwrap_or(0)
        };
        let needed = widest(&rows, 6);
        // The wound column is as wide as its widest cell (« graves blessures » whole) when
        // the name and the last column stay whole and the conditions keep their fewest
        // cells; else the players' health words take their short form (`gr. bl.`).
        let room = area
            .width
            .saturating_sub(3 + 4 + 4 + 6 + MIN_CONDITIONS + name_width + needed)
            .max(MIN_WOUND);
        if widest(&rows, 3) > room {
            for (cells, _) in &mut rows {
                if let Some(cell) = cells.get_mut(3).filter(|c| cell_width(c) > room)
                    && let Some(short) = crate::player_view::text::health_short(&cell.content)
                {
                    cell.content = short.into();
                }
            }
        }
        let wound = widest(&rows, 3).clamp(MIN_WOUND, room);
        // The last column (pools, or the system's own counters) is as wide as its widest
        // cell, leaving the conditions at least `MIN_CONDITIONS` cells: a long name is cut
        // first (to `MIN_NAME`), then the conditions, then the counters.
        let fixed = 3 + 4 + wound + 4 + 6;
        let name_width = name_width.min(
            area.width
                .saturating_sub(fixed + MIN_CONDITIONS)
                .saturating_sub(needed)
                .max(MIN_NAME),
        );
        let last = needed.min(
            area.width
                .saturating_sub(fixed + name_width)
                .saturating_sub(MIN_CONDITIONS),
        );
        vec![
            Constraint::Length(3),
            Constraint::Length(name_width),
            Constraint::Length(4),
            Constraint::Length(wound),
            Constraint::Length(4),
            Constraint::Fill(1),
            Constraint::Length(last),
        ]
    } else {
        vec![
            Constraint::Length(3),
            Constraint::Length(name_width.min(area.width / 3)),
            Constraint::Length(4),
            Constraint::Length(4),
            Constraint::Fill(1),
        ]
    };
    draw_table(&header, theme.title, &rows, &widths, area, buf);
}

/// Draws a heading row and rows of one-line cells in columns one cell apart, each row in
/// its style: what ratatui's `Table` draws here, cell by cell, without restyling every
/// cell of a row once per cell (a third of the roster's drawing time). A cell cut by its
/// column ends with `…`.
fn draw_table(
    header: &[Span],
    header_style: Style,
    rows: &[(Vec<Span>, Style)],
    widths: &[Constraint],
    area: Rect,
    buf: &mut Buffer,
) {
    let columns = Layout::horizontal(widths.iter().copied())
        .flex(Flex::Start)
        .spacing(1)
        .split(Rect::new(area.x, area.y, area.width, 1));
    let lines = std::iter::once((header, header_style))
        .chain(rows.iter().map(|(cells, style)| (cells.as_slice(), *style)));
    for (y, (cells, style)) in (area.top()..area.bottom()).zip(lines) {
        buf.set_style(Rect::new(area.x, y, area.width, 1), style);
        for (column, cell) in columns.iter().zip(cells) {
            put_fit(buf, column.x, y, column.right(), &cell.content, cell.style);
        }
    }
}

fn row<'a>(
    report: &Report,
    s: &'a Sheet,
    wide: bool,
    theme: &Theme,
    screens: &dyn SystemScreens,
    narrow_room: u16,
) -> Vec<Span<'a>> {
    let acting = report.current.as_deref() == Some(s.name.as_str());
    let name = super::hidden::marked(&escape(&s.name), s.hidden);
    let name = if acting { format!("▶{name}") } else { name };
    let name_style = if s.dead || s.hidden {
        theme.dim
    } else {
        theme.side(&s.side)
    };
    let init = match (&s.tokens, s.initiative) {
        (Some(t), _) => t.undrawn.to_string(),
        (None, Some(i)) => i.to_string(),
        (None, None) => "–".to_string(),
    };
    let own_wound = s
        .health
        .is_none()
        .then(|| screens.roster_wound(s, wide))
        .flatten();
    let wound = if let Some(own) = own_wound {
        let style = if s.dead { theme.error } else { theme.text };
        Span::styled(own, style)
    } else if let Some(health) = &s.health {
        Span::styled(escape(health), theme.warning)
    } else if s.dead {
        Span::styled(text::dead(), theme.error)
    } else if !s.monitors.is_empty() {
        let words = crate::report::words::SheetWords::of(report);
        let boxes: Vec<String> = s
            .monitors
            .iter()
            .map(|m| monitor_short(&words.monitor(&m.name), m))
            .collect();
        Span::styled(boxes.join(" "), theme.text)
    } else {
        let index = s
            .locator
            .as_ref()
            .and_then(|g| g.locations.iter().filter_map(|l| l.worst).max());
        match (&s.worst_wound, index) {
            (Some(w), Some(i)) => Span::styled(text::severity_word(w), theme.severity(i)),
            _ => Span::styled("–", theme.dim),
        }
    };
    let signed = |m: i32| match m {
        m if m < 0 && screens.roster_typographic_minus() => format!("−{}", m.unsigned_abs()),
        m => format!("{m:+}"),
    };
    let penalty = if let Some(m) = s.wound_modifier.filter(|m| *m != 0) {
        Span::styled(signed(m), theme.error)
    } else if s.health.is_some() {
        Span::styled("?", theme.dim)
    } else if s.total_penalty == 0 {
        Span::styled("0", theme.dim)
    } else {
        Span::styled(signed(s.total_penalty), theme.error)
    };
    let conditions = s
        .conditions
        .iter()
        .map(|c| match c.rounds_left {
            Some(n) => format!("{} ({})", escape(&c.shown()), text::rounds_short(n)),
            None => escape(&c.shown()),
        })
        .collect::<Vec<_>>()
        .join(", ");
    let side = Span::styled(text::side_short(&s.side), theme.side(&s.side));
    let mut cells = vec![side, Span::styled(name, name_style), Span::raw(init)];
    if wide {
        cells.push(wound);
        cells.push(penalty);
        cells.push(Span::raw(conditions));
        let last = screens
            .roster_counters(s, true)
            .unwrap_or_else(|| pools(&s.pools));
        cells.push(Span::raw(last));
    } else {
        cells.push(penalty);
        let mut wound = wound.content.to_string();
        if u16::try_from(wound.chars().count()).unwrap_or(u16::MAX) > narrow_room {
            wound = crate::player_view::text::health_short(&wound).unwrap_or(wound);
        }
        let mut rest = vec![wound];
        if !conditions.is_empty() {
            rest.push(conditions);
        }
        if let Some(own) = screens.roster_counters(s, false) {
            rest.push(own);
        }
        cells.push(Span::raw(rest.join(" ")));
    }
    cells
}

/// A monitor in short: the initial of its name as the GM reads it (`shown`) and its filled
/// boxes, `P10+2`, `S3` (« É3 » in French: étourdissant).
fn monitor_short(shown: &str, m: &crate::model::Monitor) -> String {
    let initial: String = shown.chars().take(1).flat_map(char::to_uppercase).collect();
    let over = if m.overflow > 0 {
        format!("+{}", m.overflow)
    } else {
        String::new()
    };
    format!("{initial}{}{over}", m.filled)
}

/// Pools in short: `edge 2/3`, `combat ●●○`.
pub fn pools(pools: &[Pool]) -> String {
    pools
        .iter()
        .map(|p| match p {
            Pool::Counter {
                name, value, max, ..
            } => match max {
                Some(m) => format!("{} {value}/{m}", escape(name)),
                None => format!("{} {value}", escape(name)),
            },
        })
        .collect::<Vec<_>>()
        .join(", ")
}
