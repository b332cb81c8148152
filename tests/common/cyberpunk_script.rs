//! A Cyberpunk interval fight played as a GM types it: a new save, a script fed to
//! `fray run` (on past refusals, each call with a deadline: a hang is killed and fails the
//! test), and what the state then says (`fray show --json`).

use super::cli::{fray_in, text};

/// The longest one `fray` call may take before it is killed and the test fails.
const DEADLINE_SECS: u64 = 60;

/// What a played script left: what `fray run` printed and the state after.
pub struct Played {
    /// `fray run`'s standard output: a line per record.
    pub out: String,
    /// Its standard error: the refusals.
    pub err: String,
    /// `fray show --json` after the script.
    pub state: serde_json::Value,
}

/// A new Cyberpunk interval fight `t`, `script` run on it in `lang` (`--keep-going`).
pub fn played(lang: &str, script: &str) -> Played {
    let saves = tempfile::tempdir().expect("a saves folder");
    let config = tempfile::tempdir().expect("a settings folder");
    let (s, c) = (saves.path(), config.path());
    let new = ["new", "-r", "cyberpunk-interval", "--no-open", "t"];
    let made = fray_in(s, c, lang, &new, "", DEADLINE_SECS);
    assert!(made.status.success(), "{}", text(&made.stderr));
    let run = ["run", "t", "--script", "-", "--keep-going"];
    let run = fray_in(s, c, lang, &run, script, DEADLINE_SECS);
    let show = fray_in(s, c, lang, &["show", "t", "--json"], "", DEADLINE_SECS);
    assert!(show.status.success(), "{}", text(&show.stderr));
    Played {
        out: text(&run.stdout),
        err: text(&run.stderr),
        state: serde_json::from_slice(&show.stdout).expect("show --json parses"),
    }
}

impl Played {
    /// The status of `who`'s slot number `marker` (the 1st is 1), `none` without it.
    pub fn slot(&self, who: &str, marker: u64) -> String {
        self.state["ladder"]
            .as_array()
            .and_then(|l| {
                l.iter()
                    .find(|e| e["name"] == who && e["marker"] == marker)
                    .and_then(|e| e["status"].as_str())
            })
            .unwrap_or("none")
            .to_string()
    }

    /// A combatant as `show --json` gives it (null when absent).
    pub fn combatant(&self, who: &str) -> &serde_json::Value {
        self.state["combatants"]
            .as_array()
            .and_then(|cs| cs.iter().find(|c| c["name"] == who))
            .unwrap_or(&serde_json::Value::Null)
    }

    /// A counter of `who` by its shown name (`metres run`).
    pub fn counter(&self, who: &str, name: &str) -> Option<i64> {
        self.combatant(who)["pools"]
            .as_array()
            .and_then(|p| p.iter().find(|p| p["name"] == name))
            .and_then(|p| p["value"].as_i64())
    }

    /// The first line of `fray run`'s output holding every one of `words`.
    pub fn line_with(&self, words: &[&str]) -> String {
        self.out
            .lines()
            .find(|l| words.iter().all(|w| l.contains(w)))
            .unwrap_or_else(|| panic!("no line with {words:?}:\n{}\n{}", self.err, self.out))
            .to_string()
    }
}
