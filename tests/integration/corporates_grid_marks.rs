//! The Corporates fight screen at 80×24 and 160×48, in English and French: a declared
//! action lost in its segment shows its `✗` in that segment's cell of the grid, never
//! glued to the fighter's name; the roster's penalty column shows the dice malus the
//! rules apply to the fighter's next action (COR-04, COR-08), not 0.

use crate::common;

use common::fight_app::{drawn, fight_of, new_session};
use fray::i18n::{Lang, with_lang};

/// Vance declared 2 (segments 2 and 4: −1d), Kade and the Ganger 1 (segment 3); nobody
/// acted, so segment 3 begins with Vance's action of segment 2 lost, then segment 4 with
/// Kade's and the Ganger's of segment 3 lost.
fn fight() -> (tempfile::TempDir, fray::tui::app::App) {
    let dir = tempfile::tempdir().expect("tempdir");
    let (mut session, warnings, _) =
        new_session(dir.path(), fray::systems::corporates::ID, "Lost", 7);
    for line in [
        "add Vance pc from team-leader",
        "add Kade pc from operative",
        "add Ganger from ganger",
        "start",
        "declare ganger 1 force",
        "declare vance 2 force",
        "declare kade 1 force",
        "next",
        "next",
        "next",
    ] {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    let app = fight_of(session, &warnings, dir.path());
    (dir, app)
}

/// The char columns of the segment digits 1 to 5 in the grid's heading line.
fn segment_columns(line: &[char]) -> Option<[usize; 5]> {
    let mut at = [0; 5];
    let mut from = 0;
    for (k, digit) in ['1', '2', '3', '4', '5'].into_iter().enumerate() {
        let rest = line.get(from..)?;
        let i = rest.iter().position(|c| *c == digit)? + from;
        if k > 0
            && !line[from..i]
                .iter()
                .all(|c| matches!(c, ' ' | '[' | ']' | '▾'))
        {
            return None;
        }
        at[k] = i;
        from = i + 1;
    }
    Some(at)
}

/// The grid's heading line and segment columns, and the grid's row of `name` (the line
/// naming it left of the segments, with a mark in every segment's column).
fn grid_row(screen: &str, name: &str) -> ([usize; 5], Vec<char>) {
    let lines: Vec<Vec<char>> = screen.lines().map(|l| l.chars().collect()).collect();
    let (k, columns) = lines
        .iter()
        .enumerate()
        .find_map(|(k, l)| segment_columns(l).map(|c| (k, c)))
        .unwrap_or_else(|| panic!("no grid heading: {screen}"));
    let prefix: Vec<char> = name.chars().take(3).collect();
    let row = lines[k + 1..]
        .iter()
        .find(|l| {
            l.get(..columns[0])
                .is_some_and(|left| left.windows(prefix.len()).any(|w| w == prefix.as_slice()))
                && columns.iter().all(|&c| l.get(c).is_some_and(|g| *g != ' '))
        })
        .unwrap_or_else(|| panic!("no grid row for {name}: {screen}"))
        .clone();
    (columns, row)
}

#[test]
fn a_lost_declared_action_shows_its_cross_in_its_segments_cell_not_after_the_name() {
    let (_dir, app) = fight();
    for lang in [Lang::En, Lang::Fr] {
        with_lang(lang, || {
            for (w, h) in [(80, 24), (160, 48)] {
                let screen = drawn(&app, w, h);
                for (name, segment) in [("Vance", 2), ("Kade", 3), ("Ganger", 3)] {
                    let (columns, row) = grid_row(&screen, name);
                    let text: String = row.iter().collect();
                    assert_eq!(
                        row[columns[segment - 1]],
                        '✗',
                        "{name}'s ✗ in segment {segment} at {w}×{h}: {text}\n{screen}"
                    );
                    assert!(!text.contains("…✗"), "no ✗ glued to a name: {text}");
                    assert!(!text.contains(&format!("{name}✗")), "{text}");
                }
            }
        });
    }
}

#[test]
fn the_roster_penalty_column_shows_the_declared_malus_of_the_next_action() {
    let (_dir, app) = fight();
    for (lang, heading) in [(Lang::En, "Pen"), (Lang::Fr, "Mal.")] {
        with_lang(lang, || {
            for (w, h) in [(160, 48), (80, 24)] {
                let screen = drawn(&app, w, h);
                let lines: Vec<Vec<char>> = screen.lines().map(|l| l.chars().collect()).collect();
                let target: Vec<char> = heading.chars().collect();
                let (k, column) = lines
                    .iter()
                    .enumerate()
                    .find_map(|(k, l)| {
                        l.windows(target.len())
                            .position(|win| win == target.as_slice())
                            .map(|c| (k, c))
                    })
                    .unwrap_or_else(|| panic!("no '{heading}' column at {w}×{h}: {screen}"));
                let vance = lines[k + 1..]
                    .iter()
                    .find(|l| l.iter().collect::<String>().contains("Vance"))
                    .unwrap_or_else(|| panic!("no Vance in the roster: {screen}"));
                let cell: String = vance[column..].iter().take(4).collect();
                assert!(
                    cell.trim_start().starts_with("-1"),
                    "Vance's −1d (2 declared) under '{heading}' at {w}×{h}: '{cell}'\n{screen}"
                );
            }
        });
    }
}
