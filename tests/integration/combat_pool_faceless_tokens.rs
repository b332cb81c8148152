//! Defense tokens drawn from a real bag at the table (`option dice table`) may be allocated
//! with no faces given: « Les jetons alloués à la défense sont placés face cachés. » Nobody,
//! the GM included, sees a face-down token, so fray records it with no face, and asks for
//! its face when it is turned over: « Lorsque le personnage est touché, ils sont retournés
//! un par un en éliminant les jetons d'échec ». A token given up unseen stays faceless.
//! Faces given at allocation (`bag=S5,F2`) still work as before. Played as a GM plays: a
//! script through the session, read from `fray show --json`, the save and the replies.

use crate::common;

use common::cli::{fray_in, text};
use serde_json::Value;

/// Kestrel (instinct, 7 tokens at the start) and Juno (tactics, 5), dice at the table.
const SETUP: &str = "\
add Kestrel pc from street-samurai
add Juno pc from face
option dice table
ready kestrel ready
ready juno ready
start
";

/// A fight made in `lang`: its saves folder, its settings folder.
struct Fight {
    saves: tempfile::TempDir,
    config: tempfile::TempDir,
    lang: &'static str,
}

impl Fight {
    fn new(lang: &'static str) -> Fight {
        let fight = Fight {
            saves: tempfile::tempdir().expect("a saves folder"),
            config: tempfile::tempdir().expect("a settings folder"),
            lang,
        };
        let made = fight.fray(&["new", "--rules", "sr-combat-pool", "bag"], "");
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

    /// Plays `script` after the setup; every line must be carried out. The replies.
    fn play(&self, script: &str) -> String {
        let run = self.fray(
            &["run", "bag", "--script", "-"],
            &format!("{SETUP}{script}"),
        );
        assert!(
            run.status.success(),
            "{script}\n{}\n{}",
            text(&run.stdout),
            text(&run.stderr)
        );
        text(&run.stdout)
    }

    /// Runs `script` on the fight as it is; what it said on error.
    fn refused(&self, script: &str) -> String {
        let run = self.fray(&["run", "bag", "--script", "-"], script);
        assert!(!run.status.success(), "{script} was carried out");
        text(&run.stderr)
    }

    /// `fray show --json`: the combatant's token sheet.
    fn tokens(&self, who: &str) -> Value {
        let shown = self.fray(&["show", "bag", "--json"], "");
        assert!(shown.status.success(), "{}", text(&shown.stderr));
        let state: Value = serde_json::from_slice(&shown.stdout).expect("show --json is JSON");
        state["combatants"]
            .as_array()
            .and_then(|all| all.iter().find(|c| c["name"] == who))
            .map(|c| c["tokens"].clone())
            .unwrap_or_else(|| panic!("{who} in {state}"))
    }

    /// The save as written.
    fn save(&self) -> String {
        std::fs::read_to_string(self.saves.path().join("bag.fray.jsonl")).expect("the save")
    }
}

/// With no faces given, `allocate` and `total-defense` draw their tokens face down, faces
/// unknown in the save itself: « Les jetons alloués à la défense sont placés face cachés. »
#[test]
fn srp_07_tokens_from_the_real_bag_are_allocated_with_no_faces() {
    let fight = Fight::new("en");
    let said = fight.play("allocate kestrel 4\ntotal-defense juno\n");
    assert!(
        said.contains("Kestrel draws 4 tokens face down into defense"),
        "{said}"
    );
    let kestrel = fight.tokens("Kestrel");
    assert_eq!(kestrel["face_down"], 4, "{kestrel}");
    assert_eq!(kestrel["undrawn"], 3, "{kestrel}");
    let juno = fight.tokens("Juno");
    assert_eq!(juno["face_down"], 5, "{juno}");
    assert_eq!(juno["undrawn"], 0, "{juno}");
    // The save knows how many, not which: no table dice recorded for them.
    let save = fight.save();
    assert!(save.contains(r#""faceless":4"#), "{save}");
    assert!(save.contains(r#""faceless":5"#), "{save}");
    assert!(!save.contains(r#""slot":"bag""#), "{save}");
}

/// The attack's defense exchange turns the tokens over one by one, and asks the table for
/// each face it turns: « ils sont retournés un par un en éliminant les jetons d'échec,
/// jusqu'à ce que le nombre de jetons de succès soit égal au nombre de succès excédentaire
/// du tir ». A score of 1 turns F2 (discarded), then S5 (D 1: a miss).
#[test]
fn srp_07_the_defense_exchange_takes_the_faces_it_turns_over_from_the_table() {
    let fight = Fight::new("en");
    let said = fight.play("allocate kestrel 3\nattack juno at kestrel hits=1 short bag=F2,S5\n");
    assert!(said.contains("Kestrel reveals F2, S5"), "{said}");
    assert!(said.contains("S 1 vs D 1: miss"), "{said}");
    let kestrel = fight.tokens("Kestrel");
    assert_eq!(kestrel["face_down"], 1, "{kestrel}");
    assert_eq!(kestrel["revealed"], serde_json::json!([5]), "{kestrel}");
    assert_eq!(kestrel["discarded"][0]["value"], 2, "{kestrel}");
    assert_eq!(kestrel["discarded"][0]["reason"], "failed", "{kestrel}");
    // The event that turns them over carries the faces: replay never asks again.
    let save = fight.save();
    assert!(
        save.contains(r#""faces":[{"kind":"failure","value":2},{"kind":"success","value":5}]"#),
        "{save}"
    );
    let replayed = fight.fray(&["check", "bag"], "");
    assert!(replayed.status.success(), "{}", text(&replayed.stderr));
}

/// Turned over with no face given, the attack is refused with a request that names whose
/// tokens and how many, in both languages; nothing is recorded.
#[test]
fn srp_07_a_token_turned_over_with_no_face_given_is_asked_for_by_name() {
    for (lang, words) in [
        (
            "en",
            ["a token drawn from the bag", "Kestrel ×3", "bag=S5,F2"],
        ),
        ("fr", ["un jeton tiré du sac", "Kestrel ×3", "sac=S5,F2"]),
    ] {
        let fight = Fight::new(lang);
        fight.play("allocate kestrel 3\n");
        let said = fight.refused("attack juno at kestrel hits=4 short\n");
        for word in words {
            assert!(said.contains(word), "{lang}: {word} in {said}");
        }
        assert_eq!(fight.tokens("Kestrel")["face_down"], 3, "{lang}");
    }
}

/// Two face-down tokens traded for one (« il ne peut transférer que les jetons non
/// retournés et au prix de deux jetons pour un seul »): the one discarded was never seen,
/// so it keeps no face, even in the GM's export with `--reveal-face-down`.
#[test]
fn srp_08_a_token_given_up_unseen_stays_faceless_for_good() {
    let fight = Fight::new("en");
    fight.play("allocate kestrel 4\nreduce-defense kestrel 1\n");
    let kestrel = fight.tokens("Kestrel");
    assert_eq!(kestrel["face_down"], 2, "{kestrel}");
    assert_eq!(kestrel["undrawn"], 4, "{kestrel}");
    let unseen = &kestrel["discarded"][0];
    assert_eq!(unseen["reason"], "given_up", "{kestrel}");
    assert_eq!(unseen["seen"], false, "{kestrel}");
    assert_eq!(unseen["value"], Value::Null, "{kestrel}");
    let export = fight.fray(
        &["export", "bag", "-f", "json", "--gm", "--reveal-face-down"],
        "",
    );
    assert!(export.status.success(), "{}", text(&export.stderr));
    let json: Value = serde_json::from_slice(&export.stdout).expect("JSON");
    let pool = &json["state"]["combatants"][0]["tokens"];
    assert_eq!(pool["discarded"][0]["token"], Value::Null, "{pool}");
    assert!(
        pool["defense"]
            .as_array()
            .is_some_and(|d| d.len() == 2 && d.iter().all(|t| t["token"].is_null())),
        "{pool}"
    );
    // Without `--reveal-face-down`, the export writes them as any face-down token.
    let export = fight.fray(&["export", "bag", "-f", "json", "--gm"], "");
    assert!(export.status.success(), "{}", text(&export.stderr));
    let json: Value = serde_json::from_slice(&export.stdout).expect("JSON");
    let pool = &json["state"]["combatants"][0]["tokens"];
    assert_eq!(pool["defense"][0]["token"]["face_down"], true, "{pool}");
    assert_eq!(pool["discarded"][0]["token"]["face_down"], true, "{pool}");
}

/// Faces given at allocation are kept and turned over with no request; tokens allocated
/// after them with no faces are turned over in their turn, the table giving only theirs.
/// A score of 2: S5 (D 1), F2 (discarded), then the first faceless one, given S4 (D 2).
#[test]
fn srp_07_faces_given_at_allocation_come_first_and_only_the_faceless_are_asked() {
    let fight = Fight::new("en");
    let said = fight.play(
        "allocate kestrel 2 bag=S5,F2\nallocate kestrel 2\nattack juno at kestrel hits=2 short bag=S4\n",
    );
    assert!(said.contains("Kestrel reveals S5, F2, S4"), "{said}");
    assert!(said.contains("S 2 vs D 2: miss"), "{said}");
    let kestrel = fight.tokens("Kestrel");
    assert_eq!(kestrel["face_down"], 1, "{kestrel}");
    assert_eq!(kestrel["revealed"], serde_json::json!([5, 4]), "{kestrel}");
    assert_eq!(kestrel["discarded"][0]["value"], 2, "{kestrel}");
    let save = fight.save();
    assert!(save.contains(r#""value":"S5""#), "{save}");
    assert!(
        save.contains(r#""faces":[{"kind":"success","value":4}]"#),
        "{save}"
    );
}

/// In French too, the tokens go face down with no faces and the reply says so.
#[test]
fn srp_07_allocation_with_no_faces_in_french() {
    let fight = Fight::new("fr");
    let said = fight.play("alloue kestrel 4\n");
    assert!(
        said.contains("Kestrel place 4 jetons face cachée en défense"),
        "{said}"
    );
    assert_eq!(fight.tokens("Kestrel")["face_down"], 4);
}
