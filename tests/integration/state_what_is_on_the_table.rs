//! The state holds what is on the table now, played as a GM types it (`fray run --script`)
//! and read back from `fray show`: the combat pool's discard pile goes back to the bag at
//! a recharge (counted, no longer listed), and what one combatant held against another
//! (Anarchy's range, Corporates' duel) leaves the fight with the one it was against.

use crate::common;

use common::cli::{fray_in, text};
use serde_json::Value;

/// A combat-pool fight `pile` in `lang`: Baral, a street samurai, with his instinct pool.
struct PoolFight {
    saves: tempfile::TempDir,
    config: tempfile::TempDir,
    lang: &'static str,
}

impl PoolFight {
    fn new(lang: &'static str) -> PoolFight {
        let fight = PoolFight {
            saves: tempfile::tempdir().expect("a saves folder"),
            config: tempfile::tempdir().expect("a settings folder"),
            lang,
        };
        let made = fight.fray(
            &["new", "--rules", "sr-combat-pool", "--no-open", "pile"],
            "",
        );
        assert!(made.status.success(), "{}", text(&made.stderr));
        fight
    }

    fn fray(&self, args: &[&str], stdin: &str) -> std::process::Output {
        fray_in(
            self.saves.path(),
            self.config.path(),
            self.lang,
            args,
            stdin,
            60,
        )
    }

    /// Plays `script`; every line must be carried out.
    fn play(&self, script: &str) {
        let run = self.fray(&["run", "pile", "--script", "-"], script);
        assert!(
            run.status.success(),
            "{script}\n{}\n{}",
            text(&run.stdout),
            text(&run.stderr)
        );
    }

    /// Baral's token sheet in `fray show --json`.
    fn tokens(&self) -> Value {
        let shown = self.fray(&["show", "pile", "--json"], "");
        assert!(shown.status.success(), "{}", text(&shown.stderr));
        let state: Value = serde_json::from_slice(&shown.stdout).expect("show --json is JSON");
        state["combatants"][0]["tokens"].clone()
    }

    /// `fray show pile` as text.
    fn shown(&self) -> String {
        let shown = self.fray(&["show", "pile"], "");
        assert!(shown.status.success(), "{}", text(&shown.stderr));
        text(&shown.stdout)
    }
}

/// Tokens spent face up leave play; at the next recharge they go back to the bag: the pile
/// is emptied into a count, so it never holds more than one recharge's tokens, and every
/// token is still accounted for. The text keeps no pile: « ils sont retournés un par un en
/// éliminant les jetons d'échec », and a recharge starts afresh: « lorsque le personnage
/// fait appel à l'une ou l'autre, il perd tous ses jetons restants dans sa réserve de
/// combat ».
#[test]
fn srp_02_a_recharge_sends_the_discard_pile_back_to_the_bag() {
    let fight = PoolFight::new("en");
    fight.play("add baral pc from street-samurai\nstart\nspend baral 2 for the lock\n");
    let before = fight.tokens();
    assert_eq!(
        before["discarded"].as_array().map(Vec::len),
        Some(2),
        "the two spent tokens are on the pile: {before}"
    );
    fight.play("recharge baral slow\n");
    let after = fight.tokens();
    assert_eq!(
        after["discarded"].as_array().map(Vec::len),
        Some(0),
        "the pile went back to the bag: {after}"
    );
    assert_eq!(after["discarded_before"], 2, "{after}");
    let listed = ["undrawn", "lost", "discarded_before"]
        .iter()
        .map(|k| after[k].as_u64().unwrap_or(0))
        .sum::<u64>()
        + after["face_down"].as_u64().unwrap_or(0)
        + ["revealed", "discarded"]
            .iter()
            .map(|k| after[k].as_array().map_or(0, |a| a.len() as u64))
            .sum::<u64>();
    assert_eq!(
        Some(listed),
        after["gained"].as_u64(),
        "every token accounted for"
    );
    assert!(
        fight.shown().contains("2 tokens back in the bag"),
        "{}",
        fight.shown()
    );
}

/// The same count, said in French.
#[test]
fn srp_02_the_tokens_back_in_the_bag_are_counted_in_french() {
    let fight = PoolFight::new("fr");
    fight.play("add baral pc from street-samurai\nstart\nspend baral 2 for the lock\nrecharge baral slow\n");
    let shown = fight.shown();
    assert!(shown.contains("2 jetons remis dans le sac"), "{shown}");
}

/// Names of the conditions `name` holds in `fray show --json`.
fn conditions_of(state: &Value, name: &str) -> Vec<String> {
    state["combatants"]
        .as_array()
        .and_then(|all| all.iter().find(|c| c["name"] == name))
        .and_then(|c| c["conditions"].as_array())
        .map(|all| {
            all.iter()
                .map(|k| k["name"].as_str().unwrap_or_default().to_string())
                .collect()
        })
        .unwrap_or_default()
}

/// Anarchy's range is held against one target: « les actions de Hacking sont affectées par
/// la portée de la même façon que les armes ». When the target leaves the fight, the range
/// to it goes too (a new combatant never takes an id back, so a kept pair could only pile
/// up).
#[test]
fn anarchy_range_to_someone_who_left_goes_with_them() {
    let scene = common::anarchy_script::Scene::new();
    scene.play(
        "add decker pc from decker\nadd camera enemy from drone\nrange decker camera intermediate",
    );
    assert!(
        conditions_of(&scene.state(), "decker").contains(&"range".to_string()),
        "{}",
        scene.state()
    );
    scene.play("remove camera");
    assert_eq!(
        conditions_of(&scene.state(), "decker"),
        Vec::<String>::new(),
        "{}",
        scene.state()
    );
}

/// Corporates' duel is held between two: « Quand 2 personnages décident d'engager un duel
/// (style western), celui-ci commence par une phase d'intimidation ». When the opponent
/// leaves, the duel ends with them.
#[test]
fn corporates_duel_with_someone_who_left_goes_with_them() {
    let scene = common::corporates_script::Scene::in_lang("en");
    scene.play("add kira pc from operative\nadd bob enemy from ganger\nstart\nduel kira bob");
    assert!(
        conditions_of(&scene.state(), "kira").contains(&"duel".to_string()),
        "{}",
        scene.state()
    );
    scene.play("remove bob");
    assert_eq!(
        conditions_of(&scene.state(), "kira"),
        Vec::<String>::new(),
        "{}",
        scene.state()
    );
}
