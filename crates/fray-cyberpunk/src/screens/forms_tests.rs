//! The Cyberpunk forms: the line each writes, its defaults on the selected combatant (or
//! the acting slot's owner), French labels writing the keywords, and the own keys opening
//! them and listed by `?` in both languages.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::super::super::CyberCommand as C;
use super::super::super::test_support::{GANGER, T, VIC, gun};
use crate::i18n::{Lang, with_lang};
use crate::model::Encounter;
use crate::tui::form::{Context, Form, Plan, build};
use crate::tui::keymap::{Action, Keymap, Mode};

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn typed(form: &mut Form, focus: usize, text: &str) {
    form.focus = focus;
    for c in text.chars() {
        form.handle_key(key(KeyCode::Char(c)));
    }
}

fn right(form: &mut Form, focus: usize, times: usize) {
    form.focus = focus;
    for _ in 0..times {
        form.handle_key(key(KeyCode::Right));
    }
}

fn plan(state: &Encounter, action: Action, selected: Option<crate::model::CombatantId>) -> Plan {
    let ctx = Context {
        state,
        selected,
        habits: &crate::tui::form::Habits::default(),
    };
    build(action, &ctx).unwrap_or_else(|| panic!("no plan for {action:?}"))
}

fn form(state: &Encounter, word: &'static str) -> Form {
    match plan(state, Action::Own(word), Some(VIC)) {
        Plan::Form(f) => f,
        other => panic!("{word}: {other:?}"),
    }
}

fn pistol() -> crate::model::Gear {
    gun(
        "pistol",
        &[("damage", "2D6+3"), ("rof", "2"), ("skill", "handgun")],
        &["in-hand"],
    )
}

/// Vic with a pistol in hand, a pump shotgun unchambered and an SMG; initiative 25.
fn table() -> T {
    let mut t = T::new();
    t.arm(VIC, pistol());
    t.arm(
        VIC,
        gun(
            "shotgun",
            &[("damage", "4D6"), ("action", "manual")],
            &["unchambered"],
        ),
    );
    t.arm(
        VIC,
        gun(
            "smg",
            &[("damage", "2D6+1"), ("action", "auto"), ("rof", "30")],
            &[],
        ),
    );
    t.set_init(VIC, 25);
    t
}

#[test]
fn initiative_writes_the_boost_and_says_when_a_re_roll_costs_an_action() {
    let t = table();
    let mut f = form(&t.state, "cpi-initiative");
    assert_eq!(f.line(), "initiative Vic");
    typed(&mut f, 1, "+2");
    assert_eq!(f.line(), "initiative Vic +2");
    assert_eq!(f.title, "Initiative");
    let mut t = table();
    t.option("initiative-timing", "once");
    assert!(
        form(&t.state, "cpi-initiative")
            .title
            .contains("costs this round")
    );
}

#[test]
fn actions_offers_up_to_the_most_with_the_penalty_and_slots() {
    let t = table();
    let mut f = form(&t.state, "cpi-actions");
    assert_eq!(f.fields[1].options, ["1", "2", "3"]);
    assert!(f.title.contains("at most 3"), "{}", f.title);
    assert_eq!(f.line(), "actions Vic 1");
    right(&mut f, 1, 2);
    assert_eq!(f.fields[1].shown_value(), "3 at −6 each — slots 25, 15, 5");
    assert_eq!(f.line(), "actions Vic 3");
}

#[test]
fn shoot_guesses_from_the_weapon_in_hand_and_names_the_target() {
    let t = table();
    let mut f = match plan(&t.state, Action::Attack, Some(VIC)) {
        Plan::Form(f) => f,
        other => panic!("{other:?}"),
    };
    assert_eq!(f.line(), "shoot Vic pistol single");
    assert_eq!(f.fields[2].options, ["single"], "a pistol has no burst");
    right(&mut f, 4, 1);
    typed(&mut f, 6, "15");
    assert_eq!(f.line(), "shoot Vic pistol single at ganger vs=15");
    // An automatic weapon in hand offers burst and auto N.
    let mut t = table();
    t.own(
        C::Draw {
            who: "Vic".into(),
            weapon: "smg".into(),
            stow: false,
        },
        &[],
    )
    .expect("draw");
    let mut f = match plan(&t.state, Action::Attack, Some(VIC)) {
        Plan::Form(f) => f,
        other => panic!("{other:?}"),
    };
    right(&mut f, 2, 2);
    typed(&mut f, 3, "10");
    assert_eq!(f.line(), "shoot Vic smg auto 10");
}

#[test]
fn weapon_forms_open_on_the_weapon_that_needs_them() {
    let t = table();
    assert_eq!(form(&t.state, "cpi-chamber").line(), "chamber Vic shotgun");
    assert_eq!(form(&t.state, "cpi-reload").line(), "reload Vic pistol");
    assert_eq!(form(&t.state, "cpi-unjam").line(), "unjam Vic pistol");
    let mut d = form(&t.state, "cpi-draw");
    assert_eq!(d.line(), "draw Vic shotgun");
    right(&mut d, 2, 1);
    assert_eq!(d.line(), "draw Vic shotgun stow");
    assert_eq!(form(&t.state, "cpi-fumble").line(), "fumble Vic 6 pistol");
}

#[test]
fn aim_and_sight_default_to_the_aimed_target() {
    let mut t = table();
    let mut f = form(&t.state, "cpi-aim");
    assert_eq!(f.line(), "aim Vic");
    right(&mut f, 1, 1);
    assert_eq!(f.line(), "aim Vic ganger");
    assert_eq!(f.fields[1].shown_value(), "Ganger");
    t.own(
        C::Aim {
            who: "Vic".into(),
            target: Some("Ganger".into()),
        },
        &[],
    )
    .expect("aim");
    assert_eq!(form(&t.state, "cpi-aim").line(), "aim Vic ganger");
    assert_eq!(form(&t.state, "cpi-sight").line(), "unseen Ganger");
    let shot = match plan(&t.state, Action::Attack, Some(VIC)) {
        Plan::Form(f) => f,
        other => panic!("{other:?}"),
    };
    assert_eq!(shot.line(), "shoot Vic pistol single at ganger");
}

#[test]
fn moves_and_saves() {
    let t = table();
    assert_eq!(form(&t.state, "cpi-run").line(), "run Vic 1");
    let mut s = form(&t.state, "cpi-stance");
    assert_eq!(s.line(), "stance Vic crouch");
    right(&mut s, 1, 1);
    assert_eq!(s.line(), "stance Vic prone");
    let mut a = form(&t.state, "cpi-act");
    assert_eq!(a.line(), "act Vic melee");
    right(&mut a, 1, 3);
    assert_eq!(a.line(), "act Vic vehicle fast");
    right(&mut a, 1, 1);
    typed(&mut a, 2, "2");
    assert_eq!(a.line(), "act Vic other 2");
    assert_eq!(form(&t.state, "cpi-support").line(), "support Vic bipod");
    assert_eq!(form(&t.state, "cpi-save").line(), "save Vic stun");
}

/// The delay form says where the next action stands and writes the score (CPI-05).
#[test]
fn delay_says_where_the_next_action_stands() {
    let mut t = T::new();
    t.start(&[5, 5]);
    t.set_init(VIC, 27);
    t.actions("Vic", 2).expect("actions");
    let mut f = match plan(&t.state, Action::Delay, Some(VIC)) {
        Plan::Form(f) => f,
        other => panic!("{other:?}"),
    };
    assert_eq!(f.title, "Delay the next action (now at 27)");
    typed(&mut f, 1, "22");
    assert_eq!(f.line(), "delay Vic 22");
}

/// Without a selection a form opens on the owner of the acting slot; with neither, the
/// key says why.
#[test]
fn forms_open_on_the_acting_slot_without_a_selection() {
    let mut t = T::new();
    assert!(matches!(
        plan(&t.state, Action::Own("cpi-run"), None),
        Plan::Refuse(_)
    ));
    t.start(&[5, 5]);
    t.set_init(GANGER, 30);
    t.actions("Ganger", 1).expect("actions");
    t.next();
    match plan(&t.state, Action::Own("cpi-run"), None) {
        Plan::Form(f) => assert_eq!(f.line(), "run Ganger 1"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn every_form_line_reads_back_in_the_cyberpunk_language() {
    use crate::script::{Line, parse_in};
    let t = table();
    for (_, k) in crate::tui::system::own_keys() {
        if !k.word.starts_with("cpi-") {
            continue;
        }
        let line = form(&t.state, k.word).line();
        assert!(
            matches!(
                parse_in(super::super::super::ID, &line),
                Ok(Line::Command(_))
            ),
            "{}: {line}",
            k.word
        );
    }
}

#[test]
fn french_labels_write_the_keywords() {
    let t = table();
    with_lang(Lang::Fr, || {
        let mut s = form(&t.state, "cpi-stance");
        assert_eq!(s.fields[1].shown_value(), "accroupi");
        right(&mut s, 1, 1);
        assert_eq!(s.fields[1].shown_value(), "allongé");
        assert_eq!(s.line(), "stance Vic prone");
        let mut a = form(&t.state, "cpi-actions");
        right(&mut a, 1, 1);
        assert_eq!(
            a.fields[1].shown_value(),
            "2 à −3 chacune — créneaux 25, 15"
        );
        let f = form(&t.state, "cpi-support");
        assert_eq!(f.fields[1].shown_value(), "bipied");
        assert_eq!(f.line(), "support Vic bipod");
    });
}

/// Each own key, at its default binding, opens its form in a Cyberpunk fight; `?` lists
/// them in English and French; the other systems' ladder moves are refused here.
#[test]
fn each_own_key_opens_its_form_and_help_lists_them() {
    use crate::tui::view::help::help_lines;
    let t = table();
    let keymap = Keymap::default();
    for k in super::super::keys::own_keys() {
        let chord = crate::tui::keymap::Chord::parse(k.keys[0]).expect("chord");
        let event = KeyEvent::new(chord.code, chord.modifiers);
        let action = keymap.action(Mode::Fight, &event);
        assert_eq!(action, Some(Action::Own(k.word)), "{}", k.keys[0]);
        assert!(
            matches!(
                plan(&t.state, Action::Own(k.word), Some(VIC)),
                Plan::Form(_)
            ),
            "{}",
            k.word
        );
    }
    let shown = |lang| {
        with_lang(lang, || {
            help_lines(&keymap, Mode::Fight, Some(super::super::super::ID))
                .into_iter()
                .map(|(k, v)| format!("{k} {v}"))
                .collect::<Vec<_>>()
        })
    };
    let en = shown(Lang::En);
    let fr = shown(Lang::Fr);
    for wanted in [
        "V Cyberpunk: aim",
        "* Cyberpunk: number of actions",
        "U Cyberpunk: clear a jam",
    ] {
        assert!(en.iter().any(|l| l.starts_with(wanted)), "{wanted}: {en:?}");
    }
    for wanted in ["V Cyberpunk\u{a0}: viser", "L Cyberpunk\u{a0}: recharger"] {
        assert!(fr.iter().any(|l| l.starts_with(wanted)), "{wanted}: {fr:?}");
    }
    let actions =
        crate::tui::view::help::help_keys(&keymap, Mode::Fight, Some(super::super::super::ID));
    assert!(
        !actions.iter().any(|(a, _, _)| *a == Action::ActNow),
        "{en:?}"
    );
    assert!(matches!(
        plan(&t.state, Action::ActNow, Some(VIC)),
        Plan::Refuse(_)
    ));
}
