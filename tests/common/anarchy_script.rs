//! An Anarchy encounter played as a GM types it: a new save, scripts fed to `fray run`
//! (each with a deadline: a hang is killed and fails the test), and what the state then
//! says (`fray show --json`).

use std::process::Output;

use super::cli::{fray_in, text};

/// The longest one `fray` call may take before it is killed and the test fails.
const DEADLINE_SECS: u64 = 60;

/// A new Anarchy encounter `t` in temporary saves and settings folders, in `lang`.
pub struct Scene {
    saves: tempfile::TempDir,
    config: tempfile::TempDir,
    lang: &'static str,
}

impl Scene {
    /// A new encounter (seed 7) in English.
    pub fn new() -> Scene {
        Scene::in_lang("en")
    }

    /// A new encounter (seed 7) whose outputs are in `lang`.
    pub fn in_lang(lang: &'static str) -> Scene {
        let scene = Scene {
            saves: tempfile::tempdir().expect("a saves folder"),
            config: tempfile::tempdir().expect("a settings folder"),
            lang,
        };
        let out = scene.fray(
            &["new", "-r", "sr-anarchy", "--seed", "7", "--no-open", "T"],
            "",
        );
        assert!(out.status.success(), "{}", text(&out.stderr));
        scene
    }

    /// `fray ARGS` fed `stdin`, in this scene's folders and language.
    pub fn fray(&self, args: &[&str], stdin: &str) -> Output {
        fray_in(
            self.saves.path(),
            self.config.path(),
            self.lang,
            args,
            stdin,
            DEADLINE_SECS,
        )
    }

    /// Runs `lines` (one command a line); every one must be accepted. The log lines.
    pub fn play(&self, lines: &str) -> String {
        let out = self.fray(&["run", "t", "--script", "-"], &format!("{lines}\n"));
        assert!(
            out.status.success(),
            "refused: {}\n{}",
            text(&out.stderr),
            text(&out.stdout)
        );
        text(&out.stdout)
    }

    /// Runs `line` alone, which must be refused: the refusal (standard error).
    pub fn refused(&self, line: &str) -> String {
        let out = self.fray(&["run", "t", "--script", "-"], &format!("{line}\n"));
        assert_eq!(
            out.status.code(),
            Some(3),
            "'{line}' was not refused: {}",
            text(&out.stdout)
        );
        text(&out.stderr)
    }

    /// The state as `fray show --json` gives it.
    pub fn state(&self) -> serde_json::Value {
        let out = self.fray(&["show", "t", "--json"], "");
        assert!(out.status.success(), "{}", text(&out.stderr));
        serde_json::from_slice(&out.stdout).expect("show --json is JSON")
    }

    /// `who`'s entry in the state.
    pub fn combatant(&self, who: &str) -> serde_json::Value {
        let state = self.state();
        state["combatants"]
            .as_array()
            .and_then(|all| all.iter().find(|c| c["name"] == who).cloned())
            .unwrap_or_else(|| panic!("no {who} in {state}"))
    }

    /// The value of `who`'s counter `name` (0 when absent).
    pub fn counter(&self, who: &str, name: &str) -> i64 {
        self.combatant(who)["pools"]
            .as_array()
            .and_then(|pools| pools.iter().find(|p| p["name"] == name))
            .and_then(|p| p["value"].as_i64())
            .unwrap_or(0)
    }

    /// The filled boxes of `who`'s monitor `name` (`stun`, `physical`, `armor`).
    pub fn filled(&self, who: &str, name: &str) -> i64 {
        self.combatant(who)["monitors"]
            .as_array()
            .and_then(|m| m.iter().find(|m| m["name"] == name))
            .and_then(|m| m["filled"].as_i64())
            .unwrap_or_else(|| panic!("no {name} monitor on {who}"))
    }

    /// The names on the ladder, first Narration first.
    pub fn order(&self) -> Vec<String> {
        self.state()["ladder"]
            .as_array()
            .map(|l| {
                l.iter()
                    .filter_map(|r| r["name"].as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The name of the one whose Narration it is.
    pub fn acting(&self) -> Option<String> {
        self.state()["current"].as_str().map(str::to_string)
    }
}

impl Default for Scene {
    fn default() -> Scene {
        Scene::new()
    }
}
