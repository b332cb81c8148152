//! A three-fight campaign of each rule system through the real binary, as issue "A
//! campaign" asks: two PCs made in the campaign, each fight seeded from it, wounds and
//! points carried back by `fray campaign sync`, a write-back repeated without effect, a
//! rest (Anarchy's new session) between fights, the next fight opening exactly as the
//! campaign left the party; then a damaged campaign file and a bad library file refused with
//! clear errors and nothing lost.

use std::path::Path;

use super::cli_campaign::{fray, ok};
use crate::common::cli::text;

/// One system's campaign: its key, the campaign's lines making the party, each fight's
/// lines (hurting someone, spending points), and the rest between fights two and three.
struct Play {
    system: &'static str,
    party: &'static [&'static str],
    fights: [&'static [&'static str]; 3],
    rest: &'static str,
}

/// The party's sheets as `fray show --json` (or `campaign show --json`) gives them: each
/// combatant of a side pc, by name.
fn party(json: &str) -> Vec<serde_json::Value> {
    let json: serde_json::Value = serde_json::from_str(json).expect("json");
    json["combatants"]
        .as_array()
        .expect("combatants")
        .iter()
        .filter(|c| c["side"] == "pc")
        .cloned()
        .collect()
}

fn campaign_party(saves: &Path) -> Vec<serde_json::Value> {
    party(&ok(saves, "en", &["campaign", "show", "crew", "--json"]))
}

fn fight_party(saves: &Path, fight: &str) -> Vec<serde_json::Value> {
    party(&ok(saves, "en", &["show", fight, "--json"]))
}

fn campaign_bytes(saves: &Path) -> Vec<u8> {
    std::fs::read(saves.join("campaigns").join("crew.fray.jsonl")).expect("campaign file")
}

/// Plays `play`'s campaign through three fights and checks what the issue asks.
fn three_fights(play: &Play) {
    let dir = tempfile::tempdir().expect("temp");
    let saves = dir.path();
    ok(saves, "en", &["campaign", "new", "Crew", "-r", play.system]);
    let mut args = vec!["campaign", "do", "crew"];
    args.extend(play.party);
    ok(saves, "en", &args);
    let made = campaign_party(saves);
    assert_eq!(made.len(), 2, "{}: {made:?}", play.system);

    for (n, lines) in play.fights.iter().enumerate() {
        let fight = format!("fight-{}", n + 1);
        ok(
            saves,
            "en",
            &[
                "new",
                "--campaign",
                "crew",
                "--seed",
                "7",
                "--no-open",
                &fight,
            ],
        );
        assert_eq!(
            fight_party(saves, &fight),
            campaign_party(saves),
            "{}: {fight} opens with the party as the campaign left it",
            play.system
        );
        let script = lines.join("\n") + "\n";
        let played = fray(saves, "en", &["run", &fight, "--script", "-"], &script);
        assert!(
            played.status.success(),
            "{}: {fight}: {}{}",
            play.system,
            text(&played.stdout),
            text(&played.stderr)
        );
        let before = campaign_party(saves);
        let synced = ok(saves, "en", &["campaign", "sync", &fight, "--yes"]);
        let after = campaign_party(saves);
        assert_ne!(
            before, after,
            "{}: {fight}'s wounds and points are carried back: {synced}",
            play.system
        );
        let written = campaign_bytes(saves);
        let again = ok(saves, "en", &["campaign", "sync", &fight, "--yes"]);
        assert!(again.contains("already written back"), "{again}");
        assert_eq!(
            campaign_bytes(saves),
            written,
            "a second write-back writes nothing"
        );
        if n == 1 {
            let rested = ok(saves, "en", &["campaign", "do", "crew", play.rest]);
            assert_ne!(
                campaign_party(saves),
                after,
                "{}: `{}` changes the party: {rested}",
                play.system,
                play.rest
            );
        }
    }

    // A campaign damaged in the middle: named with its line, nothing written, no fight made.
    let path = saves.join("campaigns").join("crew.fray.jsonl");
    let mut bytes = campaign_bytes(saves);
    let second_line = bytes.iter().position(|b| *b == b'\n').expect("a line") + 5;
    bytes[second_line] ^= 0x20;
    std::fs::write(&path, &bytes).expect("damage");
    for args in [
        &["campaign", "show", "crew"][..],
        &["campaign", "do", "crew", "note Kira x"],
        &["new", "--campaign", "crew", "--no-open", "Fourth"],
    ] {
        let out = fray(saves, "en", args, "");
        assert!(!out.status.success(), "{args:?} on a damaged campaign");
        assert!(
            text(&out.stderr).contains("line 2"),
            "{args:?}: {}",
            text(&out.stderr)
        );
        assert_eq!(campaign_bytes(saves), bytes, "{args:?} wrote nothing");
    }
    assert!(!saves.join("fourth.fray.jsonl").exists(), "no fight made");
}

/// A library file with one good and one bad template: `fray bestiary check` names the bad
/// one's line and field, the good one still comes to `add … from`, and the file is left
/// as it was.
fn bad_library(system: &str, key: &str) {
    let dir = tempfile::tempdir().expect("temp");
    let (saves, config) = (dir.path().join("saves"), dir.path().join("config"));
    std::fs::create_dir_all(config.join("library")).expect("folder");
    let file = config.join("library").join(format!("{key}.toml"));
    let library = "[[template]]\nkey = \"watcher\"\nname = \"Watcher\"\n\n\
                   [[template]]\nkey = \"broken\"\nname = \"Broken\"\nside = \"dragon\"\n";
    std::fs::write(&file, library).expect("library");
    let run = |args: &[&str], stdin: &[u8]| {
        let mut cmd = crate::common::cli::command(&saves, args);
        cmd.env("FRAY_CONFIG_DIR", &config).env("FRAY_LANG", "en");
        crate::common::cli::feed_within(cmd, stdin, 60)
    };
    let checked = run(&["bestiary", "-r", system, "check"], b"");
    let said = text(&checked.stdout) + &text(&checked.stderr);
    assert_eq!(checked.status.code(), Some(1), "{said}");
    assert!(said.contains("line 5") && said.contains("side"), "{said}");
    let new = run(&["new", "-r", system, "--no-open", "Watch"], b"");
    assert!(new.status.success(), "{}", text(&new.stderr));
    let added = run(
        &["run", "watch", "--script", "-"],
        b"add Kurt from watcher\n",
    );
    assert!(added.status.success(), "{}", text(&added.stderr));
    assert_eq!(
        std::fs::read_to_string(&file).expect("read"),
        library,
        "nothing lost"
    );
}

#[test]
fn a_polaris_campaign_of_three_fights() {
    three_fights(&Play {
        system: "polaris",
        party: &["add Baral pc from mercenary", "add Kira pc reaction=12"],
        fights: [
            &["add 2 mercenaries", "wound baral body serious"],
            &["wound kira left-arm light", "wound baral right-leg light"],
            &["wound kira body medium"],
        ],
        rest: "rest 3",
    });
    bad_library("polaris", "polaris-3e");
}

#[test]
fn a_combat_pool_campaign_of_three_fights() {
    three_fights(&Play {
        system: "combat-pool",
        party: &[
            "add Baral pc reaction=4 intuition=4 body=4 willpower=4",
            "add Kira pc reaction=5 intuition=3 body=3 willpower=5",
        ],
        fights: [
            &["damage baral 3"],
            &["damage kira 4 stun", "damage baral 1"],
            &["damage kira 2"],
        ],
        rest: "rest 1",
    });
    bad_library("combat-pool", "sr-combat-pool");
}

#[test]
fn a_cyberpunk_campaign_of_three_fights() {
    three_fights(&Play {
        system: "cyberpunk",
        party: &["add Razor pc ref=6 con=9", "add Vic pc ref=8 con=7"],
        fights: [&["damage razor 3"], &["damage vic 6"], &["damage razor 2"]],
        rest: "rest 2",
    });
    bad_library("cyberpunk", "cyberpunk-interval");
}

#[test]
fn an_anarchy_campaign_of_three_fights_with_a_new_session() {
    three_fights(&Play {
        system: "anarchy",
        party: &[
            "add Kira pc str=5 wil=3 agi=4 log=6 chance=3 armor=6",
            "add Jax pc str=3 wil=3 agi=4 log=2 chance=2 armor=2",
        ],
        fights: [
            &["damage kira 9", "reroll jax 1"],
            &["damage kira 2 stun no-armor", "reroll jax 1"],
            &["damage jax 3"],
        ],
        rest: "rest session",
    });
    bad_library("anarchy", "sr-anarchy");
}

#[test]
fn a_corporates_campaign_of_three_fights() {
    three_fights(&Play {
        system: "corporates",
        party: &[
            "add Ana pc reaction=3 agility=4 endurance=4 confidence=2",
            "add Bo pc reaction=2 agility=3 endurance=3",
        ],
        fights: [
            &["confidence ana 0", "condition bo arm-unusable 0"],
            &["confidence bo 1"],
            &["confidence ana 1"],
        ],
        rest: "rest days 1",
    });
    bad_library("corporates", "corporates");
}
