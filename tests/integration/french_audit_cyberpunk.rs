//! Issue 16 in French: no English word on any screen of a Cyberpunk interval fight, nor in
//! the CLI's output about one. The example save `saves/cpi-alley.fray.jsonl` is played
//! again up to the middle of its first round, every key of the fight screen pressed
//! (each form opened, its choices cycled, then sent with its defaults), the `:` line fed
//! bad lines, French lines and `aide`; then the rest of the fight typed, replay and watch of
//! the example save, and `fray show`, `log`, `export`, `check`, `rules cyberpunk-interval`
//! run with `FRAY_LANG=fr`. The audit (`common::english`) is the one of `french_audit.rs`.
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

const SAVE: &str = "cpi-alley.fray.jsonl";

/// The example fight up to Vic's first shot: initiative rolled, actions chosen.
const ALLEY_OPENING: usize = 8;

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
            "frappe vic",
            "tire",
            "tire vic pistol rafalle",
            "posture vic assis",
            "sauvegarde vic poison",
            "nombre-actions vic 11",
            "differe zorglub 3",
            "aide",
            "aide tire",
            "help shoot",
            "aide differe",
        ],
    );
    for start in ["t", "vic r"] {
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
fn a_cyberpunk_fight_in_french_shows_no_english() {
    let (dir, shipped_path) = shipped();
    let example = fray::store::load(&shipped_path).expect("load");
    let path = dir.path().join("ruelle.fray.jsonl");
    let header = Header::new(
        fray::systems::cyberpunk::ID,
        "Ruelle",
        example.header.seed,
        0,
    );
    let opening = example.records.iter().take(ALLEY_OPENING);
    save_of(&path, header, opening.map(|r| r.command.as_str()));
    let mut screens = Screens::default();
    with_lang(Lang::Fr, || {
        let mut app = fight_on(&path, dir.path());
        panes(&mut screens, &mut app, "Cyberpunk, first slot");
        every_key(&mut screens, &mut app, "Cyberpunk", ALL_KEYS);
        prompt(&mut screens, &mut app, "Cyberpunk");
        send_lines(
            &mut screens,
            &mut app,
            "Cyberpunk",
            &[
                "tire vic pistol coup-par-coup vs=15",
                "suivant",
                "posture razor accroupi",
                "degats jade 13",
                "soigne jade 2",
                "annule",
                "refais",
            ],
        );
        panes(&mut screens, &mut app, "Cyberpunk, wounded");
        let lines = example.records.iter().skip(ALLEY_OPENING + 2);
        let lines = lines.map(|r| r.command.as_str());
        play_lines(
            &mut screens,
            &mut app,
            "Cyberpunk",
            lines,
            &["start", "damage"],
        );
        panes(&mut screens, &mut app, "Cyberpunk, ended");
        every_key(&mut screens, &mut app, "Cyberpunk, any key", ALL_KEYS);
    });
    assert_no_english(
        &screens
            .audit_for(&[fray::systems::cyberpunk::ID], &[path, shipped_path])
            .without_typed_syntax(),
    );
}

#[test]
fn replay_and_watch_of_the_cyberpunk_example_in_french_show_no_english() {
    let (_dir, save) = shipped();
    let mut screens = Screens::default();
    with_lang(Lang::Fr, || replay_and_watch(&mut screens, &save));
    assert_no_english(
        &screens
            .audit_for(&[fray::systems::cyberpunk::ID], &[save])
            .without_typed_syntax(),
    );
}

/// The words `fray rules cyberpunk-interval` shows as they are typed: option names and
/// values.
fn option_keys() -> Vec<&'static str> {
    let mut keys = vec![
        "cyberpunk-interval",
        // An open point's formula, as the GM types it (stat and skill keys).
        "d10+ref+combat-sense+boost",
    ];
    let system = fray::rules::system(fray::systems::cyberpunk::ID);
    // The bestiary's keys, as typed after `from`.
    keys.extend(system.bestiary().templates.iter().map(|t| t.key.as_str()));
    keys.extend(common::english::rules_typed_words(
        fray::systems::cyberpunk::ID,
    ));
    keys
}

/// The `key=value` words of the `weapon` verb (docs/commands.md), as `fray show` lists a
/// weapon's.
const WEAPON_KEYS: [&str; 14] = [
    "damage",
    "rof",
    "reliability",
    "action",
    "hands",
    "kind",
    "calibre",
    "special",
    "ammo",
    "magazine",
    "reload",
    "con-min",
    "skill",
    "accuracy",
];

#[test]
fn the_cli_in_french_prints_no_english_about_a_cyberpunk_fight() {
    let (dir, save) = shipped();
    audit_cli(
        fray::systems::cyberpunk::ID,
        (dir.path(), &save, SAVE),
        &option_keys(),
        &WEAPON_KEYS,
    );
}
