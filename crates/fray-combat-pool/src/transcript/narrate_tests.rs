//! The combat-pool narration in both languages (issue 15): a shot against a defended
//! target that lands, in French with the books' words, and the English unchanged.

use crate::PoolCommand;
use crate::engine::Event;
use crate::i18n::{Lang, with_lang};
use crate::model::Encounter;
use crate::test_support::{B, after, defense, given, run, shot, t};

/// The narration of a shot from Kestrel at a Target holding a face-down F2 S4: three hits,
/// one damage token of 3.
fn shot_lines() -> Vec<String> {
    let start = given(&defense(B, &[t(2), t(4)]));
    let events = run(&start, PoolCommand::Attack(shot(3)), &[3]).expect("the shot is taken");
    let mut state: Encounter = start;
    let mut lines = Vec::new();
    for event in &events {
        if let Some(line) = super::narrate_states::describe(event, &state)
            .or_else(|| super::narrate::describe(event, &state))
        {
            lines.push(line);
        }
        state = after(&state, std::slice::from_ref(event));
    }
    lines
}

fn damage_line(lines: &[String], word: &str) -> String {
    lines
        .iter()
        .find(|l| l.contains(word))
        .unwrap_or_else(|| panic!("no line with {word}: {lines:#?}"))
        .clone()
}

#[test]
fn a_defended_shot_that_lands_is_told_in_french() {
    let lines = with_lang(Lang::Fr, shot_lines);
    let text = lines.join("\n");
    assert!(text.contains("Target révèle F2, S4"), "{text}");
    assert!(text.contains("Kestrel\u{a0}: score 3 = 3 succès"), "{text}");
    assert!(
        text.contains("Kestrel attaque Target\u{a0}: S 3 contre D 1\u{a0}: TOUCHÉ"),
        "{text}"
    );
    let damage = damage_line(&lines, "subit");
    assert!(damage.starts_with("Target subit "), "{damage}");
    assert!(
        damage.contains(" dégâts physiques = 5 (base) + "),
        "{damage}"
    );
    assert!(damage.contains(" (jeton de dégâts "), "{damage}");
    assert!(
        text.contains("cases cochées au moniteur physique"),
        "{text}"
    );
    for english in ["HIT", "takes", "damage", "reveals", "hits", "against"] {
        assert!(!text.contains(english), "{english} left in: {text}");
    }
}

#[test]
fn the_same_shot_is_told_in_english_as_before() {
    let lines = with_lang(Lang::En, shot_lines);
    let text = lines.join("\n");
    assert!(text.contains("Target reveals F2, S4"), "{text}");
    assert!(text.contains("Kestrel: score 3 = 3 hits"), "{text}");
    assert!(
        text.contains("Kestrel attacks Target: S 3 vs D 1: HIT"),
        "{text}"
    );
    let damage = damage_line(&lines, "takes");
    assert!(
        damage.contains(" physical damage = 5 (base) + "),
        "{damage}"
    );
    assert!(damage.contains(" (damage token "), "{damage}");
    assert!(
        text.contains(" physical box") && text.contains(" checked"),
        "{text}"
    );
    assert!(!text.contains("box(es)"), "a plural, not (es): {text}");
}

#[test]
fn counted_words_agree_in_both_languages() {
    let count = |n: u32| Event::PoolRecharged {
        who: B,
        gained: n,
        discarded: 1,
    };
    let state = given(&[]);
    let say = |n| super::narrate::describe(&count(n), &state).unwrap_or_default();
    assert_eq!(
        with_lang(Lang::En, || say(1)),
        "Target recharges: +1 token, 1 token left discarded"
    );
    assert_eq!(
        with_lang(Lang::Fr, || say(3)),
        "Target recharge\u{a0}: +3 jetons, 1 jeton restant défaussé"
    );
}

/// The record's narration as the log shows it.
fn record_text(before: &Encounter, command: &str, events: Vec<Event>) -> String {
    let record = crate::engine::Record {
        seq: 1,
        command: command.into(),
        at: None,
        events,
    };
    crate::narrate::describe(&record, before, &[])
}

#[test]
fn a_shot_does_not_narrate_its_used_up_counters() {
    let start = given(&defense(B, &[t(2), t(4)]));
    let mut aimed = start.clone();
    let aim = crate::pool_moves::aim(&aimed, "kestrel").expect("aim");
    aimed = after(&aimed, &aim);
    let events = run(&aimed, PoolCommand::Attack(shot(3)), &[3]).expect("the shot is taken");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CounterSet { value: 0, .. })),
        "the shot uses its aim up: {events:#?}"
    );
    let text = with_lang(Lang::En, || record_text(&aimed, "attack", events));
    assert!(
        !text.contains("aim 0") && !text.contains("spray 0"),
        "{text}"
    );
    assert!(
        text.contains("+ aim 1"),
        "the score still names the aim: {text}"
    );
}
