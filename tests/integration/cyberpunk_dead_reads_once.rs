//! A dead Cyberpunk fighter reads "dead" once per line of each pane, in French as in
//! English: his roster row said "MORT" in the wound column and "mort" again among the
//! conditions (issue 33); his ladder slot and his `show` line say it once too.

use crate::common;

use common::cli::{command, feed_within, text};
use common::fight_app::{drawn, fight_of, new_session};
use fray::i18n::{Lang, with_lang};

#[test]
fn a_dead_fighter_reads_dead_once_on_each_line() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (mut session, warnings, path) =
        new_session(dir.path(), fray::systems::cyberpunk::ID, "Street", 3);
    for line in [
        "add Vic pc from solo",
        "add Kurt enemy from booster",
        "start",
        "damage kurt 41",
    ] {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    let app = fight_of(session, &warnings, dir.path());
    for (lang, word) in [(Lang::Fr, "mort"), (Lang::En, "dead")] {
        let screen = with_lang(lang, || drawn(&app, 160, 48));
        for line in screen.lines().filter(|l| l.contains("Kurt")) {
            let panes: Vec<&str> = line.split('│').collect();
            for pane in panes {
                let said = pane.to_lowercase().matches(word).count();
                assert!(said <= 1, "{lang:?}: {pane}\n{screen}");
            }
        }
    }
    // `fray show` in French: one MORT on Kurt's line, no [mort] condition under it.
    let config = tempfile::tempdir().expect("a settings folder");
    let save = path.to_string_lossy().into_owned();
    let mut show = command(dir.path(), &["show", &save]);
    show.env("FRAY_LANG", "fr")
        .env("FRAY_CONFIG_DIR", config.path());
    let out = feed_within(show, b"", 60);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let shown = text(&out.stdout).to_lowercase();
    assert_eq!(shown.matches("mort").count(), 1, "{shown}");
}
