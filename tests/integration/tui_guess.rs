//! Issue 19 from the keys: declarations flow (one record each, the next declarer's form
//! opens at once), an attack by the current actor with the defaults is `a` + Enter, `n`
//! asks before a held action is lost (and `undo` brings it back), `e` acts for the one
//! who holds an action, and the `:` line takes English skill words.

use crate::common;

use fray::model::{EntryStatus, Step};
use fray::session::Session;
use fray::tui::app::{App, Screen};
use fray::tui::fight::{Fight, Input};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

fn press(app: &mut App, code: KeyCode) {
    app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
}

fn chars(app: &mut App, text: &str) {
    for c in text.chars() {
        press(app, KeyCode::Char(c));
    }
}

fn fight(app: &App) -> &Fight {
    match &app.screen {
        Screen::Fight(f) => f,
        _ => panic!("not on the fight screen"),
    }
}

fn form_verb(app: &App) -> Option<&'static str> {
    match &fight(app).input {
        Input::Form(f) => Some(f.verb),
        _ => None,
    }
}

/// Ishta (a mercenary) and three gangers, round 1 started; the save in `dir`.
fn table(dir: &std::path::Path) -> App {
    let path = dir.join("fight.fray.jsonl");
    let header = fray::engine::Header::new(fray::systems::polaris::ID, "Fight", 19, 0);
    drop(fray::store::SaveLog::create(&path, &header).expect("create"));
    let (mut session, warnings) = Session::open(&path).expect("open");
    for line in [
        "add Ishta pc from mercenary",
        "add 3 Ganger enemy from ganger",
        "start",
    ] {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    common::fight_app::fight_of(session, &warnings, dir)
}

fn commands(app: &App) -> Vec<String> {
    let f = fight(app);
    f.session
        .timeline()
        .records()
        .iter()
        .map(|r| r.command.clone())
        .collect()
}

/// `d` once, then each declarer's intent and Enter: the forms follow one another.
fn declare_all(app: &mut App) -> usize {
    press(app, KeyCode::Char('d'));
    let mut forms = 0;
    while form_verb(app) == Some("declare") {
        let state = fight(app).session.timeline().state();
        let me = state.current.expect("a declarer").owner;
        let intent = if state.combatant(me).is_some_and(|c| c.name == "Ishta") {
            "shoots ganger-2"
        } else {
            "shoots ishta"
        };
        // The intent may be prefilled: cleared, then typed.
        for _ in 0..40 {
            press(app, KeyCode::Backspace);
        }
        chars(app, intent);
        press(app, KeyCode::Enter);
        forms += 1;
        assert!(forms <= 4, "the flow does not end");
    }
    forms
}

#[test]
fn declarations_flow_one_record_each_and_end_on_the_first_actor() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = table(dir.path());
    let before = commands(&app).len();
    assert_eq!(declare_all(&mut app), 4);
    let after = commands(&app);
    assert_eq!(after.len(), before + 4, "{after:?}");
    assert!(
        after[before..]
            .iter()
            // The gangers' declarations are secret by default, and their lines say so.
            .all(|c| c.starts_with("declare ")
                && (c.ends_with(" next") || c.ends_with(" next secret"))),
        "{after:?}"
    );
    let f = fight(&app);
    let state = f.session.timeline().state();
    assert_eq!(state.step, Step::Resolution);
    assert!(matches!(f.input, Input::Normal));
    let actor = state.current.expect("an actor").owner;
    assert_eq!(f.selected_id(), Some(actor), "the first actor is selected");
}

#[test]
fn esc_leaves_the_declaration_flow() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = table(dir.path());
    press(&mut app, KeyCode::Char('d'));
    chars(&mut app, "runs");
    press(&mut app, KeyCode::Enter);
    assert_eq!(form_verb(&app), Some("declare"));
    press(&mut app, KeyCode::Esc);
    assert!(matches!(fight(&app).input, Input::Normal));
}

#[test]
fn ishtas_attack_after_her_declaration_is_a_then_enter() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = table(dir.path());
    declare_all(&mut app);
    // Pass until Ishta acts (gangers included), then attack with the defaults.
    for _ in 0..4 {
        let state = fight(&app).session.timeline().state();
        let me = state.current.expect("an actor").owner;
        if state.combatant(me).is_some_and(|c| c.name == "Ishta") {
            break;
        }
        press(&mut app, KeyCode::Char('n'));
    }
    press(&mut app, KeyCode::Char('a'));
    press(&mut app, KeyCode::Enter);
    let last = commands(&app).pop().expect("a record");
    assert!(
        last.starts_with("attack Ishta \"Ganger 2\" fusils"),
        "{last}"
    );
}

/// Declarations done, Ganger 3 holds its action, everyone else acts: the round ends.
fn held_until_round_end(app: &mut App) {
    declare_all(app);
    press(app, KeyCode::Char(':'));
    chars(app, "delay ganger-3");
    press(app, KeyCode::Enter);
    for _ in 0..6 {
        if fight(app).session.timeline().state().step == Step::RoundEnd {
            break;
        }
        press(app, KeyCode::Char('n'));
        if form_verb(app).is_some() {
            panic!("asked before the round's end: {:?}", fight(app).input);
        }
    }
    assert_eq!(fight(app).session.timeline().state().step, Step::RoundEnd);
}

#[test]
fn n_asks_before_a_held_action_is_lost_and_undo_brings_it_back() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = table(dir.path());
    held_until_round_end(&mut app);
    let said = fight(&app)
        .message
        .as_ref()
        .map(|m| m.text.clone())
        .unwrap_or_default();
    assert!(said.contains("Ganger 3 still holds an action"), "{said}");
    let records = commands(&app).len();
    press(&mut app, KeyCode::Char('n'));
    let Input::Form(form) = &fight(&app).input else {
        panic!("no question: {:?}", fight(&app).input)
    };
    let question = form.question.clone().unwrap_or_default();
    assert!(question.contains("Ganger 3"), "{question}");
    // No: nothing happens.
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(commands(&app).len(), records);
    // Yes: the next round starts, and the log says what was lost.
    press(&mut app, KeyCode::Char('n'));
    press(&mut app, KeyCode::Char('y'));
    assert_eq!(commands(&app).len(), records + 1);
    let f = fight(&app);
    assert_eq!(f.session.timeline().state().round, 2);
    let said = f
        .message
        .as_ref()
        .map(|m| m.text.clone())
        .unwrap_or_default();
    assert!(said.contains("Ganger 3’s held action is lost"), "{said}");
    press(&mut app, KeyCode::Char('u'));
    let state = fight(&app).session.timeline().state();
    assert_eq!(state.round, 1);
    assert!(
        state
            .ladder
            .entries
            .iter()
            .any(|e| e.status == EntryStatus::Delayed),
        "{:?}",
        state.ladder.entries
    );
}

#[test]
fn e_acts_for_the_one_holding_an_action_whatever_the_selection() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = table(dir.path());
    held_until_round_end(&mut app);
    // Select Ishta (row 0), then `e`: Ganger 3 acts.
    for _ in 0..5 {
        press(&mut app, KeyCode::Up);
    }
    press(&mut app, KeyCode::Char('e'));
    let last = commands(&app).pop().expect("a record");
    assert_eq!(last, "act \"Ganger 3\"");
}

#[test]
fn e_offers_the_list_when_several_hold_an_action() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = table(dir.path());
    declare_all(&mut app);
    for who in ["ganger-2", "ganger-3"] {
        press(&mut app, KeyCode::Char(':'));
        chars(&mut app, &format!("delay {who}"));
        press(&mut app, KeyCode::Enter);
    }
    press(&mut app, KeyCode::Char('e'));
    let Input::Form(form) = &fight(&app).input else {
        panic!("no list: {:?}", fight(&app).input)
    };
    assert_eq!(form.verb, "act");
    assert_eq!(form.fields[0].options, ["Ganger 2", "Ganger 3"]);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    let last = commands(&app).pop().expect("a record");
    assert_eq!(last, "act \"Ganger 3\"");
}

#[test]
fn the_last_target_and_skill_survive_a_resume() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = table(dir.path());
    press(&mut app, KeyCode::Char(':'));
    chars(&mut app, "attack ishta ganger-3 tir-automatique");
    press(&mut app, KeyCode::Enter);
    assert!(
        matches!(fight(&app).input, Input::Normal),
        "{:?}",
        fight(&app).input
    );
    drop(app);
    let mut app = common::fight_app::fight_on(&dir.path().join("fight.fray.jsonl"));
    // Ishta is the first row.
    for _ in 0..5 {
        press(&mut app, KeyCode::Up);
    }
    press(&mut app, KeyCode::Char('a'));
    let Input::Form(form) = &fight(&app).input else {
        panic!("no form: {:?}", fight(&app).input)
    };
    let line = form.line();
    assert!(
        line.starts_with("attack Ishta \"Ganger 3\" tir-automatique"),
        "{line}"
    );
}

#[test]
fn the_command_line_takes_english_skill_words() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = table(dir.path());
    press(&mut app, KeyCode::Char(':'));
    chars(&mut app, "attack ishta ganger-2 firearms");
    press(&mut app, KeyCode::Enter);
    let f = fight(&app);
    assert!(matches!(f.input, Input::Normal), "{:?}", f.input);
    let said = f
        .message
        .as_ref()
        .map(|m| m.text.clone())
        .unwrap_or_default();
    assert!(
        said.contains("Handguns") || said.contains("Armes de poing"),
        "{said}"
    );
}

#[test]
fn the_command_line_completes_english_skill_words() {
    let dir = tempfile::tempdir().expect("tempdir");
    let app = table(dir.path());
    let words = fray::tui::fight::completion_words(&fight(&app).session);
    for word in ["firearms", "rifles", "automatic-fire", "first-aid"] {
        assert!(words.iter().any(|w| w == word), "{word}: {words:?}");
    }
    // Only for skills someone has: nobody here pilots a submarine.
    assert!(
        !words.iter().any(|w| w == "submarine-piloting"),
        "{words:?}"
    );
}

#[test]
fn picking_another_attacker_guesses_the_target_again_never_the_attacker() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = table(dir.path());
    press(&mut app, KeyCode::Char('a'));
    assert_eq!(form_verb(&app), Some("attack"));
    let field = |app: &App, i: usize| match &fight(app).input {
        Input::Form(f) => f.fields[i].value.clone(),
        _ => panic!("no form"),
    };
    assert!(
        field(&app, 0).starts_with("Ganger"),
        "a ganger declares first"
    );
    assert_eq!(field(&app, 1), "Ishta");
    // The form opens on the d20 (target and skill guessed): back to the attacker.
    for _ in 0..3 {
        press(&mut app, KeyCode::BackTab);
    }
    chars(&mut app, "ishta");
    assert_eq!(field(&app, 0), "Ishta");
    assert!(
        field(&app, 1).starts_with("Ganger"),
        "the target follows the attacker: {}",
        field(&app, 1)
    );
}
