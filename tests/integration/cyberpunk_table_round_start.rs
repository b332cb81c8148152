//! Under `option dice table`, the round-start form's tie-break fields follow the initiative
//! dice the GM types: when two fighters tie on the values given, Enter shows a field for
//! each one's tie-break d10 (what was typed kept); when they do not, the tie fields fray's
//! own dice suggested go away. Enter never ends in a refusal the form cannot fix, in the
//! first round (`i`) and after a round of wounds (`n`), from the keys, through the app.

use crate::common;

use common::fight_app::{chars, drawn, fight_after, new_session, press, saved, tab};
use fray::i18n::{Lang, with_lang};
use fray::tui::app::App;
use ratatui::crossterm::event::KeyCode;

/// Vic (REF 10, combat sense 6) and two Boosters (REF 7, combat sense 1), at the table.
const CAST: &[&str] = &[
    "add Vic pc from solo",
    "add 2 Booster from booster",
    "option dice table",
];

/// The open form's title in the language of the test.
fn title() -> &'static str {
    match fray::i18n::current() {
        Lang::Fr => "Dés lancés à la table",
        _ => "Dice rolled at the table",
    }
}

/// The open table-dice form's rows, top to bottom: (label, value, hint); an empty field's
/// value is "" (drawn `–` or nothing).
fn rows(app: &App) -> Vec<(String, String, String)> {
    let screen = drawn(app, 160, 48);
    let lines: Vec<Vec<char>> = screen.lines().map(|l| l.chars().collect()).collect();
    let head: Vec<char> = format!("┌ {}", title()).chars().collect();
    let Some((top, at)) = lines.iter().enumerate().find_map(|(i, l)| {
        (0..l.len())
            .find(|&c| l[c..].starts_with(&head))
            .map(|c| (i, c))
    }) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for line in &lines[top + 1..] {
        let inside: String = line
            .get(at + 1..)
            .unwrap_or_default()
            .iter()
            .take_while(|c| **c != '│')
            .collect();
        let Some((label, rest)) = inside.split_once(':') else {
            break;
        };
        if label.contains("Entr") {
            break;
        }
        let label = label.trim_start_matches(['›', ' ']).trim().to_string();
        let rest = rest.strip_prefix(' ').unwrap_or(rest);
        let (value, hint) = if rest.starts_with("  ") {
            (String::new(), rest.trim().to_string())
        } else {
            let (v, h) = rest.split_once("  ").unwrap_or((rest, ""));
            (v.trim().to_string(), h.trim().to_string())
        };
        let value = if value == "–" { String::new() } else { value };
        out.push((label, value, hint));
    }
    out
}

/// Fills every empty field of the open table-dice form (focus on field `focus`): an
/// initiative d10 from `initiative` by name, a different tie-break d10 for each tie field.
fn fill(app: &mut App, focus: usize, initiative: &[(&str, &str)]) {
    let rows = rows(app);
    assert!(
        !rows.is_empty(),
        "a form with fields: {}",
        drawn(app, 160, 48)
    );
    let mut ties = ["3", "7", "2", "9", "5", "8"].into_iter();
    for (i, (label, value, hint)) in rows.iter().enumerate().skip(focus) {
        if i > focus {
            tab(app, 1);
        }
        if !value.is_empty() {
            continue;
        }
        let given = initiative.iter().find(|(who, _)| who == label);
        let is_initiative = hint.contains("initiative");
        let value = match given {
            Some((_, v)) if is_initiative => *v,
            _ => ties.next().unwrap_or("4"),
        };
        chars(app, value);
    }
}

/// The first empty field of the open form.
fn first_empty(app: &App) -> usize {
    rows(app)
        .iter()
        .position(|(_, value, _)| value.is_empty())
        .unwrap_or(0)
}

/// `key` opens the round's table-dice form; filling what it asks and Enter, at most three
/// times, starts the round with one `start` record, and no Enter ends in a refusal: the
/// form either closes or asks for the dice the values typed call for, saying so.
fn round_starts_from_the_form(
    lines: &[&str],
    key: char,
    initiative: &[(&str, &str)],
    reshaped: &str,
) -> String {
    let (_dir, path, mut app) = fight_after(fray::systems::cyberpunk::ID, "Alley", 11, lines);
    let before = saved(&path).len();
    let round = |app: &App| drawn(app, 160, 48);
    press(&mut app, KeyCode::Char(key));
    assert!(round(&app).contains(title()), "the form opens");
    let mut focus = 0;
    for _ in 0..3 {
        fill(&mut app, focus, initiative);
        press(&mut app, KeyCode::Enter);
        let screen = round(&app);
        if !screen.contains(title()) {
            break;
        }
        assert!(
            screen.contains(reshaped),
            "Enter ends in a refusal the form cannot fix:\n{screen}"
        );
        focus = first_empty(&app);
    }
    let lines = saved(&path);
    assert_eq!(
        lines.len(),
        before + 1,
        "the round starts: {lines:?}\n{}",
        round(&app)
    );
    let last = lines.last().cloned().unwrap_or_default();
    assert!(
        last.starts_with("start ") || last.starts_with("next "),
        "{last}"
    );
    last
}

/// The values the line gives for `slot` (`tie=3 tie=7`, `tie=3,7`), in order.
fn given(line: &str, slot: &str) -> Vec<String> {
    let key = format!("{slot}=");
    line.split(' ')
        .filter_map(|w| w.strip_prefix(key.as_str()))
        .flat_map(|v| v.split(',').map(String::from))
        .collect()
}

const EN_RESHAPED: &str = "call for other dice";
const FR_RESHAPED: &str = "demandent d’autres dés";

/// Both Boosters at 4 + 8 = 12 (and 2): tied; Vic at 1 + 16 = 17 (and 7). `reshaped`: the
/// form's words when it asks for other dice.
fn boosters_tied(reshaped: &str) {
    let initiative = [("Vic", "1"), ("Booster 1", "4"), ("Booster 2", "4")];
    let line = round_starts_from_the_form(CAST, 'i', &initiative, reshaped);
    assert_eq!(given(&line, "initiative"), ["1", "4", "4"], "{line}");
    assert_eq!(given(&line, "tie").len(), 2, "one tie-break each: {line}");
}

#[test]
fn boosters_tied_on_the_initiative_typed_get_a_tie_break_field_each() {
    boosters_tied(EN_RESHAPED);
}

#[test]
fn boosters_tied_on_the_initiative_typed_get_a_tie_break_field_each_in_french() {
    with_lang(Lang::Fr, || boosters_tied(FR_RESHAPED));
}

#[test]
fn no_tie_on_the_initiative_typed_asks_no_tie_break() {
    // 17, 13 and 12: nobody tied, whatever fray's own dice would have rolled.
    let initiative = [("Vic", "1"), ("Booster 1", "5"), ("Booster 2", "4")];
    let line = round_starts_from_the_form(CAST, 'i', &initiative, EN_RESHAPED);
    assert_eq!(given(&line, "initiative"), ["1", "5", "4"], "{line}");
    assert!(given(&line, "tie").is_empty(), "no tie-break: {line}");
}

#[test]
fn after_a_round_of_wounds_n_asks_the_ties_the_new_initiative_makes() {
    // Round 1 from the table, Vic wounded (REF after wounds changes), to its end; in
    // round 2 the Boosters tie at 4 + 8 = 12.
    let mut lines: Vec<String> = CAST.iter().map(|l| l.to_string()).collect();
    lines.extend([
        "start initiative=1,5,4".to_string(),
        "damage Vic 2d6:4,5 save=9".to_string(),
    ]);
    let dir = tempfile::tempdir().expect("tempdir");
    let (mut session, _, _) = new_session(dir.path(), fray::systems::cyberpunk::ID, "Wounds", 11);
    for line in &lines {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    for _ in 0..20 {
        if session.timeline().state().step == fray::model::Step::RoundEnd {
            break;
        }
        session
            .execute("next")
            .unwrap_or_else(|e| panic!("next: {e}"));
        lines.push("next".to_string());
    }
    assert_eq!(session.timeline().state().step, fray::model::Step::RoundEnd);
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    // Vic at 2 + REF 5 after wounds + 6 = 13: not tied.
    let initiative = [("Vic", "2"), ("Booster 1", "4"), ("Booster 2", "4")];
    let first = round_starts_from_the_form(&lines, 'n', &initiative, EN_RESHAPED);
    assert!(first.starts_with("next "), "{first}");
    assert_eq!(given(&first, "initiative"), ["2", "4", "4"], "{first}");
    assert_eq!(given(&first, "tie").len(), 2, "one tie-break each: {first}");
}

/// The refusal a typed line meets under `CAST`.
fn refusal(line: &str) -> String {
    let dir = tempfile::tempdir().expect("tempdir");
    let (mut session, _, _) = new_session(dir.path(), fray::systems::cyberpunk::ID, "Typed", 11);
    for l in CAST {
        session.execute(l).unwrap_or_else(|e| panic!("{l}: {e}"));
    }
    session
        .execute(line)
        .map(|_| ())
        .expect_err(line)
        .to_string()
}

#[test]
fn a_typed_value_left_unused_says_how_many_the_line_rolls_and_for_whom_as_without_it() {
    let order = "in this order: Vic ×1, Booster 1 ×1, Booster 2 ×1";
    let bare = refusal("start");
    assert!(bare.contains("3 dice") && bare.contains(order), "{bare}");
    let extra = refusal("start initiative=1,5,4,6");
    assert!(
        extra.contains("initiative=6: not used")
            && extra.contains("only 3")
            && extra.contains(order),
        "{extra}"
    );
    let tie = refusal("start initiative=1,5,4 tie=4");
    assert!(
        tie.contains("tie=4: not used") && tie.contains("this command rolls none"),
        "{tie}"
    );
    // A value left over and dice still missing: both in the same refusal.
    let both = refusal("start initiative=1,4,4,9");
    assert!(
        both.contains("initiative=9: not used") && both.contains("a tie-break d10: 2 dice"),
        "{both}"
    );
    with_lang(Lang::Fr, || {
        let tie = refusal("start initiative=1,5,4 tie=4");
        assert!(
            tie.contains("départage=4\u{a0}: pas utilisé") && tie.contains("n’en lance aucun"),
            "{tie}"
        );
    });
}
