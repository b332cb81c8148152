//! The `?` legend: every mark a pane draws is explained there. Each system's example
//! fight is drawn on the fight screen and at every position of its replay, at 160×48 and
//! 80×24, in English and French; every candidate mark seen on screen must have a line in
//! the `?` overlay of that screen, and the overlay shows the system's legend table and the
//! shared one, heading and meaning, in both languages.

use crate::common;

use std::path::Path;

use common::fight_app::{drawn, fight_on, press};
use common::replay_app::app_on;
use common::saves::copy_example;
use fray::i18n::{Lang, with_lang};
use fray::model::SystemId;
use fray::session::Session;
use fray::tui::app::App;
use fray::tui::replay::{self, Audience};
use ratatui::crossterm::event::KeyCode;

/// One example save of each system.
const EXAMPLES: [&str; 5] = [
    "polaris-demo.fray.jsonl",
    "sr-firefight.fray.jsonl",
    "cpi-alley.fray.jsonl",
    "ana-docks.fray.jsonl",
    "cor-rooftop.fray.jsonl",
];

/// The marks the drawing code uses as symbols (not box borders, not punctuation of text).
const CANDIDATES: &str = "▶›✓↓✗⊘⏸»○●⇄◆═≋▾■□░▮▯⋯↕†▌◌";

/// The sizes the screens are drawn at.
const SIZES: [(u16, u16); 2] = [(160, 48), (80, 24)];

/// A tall terminal, so the whole `?` overlay fits.
const TALL: (u16, u16) = (200, 200);

fn system_of(path: &Path) -> SystemId {
    let (session, _) = Session::open(path).expect("the save opens");
    session.timeline().state().system
}

/// The `?` overlay drawn over the app's screen, as text (then closed again).
fn overlay(app: &mut App) -> String {
    press(app, KeyCode::Char('?'));
    let text = drawn(app, TALL.0, TALL.1);
    press(app, KeyCode::Esc);
    text
}

/// The candidate marks on a drawn screen, leaving out the text that uses the same
/// characters as words: French quotes `« … »` and the arrow keys `↑↓` of a hint.
fn marks_on(screen: &str) -> Vec<char> {
    let marks: String = screen
        .lines()
        .map(|line| without_quotes(&line.replace("↑↓", "")))
        .collect::<Vec<_>>()
        .join("\n");
    CANDIDATES.chars().filter(|c| marks.contains(*c)).collect()
}

/// A line without its French quotations (`« … »`, the quotes included).
fn without_quotes(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(open) = rest.find('«') {
        out.push_str(&rest[..open]);
        rest = match rest[open..].find('»') {
            Some(close) => &rest[open + close + '»'.len_utf8()..],
            None => "",
        };
    }
    out.push_str(rest);
    out
}

/// Whether the overlay has a legend line for `mark`: the mark, two spaces, a meaning.
fn explains(overlay: &str, mark: char) -> bool {
    overlay.lines().any(|line| {
        line.split(&format!("{mark}  ")[..])
            .nth(1)
            .is_some_and(|rest| rest.chars().next().is_some_and(|c| !c.is_whitespace()))
    })
}

/// The marks drawn on the fight screen and every replay position of `name`, each with
/// the overlay of the screen it was drawn on.
fn drawn_marks(name: &str, lang: Lang) -> Vec<(String, char, bool)> {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = copy_example(name, dir.path(), name);
    with_lang(lang, || {
        let mut found = Vec::new();
        let mut fight = fight_on(&path);
        let help = overlay(&mut fight);
        for (w, h) in SIZES {
            for mark in marks_on(&drawn(&fight, w, h)) {
                found.push((format!("fight {w}x{h}"), mark, explains(&help, mark)));
            }
        }
        let mut replay = app_on(replay::load(&path, Audience::Gm).expect("loads"));
        let help = overlay(&mut replay);
        let records = std::fs::read_to_string(&path)
            .expect("reads")
            .lines()
            .count();
        for pos in 0..records {
            for (w, h) in SIZES {
                for mark in marks_on(&drawn(&replay, w, h)) {
                    let at = format!("replay {w}x{h} at {pos}");
                    found.push((at, mark, explains(&help, mark)));
                }
            }
            press(&mut replay, KeyCode::Right);
        }
        found
    })
}

/// The screen part of a place (`fight`, `replay`), without size and position.
fn kind(place: &str) -> &str {
    place.split(' ').next().unwrap_or(place)
}

#[test]
fn every_mark_drawn_on_the_example_fights_is_explained_in_help() {
    let mut missing = std::collections::BTreeSet::new();
    let mut seen = std::collections::BTreeSet::new();
    for name in EXAMPLES {
        for lang in [Lang::En, Lang::Fr] {
            for (where_, mark, explained) in drawn_marks(name, lang) {
                seen.insert((name, mark));
                if !explained {
                    missing.insert(format!("{name} {lang:?} {}: {mark}", kind(&where_)));
                }
            }
        }
    }
    println!("{} (example, mark) pairs drawn and explained", seen.len());
    for name in EXAMPLES {
        assert!(
            seen.iter().any(|(n, _)| *n == name),
            "{name} draws some mark"
        );
    }
    assert!(
        missing.is_empty(),
        "marks drawn without a legend line:\n{}",
        missing.into_iter().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn the_help_overlay_shows_the_system_and_shared_legends_in_both_languages() {
    let mut checked = 0;
    for name in EXAMPLES {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = copy_example(name, dir.path(), name);
        let system = system_of(&path);
        let own = fray::tui::system::screens(system).legend();
        assert!(!own.is_empty(), "{name}: its system has a legend");
        for lang in [Lang::En, Lang::Fr] {
            with_lang(lang, || {
                let mut fight = fight_on(&path);
                let mut replay = app_on(replay::load(&path, Audience::Gm).expect("loads"));
                for help in [overlay(&mut fight), overlay(&mut replay)] {
                    assert!(
                        help.contains(&fray::tui::text::legend_title()),
                        "{name} {lang:?}"
                    );
                    for group in own.iter().chain(fray::tui::text::shared_legend()) {
                        assert!(help.contains(&(group.pane)()), "{name} {lang:?}: heading");
                        for (mark, meaning) in group.marks {
                            let line = format!("{mark}  {}", meaning());
                            assert!(
                                help.contains(&line),
                                "{name} {lang:?}: no «{line}» in\n{help}"
                            );
                            checked += 1;
                        }
                    }
                }
            });
        }
    }
    println!("{checked} legend lines checked");
}
