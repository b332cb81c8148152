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
