//! Every combat-pool roll and draw given as rolled or drawn at the table (issue 14): the
//! same outcome as fray's seeded draw of those tokens, and the refusals.

use crate as combat_pool;
use crate::engine::table_check::{self, command, run, same_as_seeded};
use crate::engine::{Event, RuleError, ScriptedDice, Timeline};
use crate::script::{self, Line};

fn fight() -> Timeline {
    table_check::timeline(
        combat_pool::ID,
        &[
            "add \"Baral Faadhi\" pc from street-samurai",
            "add Kurt enemy from guard",
            "pool baral instinct",
            "pool kurt tactics",
        ],
    )
}

fn refusal(t: &Timeline, line: &str) -> String {
    match t.decide(&command(t, line), &mut ScriptedDice::new([])) {
        Err(RuleError::Invalid(text)) => text,
        other => panic!("'{line}' was not refused: {other:?}"),
    }
}

#[test]
fn srp_09_total_defense_draws_table_dice() {
    let mut t = fight();
    run(&mut t, "recharge baral both");
    let dice = same_as_seeded(&t, "total-defense baral");
    assert_eq!(dice.slots[0].slot, "bag");
}

#[test]
fn srp_05_intention_token_table_dice() {
    let mut t = fight();
    run(&mut t, "recharge kurt both");
    same_as_seeded(&t, "intend kurt token covers the left door");
}

#[test]
fn srp_04_spending_under_stress_draws_table_dice() {
    let mut t = fight();
    run(&mut t, "recharge kurt both");
    run(&mut t, "stress kurt high");
    same_as_seeded(&t, "spend kurt 2");
}

#[test]
fn srp_07_defense_draws_table_dice() {
    let mut t = fight();
    run(&mut t, "recharge baral both");
    same_as_seeded(&t, "allocate baral 3");
}

#[test]
fn srp_13_rolled_pool_d6_table_dice() {
    let t = fight();
    let dice = same_as_seeded(&t, "shoot kurt at baral dice=8 medium");
    assert!(
        dice.slots
            .iter()
            .any(|s| s.slot == "d6" && s.values.len() == 8)
    );
}

#[test]
fn srp_15_free_draws_for_damage_table_dice() {
    let t = fight();
    same_as_seeded(&t, "attack baral at kurt hits=4 damage=6 risk=high");
}

/// SRP-17: the scatter tokens and the direction die of a missed grenade, all from the table.
#[test]
fn srp_17_scatter_direction_table_dice() {
    let t = fight();
    let dice = same_as_seeded(&t, "throw baral at kurt hits=0 long");
    assert!(
        dice.slots
            .iter()
            .any(|s| s.slot == "direction" && s.values.len() == 1)
    );
}

#[test]
fn srp_given_tokens_decide_the_draw() {
    let mut t = fight();
    run(&mut t, "recharge baral both");
    let line = "allocate baral 3";
    let (_, given) = table_check::seeded(&t, line);
    let n = given.slots[0].values.len();
    let faces = vec!["S6"; n].join(",");
    let events = t
        .decide(
            &command(&t, &format!("{line} bag={faces}")),
            &mut ScriptedDice::new([]),
        )
        .expect("accepted");
    let Some(Event::TableDice { dice }) = events.last() else {
        panic!("no table dice");
    };
    assert_eq!(dice.len(), n);
    assert!(dice.iter().all(|d| d.value == "S6"));
    let lower = t.decide(
        &command(&t, &format!("{line} bag={}", vec!["s6"; n].join(","))),
        &mut ScriptedDice::new([]),
    );
    assert_eq!(
        lower.map(|e| e.len()),
        Ok(events.len()),
        "faces in any case"
    );
}

#[test]
fn srp_table_dice_refusals_name_the_die() {
    let mut t = fight();
    run(&mut t, "recharge baral both");
    let text = refusal(&t, "shoot kurt at baral dice=2 d6=7,1");
    assert!(
        text.contains("d6=7: a d6 of the rolled pool shows 1 to 6"),
        "{text}"
    );
    let text = refusal(&t, "allocate baral 1 bag=S7");
    assert!(
        text.contains("bag=S7: a token drawn from the bag holds only F1 F2 F3 S4 S5 S6"),
        "{text}"
    );
    let text = refusal(&t, "shoot kurt at baral dice=1 d6=3,4");
    assert!(text.contains("d6=4: not used"), "{text}");
    run(&mut t, "option dice table");
    let text = refusal(&t, "allocate baral 2 bag=S5");
    assert!(
        text.contains(
            "a token drawn from the bag: 2 values to give from the table for Baral Faadhi"
        ),
        "{text}"
    );
    assert!(
        text.contains("add bag=S5,F2,... (one face per token)"),
        "{text}"
    );
}

/// Tokens drawn at the table are asked for by count and by whom (issue 33, build 3): an
/// allocation and a total defense given some faces but not all name the one whose pool
/// they come from, in both languages (given none, the tokens go face down with no face).
#[test]
fn srp_bag_requests_say_how_many_tokens_and_whose() {
    let mut t = fight();
    run(&mut t, "recharge baral both");
    run(&mut t, "recharge kurt both");
    run(&mut t, "option dice table");
    let text = refusal(&t, "allocate baral 2 bag=S5");
    assert!(
        text.contains("2 values to give from the table for Baral Faadhi"),
        "{text}"
    );
    let text = refusal(&t, "total-defense kurt bag=S5");
    assert!(text.contains("to give from the table for Kurt"), "{text}");
    let text = crate::i18n::with_lang(crate::i18n::Lang::Fr, || {
        refusal(&t, "allocate baral 2 bag=S5")
    });
    assert!(text.contains("pour Baral Faadhi"), "{text}");
}

#[test]
fn srp_given_tokens_round_trip() {
    let line = "allocate baral 3 bag=S5,F2,S4";
    let Ok(Line::Command(c)) = script::parse_in(combat_pool::ID, line) else {
        panic!("{line}");
    };
    assert_eq!(script::format(&c), line);
}
