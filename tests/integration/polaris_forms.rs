//! Polaris's forms played from the keys as a GM with dice in hand plays them, on the French
//! screen first: the attack form's d20, damage and location die right after the skill
//! (with fray's dice and under `option dice table`), a damage roll given as dice with their
//! values, a melee attack prefilled from a declared charge, a rush in the chained
//! declaration, the declarations on the ladder at 80×24 and 160×48, and an attack whose
//! weapon has no damage dice saying so.

use crate::common;

use std::path::{Path, PathBuf};

use common::fight_app::{chars, drawn, fight_after, press, saved, tab};
use fray::i18n::{Lang, with_lang};
use fray::tui::app::App;
use ratatui::crossterm::event::KeyCode;

/// A new Polaris save after `lines`, and the app on its fight (the first combatant
/// selected).
fn fight(lines: &[&str]) -> (tempfile::TempDir, PathBuf, App) {
    fight_after(fray::systems::polaris::ID, "fight", 5, lines)
}

/// Keys pressed with the app in French (the forms they open are labelled in French).
fn keys_fr(app: &mut App, keys: &[KeyCode]) {
    with_lang(Lang::Fr, || {
        for k in keys {
            press(app, *k);
        }
    });
}

fn typed_fr(app: &mut App, text: &str) {
    with_lang(Lang::Fr, || chars(app, text));
}

/// The screen's rows in `lang` at `w`×`h`.
fn rows(app: &App, lang: Lang, w: u16, h: u16) -> Vec<String> {
    with_lang(lang, || drawn(app, w, h))
        .lines()
        .map(str::to_string)
        .collect()
}

/// The row of the form field labelled `label` (French or English colon spacing).
fn field_row(rows: &[String], label: &str) -> Option<usize> {
    rows.iter().position(|l| {
        [" ", "\u{a0}", "\u{202f}"].iter().any(|space| {
            l.contains(&format!(" {label}{space}:")) || l.contains(&format!(" {label}:"))
        })
    })
}

/// Every narration of the save, in `lang`.
fn narrations(path: &Path, lang: Lang) -> Vec<String> {
    let loaded = fray::store::load(path).expect("the save loads");
    let timeline = fray::engine::Timeline::from_records(loaded.header, loaded.records);
    with_lang(lang, || {
        fray::tui::log_lines::all(&timeline)
            .into_iter()
            .map(|l| l.narration)
            .collect()
    })
}

const MERC: &[&str] = &["add Merc pc from mercenary", "add Ganger enemy from ganger"];

#[test]
fn the_attack_form_takes_the_d20_damage_dice_and_location_die_right_after_the_skill() {
    let (_dir, path, mut app) = fight(MERC);
    keys_fr(&mut app, &[KeyCode::Char('a')]);
    let screen = rows(&app, Lang::Fr, 160, 48);
    let skill = field_row(&screen, "Compétence").expect("a skill field");
    for (i, label) in ["d20", "Jet de dommages", "Dé de localisation"]
        .iter()
        .enumerate()
    {
        assert_eq!(
            field_row(&screen, label),
            Some(skill + 1 + i),
            "{label} right after the skill:\n{}",
            screen.join("\n")
        );
    }
    assert!(
        screen[skill + 1].contains('›'),
        "the target and skill are guessed: the focus waits on the d20:\n{}",
        screen.join("\n")
    );
    // The d20, the damage dice with the values they rolled, the location die.
    typed_fr(&mut app, "3");
    tab(&mut app, 1);
    typed_fr(&mut app, "2d6+2:4,5");
    let screen = rows(&app, Lang::Fr, 160, 48);
    let damage = field_row(&screen, "Jet de dommages").expect("the damage field");
    assert!(
        screen[damage].contains("2d6+2:4,5"),
        "the damage field keeps what is typed: {}",
        screen[damage]
    );
    tab(&mut app, 1);
    typed_fr(&mut app, "14");
    keys_fr(&mut app, &[KeyCode::Enter]);
    let line = saved(&path).pop().expect("the attack is saved");
    for word in ["d20=3", "damage=2d6+2:4,5", "location=14"] {
        assert!(line.contains(word), "{word} in {line}");
    }
    let said = narrations(&path, Lang::Fr).pop().expect("a narration");
    assert!(said.contains("d20 3\u{a0}: réussite"), "{said}");
    assert!(said.contains("[4, 5]"), "{said}");
}

#[test]
fn under_dice_table_the_attack_form_has_one_d20_and_one_location_die_after_the_skill() {
    let mut lines = MERC.to_vec();
    lines.push("option dice table");
    let (_dir, path, mut app) = fight(&lines);
    press(&mut app, KeyCode::Char('a'));
    let screen = rows(&app, Lang::En, 160, 48);
    let skill = field_row(&screen, "Skill").expect("a skill field");
    let d20s: Vec<usize> = (0..screen.len())
        .filter(|i| field_row(&screen[*i..=*i], "d20").is_some())
        .collect();
    assert_eq!(
        d20s,
        vec![skill + 1],
        "one d20, after the skill:\n{}",
        screen.join("\n")
    );
    assert_eq!(field_row(&screen, "Location die"), Some(skill + 3));
    assert_eq!(
        field_row(&screen, "location"),
        None,
        "no second location die"
    );
    chars(&mut app, "3");
    tab(&mut app, 1);
    chars(&mut app, "1d6:4");
    tab(&mut app, 1);
    chars(&mut app, "14");
    press(&mut app, KeyCode::Enter);
    let line = saved(&path).pop().expect("saved");
    assert!(
        line.contains("d20=3") && line.contains("location=14"),
        "{line}"
    );
}

#[test]
fn a_declared_charge_with_the_machete_prefills_melee_the_machete_and_its_skill() {
    let (_dir, path, mut app) = fight(&[
        "add Pirate enemy from pirate",
        "add Léa pc",
        "start",
        "declare léa \"esquive\" next",
        "declare pirate « charge Léa à la machette »",
    ]);
    keys_fr(&mut app, &[KeyCode::Char('a')]);
    let screen = rows(&app, Lang::Fr, 160, 48);
    let skill = field_row(&screen, "Compétence").expect("a skill field");
    assert!(
        screen[skill].contains("Combat armé"),
        "melee, not Fusils:\n{}",
        screen.join("\n")
    );
    keys_fr(&mut app, &[KeyCode::Enter]);
    let line = saved(&path).pop().expect("saved");
    assert!(line.starts_with("attack Pirate Léa combat-arme"), "{line}");
    for word in [" melee", " charge", " with machette"] {
        assert!(line.contains(word), "{word} in {line}");
    }
}

#[test]
fn the_chained_declaration_form_rushes_the_action() {
    let (_dir, path, mut app) = fight(&["add Pirate enemy from pirate", "add Léa pc", "start"]);
    // Léa (initiative 0) declares first; her form opens on her.
    keys_fr(&mut app, &[KeyCode::Char('d')]);
    let screen = rows(&app, Lang::Fr, 160, 48);
    assert!(
        field_row(&screen, "Précipitée").is_some(),
        "{}",
        screen.join("\n")
    );
    typed_fr(&mut app, "tire sur le pirate");
    keys_fr(&mut app, &[KeyCode::Tab, KeyCode::Right, KeyCode::Enter]);
    let line = saved(&path).pop().expect("saved");
    assert_eq!(line, "declare Léa \"tire sur le pirate\" rush next");
    let loaded = fray::store::load(&path).expect("load");
    let t = fray::engine::Timeline::from_records(loaded.header, loaded.records);
    let lea = t
        .state()
        .combatants
        .iter()
        .find(|c| c.name == "Léa")
        .expect("Léa");
    let rung = t.state().ladder.of(lea.id).next().expect("Léa's marker");
    assert!(rung.rushed, "{rung:?}");
    assert_eq!(rung.position, 3, "+3 initiative at once");
}

#[test]
fn declarations_show_on_the_ladder_cut_with_an_ellipsis_when_the_row_is_narrow() {
    let intent =
        "tire sur le pirate depuis la passerelle puis plonge derrière les caisses de minerai";
    let declare = format!("declare léa \"{intent}\" next");
    let (_dir, _path, app) = fight(&[
        "add Pirate enemy from pirate",
        "add Léa pc",
        "start",
        &declare,
        "declare pirate « charge Léa à la machette » next",
    ]);
    for (w, h) in [(80, 24), (160, 48)] {
        for lang in [Lang::Fr, Lang::En] {
            let screen = rows(&app, lang, w, h);
            let row = screen
                .iter()
                .find(|l| {
                    l.contains("Léa tire sur le")
                        || l.contains("Léa  tire sur le")
                        || l.contains("Léa › tire sur le")
                })
                .unwrap_or_else(|| {
                    panic!("Léa's row on the ladder ({w}×{h}):\n{}", screen.join("\n"))
                });
            let shown = row.split("tire sur").nth(1).unwrap_or("");
            if !row.contains("minerai") {
                assert!(shown.contains('…'), "cut with …: {row}");
                let before = shown.split('…').next().unwrap_or("");
                let last = before.split_whitespace().last().unwrap_or("");
                assert!(
                    intent.split_whitespace().any(|w| w == last),
                    "cut between words, not inside one: {row}"
                );
            }
        }
    }
    let narrow = rows(&app, Lang::Fr, 80, 24);
    assert!(
        narrow
            .iter()
            .any(|l| l.contains("Léa") && l.contains("tire sur") && l.contains('…')),
        "at 80×24 the long intent is cut:\n{}",
        narrow.join("\n")
    );
}

#[test]
fn an_attack_with_a_weapon_without_damage_dice_says_why_no_wound_in_both_languages() {
    let (_dir, path, mut app) = fight(MERC);
    keys_fr(&mut app, &[KeyCode::Char('a')]);
    typed_fr(&mut app, "3");
    keys_fr(&mut app, &[KeyCode::Enter]);
    let screen = rows(&app, Lang::Fr, 160, 48).join("\n");
    assert!(screen.contains("n’inflige aucun dommage"), "{screen}");
    let fr = narrations(&path, Lang::Fr).pop().expect("a narration");
    assert!(
        fr.contains(
            "Merc touche mais n’inflige aucun dommage\u{a0}: Fusil d’assaut n’a pas de dés de dommages"
        ),
        "{fr}"
    );
    let en = narrations(&path, Lang::En).pop().expect("a narration");
    assert!(
        en.contains("Merc hits but deals no damage: Assault rifle has no damage dice"),
        "{en}"
    );
    let loaded = fray::store::load(&path).expect("load");
    let t = fray::engine::Timeline::from_records(loaded.header, loaded.records);
    let ganger = t
        .state()
        .combatants
        .iter()
        .find(|c| c.name == "Ganger")
        .expect("Ganger");
    let unhurt = ganger.damage.locator().is_some_and(|l| {
        l.locations
            .iter()
            .all(|l| l.cells.iter().all(|c| c.checked == 0))
    });
    assert!(unhurt, "no wound marked");
    // The GM gives the wound by hand: `w` opens on the one the blow hit, not the attacker
    // selected.
    keys_fr(&mut app, &[KeyCode::Char('w')]);
    let form = common::fight_app::open_form(&app);
    let who = form.fields.first().map(|f| f.value.as_str());
    assert_eq!(
        who,
        Some("Ganger"),
        "{}",
        rows(&app, Lang::Fr, 160, 48).join("\n")
    );
}

/// The weapon skills by their names in each language, with the sheet key each stands for.
const WEAPON_SKILL_NAMES: [(Lang, [(&str, &str); 5]); 2] = [
    (
        Lang::Fr,
        [
            ("Armes de poing", "armes-de-poing"),
            ("Fusils", "fusils"),
            ("Tir automatique", "tir-automatique"),
            ("Combat armé", "combat-arme"),
            ("Combat à mains nues", "mains-nues"),
        ],
    ),
    (
        Lang::En,
        [
            ("Handguns", "armes-de-poing"),
            ("Rifles", "fusils"),
            ("Automatic fire", "tir-automatique"),
            ("Armed combat", "combat-arme"),
            ("Unarmed combat", "mains-nues"),
        ],
    ),
];

/// The attack form's skill picker (← →) shows the mercenary's skills by their names in the
/// GM's language, never the sheet's raw keys, his five weapon skills first; the line
/// written keeps the word the parser takes, the skill shown.
#[test]
fn the_attack_forms_skill_picker_shows_skill_names_weapon_skills_first() {
    for (lang, names) in WEAPON_SKILL_NAMES {
        let label = if lang == Lang::Fr {
            "Compétence"
        } else {
            "Skill"
        };
        let (_dir, path, mut app) = fight(MERC);
        with_lang(lang, || {
            press(&mut app, KeyCode::Char('a'));
            press(&mut app, KeyCode::BackTab);
        });
        let shown = |app: &App| {
            let screen = rows(app, lang, 160, 48);
            let row = field_row(&screen, label).expect("a skill field");
            // The value between ‹ ›, without the typing hint of a prefilled value.
            let value = screen[row].split('‹').nth(1).unwrap_or_default();
            value
                .split('›')
                .next()
                .unwrap_or_default()
                .trim()
                .to_string()
        };
        // Once round the picker (it wraps): every skill and attribute the sheet has.
        let first = shown(&app);
        let mut cycle = vec![first.clone()];
        for _ in 0..100 {
            with_lang(lang, || press(&mut app, KeyCode::Right));
            let row = shown(&app);
            if row == first {
                break;
            }
            cycle.push(row);
        }
        for row in &cycle {
            for raw in [
                "armes-de-poing",
                "fusils",
                "tir-automatique",
                "combat-arme",
                "mains-nues",
                "arts-martiaux-offensifs",
                "premiers-soins",
            ] {
                assert!(!row.contains(raw), "{lang:?}: a raw key shown: {row}");
            }
        }
        let weapon = |row: &String| names.iter().any(|(name, _)| row.as_str() == *name);
        for (name, _) in names {
            assert!(
                cycle.iter().any(|row| row.as_str() == name),
                "{lang:?}: {name} offered: {cycle:#?}"
            );
        }
        // Weapon skills first: one block of five, where the list starts.
        let starts = (0..cycle.len())
            .filter(|i| weapon(&cycle[*i]) && !weapon(&cycle[(i + cycle.len() - 1) % cycle.len()]))
            .count();
        assert_eq!(
            starts, 1,
            "{lang:?}: the weapon skills together: {cycle:#?}"
        );
        with_lang(lang, || press(&mut app, KeyCode::Left));
        assert_eq!(shown(&app), cycle[cycle.len() - 1], "← goes back");
        // Enter on a weapon skill writes its sheet key, the word the parser takes.
        let mut row = shown(&app);
        for _ in 0..cycle.len() {
            if weapon(&row) {
                break;
            }
            with_lang(lang, || press(&mut app, KeyCode::Right));
            row = shown(&app);
        }
        let (_, key) = names
            .iter()
            .find(|(name, _)| row.as_str() == *name)
            .copied()
            .expect("a weapon skill shown");
        with_lang(lang, || press(&mut app, KeyCode::Enter));
        let line = saved(&path).pop().expect("the attack is saved");
        assert_eq!(
            line.split_whitespace().nth(3),
            Some(key),
            "{lang:?}: {line}"
        );
    }
}
