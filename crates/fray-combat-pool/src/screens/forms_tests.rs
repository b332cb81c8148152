//! The combat pool's forms: the exact line each writes, defaults on the selected
//! combatant, choices cycled with ←/→, and the keys refused in the wrong system.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::super::fixture::squad;
use super::super::form_driver::{form, key, plan, right, typed};
use crate::tui::form::Plan;
use crate::tui::keymap::Action;

#[test]
fn recharge_cycles_fast_slow_both() {
    let s = squad();
    let mut f = form(&s, Action::Own("recharge"), 0);
    assert_eq!(f.line(), "recharge Ada fast");
    right(&mut f, 1, 1);
    assert_eq!(f.line(), "recharge Ada slow");
    right(&mut f, 1, 1);
    assert_eq!(f.line(), "recharge Ada both");
}

#[test]
fn allocate_defaults_to_all_and_takes_a_number() {
    let s = squad();
    let mut f = form(&s, Action::Own("allocate"), 1);
    assert_eq!(f.line(), "allocate Ganger all");
    right(&mut f, 1, 1);
    assert_eq!(f.line(), "allocate Ganger 1");
}

/// At a real bag (« Les jetons alloués à la défense sont placés face cachés »), the
/// allocate form does not demand the faces: its `bag` field may be left empty, the hint
/// says the tokens then stay face down, and the line it writes draws them with no face.
#[test]
fn srp_07_at_the_real_bag_allocate_may_leave_the_faces_empty() {
    let mut s = squad();
    s.options.insert("dice".into(), "table".into());
    let f = form(&s, Action::Own("allocate"), 1);
    let bag = f
        .fields
        .iter()
        .find(|field| field.label == "bag")
        .unwrap_or_else(|| panic!("a bag field in {f:?}"));
    assert!(!bag.required);
    assert_eq!(bag.hint, crate::i18n::fixed("pool-ui-hint-face-down-bag"));
    assert_eq!(f.line(), "allocate Ganger all");
    let Ok(crate::script::Line::Command(command)) = crate::script::parse_in(s.system, &f.line())
    else {
        panic!("{}", f.line())
    };
    let system = crate::rules::system(s.system);
    let events = crate::engine::table_dice::decide(
        system.rolls(),
        &crate::engine::GivenDice::default(),
        true,
        &mut crate::engine::SeededDice::new(7),
        |dice| system.decide_after(&s, &[], &command, dice),
    )
    .expect("allocated with no faces");
    assert!(
        events.iter().any(|e| matches!(
            e,
            crate::engine::Event::DefenseDrawn { tokens, faceless, .. }
                if tokens.is_empty() && *faceless > 0
        )),
        "{events:?}"
    );
}

#[test]
fn spend_writes_other_and_purpose() {
    let s = squad();
    let mut f = form(&s, Action::Own("spend"), 0);
    assert_eq!(f.line(), "spend Ada 1");
    right(&mut f, 2, 1);
    typed(&mut f, 3, "picks the lock");
    assert_eq!(f.line(), "spend Ada 1 other for picks the lock");
}

#[test]
fn a_change_of_intention_has_a_cost_choice() {
    let s = squad();
    let mut f = form(&s, Action::Declare, 0);
    typed(&mut f, 2, "dives behind the crates");
    assert_eq!(f.line(), "intend Ada free \"dives behind the crates\"");
    right(&mut f, 1, 1);
    assert_eq!(f.line(), "intend Ada token \"dives behind the crates\"");
    right(&mut f, 1, 1);
    assert_eq!(f.line(), "intend Ada action \"dives behind the crates\"");
}

#[test]
fn total_defense_asks_first() {
    let s = squad();
    let f = form(&s, Action::Own("total-defense"), 0);
    assert!(
        f.question
            .as_deref()
            .is_some_and(|q| q.contains("1 pool token"))
    );
    assert_eq!(f.line(), "total-defense Ada");
}

#[test]
fn reduce_defense_evade_and_aim() {
    let s = squad();
    let mut f = form(&s, Action::Own("reduce-defense"), 0);
    assert_eq!(f.line(), "reduce-defense Ada 1");
    f.focus = 1;
    f.handle_key(key(KeyCode::Backspace));
    typed(&mut f, 1, "2");
    assert_eq!(f.line(), "reduce-defense Ada 2");
    assert_eq!(form(&s, Action::Own("evade"), 1).line(), "evade Ganger 1");
    assert_eq!(
        plan(&s, Action::Own("aim"), 0),
        Plan::Line("aim Ada".into())
    );
}

#[test]
fn stress_starts_on_the_current_level() {
    let s = squad();
    let mut f = form(&s, Action::Own("stress"), 0);
    assert_eq!(f.line(), "stress Ada high");
    right(&mut f, 1, 1);
    assert_eq!(f.line(), "stress Ada low");
    assert_eq!(form(&s, Action::Own("stress"), 2).line(), "stress Rook low");
}

#[test]
fn pool_type_with_a_score() {
    let s = squad();
    let mut f = form(&s, Action::Own("pool-type"), 0);
    assert_eq!(f.line(), "pool Ada instinct");
    typed(&mut f, 2, "12");
    assert_eq!(f.line(), "pool Ada instinct score=12");
    assert_eq!(
        form(&s, Action::Own("pool-type"), 2).line(),
        "pool Rook instinct"
    );
}

#[test]
fn a_ranged_attack_writes_every_field() {
    let s = squad();
    let mut f = form(&s, Action::Attack, 0);
    assert_eq!(f.line(), "attack Ada at ganger short single");
    // End keeps the prefilled target and types after it (a key alone would replace it).
    f.focus = 1;
    f.handle_key(key(KeyCode::End));
    typed(&mut f, 1, ",rook");
    typed(&mut f, 2, "3");
    right(&mut f, 4, 2);
    typed(&mut f, 5, "+1");
    typed(&mut f, 6, "2");
    right(&mut f, 7, 1);
    typed(&mut f, 8, "3");
    typed(&mut f, 9, "1");
    typed(&mut f, 10, "5");
    right(&mut f, 11, 1);
    right(&mut f, 12, 2);
    typed(&mut f, 13, "1");
    typed(&mut f, 14, "2");
    assert_eq!(
        f.line(),
        "attack Ada at ganger,rook hits=3 long threshold=+1 spend=2 multiple=3 adjust=1 \
         damage=5 stun risk=high care=1 soak=2"
    );
    // SRP-12: the kept token is the highest unless the player names one.
    typed(&mut f, 15, "2");
    assert!(f.line().ends_with(" soak=2 token=2"), "{}", f.line());
    f.focus = 15;
    f.handle_key(key(KeyCode::Backspace));
    right(&mut f, 7, 1);
    f.focus = 8;
    f.handle_key(key(KeyCode::Backspace));
    assert_eq!(
        f.line(),
        "attack Ada at ganger,rook hits=3 long threshold=+1 spend=2 spray adjust=1 \
         damage=5 stun risk=high care=1 soak=2"
    );
}

#[test]
fn a_ranged_attack_with_dice_instead_of_hits() {
    let s = squad();
    let mut f = form(&s, Action::Attack, 1);
    typed(&mut f, 3, "8");
    assert_eq!(f.line(), "attack Ganger at ada dice=8 short single");
}

#[test]
fn melee_dodge_or_fight_back() {
    let s = squad();
    let mut f = form(&s, Action::Own("melee"), 1);
    typed(&mut f, 2, "4");
    assert_eq!(f.line(), "melee Ganger Ada hits=4 dodge");
    right(&mut f, 4, 1);
    typed(&mut f, 5, "2");
    typed(&mut f, 6, "6");
    typed(&mut f, 7, "3");
    right(&mut f, 8, 2);
    right(&mut f, 9, 1);
    right(&mut f, 10, 2);
    typed(&mut f, 11, "1");
    typed(&mut f, 12, "2");
    right(&mut f, 13, 1);
    assert_eq!(
        f.line(),
        "melee Ganger Ada hits=4 back=2 damage=6 their-damage=3 electrical ranged \
         effect=ground spend=1 soak=2 risk=low"
    );
}

#[test]
fn throw_and_blast() {
    let s = squad();
    let mut f = form(&s, Action::Own("throw"), 0);
    typed(&mut f, 2, "1");
    right(&mut f, 4, 1);
    assert_eq!(f.line(), "throw Ada at ganger hits=1 medium");
    let mut b = form(&s, Action::Own("blast"), 1);
    b.focus = 0;
    b.handle_key(key(KeyCode::End));
    typed(&mut b, 0, ",ada");
    typed(&mut b, 1, "7");
    right(&mut b, 5, 2);
    assert_eq!(b.line(), "blast ganger,ada damage=7 by ganger");
}

#[test]
fn damage_heal_and_pending_on_the_monitors() {
    let s = squad();
    let mut d = form(&s, Action::Wound, 1);
    typed(&mut d, 1, "4");
    right(&mut d, 2, 1);
    typed(&mut d, 3, "1");
    assert_eq!(d.line(), "damage Ganger 4 stun soak=1");
    assert_eq!(form(&s, Action::Heal, 0).line(), "heal Ada 1");
    let mut p = form(&s, Action::Own("pending"), 0);
    assert_eq!(p.line(), "pending Ada \"reloads\"");
    p.focus = 1;
    p.handle_key(KeyEvent::new(KeyCode::Char('u'), KeyModifiers::CONTROL));
    assert_eq!(p.line(), "pending Ada");
}

#[test]
fn ladder_keys_are_refused_inline_in_a_combat_pool_fight() {
    let s = squad();
    for action in [
        Action::Next,
        Action::Test,
        Action::Delay,
        Action::ActNow,
        Action::Rush,
        Action::Surprise,
        Action::Marker,
    ] {
        match plan(&s, action, 0) {
            Plan::Refuse(why) => assert!(why.contains("not in the combat pool"), "{why}"),
            other => panic!("{action:?}: {other:?}"),
        }
    }
}

/// Every combat-pool form writes a line the combat pool's language reads, once the
/// fields a GM must fill are filled (hits for rolls, a number for counts, text for words).
#[test]
fn every_pool_form_line_parses_in_the_combat_pool_language() {
    use super::super::text;
    use crate::script::{Line, parse_in};
    let s = squad();
    let actions = [
        Action::Own("recharge"),
        Action::Own("allocate"),
        Action::Own("reduce-defense"),
        Action::Own("spend"),
        Action::Declare,
        Action::Own("total-defense"),
        Action::Own("stress"),
        Action::Own("pool-type"),
        Action::Attack,
        Action::Own("melee"),
        Action::Own("throw"),
        Action::Own("blast"),
        Action::Own("evade"),
        Action::Wound,
        Action::Heal,
        Action::Own("pending"),
    ];
    for action in actions {
        let Plan::Form(mut f) = plan(&s, action, 0) else {
            continue;
        };
        for i in 0..f.fields.len() {
            let label = f.fields[i].label;
            let empty = f.fields[i].value.is_empty();
            let fill = match label {
                l if l == text::field_hits() => "3",
                l if l == text::field_intention() || l == text::field_pending() => "moves",
                l if l == text::field_tokens() || l == text::FIELD_BOXES => "1",
                l if l == text::FIELD_DAMAGE && empty => "5",
                _ => continue,
            };
            if empty {
                typed(&mut f, i, fill);
            }
        }
        let line = f.line();
        assert!(
            matches!(parse_in(crate::ID, &line), Ok(Line::Command(_))),
            "{action:?}: {line} -> {:?}",
            parse_in(crate::ID, &line)
        );
    }
}

/// In French the keyword choices show the French words the reader takes (`rapide`,
/// `faible`) and the hint names them; the line gets the keywords, as in English.
#[test]
fn french_choices_show_french_words_and_write_the_keywords() {
    use crate::i18n::{Lang, with_lang};
    let s = squad();
    with_lang(Lang::Fr, || {
        let mut f = form(&s, Action::Own("recharge"), 0);
        assert_eq!(f.fields[1].shown_value(), "rapide");
        assert_eq!(
            f.fields[1].hint,
            "rapide R/2, lente R, les-deux (en position au début)"
        );
        right(&mut f, 1, 1);
        assert_eq!(f.fields[1].shown_value(), "lente");
        assert_eq!(f.line(), "recharge Ada slow");
        typed(&mut f, 1, "r");
        assert_eq!(f.line(), "recharge Ada fast");
    });
    let f = form(&s, Action::Own("recharge"), 0);
    assert_eq!(f.fields[1].shown_value(), "fast");
    assert_eq!(
        f.fields[1].hint,
        "fast R/2, slow R, both (in position at the start)"
    );
}

/// Issue 19: the attack forms never offer the attacker as its own target, whoever is
/// selected, and whatever the intention names.
#[test]
fn srp_05_the_attack_forms_never_target_the_attacker() {
    let mut s = squad();
    for who in 0..s.combatants.len() {
        let me = s.combatants[who].slug();
        s.combatants[who].declaration = Some(format!("{me} shoots from cover"));
        for action in [Action::Attack, Action::Own("throw")] {
            let line = form(&s, action, who).line();
            assert!(!line.contains(&format!("at {me}")), "{line}");
        }
        let line = form(&s, Action::Own("melee"), who).line();
        let name = s.combatants[who].name.clone();
        assert!(!line.contains(&format!("{name} {name}")), "{line}");
    }
}

/// Issue 19: the target is whom the intention names (SRP-05), even a teammate, before the
/// nearest enemy.
#[test]
fn srp_05_the_attack_targets_whom_the_intention_names() {
    let mut s = squad();
    s.combatants[0].declaration = Some("covers, then shoots at ROOK if he turns".into());
    assert_eq!(
        form(&s, Action::Attack, 0).line(),
        "attack Ada at rook short single"
    );
    s.combatants[0].declaration = Some("moves up".into());
    assert_eq!(
        form(&s, Action::Attack, 0).line(),
        "attack Ada at ganger short single"
    );
}
