//! Tests for drawing the start screen with no save: the empty list, the title line, and the
//! relative dates of the last change. Drawing saves of a rule system and its new-encounter
//! form needs the systems: those tests are in `src/with_systems/tui_view_start_tests.rs`,
//! and the snapshots that show a rule system's name in `src/systems/screens_tests.rs` (the
//! interface names no system).

use std::time::{Duration, UNIX_EPOCH};

use ratatui::backend::TestBackend;

use super::test_support::{ago, draw, now};
use super::*;
use crate::tui::text::relative_time;

#[test]
fn empty_list_60x15() -> Result<(), String> {
    insta::assert_snapshot!(draw(&StartScreen::new(Vec::new()), 60, 15)?);
    Ok(())
}

#[test]
fn relative_times() {
    let cases = [
        (Some(0), "just now"),
        (Some(59), "just now"),
        (Some(300), "5 min ago"),
        (Some(3_599), "59 min ago"),
        (Some(3 * 3_600 + 10), "3 h ago"),
        (Some(86_400), "yesterday"),
        (Some(4 * 86_400 + 7), "4 days ago"),
        (Some(40 * 86_400), "2025-05-06"),
        (None, "?"),
    ];
    for (secs, want) in cases {
        assert_eq!(relative_time(secs.and_then(ago), now()), want, "{secs:?}");
    }
    let future = now() + Duration::from_secs(600);
    assert_eq!(relative_time(Some(future), now()), "just now");
    let dates = [
        (0, "1970-01-01"),
        (951_782_400, "2000-02-29"),
        (4_107_542_400, "2100-03-01"),
    ];
    for (secs, want) in dates {
        let then = UNIX_EPOCH + Duration::from_secs(secs);
        assert_eq!(
            relative_time(Some(then), now() + Duration::from_secs(5_000_000_000)),
            want
        );
    }
    let before_epoch = UNIX_EPOCH - Duration::from_secs(86_400);
    assert_eq!(relative_time(Some(before_epoch), now()), "1969-12-31");
}

#[test]
fn the_title_line_shows_the_language_and_its_key() -> Result<(), String> {
    let first_line = |backend: &TestBackend| {
        let buffer = backend.buffer();
        (0..80).map(|x| buffer[(x, 0)].symbol()).collect::<String>()
    };
    let english = draw(&StartScreen::new(Vec::new()), 80, 24)?;
    assert!(first_line(&english).ends_with("Language: English (L) "));
    let french = crate::i18n::with_lang(crate::i18n::Lang::Fr, || {
        draw(&StartScreen::new(Vec::new()), 80, 24)
    })?;
    let line = first_line(&french);
    assert!(line.starts_with(" fray — suivi de combat"), "{line}");
    assert!(line.ends_with("Langue\u{a0}: Français (L) "), "{line}");
    Ok(())
}

#[test]
fn relative_times_in_french_fit_the_column() {
    crate::i18n::with_lang(crate::i18n::Lang::Fr, || {
        assert_eq!(relative_time(ago(10), now()), "à l’instant");
        assert_eq!(relative_time(ago(300), now()), "5 min");
        assert_eq!(relative_time(ago(3 * 3_600), now()), "3 h");
        assert_eq!(relative_time(ago(30 * 3_600), now()), "hier");
        assert_eq!(relative_time(ago(4 * 86_400), now()), "4 jours");
        assert_eq!(relative_time(ago(40 * 86_400), now()), "2025-05-06");
        for secs in [10, 300, 3 * 3_600, 30 * 3_600, 4 * 86_400] {
            assert!(width_of(&relative_time(ago(secs), now())) <= 11);
        }
    });
    assert_eq!(relative_time(ago(300), now()), "5 min ago");
}
