//! The Turn through commands (ANA-08 to ANA-11): start rolls for whoever needs it, the
//! Narrations in order with ties by Chance then seat, NPCs last, one-Turn changes revert.

use crate::model::Step;

use super::test_support::T;

fn order(t: &T) -> Vec<String> {
    t.state
        .ladder
        .descending()
        .into_iter()
        .filter_map(|e| t.state.combatant(e.at.owner).map(|c| c.name.clone()))
        .collect()
}

fn acting(t: &T) -> Option<String> {
    t.state
        .current
        .and_then(|at| t.state.combatant(at.owner))
        .map(|c| c.name.clone())
}

/// Kira, Jax (PCs) and Ganger (NPC) with three initiative rolls: Kira 4+5 (15),
/// Ganger 6+6 (15), Jax 3+2 (5 + 4 = 9) in roster order.
fn table() -> T {
    let mut t = T::new();
    t.ok(
        "add Jax pc str=3 wil=3 agi=4 log=2 chance=2 armor=0 seat=1",
        &[],
    );
    t.ok("set kira seat=2", &[]);
    t
}

#[test]
fn ana_11_start_orders_the_narrations_and_npcs_go_last_on_a_tie() {
    let mut t = table();
    t.ok("start", &[4, 5, 6, 6, 3, 2]);
    assert_eq!(t.state.step, Step::Resolution, "no declaration step");
    // Kira 15 (Chance 3), Ganger 6+6+3 = 15 (Chance 1), Jax 3+2+4 = 9.
    assert_eq!(order(&t), ["Kira", "Ganger", "Jax"]);
    assert_eq!(acting(&t).as_deref(), Some("Kira"));
    t.ok("next", &[]);
    assert_eq!(acting(&t).as_deref(), Some("Ganger"));
    t.ok("next", &[]);
    t.ok("next", &[]);
    assert_eq!(t.state.step, Step::RoundEnd);
}

#[test]
fn ana_ex_09_ties_go_to_higher_chance_then_the_seat_nearer_the_gms_left() {
    let mut t = table();
    t.ok("set jax chance=3 agi=6", &[]);
    // Kira 4+5+6 = 15, Jax 3+6+6 = 15: equal Chance 3, Jax sits first.
    t.ok("start", &[4, 5, 1, 1, 3, 6]);
    assert_eq!(order(&t)[..2], ["Jax".to_string(), "Kira".to_string()]);
}

#[test]
fn ana_08_scene_timing_keeps_the_scores_and_turn_timing_rolls_again() {
    let mut t = table();
    t.ok("start", &[4, 5, 6, 6, 3, 2]);
    for _ in 0..3 {
        t.ok("next", &[]);
    }
    t.ok("next", &[]);
    assert_eq!(t.state.round, 2);
    assert_eq!(t.who("Kira").initiative.as_ref().map(|i| i.score), Some(15));
    let mut t = table();
    t.ok("option initiative-timing turn", &[]);
    t.ok("start", &[4, 5, 6, 6, 3, 2]);
    for _ in 0..3 {
        t.ok("next", &[]);
    }
    t.ok("next", &[1, 1, 1, 1, 6, 6]);
    assert_eq!(order(&t)[0], "Jax");
}

#[test]
fn ana_05_interruption_takes_the_next_narration_for_this_turn_only() {
    let mut t = table();
    t.ok("start", &[4, 5, 6, 6, 3, 2]);
    t.ok("spend jax interruption", &[]);
    assert_eq!(t.who("Jax").counter("anarchy"), 2);
    t.ok("next", &[]);
    assert_eq!(acting(&t).as_deref(), Some("Jax"));
    t.ok("next", &[]);
    assert_eq!(acting(&t).as_deref(), Some("Ganger"));
    t.ok("next", &[]);
    t.ok("next", &[]);
    assert_eq!(
        order(&t),
        ["Kira", "Ganger", "Jax"],
        "the next Turn reverts"
    );
    let text = t.refused("spend kira interruption", &[]);
    assert!(text.contains("already"), "{text}");
}

#[test]
fn ana_07_the_gm_reorders_the_whole_turn_at_its_start_for_one_turn_with_a_point() {
    let mut t = table();
    t.ok("session", &[]);
    assert_eq!(super::decide::gm::pool(&t.state), 2, "one per player");
    t.ok("start", &[4, 5, 6, 6, 3, 2]);
    let normal = order(&t);
    t.ok("reorder reverse", &[]);
    let reversed: Vec<String> = normal.iter().rev().cloned().collect();
    assert_eq!(order(&t), reversed, "players and NPCs");
    assert_eq!(acting(&t).as_deref(), Some(reversed[0].as_str()));
    assert_eq!(super::decide::gm::pool(&t.state), 1);
    let text = t.refused("reorder reverse", &[]);
    assert!(text.contains("one per Narration"), "{text}");
    t.ok("next", &[]);
    let text = t.refused("reorder random", &[]);
    assert!(text.contains("Turn's start"), "{text}");
    t.ok("next", &[]);
    t.ok("next", &[]);
    t.ok("next", &[]);
    assert_eq!(order(&t), normal, "one Turn only");
    t.ok("reorder random", &[2, 5, 1]);
    assert_eq!(acting(&t).as_deref(), Some(normal[1].as_str()));
}

#[test]
fn ana_op_04_an_npc_buys_initiative_dice_from_the_gm_without_the_narration_limit() {
    let mut t = table();
    t.ok("session", &[]);
    t.ok("initiative ganger anarchy 2", &[1, 1, 6, 6]);
    assert_eq!(
        t.who("Ganger").initiative.as_ref().map(|i| i.score),
        Some(17)
    );
    assert_eq!(super::decide::gm::pool(&t.state), 0);
}

#[test]
fn ana_10_an_npc_group_rolls_once_and_takes_one_narration() {
    let mut t = table();
    t.ok("add Thug enemy agi=2 log=2 group=1", &[]);
    t.ok("set ganger group=1", &[]);
    // Kira 4+5+6, the group (Ganger first) 6+6+3, Jax 3+2+4: Thug rolls nothing.
    t.ok("start", &[4, 5, 6, 6, 3, 2]);
    assert_eq!(order(&t), ["Kira", "Ganger", "Jax"]);
    assert_eq!(t.who("Thug").initiative.as_ref().map(|i| i.score), Some(15));
    // Ganger down: Thug stands for the group at the next Turn.
    t.ok("damage ganger 30 no-armor", &[]);
    for _ in 0..3 {
        t.ok("next", &[]);
    }
    t.ok("next", &[]);
    assert_eq!(order(&t), ["Kira", "Thug", "Jax"]);
}

#[test]
fn ana_11_a_rule_moves_a_narration_for_one_turn_without_a_point() {
    let mut t = table();
    t.ok("start", &[4, 5, 6, 6, 3, 2]);
    assert_eq!(order(&t), ["Kira", "Ganger", "Jax"]);
    let gm_pool = t.state.table_counter(super::decide::gm::POOL);
    // Paralysis: the ganger narrates last this Turn.
    t.ok("shift ganger last", &[]);
    assert_eq!(order(&t), ["Kira", "Jax", "Ganger"]);
    assert_eq!(
        t.state.table_counter(super::decide::gm::POOL),
        gm_pool,
        "no point spent"
    );
    assert!(
        t.refused("shift kira last", &[]).contains("already"),
        "Kira narrates now"
    );
    assert!(t.refused("shift jax after jax", &[]).contains("itself"));
    t.ok("shift ganger after kira", &[]);
    assert_eq!(order(&t), ["Kira", "Ganger", "Jax"]);
    t.ok("shift jax first", &[]);
    assert_eq!(order(&t), ["Kira", "Jax", "Ganger"]);
    t.ok("next", &[]);
    assert_eq!(acting(&t).as_deref(), Some("Jax"));
    t.ok("next", &[]);
    t.ok("next", &[]);
    // The next Turn goes back to the scores.
    t.ok("next", &[]);
    assert_eq!(order(&t), ["Kira", "Ganger", "Jax"]);
}

#[test]
fn ana_11_a_shift_reads_in_both_languages_and_refuses_outside_a_turn() {
    let mut t = table();
    assert!(
        !t.refused("shift kira first", &[]).is_empty(),
        "no Turn yet"
    );
    t.ok("start", &[4, 5, 6, 6, 3, 2]);
    let before = t.state.clone();
    let events = t.ok("décale ganger dernier", &[]);
    assert_eq!(
        T::narrate(&before, &events),
        "Ganger narrates last, for this Turn only"
    );
    let fr = crate::i18n::with_lang(crate::i18n::Lang::Fr, || T::narrate(&before, &events));
    assert!(fr.contains("dernière Narration"), "{fr}");
}
