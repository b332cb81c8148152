//! Issue 17 in French: no English word on any screen of a Shadowrun: Anarchy fight, nor in
//! the CLI's output about one. The example save `saves/ana-docks.fray.jsonl` is played
//! again up to the start of its first Turn, every key of the fight screen pressed (each form
//! opened, its choices cycled, then sent with its defaults), the `:` line fed bad lines,
//! French lines and `aide`; then the rest of the fight typed, replay and watch of the
//! example save, and `fray show`, `log`, `export`, `check`, `rules sr-anarchy` run with
//! `FRAY_LANG=fr`. The audit (`common::english`) is the one of `french_audit.rs`.
//! It also looks for the system's data words (`Audit::for_systems`): the bestiary's
//! template names and keys, weapon, armour and cyberware names (`Knife`, `Assault rifle`),
//! conditions, roll purposes and the keys of the dice given at the table (`check`, `pool`),
//! each of which must reach a French screen through its French label.

use crate::common;

use std::path::PathBuf;

use common::french_cli::audit_cli;
use common::french_screens::{
    ALL_KEYS, Screens, assert_no_english, every_key, fight_on, panes, play_lines, press,
    replay_and_watch, save_of, send_lines, try_lines, type_text,
};
use fray::engine::Header;
use fray::i18n::{Lang, with_lang};
use ratatui::crossterm::event::KeyCode;

const SAVE: &str = "ana-docks.fray.jsonl";

/// The example fight up to Razor's first Narration: the roster, the session, the Turn begun.
const DOCKS_OPENING: usize = 8;

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
            "frappe razor",
            "teste",
            "teste razor neuf",
            "teste razor 9 contre",
            "dépense razor bien-dispos",
            "dépense mj prise-de-risque sur razor",
            "dépense mj nouvelle-menace",
            "s-interpose razor 7 pour zorglub contre 2",
            "lance-sort hex combat Éclair atout 9",
            "pirate glitch roto 8 contre mou",
            "marques glitch roto 7",
            "dégâts razor beaucoup",
            "aide",
            "aide teste",
            "help spend",
            "aide pirate",
        ],
    );
    for start in ["t", "razor d", "d"] {
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

#[test]
fn an_anarchy_fight_in_french_shows_no_english() {
    let (dir, shipped_path) = shipped();
    let example = fray::store::load(&shipped_path).expect("load");
    let path = dir.path().join("docks.fray.jsonl");
    let header = Header::new(fray::systems::anarchy::ID, "Docks", example.header.seed, 0);
    let opening = example.records.iter().take(DOCKS_OPENING);
    save_of(&path, header, opening.map(|r| r.command.as_str()));
    let mut screens = Screens::default();
    with_lang(Lang::Fr, || {
        let mut app = fight_on(&path, dir.path());
        panes(&mut screens, &mut app, "Anarchy, first Narration");
        every_key(&mut screens, &mut app, "Anarchy", ALL_KEYS);
        prompt(&mut screens, &mut app, "Anarchy");
        send_lines(
            &mut screens,
            &mut app,
            "Anarchy",
            &[
                "teste razor 9 contre 1 imprévu",
                "dégâts ganger-1 6",
                "dépense razor bien-disposé",
                "dépense mj prise-de-risque sur razor",
                "annule",
                "annule",
                "refais",
                "refais",
            ],
        );
        panes(&mut screens, &mut app, "Anarchy, wounded");
        let lines = example.records.iter().skip(DOCKS_OPENING + 2);
        let lines = lines.map(|r| r.command.as_str());
        play_lines(
            &mut screens,
            &mut app,
            "Anarchy",
            lines,
            &["start", "damage"],
        );
        panes(&mut screens, &mut app, "Anarchy, ended");
        every_key(&mut screens, &mut app, "Anarchy, any key", ALL_KEYS);
    });
    assert_no_english(
        &screens
            .audit_for(&[fray::systems::anarchy::ID], &[path, shipped_path])
            .without_typed_syntax(),
    );
}

#[test]
fn replay_and_watch_of_the_anarchy_example_in_french_show_no_english() {
    let (_dir, save) = shipped();
    let mut screens = Screens::default();
    with_lang(Lang::Fr, || replay_and_watch(&mut screens, &save));
    assert_no_english(
        &screens
            .audit_for(&[fray::systems::anarchy::ID], &[save])
            .without_typed_syntax(),
    );
}

/// The words `fray rules sr-anarchy` shows as they are typed: option names and values,
/// and the bestiary's keys.
fn option_keys() -> Vec<&'static str> {
    let mut keys = vec!["sr-anarchy"];
    let system = fray::rules::system(fray::systems::anarchy::ID);
    keys.extend(system.bestiary().templates.iter().map(|t| t.key.as_str()));
    keys.extend(common::english::rules_typed_words(
        fray::systems::anarchy::ID,
    ));
    keys
}

#[test]
fn the_cli_in_french_prints_no_english_about_an_anarchy_fight() {
    let (dir, save) = shipped();
    audit_cli(
        fray::systems::anarchy::ID,
        (dir.path(), &save, SAVE),
        &option_keys(),
        &[],
    );
}
