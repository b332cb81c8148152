//! The three condition monitors as rows of boxes (ANA-21): Armor, Physical, Stun, each
//! box filled (■) or empty (□), in groups of three (one die of wound modifier per full
//! group by default), boxes beyond the track counted after it.

use ratatui::text::{Line, Span};

use crate::model::Monitor;
use crate::tui::theme::Theme;
use crate::tui::view::cells::width_of;

use super::super::decide::sheet::{ARMOR, PHYSICAL, STUN};

/// The boxes of a group: one die of wound modifier per full group (ANA-21).
const GROUP: usize = 3;

/// A monitor's name as the pane labels it.
pub fn label(name: &str) -> String {
    match name {
        ARMOR => crate::t!("ana-pane-armor"),
        PHYSICAL => crate::t!("ana-pane-physical"),
        STUN => crate::t!("ana-pane-stun"),
        other => crate::safe_text::escape(other),
    }
}

/// The boxes as text: `■■■ ■□□ □`, `—` for a track without boxes.
pub fn boxes(m: &Monitor) -> String {
    if m.boxes == 0 {
        return "—".to_string();
    }
    let mut out = String::new();
    for i in 0..usize::from(m.boxes) {
        if i > 0 && i % GROUP == 0 {
            out.push(' ');
        }
        out.push(if i < usize::from(m.filled) {
            '■'
        } else {
            '□'
        });
    }
    out
}

/// One line per monitor, labels padded to one column; a full track in the error colour,
/// its overflow after it.
pub fn lines(monitors: &[Monitor], theme: &Theme) -> Vec<Line<'static>> {
    let labels: Vec<String> = monitors.iter().map(|m| label(&m.name)).collect();
    let w = labels.iter().map(|l| width_of(l)).max().unwrap_or(0);
    monitors
        .iter()
        .zip(labels)
        .map(|(m, l)| {
            let pad = " ".repeat(w.saturating_sub(width_of(&l)));
            let full = m.boxes > 0 && m.filled >= m.boxes;
            let style = if full {
                theme.error
            } else if m.filled > 0 {
                theme.warning
            } else {
                theme.text
            };
            let mut spans = vec![
                Span::styled(format!("{l}{pad} "), theme.dim),
                Span::styled(boxes(m), style),
                Span::styled(format!(" {}/{}", m.filled, m.boxes), theme.dim),
            ];
            if m.overflow > 0 {
                spans.push(Span::styled(
                    format!(" {}", crate::t!("ana-detail-overflow", n = m.overflow)),
                    theme.error,
                ));
            }
            Line::from(spans)
        })
        .collect()
}

/// The monitors in a few words (`Physical 3/10, Stun 0/9`), for a group member's line;
/// `narrow`: each name by its first letter (`P 3/10, S 0/9`).
pub fn short(monitors: &[Monitor], narrow: bool) -> String {
    monitors
        .iter()
        .filter(|m| m.name != ARMOR)
        .map(|m| {
            let l = label(&m.name);
            let l = if narrow {
                l.chars().next().map(String::from).unwrap_or_default()
            } else {
                l
            };
            format!("{l} {}/{}", m.filled, m.boxes)
        })
        .collect::<Vec<_>>()
        .join(", ")
}
