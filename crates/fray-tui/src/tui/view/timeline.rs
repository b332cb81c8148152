//! The replay's timeline bar: the whole log across the screen's width, with a mark per
//! round and notable moment, and the cursor.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;

use crate::replay::Notable;
use crate::rules::Moment;
use crate::tui::text;
use crate::tui::theme::Theme;

use super::cells::{put, width_of};

/// The column of a position on a bar `width` cells wide.
pub fn column(pos: u64, len: u64, width: u16) -> u16 {
    if len == 0 || width < 2 {
        return 0;
    }
    let last = u64::from(width - 1);
    u16::try_from(pos.min(len) * last / len).unwrap_or(width - 1)
}

/// How much a moment matters when several share a cell: the larger wins.
fn weight(moment: &Moment) -> u8 {
    match moment {
        Moment::Death { .. } => 6,
        Moment::LimbLost { .. }
        | Moment::KnockedOut { .. }
        | Moment::Alert { .. }
        | Moment::GraveWound { .. } => 5,
        Moment::Critical { .. }
        | Moment::Fumble { .. }
        | Moment::Jam { .. }
        | Moment::Complication { .. }
        | Moment::Exploit { .. } => 4,
        Moment::PointSpent { .. } => 3,
        Moment::SlotLost { .. } => 3,
        Moment::Surprised { .. } | Moment::Emergency { .. } => 3,
        Moment::FightEnded => 2,
        Moment::RoundStarted { .. } => 1,
    }
}

/// Draws the bar of a log of `len` records on the first row of `area` and the round
/// numbers on the second, each marked by the catalog message `round_mark` (the system's own
/// word for a round: `TimeWords::timeline_round`).
pub fn render_timeline<'a>(
    len: u64,
    round_mark: &str,
    moments: impl Iterator<Item = &'a Notable> + Clone,
    cursor: u64,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    if area.is_empty() {
        return;
    }
    let width = area.width;
    let mut cells: Vec<(char, u8)> = vec![('─', 0); usize::from(width)];
    for notable in moments.clone() {
        let col = usize::from(column(notable.seq, len, width));
        let w = weight(&notable.moment);
        if let Some(cell) = cells.get_mut(col)
            && w > cell.1
        {
            *cell = (text::moment_glyph(&notable.moment), w);
        }
    }
    let here = column(cursor, len, width);
    for (i, (glyph, w)) in cells.iter().enumerate() {
        let x = area.x + i as u16;
        let style = if i as u16 == here {
            theme.current.add_modifier(Modifier::REVERSED)
        } else if i as u16 > here {
            theme.dim
        } else if *w > 1 {
            theme.warning
        } else {
            theme.text
        };
        let glyph = if i as u16 == here && *w == 0 {
            '●'
        } else {
            *glyph
        };
        if let Some(cell) = buf.cell_mut((x, area.y)) {
            cell.set_char(glyph).set_style(style);
        }
    }
    if area.height < 2 {
        return;
    }
    let y = area.y + 1;
    let right = area.x + width;
    let mut free_from = area.x;
    for notable in moments {
        if let Moment::RoundStarted { round } = notable.moment {
            let x = area.x + column(notable.seq, len, width);
            let label =
                crate::i18n::tr_args(round_mark, &[("round", crate::i18n::Arg::from(round))]);
            // A label that does not fit whole is left out, never cut ("R4   R").
            let fits = usize::from(x) + width_of(&label) <= usize::from(right);
            if x >= free_from && fits {
                free_from = put(buf, x, y, right, &label, theme.dim) + 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::replay::Notable;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    fn bar(len: u64, rounds: &[(u64, u32)], width: u16) -> String {
        let moments: Vec<Notable> = rounds
            .iter()
            .map(|&(seq, round)| Notable {
                seq,
                moment: Moment::RoundStarted { round },
            })
            .collect();
        let mut term = Terminal::new(TestBackend::new(width, 2)).expect("terminal");
        term.draw(|f| {
            render_timeline(
                len,
                "tui-timeline-round",
                moments.iter(),
                0,
                &Theme::plain(),
                f.area(),
                f.buffer_mut(),
            );
        })
        .expect("draw");
        let shown = term.backend().to_string();
        shown
            .lines()
            .nth(1)
            .unwrap_or_default()
            .trim_matches('"')
            .to_string()
    }

    #[test]
    fn a_round_label_that_does_not_fit_is_left_out_not_cut() {
        // Round 4 starts at the very last record: its label cannot fit at the bar's end.
        let labels = bar(100, &[(1, 1), (50, 2), (100, 4)], 40);
        assert!(labels.starts_with("R1"), "{labels:?}");
        assert!(labels.contains("R2"), "{labels:?}");
        assert!(labels.trim_end().ends_with("R2"), "no cut R4: {labels:?}");
    }

    #[test]
    fn columns_span_the_bar() {
        assert_eq!(column(0, 100, 50), 0);
        assert_eq!(column(100, 100, 50), 49);
        assert_eq!(column(50, 100, 51), 25);
        assert_eq!(column(7, 0, 50), 0);
        assert_eq!(column(200, 100, 10), 9);
        assert_eq!(column(3, 5, 1), 0);
    }
}
