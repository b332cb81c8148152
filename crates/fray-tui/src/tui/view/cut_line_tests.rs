use ratatui::style::{Style, Stylize};
use ratatui::text::{Line, Span};

use super::*;

fn text(line: &Line) -> String {
    line.spans.iter().map(|s| s.content.as_ref()).collect()
}

#[test]
fn a_row_that_fits_is_kept_whole() {
    let line = Line::from(vec![Span::raw("Baral "), Span::raw("suivant")]);
    assert_eq!(text(&cut_line(line, 13)), "Baral suivant");
}

#[test]
fn a_row_too_wide_ends_with_an_ellipsis_within_its_width() {
    let line = Line::from(vec![Span::raw("Baral Faadhi "), Span::raw("-3 précipité")]);
    let cut = cut_line(line, 18);
    assert_eq!(text(&cut), "Baral Faadhi -3 p…");
    assert_eq!(cut.width(), 18);
}

#[test]
fn the_ellipsis_takes_the_style_of_the_last_span_kept_and_the_row_keeps_its_own() {
    let line = Line::from(vec![Span::raw("ab"), Span::raw("cdef").bold()]).italic();
    let cut = cut_line(line, 4);
    assert_eq!(text(&cut), "abc…");
    assert_eq!(cut.spans.last().map(|s| s.style), Some(Style::new().bold()));
    assert_eq!(cut.style, Style::new().italic());
}

#[test]
fn wide_characters_count_two_cells() {
    let cut = cut_line(Line::raw("日本語テキスト"), 6);
    assert_eq!(text(&cut), "日本…");
    assert!(cut.width() <= 6);
}

#[test]
fn a_cut_at_a_space_leaves_no_space_before_the_ellipsis() {
    assert_eq!(
        text(&cut_line(Line::raw("moves to crate-2"), 10)),
        "moves to…"
    );
}

#[test]
fn width_zero_and_one() {
    assert_eq!(text(&cut_line(Line::raw("abc"), 0)), "");
    assert_eq!(text(&cut_line(Line::raw("abc"), 1)), "…");
}

#[test]
fn cut_or_pad_gives_exactly_the_width() {
    assert_eq!(cut_or_pad("Crow", 6), "Crow  ");
    assert_eq!(cut_or_pad("Bystander", 6), "Bysta…");
    assert_eq!(cut_or_pad("日本語", 4), "日… ");
    assert_eq!(cut_or_pad("abc", 0), "");
}
