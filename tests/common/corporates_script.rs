//! A Corporates fight played as a GM types it: a new save, a script fed to `fray run` (each
//! call with a deadline: a hang is killed and fails the test; the run stops at the first
//! refusal, as `fray run` does), and what the state then says (`fray show --json`).

use super::cli::{fray_in, text};

/// The longest one `fray` call may take before it is killed and the test fails.
const DEADLINE_SECS: u64 = 60;

/// What a played script left: what `fray run` printed and the state after.
pub struct Played {
    /// `fray run`'s standard output: a `#seq` line per record.
    pub log: String,
    /// Its standard error: the refusal, if any.
    pub refused: String,
    /// `fray show --json` after the script.
    pub state: serde_json::Value,
}

/// A new Corporates fight, `script` run on it in `lang`.
pub fn play(lang: &str, script: &str) -> Played {
    let saves = tempfile::tempdir().expect("a saves folder");
    let config = tempfile::tempdir().expect("a settings folder");
    let (s, c) = (saves.path(), config.path());
    let new = ["new", "--rules", "corporates", "--no-open", "fight"];
    let made = fray_in(s, c, lang, &new, "", DEADLINE_SECS);
    assert!(made.status.success(), "{}", text(&made.stderr));
    let run = ["run", "fight", "--script", "-"];
    let run = fray_in(s, c, lang, &run, script, DEADLINE_SECS);
    let show = fray_in(s, c, lang, &["show", "fight", "--json"], "", DEADLINE_SECS);
    assert!(show.status.success(), "{}", text(&show.stderr));
    Played {
        log: text(&run.stdout),
        refused: text(&run.stderr),
        state: serde_json::from_slice(&show.stdout).expect("show --json parses"),
    }
}

impl Played {
    /// Asserts the script ran to its end, and each of `shown` is in the log.
    pub fn says(&self, shown: &[&str]) {
        assert_eq!(self.refused, "", "nothing refused; the log:\n{}", self.log);
        for s in shown {
            assert!(self.log.contains(s), "{s:?} missing in:\n{}", self.log);
        }
    }

    /// Asserts the script stopped on a refusal saying each of `shown`.
    pub fn refuses(&self, shown: &[&str]) {
        for s in shown {
            assert!(
                self.refused.contains(s),
                "{s:?} missing in:\n{}",
                self.refused
            );
        }
    }

    /// `show --json`'s sheet of `name`.
    pub fn sheet(&self, name: &str) -> &serde_json::Value {
        self.state["combatants"]
            .as_array()
            .and_then(|all| all.iter().find(|c| c["name"] == name))
            .unwrap_or_else(|| panic!("{name} in {}", self.state))
    }

    /// The value of `name`'s condition `condition` (the first so named): `None` when not
    /// held, `Some(None)` when held without a value.
    pub fn condition(&self, name: &str, condition: &str) -> Option<Option<i64>> {
        self.sheet(name)["conditions"]
            .as_array()?
            .iter()
            .find(|k| k["name"] == condition)
            .map(|k| k["value"].as_i64())
    }

    /// A figure of `name`'s turn grid (`declared`, `malus`, `malus-declared`…).
    pub fn grid(&self, name: &str, figure: &str) -> i64 {
        self.sheet(name)["gear_figures"]["cor-grid"][figure]
            .as_i64()
            .unwrap_or_else(|| panic!("{figure} of {name}"))
    }

    /// `name`'s counter `counter` (`wound`, `fatigue`), 0 when absent.
    pub fn counter(&self, name: &str, counter: &str) -> i64 {
        self.sheet(name)["pools"]
            .as_array()
            .and_then(|all| all.iter().find(|p| p["name"] == counter))
            .and_then(|p| p["value"].as_i64())
            .unwrap_or(0)
    }

    /// `name`'s markers on the ladder: (segment, status), in segment order.
    pub fn markers(&self, name: &str) -> Vec<(i64, String)> {
        let mut out: Vec<(i64, String)> = self.state["ladder"]
            .as_array()
            .map(|all| {
                all.iter()
                    .filter(|e| e["name"] == name && e["rushed"] == false)
                    .map(|e| {
                        let phase = e["phase"].as_i64().unwrap_or(0);
                        (phase, e["status"].as_str().unwrap_or("").to_string())
                    })
                    .collect()
            })
            .unwrap_or_default();
        out.sort();
        out
    }
}

/// A Corporates save `t` kept across several runs, in one language: each `play` adds its
/// lines to the same fight, and the state is read back after each.
pub struct Scene {
    /// The saves folder.
    saves: tempfile::TempDir,
    /// The settings folder.
    config: tempfile::TempDir,
    /// The language every run speaks.
    lang: String,
}

impl Scene {
    /// A new Corporates fight `t`, played in `lang`.
    pub fn in_lang(lang: &str) -> Scene {
        let scene = Scene {
            saves: tempfile::tempdir().expect("a saves folder"),
            config: tempfile::tempdir().expect("a settings folder"),
            lang: lang.to_string(),
        };
        let made = scene.fray(&["new", "--rules", "corporates", "--no-open", "t"], "");
        assert!(made.status.success(), "{}", text(&made.stderr));
        scene
    }

    /// `fray ARGS` on this scene's folders, fed `stdin`, with the deadline.
    pub fn fray(&self, args: &[&str], stdin: &str) -> std::process::Output {
        fray_in(
            self.saves.path(),
            self.config.path(),
            &self.lang,
            args,
            stdin,
            DEADLINE_SECS,
        )
    }

    /// Runs `script` on the fight, which must accept every line; what it printed.
    pub fn play(&self, script: &str) -> String {
        let out = self.fray(&["run", "t", "--script", "-"], script);
        assert!(
            out.status.success(),
            "{}\n{}",
            text(&out.stdout),
            text(&out.stderr)
        );
        text(&out.stdout)
    }

    /// Runs `script`, which must be refused; the refusal.
    pub fn refused(&self, script: &str) -> String {
        let out = self.fray(&["run", "t", "--script", "-"], script);
        assert!(!out.status.success(), "accepted: {}", text(&out.stdout));
        text(&out.stderr)
    }

    /// `fray show t --json`.
    pub fn state(&self) -> serde_json::Value {
        let out = self.fray(&["show", "t", "--json"], "");
        assert!(out.status.success(), "{}", text(&out.stderr));
        serde_json::from_slice(&out.stdout).expect("show --json parses")
    }

    /// `fray show t`, as text.
    pub fn shown(&self) -> String {
        let out = self.fray(&["show", "t"], "");
        assert!(out.status.success(), "{}", text(&out.stderr));
        text(&out.stdout)
    }

    /// `name`'s sheet in `show --json`.
    fn sheet(&self, name: &str) -> serde_json::Value {
        let state = self.state();
        state["combatants"]
            .as_array()
            .and_then(|all| all.iter().find(|c| c["name"] == name).cloned())
            .unwrap_or_else(|| panic!("{name} in {state}"))
    }

    /// The value of `name`'s condition `condition` (the first so named), if held with one.
    pub fn condition(&self, name: &str, condition: &str) -> Option<i64> {
        self.sheet(name)["conditions"]
            .as_array()?
            .iter()
            .find(|k| k["name"] == condition)
            .and_then(|k| k["value"].as_i64())
    }

    /// `name`'s counter `counter` (`wound`, `fatigue`), 0 when absent.
    pub fn counter(&self, name: &str, counter: &str) -> i64 {
        self.sheet(name)["pools"]
            .as_array()
            .and_then(|all| all.iter().find(|p| p["name"] == counter))
            .and_then(|p| p["value"].as_i64())
            .unwrap_or(0)
    }

    /// `name`'s piece of gear `key` in `show --json`, if carried.
    pub fn gear(&self, name: &str, key: &str) -> Option<serde_json::Value> {
        self.sheet(name)["gear"]
            .as_array()?
            .iter()
            .find(|g| g["key"] == key)
            .cloned()
    }
}

/// The aim both roll-naming tests start from: Ana (Firearms 5, Vigilance 2, Dodge 2,
/// Combat 3) with a rifle typed without a name (aiming bonus 2, snap shot 3) and Vlad
/// (Combat 2, Dodge 1, Firearms 4); the table rolls every die; the turn begun, both
/// announce 3, Ana aims at Vlad braced, then on to segment 3, her next declared action.
pub const ANA_AIMS_AT_VLAD: &str = "add Ana pc reaction=3 vigilance=2+0 agility=4 strength=3 \
                                    combat=3+0 dodge=2+0 soak=3 firearms=5+0\n\
                                    add Vlad enemy reaction=2 agility=3 strength=3 combat=2+0 \
                                    dodge=1+0 soak=2 firearms=4+0\n\
                                    weapon ana rifle kind=rifle damage=5 aim=2 snap=3 short=5 \
                                    medium=20 long=50 extreme=100\n\
                                    option dice table\n\
                                    start reaction=6,6,6,1,1\n\
                                    declare vlad 3\n\
                                    declare ana 3\n\
                                    aim ana at vlad with rifle range medium braced check=6,5\n\
                                    next\n\
                                    next\n";
