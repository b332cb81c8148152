//! The Narration order pane (ANA-08 to ANA-11), in the shared ladder's place: a header
//! with the Turn (and the timing when initiative is not rolled once per Scene) and, for
//! the GM only, their pool of Anarchy points and whether this Narration's point is spent;
//! then one line per Narration with its score, its name (a group's with its count), its
//! state, the one now narrating and the next one marked, and a one-Turn move with the
//! place it goes back to. Under the selected line: the score's parts and the group's
//! members with their monitors. The list scrolls with the cursor.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::report::Report;
use crate::safe_text::escape;
use crate::tui::OrderCursor;
use crate::tui::theme::Theme;
use crate::tui::view::cells::width_of;
use crate::tui::view::cut_line::{cut_or_pad as fit, render_cut};
use crate::tui::view::flow::{flow, wrap};

use super::monitors;
use super::narration::{self, Narration, State};

/// From this inner width on, each line spells its state out in words.
const WIDE: usize = 44;
/// The bar on the selected combatant's line.
const BAR: &str = "▌";

/// Draws the pane inside its border.
pub fn render(report: &Report, at: OrderCursor, theme: &Theme, area: Rect, buf: &mut Buffer) {
    if area.is_empty() {
        return;
    }
    let width = usize::from(area.width);
    let mut lines = header(report, theme, width);
    if report.ladder.is_empty() {
        lines.push(Line::styled(
            crate::t!("ana-order-empty", next = super::super::text::typed("next")),
            theme.dim,
        ));
        Paragraph::new(lines)
            .wrap(Wrap { trim: true })
            .render(area, buf);
        return;
    }
    let height = usize::from(area.height).saturating_sub(lines.len());
    let all = narration::narrations(report);
    let selected = report.combatants.get(at.selected).map(|s| s.name.as_str());
    let cursor = at.focused.then_some(at.line);
    let mut body: Vec<Line> = Vec::new();
    let mut focus_line = 0;
    let focus = cursor
        .or_else(|| all.iter().position(|n| n.state == State::Now))
        .unwrap_or(0);
    for n in &all {
        let rung = &report.ladder[n.index];
        let mine = selected == Some(rung.name.as_str());
        if n.index == focus {
            focus_line = body.len();
        }
        body.push(line(report, n, theme, width, mine, cursor == Some(n.index)));
        if let Some(place) = n.moved_from.filter(|_| width >= WIDE) {
            let moved = format!("      ↕ {}", crate::t!("ana-order-moved", place = place));
            body.push(Line::styled(fit(&moved, width), theme.warning));
        }
        if mine {
            body.extend(under(report, n, theme, width));
        }
    }
    let first = focus_line
        .saturating_sub(height.saturating_sub(1) / 2)
        .min(body.len().saturating_sub(height));
    let shown = body.len().min(height);
    lines.extend(body.into_iter().skip(first).take(height));
    if width < WIDE {
        let legend = legend(theme, width);
        if shown + legend.len() < height {
            lines.extend(std::iter::repeat_n(
                Line::raw(""),
                height - shown - legend.len(),
            ));
            lines.extend(legend);
        }
    }
    render_cut(lines, area, buf);
}

/// What the marks mean, for the narrow pane that shows no state words, flowed to `width`.
fn legend(theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let chunks: Vec<Vec<Span<'static>>> = [
        ("▶", crate::t!("ana-order-state-now")),
        ("›", crate::t!("ana-order-state-next")),
        ("✓", crate::t!("ana-order-state-done")),
        ("✗", crate::t!("ana-order-state-out")),
    ]
    .into_iter()
    .map(|(mark, word)| vec![Span::styled(format!("{mark} {word}"), theme.dim)])
    .collect();
    let mut lines = flow(chunks, width, 3);
    let moved = [Span::styled(crate::t!("ana-order-legend-moved"), theme.dim)];
    lines.extend(wrap(&moved, width));
    lines
}

/// The Turn, the timing when not per Scene, and the GM's pool for the GM.
fn header(report: &Report, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let turn = if report.round == 0 {
        crate::t!("ana-order-before")
    } else {
        crate::t!("ana-order-turn", turn = report.round)
    };
    let mut chunks = vec![vec![Span::styled(turn, theme.title)]];
    match narration::timing(report) {
        1 => chunks.push(vec![Span::styled(
            crate::t!("ana-order-timing-combat"),
            theme.dim,
        )]),
        2 => chunks.push(vec![Span::styled(
            crate::t!("ana-order-timing-turn"),
            theme.dim,
        )]),
        _ => {}
    }
    if let Some((pool, spent)) = narration::gm_pool(report) {
        chunks.push(vec![Span::styled(
            crate::t!("ana-order-gm-pool", points = pool),
            theme.text,
        )]);
        chunks.push(if spent > 0 {
            vec![Span::styled(crate::t!("ana-order-gm-spent"), theme.warning)]
        } else {
            vec![Span::styled(crate::t!("ana-order-gm-free"), theme.dim)]
        });
    }
    flow(chunks, width, 2)
}

/// The Narration's name: a group's with its count.
fn name(report: &Report, n: &Narration, wide: bool) -> String {
    let rung = escape(&report.ladder[n.index].name);
    match n.members.len() {
        0 | 1 => rung,
        count if wide => crate::t!("ana-order-group", name = rung, n = count),
        count => format!("{rung} ×{count}"),
    }
}

fn mark(n: &Narration, theme: &Theme) -> (&'static str, Style) {
    match n.state {
        State::Now => ("▶", theme.current),
        _ if n.next => ("›", theme.next),
        State::Done => ("✓", theme.dim),
        State::Out => ("✗", theme.error),
        State::ToCome => (" ", theme.text),
    }
}

fn state_word(n: &Narration, theme: &Theme) -> (String, Style) {
    match n.state {
        State::Now => (crate::t!("ana-order-state-now"), theme.current),
        _ if n.next => (crate::t!("ana-order-state-next"), theme.next),
        State::Done => (crate::t!("ana-order-state-done"), theme.dim),
        State::Out => (crate::t!("ana-order-state-out"), theme.error),
        State::ToCome => (crate::t!("ana-order-state-to-come"), theme.dim),
    }
}

/// One Narration's line: bar, mark, score, name, state, move.
fn line(
    report: &Report,
    n: &Narration,
    theme: &Theme,
    width: usize,
    mine: bool,
    cursor: bool,
) -> Line<'static> {
    let rung = &report.ladder[n.index];
    let sheet = narration::sheet_of(report, &rung.name).map(|(_, s)| s);
    let side = sheet.map_or("", |s| s.side.as_str());
    let score = sheet
        .and_then(|s| s.initiative)
        .map_or_else(|| "  ·".to_string(), |i| format!("{i:>3}"));
    let wide = width >= WIDE;
    let faded = matches!(n.state, State::Done | State::Out);
    let (mark, mark_style) = mark(n, theme);
    // The wide pane says where a moved Narration goes back on the line under it.
    let moved = n.moved_from.filter(|_| !wide).map(|p| format!("↕{p}"));
    let (state, state_style) = state_word(n, theme);
    let tail_w =
        if wide { width_of(&state) + 2 } else { 0 } + moved.as_ref().map_or(0, |m| width_of(m) + 1);
    let name_w = width.saturating_sub(6 + tail_w).max(4);
    let mut spans = vec![
        Span::styled(if mine { BAR } else { " " }, theme.side(side)),
        Span::styled(mark, mark_style),
        Span::styled(score, if n.next { theme.next } else { theme.title }),
        Span::raw(" "),
    ];
    let hidden = sheet.is_some_and(|s| s.hidden);
    let shown = crate::tui::view::hidden::marked(&name(report, n, wide), hidden);
    let name_style = if faded || hidden {
        theme.dim
    } else {
        theme.side(side)
    };
    if wide {
        let w = width_of(&shown).min(name_w.saturating_sub(1));
        spans.push(Span::styled(fit(&shown, w), name_style));
        spans.push(Span::styled(format!("  {state}"), state_style));
    } else {
        spans.push(Span::styled(
            fit(&shown, name_w.min(width_of(&shown))),
            name_style,
        ));
    }
    if let Some(m) = moved {
        spans.push(Span::styled(format!(" {m}"), theme.warning));
    }
    let line = Line::from(spans);
    if n.state == State::Now {
        line.style(theme.current)
    } else if cursor {
        line.style(Style::new().patch(theme.selected))
    } else {
        line
    }
}

/// Under the selected Narration: its score's parts, its group's members.
fn under(report: &Report, n: &Narration, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let mut out = Vec::new();
    let rung = &report.ladder[n.index];
    if let Some((_, sheet)) = narration::sheet_of(report, &rung.name)
        && let Some((dice, attribute, bonus)) = narration::parts(sheet)
    {
        let mut text = crate::t!(
            "ana-order-parts",
            dice = format!("{}+{}", dice[0], dice[1]),
            attribute = attribute_named(sheet, attribute)
        );
        if !bonus.is_empty() {
            let b: Vec<String> = bonus.iter().map(ToString::to_string).collect();
            text = format!(
                "{text} {}",
                crate::t!("ana-order-bonus", dice = b.join("+"))
            );
        }
        out.push(Line::styled(fit(&format!("   {text}"), width), theme.dim));
    }
    for &m in &n.members {
        let Some(s) = report.combatants.get(m) else {
            continue;
        };
        let style = if s.down.is_some() {
            theme.dim
        } else {
            theme.side(&s.side)
        };
        let text = format!(
            "   · {} {}",
            escape(&s.name),
            monitors::short(&s.monitors, width < WIDE)
        );
        out.push(Line::styled(fit(&text, width), style));
    }
    out
}

/// The attribute an initiative added, by the text's name (ANA-09: « leur Agilité ou leur
/// Logique (le plus haut des deux) »): `4 (Logique)`; Agility when both are worth it.
fn attribute_named(sheet: &crate::report::Sheet, value: i32) -> String {
    use super::super::decide::sheet::stat::{AGI, LOG};
    let stat = |key: &str| sheet.stats.iter().find(|s| s.key == key).map(|s| s.value);
    if stat(LOG) == Some(value) && stat(AGI) != Some(value) {
        crate::t!("ana-log-initiative-logic", n = value)
    } else {
        crate::t!("ana-log-initiative-agility", n = value)
    }
}
