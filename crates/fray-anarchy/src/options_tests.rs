//! Every option is listed, checked, and read with its tracker default.

use super::options;
use super::test_support::T;

#[test]
fn every_option_is_listed_with_its_words_and_checked() {
    let keys: Vec<&str> = options::described().iter().map(|o| o.0).collect();
    for key in [
        "initiative-timing",
        "opposed-ties",
        "anarchy-start",
        "anarchy-max",
        "gm-pool-start",
        "chance-glitch",
        "bonus-dice",
        "group-monitors",
        "drain",
        "technodrain",
        "sprite-dice",
        "tie-chance",
        "marks",
        "brute-force",
        "convergence",
        "physical-base",
        "stun-base",
        "wound-step",
    ] {
        assert!(keys.contains(&key), "{key}");
    }
    assert!(options::check("initiative-timing", "turn").is_ok());
    assert!(options::check("initiative-timing", "round").is_err());
    assert!(options::check("gm-pool-start", "players").is_ok());
    assert!(options::check("gm-pool-start", "4").is_ok());
    assert!(options::check("sprite-dice", "1,2,4").is_ok());
    assert!(options::check("sprite-dice", "1,2").is_err());
    assert!(options::check("nonsense", "on").is_err());
}

#[test]
fn defaults_hold_until_the_gm_changes_them() {
    let mut t = T::new();
    assert_eq!(options::anarchy_start(&t.state), 3);
    assert_eq!(options::anarchy_max(&t.state), 5);
    assert_eq!(options::gm_pool_start(&t.state), None);
    assert_eq!(options::sprite_dice(&t.state), [1, 3, 6]);
    assert!(options::chance_glitch(&t.state));
    assert!(!options::switch(&t.state, "technodrain", false));
    t.ok("option sprite-dice 2,4,8", &[]);
    t.ok("option gm-pool-start 2", &[]);
    assert_eq!(options::sprite_dice(&t.state), [2, 4, 8]);
    assert_eq!(options::gm_pool_start(&t.state), Some(2));
}

#[test]
fn ana_21_wound_step_changes_the_dice_wounds_take() {
    let mut t = T::new();
    let kira = t.who("Kira").id;
    crate::engine::apply_all(
        &mut t.state,
        &[crate::engine::Event::MonitorMarked {
            who: kira,
            track: "physical".into(),
            boxes: 4,
        }],
    );
    assert_eq!(super::decide::sheet::wound_dice(&t.state, t.who("Kira")), 1);
    t.ok("option wound-step 2", &[]);
    assert_eq!(super::decide::sheet::wound_dice(&t.state, t.who("Kira")), 2);
}

#[test]
fn ana_op_08_tie_chance_points_reads_the_points_left() {
    let order = |t: &T| -> Vec<String> {
        t.state
            .ladder
            .descending()
            .into_iter()
            .filter_map(|e| t.state.combatant(e.at.owner).map(|c| c.name.clone()))
            .collect()
    };
    let setup = |option: bool| {
        let mut t = T::new();
        t.ok("add Jax pc agi=6 chance=2", &[]);
        // Kira spends two Chance points: 1 left against Jax's 2.
        t.ok("test kira 1 chance", &[5]);
        t.ok("test kira 1 chance", &[5]);
        if option {
            t.ok("option tie-chance points", &[]);
        }
        // Kira 4+5+6 = 15, Ganger 1+1+3, Jax 4+5+6 = 15.
        t.ok("start", &[4, 5, 1, 1, 4, 5]);
        order(&t)
    };
    assert_eq!(setup(false)[0], "Kira", "the attribute: 3 against 2");
    assert_eq!(setup(true)[0], "Jax", "the points left: 1 against 2");
}

#[test]
fn ana_op_02_anarchy_max_caps_awards() {
    let mut t = T::new();
    t.ok("award kira 9", &[]);
    assert_eq!(t.who("Kira").counter("anarchy"), 5);
    t.ok("option anarchy-max 7", &[]);
    t.ok("award kira 9", &[]);
    assert_eq!(t.who("Kira").counter("anarchy"), 7);
}

#[test]
fn ana_21_stun_base_resizes_the_stun_monitor() {
    let mut t = T::new();
    assert_eq!(super::decide::sheet::monitors(t.who("Kira")).stun.boxes, 10);
    t.ok("option stun-base 6", &[]);
    assert_eq!(super::decide::sheet::monitors(t.who("Kira")).stun.boxes, 8);
}

#[test]
fn ana_08_combat_timing_rolls_at_the_first_turn_only() {
    let mut t = T::new();
    t.ok("initiative kira", &[6, 6]);
    t.ok("option initiative-timing combat", &[]);
    t.ok("start", &[1, 1, 1, 1]);
    assert_eq!(t.who("Kira").initiative.as_ref().map(|i| i.score), Some(8));
    t.ok("next", &[]);
    t.ok("next", &[]);
    t.ok("next", &[]);
    assert_eq!(t.state.round, 2);
    assert_eq!(t.who("Kira").initiative.as_ref().map(|i| i.score), Some(8));
}

#[test]
fn ana_op_05_group_monitors_member_or_group() {
    for (option, ganger, thug) in [("member", 0, 4), ("group", 4, 0)] {
        let mut t = T::new();
        t.ok("set ganger group=1", &[]);
        t.ok("add Thug enemy group=1", &[]);
        t.ok(&format!("option group-monitors {option}"), &[]);
        t.ok("damage thug 4 no-armor", &[]);
        let filled = |t: &T, n: &str| super::decide::sheet::monitors(t.who(n)).physical.filled;
        assert_eq!(
            (filled(&t, "Ganger"), filled(&t, "Thug")),
            (ganger, thug),
            "{option}"
        );
        assert_eq!(
            super::decide::sheet::wound_dice(&t.state, t.who("Thug")),
            1,
            "{option}"
        );
    }
}
