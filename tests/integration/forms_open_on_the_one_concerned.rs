//! Forms open on the one they are about, from the keys as a GM plays: the Corporates shot
//! form reaches a numbered NPC ("Ganger 2"); after a hit, the damage form of Corporates,
//! Cyberpunk and Anarchy is for the one just hit, by the one who hit, with the hit's margin;
//! Corporates announcements go from one announcer to the next; Anarchy's Chance re-roll
//! opens on the last test. Checked on the French screen and in the lines the keys wrote.

use crate::common;

use std::path::{Path, PathBuf};

use common::fight_app::{chars, drawn, fight_after, press, saved, tab};
use fray::i18n::{Lang, with_lang};
use fray::model::SystemId;
use fray::tui::app::App;
use ratatui::crossterm::event::KeyCode;

/// A new save of `system` in a temporary folder after `lines`, and the app on its fight.
fn fight(system: SystemId, seed: u64, lines: &[&str]) -> (tempfile::TempDir, PathBuf, App) {
    fight_after(system, "Fight", seed, lines)
}

/// The French screen's line showing the form field labelled `label` (the first one).
fn field_line(app: &App, label: &str) -> String {
    let screen = with_lang(Lang::Fr, || drawn(app, 160, 48));
    screen
        .lines()
        .find(|l| {
            let l = l.to_lowercase();
            [" ", "\u{a0}", "\u{202f}"]
                .iter()
                .any(|space| l.contains(&format!(" {label}{space}:")))
        })
        .unwrap_or_else(|| panic!("no field {label}:\n{screen}"))
        .to_string()
}

/// A key pressed with the app in French (the form it opens is labelled in French).
fn press_fr(app: &mut App, code: KeyCode) {
    with_lang(Lang::Fr, || press(app, code));
}

/// The last record's Corporates shot: its margins.
fn shot_margins(path: &Path) -> Vec<i32> {
    use fray::systems::corporates::fact::CorporatesFact;
    let log = fray::store::load(path).expect("load");
    let last = log.records.last().expect("a record");
    last.events
        .iter()
        .find_map(|e| match e.fact::<CorporatesFact>() {
            Some(CorporatesFact::Shot(shot)) => Some(shot.margins.clone()),
            _ => None,
        })
        .expect("a shot")
}

const CORPORATES_CAST: &[&str] = &["add Vance pc from team-leader", "add 3 gangers"];

/// Issue 33, bugs 1 and 2: `a`, Tab, the target "Ganger 2", and the shot is carried out
/// (it was refused: « 2 » where a range was expected); then `w` opens on Ganger 2, by
/// Vance, with Vance's rifle and the margin just rolled, and Enter wounds Ganger 2.
#[test]
fn corporates_shoots_a_numbered_npc_and_the_damage_form_is_for_the_one_hit() {
    let mut lines = CORPORATES_CAST.to_vec();
    lines.extend([
        "start",
        "declare Vance 5 force",
        "declare \"Ganger 1\" 1 force",
        "declare \"Ganger 2\" 1 force",
        "declare \"Ganger 3\" 1 force",
    ]);
    let (_dir, path, mut app) = fight(fray::systems::corporates::ID, 18, &lines);
    press(&mut app, KeyCode::Char('a'));
    press(&mut app, KeyCode::Backspace);
    chars(&mut app, "V");
    tab(&mut app, 1);
    chars(&mut app, "2");
    // The bonus: a sure hit, whatever the dice.
    tab(&mut app, 23);
    chars(&mut app, "30");
    press(&mut app, KeyCode::Enter);
    let shot = saved(&path).last().cloned().unwrap_or_default();
    assert!(
        shot.starts_with("shoot Vance at \"Ganger 2\" with rifle"),
        "{shot}\n{}",
        drawn(&app, 160, 48)
    );
    let margin = *shot_margins(&path).first().expect("a bullet hit");
    press_fr(&mut app, KeyCode::Char('w'));
    assert!(
        field_line(&app, "qui").contains("Ganger 2"),
        "{}",
        field_line(&app, "qui")
    );
    assert!(
        field_line(&app, "par").contains("Vance"),
        "{}",
        field_line(&app, "par")
    );
    let marge = field_line(&app, "marge de l’attaque");
    assert!(marge.contains(&margin.to_string()), "{margin}: {marge}");
    press(&mut app, KeyCode::Enter);
    let hurt = saved(&path).last().cloned().unwrap_or_default();
    assert_eq!(
        hurt,
        format!("hurt \"Ganger 2\" by Vance with rifle margin {margin}"),
        "{}",
        drawn(&app, 160, 48)
    );
}

/// Issue 33, point 6: `d` opens on the one whose turn it is to announce (not the
/// selection, the last added), and each Enter goes on to the next announcer until all
/// have announced: four Enters after one `d`, nothing forced.
#[test]
fn corporates_announcements_go_from_one_announcer_to_the_next() {
    let mut lines = CORPORATES_CAST.to_vec();
    lines.push("start");
    let (_dir, path, mut app) = fight(fray::systems::corporates::ID, 18, &lines);
    press(&mut app, KeyCode::Char('d'));
    for _ in 0..4 {
        press(&mut app, KeyCode::Enter);
    }
    let lines = saved(&path);
    let declared: Vec<&String> = lines.iter().filter(|l| l.starts_with("declare")).collect();
    assert_eq!(declared.len(), 4, "{lines:#?}\n{}", drawn(&app, 160, 48));
    assert!(
        declared.iter().all(|l| !l.ends_with("force")),
        "{declared:#?}"
    );
    let screen = with_lang(Lang::Fr, || drawn(&app, 160, 48));
    assert!(
        !screen.contains("Actions déclarées"),
        "the chain has ended: {screen}"
    );
}

/// The name of whoever acts or narrates now in the save at `path`.
fn current(path: &Path) -> String {
    let log = fray::store::load(path).expect("load");
    let timeline = fray::engine::Timeline::from_records(log.header, log.records);
    let state = timeline.state();
    let owner = state.current.expect("someone acts").owner;
    state.combatant(owner).expect("present").name.clone()
}

/// Issue 33, bug 3 (Cyberpunk): Booster 2, selected as he acts, shoots Rita from the keys;
/// `w` then opens on Rita, and the points typed wound her, not the shooter.
#[test]
fn cyberpunk_damage_after_a_shot_is_for_the_one_hit_not_the_shooter() {
    let (_dir, path, mut app) = fight(
        fray::systems::cyberpunk::ID,
        9,
        &[
            "add Rita pc from solo",
            "add \"Booster 2\" enemy from booster",
            "start",
            "actions Rita 1",
            "actions \"Booster 2\" 1",
            "next",
            "next",
        ],
    );
    assert_eq!(current(&path), "Booster 2");
    // The shot's target is the nearest enemy already: Enter shoots Rita.
    press(&mut app, KeyCode::Char('a'));
    press(&mut app, KeyCode::Enter);
    let shot = saved(&path).last().cloned().unwrap_or_default();
    assert!(shot.starts_with("shoot \"Booster 2\""), "{shot}");
    assert!(shot.contains("at rita"), "{shot}");
    press_fr(&mut app, KeyCode::Char('w'));
    assert!(
        field_line(&app, "qui").contains("Rita"),
        "{}",
        field_line(&app, "qui")
    );
    chars(&mut app, "2");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        saved(&path).last().map(String::as_str),
        Some("damage Rita 2")
    );
}

const ANARCHY_CAST: &[&str] = &[
    "add Kira pc str=5 wil=3 agi=4 log=6 chance=3 armor=6",
    "add Jax pc str=3 wil=3 agi=5 log=3 chance=2 armor=3",
    "add Ganger enemy str=4 wil=2 agi=3 log=2 chance=1 armor=3",
];

/// Kira, first in the roster and so selected, attacks from the keys: 12 dice against no
/// defense success, a sure hit on her nearest enemy. The damage form the hit opens is
/// closed (the tests below open it again by its key).
fn anarchy_attack() -> (tempfile::TempDir, PathBuf, App) {
    let (dir, path, mut app) = fight(fray::systems::anarchy::ID, 17, ANARCHY_CAST);
    press(&mut app, KeyCode::Char('a'));
    chars(&mut app, "12");
    tab(&mut app, 1);
    chars(&mut app, "0");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        saved(&path).last().map(String::as_str),
        Some("test Kira 12 at Ganger vs 0")
    );
    press(&mut app, KeyCode::Esc);
    (dir, path, app)
}

/// Issue 33, bug 3 (Anarchy): after Kira's hit, `w` opens on the Ganger she attacked (her
/// nearest enemy), not on her, and the boxes typed go to him.
#[test]
fn anarchy_damage_after_a_hit_is_for_the_one_hit_not_the_attacker() {
    let (_dir, path, mut app) = anarchy_attack();
    press_fr(&mut app, KeyCode::Char('w'));
    assert!(
        field_line(&app, "qui").contains("Ganger"),
        "{}",
        field_line(&app, "qui")
    );
    chars(&mut app, "3");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        saved(&path).last().map(String::as_str),
        Some("damage Ganger 3 by Kira")
    );
}

/// Issue 33, point 6 (Anarchy): `~` (Chance re-roll) opens on the last test, its roller,
/// its pool and its defense, so Enter re-rolls it (it opened empty).
#[test]
fn anarchy_chance_reroll_opens_on_the_last_test() {
    let (_dir, path, mut app) = anarchy_attack();
    press_fr(&mut app, KeyCode::Char('~'));
    assert!(
        field_line(&app, "qui").contains("Kira"),
        "{}",
        field_line(&app, "qui")
    );
    assert!(
        field_line(&app, "réserve").contains("12"),
        "{}",
        field_line(&app, "réserve")
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        saved(&path).last().map(String::as_str),
        Some("reroll Kira 12 vs 0 at Ganger"),
        "{}",
        drawn(&app, 160, 48)
    );
}
