//! A Cyberpunk round as a GM plays it from the keys, with as few keys as the forms allow:
//! the actions form opens on the highest initiative and goes on down to the next one after
//! each choice; the one whose slot comes up shoots at the nearest enemy with `a` and Enter;
//! after a hit, `w` opens on the one hit, names the shooter and his weapon, and Enter rolls
//! the weapon's damage dice. Checked on the French screen and in the lines the keys wrote.

use crate::common;

use std::path::{Path, PathBuf};

use common::fight_app::{drawn, fight_of, new_session, press, saved};
use fray::engine::Timeline;
use fray::i18n::{Lang, with_lang};
use fray::model::Encounter;
use fray::tui::app::App;
use ratatui::crossterm::event::KeyCode;

/// A new Cyberpunk save after `lines`, and the app on its fight.
fn fight(seed: u64, lines: &[&str]) -> (tempfile::TempDir, PathBuf, App) {
    let dir = tempfile::tempdir().expect("tempdir");
    let (mut session, warnings, path) =
        new_session(dir.path(), fray::systems::cyberpunk::ID, "Street", seed);
    for line in lines {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    let app = fight_of(session, &warnings, dir.path());
    (dir, path, app)
}

/// The encounter the save at `path` holds now.
fn state(path: &Path) -> Encounter {
    let log = fray::store::load(path).expect("load");
    Timeline::from_records(log.header, log.records)
        .state()
        .clone()
}

/// A key pressed with the app in French.
fn press_fr(app: &mut App, code: KeyCode) {
    with_lang(Lang::Fr, || press(app, code));
}

/// The French screen.
fn screen_fr(app: &App) -> String {
    with_lang(Lang::Fr, || drawn(app, 160, 48))
}

const CAST: &[&str] = &[
    "add Vic pc from solo",
    "add Jade pc from solo",
    "add Kurt enemy from booster-boss",
    "add Rex enemy from booster",
];

/// After `start`, one `*` and one Enter per fighter with a choice: each Enter writes that
/// fighter's `actions` line (his count kept), highest initiative first, and the form goes
/// on to the next one until the last has chosen, then closes. The form opened on the last
/// one added (the selection) and stopped after one line.
#[test]
fn the_actions_form_goes_from_the_highest_initiative_down_to_the_last() {
    let mut lines = CAST.to_vec();
    lines.push("start");
    let (_dir, path, mut app) = fight(5, &lines);
    let now = state(&path);
    let mut choosers: Vec<(i32, usize, String)> = now
        .combatants
        .iter()
        .enumerate()
        .filter_map(|(i, c)| {
            let score = c.initiative.as_ref()?.score;
            (score > 10).then(|| (-score, i, c.name.clone()))
        })
        .collect();
    choosers.sort();
    assert!(
        choosers.len() >= 2,
        "two fighters with a choice: {choosers:?}"
    );
    press_fr(&mut app, KeyCode::Char('*'));
    assert!(
        screen_fr(&app).contains(&choosers[0].2),
        "{}",
        screen_fr(&app)
    );
    for _ in &choosers {
        press_fr(&mut app, KeyCode::Enter);
    }
    let written: Vec<String> = saved(&path)
        .into_iter()
        .filter(|l| l.starts_with("actions"))
        .collect();
    let wanted: Vec<String> = choosers
        .iter()
        .map(|(_, _, name)| format!("actions {name} 1"))
        .collect();
    assert_eq!(written, wanted, "{}", screen_fr(&app));
    assert!(
        !screen_fr(&app).contains("Actions ce tour"),
        "the chain has ended: {}",
        screen_fr(&app)
    );
}

/// Once the round's choices are made and `n` passes to the first slot, `a` and Enter shoot
/// with the weapon in hand at the nearest enemy (the target was empty: a shot at nobody).
#[test]
fn the_one_whose_slot_comes_up_shoots_the_nearest_enemy_with_enter() {
    let (_dir, path, mut app) = fight(
        9,
        &[
            "add Rita pc from solo",
            "add \"Booster 2\" enemy from booster",
            "start",
            "actions Rita 1",
            "actions \"Booster 2\" 1",
            "next",
        ],
    );
    let now = state(&path);
    let acting = now.current.expect("a slot acts").owner;
    let (shooter, target) = if now.combatant(acting).expect("present").name == "Rita" {
        ("shoot Rita pistol single at booster-2", "Booster 2")
    } else {
        ("shoot \"Booster 2\" pistol single at rita", "Rita")
    };
    press(&mut app, KeyCode::Char('a'));
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        saved(&path).last().map(String::as_str),
        Some(shooter),
        "at {target}: {}",
        drawn(&app, 160, 48)
    );
}

/// The points of the last record's damage, and the damage dice it rolled, if any.
fn damage_roll(path: &Path) -> Option<(String, i64)> {
    let log = fray::store::load(path).expect("load");
    let last = log.records.last()?;
    last.events.iter().find_map(|e| match e {
        fray::engine::Event::DiceRolled { roll } => Some((roll.notation.clone(), roll.total)),
        _ => None,
    })
}

/// Booster 2 hits Rita; `w` opens on Rita (not the shooter), its French title names Booster
/// 2 and his pistol, the points field holds the pistol's damage dice (1d6+1) and Enter
/// rolls them onto Rita's body track. Typing a number instead still writes the points.
#[test]
fn after_a_hit_the_damage_form_names_the_shooter_and_enter_rolls_his_weapon_dice() {
    let (_dir, path, mut app) = fight(
        9,
        &[
            "add Rita pc from solo",
            "add \"Booster 2\" enemy from booster",
            "start",
            "actions Rita 1",
            "actions \"Booster 2\" 1",
            "next",
            // Rita's slot (17) first: Booster 2 shoots at his own (13).
            "next",
            "shoot \"Booster 2\" pistol single at rita vs=2 mod=20",
        ],
    );
    let hit = fray::store::load(&path)
        .expect("load")
        .records
        .last()
        .map(|r| r.events.clone())
        .unwrap_or_default();
    assert!(
        hit.iter().any(|e| matches!(
            e.fact::<fray::systems::cyberpunk::CyberFact>(),
            Some(fray::systems::cyberpunk::CyberFact::CpiShot { check, .. })
                if check.success() == Some(true)
        )),
        "the shot hits: {hit:?}"
    );
    press_fr(&mut app, KeyCode::Char('w'));
    let form = screen_fr(&app);
    assert!(
        form.contains("Dégâts\u{a0}: Rita, tir de Booster 2 (Budget Arms Auto 3)"),
        "{form}"
    );
    assert!(form.contains("1d6+1"), "{form}");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        saved(&path).last().map(String::as_str),
        Some("damage Rita 1d6+1"),
        "{}",
        drawn(&app, 160, 48)
    );
    let (notation, total) = damage_roll(&path).expect("the dice rolled");
    assert_eq!(notation, "d6+1");
    let rita = state(&path);
    let rita = rita
        .combatants
        .iter()
        .find(|c| c.name == "Rita")
        .expect("Rita");
    let fray::model::DamageTrack::Monitors { tracks } = &rita.damage else {
        panic!("a body track");
    };
    let taken: i64 = tracks
        .iter()
        .map(|t| i64::from(t.filled) + i64::from(t.overflow))
        .sum();
    assert_eq!(taken, total, "{tracks:?}");
}
