//! The magic and Matrix commands through the registered plug-in: typed lines decided and
//! folded, drain on the stun monitor, facts written and read back from a save's JSON,
//! the players' log without the secret die (ANA-12 to ANA-20).

use crate::engine::{Event, Record};
use crate::player_view::redact_line;
use crate::script::{Line, format, parse_in};

use super::super::ID;
use super::super::fact::{AnarchyFact, fact_of};
use super::super::test_support::T;
use super::fact::ArcaneFact;
use super::slots::{MARKS, STUN, SURVEILLANCE};

fn stun(t: &T, who: &str) -> u16 {
    match &t.who(who).damage {
        crate::model::DamageTrack::Monitors { tracks } => tracks
            .iter()
            .find(|m| m.name == STUN)
            .map_or(0, |m| m.filled),
        crate::model::DamageTrack::Locator(_) => 0,
    }
}

#[test]
fn ana_ex_05_a_typed_summon_fills_the_stun_monitor_past_armor() {
    let mut t = T::new();
    t.ok("summon kira major 2", &[5, 2, 1, 1, 1, 4, 5, 6]);
    assert_eq!(stun(&t, "Kira"), 3, "drain ignores Armor");
}

#[test]
fn every_arcane_line_round_trips_through_the_plug_in() {
    for verb in super::verbs::VERBS {
        for example in verb.examples {
            let Ok(Line::Command(command)) = parse_in(ID, example) else {
                panic!("{example} does not parse");
            };
            let text = format(&command);
            assert_eq!(
                parse_in(ID, &text),
                Ok(Line::Command(command)),
                "{example} → {text}"
            );
        }
    }
}

#[test]
fn facts_read_back_from_the_save() {
    let mut t = T::new();
    t.ok("add Camera neutral", &[]);
    let events = t.ok(
        "hack kira camera 3 vs trivial mark",
        &[5, 5, 6, 1, 1, 1, 1, 1],
    );
    for e in &events {
        let json = serde_json::to_string(e).unwrap_or_default();
        let back: Event = serde_json::from_str(&json).unwrap_or_else(|err| panic!("{json}: {err}"));
        assert_eq!(&back, e, "{json}");
    }
    assert!(
        t.who("Kira")
            .conditions
            .iter()
            .any(|k| k.name == MARKS && k.value == Some(1))
    );
    assert_eq!(t.who("Kira").counter(SURVEILLANCE), 1);
    assert!(t.who("Kira").pools.iter().any(|p| p.hidden()));
}

#[test]
fn ana_19_players_never_see_the_secret_die_or_the_score() {
    let mut t = T::new();
    t.ok("add Camera neutral", &[]);
    let before = t.state.clone();
    let events = t.ok("hack kira camera 1 vs 1", &[6, 1, 1]);
    assert!(events.iter().any(|e| matches!(
        fact_of(e),
        Some(AnarchyFact::AnaArcane(ArcaneFact::Convergence { .. }))
    )));
    let record = Record {
        seq: 9,
        command: "hack kira camera 1 vs 1".into(),
        at: None,
        events,
    };
    let players = redact_line(&record, &before, &[]).unwrap_or_default();
    let gm = crate::narrate::describe(&record, &before, &[]);
    assert!(gm.contains("convergence"), "{gm}");
    assert!(!players.contains("convergence"), "{players}");
    assert!(!players.contains("surveillance"), "{players}");
}

/// The dice a fact's roll threw, for the tests below.
fn hack_dice(events: &[Event]) -> Option<(usize, u8)> {
    events.iter().find_map(|e| match fact_of(e) {
        Some(AnarchyFact::AnaArcane(ArcaneFact::Hack { roll, wounds, .. })) => {
            Some((roll.dice.len(), *wounds))
        }
        _ => None,
    })
}

#[test]
fn ana_21_a_wounded_hacker_rolls_fewer_dice_and_the_log_says_why() {
    let mut t = T::new();
    t.ok("add Camera neutral", &[]);
    t.ok("damage kira 9 physical no-armor", &[]);
    let before = t.state.clone();
    let events = t.ok(
        "hack kira camera 5 vs trivial",
        &[5, 5, 6, 1, 1, 1, 1, 1, 1, 1],
    );
    assert_eq!(hack_dice(&events), Some((2, 3)), "9 boxes: −3 dice off 5");
    let line = T::narrate(&before, &events);
    assert!(line.contains("5 − 3 (wound dice) = 2 dice"), "{line}");
}

#[test]
fn ana_05_well_disposed_dice_and_take_a_risk_count_on_a_spell_too() {
    let mut t = T::new();
    t.ok("spend kira well-disposed", &[]);
    t.ok("spend kira take-a-risk", &[]);
    let events = t.ok("cast kira combat Bolt amp 1 dice 2", &[5, 5, 5, 5, 5, 6, 1]);
    let roll = events.iter().find_map(|e| match fact_of(e) {
        Some(AnarchyFact::AnaArcane(ArcaneFact::Drain { roll, .. })) => roll.clone(),
        _ => None,
    });
    let roll = roll.unwrap_or_else(|| panic!("no drain fact in {events:?}"));
    assert_eq!(roll.dice.len(), 5, "2 dice + 3 bought");
    assert_eq!(
        roll.glitch,
        Some(6),
        "the glitch die bought with Take a risk"
    );
    assert_eq!(
        t.who("Kira")
            .counter(super::super::decide::points::WELL_DISPOSED),
        0
    );
}

#[test]
fn ana_14_a_combat_spell_without_its_pool_is_refused_not_rolled_empty() {
    let mut t = T::new();
    let text = t.refused("cast kira combat Bolt amp 2", &[]);
    assert!(text.contains("dice N"), "{text}");
    t.ok("cast kira effect Levitate amp 2", &[3, 4]);
}

#[test]
fn ana_12_ana_17_conditions_read_in_french_with_the_gms_words_kept() {
    use crate::i18n::{Lang, with_lang};
    use crate::rules::condition_words::label;
    with_lang(Lang::Fr, || {
        assert_eq!(label("sustaining Armor"), "maintient Armor");
        assert_eq!(label("marks"), "marks");
        assert_eq!(label("vr"), "RV");
        assert_eq!(label("rebooting"), "reboot en cours");
    });
    with_lang(Lang::En, || {
        assert_eq!(label("sustaining Armor"), "sustaining Armor")
    });
}
