//! The initiative ladder: markers in resolution order, the current one highlighted, the
//! next one marked, delayed, surprised and extra markers shown.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::model::{EntryStatus, Step};
use crate::report::{Report, Rung};
use crate::tui::text;
use crate::tui::theme::Theme;

use crate::safe_text::escape;

use super::cut_line::render_cut;
use super::wrap::{cells, cut};

/// `text` in at most `width` cells: whole, or the words that fit followed by "…" (only
/// "…" when not even the first word fits), never a word cut in two.
fn cut_at_words(text: &str, width: usize) -> String {
    if cells(text) <= width {
        return text.to_string();
    }
    let mut kept = String::new();
    for word in text.split_whitespace() {
        let longer = if kept.is_empty() {
            word.to_string()
        } else {
            format!("{kept} {word}")
        };
        if cells(&longer) + 1 > width {
            break;
        }
        kept = longer;
    }
    if width == 0 {
        String::new()
    } else {
        format!("{kept}…")
    }
}

/// What the owner of `rung` declared, shown on the row of their main marker while it is
/// still to act (waiting, acting or delayed).
fn declared(rung: &Rung, report: &Report) -> Option<String> {
    if rung.marker > 1
        || !matches!(
            rung.status,
            EntryStatus::Waiting | EntryStatus::Acting | EntryStatus::Delayed
        )
    {
        return None;
    }
    let sheet = report.combatants.iter().find(|c| c.name == rung.name)?;
    sheet
        .declaration
        .as_deref()
        .map(str::trim)
        .filter(|d| !d.is_empty())
        .map(|d| sheet.declaration_marked(d))
}

/// The first ladder line a pane `height` rows tall shows: the cursor's line (else the
/// current actor's) kept in the middle when it can be.
pub fn first_shown(report: &Report, cursor: Option<usize>, height: u16) -> usize {
    let height = usize::from(height);
    let focus = cursor.or(current_index(report)).unwrap_or(0);
    let first = focus.saturating_sub(height.saturating_sub(1) / 2);
    first.min(report.ladder.len().saturating_sub(height))
}

/// Draws the ladder; `cursor` is the line under the cursor when the pane has the focus.
pub fn render_ladder(
    report: &Report,
    cursor: Option<usize>,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    if area.is_empty() {
        return;
    }
    if report.ladder.is_empty() {
        let hint = match report.step {
            Step::Setup => text::ladder_empty_setup(),
            _ => text::ladder_empty(),
        };
        Paragraph::new(Line::styled(hint, theme.dim))
            .wrap(ratatui::widgets::Wrap { trim: true })
            .render(area, buf);
        return;
    }
    let current = current_index(report);
    let next = next_index(report, current);
    let height = area.height as usize;
    let first = first_shown(report, cursor, area.height);
    let lines: Vec<Line> = report
        .ladder
        .iter()
        .enumerate()
        .skip(first)
        .take(height)
        .map(|(i, rung)| {
            let surprised = report
                .combatants
                .iter()
                .find(|c| c.name == rung.name)
                .is_some_and(|c| c.conditions.iter().any(|k| k.name == text::SURPRISED));
            let mut row = line(
                rung,
                surprised,
                Some(i) == current,
                Some(i) == next,
                Some(i) == cursor,
                report,
                theme,
            );
            let width = usize::from(area.width);
            if Some(i) == next {
                drop_next_tag(&mut row, width);
            }
            name_gives_way(&mut row, NAME_SPAN, width);
            if let Some(intent) = declared(rung, report) {
                // What they declared, cut with "…" to the row.
                let room = usize::from(area.width).saturating_sub(row.width() + 1);
                if room > 0 {
                    let shown = format!(" {}", cut_at_words(&escape(&intent), room));
                    row.spans.push(Span::styled(shown, theme.dim));
                }
            }
            row
        })
        .collect();
    render_cut(lines, area, buf);
}

/// On a row too wide for `width`, the "next" tag (its last span's last word) is left
/// out: the "›" mark says it too.
fn drop_next_tag(row: &mut Line, width: usize) {
    if row.width() <= width {
        return;
    }
    let tag = format!(" {}", text::next());
    let Some(last) = row.spans.last_mut() else {
        return;
    };
    match last.content.strip_suffix(tag.as_str()) {
        Some("") => {
            row.spans.pop();
        }
        Some(rest) => last.content = rest.to_string().into(),
        None => {}
    }
}

/// The fewest cells a name keeps when it gives way to the tags after it.
const MIN_NAME: usize = 4;

/// The row's name (its span `at`) cut with "…" so the tags after it (« précipité »,
/// « suivant ») fit in `width`, the name keeping at least [`MIN_NAME`] cells; what still
/// does not fit is cut with "…" when drawn.
fn name_gives_way(row: &mut Line, at: usize, width: usize) {
    let over = row.width().saturating_sub(width);
    let Some(name) = row.spans.get_mut(at).filter(|_| over > 0) else {
        return;
    };
    let has = cells(&name.content);
    let keep = has.saturating_sub(over).max(MIN_NAME.min(has));
    if keep < has {
        name.content = cut(&name.content, keep).into();
    }
}

/// The ladder line being resolved now.
pub fn current_index(report: &Report) -> Option<usize> {
    if report.step != Step::Resolution {
        return None;
    }
    report
        .ladder
        .iter()
        .position(|r| r.status == EntryStatus::Acting)
        .or_else(|| {
            let name = report.current.as_ref()?;
            report
                .ladder
                .iter()
                .position(|r| &r.name == name && r.phase == report.phase.unwrap_or(r.phase))
        })
}

/// The next ladder line to act: the first waiting one after the current.
pub fn next_index(report: &Report, current: Option<usize>) -> Option<usize> {
    if !matches!(report.step, Step::Resolution | Step::Declaration) {
        return None;
    }
    let from = current.map_or(0, |c| c + 1);
    report
        .ladder
        .iter()
        .enumerate()
        .skip(from)
        .find(|(_, r)| r.status == EntryStatus::Waiting)
        .map(|(i, _)| i)
}

/// Which span of a ladder row holds the name.
const NAME_SPAN: usize = 4;

fn line<'a>(
    rung: &'a Rung,
    surprised: bool,
    current: bool,
    next: bool,
    cursor: bool,
    report: &Report,
    theme: &Theme,
) -> Line<'a> {
    let (mark, mark_style) = match rung.status {
        EntryStatus::Acting => ("▶", theme.current),
        EntryStatus::Acted => ("✓", theme.dim),
        EntryStatus::Delayed => ("⏸", theme.next),
        EntryStatus::Skipped => ("✗", theme.dim),
        EntryStatus::Lost => ("–", theme.dim),
        EntryStatus::Waiting if next => ("›", theme.next),
        EntryStatus::Waiting => (" ", theme.text),
    };
    let sheet = report.combatants.iter().find(|c| c.name == rung.name);
    let side = sheet.map_or("", |c| c.side.as_str());
    let hidden = sheet.is_some_and(|c| c.hidden);
    let name_style = if rung.status == EntryStatus::Acted || rung.status == EntryStatus::Skipped {
        theme.dim
    } else {
        theme.side(side)
    };
    let mut spans = vec![
        Span::styled(if cursor { "»" } else { " " }, theme.key),
        Span::styled(mark, mark_style),
        Span::styled(format!("{:>3} ", rung.phase), theme.title),
        Span::styled(if rung.simultaneous { "= " } else { "  " }, theme.dim),
        super::hidden::name_span(&escape(&rung.name), hidden, name_style, theme),
    ];
    let mut tags: Vec<String> = Vec::new();
    if rung.marker > 1 {
        tags.push(text::marker_tag(rung.marker));
    }
    if rung.malus != 0 {
        tags.push(format!("{:+}", rung.malus));
    }
    if rung.rushed {
        tags.push(text::rushed().into());
    }
    if rung.status == EntryStatus::Delayed {
        tags.push(text::delayed().into());
    }
    if surprised {
        tags.push(text::surprised_tag().into());
    }
    if next {
        tags.push(text::next().into());
    }
    if !tags.is_empty() {
        spans.push(Span::styled(format!(" {}", tags.join(" ")), theme.next));
    }
    let line = Line::from(spans);
    if current {
        line.style(theme.current)
    } else if cursor {
        line.style(Style::new().patch(theme.selected))
    } else {
        line
    }
}
