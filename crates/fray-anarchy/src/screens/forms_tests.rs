//! The Anarchy forms: the line each writes, its defaults on the selected combatant (or the
//! one narrating), French labels writing the keywords, the engine's refusal of the GM's
//! spend past the GM's pool (the own keys opening them are in `forms_keys_tests.rs`).

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::super::super::ID;
use super::super::super::test_support::T;
use crate::i18n::{Lang, with_lang};
use crate::model::{CombatantId, Encounter};
use crate::script::{Line, parse_in};
use crate::tui::form::{Context, Form, Plan, build};
use crate::tui::keymap::Action;

pub(super) fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

pub(super) fn typed(form: &mut Form, focus: usize, text: &str) {
    form.focus = focus;
    for c in text.chars() {
        form.handle_key(key(KeyCode::Char(c)));
    }
}

pub(super) fn right(form: &mut Form, focus: usize, times: usize) {
    form.focus = focus;
    for _ in 0..times {
        form.handle_key(key(KeyCode::Right));
    }
}

pub(super) fn plan(state: &Encounter, action: Action, selected: Option<CombatantId>) -> Plan {
    plan_after(state, action, selected, None)
}

pub(super) fn plan_after(
    state: &Encounter,
    action: Action,
    selected: Option<CombatantId>,
    last_target: Option<CombatantId>,
) -> Plan {
    let mut habits = crate::tui::form::Habits::default();
    if let (Some(actor), Some(target)) = (selected, last_target) {
        habits.remember(
            state,
            &crate::tui::form::Habit {
                actor: crate::rules::names::display(state, actor),
                verb: "attack",
                target: Some(crate::rules::names::display(state, target)),
                ..Default::default()
            },
        );
    }
    let ctx = Context {
        state,
        selected,
        habits: &habits,
    };
    build(action, &ctx).unwrap_or_else(|| panic!("no plan for {action:?}"))
}

pub(super) fn on(t: &T, action: Action, name: &str) -> Form {
    match plan(&t.state, action, Some(t.who(name).id)) {
        Plan::Form(f) => f,
        other => panic!("{action:?}: {other:?}"),
    }
}

pub(super) fn own(t: &T, word: &'static str) -> Form {
    on(t, Action::Own(word), "Kira")
}

/// Kira and Jax (PCs), Ganger (NPC).
pub(super) fn table() -> T {
    let mut t = T::new();
    t.ok("add Jax pc str=3 wil=3 agi=5 log=3 chance=2 armor=3", &[]);
    t
}

/// Every action key the Anarchy fight offers, shared or own.
pub(super) fn every_action() -> Vec<Action> {
    let mut all = vec![
        Action::Test,
        Action::Attack,
        Action::Wound,
        Action::Heal,
        Action::Delay,
    ];
    all.extend(
        super::super::keys::own_keys()
            .iter()
            .map(|k| Action::Own(k.word)),
    );
    all
}

/// Each form, its required fields filled, writes a line the Anarchy reader takes.
#[test]
pub(super) fn every_form_line_reads_back_in_the_anarchy_language() {
    let t = table();
    for action in every_action() {
        let mut f = on(&t, action, "Kira");
        for field in &mut f.fields {
            if field.required && field.value.is_empty() {
                field.value = if field.number {
                    "2".into()
                } else {
                    "Host".into()
                };
            }
        }
        let line = f.line();
        assert!(
            matches!(parse_in(ID, &line), Ok(Line::Command(_))),
            "{action:?}: {line}"
        );
    }
}

#[test]
pub(super) fn the_test_form_writes_pool_threshold_glitch_complications_and_chance() {
    let t = table();
    let mut f = on(&t, Action::Test, "Kira");
    typed(&mut f, 1, "7");
    assert_eq!(f.line(), "test Kira 7");
    typed(&mut f, 2, "2");
    right(&mut f, 5, 1);
    typed(&mut f, 6, "1");
    right(&mut f, 7, 1);
    assert_eq!(
        f.line(),
        "test Kira 7 threshold 2 glitch complications 1 chance"
    );
    let mut r = own(&t, "ana-reroll");
    typed(&mut r, 1, "6");
    typed(&mut r, 4, "2");
    assert_eq!(r.line(), "reroll Kira 6 opposed 2");
    assert_eq!(on(&t, Action::Attack, "Kira").verb, "test");
}

#[test]
pub(super) fn damage_heal_initiative_and_group_write_their_lines() {
    let t = table();
    let mut d = on(&t, Action::Wound, "Ganger");
    typed(&mut d, 1, "4");
    right(&mut d, 2, 1);
    right(&mut d, 3, 1);
    assert_eq!(d.line(), "damage Ganger 4 stun no-armor");
    let mut h = on(&t, Action::Heal, "Kira");
    right(&mut h, 2, 1);
    assert_eq!(h.line(), "heal Kira 1 armor");
    let mut i = own(&t, "ana-initiative");
    assert_eq!(i.line(), "initiative Kira");
    typed(&mut i, 1, "2");
    assert_eq!(i.line(), "initiative Kira anarchy 2");
    let mut g = on(&t, Action::Own("ana-group"), "Ganger");
    assert_eq!(g.line(), "set Ganger group=0");
    g.fields[1].value = "1".into();
    assert_eq!(g.line(), "set Ganger group=1");
}

/// The spends list their effect, in French too, while the line keeps the keyword; the
/// target is written after `on` only when one is chosen.
#[test]
pub(super) fn spend_forms_show_the_effect_and_write_the_keyword() {
    let t = table();
    let mut s = own(&t, "ana-spend");
    assert_eq!(s.line(), "spend Kira well-disposed");
    assert_eq!(s.fields[1].shown_value(), "well-disposed (+3 dice)");
    right(&mut s, 1, 4);
    right(&mut s, 2, 3);
    right(&mut s, 3, 3);
    assert_eq!(s.line(), "spend Kira first-aid on Jax stun");
    with_lang(Lang::Fr, || {
        let mut s = own(&t, "ana-spend");
        assert_eq!(s.fields[1].shown_value(), "bien disposé (+3 dés)");
        right(&mut s, 1, 3);
        assert_eq!(
            s.fields[1].shown_value(),
            "fonce\u{202f}! (deux Déplacements)"
        );
        assert_eq!(s.line(), "spend Kira go");
        let gm = own(&t, "ana-gm-spend");
        assert_eq!(gm.fields[0].shown_value(), "MJ");
        assert_eq!(
            gm.fields[1].shown_value(),
            "prise de risque (un dé d’imprévu sur un jet)"
        );
    });
}

/// The GM's take-a-risk lands on the selected player; an empty GM's pool is refused by
/// the engine (the form shows the refusal), new threat is a GM's spend too.
#[test]
pub(super) fn the_gm_spends_from_the_gm_pool_and_past_it_is_refused() {
    let mut t = table();
    // The pool starts at one point per player; emptied here.
    t.ok("option gm-pool-start 0", &[]);
    let gm = own(&t, "ana-gm-spend");
    assert_eq!(gm.line(), "spend gm take-a-risk on Kira");
    assert_eq!(gm.title, "The GM spends from the GM's pool (0 left)");
    assert_eq!(
        own(&t, "ana-spend").title,
        "Spend an Anarchy point (Kira has 3)"
    );
    assert_eq!(own(&t, "ana-new-threat").line(), "spend gm new-threat");
    t.ok("award gm 1", &[]);
    t.ok(&gm.line(), &[]);
    assert!(!t.refused(&gm.line(), &[]).is_empty());
}

/// Interpose defaults to the one narrating (else an ally attacked last), never the
/// interposer; a target defaults to the last one attacked, else the nearest enemy.
#[test]
pub(super) fn targets_default_to_the_last_attacked_else_the_nearest_enemy_never_oneself() {
    let t = table();
    let mut hack = own(&t, "ana-hack");
    typed(&mut hack, 2, "8");
    assert_eq!(hack.line(), "hack Kira Ganger 8 vs easy mark");
    let ganger = on(&t, Action::Own("ana-range"), "Ganger");
    assert_eq!(ganger.line(), "range Ganger Kira short");
    let jax = t.who("Jax").id;
    let kira = t.who("Kira").id;
    let Plan::Form(f) = plan_after(&t.state, Action::Own("ana-marks"), Some(kira), Some(jax))
    else {
        panic!("no form")
    };
    assert_eq!(f.line(), "marks Kira Jax 1");
    let Plan::Form(f) = plan_after(&t.state, Action::Own("ana-marks"), Some(kira), Some(kira))
    else {
        panic!("no form")
    };
    assert_eq!(f.line(), "marks Kira Ganger 1");
    let mut i = on(&t, Action::Own("ana-interpose"), "Jax");
    typed(&mut i, 1, "6");
    typed(&mut i, 3, "3");
    assert!(!i.line().contains("for Jax"), "{}", i.line());
}

#[test]
pub(super) fn the_magic_and_matrix_forms_write_their_keywords_from_french_labels() {
    let t = table();
    with_lang(Lang::Fr, || {
        let mut c = own(&t, "ana-cast");
        right(&mut c, 1, 1);
        assert_eq!(c.fields[1].shown_value(), "effet (maintenu)");
        typed(&mut c, 2, "Levitate");
        typed(&mut c, 3, "2");
        assert_eq!(c.line(), "cast Kira effect Levitate amp 2");
        let mut h = own(&t, "ana-hack");
        right(&mut h, 4, 1);
        assert_eq!(h.fields[4].shown_value(), "force brute");
        typed(&mut h, 2, "8");
        assert_eq!(h.line(), "hack Kira Ganger 8 vs easy brute-force mark");
        let mut r = own(&t, "ana-range");
        right(&mut r, 2, 1);
        assert_eq!(r.fields[2].shown_value(), "intermédiaire (−2 dés)");
        assert_eq!(r.line(), "range Kira Ganger intermediate");
        let mut s = own(&t, "ana-server");
        typed(&mut s, 1, "Host");
        assert_eq!(s.line(), "server Kira Host needs 1");
        assert_eq!(own(&t, "ana-vr").fields[1].shown_value(), "en RV");
    });
    let mut r = own(&t, "ana-resist");
    typed(&mut r, 2, "9");
    assert_eq!(r.line(), "resist Kira mental 9 Ganger");
    let mut o = own(&t, "ana-reorder");
    assert_eq!(o.line(), "reorder reverse");
    right(&mut o, 0, 1);
    assert_eq!(o.line(), "reorder random");
}

/// Without a selection a form opens on the one narrating; with neither, the key says why.
#[test]
pub(super) fn forms_open_on_the_one_narrating_without_a_selection() {
    let mut t = table();
    assert!(matches!(
        plan(&t.state, Action::Test, None),
        Plan::Refuse(_)
    ));
    t.ok("initiative Kira", &[6, 6]);
    t.ok("initiative Jax", &[1, 1]);
    t.ok("initiative Ganger", &[1, 2]);
    t.ok("start", &[]);
    match plan(&t.state, Action::Own("ana-convergence"), None) {
        Plan::Form(f) => assert_eq!(f.line(), "convergence Kira"),
        other => panic!("{other:?}"),
    }
}
