//! One test per mechanic, CPI-01 to CPI-18, through `decide` and the fold.

use crate::engine::Command;
use crate::model::{EntryStatus as S, Step};

use super::CyberCommand as C;
use super::command::{Activity, FireMode, SaveKind, Stance, Support};
use super::fact::CyberFact;
use super::test_support::*;
use super::{body, recoil, slots, text, weapon};

fn shoot(who: &str, mode: FireMode) -> C {
    C::Shoot { running: false,
        who: who.into(),
        weapon: None,
        mode,
        target: None,
        skill: None,
        difficulty: Some(15),
        modifier: 0,
    }
}

fn pistol() -> crate::model::Gear {
    gun("pistol", &[("damage", "2D6+3"), ("rof", "2"), ("skill", "handgun"), ("hands", "one")], &[])
}

#[test]
fn cpi_01_initiative_every_round_or_once_with_the_reroll_cost() {
    let mut t = T::new();
    t.start(&[5, 5]);
    assert_eq!(t.who(VIC).initiative.as_ref().map(|i| i.score), Some(18));
    t.end_round();
    t.start(&[1, 1]);
    assert_eq!(t.who(VIC).initiative.as_ref().map(|i| i.score), Some(14), "rolled again");

    let mut t = T::new();
    t.option("initiative-timing", "once");
    t.start(&[5, 5]).end_round();
    t.start(&[]);
    assert_eq!(t.who(VIC).initiative.as_ref().map(|i| i.score), Some(18), "kept");
    t.own(C::Initiative { who: "Vic".into(), boost: 0 }, &[9]).expect("re-roll");
    assert_eq!(t.who(VIC).initiative.as_ref().map(|i| i.score), Some(22));
    assert_eq!(t.slots(VIC)[0].1, S::Skipped, "the first action is lost");
    assert!(t.who(VIC).has_condition(text::REROLLED));
}

#[test]
fn cpi_02_initiative_is_d10_plus_ref_combat_sense_and_boosts() {
    let mut t = T::new();
    t.start(&[4, 4]);
    let events = t.own(C::Initiative { who: "Vic".into(), boost: 2 }, &[7]).expect("roll");
    assert_eq!(t.who(VIC).initiative.as_ref().map(|i| i.score), Some(7 + 10 + 3 + 2));
    assert!(matches!(facts(&events)[0], CyberFact::CpiInitiative { die: 7, score: 22, .. }));
    // Highest first.
    t.next();
    assert_eq!(t.current(), Some((VIC, 22)));
}

#[test]
fn cpi_03_ties_roll_a_d10_kept_for_the_round_and_again_on_a_repeat() {
    let mut t = T::new();
    // Vic 1+13 = 14, Ganger 8+6 = 14: tie; d10s 4 and 4 tie again, then 2 and 9.
    t.start(&[1, 8, 4, 4, 2, 9]);
    assert_eq!(t.state.ladder.tiebreak(VIC), &[4, 2]);
    assert_eq!(t.state.ladder.tiebreak(GANGER), &[4, 9]);
    t.next();
    assert_eq!(t.current(), Some((GANGER, 14)), "the higher d10 first");
    // `tie keep`: one roll, a repeat stays tied.
    let mut t = T::new();
    t.option("tie", "keep");
    t.start(&[1, 8, 4, 4]);
    assert_eq!(t.state.ladder.tiebreak(VIC), &[4]);
    // Kept for the round only, and only while the combatant is in the fight.
    t.run(Command::Remove { who: "Ganger".into() }, &[]).expect("remove");
    assert!(t.state.ladder.tiebreak(GANGER).is_empty());
    t.end_round().start(&[5]);
    assert!(t.state.ladder.tiebreak(VIC).is_empty());
}

#[test]
fn cpi_04_n_actions_at_ten_point_intervals_with_the_penalty() {
    assert_eq!(slots::max_actions(33), 4);
    assert_eq!(slots::slots(33, 3), vec![33, 23, 13]);
    assert_eq!(slots::penalty(3, 3), -6);
    let mut t = T::new();
    t.start(&[5, 5]);
    t.set_init(VIC, 33);
    t.actions("Vic", 3).expect("3 actions");
    assert_eq!(t.slots(VIC), vec![(33, S::Waiting, -6), (23, S::Waiting, -6), (13, S::Waiting, -6)]);
    assert!(t.actions("Vic", 5).is_err(), "at most 4");
    assert!(t.actions("Vic", 0).is_err());
    t.own(C::Act { running: false, who: "Vic".into(), activity: Activity::Melee }, &[]).expect("act");
    assert!(t.actions("Vic", 2).is_err(), "fixed once an action is spent");
}

#[test]
fn cpi_05_a_delay_shifts_later_slots_and_drops_those_below_one() {
    let mut t = T::new();
    t.start(&[5, 5]);
    t.set_init(VIC, 20);
    t.actions("Vic", 2).expect("2");
    t.delay("Vic", 10).expect("delay");
    assert_eq!(t.slots(VIC), vec![(10, S::Waiting, 0), (0, S::Lost, -3)]);
    assert!(t.delay("Vic", 10).is_err(), "not lower");
    assert!(t.delay("Vic", 0).is_err(), "not below 1");
}

#[test]
fn cpi_06_action_costs() {
    let mut t = T::new();
    t.arm(VIC, pistol()).arm(VIC, gun("knife", &[], &["in-hand"]));
    t.start(&[5, 5]);
    t.set_init(VIC, 35);
    t.actions("Vic", 4).expect("4");
    t.own(C::Act { running: false, who: "Vic".into(), activity: Activity::Vehicle { double: false, fast: false } }, &[])
        .expect("2 actions");
    assert_eq!(t.who(VIC).counter(text::SPENT), 2);
    t.own(C::Stance { who: "Vic".into(), stance: Stance::Crouch }, &[]).expect("crouch");
    assert!(t.who(VIC).has_condition(text::CROUCHED));
    let err = t.own(C::Draw { who: "Vic".into(), weapon: "pistol".into(), stow: true }, &[]);
    assert!(err.is_err(), "stowing the knife needs 2 actions, 1 left");
    t.own(C::Draw { who: "Vic".into(), weapon: "pistol".into(), stow: false }, &[])
        .expect("draw");
    assert!(t.gear(VIC, "pistol").flag(weapon::IN_HAND));
    assert!(t.live(VIC).is_empty());
    assert!(t.own(shoot("Vic", FireMode::Single), &[5]).is_err(), "no action left");
    t.arm(GANGER, gun("knife", &[("damage", "1D6"), ("kind", "melee")], &[]));
    assert!(t.own(shoot("Ganger", FireMode::Single), &[5]).is_err(), "a knife is not fired");
    // Getting out fast: 1 action and −3 on the next (at the next slot: 15).
    let mut t = T::strict();
    t.arm(VIC, pistol());
    t.start(&[5, 5]);
    t.set_init(VIC, 25);
    t.actions("Vic", 2).expect("2");
    t.next();
    t.own(C::Act { running: false, who: "Vic".into(), activity: Activity::Vehicle { double: false, fast: true } }, &[])
        .expect("fast");
    t.next();
    assert_eq!(t.current(), Some((VIC, 15)));
    let events = t.own(shoot("Vic", FireMode::Single), &[5]).expect("shot");
    let CyberFact::CpiShot { check, .. } = facts(&events)[0] else { panic!() };
    assert!(check.terms.iter().any(|t| t.name == "hurried" && t.value == -3));
}

#[test]
fn cpi_07_manual_action_weapons_stay_unchambered_across_rounds() {
    let mut t = T::new();
    t.arm(VIC, gun("shotgun", &[("action", "manual"), ("damage", "4D6"), ("kind", "shotgun")], &[]));
    t.start(&[5, 5]);
    t.set_init(VIC, 30);
    t.actions("Vic", 3).expect("3");
    t.own(shoot("Vic", FireMode::Single), &[5]).expect("fire");
    assert!(t.own(shoot("Vic", FireMode::Single), &[5]).is_err(), "unchambered");
    t.own(C::Chamber { running: false, who: "Vic".into(), weapon: None }, &[]).expect("chamber");
    t.own(shoot("Vic", FireMode::Single), &[5]).expect("fire again");
    assert!(t.gear(VIC, "shotgun").flag(weapon::UNCHAMBERED), "carried into the next round");
    // Single-shot: unloaded until reloaded.
    let mut t = T::new();
    t.arm(VIC, gun("bow", &[("action", "single")], &[]));
    t.own(shoot("Vic", FireMode::Single), &[5]).expect("loose");
    assert!(t.gear(VIC, "bow").flag(weapon::UNLOADED));
    t.own(C::Reload { running: false, who: "Vic".into(), weapon: None }, &[]).expect("reload");
    assert!(!t.gear(VIC, "bow").flag(weapon::UNLOADED));
}

#[test]
fn cpi_08_the_rof_budget_per_round_split_over_actions() {
    let mut t = T::new();
    t.arm(VIC, gun("rifle", &[("action", "auto"), ("rof", "30"), ("damage", "5D6")], &[]));
    t.start(&[5, 5]);
    t.set_init(VIC, 30);
    t.actions("Vic", 3).expect("3");
    for _ in 0..2 {
        t.own(shoot("Vic", FireMode::Auto { bullets: 12 }), &[5]).expect("12");
    }
    assert!(t.own(shoot("Vic", FireMode::Auto { bullets: 12 }), &[5]).is_err(), "6 left");
    t.own(shoot("Vic", FireMode::Auto { bullets: 6 }), &[5]).expect("6");
    assert_eq!(t.gear(VIC, "rifle").value(weapon::FIRED), Some(30));
    t.end_round();
    t.start(&[5, 5]);
    assert_eq!(t.gear(VIC, "rifle").value(weapon::FIRED), None, "reset each round");
}

#[test]
fn cpi_09_burst_variation_rolled_and_recorded() {
    let mut t = T::new();
    t.option("burst-variation", "on");
    t.arm(VIC, gun("smg", &[("action", "auto"), ("rof", "30")], &[]));
    // The burst pick: faces 8..=12, the 5th (12) with a d5 of 5.
    let events = t.own(shoot("Vic", FireMode::Auto { bullets: 10 }), &[5, 5]).expect("burst");
    let CyberFact::CpiShot { wanted, fired, .. } = facts(&events)[0] else { panic!() };
    assert_eq!((*wanted, *fired), (10, 12));
    // Off by default, and never with a smartgun.
    let mut t = T::new();
    t.option("burst-variation", "on");
    t.arm(VIC, gun("smg", &[("action", "auto"), ("rof", "30")], &["smartgun"]));
    let events = t.own(shoot("Vic", FireMode::Auto { bullets: 10 }), &[5]).expect("burst");
    assert!(matches!(facts(&events)[0], CyberFact::CpiShot { fired: 10, .. }));
}

#[test]
fn cpi_10_aim_adds_one_per_full_round_to_three_reset_on_the_shot() {
    let mut t = T::new();
    t.arm(VIC, pistol());
    for _ in 0..4 {
        t.own(C::Aim { who: "Vic".into(), target: None }, &[]).expect("aim");
    }
    assert_eq!(t.who(VIC).counter(text::AIM), 3);
    let events = t.own(shoot("Vic", FireMode::Single), &[5]).expect("shot");
    let CyberFact::CpiShot { check, .. } = facts(&events)[0] else { panic!() };
    assert!(check.terms.iter().any(|t| t.name == "aim" && t.value == 3));
    assert_eq!(t.who(VIC).counter(text::AIM), 0);
    // In a round: aiming takes the whole round.
    let mut t = T::new();
    t.start(&[5, 5]);
    t.set_init(VIC, 25);
    t.actions("Vic", 2).expect("2");
    t.own(C::Aim { who: "Vic".into(), target: None }, &[]).expect("aim");
    assert!(t.live(VIC).is_empty());
}

/// CPI-10 state: aim rounds per (shooter, target); the bonus only helps a shot at the
/// aimed target, aiming at another starts over, and the shot resets it.
#[test]
fn cpi_10_aim_is_kept_per_target() {
    let aim_at = |t: &mut T| {
        t.own(C::Aim { who: "Vic".into(), target: Some("Ganger".into()) }, &[]).expect("aim")
    };
    let aim_term = |events: &[crate::engine::Event]| {
        let CyberFact::CpiShot { check, .. } = facts(events)[0] else { panic!() };
        check.terms.iter().find(|t| t.name == "aim").map_or(0, |t| t.value)
    };
    let mut t = T::new();
    t.arm(VIC, pistol());
    aim_at(&mut t);
    aim_at(&mut t);
    assert_eq!(t.who(VIC).counter("aim@ganger"), 2);
    // A shot at nobody named gets nothing from an aim at Ganger, and ends it.
    let events = t.own(shoot("Vic", FireMode::Single), &[5]).expect("shot");
    assert_eq!(aim_term(&events), 0);
    assert_eq!(t.who(VIC).counter("aim@ganger"), 0);
    aim_at(&mut t);
    aim_at(&mut t);
    let mut at = shoot("Vic", FireMode::Single);
    if let C::Shoot { target, .. } = &mut at {
        *target = Some("Ganger".into());
    }
    let events = t.own(at, &[5]).expect("shot at Ganger");
    assert_eq!(aim_term(&events), 2);
    // Aiming without a target, then at Ganger: one aim at a time.
    t.own(C::Aim { who: "Vic".into(), target: None }, &[]).expect("aim");
    aim_at(&mut t);
    assert_eq!((t.who(VIC).counter("aim"), t.who(VIC).counter("aim@ganger")), (0, 1));
    assert!(t.own(C::Aim { who: "Vic".into(), target: Some("Vic".into()) }, &[]).is_err());
}

/// CPI-OP-07: the target leaving sight resets every aim at it; nobody aiming is refused.
#[test]
fn cpi_op_07_target_leaving_sight_resets_the_aim() {
    let mut t = T::new();
    t.own(C::Aim { who: "Vic".into(), target: Some("Ganger".into()) }, &[]).expect("aim");
    t.own(C::Unseen { target: "Ganger".into() }, &[]).expect("unseen");
    assert_eq!(t.who(VIC).counter("aim@ganger"), 0);
    assert!(t.own(C::Unseen { target: "Ganger".into() }, &[]).is_err());
}

#[test]
fn cpi_11_running_distance_per_action_and_minus_five_on_shots() {
    let mut t = T::new();
    t.arm(VIC, pistol());
    t.start(&[5, 5]);
    t.set_init(VIC, 30);
    t.actions("Vic", 3).expect("3");
    let events = t.own(C::Run { who: "Vic".into(), actions: 2 }, &[]).expect("run");
    assert!(matches!(facts(&events)[0], CyberFact::CpiSpent { actions: 2, .. }));
    assert!(facts(&events).iter().any(|f| matches!(f, CyberFact::CpiRan { metres: 16, .. })));
    let mut running = shoot("Vic", FireMode::Single);
    if let C::Shoot { running: r, .. } = &mut running {
        *r = true;
    }
    let events = t.own(running, &[5]).expect("shot while running");
    let CyberFact::CpiShot { check, .. } = facts(&events)[0] else { panic!() };
    assert!(check.terms.iter().any(|t| t.name == "running" && t.value == -5));
    assert!(facts(&events).iter().any(|f| matches!(f, CyberFact::CpiRan { metres: 8, .. })));
}

#[test]
fn cpi_12_recoil_compares_current_con_with_con_min() {
    let mut t = T::new();
    let heavy = gun("cannon", &[("damage", "6D10"), ("hands", "one"), ("rof", "1")], &[]);
    // 60 / 5 × (2 + 1) = 36.
    assert_eq!(recoil::con_min(&t.state, &heavy), Some(36));
    assert_eq!(recoil::penalty(&t.state, t.who(VIC), &heavy), 8 - 36);
    let light = gun("holdout", &[("damage", "1D6"), ("hands", "one")], &[]);
    assert_eq!(recoil::penalty(&t.state, t.who(VIC), &light), 0);
    // Current CON lowered by drugs.
    t.run(
        Command::Condition {
            who: "Vic".into(),
            name: body::CON_LOSS.into(),
            value: Some(6),
            lasting: crate::engine::Lasting::Manual,
        },
        &[],
    )
    .expect("con loss");
    assert_eq!(body::current_con(t.who(VIC)), 2);
    assert_eq!(recoil::penalty(&t.state, t.who(VIC), &light), 2 - 3, "1D6 one hand: 1 × 3");
}

#[test]
fn cpi_13_con_min_from_the_tables() {
    let t = T::new();
    let g = |words: &[(&str, &str)]| gun("g", words, &[]);
    let s = &t.state;
    assert_eq!(recoil::con_min(s, &g(&[("damage", "4D6"), ("hands", "one"), ("rof", "2")])), Some(12));
    assert_eq!(recoil::con_min(s, &g(&[("damage", "3D10"), ("hands", "two")])), Some(12));
    assert_eq!(recoil::con_min(s, &g(&[("kind", "grenade"), ("calibre", "40"), ("hands", "stock")])), Some(18));
    assert_eq!(
        recoil::con_min(s, &g(&[("kind", "grenade"), ("calibre", "40"), ("hands", "stock"), ("special", "hv")])),
        Some(36),
        "12 × (0.5 + 1 + 1.5)"
    );
    assert_eq!(recoil::con_min(s, &g(&[("damage", "6D6"), ("hands", "two"), ("rof", "1"), ("con-min", "3")])), Some(3), "the GM's value");
}

#[test]
fn cpi_14_supports_and_cyberarms_count_as_a_con() {
    let mut t = T::new();
    assert_eq!(recoil::effective_con(&t.state, t.who(VIC)), 8);
    t.own(C::Support { who: "Vic".into(), support: Some(Support::Tripod) }, &[]).expect("tripod");
    assert_eq!(recoil::effective_con(&t.state, t.who(VIC)), 16);
    t.own(C::Support { who: "Vic".into(), support: None }, &[]).expect("none");
    assert_eq!(recoil::effective_con(&t.state, t.who(VIC)), 8);
    let mut c = t.who(GANGER).clone();
    c.stats.insert(recoil::CYBERARM.into(), 1);
    assert_eq!(recoil::effective_con(&t.state, &c), 12);
    assert_eq!(Support::ALL.map(Support::con), [12, 14, 16, 18, 20, 22]);
}

#[test]
fn cpi_15_the_fac_d_penalty_goes_on_the_shot() {
    let mut t = T::new();
    t.arm(VIC, gun("rifle", &[("damage", "5D6"), ("hands", "stock"), ("rof", "30"), ("action", "auto")], &[]));
    let events = t.own(shoot("Vic", FireMode::Single), &[5]).expect("shot");
    let CyberFact::CpiShot { check, .. } = facts(&events)[0] else { panic!() };
    assert!(check.terms.iter().any(|t| t.name == "recoil" && t.value == 8 - 13));
}

#[test]
fn cpi_16_a_natural_one_is_confirmed_by_a_second_d10_against_the_skill() {
    let mut t = T::new();
    let check = |skill: &str| C::Check {
        who: "Vic".into(),
        stat: "ref".into(),
        skill: Some(skill.into()),
        difficulty: Some(10),
        modifier: 0,
    };
    let events = t.own(check("handgun"), &[1, 7]).expect("check");
    let CyberFact::CpiCheck { check: rec, .. } = facts(&events)[0] else { panic!() };
    assert!(rec.fumble.as_ref().is_some_and(|f| f.confirmed && f.die == 7));
    assert_eq!(rec.success(), Some(false));
    let events = t.own(check("handgun"), &[1, 4]).expect("check");
    let CyberFact::CpiCheck { check: rec, .. } = facts(&events)[0] else { panic!() };
    assert!(rec.fumble.as_ref().is_some_and(|f| !f.confirmed));
}

#[test]
fn cpi_17_the_same_d10_less_reliability_decides_a_jam() {
    let mut t = T::new();
    t.arm(VIC, pistol());
    t.own(shoot("Vic", FireMode::Single), &[1, 2]).expect("shot");
    assert!(t.gear(VIC, "pistol").flag(weapon::JAMMED), "2 − 3 ≤ 0");
    assert!(t.own(shoot("Vic", FireMode::Single), &[5]).is_err());
    t.own(C::Unjam { running: false, who: "Vic".into(), weapon: None }, &[]).expect("unjam");
    assert!(!t.gear(VIC, "pistol").flag(weapon::JAMMED));
    t.arm(VIC, gun("pistol", &[("reliability", "very-reliable")], &[]));
    t.own(shoot("Vic", FireMode::Single), &[1, 2]).expect("shot");
    assert!(!t.gear(VIC, "pistol").flag(weapon::JAMMED), "2 − 1 > 0");
    t.own(C::Fumble { who: "Vic".into(), skill: 6, weapon: Some("pistol".into()) }, &[1])
        .expect("fumble");
    assert!(t.gear(VIC, "pistol").flag(weapon::JAMMED));
}

#[test]
fn cpi_18_the_body_track_its_effects_and_saves() {
    let mut t = T::new();
    // 6 points: Serious, REF −2; stun save d10 3 ≤ 8 − 1.
    t.own(C::Damage { who: "Vic".into(), points: 6, dice: None }, &[3]).expect("damage");
    assert_eq!(body::level(&t.state, t.who(VIC)), 2);
    assert_eq!(body::effective(&t.state, t.who(VIC), "ref"), 8);
    assert!(!t.who(VIC).has_condition(body::STUNNED));
    // 14 points: Mortal 0; stun save 9 > 8 − 3: stunned; a death save due.
    t.own(C::Damage { who: "Vic".into(), points: 8, dice: None }, &[9]).expect("damage");
    assert_eq!(body::mortal(body::level(&t.state, t.who(VIC))), Some(0));
    assert_eq!(body::effective(&t.state, t.who(VIC), "ref"), 4, "10 ÷ 3 rounded up");
    assert!(t.who(VIC).has_condition(body::STUNNED));
    assert!(t.who(VIC).has_condition(body::DEATH_SAVE));
    // Death save: 1D10 ≤ CON − mortal level (8 − 0); a 9 kills.
    t.own(C::Save { who: "Vic".into(), kind: SaveKind::Death }, &[9]).expect("save");
    assert!(t.who(VIC).has_condition(body::DEAD));
    assert!(t.own(C::Save { who: "Ganger".into(), kind: SaveKind::Death }, &[5]).is_err());
    // Death saves come due each round at a mortal level.
    let mut t = T::new();
    t.own(C::Damage { who: "Ganger".into(), points: 20, dice: None }, &[1]).expect("damage");
    t.own(C::Save { who: "Ganger".into(), kind: SaveKind::Death }, &[1]).expect("save");
    t.start(&[5, 5]);
    assert_eq!(
        t.who(GANGER).conditions.iter().find(|c| c.name == body::DEATH_SAVE).and_then(|c| c.value),
        Some(1)
    );
    assert_eq!(t.state.step, Step::Declaration);
}

/// CPI-18 with the damage dice rolled (issue 33): `damage WHO 2d6+3` throws the dice into
/// the log and marks their total; under `dice table` they are asked of the table by count
/// and for whom, and given after a colon they are taken as rolled.
#[test]
fn cpi_18_damage_dice_are_rolled_onto_the_track_or_asked_of_the_table() {
    let mut t = T::new();
    let events = t
        .own(C::Damage { who: "Vic".into(), points: 0, dice: Some("2d6+3".into()) }, &[4, 5, 1])
        .expect("damage");
    let total = events.iter().find_map(|e| match e {
        crate::engine::Event::DiceRolled { roll } => Some(roll.total),
        _ => None,
    });
    assert_eq!(total, Some(12), "4 + 5 + 3: {events:?}");
    assert_eq!(body::points(t.who(VIC)), 12);
    use crate::systems::table_check::{command, run, timeline};
    let mut table = timeline(super::ID, &["add Vic pc from solo", "option dice table"]);
    let refused = table
        .decide(&command(&table, "damage vic 2d6+3"), &mut crate::engine::ScriptedDice::new([]))
        .expect_err("no dice given");
    let text = refused.to_string();
    assert!(text.contains("the damage dice: 2 dice to roll at the table for Vic: add the values after the dice, with a colon: 2d6+3:N,N"), "{text}");
    run(&mut table, "damage vic 2d6+3:6,6 save=9");
    let vic = table.state().by_name("Vic").expect("Vic");
    assert_eq!(body::points(vic), 15);
}
