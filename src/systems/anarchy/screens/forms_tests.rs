//! The Anarchy forms: the line each writes, its defaults on the selected combatant (or the
//! one narrating), French labels writing the keywords, the engine's refusal of the GM's
//! spend past the GM's pool, and the own keys opening them and listed by `?` in both
//! languages.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::super::super::ID;
use super::super::super::test_support::T;
use crate::i18n::{Lang, with_lang};
use crate::model::{CombatantId, Encounter};
use crate::script::{Line, parse_in};
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

fn plan(state: &Encounter, action: Action, selected: Option<CombatantId>) -> Plan {
    plan_after(state, action, selected, None)
}

fn plan_after(
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

fn on(t: &T, action: Action, name: &str) -> Form {
    match plan(&t.state, action, Some(t.who(name).id)) {
        Plan::Form(f) => f,
        other => panic!("{action:?}: {other:?}"),
    }
}

fn own(t: &T, word: &'static str) -> Form {
    on(t, Action::Own(word), "Kira")
}

/// Kira and Jax (PCs), Ganger (NPC).
fn table() -> T {
    let mut t = T::new();
    t.ok("add Jax pc str=3 wil=3 agi=5 log=3 chance=2 armor=3", &[]);
    t
}

/// Every action key the Anarchy fight offers, shared or own.
fn every_action() -> Vec<Action> {
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
fn every_form_line_reads_back_in_the_anarchy_language() {
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
fn the_test_form_writes_pool_threshold_glitch_complications_and_chance() {
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
fn damage_heal_initiative_and_group_write_their_lines() {
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
fn spend_forms_show_the_effect_and_write_the_keyword() {
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
fn the_gm_spends_from_the_gm_pool_and_past_it_is_refused() {
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
fn targets_default_to_the_last_attacked_else_the_nearest_enemy_never_oneself() {
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
fn the_magic_and_matrix_forms_write_their_keywords_from_french_labels() {
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
fn forms_open_on_the_one_narrating_without_a_selection() {
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

/// Each own key, at its default binding, opens its form in an Anarchy fight; `?` lists
/// them in English and French; the shared moves with no meaning here are refused.
#[test]
fn each_own_key_opens_its_form_and_help_lists_them() {
    use crate::tui::view::help::help_lines;
    let t = table();
    let keymap = Keymap::default();
    for k in super::super::keys::own_keys() {
        let chord = crate::tui::keymap::Chord::parse(k.keys[0]).expect("chord");
        let event = KeyEvent::new(chord.code, chord.modifiers);
        assert_eq!(
            keymap.action(Mode::Fight, &event),
            Some(Action::Own(k.word)),
            "{}",
            k.keys[0]
        );
        assert!(matches!(own_plan(&t, k.word), Plan::Form(_)), "{}", k.word);
    }
    let shown = |lang| {
        with_lang(lang, || {
            help_lines(&keymap, Mode::Fight, Some(ID))
                .into_iter()
                .map(|(k, v)| format!("{k} {v}"))
                .collect::<Vec<_>>()
        })
    };
    let en = shown(Lang::En);
    let fr = shown(Lang::Fr);
    for wanted in [
        "$ Anarchy: spend an Anarchy point",
        "| Anarchy: interpose",
        "Alt-h Anarchy: hack",
    ] {
        assert!(en.iter().any(|l| l.starts_with(wanted)), "{wanted}: {en:?}");
    }
    for wanted in [
        "% Anarchy\u{a0}: le MJ dépense",
        "~ Anarchy\u{a0}: relancer",
    ] {
        assert!(fr.iter().any(|l| l.starts_with(wanted)), "{wanted}: {fr:?}");
    }
    // The delay key moves a Narration for this Turn (`shift`).
    assert!(en.iter().any(|l| l.contains("[delay]")), "{en:?}");
    for refused in [
        Action::ActNow,
        Action::Rush,
        Action::Marker,
        Action::Declare,
    ] {
        assert!(
            super::super::keys::refuses(refused).is_some(),
            "{refused:?}"
        );
    }
}

fn own_plan(t: &T, word: &'static str) -> Plan {
    plan(&t.state, Action::Own(word), Some(t.who("Kira").id))
}

#[test]
fn completion_offers_each_keyword_once_and_the_french_words_in_french() {
    let en = super::super::choice_words::completion();
    assert_eq!(en.iter().filter(|w| *w == "vs").count(), 1);
    assert!(en.iter().any(|w| w == "well-disposed"));
    assert!(en.iter().any(|w| w == "brute-force"));
    let fr = with_lang(Lang::Fr, super::super::choice_words::completion);
    assert!(fr.iter().any(|w| w == "contre"));
    assert!(fr.iter().any(|w| w == "force-brute"));
}

#[test]
fn award_goes_to_the_gm_by_typing_g() {
    let t = table();
    let mut a = own(&t, "ana-award");
    assert_eq!(a.line(), "award Kira 1");
    typed(&mut a, 0, "g");
    assert_eq!(a.line(), "award gm 1");
}

/// VR opens on the other state: out of it once in.
#[test]
fn vr_defaults_to_the_other_state() {
    let mut t = table();
    assert_eq!(own(&t, "ana-vr").line(), "vr Kira on");
    t.ok("vr Kira on", &[]);
    assert_eq!(own(&t, "ana-vr").line(), "vr Kira off");
}

/// When the table rolls, every rolling form offers the dice the verb may roll.
#[test]
fn rolling_forms_offer_the_table_dice() {
    let mut t = table();
    t.ok("option dice table", &[]);
    let keyed = |f: &Form| -> Vec<String> {
        f.fields
            .iter()
            .filter_map(|x| match x.piece {
                crate::tui::form::Piece::Keyed(k) => Some(k.to_string()),
                _ => None,
            })
            .collect()
    };
    assert_eq!(
        keyed(&on(&t, Action::Test, "Kira")),
        ["pool", "glitch", "complication"]
    );
    assert!(keyed(&own(&t, "ana-reroll")).contains(&"pool".to_string()));
    assert!(keyed(&own(&t, "ana-hack")).contains(&"pool".to_string()));
    assert!(keyed(&own(&t, "ana-initiative")).contains(&"initiative".to_string()));
    assert!(keyed(&own(&t, "ana-vr")).is_empty());
}

/// The delay key moves a Narration for this Turn (ANA-11): last by default, next, or after
/// anyone else, in the GM's words.
#[test]
fn the_delay_key_moves_a_narration_last_next_or_after_someone() {
    let mut t = table();
    let mut f = on(&t, Action::Delay, "Ganger");
    assert_eq!(f.line(), "shift Ganger last");
    right(&mut f, 1, 1);
    assert_eq!(f.line(), "shift Ganger first");
    right(&mut f, 1, 2);
    assert_eq!(f.line(), "shift Ganger after Jax");
    let fr = with_lang(Lang::Fr, || {
        on(&t, Action::Delay, "Ganger").fields[1].labels.clone()
    });
    assert!(fr.iter().any(|l| l == "après Kira"), "{fr:?}");
    t.ok("start", &[6, 6, 1, 1, 2, 2]);
    t.ok(&on(&t, Action::Delay, "Ganger").line(), &[]);
}

/// After a stun baton's hit (no defense success), the damage form is the guard's blow on
/// the one hit: the baton's damage value 4 plus every success, on the stun monitor, and
/// its line reads back with the attacker and the weapon.
#[test]
fn a_stun_batons_hit_opens_stun_damage_of_its_value_plus_the_net_hits() {
    use crate::tui::form::test_support::{form_for, table_of};
    let t = table_of(
        ID,
        &[
            "add Guard from corp-guard",
            "add Razor pc from street-samurai",
            "test Guard 8 at Razor with stun-baton vs 0",
        ],
    );
    let successes = t
        .records()
        .last()
        .and_then(|r| r.events.iter().find_map(super::super::super::fact_of))
        .and_then(|f| match f {
            super::super::super::AnarchyFact::AnaTest { roll, .. } => Some(roll.successes()),
            _ => None,
        })
        .expect("the test");
    let form = form_for(&t, Action::Wound, 0);
    assert!(form.chain, "it follows the hit");
    let line = form.line();
    assert_eq!(
        line,
        format!("damage Razor {} stun by Guard with stun-baton", 4 + successes)
    );
    assert!(matches!(parse_in(ID, &line), Ok(Line::Command(_))), "{line}");
}
