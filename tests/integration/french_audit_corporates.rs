//! Issue 18 in French: no English word on any screen of a Corporates fight, nor in the
//! CLI's output about one. The example save `saves/cor-rooftop.fray.jsonl` is played again
//! up to its first segment (the team added, the reaction rolls, the counts announced, the
//! covering fire laid), every key of the fight screen pressed (each form opened, its
//! choices cycled, then sent with its defaults), the `:` line fed bad lines, French lines
//! and `aide`; then the rest of the fight typed, replay and watch of the example save, and
//! `fray show`, `log`, `export`, `check`, `rules corporates` run with `FRAY_LANG=fr`. The
//! audit (`common::english`) is the one of `french_audit.rs`.
//! It also looks for the system's data words (`Audit::for_systems`): the bestiary's
//! template names and keys, weapon, armour and cyberware names (`Knife`, `Assault rifle`),
//! conditions, roll purposes and the keys of the dice given at the table (`check`, `pool`),
//! each of which must reach a French screen through its French label.

use crate::common;

use std::path::PathBuf;

use common::french_cli::audit_cli;
use common::french_screens::{
    ALL_KEYS, Screens, assert_no_english, every_key, fight_on, panes, press, replay_and_watch,
    save_of, send_lines, try_lines, type_text,
};
use fray::engine::Header;
use fray::i18n::{Lang, with_lang};
use ratatui::crossterm::event::KeyCode;

const SAVE: &str = "cor-rooftop.fray.jsonl";

/// The example fight up to its first segment: the roster, the turn begun, the counts
/// announced and Kade's covering fire laid.
const ROOFTOP_OPENING: usize = 15;

/// The example save, copied into a fresh folder.
fn shipped() -> (tempfile::TempDir, PathBuf) {
    common::saves::shipped(SAVE)
}

/// The `:` line: bad lines, French ones, completion, help; each drawn typed and sent.
fn prompt(screens: &mut Screens, app: &mut fray::tui::app::App, name: &str) {
    try_lines(
        screens,
        app,
        name,
        &[
            "annonce vance",
            "annonce vance 9",
            "agit zorglub",
            "tire crow sur vance",
            "tire crow sur vance avec fusil portée lointaine",
            "couvre kade rafale libre",
            "esquive",
            "blesse mira par crow avec rifle marge beaucoup",
            "retarde vance 9",
            "survie",
            "priorité vance",
            "confiance vance 12",
            "aide",
            "aide tire",
            "help shoot",
            "aide survie",
        ],
    );
    for start in ["t", "crow s", "s"] {
        press(app, KeyCode::Char(':'));
        type_text(app, start);
        press(app, KeyCode::Tab);
        screens.draw(&format!("{name}: completion of {start}"), app, 160, 48);
        press(app, KeyCode::Esc);
    }
    press(app, KeyCode::Char('?'));
    screens.draw(&format!("{name}: key overlay"), app, 160, 48);
    screens.draw(&format!("{name}: key overlay"), app, 80, 24);
    press(app, KeyCode::Esc);
}

/// The system's own keys (`alt-…` keys are left out: `every_key` presses plain characters).
fn own_keys() -> String {
    let mut keys = String::from(ALL_KEYS);
    keys.push_str("=/;-[]'(){},.");
    keys
}

/// Plays the save's command lines on the `:` prompt (the save's own text, which the audit
/// of that save leaves out), drawing the screen after each and all the panes after the
/// lines that roll; the prompt is closed after each, so a line the dice of this new fight
/// refuse (the announcement order differs) does not run into the next.
fn play<'a>(
    screens: &mut Screens,
    app: &mut fray::tui::app::App,
    lines: impl Iterator<Item = &'a str>,
) {
    for line in lines {
        press(app, KeyCode::Char(':'));
        type_text(app, line);
        press(app, KeyCode::Enter);
        screens.draw(&format!("Corporates: {line}"), app, 160, 48);
        press(app, KeyCode::Esc);
        if ["start", "hurt", "survival", "shoot"]
            .iter()
            .any(|v| line.starts_with(v))
        {
            panes(screens, app, &format!("Corporates after {line}"));
        }
    }
}

#[test]
fn a_corporates_fight_in_french_shows_no_english() {
    let (dir, shipped_path) = shipped();
    let example = fray::store::load(&shipped_path).expect("load");
    let path = dir.path().join("rooftop.fray.jsonl");
    let header = Header::new(
        fray::systems::corporates::ID,
        "Rooftop",
        example.header.seed,
        0,
    );
    let opening = example.records.iter().take(ROOFTOP_OPENING);
    save_of(&path, header, opening.map(|r| r.command.as_str()));
    let mut screens = Screens::default();
    with_lang(Lang::Fr, || {
        let mut app = fight_on(&path, dir.path());
        panes(&mut screens, &mut app, "Corporates, segment 1");
        every_key(&mut screens, &mut app, "Corporates", &own_keys());
        prompt(&mut screens, &mut app, "Corporates");
        send_lines(
            &mut screens,
            &mut app,
            "Corporates",
            &[
                "tire crow sur mira avec rifle portée courte",
                "blesse mira par crow avec rifle marge 2",
                "esquive vance contre tir",
                "annule",
                "annule",
                "refais",
            ],
        );
        panes(&mut screens, &mut app, "Corporates, wounded");
        let lines = example.records.iter().skip(ROOFTOP_OPENING + 2);
        let lines = lines.map(|r| r.command.as_str());
        play(&mut screens, &mut app, lines);
        panes(&mut screens, &mut app, "Corporates, ended");
        every_key(&mut screens, &mut app, "Corporates, any key", &own_keys());
    });
    assert_no_english(
        &screens
            .audit_for(&[fray::systems::corporates::ID], &[path, shipped_path])
            .without_typed_syntax(),
    );
}

#[test]
fn replay_and_watch_of_the_corporates_example_in_french_show_no_english() {
    let (_dir, save) = shipped();
    let mut screens = Screens::default();
    with_lang(Lang::Fr, || replay_and_watch(&mut screens, &save));
    assert_no_english(
        &screens
            .audit_for(&[fray::systems::corporates::ID], &[save])
            .without_typed_syntax(),
    );
}

/// The words `fray rules corporates` shows as they are typed: option names and values,
/// and the bestiary's keys.
fn option_keys() -> Vec<&'static str> {
    // The shared options' keys and values, as typed (`option dice table`).
    let mut keys = vec!["corporates"];
    let system = fray::rules::system(fray::systems::corporates::ID);
    keys.extend(system.bestiary().templates.iter().map(|t| t.key.as_str()));
    keys.extend(common::english::rules_typed_words(
        fray::systems::corporates::ID,
    ));
    keys
}

#[test]
fn the_cli_in_french_prints_no_english_about_a_corporates_fight() {
    let (dir, save) = shipped();
    audit_cli(
        fray::systems::corporates::ID,
        (dir.path(), &save, SAVE),
        &option_keys(),
        &[],
    );
}
