//! The magic and Matrix commands decided on a small table (a mage, a decker, a ganger, a
//! camera): one test per ANA ID and the worked examples, every die scripted.

use std::cell::RefCell;

use crate::engine::apply::apply;
use crate::engine::{EndReason, Event, RuleError, ScriptedDice};
use crate::model::{Combatant, CombatantId, DamageTrack, Encounter, Pool, Side, SystemId};

use super::command::{Against, ArcaneCommand as C, SpellKind};
use super::decide::decide;
use super::fact::ArcaneFact;
use super::magic::{Category, Effect, ResistWith, Source};
use super::matrix::{Hacked, Method, Range, Security};
use super::slots::*;

const MAGE: CombatantId = CombatantId(1);
const DECKER: CombatantId = CombatantId(2);
const GANGER: CombatantId = CombatantId(3);
const CAMERA: CombatantId = CombatantId(4);

fn table() -> Encounter {
    let mut s = Encounter::new(SystemId::default_system(), "t");
    for (id, name, side) in [
        (MAGE, "Mage", Side::Pc),
        (DECKER, "Decker", Side::Pc),
        (GANGER, "Ganger", Side::Enemy),
        (CAMERA, "Camera", Side::Neutral),
    ] {
        let mut c = Combatant::new(id, name, side, DamageTrack::Monitors { tracks: Vec::new() });
        c.pools.push(Pool::Counter {
            name: ANARCHY.into(),
            value: 3,
            max: Some(5),
            hidden: false,
        });
        c.stats.insert("log".into(), 4);
        c.stats.insert("wil".into(), 3);
        apply(
            &mut s,
            &Event::CombatantAdded {
                combatant: Box::new(c),
            },
        );
    }
    s
}

/// Decides `command` with `dice`; the facts apart, the other events applied to `state`.
fn run(
    state: &mut Encounter,
    command: C,
    dice: &[u32],
) -> Result<(Vec<ArcaneFact>, Vec<Event>), RuleError> {
    let facts = RefCell::new(Vec::new());
    let wrap = |f: ArcaneFact| {
        facts.borrow_mut().push(f);
        Event::FightEnded
    };
    let events = decide(
        state,
        &command,
        &mut ScriptedDice::new(dice.iter().copied()),
        &wrap,
    )?;
    let events: Vec<Event> = events
        .into_iter()
        .filter(|e| !matches!(e, Event::FightEnded))
        .collect();
    for e in &events {
        apply(state, e);
    }
    Ok((facts.into_inner(), events))
}

fn has(
    state: &Encounter,
    who: CombatantId,
    name: &str,
    target: Option<CombatantId>,
) -> Option<Option<i32>> {
    state
        .combatant(who)?
        .conditions
        .iter()
        .find(|k| k.is(name, target))
        .map(|k| k.value)
}

fn stun(who: CombatantId, boxes: u16) -> Event {
    Event::MonitorMarked {
        who,
        track: STUN.into(),
        boxes,
    }
}

fn hack(method: Option<Method>, dice: u8, against: Against, mark: bool) -> C {
    C::Hack {
        extras: Default::default(),
        who: "decker".into(),
        target: "camera".into(),
        dice,
        against,
        method,
        noise: 0,
        mark,
    }
}

#[test]
fn ana_12_a_sustained_spell_is_kept_on_a_loss_and_dispelled_on_a_win_or_a_tie() {
    let mut s = table();
    let sustain = C::Sustain {
        who: "ganger".into(),
        spell: "Armor".into(),
        off: false,
    };
    assert!(run(&mut s, sustain, &[]).is_ok());
    assert!(has(&s, GANGER, &sustaining("Armor"), None).is_some());
    let dispel = |dice: u8, against: u8| C::Dispel {
        extras: Default::default(),
        who: "mage".into(),
        spell: "Armor".into(),
        sustainer: "ganger".into(),
        dice,
        against,
    };
    let Ok((facts, _)) = run(&mut s, dispel(2, 2), &[1, 2, 6, 2]) else {
        panic!("refused");
    };
    assert!(
        matches!(
            facts[0],
            ArcaneFact::Dispel {
                dispelled: false,
                ..
            }
        ),
        "a loss"
    );
    // A tie: « Contrer un sort d'effet est une action d'attaque », the attacker wins it.
    let Ok((facts, events)) = run(&mut s, dispel(2, 2), &[5, 1, 6, 2]) else {
        panic!("refused");
    };
    assert!(matches!(
        facts[0],
        ArcaneFact::Dispel {
            dispelled: true,
            ..
        }
    ));
    assert!(matches!(
        &events[0],
        Event::ConditionEnded {
            reason: EndReason::Removed,
            ..
        }
    ));
    assert!(has(&s, GANGER, &sustaining("Armor"), None).is_none());
    assert!(
        run(&mut s, dispel(2, 2), &[]).is_err(),
        "nothing left to dispel"
    );
}

#[test]
fn ana_13_ana_ex_14_a_counterspell_costs_a_point_and_lends_its_successes() {
    let mut s = table();
    let counter = C::Counter {
        extras: Default::default(),
        who: "mage".into(),
        target: "decker".into(),
        dice: 4,
        own: 1,
        with: ResistWith::Best,
    };
    let Ok((facts, events)) = run(&mut s, counter, &[5, 5, 6, 6]) else {
        panic!("refused");
    };
    assert!(matches!(facts[0], ArcaneFact::Counter { resists: 4, .. }));
    assert!(events.contains(&Event::CounterSet {
        who: MAGE,
        name: ANARCHY.into(),
        value: 2
    }));
}

#[test]
fn ana_14_ana_ex_05_a_major_spirit_drains_three_boxes_on_three_ones() {
    let mut s = table();
    let summon = C::Summon {
        extras: Default::default(),
        who: "mage".into(),
        category: Category::Major,
        dice: 2,
    };
    let Ok((facts, events)) = run(&mut s, summon, &[5, 2, 1, 1, 1, 4, 5, 6]) else {
        panic!("refused");
    };
    let ArcaneFact::Drain {
        drain, boxes, roll, ..
    } = &facts[0]
    else {
        panic!("{facts:?}");
    };
    assert_eq!((drain.len(), *boxes), (6, 3));
    assert_eq!(roll.as_ref().map(|r| r.successes()), Some(1));
    assert_eq!(events, vec![stun(MAGE, 3)]);
}

#[test]
fn ana_14_ana_ex_15_an_effect_spell_rolls_only_its_drain_and_is_sustained() {
    let mut s = table();
    let cast = C::Cast {
        extras: Default::default(),
        who: "mage".into(),
        kind: SpellKind::Effect,
        spell: "Levitate".into(),
        amp: 2,
        dice: 6,
    };
    let Ok((facts, events)) = run(&mut s, cast, &[1, 4]) else {
        panic!("refused");
    };
    assert!(matches!(
        &facts[0],
        ArcaneFact::Drain {
            roll: None,
            boxes: 1,
            source: Source::EffectSpell { amp: 2 },
            ..
        }
    ));
    assert_eq!(events[0], stun(MAGE, 1));
    assert!(has(&s, MAGE, &sustaining("Levitate"), None).is_some());
}

#[test]
fn ana_14_the_alternative_rule_adds_no_dice_and_drains_the_tests_complications() {
    let mut s = table();
    s.options.insert("drain".into(), "any-complication".into());
    let cast = C::Cast {
        extras: Default::default(),
        who: "mage".into(),
        kind: SpellKind::Combat,
        spell: "Manabolt".into(),
        amp: 3,
        dice: 3,
    };
    let Ok((facts, events)) = run(&mut s, cast, &[1, 1, 5]) else {
        panic!("refused");
    };
    assert!(matches!(&facts[0], ArcaneFact::Drain { drain, boxes: 0, .. } if drain.is_empty()));
    assert!(events.is_empty(), "ordinary 1s are no complication");
}

#[test]
fn ana_15_technodrain_needs_the_option_and_sprites_default_to_the_option_dice() {
    let mut s = table();
    let compile = || C::Compile {
        extras: Default::default(),
        who: "decker".into(),
        category: None,
        dice: 1,
    };
    assert!(run(&mut s, compile(), &[]).is_err());
    s.options.insert("technodrain".into(), "on".into());
    s.options.insert("sprite-dice".into(), "2,4,6".into());
    let Ok((facts, _)) = run(&mut s, compile(), &[5, 2, 2, 2, 1]) else {
        panic!("refused");
    };
    assert!(matches!(
        &facts[0],
        ArcaneFact::Drain {
            source: Source::Compile {
                category: Category::Normal
            },
            boxes: 1,
            drain,
            ..
        } if drain.len() == 4
    ));
}

#[test]
fn ana_16_one_sorcery_roll_against_each_targets_defense() {
    let mut s = table();
    let resist = C::Resist {
        extras: Default::default(),
        caster: "mage".into(),
        effect: Effect::Mental,
        dice: 2,
        targets: vec!["ganger".into(), "decker".into()],
    };
    // Sorcery 5, 6 = 2; ganger LOG 4 + WIL 3 = 7 dice with 1 success; decker 3 successes.
    let dice = [5, 6, 5, 1, 1, 1, 1, 1, 1, 5, 5, 5, 1, 1, 1, 1];
    let Ok((facts, _)) = run(&mut s, resist, &dice) else {
        panic!("refused");
    };
    let ArcaneFact::Resist { defenses, .. } = &facts[0] else {
        panic!("{facts:?}");
    };
    assert_eq!(defenses[0].roll.dice.len(), 7);
    let affected: Vec<bool> = defenses.iter().map(|d| d.affected).collect();
    assert_eq!(affected, vec![true, false]);
}

#[test]
fn ana_17_a_win_places_a_mark_and_servers_need_vr_and_marks() {
    let mut s = table();
    s.options.insert("convergence".into(), "off".into());
    let Ok((facts, _)) = run(
        &mut s,
        hack(None, 2, Against::Level(Security::Trivial), true),
        &[5, 5, 1, 1, 1, 5],
    ) else {
        panic!("refused");
    };
    assert!(matches!(
        facts[0],
        ArcaneFact::Hack {
            marks: Some(1),
            outcome: Hacked::Success,
            ..
        }
    ));
    assert_eq!(has(&s, DECKER, MARKS, Some(CAMERA)), Some(Some(1)));
    let enter = |needs: u8| C::Server {
        who: "decker".into(),
        server: Some("camera".into()),
        needs,
    };
    assert!(run(&mut s, enter(1), &[]).is_err(), "not in VR");
    let vr = C::Vr {
        who: "decker".into(),
        on: true,
    };
    assert!(run(&mut s, vr, &[]).is_ok());
    assert!(run(&mut s, enter(2), &[]).is_err(), "1 mark of 2");
    assert!(run(&mut s, enter(1), &[]).is_ok());
    assert!(has(&s, DECKER, SERVER, Some(CAMERA)).is_some());
    let ic = C::Ic {
        server: "camera".into(),
        count: 2,
    };
    assert!(run(&mut s, ic, &[]).is_ok());
    assert_eq!(s.combatant(CAMERA).map(|c| c.counter(IC)), Some(2));
}

#[test]
fn ana_18_ana_ex_16_failed_brute_force_stuns_and_failed_corruption_is_detected() {
    let mut s = table();
    s.options.insert("convergence".into(), "off".into());
    s.options.insert("brute-force".into(), "on".into());
    let against = Against::Level(Security::Trivial);
    assert!(
        run(&mut s, hack(None, 1, against, false), &[]).is_err(),
        "declare a method"
    );
    let Ok((_, events)) = run(
        &mut s,
        hack(Some(Method::BruteForce), 1, against, false),
        &[5, 5, 5, 5, 1],
    ) else {
        panic!("refused");
    };
    assert_eq!(events, vec![stun(DECKER, 2)]);
    let Ok(_) = run(
        &mut s,
        hack(Some(Method::Corruption), 1, against, false),
        &[1, 5, 1, 1, 1],
    ) else {
        panic!("refused");
    };
    assert!(has(&s, DECKER, DETECTED, Some(CAMERA)).is_some());
}

#[test]
fn ana_19_ana_ex_06_the_secret_die_counts_to_god_and_a_reboot_resets() {
    let mut s = table();
    let against = Against::Dice(1);
    for i in 0..3 {
        let Ok((facts, events)) = run(&mut s, hack(None, 1, against, false), &[6, 1, 1]) else {
            panic!("refused");
        };
        assert!(matches!(facts[1], ArcaneFact::Convergence { die: 1, .. }));
        assert!(facts[1].secret());
        let god = matches!(facts[1], ArcaneFact::Convergence { god: true, .. });
        assert_eq!(god, i == 2, "GOD at the third point");
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::SecretCounterSet { .. }))
        );
    }
    let counter = |s: &Encounter| s.combatant(DECKER).map(|c| c.counter(SURVEILLANCE));
    assert_eq!(counter(&s), Some(3));
    let check = C::Convergence {
        who: "decker".into(),
    };
    let Ok((facts, _)) = run(&mut s, check, &[]) else {
        panic!("refused");
    };
    assert!(matches!(facts[0], ArcaneFact::Checked { points: 3, .. }));
    let reboot = C::Reboot {
        who: "decker".into(),
    };
    assert!(run(&mut s, reboot, &[]).is_ok());
    // « Cela prend trois Narrations »: the score goes back to 0 once they are done
    // (ANA-OP-13; tests/integration/anarchy_turn_and_points.rs plays them).
    assert_eq!(counter(&s), Some(3));
    assert!(
        run(&mut s, hack(None, 1, against, false), &[]).is_err(),
        "rebooting"
    );
}

#[test]
fn ana_20_ana_ex_04_intermediate_range_removes_two_dice_from_every_hack() {
    let mut s = table();
    s.options.insert("convergence".into(), "off".into());
    let range = C::Range {
        who: "decker".into(),
        target: "camera".into(),
        range: Range::Intermediate,
    };
    assert!(run(&mut s, range, &[]).is_ok());
    let Ok((facts, _)) = run(
        &mut s,
        hack(None, 5, Against::Dice(1), false),
        &[5, 5, 5, 1],
    ) else {
        panic!("refused");
    };
    let ArcaneFact::Hack { roll, noise, .. } = &facts[0] else {
        panic!("{facts:?}");
    };
    assert_eq!((roll.dice.len(), *noise), (3, -2));
}
