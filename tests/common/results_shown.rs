//! A fight played from a script, then every place a GM or a player reads its results:
//! what `fray run` printed, `fray log`, the GM's and the players' Markdown exports, the
//! JSON export and `fray show` (text and `--json`). Each call has a deadline: a hang is
//! killed and fails the test.

use super::cli::{fray_in, run_script, text};

/// The longest one `fray` call may take before it is killed and the test fails.
const DEADLINE_SECS: u64 = 60;

/// Every output of one played fight.
pub struct Shown {
    /// `fray run`'s standard output.
    pub run: String,
    /// `fray log`.
    pub log: String,
    /// `fray export --gm` (Markdown).
    pub gm_export: String,
    /// `fray export` (the players' Markdown).
    pub players_export: String,
    /// `fray export --gm --format json`.
    pub json_export: String,
    /// `fray show`.
    pub show: String,
    /// `fray show --json`.
    pub state: serde_json::Value,
}

/// A new fight under `rules` in `lang`, `script` run on it (a refusal fails the test),
/// then every output read.
pub fn played(rules: &str, lang: &str, script: &str) -> Shown {
    let saves = tempfile::tempdir().expect("a saves folder");
    let config = tempfile::tempdir().expect("a settings folder");
    let (s, c) = (saves.path(), config.path());
    let read = |args: &[&str]| {
        let out = fray_in(s, c, lang, args, "", DEADLINE_SECS);
        assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
        text(&out.stdout)
    };
    read(&["new", "--rules", rules, "--seed", "7", "--no-open", "fight"]);
    let run = run_script(s, c, lang, "fight", script);
    Shown {
        run,
        log: read(&["log", "fight"]),
        gm_export: read(&["export", "fight", "--gm"]),
        players_export: read(&["export", "fight"]),
        json_export: read(&["export", "fight", "--gm", "--format", "json"]),
        show: read(&["show", "fight"]),
        state: serde_json::from_str(&read(&["show", "fight", "--json"])).expect("show --json"),
    }
}

impl Shown {
    /// Asserts `words` are in what `fray run` printed, `fray log` and the GM's export.
    pub fn everywhere_for_the_gm(&self, words: &str) {
        for (name, out) in [
            ("fray run", &self.run),
            ("fray log", &self.log),
            ("export --gm", &self.gm_export),
        ] {
            assert!(out.contains(words), "{words:?} missing in {name}:\n{out}");
        }
    }

    /// Asserts `words` (in English: the JSON export is the same in every language) are in
    /// a narration of the JSON export.
    pub fn in_the_json_export(&self, words: &str) {
        let escaped = serde_json::to_string(words).expect("a string");
        let inner = &escaped[1..escaped.len() - 1];
        assert!(
            self.json_export.contains(inner),
            "{words:?} missing in export --format json:\n{}",
            self.json_export
        );
    }
}

/// The fight screen (160×48, French) after `script`'s lines typed at the `:` prompt of a
/// new `system` fight, flattened (`fight_app::flattened`): the result strip under the
/// panes holds the last line's whole narration.
pub fn on_the_french_screen(system: fray::model::SystemId, script: &str) -> String {
    use super::fight_app::{drawn, fight_of, flattened, new_session};
    let dir = tempfile::tempdir().expect("a saves folder");
    fray::i18n::with_lang(fray::i18n::Lang::Fr, || {
        let (mut session, warnings, _path) = new_session(dir.path(), system, "fight", 7);
        for line in script.lines() {
            session
                .execute(line)
                .unwrap_or_else(|e| panic!("{line}: {e}"));
        }
        let app = fight_of(session, &warnings, dir.path());
        flattened(&drawn(&app, 160, 48))
    })
}

/// `words` as [`on_the_french_screen`] reads them: no-break spaces made plain ones.
pub fn as_flattened(words: &str) -> String {
    words.replace('\u{a0}', " ")
}
