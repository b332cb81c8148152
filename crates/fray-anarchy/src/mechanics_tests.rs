//! One test per ANA ID of this slice and the worked examples that cover them.

use crate::engine::ScriptedDice;

use super::monitor::{Kind, Monitors, size};
use super::points::{self, Interposed, Spend, Spender, interpose};
use super::pool::{PoolRoll, PoolSpec, attack_hits, opposed_wins};

fn roll(spec: PoolSpec, dice: &[u32]) -> PoolRoll {
    spec.roll(&mut ScriptedDice::new(dice.iter().copied()))
}

fn player(points: i32) -> Spender {
    Spender {
        points,
        gm: false,
        spent_this_narration: false,
        on_pc: true,
        on_self: false,
    }
}

fn gm(points: i32, spent: bool, on_pc: bool) -> Spender {
    Spender {
        points,
        gm: true,
        spent_this_narration: spent,
        on_pc,
        on_self: false,
    }
}

#[test]
fn ana_01_hits_on_five_and_six_and_ties_go_to_the_attacker() {
    let r = roll(
        PoolSpec {
            dice: 4,
            ..PoolSpec::default()
        },
        &[4, 5, 2, 6],
    );
    assert_eq!(r.dice, vec![4, 5, 2, 6]);
    assert_eq!(r.successes(), 2);
    assert!(attack_hits(3, 3));
    assert!(!attack_hits(2, 3));
    assert!(
        !opposed_wins(3, 3),
        "ANA-OP-01: a tie elsewhere has no effect"
    );
}

#[test]
fn ana_02_glitch_die_counts_and_reads_complication_or_exploit() {
    // ANA-EX-11: 5 dice plus a glitch die on 1, then on 6.
    let spec = PoolSpec {
        dice: 5,
        glitch: true,
        ..PoolSpec::default()
    };
    let one = roll(spec, &[5, 2, 3, 6, 1, 1]);
    assert_eq!(
        (one.glitch, one.complications(), one.exploit()),
        (Some(1), 1, false)
    );
    assert_eq!(one.successes(), 2);
    let six = roll(spec, &[5, 2, 3, 6, 1, 6]);
    assert!(six.exploit());
    assert_eq!(six.complications(), 0);
    assert_eq!(six.successes(), 3, "the exploit's die is one more success");
}

#[test]
fn ana_03_complication_dice_only_complicate() {
    // ANA-EX-12: a complication die on 6 gives no success and no exploit.
    let spec = PoolSpec {
        dice: 0,
        complications: 1,
        ..PoolSpec::default()
    };
    let r = roll(spec, &[6]);
    assert_eq!(
        (r.successes(), r.complications(), r.exploit()),
        (0, 0, false)
    );
    // ANA-EX-05: six complication dice, three 1s.
    let r = roll(
        PoolSpec {
            complications: 6,
            ..PoolSpec::default()
        },
        &[1, 3, 1, 6, 1, 2],
    );
    assert_eq!(r.complications(), 3);
    // ANA-EX-15: [1, 4] is one complication.
    let r = roll(
        PoolSpec {
            complications: 2,
            ..PoolSpec::default()
        },
        &[1, 4],
    );
    assert_eq!(r.complications(), 1);
}

#[test]
fn ana_04_chance_before_lowers_the_hit_and_after_rerolls_all() {
    // ANA-EX-10: [4, 5, 2, 6] with Chance before the roll: 3 successes (without: 2).
    let with = roll(
        PoolSpec {
            dice: 4,
            chance: true,
            ..PoolSpec::default()
        },
        &[4, 5, 2, 6],
    );
    assert_eq!(with.successes(), 3);
    // ANA-OP-03: a 4 on the glitch die succeeds under Chance but is no exploit.
    let g = roll(
        PoolSpec {
            dice: 0,
            glitch: true,
            chance: true,
            complications: 0,
        },
        &[4],
    );
    assert_eq!((g.successes(), g.exploit()), (1, false));
    // After the roll: every die again, glitch included, the hit face kept.
    let first = roll(
        PoolSpec {
            dice: 2,
            glitch: true,
            ..PoolSpec::default()
        },
        &[1, 2, 1],
    );
    let again = first.reroll(&mut ScriptedDice::new([6, 5, 5]));
    assert_eq!((again.dice.clone(), again.glitch), (vec![6, 5], Some(5)));
    assert_eq!(
        (again.successes(), again.complications(), again.exploit()),
        (3, 0, true)
    );
    assert_eq!(points::chance_at_session(3), 3);
    assert_eq!(points::spend_chance(1).ok(), Some(0));
    assert!(points::spend_chance(0).is_err(), "never below zero");
}

#[test]
fn ana_05_every_player_spend_costs_a_point_and_is_checked() {
    for what in Spend::ALL.into_iter().filter(|s| !s.gm_only()) {
        assert_eq!(points::spend(player(3), what, 1).ok(), Some(2), "{what:?}");
        assert!(
            points::spend(player(0), what, 1).is_err(),
            "{what:?} with no point"
        );
        assert_eq!(Spend::from_word(what.word()), Some(what));
    }
    assert_eq!(Spend::WellDisposed.bonus_dice(), 3);
    let own = Spender {
        on_self: true,
        ..player(3)
    };
    assert!(
        points::spend(own, Spend::FirstAid, 1).is_err(),
        "First aid is never on oneself"
    );
    assert!(
        points::spend(player(3), Spend::NewThreat, 1).is_err(),
        "GM only"
    );
    assert_eq!(
        points::spend(player(3), Spend::Initiative, 2).ok(),
        Some(1),
        "ANA-EX-08"
    );
    assert_eq!(points::award(4, 3, points::MAX), 5, "ANA-OP-02: at most 5");
}

#[test]
fn ana_06_interpose_replaces_the_defense_and_ties_go_to_the_attacker() {
    // ANA-EX-13: attacker 3 against defender 3 is a hit; interposing with 4 saves
    // everyone, with 3 the interposing character is hit.
    assert!(attack_hits(3, 3));
    assert_eq!(interpose(3, 4), Interposed::Nobody);
    assert_eq!(interpose(3, 3), Interposed::Interposer);
}

#[test]
fn ana_07_gm_pool_limits() {
    // ANA-EX-17: a second point in the same Narration is refused.
    assert_eq!(
        points::spend(gm(3, false, false), Spend::Malfunction, 1).ok(),
        Some(2)
    );
    assert!(points::spend(gm(3, true, false), Spend::Malfunction, 1).is_err());
    assert!(points::spend(gm(3, false, false), Spend::Malfunction, 2).is_err());
    // Never directly on a PC, except Take a risk.
    assert!(points::spend(gm(3, false, true), Spend::WellDisposed, 1).is_err());
    assert_eq!(
        points::spend(gm(3, false, true), Spend::TakeRisk, 1).ok(),
        Some(2)
    );
    // GM-only spends; initiative dice outside the per-Narration limit (ANA-OP-04).
    assert_eq!(
        points::spend(gm(3, false, false), Spend::NewThreat, 1).ok(),
        Some(2)
    );
    assert_eq!(
        points::spend(gm(3, true, false), Spend::ChangeOrder, 1).ok(),
        None
    );
    assert_eq!(
        points::spend(gm(3, true, false), Spend::Initiative, 2).ok(),
        Some(1)
    );
    assert_eq!(
        points::gm_pool_at_session(5),
        5,
        "ANA-OP-02: one per player"
    );
}

#[test]
fn ana_21_monitors_sizes_overflow_and_wound_modifiers() {
    // ANA-EX-18: STR 5, WIL 3 → physical 11, stun 10.
    let mut m = Monitors::new(2, 5, 3);
    assert_eq!((m.physical.boxes, m.stun.boxes), (11, 10));
    assert_eq!(size(0), 8);
    // Armor first, then the monitor.
    let t = m.take(Kind::Physical, 4, false);
    assert_eq!((t.armor, t.physical), (2, 2));
    // Drain ignores Armor (ANA-EX-05: 3 stun boxes).
    m.heal(None, 2);
    let t = m.take(Kind::Stun, 3, true);
    assert_eq!((t.armor, t.stun), (0, 3));
    assert_eq!(m.wound_modifier(), -1, "3 stun boxes: −1; 2 physical: none");
    // Stun past the monitor overflows into physical; physical past it is kept apart.
    let t = m.take(Kind::Stun, 9, true);
    assert_eq!((t.stun, t.physical), (7, 2));
    assert!(m.unconscious());
    let t = m.take(Kind::Physical, 9, true);
    assert_eq!((t.physical, t.beyond), (7, 2));
    assert!(m.down());
    assert_eq!(m.heal(Some(Kind::Stun), 20), 10, "never below empty");
}

#[test]
fn facts_keep_every_die_and_read_back() {
    use super::fact::AnarchyFact;
    use crate::rules::OwnFact;
    let roll = roll(
        PoolSpec {
            dice: 2,
            glitch: true,
            ..PoolSpec::default()
        },
        &[5, 2, 1],
    );
    let fact = AnarchyFact::AnaTest {
        who: crate::model::CombatantId(3),
        roll,
        against: Some(super::command::Against::Threshold(1)),
        wounds: 0,
        bought: 0,
        target: None,
        weapon: None,
    };
    let json = serde_json::to_string(&fact).expect("json");
    assert!(
        json.contains("\"event\":\"ana_test\"") && json.contains("\"glitch\":1"),
        "{json}"
    );
    assert_eq!(
        serde_json::from_str::<AnarchyFact>(&json).ok(),
        Some(fact.clone())
    );
    assert_eq!(fact.combatants(), vec![crate::model::CombatantId(3)]);
    let gm = AnarchyFact::AnaSpend {
        who: None,
        spend: Spend::NewThreat,
        points: 1,
        on: None,
    };
    assert!(gm.combatants().is_empty());
}

#[test]
fn ana_07_the_refusal_is_catalog_text_in_both_languages() {
    use crate::engine::RuleError;
    use crate::i18n::{Lang, with_lang};
    for (lang, words) in [
        (Lang::En, "one per Narration"),
        (Lang::Fr, "un par Narration"),
    ] {
        let refused = with_lang(lang, || {
            points::spend(gm(3, true, false), Spend::Malfunction, 1)
        });
        match refused {
            Err(RuleError::Invalid(text)) => assert!(text.contains(words), "{text}"),
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn points_never_go_negative_and_the_gm_never_spends_twice_in_a_narration() {
    for what in Spend::ALL {
        for have in -1..6 {
            for count in -1..4 {
                for bits in 0..16u8 {
                    let who = Spender {
                        points: have,
                        gm: bits & 1 != 0,
                        spent_this_narration: bits & 2 != 0,
                        on_pc: bits & 4 != 0,
                        on_self: bits & 8 != 0,
                    };
                    let left = points::spend(who, what, count);
                    if let Ok(left) = left {
                        assert!(
                            left >= 0 && left == have - count,
                            "{who:?} {what:?} {count}"
                        );
                    }
                    if who.gm && who.spent_this_narration && what != Spend::Initiative {
                        assert!(left.is_err(), "{what:?}: a second GM point in a Narration");
                    }
                }
            }
        }
    }
}
