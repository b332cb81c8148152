//! The status lines of the fight, the replay and the players' watch say where the fight
//! stands in each game's own time words (`docs/glossary/`): Cyberpunk counts in rounds,
//! Anarchy and Corporates in Tours, and the replay and the watch say the Tour too.

use crate::common;

use std::path::{Path, PathBuf};

use common::fight_app::{drawn, fight_on, press};
use common::replay_app::app_on;
use fray::i18n::{Lang, with_lang};
use fray::tui::app::App;
use fray::tui::replay::{self, Audience};
use ratatui::crossterm::event::KeyCode;

fn shipped(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("saves")
        .join(format!("{name}.fray.jsonl"))
}

/// The status line of `app` drawn in French at 160×48: the row holding `marker`.
fn status_line(app: &App, marker: &str) -> String {
    with_lang(Lang::Fr, || {
        let screen = drawn(app, 160, 48);
        screen
            .lines()
            .find(|l| l.contains(marker))
            .unwrap_or_else(|| panic!("no status line with {marker}:\n{screen}"))
            .to_string()
    })
}

/// The three status lines of a shipped fight at its end: the GM's fight, the replay and
/// the watch.
fn at_the_end(name: &str) -> [String; 3] {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join(format!("{name}.fray.jsonl"));
    std::fs::copy(shipped(name), &path).expect("copy");
    let fight = fight_on(&path);
    let replay = app_on(replay::load(&path, Audience::Gm).expect("replay"));
    let watch = app_on(replay::watch(&path).expect("watch"));
    [
        status_line(&fight, "enregistré #"),
        status_line(&replay, "RELECTURE"),
        status_line(&watch, "SUIVI"),
    ]
}

/// « Les combats sont divisés en rounds, chacun représentant 3 secondes. »: the fight,
/// the replay and the watch of a Cyberpunk fight say « round 4 », never « tour ».
#[test]
fn cyberpunk_status_lines_count_rounds_not_tours() {
    for line in at_the_end("cpi-alley") {
        assert!(line.contains("round 4 · combat terminé"), "{line}");
        assert!(!line.contains("tour"), "{line}");
    }
}

/// « Ce score influence également le nombre d'actions que l'on peut effectuer au cours du
/// round »: the replay at a round's start says « round 1 · choix du nombre
/// d’actions », not « tour 1 · déclarations » (a Polaris step).
#[test]
fn cyberpunk_replay_at_a_rounds_start_says_the_choice_of_actions() {
    let mut app = app_on(replay::load(&shipped("cpi-alley"), Audience::Gm).expect("replay"));
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Char('.'));
    let line = status_line(&app, "RELECTURE");
    assert!(
        line.contains("round 1 · choix du nombre d’actions"),
        "{line}"
    );
    assert!(!line.contains("déclarations"), "{line}");
}

/// « changer l’ordre des Narrations des joueurs pour un Tour »: Anarchy's replay and
/// watch say the Tour, as its fight screen does.
#[test]
fn anarchy_replay_and_watch_say_the_tour() {
    for line in at_the_end("ana-docks") {
        assert!(line.contains("Tour 3 · le combat est terminé"), "{line}");
    }
}

/// « ne peuvent être interrompues qu’en début de tour »: Corporates' replay and watch say
/// the Tour, as its fight screen does.
#[test]
fn corporates_replay_and_watch_say_the_tour() {
    for line in at_the_end("cor-rooftop") {
        assert!(line.contains("Tour 2 · combat terminé"), "{line}");
    }
}

/// The replay's timeline marks each round's start under its bar: Cyberpunk's in rounds
/// (« R1 … R4 » in French too), the other games' in their « tour » (« T1 »).
#[test]
fn the_replay_timeline_marks_rounds_in_each_games_word() {
    let marks = |name: &str| {
        let app = app_on(replay::load(&shipped(name), Audience::Gm).expect("replay"));
        with_lang(Lang::Fr, || drawn(&app, 160, 48))
    };
    let cyberpunk = marks("cpi-alley");
    assert!(
        cyberpunk.contains("R1") && cyberpunk.contains("R4"),
        "{cyberpunk}"
    );
    assert!(!cyberpunk.contains("T1"), "{cyberpunk}");
    let polaris = marks("polaris-three-rounds");
    assert!(polaris.contains("T1"), "{polaris}");
}

/// « Ce score influence également le nombre d'actions que l'on peut effectuer au cours du
/// round »: `fray show`'s first line counts Cyberpunk's rounds as « round », where the
/// other games say « tour ».
#[test]
fn cyberpunk_show_heading_counts_rounds_not_tours() {
    let saves = tempfile::tempdir().expect("tempdir");
    let config = tempfile::tempdir().expect("tempdir");
    std::fs::copy(
        shipped("cpi-alley"),
        saves.path().join("cpi-alley.fray.jsonl"),
    )
    .expect("copy");
    let shown = common::cli::stdout_of(saves.path(), config.path(), "fr", &["show", "cpi-alley"]);
    let heading = shown.lines().next().unwrap_or_default();
    assert!(heading.contains(" - round 4 - "), "{heading}");
    assert!(!heading.contains("tour"), "{heading}");
}
