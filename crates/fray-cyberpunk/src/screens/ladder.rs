//! The interval ladder pane (CPI-03 to CPI-05), in the shared ladder's place: one line per
//! action slot from the highest score down, with its owner, which of their actions it is,
//! the multi-action penalty, its state (to come, acting now, used, delayed, lost) and the
//! tie-break d10s when tied; the slots of a combatant who cannot act (stunned, dead) are
//! marked ⊘ with the reason. The next slot to act is marked; the selected combatant's slots
//! carry a bar in their side's colour, so they read as one group.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::model::{EntryStatus, Step};
use crate::report::{Report, Rung};
use crate::safe_text::escape;
use crate::tui::OrderCursor;
use crate::tui::theme::Theme;
use crate::tui::view::cells::width_of;
use crate::tui::view::cut_line::{cut_or_pad as fit, render_cut};

use super::super::body::STUNNED;
use super::words;

/// From this inner width on, each line spells the slot and its state out in words.
const WIDE: usize = 50;
/// The bar on the selected combatant's slots.
const BAR: &str = "▌";

/// What a slot is doing, as the pane shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SlotState {
    /// Waiting its turn.
    ToCome,
    /// Acting now.
    Acting,
    /// Used.
    Used,
    /// Moved down by a delay (from this score), still to come.
    Delayed(i32),
    /// Pushed below 1 by a delay: lost (CPI-05).
    Lost,
    /// Given up (a re-rolled initiative spends the first slot, CPI-01).
    Skipped,
    /// Still to come, but its owner cannot act: the round passes over it (CPI-18).
    Out(Unable),
}

/// Why a combatant's slots are passed over.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unable {
    /// Stunned by a failed stun save, until a save succeeds.
    Stunned,
    /// Dead.
    Dead,
}

/// Why the combatant of that name cannot act now, if they cannot.
fn unable(report: &Report, name: &str) -> Option<Unable> {
    let c = report.combatants.iter().find(|c| c.name == name)?;
    if c.dead {
        Some(Unable::Dead)
    } else if c.conditions.iter().any(|k| k.name == STUNNED) {
        Some(Unable::Stunned)
    } else {
        None
    }
}

/// The state of each rung of the report's ladder, in its order: a slot still to come of a
/// combatant who cannot act is [`SlotState::Out`] while the round runs.
pub fn states(report: &Report) -> Vec<SlotState> {
    let running = matches!(report.step, Step::Declaration | Step::Resolution);
    report
        .ladder
        .iter()
        .map(
            |rung| match (rung.status, running.then(|| unable(report, &rung.name))) {
                (EntryStatus::Waiting | EntryStatus::Delayed, Some(Some(why))) => {
                    SlotState::Out(why)
                }
                (status, _) => slot_state(report, rung, status),
            },
        )
        .collect()
}

/// The state of a slot whose owner may act.
fn slot_state(report: &Report, rung: &Rung, status: EntryStatus) -> SlotState {
    match status {
        EntryStatus::Acting => SlotState::Acting,
        EntryStatus::Acted => SlotState::Used,
        EntryStatus::Lost => SlotState::Lost,
        EntryStatus::Skipped => SlotState::Skipped,
        EntryStatus::Waiting | EntryStatus::Delayed => match placed_at(report, rung) {
            Some(from) if from != rung.phase => SlotState::Delayed(from),
            _ if rung.status == EntryStatus::Delayed => SlotState::Delayed(rung.phase),
            _ => SlotState::ToCome,
        },
    }
}

/// The slot that acts next: the highest one still to come while the round runs, of a
/// combatant neither dead nor stunned (the rules pass over those, CPI-18).
pub fn next_index(report: &Report, states: &[SlotState]) -> Option<usize> {
    if !matches!(report.step, Step::Declaration | Step::Resolution) {
        return None;
    }
    let out = |name: &str| unable(report, name).is_some();
    states.iter().zip(&report.ladder).position(|(s, rung)| {
        matches!(s, SlotState::ToCome | SlotState::Delayed(_)) && !out(&rung.name)
    })
}

/// Where the slot stood when the actions were chosen: I − 10 × (k − 1) (CPI-04).
fn placed_at(report: &Report, rung: &Rung) -> Option<i32> {
    let score = report
        .combatants
        .iter()
        .find(|c| c.name == rung.name)?
        .initiative?;
    let k = i32::from(rung.marker.saturating_sub(1));
    Some(score.saturating_sub(k.saturating_mul(10)))
}

/// Draws the pane inside its border.
pub fn render(report: &Report, at: OrderCursor, theme: &Theme, area: Rect, buf: &mut Buffer) {
    if area.is_empty() {
        return;
    }
    if report.ladder.is_empty() {
        let hint = if report.step == Step::Setup {
            words::ladder_empty_setup()
        } else {
            words::ladder_empty()
        };
        Paragraph::new(Line::styled(hint, theme.dim))
            .wrap(Wrap { trim: true })
            .render(area, buf);
        return;
    }
    let states = states(report);
    let next = next_index(report, &states);
    let selected = report.combatants.get(at.selected).map(|c| c.name.as_str());
    let cursor = at.focused.then_some(at.line);
    let focus = cursor
        .or_else(|| states.iter().position(|s| *s == SlotState::Acting))
        .or(next)
        .unwrap_or(0);
    let height = usize::from(area.height);
    let first = focus
        .saturating_sub(height.saturating_sub(1) / 2)
        .min(report.ladder.len().saturating_sub(height));
    let width = usize::from(area.width);
    let name_w = name_width(report, width);
    let mut lines: Vec<Line> = report
        .ladder
        .iter()
        .zip(&states)
        .enumerate()
        .skip(first)
        .take(height)
        .map(|(i, (rung, state))| {
            let row = Row {
                rung,
                state: *state,
                next: next == Some(i),
                mine: selected == Some(rung.name.as_str()),
                cursor: cursor == Some(i),
                side: side_of(report, &rung.name),
                hidden: crate::tui::view::hidden::is_hidden(report, &rung.name),
            };
            row.line(theme, width, name_w)
        })
        .collect();
    if width < WIDE {
        let legend = legend(theme, width);
        if report.ladder.len() + legend.len() < height {
            let gap = height - report.ladder.len() - legend.len();
            lines.extend(std::iter::repeat_n(Line::raw(""), gap));
            lines.extend(legend);
        }
    }
    render_cut(lines, area, buf);
}

/// What the marks mean, for the narrow pane that shows no state words, flowed to `width`.
fn legend(theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let chunks = [
        ("▶", words::state_acting()),
        ("›", words::state_next()),
        ("✓", words::state_used()),
        ("↓", words::legend_delayed()),
        ("✗", words::legend_lost()),
        ("=", words::legend_tie()),
        ("⊘", words::legend_out()),
    ]
    .into_iter()
    .map(|(mark, word)| vec![Span::styled(format!("{mark} {word}"), theme.dim)])
    .collect();
    crate::tui::view::flow::flow(chunks, width, 5)
}

fn side_of<'a>(report: &'a Report, name: &str) -> &'a str {
    report
        .combatants
        .iter()
        .find(|c| c.name == name)
        .map_or("", |c| c.side.as_str())
}

/// The names' column: as wide as the longest name, within what the line leaves.
fn name_width(report: &Report, width: usize) -> usize {
    let longest = report
        .ladder
        .iter()
        .map(|r| width_of(&escape(&r.name)))
        .max()
        .unwrap_or(0);
    // Bar, mark, score and a space before the name; slot and penalty after it.
    let fixed = if width >= WIDE { 6 + 12 + 4 + 8 } else { 6 + 7 };
    longest.min(width.saturating_sub(fixed)).max(3)
}

/// The penalty as written at the table: `−6`, empty at 0.
pub fn penalty(malus: i32) -> String {
    match malus {
        0 => String::new(),
        m if m < 0 => format!("−{}", m.unsigned_abs()),
        m => format!("+{m}"),
    }
}

struct Row<'a> {
    rung: &'a Rung,
    state: SlotState,
    next: bool,
    mine: bool,
    cursor: bool,
    side: &'a str,
    /// Hidden from the players: marked and dimmed.
    hidden: bool,
}

impl Row<'_> {
    fn mark(&self, theme: &Theme) -> (&'static str, Style) {
        if self.next {
            return ("›", theme.next);
        }
        match self.state {
            SlotState::Acting => ("▶", theme.current),
            SlotState::Used => ("✓", theme.dim),
            SlotState::Delayed(_) => ("↓", theme.next),
            SlotState::Lost => ("✗", theme.error),
            SlotState::Skipped => ("–", theme.dim),
            SlotState::Out(_) => ("⊘", theme.error),
            SlotState::ToCome => (" ", theme.text),
        }
    }

    fn line(&self, theme: &Theme, width: usize, name_w: usize) -> Line<'static> {
        let rung = self.rung;
        let faded = matches!(
            self.state,
            SlotState::Used | SlotState::Lost | SlotState::Skipped | SlotState::Out(_)
        );
        let name_style = if faded || self.hidden {
            theme.dim
        } else {
            theme.side(self.side)
        };
        let (mark, mark_style) = self.mark(theme);
        let score = if self.state == SlotState::Lost {
            "  ·".to_string()
        } else {
            format!("{:>3}", rung.phase)
        };
        let score_style = if self.state == SlotState::Lost {
            theme.dim
        } else if self.next {
            theme.next
        } else {
            theme.title
        };
        let wide = width >= WIDE;
        let mut spans = vec![
            Span::styled(if self.mine { BAR } else { " " }, theme.side(self.side)),
            Span::styled(mark, mark_style),
            Span::styled(score, score_style),
            Span::raw(" "),
            Span::styled(
                fit(
                    &crate::tui::view::hidden::marked(&escape(&rung.name), self.hidden),
                    name_w,
                ),
                name_style,
            ),
            Span::raw(" "),
        ];
        let slot = if wide {
            words::slot_long(rung.marker)
        } else {
            words::slot_short(rung.marker)
        };
        if wide {
            spans.push(Span::styled(fit(&slot, 11), theme.text));
        } else {
            // The state is the mark; a delayed slot keeps its arrow when it is also next.
            let moved = matches!(self.state, SlotState::Delayed(_)) && self.next;
            spans.push(Span::styled(fit(&slot, 3), theme.text));
            spans.push(Span::styled(if moved { "↓" } else { "" }, theme.next));
        }
        let pen = if self.state == SlotState::Lost {
            String::new()
        } else {
            penalty(rung.malus)
        };
        spans.push(Span::styled(format!(" {pen:>3}"), theme.warning));
        if wide {
            let (state, style) = self.state_word(theme);
            spans.push(Span::styled(format!("  {state}"), style));
        }
        if !rung.tiebreak.is_empty() {
            let rolls: Vec<String> = rung.tiebreak.iter().map(ToString::to_string).collect();
            let tie = if wide {
                words::tie_long(&rolls.join("/"))
            } else {
                format!("={}", rolls.join("/"))
            };
            spans.push(Span::styled(format!(" {tie}"), theme.dim));
        }
        let line = Line::from(spans);
        if self.state == SlotState::Acting {
            line.style(theme.current)
        } else if self.cursor {
            line.style(Style::new().patch(theme.selected))
        } else {
            line
        }
    }

    fn state_word(&self, theme: &Theme) -> (String, Style) {
        match self.state {
            SlotState::ToCome if self.next => (words::state_next(), theme.next),
            SlotState::Delayed(from) if self.next => (words::state_next_delayed(from), theme.next),
            SlotState::ToCome => (words::state_to_come(), theme.dim),
            SlotState::Acting => (words::state_acting(), theme.current),
            SlotState::Used => (words::state_used(), theme.dim),
            SlotState::Delayed(from) => (words::state_delayed(from), theme.next),
            SlotState::Lost => (words::state_lost(), theme.error),
            SlotState::Skipped => (words::state_skipped(), theme.dim),
            SlotState::Out(Unable::Stunned) => (words::state_stunned(), theme.error),
            SlotState::Out(Unable::Dead) => (words::state_dead(), theme.error),
        }
    }
}
