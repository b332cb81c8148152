//! A status line that fits its width: parts ranked by how much they matter, the least
//! useful dropped first, a name cut with "…" before it goes, never a part cut mid-way
//! without saying so.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::wrap::{cells, cut};

/// One part of a status line.
#[derive(Debug, Clone, PartialEq)]
pub struct Part {
    /// The text (already escaped).
    pub text: String,
    /// How it is drawn.
    pub style: Style,
    /// How much it matters: parts of the lowest rank give way first.
    pub rank: u8,
    /// Whether it may be cut with "…" (to at least [`MIN_CUT`] cells) before it is dropped.
    pub cut: bool,
}

impl Part {
    /// A part of `rank`, kept whole or dropped.
    pub fn new(text: impl Into<String>, style: Style, rank: u8) -> Part {
        Part {
            text: text.into(),
            style,
            rank,
            cut: false,
        }
    }

    /// A part of `rank` that may be cut with "…".
    pub fn cuttable(text: impl Into<String>, style: Style, rank: u8) -> Part {
        Part {
            cut: true,
            ..Part::new(text, style, rank)
        }
    }
}

/// The fewest cells a cut part keeps (the "…" included); below, it is dropped.
pub const MIN_CUT: usize = 6;

const LEFT_SEPARATOR: &str = " · ";
const RIGHT_SEPARATOR: &str = "  ";
/// The least room between the left and the right parts.
const GAP: usize = 2;

fn joined_width(parts: &[Part], separator: &str) -> usize {
    let shown: Vec<&Part> = parts.iter().filter(|p| !p.text.is_empty()).collect();
    shown.iter().map(|p| cells(&p.text)).sum::<usize>()
        + cells(separator) * shown.len().saturating_sub(1)
}

fn width_of(left: &[Part], right: &[Part]) -> usize {
    let (l, r) = (
        joined_width(left, LEFT_SEPARATOR),
        joined_width(right, RIGHT_SEPARATOR),
    );
    l + r + if l > 0 && r > 0 { GAP } else { 0 }
}

/// `left` (joined by " · ") and `right` (joined by two spaces) made to fit in `width`
/// cells: the parts of the lowest rank first cut (when they may be) then dropped, until
/// what is left fits.
pub fn fit(mut left: Vec<Part>, mut right: Vec<Part>, width: usize) -> (Vec<Part>, Vec<Part>) {
    let mut ranks: Vec<u8> = left.iter().chain(&right).map(|p| p.rank).collect();
    ranks.sort_unstable();
    ranks.dedup();
    for rank in ranks {
        for side in [0, 1] {
            loop {
                let over = width_of(&left, &right).saturating_sub(width);
                if over == 0 {
                    return (left, right);
                }
                let parts = if side == 0 { &mut left } else { &mut right };
                let Some(part) = parts
                    .iter_mut()
                    .rev()
                    .find(|p| p.rank == rank && !p.text.is_empty())
                else {
                    break;
                };
                let size = cells(&part.text);
                if part.cut && size.saturating_sub(over) >= MIN_CUT {
                    part.text = cut(&part.text, size - over);
                } else {
                    part.text.clear();
                }
            }
        }
    }
    (left, right)
}

fn line(parts: &[Part], separator: &str, between: Style) -> Line<'static> {
    let mut spans = Vec::new();
    for part in parts.iter().filter(|p| !p.text.is_empty()) {
        if !spans.is_empty() {
            spans.push(Span::styled(separator.to_string(), between));
        }
        spans.push(Span::styled(part.text.clone(), part.style));
    }
    Line::from(spans)
}

/// Draws `left` from the start of `area` and `right` against its end, after [`fit`].
pub fn render_fitted(
    left: Vec<Part>,
    right: Vec<Part>,
    between: Style,
    area: Rect,
    buf: &mut Buffer,
) {
    if area.is_empty() {
        return;
    }
    let (left, right) = fit(left, right, usize::from(area.width));
    line(&left, LEFT_SEPARATOR, between).render(area, buf);
    let right = line(&right, RIGHT_SEPARATOR, between);
    let right_width = (right.width() as u16).min(area.width);
    let at = Rect {
        x: area.x + area.width - right_width,
        width: right_width,
        ..area
    };
    right.render(at, buf);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(parts: &[Part]) -> Vec<&str> {
        parts.iter().map(|p| p.text.as_str()).collect()
    }

    fn sample() -> (Vec<Part>, Vec<Part>) {
        let s = Style::default();
        (
            vec![
                Part::cuttable("Docks of Equinoxe", s, 1),
                Part::new("round 1", s, 2),
                Part::new("phase 14", s, 2),
                Part::cuttable("Baral Faadhi", s, 3),
            ],
            vec![Part::new("saved #82", s, 4), Part::new("? keys", s, 0)],
        )
    }

    #[test]
    fn everything_fits_on_a_wide_line() {
        let (left, right) = sample();
        let (l, r) = fit(left.clone(), right.clone(), 160);
        assert_eq!((l, r), (left, right));
    }

    #[test]
    fn the_keys_hint_goes_first_then_the_name_is_cut() {
        let (left, right) = sample();
        // 17 + 3 + 7 + 3 + 8 + 3 + 12 = 53 on the left, 9 + 2 + 6 = 17 on the right.
        let (l, r) = fit(left.clone(), right.clone(), 64);
        assert_eq!(texts(&r), ["saved #82", ""]);
        assert_eq!(texts(&l)[0], "Docks of Equinoxe");
        let (l, _) = fit(left, right, 60);
        assert_eq!(
            texts(&l),
            ["Docks of Equ…", "round 1", "phase 14", "Baral Faadhi"]
        );
        assert!(width_of(&l, &[Part::new("saved #82", Style::default(), 4)]) <= 60);
    }

    #[test]
    fn then_the_name_goes_then_the_round_and_who_acts_and_saved_stay() {
        let (left, right) = sample();
        let (l, r) = fit(left.clone(), right.clone(), 46);
        assert_eq!(texts(&l), ["", "round 1", "phase 14", "Baral Faadhi"]);
        assert_eq!(texts(&r), ["saved #82", ""]);
        let (l, _) = fit(left.clone(), right.clone(), 40);
        assert_eq!(texts(&l), ["", "round 1", "", "Baral Faadhi"]);
        let (l, r) = fit(left, right, 25);
        assert_eq!(texts(&l), ["", "", "", "Baral Faadhi"]);
        assert_eq!(texts(&r), ["saved #82", ""]);
    }
}
