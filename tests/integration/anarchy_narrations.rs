//! An Anarchy Turn from the keys as a GM plays it: `i` (then each `n`) opens the attack of
//! the one whose Narration it is, with their usual target, their first weapon and its pool
//! (and `a` too when the roster has selected a newcomer); Enter after the defense's successes rolls it, and a hit
//! opens the damage form on the one hit, by the attacker, with the weapon and its damage
//! value plus the net hits, so Enter deals it. Alt-h (hack) opens on the hacker whose
//! Narration it is, not on the combatant added last.

use crate::common;

use std::path::PathBuf;

use common::fight_app::{
    acting_now, chars, drawn, fight_after, fight_screen, form_field, open_form, press, saved,
};
use fray::model::Combatant;
use fray::tui::app::App;
use fray::tui::fight::{Fight, Input};
use fray::tui::form::Form;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

fn fight(app: &App) -> &Fight {
    fight_screen(app)
}

fn form(app: &App) -> &Form {
    open_form(app)
}

/// The open form's value of the field labelled `label`.
fn field<'a>(app: &'a App, label: &str) -> &'a str {
    form_field(app, label)
}

/// The one whose Narration it is.
fn narrating(app: &App) -> Combatant {
    acting_now(app)
}

/// A new Anarchy save after `lines`, and the app on its fight.
fn scene(lines: &[&str]) -> (tempfile::TempDir, PathBuf, App) {
    fight_after(fray::systems::anarchy::ID, "docks", 2077, lines)
}

const ARMED: &[&str] = &[
    "add Razor pc from street-samurai seat=1",
    "add Mara from ganger-boss",
    "add Guard from corp-guard",
];

/// The successes of the last test in the save.
fn last_successes(path: &std::path::Path) -> u32 {
    use fray::systems::anarchy::AnarchyFact;
    let log = fray::store::load(path).expect("load");
    log.records
        .iter()
        .rev()
        .flat_map(|r| r.events.iter())
        .find_map(|e| match e.fact::<AnarchyFact>() {
            Some(AnarchyFact::AnaTest { roll, .. }) => Some(roll.successes()),
            _ => None,
        })
        .expect("a test")
}

#[test]
fn the_attack_form_opens_on_the_one_narrating_with_target_weapon_and_pool() {
    let (_dir, _path, mut app) = scene(ARMED);
    press(&mut app, KeyCode::Char('i'));
    // The Turn starts and the first Narration's attack is open at once.
    let first = narrating(&app);
    assert_eq!(field(&app, "Who"), first.name);
    let weapon = first.gear.first().expect("armed");
    assert_eq!(field(&app, "Weapon"), weapon.key);
    let skill = weapon.word("skill").expect("a skill");
    let pool = first.stat("agi") + first.skills[skill].total();
    assert_eq!(field(&app, "Pool"), pool.to_string());
    assert!(!field(&app, "Target").is_empty(), "a target is guessed");
    assert_ne!(field(&app, "Target"), first.name);
    // Esc, a newcomer joins and the roster selects it: `a` still opens on the one
    // narrating, and so does Alt-c (a spell).
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char(':'));
    chars(&mut app, "add Newcomer from ganger");
    press(&mut app, KeyCode::Enter);
    let roster = &fight(&app).report.combatants;
    assert_eq!(roster[fight(&app).selected].name, "Newcomer");
    press(&mut app, KeyCode::Char('a'));
    assert_eq!(field(&app, "Who"), first.name);
    assert_eq!(field(&app, "Weapon"), weapon.key);
    press(&mut app, KeyCode::Esc);
    app.handle_key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::ALT));
    assert_eq!(form(&app).verb, "cast");
    assert_eq!(field(&app, "Who"), first.name);
}

#[test]
fn a_turn_of_three_narrations_takes_twelve_keys_and_each_hit_deals_the_weapons_damage_plus_net_hits()
 {
    let (_dir, path, mut app) = scene(ARMED);
    let before = saved(&path).len();
    press(&mut app, KeyCode::Char('i'));
    for narration in 0..3 {
        let attacker = narrating(&app);
        let target = field(&app, "Target").to_string();
        let weapon = attacker.gear.first().expect("armed").clone();
        // No defense success: a sure hit.
        chars(&mut app, "0");
        press(&mut app, KeyCode::Enter);
        let test = saved(&path).last().cloned().expect("a line");
        assert!(
            test.starts_with(&format!("test {} ", attacker.name))
                && test.contains(&format!(" with {}", weapon.key))
                && test.ends_with(" vs 0"),
            "{test}"
        );
        // The damage form is open on the one hit, by the attacker, with the weapon.
        assert_eq!(field(&app, "Who"), target, "{}", drawn(&app, 160, 48));
        assert_eq!(field(&app, "By"), attacker.name);
        assert_eq!(field(&app, "Weapon"), weapon.key);
        let dealt = weapon.value("damage").expect("a damage value")
            + i32::try_from(last_successes(&path)).expect("small");
        assert_eq!(field(&app, "Boxes"), dealt.to_string());
        press(&mut app, KeyCode::Enter);
        let damage = saved(&path).last().cloned().expect("a line");
        assert!(
            damage.starts_with("damage ") && damage.contains(&format!(" {dealt} ")),
            "{damage}"
        );
        if narration < 2 {
            press(&mut app, KeyCode::Char('n'));
        }
    }
    // `i`, then per Narration the defense's successes, Enter, Enter and `n`: 12 keys for
    // the Turn, every line of it written.
    let lines = saved(&path);
    assert_eq!(lines.len(), before + 1 + 3 * 2 + 2, "{lines:?}");
}

#[test]
fn alt_h_opens_on_the_hacker_whose_narration_it_is_not_on_the_one_added_last() {
    let (_dir, _path, mut app) = scene(&[
        "add Hex pc from street-mage seat=1",
        "add Razor pc from street-samurai seat=2",
        "add Glitch pc from decker seat=3",
        "add 3 gangers group=1",
        "add Mara from ganger-boss",
        "add Roto from drone",
        "session",
    ]);
    press(&mut app, KeyCode::Char('i'));
    let mut guard = 0;
    while narrating(&app).name != "Glitch" {
        press(&mut app, KeyCode::Esc);
        press(&mut app, KeyCode::Char('n'));
        guard += 1;
        assert!(guard < 10, "Glitch's Narration comes in the Turn");
    }
    press(&mut app, KeyCode::Esc);
    // A new threat joins during Glitch's Narration: the roster selects it.
    press(&mut app, KeyCode::Char(':'));
    chars(&mut app, "add Guard from corp-guard");
    press(&mut app, KeyCode::Enter);
    let state = fight(&app).session.timeline().state();
    assert_eq!(
        state.combatants.last().map(|c| c.name.as_str()),
        Some("Guard")
    );
    app.handle_key(KeyEvent::new(KeyCode::Char('h'), KeyModifiers::ALT));
    assert_eq!(form(&app).verb, "hack");
    assert_eq!(field(&app, "Who"), "Glitch", "{}", drawn(&app, 160, 48));
}

#[test]
fn an_unarmed_narration_opens_no_attack_form_and_an_armed_ones_does() {
    // Hex has a sheet without gear (the bestiary's street mage carries a light pistol).
    let (_dir, _path, mut app) = scene(&[
        "add Hex pc seat=1 agi=3 wil=5",
        "add Razor pc from street-samurai seat=2",
    ]);
    press(&mut app, KeyCode::Char('i'));
    let mut seen = Vec::new();
    for _ in 0..2 {
        let now = narrating(&app).name;
        match now.as_str() {
            "Hex" => assert!(
                matches!(fight(&app).input, Input::Normal),
                "no weapon, no attack form:\n{}",
                drawn(&app, 160, 48)
            ),
            _ => {
                assert_eq!(form(&app).verb, "test");
                assert_eq!(field(&app, "Who"), now);
                press(&mut app, KeyCode::Esc);
            }
        }
        seen.push(now);
        press(&mut app, KeyCode::Char('n'));
    }
    seen.sort();
    assert_eq!(seen, ["Hex", "Razor"]);
}
