//! Each field of the table-dice form (`i` under `option dice table`) knows how many dice
//! it wants: it shows the count as the GM types (`1/3`), and Enter with a wrong count is
//! refused in the field, before anything runs, keeping what was typed. From the keys,
//! through the app, in French and in English.

use crate::common;

use common::fight_app::{chars, drawn, fight_of, new_session, press, saved, tab};
use fray::i18n::{Lang, with_lang};
use ratatui::crossterm::event::KeyCode;

/// The dice each fighter's field asks, in order, as a bare `start` names them (`Name ×k`).
fn counts(message: &str) -> Vec<usize> {
    message
        .split(", ")
        .filter_map(|part| {
            let (_, rest) = part.rsplit_once(" ×")?;
            let k: String = rest.chars().take_while(char::is_ascii_digit).collect();
            k.parse().ok()
        })
        .collect()
}

/// The form's first field given one die short, then too many, then the right count.
fn counted_before_enter(wanted: &str) {
    let dir = tempfile::tempdir().expect("tempdir");
    let (mut session, warnings, path) =
        new_session(dir.path(), fray::systems::corporates::ID, "Table", 5);
    for line in [
        "add Vance pc from team-leader",
        "add Kade pc from operative",
        "option dice table",
    ] {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    let refused = session.execute("start").expect_err("no dice: refused");
    let counts = counts(&refused.to_string());
    assert_eq!(counts.len(), 2, "{refused}");
    let first = counts[0];
    assert!(first >= 2, "{refused}");
    let before = saved(&path).len();
    let mut app = fight_of(session, &warnings, dir.path());
    press(&mut app, KeyCode::Char('i'));
    let short = vec!["4"; first - 1].join(",");
    chars(&mut app, &short);
    for (w, h) in [(160, 48), (80, 24)] {
        let screen = drawn(&app, w, h);
        let shown = format!("{}/{first}", first - 1);
        assert!(screen.contains(&shown), "'{shown}' as typed: {screen}");
    }
    press(&mut app, KeyCode::Enter);
    assert_eq!(saved(&path).len(), before, "nothing runs");
    let screen = drawn(&app, 160, 48);
    assert!(screen.contains(wanted), "'{wanted}' in the field: {screen}");
    assert!(screen.contains(&short), "what was typed stays: {screen}");
    // One too many: refused too.
    chars(&mut app, ",4,4");
    press(&mut app, KeyCode::Enter);
    assert_eq!(saved(&path).len(), before, "nothing runs");
    let screen = drawn(&app, 160, 48);
    assert!(
        screen.contains(&format!("{}/{first}", first + 1)),
        "{screen}"
    );
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Backspace);
    tab(&mut app, 1);
    chars(&mut app, &vec!["3"; counts[1]].join(","));
    press(&mut app, KeyCode::Enter);
    let lines = saved(&path);
    assert_eq!(lines.len(), before + 1, "{}", drawn(&app, 160, 48));
    assert!(lines[before].starts_with("start "), "{lines:?}");
}

#[test]
fn a_table_dice_field_counts_its_dice_and_refuses_a_wrong_count_in_french() {
    with_lang(Lang::Fr, || counted_before_enter("dés attendus"));
}

#[test]
fn a_table_dice_field_counts_its_dice_and_refuses_a_wrong_count_in_english() {
    with_lang(Lang::En, || counted_before_enter("dice wanted"));
}
