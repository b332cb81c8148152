//! The movement and shooting forms (COR-13 to COR-28): the shot form's choices write the
//! shot's words and the engine takes the line, an aiming step, covering fire and crossing
//! it, a move; a bad choice or number is refused on its field.

use ratatui::crossterm::event::KeyCode;

use super::super::super::ID;
use super::super::super::test_support::T;
use crate::i18n::{Lang, with_lang};
use crate::script::{Line, parse_in};
use crate::tui::form::test_support::{key, typed};
use crate::tui::form::{Context, Form, FormOutcome, Plan, build};
use crate::tui::keymap::Action;

fn form(t: &T, action: Action, name: &str) -> Form {
    let ctx = Context {
        state: &t.state,
        selected: Some(t.id(name)),
        habits: &crate::tui::form::Habits::default(),
    };
    match build(action, &ctx) {
        Some(Plan::Form(f)) => f,
        other => panic!("{action:?}: {other:?}"),
    }
}

fn at(form: &mut Form, label: &str) -> usize {
    let i = form
        .fields
        .iter()
        .position(|f| f.label == label)
        .unwrap_or_else(|| panic!("no field {label}"));
    form.focus = i;
    i
}

fn set(form: &mut Form, label: &str, value: &str) {
    let i = at(form, label);
    if form.fields[i].free {
        form.fields[i].value.clear();
        typed(form, value);
    } else {
        form.fields[i].value = value.to_string();
    }
}

fn submit(form: &mut Form) -> String {
    match form.handle_key(key(KeyCode::Enter)) {
        FormOutcome::Submit(line) => line,
        other => panic!("{other:?}: {:?}", form.fields),
    }
}

/// Kane (team leader) and Mara (bodyguard) against the sniper Roofer and the ganger Tag, from the
/// bestiary; Kane 4 declared actions, the others 1; segment 1.
fn firefight() -> T {
    let mut t = T::new();
    for line in [
        "remove Ana",
        "remove Vlad",
        "add Kane pc from team-leader",
        "add Mara pc from bodyguard",
        "add Roofer enemy from sniper",
        "add Tag enemy from ganger",
    ] {
        t.ok(line, &[]);
    }
    t.ok("start", &[6, 6, 6, 5, 5, 5, 5, 1, 1, 1, 1, 1]);
    for line in [
        "declare Tag 1",
        "declare Roofer 1",
        "declare Kane 4",
        "declare Mara 1",
    ] {
        t.ok(line, &[]);
    }
    t
}

fn runs(t: &mut T, line: &str, dice: &[u32]) {
    assert!(matches!(parse_in(ID, line), Ok(Line::Command(_))), "{line}");
    if let Err(e) = t.line(line, dice) {
        panic!("{line}: {e}");
    }
}

#[test]
fn cor_16_to_28_the_shot_form_writes_every_modifier_picked() {
    let mut t = firefight();
    let mut f = form(&t, Action::Attack, "Kane");
    assert_eq!(f.fields[1].value, "Roofer", "the nearest enemy");
    assert_eq!(f.fields[2].value, "rifle", "the first gun");
    set(&mut f, "range", "range long");
    set(&mut f, "shot", "snap");
    set(&mut f, "burst", "3");
    set(&mut f, "size seen", "head");
    set(&mut f, "target moving", "run");
    set(&mut f, "along the firing axis", "axis");
    set(&mut f, "cover", "car-door");
    set(&mut f, "car’s armour", "2");
    set(&mut f, "in a crowd: density", "5");
    set(&mut f, "visibility", "poor");
    set(&mut f, "at (m)", "40");
    set(&mut f, "night vision", "ir");
    set(&mut f, "reflex shot: target appears", "side");
    set(&mut f, "GM’s modifier", "2");
    let line = submit(&mut f);
    assert_eq!(
        line,
        "shoot Kane at Roofer with rifle range long snap burst 3 size head moving run axis \
         cover car-door 2 crowd 5 visibility poor 40 ir reflex side mod 2"
    );
    runs(&mut t, &line, &[6; 12]);
}

#[test]
fn cor_20_a_point_blank_shot_at_a_distance_and_the_labels_in_french() {
    let mut t = firefight();
    let mut f = form(&t, Action::Attack, "Kane");
    set(&mut f, "target", "Tag");
    set(&mut f, "weapon", "pistol");
    set(&mut f, "range", "distance 2");
    set(&mut f, "point blank (< 3 m)", "pointblank");
    let line = submit(&mut f);
    assert_eq!(line, "shoot Kane at Tag with pistol distance 2 pointblank");
    runs(&mut t, &line, &[6; 8]);
    with_lang(Lang::Fr, || {
        let mut f = form(&t, Action::Attack, "Kane");
        let i = at(&mut f, "taille visible");
        f.fields[i].value = "head".into();
        assert_eq!(f.fields[i].shown_value(), "tête, chat (+10)");
        let i = at(&mut f, "portée");
        assert_eq!(f.fields[i].shown_value(), "portée moyenne (15)");
    });
}

#[test]
fn a_bad_value_on_the_shot_form_is_refused_on_its_field() {
    let t = firefight();
    let mut f = form(&t, Action::Attack, "Kane");
    set(&mut f, "size seen", "elephant");
    assert_eq!(f.handle_key(key(KeyCode::Enter)), FormOutcome::Continue);
    let i = at(&mut f, "size seen");
    assert!(f.fields[i].error.is_some(), "not a size of COR-24");
    set(&mut f, "size seen", "");
    set(&mut f, "in a crowd: density", "99");
    let line = submit(&mut f);
    let Err(e) = parse_in(ID, &line) else {
        panic!("{line} read")
    };
    f.show_parse_error(&e);
    let i = at(&mut f, "in a crowd: density");
    assert!(f.fields[i].error.is_some(), "{line}: density 5 to 10");
}

#[test]
fn cor_19_21_22_13_aim_cover_cross_and_move_forms_write_lines_the_engine_takes() {
    let mut t = firefight();
    let mut f = form(&t, Action::Own("cor-aim"), "Kane");
    set(&mut f, "stance", "braced");
    let line = submit(&mut f);
    assert_eq!(line, "aim Kane at Roofer with rifle range medium braced");
    runs(&mut t, &line, &[6; 8]);
    let mut f = form(&t, Action::Own("cor-cover"), "Mara");
    set(&mut f, "weapon use", "single");
    set(&mut f, "metres covered", "3");
    let line = submit(&mut f);
    assert_eq!(
        line,
        "cover Mara with pistol burst single metres 3 from 1 to 5"
    );
    runs(&mut t, &line, &[]);
    let mut f = form(&t, Action::Own("cor-cross"), "Tag");
    assert_eq!(f.fields[1].value, "Mara", "the one covering");
    set(&mut f, "answer", "refuse");
    let line = submit(&mut f);
    assert_eq!(line, "cross Tag through Mara refuse");
    runs(&mut t, &line, &[3, 4]);
    let mut f = form(&t, Action::Own("cor-move"), "Kane");
    set(&mut f, "terrain", "rough");
    let line = submit(&mut f);
    assert_eq!(line, "move Kane rough");
    runs(&mut t, &line, &[]);
}

#[test]
fn cor_15_25_26_posture_combat_move_and_fall_forms() {
    let mut t = firefight();
    for (word, line) in [
        ("cor-combat-move", "combat-move Kane on"),
        ("cor-crouch", "crouch Kane"),
        ("cor-stand", "stand Kane"),
        ("cor-prone", "prone Kane"),
        ("cor-fall", "fall Kane 1"),
    ] {
        let mut f = form(&t, Action::Own(word), "Kane");
        let written = submit(&mut f);
        assert_eq!(written, line);
        runs(&mut t, &written, &[4, 4, 4, 4]);
    }
    let f = form(&t, Action::Own("cor-combat-move"), "Kane");
    assert_eq!(f.fields[1].value, "off", "on already: the form offers off");
}
