//! The token pane of a combat-pool sheet (SRP): pool type and count, the defense row
//! (face-down tokens as blanks, revealed successes with their value), the discard pile
//! dimmed, lost and gained, the counters, stress and readiness.
//!
//! Face-down values are not in the report at all; this file could not draw them if it tried.

use ratatui::text::{Line, Span};

use super::text;
use crate::model::Pool;
use crate::report::{Sheet, TokenSheet};
use crate::safe_text::escape;
use crate::tui::theme::Theme;
use crate::tui::view::flow::wrap;

/// The token pane's lines, wrapped to `width`.
pub fn token_lines(sheet: &Sheet, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let label = |s: &'static str| Span::styled(format!("{s} "), theme.title);
    let mut paragraphs: Vec<Vec<Span<'static>>> = Vec::new();
    match &sheet.tokens {
        Some(t) => {
            paragraphs.push(vec![
                label(text::pool()),
                Span::raw(text::pool_line(
                    &crate::text::pool_type_word(&t.pool_type),
                    t.undrawn,
                    t.score,
                    t.recharge,
                )),
            ]);
            if let Some(advantage) = &t.advantage {
                paragraphs.push(vec![Span::styled(escape(advantage), theme.dim)]);
            }
            paragraphs.push(defense_row(t, theme, label(text::defense())));
            if !t.discarded.is_empty() {
                let mut spans = vec![label(text::discard())];
                spans.extend(discards(t, theme));
                paragraphs.push(spans);
            }
            if t.lost > 0 || t.gained > 0 {
                paragraphs.push(vec![Span::styled(
                    format!(
                        "{} {} · {} {}",
                        text::lost(),
                        t.lost,
                        text::gained(),
                        t.gained
                    ),
                    theme.dim,
                )]);
            }
        }
        None => paragraphs.push(vec![Span::styled(text::no_pool(), theme.dim)]),
    }
    if !sheet.pools.is_empty() {
        let counters: Vec<String> = sheet.pools.iter().map(counter).collect();
        paragraphs.push(vec![
            label(text::counters()),
            Span::raw(counters.join(" · ")),
        ]);
    }
    if let Some(stress) = &sheet.stress {
        let mut words = escape(&text::stress_level(stress));
        if let Some(r) = &sheet.readiness {
            words = format!("{words} · {}", escape(&text::readiness_level(r)));
        }
        let style = if stress == "low" {
            theme.text
        } else {
            theme.next
        };
        paragraphs.push(vec![label(text::stress()), Span::styled(words, style)]);
    }
    paragraphs.iter().flat_map(|p| wrap(p, width)).collect()
}

/// The defense at a glance: `▮` per face-down token, then `S5` per revealed success.
pub fn defense_spans(t: &TokenSheet, theme: &Theme) -> Vec<Span<'static>> {
    let mut spans: Vec<Span<'static>> = Vec::new();
    for _ in 0..t.face_down {
        spans.push(Span::styled(text::FACE_DOWN, theme.text));
    }
    for (i, v) in t.revealed.iter().enumerate() {
        let sep = if i == 0 && t.face_down == 0 { "" } else { " " };
        spans.push(Span::styled(format!("{sep}S{v}"), theme.ok));
    }
    spans
}

fn defense_row(t: &TokenSheet, theme: &Theme, label: Span<'static>) -> Vec<Span<'static>> {
    let mut spans = vec![label];
    spans.extend(defense_spans(t, theme));
    if t.face_down == 0 && t.revealed.is_empty() {
        spans.push(Span::styled("—", theme.dim));
    }
    spans.push(Span::styled(
        format!("  {}", text::defense_score(t.revealed.len())),
        theme.dim,
    ));
    spans
}

fn discards(t: &TokenSheet, theme: &Theme) -> Vec<Span<'static>> {
    t.discarded
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let face = d.face().unwrap_or_else(|| text::UNSEEN.to_string());
            let sep = if i == 0 { "" } else { " " };
            Span::styled(format!("{sep}{face}"), theme.dim)
        })
        .collect()
}

/// The counters in short for the roster's last column, each named in the GM's language:
/// `rafale 10, visée 1` (`spray 10, aim 1` in English).
pub(super) fn counters_short(pools: &[Pool]) -> String {
    pools
        .iter()
        .map(|p| match p {
            Pool::Counter { max: Some(m), .. } => format!("{}/{m}", counter(p)),
            Pool::Counter { .. } => counter(p),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn counter(p: &Pool) -> String {
    match p {
        Pool::Counter { name, value, .. } => format!(
            "{} {value}",
            escape(&crate::transcript::narrate::counter_word(name))
        ),
    }
}
