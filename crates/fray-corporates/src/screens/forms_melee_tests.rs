//! The melee, situation and damage forms (COR-29 to COR-43): every key opens its form on
//! the selected combatant, each line parses, and the engine takes a strike, a dodge, an
//! engagement, damage, a recovery and a draw written by the forms.

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

fn set(form: &mut Form, label: &str, value: &str) {
    let i = form
        .fields
        .iter()
        .position(|f| f.label == label)
        .unwrap_or_else(|| panic!("no field {label}"));
    form.focus = i;
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

/// Kane (team leader, 4 declared) and Mara (bodyguard) against Roofer (sniper) and Tag
/// (ganger), one declared each; segment 1.
fn brawl() -> T {
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
    if let Err(e) = t.line(line, dice) {
        panic!("{line}: {e}");
    }
}

const KEYS: [&str; 15] = [
    "cor-strike",
    "cor-dodge",
    "cor-engage",
    "cor-disengage",
    "cor-follow",
    "cor-trip",
    "cor-grapple",
    "cor-throw",
    "cor-bullrush",
    "cor-draw",
    "cor-draw-use",
    "cor-gunpoint",
    "cor-break",
    "cor-duel",
    "cor-repair",
];

#[test]
fn cor_29_to_38_every_melee_key_opens_a_form_whose_line_reads() {
    let t = brawl();
    let mut actions: Vec<Action> = KEYS.iter().map(|w| Action::Own(w)).collect();
    actions.extend([Action::Wound, Action::Heal]);
    for action in actions {
        let who = if action == Action::Own("cor-repair") {
            "Mara"
        } else {
            "Kane"
        };
        let mut f = form(&t, action, who);
        let line = submit(&mut f);
        assert!(
            matches!(parse_in(ID, &line), Ok(Line::Command(_))),
            "{action:?}: {line}"
        );
    }
}

#[test]
fn cor_34_35_the_strike_form_writes_its_special_kind_and_situation_and_runs() {
    let mut t = brawl();
    let mut f = form(&t, Action::Own("cor-strike"), "Kane");
    assert_eq!(f.fields[1].value, "Roofer", "the nearest enemy");
    assert_eq!(f.fields[2].value, "knife", "the first blade");
    set(&mut f, "back turned (+5)", "back");
    set(&mut f, "attackers", "2");
    let line = submit(&mut f);
    assert_eq!(line, "strike Kane at Roofer with knife back attackers 2");
    runs(&mut t, &line, &[6; 10]);
}

#[test]
fn cor_32_33_39_43_dodge_engage_damage_recovery_and_draw_from_the_forms() {
    let mut t = brawl();
    let mut f = form(&t, Action::Own("cor-engage"), "Kane");
    set(&mut f, "opponent", "Tag");
    let line = submit(&mut f);
    assert_eq!(line, "engage Kane Tag");
    runs(&mut t, &line, &[]);
    let mut f = form(&t, Action::Own("cor-dodge"), "Tag");
    set(&mut f, "against", "blow");
    let line = submit(&mut f);
    assert_eq!(line, "dodge Tag against blow");
    runs(&mut t, &line, &[3, 3, 3]);
    let mut f = form(&t, Action::Wound, "Tag");
    set(&mut f, "by", "Kane");
    set(&mut f, "weapon", "pistol");
    set(&mut f, "attack margin", "12");
    let line = submit(&mut f);
    assert_eq!(line, "hurt Tag by Kane with pistol margin 12");
    runs(&mut t, &line, &[6; 40]);
    let mut f = form(&t, Action::Heal, "Tag");
    set(&mut f, "track", "wound");
    let line = submit(&mut f);
    assert_eq!(line, "heal Tag wound 1");
    runs(&mut t, &line, &[]);
    let mut f = form(&t, Action::Own("cor-draw"), "Mara");
    let line = submit(&mut f);
    assert_eq!(line, "draw Mara pistol");
    runs(&mut t, &line, &[]);
}

#[test]
fn the_damage_kind_reads_as_a_punch_not_a_size_in_both_languages() {
    let t = brawl();
    for (lang, word) in [
        (Lang::En, "punch or kick"),
        (Lang::Fr, "coup de poing ou de pied"),
    ] {
        with_lang(lang, || {
            let mut f = form(&t, Action::Wound, "Tag");
            set(
                &mut f,
                match lang {
                    Lang::Fr => "type d’arme",
                    _ => "weapon kind",
                },
                "hand",
            );
            let i = f.focus;
            assert_eq!(f.fields[i].shown_value(), word);
        });
    }
}
