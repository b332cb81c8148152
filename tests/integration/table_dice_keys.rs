//! Under `option dice table`, `i` opens a form with one field per combatant's run of dice,
//! in the order the refusal names them, and Enter with the fields filled starts the round:
//! Corporates (in French), Anarchy and Cyberpunk, from the keys, through the app.

use crate::common;

use common::fight_app::{drawn, fight_of, new_session, press, saved};
use fray::i18n::{Lang, with_lang};
use fray::model::SystemId;
use ratatui::crossterm::event::KeyCode;

/// The runs `(name, dice)` a refused `start` names, in order (`Name ×k`).
fn runs(message: &str) -> Vec<(String, usize)> {
    message
        .split(", ")
        .filter_map(|part| {
            let (name, rest) = part.rsplit_once(" ×")?;
            let name = name.rsplit(": ").next().unwrap_or(name);
            let name = name.rsplit("\u{a0}: ").next().unwrap_or(name);
            let k: String = rest.chars().take_while(char::is_ascii_digit).collect();
            Some((name.to_string(), k.parse().ok()?))
        })
        .collect()
}

/// `cast` added under `option dice table`; `i`, each field filled with as many dice as the
/// refusal of a bare `start` asked for its combatant, Enter: the round starts with a line
/// giving those dice, and the form named each combatant under `title`.
fn start_from_the_form(system: SystemId, cast: &[&str], title: &str) {
    let dir = tempfile::tempdir().expect("tempdir");
    let (mut session, warnings, path) = new_session(dir.path(), system, "Table", 5);
    for line in cast.iter().chain(&["option dice table"]) {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    let refused = session
        .execute("start")
        .expect_err("no dice given: refused");
    let runs = runs(&refused.to_string());
    assert!(runs.len() >= 2, "{refused}");
    let before = saved(&path).len();
    let mut app = fight_of(session, &warnings, dir.path());
    press(&mut app, KeyCode::Char('i'));
    let screen = drawn(&app, 160, 48);
    assert!(screen.contains(title), "the form opens: {screen}");
    for (name, _) in &runs {
        assert!(screen.contains(name.as_str()), "{name}: {screen}");
    }
    for (i, (_, k)) in runs.iter().enumerate() {
        if i > 0 {
            press(&mut app, KeyCode::Tab);
        }
        let face = (i % 5 + 2).to_string();
        let values = vec![face.as_str(); *k].join(",");
        for c in values.chars() {
            press(&mut app, KeyCode::Char(c));
        }
    }
    press(&mut app, KeyCode::Enter);
    let lines = saved(&path);
    assert_eq!(
        lines.len(),
        before + 1,
        "one record: {lines:?}\n{}",
        drawn(&app, 160, 48)
    );
    let last = lines.last().expect("a line");
    assert!(last.starts_with("start "), "{last}");
    let total: usize = runs.iter().map(|(_, k)| k).sum();
    let given: usize = last
        .split(' ')
        .filter_map(|word| word.split_once('='))
        .map(|(_, values)| values.split(',').count())
        .sum();
    assert_eq!(given, total, "every die given: {last}");
}

#[test]
fn corporates_i_asks_each_fighters_reaction_dice_and_starts_the_turn() {
    with_lang(Lang::Fr, || {
        start_from_the_form(
            fray::systems::corporates::ID,
            &[
                "add Vance pc from team-leader",
                "add Kade pc from operative",
                "add 2 Ganger from ganger",
            ],
            "Dés lancés à la table",
        );
    });
}

#[test]
fn anarchy_i_asks_each_characters_initiative_dice_and_starts_the_turn() {
    start_from_the_form(
        fray::systems::anarchy::ID,
        &[
            "add Hex pc from street-mage seat=1",
            "add Razor pc from street-samurai seat=2",
            "add Mara from ganger-boss",
            "session",
        ],
        "Dice rolled at the table",
    );
}

#[test]
fn cyberpunk_i_asks_each_initiative_die_and_starts_the_round() {
    start_from_the_form(
        fray::systems::cyberpunk::ID,
        &["add Vic pc from solo", "add Jade pc from corp-guard"],
        "Dice rolled at the table",
    );
}
