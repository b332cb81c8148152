//! The start screen's list: "New encounter" (with its form when open), "Open a copy of
//! the demo", then one row per save in columns (name, rule system, round, last change)
//! that are dropped as the terminal narrows, scrolled so the selection stays visible. With
//! campaigns, a heading line per campaign (selectable) over its saves, and a line over the
//! saves of no campaign.

use std::time::SystemTime;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::safe_text::escape;
use crate::tui::start::{FormField, StartItem, StartScreen};
use crate::tui::text;
use crate::tui::theme::Theme;

use super::cells::{put, put_fit, width_of};
use super::hits::{Hits, Target};
use super::start_form::{FormRow, form_rows, render_form_row};

/// Where each column starts, relative to the row; `None` when dropped for lack of room.
#[derive(Debug, Clone, Copy)]
struct Columns {
    system: Option<u16>,
    round: Option<u16>,
    time: Option<u16>,
}

/// One line of the list area.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Row {
    Item(usize),
    Form(FormRow),
    NoSaves,
    /// The heading over the saves of no campaign.
    NoCampaign,
}

/// The selection marker's width, before every row.
const MARKER: u16 = 2;
/// The last-change column's width, marker and gap included.
const TIME_WIDTH: u16 = 13;
/// The round column's narrowest width, gap included (it grows to its longest text).
const ROUND_MIN: u16 = 13;

/// Draws the list into `area`: a heading when there is room, then the rows, scrolled so
/// the selection (or the open form) is visible; each item's row is noted in `hits`.
pub fn render_list(
    screen: &StartScreen,
    theme: &Theme,
    now: SystemTime,
    area: Rect,
    buf: &mut Buffer,
    hits: &mut Hits,
) {
    let columns = columns(screen, area.width);
    let mut area = area;
    if area.height >= 6 && columns.time.is_some() {
        heading(columns, theme, area, buf);
        area.y += 1;
        area.height -= 1;
    }
    let rows = rows(screen, area.width);
    let focus = rows
        .iter()
        .rposition(|r| match screen.form() {
            Some(_) => matches!(r, Row::Form(FormRow::Name | FormRow::Error)),
            None => *r == Row::Item(screen.selected()),
        })
        .unwrap_or(0);
    let skip = (focus + 1).saturating_sub(usize::from(area.height));
    for (y, row) in (area.y..area.bottom()).zip(rows.into_iter().skip(skip)) {
        let line = Rect::new(area.x, y, area.width, 1);
        match row {
            Row::Item(i) => {
                item(screen, i, columns, theme, now, line, buf);
                hits.add(line, Target::Item(i));
            }
            Row::NoCampaign => {
                put_fit(
                    buf,
                    line.x + MARKER,
                    y,
                    line.right(),
                    text::start_no_campaign_heading(),
                    theme.title,
                );
            }
            Row::NoSaves => {
                put_fit(
                    buf,
                    line.x + MARKER,
                    y,
                    line.right(),
                    text::start_no_saves(),
                    theme.dim,
                );
            }
            Row::Form(row) => {
                if let Some(form) = screen.form() {
                    render_form_row(form, row, theme, line, buf);
                }
                match row {
                    FormRow::System => hits.add(line, Target::StartField(FormField::System)),
                    FormRow::Name => hits.add(line, Target::StartField(FormField::Name)),
                    FormRow::Campaign => {
                        hits.add(line, Target::StartField(FormField::Campaign));
                    }
                    FormRow::Error => {}
                }
            }
        }
    }
}

/// Every row of the list in order; the form's rows follow "New encounter".
fn rows(screen: &StartScreen, width: u16) -> Vec<Row> {
    let mut rows = Vec::new();
    let grouped = crate::saves::any_campaign(screen.groups());
    let mut loose_seen = false;
    for (i, item) in screen.items().into_iter().enumerate() {
        if let StartItem::Save(s) = item
            && grouped
            && !loose_seen
            && screen.saves().get(s).is_some_and(|s| s.campaign.is_none())
        {
            loose_seen = true;
            rows.push(Row::NoCampaign);
        }
        rows.push(Row::Item(i));
        if let (StartItem::New, Some(form)) = (item, screen.form()) {
            rows.extend(form_rows(form, width).into_iter().map(Row::Form));
        }
    }
    if screen.saves().is_empty() {
        rows.push(Row::NoSaves);
    }
    rows
}

/// The fewest cells the encounter's name keeps before the system column gives way.
const NAME_MIN: u16 = 16;
/// The fewest cells the system column is cut to before it is dropped.
const SYSTEM_MIN: u16 = 20;

/// The columns that fit in `width`: the system column as wide as its longest title, the
/// encounter's name cut first (down to [`NAME_MIN`]), then the system's title cut, then the
/// system column dropped; narrower, the round goes, then the time.
fn columns(screen: &StartScreen, width: u16) -> Columns {
    let longest = screen
        .saves()
        .iter()
        .filter(|s| s.problem.is_none())
        .map(|s| width_of(&s.system))
        .max()
        .unwrap_or(0)
        .max(11);
    let system_width = u16::try_from(longest).unwrap_or(u16::MAX).saturating_add(2);
    // As wide as the longest progress ("46 commandes"), so none is cut.
    let round_width = screen
        .saves()
        .iter()
        .map(|s| u16::try_from(width_of(&s.progress())).unwrap_or(u16::MAX))
        .max()
        .unwrap_or(0)
        .saturating_add(2)
        .clamp(ROUND_MIN, 20);
    let time = (width >= 30).then(|| width - TIME_WIDTH);
    let round = (width >= 45).then(|| width - TIME_WIDTH - round_width);
    let room = width.saturating_sub(MARKER + TIME_WIDTH + round_width + NAME_MIN);
    let system =
        (room >= SYSTEM_MIN).then(|| width - TIME_WIDTH - round_width - system_width.min(room));
    Columns {
        system,
        round,
        time,
    }
}

fn heading(columns: Columns, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let [name, system, round, time] = text::start_columns();
    let starts = [Some(0), columns.system, columns.round, columns.time];
    for (start, label) in starts.into_iter().zip([name, system, round, time]) {
        if let Some(x) = start {
            put_fit(
                buf,
                area.x + MARKER + x,
                area.y,
                area.right(),
                label,
                theme.dim,
            );
        }
    }
}

/// One item of the list, highlighted when selected.
fn item(
    screen: &StartScreen,
    index: usize,
    columns: Columns,
    theme: &Theme,
    now: SystemTime,
    line: Rect,
    buf: &mut Buffer,
) {
    let (x, y, right) = (line.x + MARKER, line.y, line.right());
    let end = |next: Option<u16>| next.map_or(right, |n| (line.x + MARKER + n).saturating_sub(2));
    let first_column = columns.system.or(columns.round).or(columns.time);
    match screen.items().get(index) {
        Some(StartItem::New) => {
            put_fit(buf, x, y, right, text::start_new(), theme.text);
        }
        Some(StartItem::Demo) => {
            put_fit(buf, x, y, right, text::start_demo(), theme.text);
        }
        Some(StartItem::Campaign(g)) => {
            if let Some(group) = screen.groups().get(*g)
                && let Some(campaign) = &group.campaign
            {
                let heading =
                    text::start_campaign_heading(&escape(&campaign.name), group.saves.len());
                put_fit(buf, x, y, end(first_column), &heading, theme.title);
                if let (Some(c), Some(system)) = (columns.system, group.system) {
                    let title = crate::rules::system(system).title();
                    put_fit(
                        buf,
                        line.x + MARKER + c,
                        y,
                        end(columns.round),
                        title,
                        theme.dim,
                    );
                }
            }
        }
        Some(StartItem::Save(i)) => {
            let Some(save) = screen.saves().get(*i) else {
                return;
            };
            let name_style = if save.problem.is_some() {
                theme.dim
            } else {
                theme.text
            };
            put_fit(
                buf,
                x,
                y,
                end(first_column),
                &escape(&save.name),
                name_style,
            );
            let at = |c: u16| line.x + MARKER + c;
            if let Some(problem) = &save.problem {
                if let Some(c) = columns.system.or(columns.round) {
                    // The name column already says which file it is.
                    let file = save.path.file_name().map(|f| f.to_string_lossy());
                    let problem = file
                        .and_then(|f| problem.strip_prefix(&*f))
                        .unwrap_or(problem)
                        .trim_start();
                    put_fit(
                        buf,
                        at(c),
                        y,
                        end(columns.time),
                        &escape(problem),
                        theme.error,
                    );
                }
            } else if let Some(size) = screen.unread(*i) {
                // Still being read: what the file says of itself, its size.
                if let Some(c) = columns.system.or(columns.round) {
                    let words = text::start_unread(size);
                    put_fit(buf, at(c), y, end(columns.time), &words, theme.dim);
                }
            } else {
                if let Some(c) = columns.system {
                    put_fit(
                        buf,
                        at(c),
                        y,
                        end(columns.round),
                        &escape(&save.system),
                        theme.dim,
                    );
                }
                if let Some(c) = columns.round {
                    let (words, style) = match save.old_format {
                        Some(v) => (text::start_old_format(v), theme.warning),
                        None => (save.progress(), theme.text),
                    };
                    put_fit(buf, at(c), y, end(columns.time), &words, style);
                }
            }
            if let Some(c) = columns.time {
                let when = text::relative_time(save.modified, now);
                put_fit(buf, at(c), y, right, &when, theme.dim);
            }
        }
        None => {}
    }
    if index == screen.selected() {
        put(buf, line.x, y, right, "▸", theme.title);
        buf.set_style(line, theme.selected);
    }
}
