//! The Corporates forms of the time family (COR-03 to COR-12): each key opens its form on
//! the selected combatant (or the one acting), the line it writes parses and the engine
//! takes it; a bad number is refused on its field before anything runs; French labels
//! still write the English keywords; the own keys are listed by `?` and refused in other
//! systems' fights.

use ratatui::crossterm::event::KeyCode;

use super::super::super::ID;
use super::super::super::test_support::T;
use crate::i18n::{Lang, with_lang};
use crate::model::CombatantId;
use crate::script::{Line, parse_in};
use crate::tui::form::test_support::{key, typed};
use crate::tui::form::{Context, Form, FormOutcome, Plan, build};
use crate::tui::keymap::{Action, Keymap, Mode};

fn plan(t: &T, action: Action, selected: Option<CombatantId>) -> Plan {
    let ctx = Context {
        state: &t.state,
        selected,
        habits: &crate::tui::form::Habits::default(),
    };
    build(action, &ctx).unwrap_or_else(|| panic!("no plan for {action:?}"))
}

fn form(t: &T, action: Action, name: &str) -> Form {
    match plan(t, action, Some(t.id(name))) {
        Plan::Form(f) => f,
        other => panic!("{action:?}: {other:?}"),
    }
}

fn field(form: &mut Form, label: &str) -> usize {
    let at = form
        .fields
        .iter()
        .position(|f| f.label == label)
        .unwrap_or_else(|| panic!("no field {label} in {:?}", form.fields));
    form.focus = at;
    at
}

fn set(form: &mut Form, label: &str, text: &str) {
    let at = field(form, label);
    form.fields[at].value.clear();
    typed(form, text);
}

fn pick(form: &mut Form, label: &str, value: &str) {
    let at = field(form, label);
    form.fields[at].value = value.to_string();
}

fn submit(form: &mut Form) -> String {
    match form.handle_key(key(KeyCode::Enter)) {
        FormOutcome::Submit(line) => line,
        other => panic!("{other:?}: {:?}", form.fields),
    }
}

/// Ana rolls 12 and Vlad 2 (Vlad announces first): Vlad 1 action, Ana 3 (1, 3, 5); the
/// last announcement opens segment 1.
fn in_segment_one() -> T {
    let mut t = T::new();
    t.turn([4, 4, 4], [1, 1], (3, 1));
    t
}

/// A key, the values typed on its form (by field label), the dice its line rolls.
type Case = (
    Action,
    &'static [(&'static str, &'static str)],
    &'static [u32],
);

fn every_time_action() -> Vec<Action> {
    let mut all = vec![
        Action::Declare,
        Action::Test,
        Action::Attack,
        Action::Delay,
        Action::Surprise,
    ];
    all.extend(
        super::super::keys::own_keys()
            .iter()
            .map(|k| Action::Own(k.word)),
    );
    all
}

#[test]
fn cor_03_the_declare_key_announces_a_count_chosen_from_0_to_5() {
    let mut t = T::new();
    t.ok("start", &[4, 4, 4, 1, 1]);
    let mut f = form(&t, Action::Declare, "Vlad");
    assert_eq!(f.fields[1].options, ["0", "1", "2", "3", "4", "5"]);
    pick(&mut f, "how many", "2");
    let line = submit(&mut f);
    assert_eq!(line, "declare Vlad 2");
    t.ok(&line, &[]);
    let mut f = form(&t, Action::Declare, "Ana");
    pick(&mut f, "how many", "7");
    assert_eq!(
        f.handle_key(key(KeyCode::Enter)),
        FormOutcome::Continue,
        "a count outside 0 to 5 is refused on its field"
    );
    assert!(f.fields[1].error.is_some());
}

#[test]
fn cor_08_the_act_form_rolls_the_sheet_keys_with_confidence_and_a_double_action() {
    let mut t = in_segment_one();
    t.ok("confidence Ana", &[]);
    let mut f = form(&t, Action::Test, "Ana");
    set(&mut f, "what", "shoots");
    pick(&mut f, "stat (dice)", "agility");
    pick(&mut f, "skill (level)", "firearms");
    set(&mut f, "difficulty", "15");
    set(&mut f, "confidence points", "1");
    pick(&mut f, "double action", "double");
    let line = submit(&mut f);
    assert_eq!(
        line,
        "act Ana what shoots with agility with firearms vs 15 confidence 1 double"
    );
    t.ok(&line, &[6, 5, 4, 3]);
}

#[test]
fn a_bad_number_is_refused_on_its_field_and_nothing_runs() {
    let t = in_segment_one();
    for action in [Action::Test, Action::Own("cor-quick"), Action::Surprise] {
        let mut f = form(&t, action, "Ana");
        set(&mut f, "difficulty", "fifteen");
        let at = field(&mut f, "difficulty");
        assert_eq!(
            f.fields[at].value, "",
            "letters are not typed into a number"
        );
        set(&mut f, "difficulty", "1-5");
        assert_eq!(f.handle_key(key(KeyCode::Enter)), FormOutcome::Continue);
        assert!(f.fields[at].error.is_some(), "{action:?}");
        set(&mut f, "difficulty", "99999");
        let line = submit(&mut f);
        let Err(e) = parse_in(ID, &line) else {
            panic!("{line} read")
        };
        f.show_parse_error(&e);
        assert!(
            f.fields[at].error.is_some(),
            "{action:?}: {line} out of range"
        );
    }
}

#[test]
fn cor_05_06_07_09_10_11_12_every_time_form_writes_a_line_the_engine_takes() {
    let cases: [Case; 8] = [
        (
            Action::Own("cor-quick"),
            &[("what", "dodges"), ("dice", "3")],
            &[4, 4],
        ),
        (
            Action::Own("cor-innate"),
            &[("stat (dice)", "agility")],
            &[4, 4, 4, 4],
        ),
        (Action::Own("cor-instead"), &[("dice", "3")], &[5, 5]),
        (Action::Own("cor-long"), &[("what", "first aid")], &[]),
        (Action::Surprise, &[("difficulty", "15")], &[3, 3, 3]),
        (Action::Own("cor-survival"), &[], &[6, 6, 6]),
        (Action::Own("cor-confidence"), &[("points", "1")], &[]),
        (Action::Delay, &[], &[]),
    ];
    for (action, values, dice) in cases {
        let mut t = in_segment_one();
        let mut f = form(&t, action, "Ana");
        for (label, value) in values {
            let at = field(&mut f, label);
            if f.fields[at].free {
                set(&mut f, label, value);
            } else {
                pick(&mut f, label, value);
            }
        }
        let line = submit(&mut f);
        assert!(
            matches!(parse_in(ID, &line), Ok(Line::Command(_))),
            "{action:?}: {line}"
        );
        if let Err(e) = t.line(&line, dice) {
            panic!("{action:?}: {line}: {e}");
        }
    }
    let t = in_segment_one();
    let line = submit(&mut form(&t, Action::Own("cor-priority"), "Ana"));
    assert_eq!(line, "priority Ana Vlad", "the other side by default");
}

#[test]
fn cor_12_the_priority_form_writes_who_is_surprised_and_by_how_much() {
    let t = in_segment_one();
    let mut f = form(&t, Action::Own("cor-priority"), "Ana");
    let at = field(&mut f, "surprised");
    f.fields[at].value = "vlad".into();
    set(&mut f, "surprise malus", "5");
    let line = submit(&mut f);
    assert_eq!(line, "priority Ana Vlad surprise vlad 5");
    assert!(
        matches!(parse_in(ID, &line), Ok(Line::Command(_))),
        "{line}"
    );
}

#[test]
fn french_labels_write_the_english_keywords() {
    with_lang(Lang::Fr, || {
        let t = in_segment_one();
        let mut f = form(&t, Action::Own("cor-instead"), "Ana");
        assert_eq!(f.fields[1].shown_value(), "à la place de la déclarée");
        let mut d = form(&t, Action::Declare, "Ana");
        let at = field(&mut d, "hors de l’ordre");
        d.fields[at].value = "force".into();
        assert_eq!(d.fields[at].shown_value(), "oui");
        assert!(submit(&mut f).starts_with("act Ana instead"));
        assert!(submit(&mut d).ends_with(" force"));
    });
}

#[test]
fn every_time_key_opens_a_form_and_nobody_selected_is_refused() {
    let t = in_segment_one();
    for action in every_time_action() {
        assert!(
            matches!(plan(&t, action, Some(t.id("Vlad"))), Plan::Form(_)),
            "{action:?}"
        );
    }
    let idle = T::new();
    assert!(matches!(
        plan(&idle, Action::Own("cor-long"), None),
        Plan::Refuse(_)
    ));
    assert!(matches!(
        plan(&t, Action::Rush, Some(t.id("Ana"))),
        Plan::Refuse(_)
    ));
}

#[test]
fn the_own_keys_are_bound_and_listed_in_both_languages() {
    let keymap = Keymap::default();
    let help = keymap.help(Mode::Fight);
    for k in super::super::keys::own_keys() {
        assert!(
            help.iter().any(|(a, _)| *a == Action::Own(k.word)),
            "{} in ?",
            k.word
        );
    }
    with_lang(Lang::Fr, || {
        let labels: Vec<&str> = super::super::keys::own_keys()
            .iter()
            .map(|k| k.label)
            .collect();
        assert!(labels.contains(&"mode Survie"), "{labels:?}");
    });
}

#[test]
fn completion_offers_the_systems_words_the_sheets_keys_and_french_in_french() {
    let t = in_segment_one();
    let words = super::super::choice_words::completion(&t.state);
    for w in ["vs", "flat", "head", "agility", "reaction"] {
        assert!(words.iter().any(|x| x == w), "{w}: {words:?}");
    }
    with_lang(Lang::Fr, || {
        let words = super::super::choice_words::completion(&t.state);
        assert!(words.iter().any(|x| x == "contre"), "{words:?}");
    });
}

#[test]
fn cor_04_the_act_now_key_takes_the_declared_action_due_at_once() {
    let mut t = in_segment_one();
    let Plan::Line(line) = plan(&t, Action::ActNow, Some(t.id("Ana"))) else {
        panic!("act now is a line")
    };
    assert_eq!(line, "act Ana");
    t.ok(&line, &[4, 4, 4]);
}

#[test]
fn under_dice_table_the_forms_take_the_dice_rolled_at_the_table() {
    let mut t = in_segment_one();
    t.ok("option dice table", &[]);
    let mut f = form(&t, Action::Test, "Ana");
    pick(&mut f, "stat (dice)", "agility");
    set(&mut f, "check", "6,5");
    let line = submit(&mut f);
    assert_eq!(line, "act Ana with agility check=6,5");
    assert!(
        matches!(
            parse_in(ID, &line),
            Ok(Line::Command(crate::engine::Command::Rolled { .. }))
        ),
        "{line}: the dice given go to the table-dice machinery"
    );
    let survival = form(&t, Action::Own("cor-survival"), "Vlad");
    assert!(
        survival.fields.iter().any(|f| f.label == "reaction"),
        "{:?}",
        survival.fields
    );
}
