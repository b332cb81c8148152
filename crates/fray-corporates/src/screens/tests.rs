//! The segment grid drawn from states built by the commands, for the GM and for players,
//! and the status words (COR-01, COR-04, COR-05, COR-11).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::Screens;
use crate::i18n::{Lang, with_lang};
use crate::player_view::PlayerReport;
use crate::report::Report;
use crate::test_support::T;
use crate::tui::theme::Theme;
use crate::tui::{OrderCursor, SystemScreens};

fn text(buf: &Buffer) -> Vec<String> {
    (0..buf.area.height)
        .map(|y| {
            (0..buf.area.width)
                .map(|x| buf[(x, y)].symbol())
                .collect::<String>()
                .trim_end()
                .to_string()
        })
        .collect()
}

/// A line with its runs of spaces made one, so the assertions do not depend on widths.
fn squeeze(line: &str) -> String {
    line.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn grid(report: &Report) -> Vec<String> {
    let mut buf = Buffer::empty(Rect::new(0, 0, 46, 7));
    let at = OrderCursor {
        selected: 0,
        line: 0,
        focused: false,
    };
    assert!(Screens.render_order(report, at, &Theme::plain(), buf.area, &mut buf));
    text(&buf).iter().map(|l| squeeze(l)).collect()
}

#[test]
fn the_grid_shows_each_declared_action_by_segment_and_the_ledger() {
    let mut t = T::new();
    t.turn([1, 1, 1], [6, 6], (3, 2));
    t.ok("act ana dice 3", &[1, 1, 1]);
    t.ok("next", &[]);
    t.ok("delay vlad 2", &[]);
    let lines = grid(&Report::of(&t.state));
    assert_eq!(lines[0], "Turn 1 · Segment 2 of 5", "{lines:#?}");
    assert_eq!(lines[1], "Name R D 1 [2] 3 4 5 ✗ U malus");
    assert_eq!(lines[2], "▌Ana 5 3 ● · ○ · ○ 0 −2d", "{lines:#?}");
    assert_eq!(lines[3], "−2d declared = −2d", "{lines:#?}");
    assert_eq!(lines[4], "Vlad 12 2 · · · ○ · ✗ 0 −1d", "{lines:#?}");
}

#[test]
fn players_see_the_grid_and_the_segment_too() {
    with_lang(Lang::Fr, || {
        let mut t = T::new();
        t.turn([1, 1, 1], [6, 6], (1, 1));
        t.ok("next", &[]);
        t.ok("next", &[]);
        let report = PlayerReport::of(&t.state).into_report();
        let lines = grid(&report);
        assert_eq!(lines[0], "Tour 1 · Segment 3 sur 5", "{lines:#?}");
        assert_eq!(lines[2], "▌Ana 5 1 · · ○ · · 0 0d", "{lines:#?}");
        assert_eq!(
            lines[4], "Vlad · 1 · · ○ · · 0 ·",
            "an enemy's roll and ledger stay the GM's: {lines:#?}"
        );
    });
}

#[test]
fn the_status_says_who_announces_during_the_announcements() {
    let mut t = T::new();
    t.ok("start", &[6, 6, 6, 1, 1]);
    let words = Screens.status_words(&Report::of(&t.state));
    assert_eq!(
        words,
        Some(("Turn 1".to_string(), "Vlad announces".to_string()))
    );
}
