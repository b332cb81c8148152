//! One test per ANA ID of the magic and Matrix rules and the worked examples that cover
//! them (ANA-12 to ANA-20).

use crate::engine::ScriptedDice;

use super::super::pool::PoolSpec;
use super::convergence::{self, GOD, watch};
use super::magic::{
    self, Category, DrainRule, Effect, ResistWith, Source, affected, counterspelled, dispels,
};
use super::matrix::{self, Entering, Hacked, Method, Range, Security, hack, noisy_pool};

/// « Contrer un sort d'effet est une action d'attaque »: a tie goes to the counterspeller.
#[test]
fn ana_12_a_counterspell_is_an_attack_and_dispels_on_a_tie() {
    assert!(dispels(4, 3));
    assert!(dispels(3, 3), "an attack's tie hits (ANA-01, ANA-06)");
    assert!(!dispels(2, 3));
}

#[test]
fn ana_13_ana_ex_14_the_target_resists_with_the_better_successes() {
    assert_eq!(counterspelled(1, 4, ResistWith::Best), 4);
    assert_eq!(counterspelled(5, 4, ResistWith::Best), 5);
    assert_eq!(counterspelled(1, 4, ResistWith::Own), 1, "the GM's choice");
    assert_eq!(counterspelled(5, 2, ResistWith::Counterspeller), 2);
    for r in ResistWith::ALL {
        assert_eq!(ResistWith::from_word(r.word()), Some(r));
    }
}

#[test]
fn ana_14_ana_ex_05_a_major_spirit_rolls_six_dice_three_ones_three_boxes() {
    let source = Source::Summon {
        category: Category::Major,
    };
    assert_eq!(DrainRule::Amp.dice(source), 6);
    let roll = PoolSpec {
        complications: DrainRule::Amp.dice(source),
        ..PoolSpec::default()
    }
    .roll(&mut ScriptedDice::new([1, 1, 1, 4, 5, 6]));
    assert_eq!(
        DrainRule::Amp.boxes(&roll.complications, roll.complications()),
        3
    );
    assert_eq!(roll.successes(), 0, "complication dice never succeed");
    assert_eq!(Category::Minor.dice(), 1);
    assert_eq!(Category::Normal.dice(), 3);
}

#[test]
fn ana_14_ana_ex_15_a_level_two_amp_rolling_one_and_four_drains_one_box() {
    let source = Source::CombatSpell { amp: 2 };
    assert_eq!(source.dice(), 2);
    assert!(!source.dice_only());
    assert_eq!(DrainRule::Amp.boxes(&[1, 4], 1), 1);
    assert!(
        Source::EffectSpell { amp: 2 }.dice_only(),
        "effect spells roll only the dice"
    );
}

#[test]
fn ana_14_the_alternative_rule_drains_on_any_complication_of_a_magic_test() {
    let source = Source::CombatSpell { amp: 3 };
    assert_eq!(DrainRule::AnyComplication.dice(source), 0);
    assert_eq!(DrainRule::AnyComplication.boxes(&[], 2), 2);
    assert_eq!(
        DrainRule::from_word("any-complication"),
        Some(DrainRule::AnyComplication)
    );
    assert_eq!(DrainRule::from_word("amp"), Some(DrainRule::Amp));
    assert_eq!(DrainRule::default(), DrainRule::Amp);
}

#[test]
fn ana_14_an_amp_of_level_zero_is_refused() {
    assert!(magic::check_source(Source::CombatSpell { amp: 0 }, false).is_err());
    assert!(magic::check_source(Source::CombatSpell { amp: 1 }, false).is_ok());
}

#[test]
fn ana_15_technodrain_only_with_the_option_and_sprites_as_spirits() {
    let form = Source::ComplexForm { amp: 2 };
    let sprite = Source::Compile {
        category: Category::Normal,
    };
    assert!(magic::check_source(form, false).is_err());
    assert!(magic::check_source(sprite, true).is_ok());
    assert_eq!(form.dice(), 2);
    assert_eq!(sprite.dice(), 3);
    assert_eq!(Category::from_word("major"), Some(Category::Major));
}

#[test]
fn ana_16_one_sorcery_roll_against_each_defense() {
    assert_eq!(affected(3, &[2, 3, 4]), vec![true, true, false]);
    let stats = |s: &str| match s {
        "strength" => 5,
        "willpower" => 3,
        "logic" => 4,
        _ => 0,
    };
    assert_eq!(magic::defense_pool(Effect::Physical, stats), 8);
    assert_eq!(magic::defense_pool(Effect::Mental, stats), 7);
    assert_eq!(magic::defense_pool(Effect::Social, stats), 3);
}

#[test]
fn ana_17_ana_ex_01_to_03_difficulty_opposed_pool_and_marks() {
    let table: Vec<(u8, u8)> = Security::ALL
        .iter()
        .map(|s| (s.opposed_pool(), s.marks()))
        .collect();
    assert_eq!(table, vec![(4, 1), (6, 2), (10, 3)]);
    assert_eq!(matrix::add_marks(2, 5), 3, "never past 3");
    assert!(matrix::check_needed(0).is_err());
    assert!(matrix::check_needed(3).is_ok());
    assert!(matrix::check_needed(4).is_err());
}

#[test]
fn ana_17_servers_need_vr_enough_marks_and_one_at_a_time() {
    let ok = Entering {
        vr: true,
        held: 2,
        needed: 2,
        elsewhere: false,
    };
    assert!(matrix::enter_server(ok).is_ok());
    assert!(matrix::enter_server(Entering { vr: false, ..ok }).is_err());
    assert!(matrix::enter_server(Entering { held: 1, ..ok }).is_err());
    assert!(
        matrix::enter_server(Entering {
            elsewhere: true,
            ..ok
        })
        .is_err()
    );
}

#[test]
fn ana_18_ana_ex_16_failed_brute_force_stuns_per_excess_success() {
    assert_eq!(
        hack(1, 3, Some(Method::BruteForce), false),
        Hacked::Stunned { boxes: 2 }
    );
    assert_eq!(
        hack(3, 3, Some(Method::BruteForce), false),
        Hacked::Failed,
        "a tie: no excess"
    );
    assert_eq!(hack(4, 3, Some(Method::BruteForce), false), Hacked::Success);
    assert_eq!(
        hack(3, 3, Some(Method::BruteForce), true),
        Hacked::Success,
        "opposed-ties actor"
    );
    assert_eq!(
        hack(1, 3, Some(Method::Corruption), false),
        Hacked::Detected
    );
    assert_eq!(hack(1, 3, Some(Method::Cybercombat), false), Hacked::Failed);
    assert!(matrix::check_method(None, true).is_err());
    assert!(matrix::check_method(None, false).is_ok());
    assert!(matrix::check_method(Some(Method::Corruption), true).is_ok());
}

#[test]
fn ana_19_ana_ex_06_the_third_surveillance_point_brings_god_once() {
    assert_eq!(watch(0, 1).points, 1);
    assert_eq!(watch(1, 6).points, 1, "only a 1 counts");
    let third = watch(2, 1);
    assert_eq!((third.points, third.god), (GOD, true));
    assert!(!watch(3, 1).god, "GOD came already");
    assert!(convergence::applies(true, false));
    assert!(!convergence::applies(true, true), "not Technomancy");
}

#[test]
fn ana_20_ana_ex_04_intermediate_range_removes_two_dice() {
    assert_eq!(noisy_pool(8, Range::Intermediate, 0), 6);
    assert_eq!(noisy_pool(8, Range::Long, -1), 3, "a bad connection too");
    assert_eq!(noisy_pool(3, Range::Long, 0), 0, "never below 0");
    assert_eq!(
        noisy_pool(8, Range::Short, 2),
        8,
        "the connection only hinders"
    );
    assert_eq!(Range::from_modifier(-2), Some(Range::Intermediate));
}
