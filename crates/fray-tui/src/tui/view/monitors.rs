//! Condition monitors (physical, stun) drawn as box rows: filled `■`, empty `□` in threes
//! (a wound modifier point each), overflow `×` past the end; then the modifier.

use ratatui::text::{Line, Span};

use crate::model::Monitor;
use crate::safe_text::escape;
use crate::tui::text;
use crate::tui::theme::Theme;

/// A monitor's name in the current language (a name fray does not know as it is).
fn label(m: &Monitor) -> String {
    match m.name.as_str() {
        "physical" => crate::t!("pool-track-physical"),
        "stun" => crate::t!("pool-track-stun"),
        other => other.to_string(),
    }
}

/// One line per monitor, the labels padded to the same width, and the wound modifier.
pub fn monitor_lines(
    monitors: &[Monitor],
    modifier: Option<i32>,
    theme: &Theme,
) -> Vec<Line<'static>> {
    let label_w = monitors
        .iter()
        .map(|m| label(m).chars().count())
        .max()
        .unwrap_or(0);
    let mut lines: Vec<Line<'static>> = monitors
        .iter()
        .map(|m| monitor_line(m, label_w, theme))
        .collect();
    if let Some(m) = modifier {
        lines.push(Line::from(vec![
            Span::styled(format!("{} ", text::wound_modifier()), theme.title),
            Span::styled(
                if m == 0 { "0".into() } else { format!("{m:+}") },
                if m == 0 { theme.text } else { theme.warning },
            ),
        ]));
    }
    lines
}

fn monitor_line(m: &Monitor, label_w: usize, theme: &Theme) -> Line<'static> {
    let name = capitalised(&escape(&label(m)));
    let mut spans = vec![Span::styled(format!("{name:<label_w$} "), theme.title)];
    let filled = m.filled.min(m.boxes);
    for i in 0..m.boxes {
        if i > 0 && i % 3 == 0 {
            spans.push(Span::raw(" "));
        }
        spans.push(if i < filled {
            Span::styled(text::BOX_FILLED, theme.severity(2))
        } else {
            Span::styled(text::BOX_EMPTY, theme.dim)
        });
    }
    if m.overflow > 0 {
        spans.push(Span::raw(" "));
        spans.push(Span::styled(
            text::BOX_OVERFLOW.repeat(usize::from(m.overflow)),
            theme.error,
        ));
    }
    spans.push(Span::styled(
        format!(" {}/{}", m.filled, m.boxes),
        theme.dim,
    ));
    if m.overflow > 0 {
        spans.push(Span::styled(format!(" +{}", m.overflow), theme.error));
    }
    Line::from(spans)
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
