//! Each system's fight, form and replay screens at the two sizes a GM plays on (80×24 and
//! 160×48), in French and in English, from the shipped example fights halfway through:
//! snapshots, and a check that no name is cut at a pane's edge without `…` (on the fight
//! and replay screens; a form's box covers the panes, so its screens are snapshots only).

use crate::common;

use std::path::{Path, PathBuf};

use common::fight_app::{chars, drawn, fight_on};
use common::replay_app::app_on;
use fray::engine::Timeline;
use fray::i18n::{Lang, with_lang};
use fray::session::Session;
use fray::tui::app::App;
use fray::tui::replay::{self, Audience};

const SIZES: [(u16, u16); 2] = [(80, 24), (160, 48)];

/// Each system's example fight (a short key for the snapshot names) and the key that
/// opens its first action form.
const EXAMPLES: &[(&str, &str, char)] = &[
    ("pol", "saves/polaris-three-rounds.fray.jsonl", 'a'),
    ("pool", "saves/sr-firefight.fray.jsonl", 'a'),
    ("cpi", "saves/cpi-alley.fray.jsonl", 'a'),
    ("ana", "saves/ana-docks.fray.jsonl", 'a'),
    ("cor", "saves/cor-rooftop.fray.jsonl", 'a'),
];

/// A copy of the example at `example` holding its first half, played again by typed lines
/// in a new save in `dir`: a fight in the middle, as a GM finds it.
fn halfway(dir: &Path, example: &str) -> (PathBuf, usize) {
    let loaded = fray::store::load(Path::new(example)).expect("the example loads");
    let half = loaded.records.len() / 2;
    let path = dir.join("halfway.fray.jsonl");
    let mut session = Session::create(&path, loaded.header.clone()).expect("create");
    for record in loaded.records.iter().take(half) {
        session
            .execute(&record.command)
            .unwrap_or_else(|e| panic!("{}: {e}", record.command));
    }
    (path, half)
}

/// Every combatant's name in the example.
fn names(example: &str) -> Vec<String> {
    let loaded = fray::store::load(Path::new(example)).expect("the example loads");
    let timeline = Timeline::from_records(loaded.header, loaded.records);
    timeline
        .state()
        .combatants
        .iter()
        .map(|c| c.name.clone())
        .collect()
}

/// The places on `screen` where a name is cut at a pane's edge (or the screen's) with no
/// `…` to say so: a proper start of the name (three characters or more) right before a
/// border or the end of the line.
fn cut_without_ellipsis(screen: &str, names: &[String]) -> Vec<String> {
    let mut found = Vec::new();
    for line in screen.lines() {
        let cells: Vec<char> = line.chars().collect();
        for name in names {
            let name: Vec<char> = name.chars().collect();
            for start in 0..cells.len() {
                // A name starts at a word's start.
                if start > 0 && cells[start - 1].is_alphanumeric() {
                    continue;
                }
                let shared = cells[start..]
                    .iter()
                    .zip(&name)
                    .take_while(|(a, b)| a == b)
                    .count();
                if shared < 3 || shared >= name.len() {
                    continue;
                }
                let next = cells.get(start + shared).copied();
                let at_edge = matches!(next, None | Some('│' | '┃' | '║'));
                if at_edge {
                    found.push(format!(
                        "{line:?} cuts {:?}",
                        name.iter().collect::<String>()
                    ));
                }
            }
        }
    }
    found
}

/// Checks `screen` and snapshots it as `name`.
fn check(name: &str, screen: &str, people: &[String]) {
    let cut = cut_without_ellipsis(screen, people);
    assert!(cut.is_empty(), "{name}: cut without …: {cut:#?}\n{screen}");
    insta::assert_snapshot!(name, screen);
}

fn langs() -> [(Lang, &'static str); 2] {
    [(Lang::Fr, "fr"), (Lang::En, "en")]
}

#[test]
fn each_system_fight_and_form_halfway_fit_both_sizes() {
    for (key, example, form_key) in EXAMPLES {
        let dir = tempfile::tempdir().expect("tempdir");
        let (path, _) = halfway(dir.path(), example);
        let people = names(example);
        for (lang, tag) in langs() {
            with_lang(lang, || {
                let fight = fight_on(&path);
                for (w, h) in SIZES {
                    check(
                        &format!("{key}_fight_{tag}_{w}x{h}"),
                        &drawn(&fight, w, h),
                        &people,
                    );
                }
                drop(fight);
                let mut form: App = fight_on(&path);
                let before = drawn(&form, 160, 48);
                chars(&mut form, &form_key.to_string());
                let opened = drawn(&form, 160, 48);
                assert_ne!(before, opened, "{key}: `{form_key}` opens nothing");
                // The form covers the panes: what it hides is cut by its border, not
                // by a pane, so only the snapshot holds its layout.
                for (w, h) in SIZES {
                    insta::assert_snapshot!(
                        format!("{key}_form_{tag}_{w}x{h}"),
                        drawn(&form, w, h)
                    );
                }
            });
        }
    }
}

#[test]
fn each_system_replay_halfway_fits_both_sizes() {
    for (key, example, _) in EXAMPLES {
        let half = fray::store::load(Path::new(example))
            .expect("the example loads")
            .records
            .len()
            / 2;
        let people = names(example);
        for (lang, tag) in langs() {
            with_lang(lang, || {
                let mut app =
                    app_on(replay::load(Path::new(example), Audience::Gm).expect("loads"));
                chars(&mut app, &format!(":{half}"));
                common::fight_app::press(&mut app, ratatui::crossterm::event::KeyCode::Enter);
                for (w, h) in SIZES {
                    check(
                        &format!("{key}_replay_{tag}_{w}x{h}"),
                        &drawn(&app, w, h),
                        &people,
                    );
                }
            });
        }
    }
}

#[test]
fn a_name_cut_at_an_edge_without_an_ellipsis_is_found() {
    let people = vec!["Ganger 2".to_string(), "Vance".to_string()];
    assert_eq!(cut_without_ellipsis("│ Gange│", &people).len(), 1);
    assert_eq!(cut_without_ellipsis("│ Van", &people).len(), 1);
    assert!(cut_without_ellipsis("│ Gange…│", &people).is_empty());
    assert!(cut_without_ellipsis("│ Ganger 2│ Vance", &people).is_empty());
    // Cut at the space: which ganger is lost, so an ellipsis must still say so.
    assert_eq!(cut_without_ellipsis("│ Ganger│", &people).len(), 1);
}
