//! The Anarchy forms' own keys: each opens its form and `?` lists them in both languages;
//! completion, the award and VR defaults, the table dice the rolling forms offer, the
//! delay key, and the damage form after a stun baton's hit.

use ratatui::crossterm::event::KeyEvent;

use super::super::super::ID;
use super::super::super::test_support::T;
use super::tests::*;
use crate::i18n::{Lang, with_lang};
use crate::script::{Line, parse_in};
use crate::tui::form::{Form, Plan};
use crate::tui::keymap::{Action, Keymap, Mode};

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
    let actions = crate::tui::view::help::help_keys(&keymap, Mode::Fight, Some(ID));
    assert!(
        actions.iter().any(|(a, _, _)| *a == Action::Delay),
        "{en:?}"
    );
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
        format!(
            "damage Razor {} stun by Guard with stun-baton",
            4 + successes
        )
    );
    assert!(
        matches!(parse_in(ID, &line), Ok(Line::Command(_))),
        "{line}"
    );
}
