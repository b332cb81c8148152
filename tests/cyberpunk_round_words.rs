//! A Cyberpunk fight's time in the text's own word, « round », wherever the shared
//! messages speak of it: the log's line for a round's start (`fray run`, `fray log`) and
//! the export's last line, never Polaris's « tour de combat ».

mod common;

use common::cli::{fray_in, text};

/// What `fray run`, `fray log` and `fray export` print for a Cyberpunk fight after
/// `script`, in `lang`.
fn played(lang: &str, script: &str) -> (String, String, String) {
    let saves = tempfile::tempdir().expect("a saves folder");
    let config = tempfile::tempdir().expect("a settings folder");
    let (s, c) = (saves.path(), config.path());
    let new = ["new", "-r", "cyberpunk-interval", "--no-open", "t"];
    let made = fray_in(s, c, lang, &new, "", 60);
    assert!(made.status.success(), "{}", text(&made.stderr));
    let run = fray_in(s, c, lang, &["run", "t", "--script", "-"], script, 60);
    assert!(run.status.success(), "{}", text(&run.stderr));
    let log = fray_in(s, c, lang, &["log", "t"], "", 60);
    assert!(log.status.success(), "{}", text(&log.stderr));
    let export = fray_in(s, c, lang, &["export", "t"], "", 60);
    assert!(export.status.success(), "{}", text(&export.stderr));
    (text(&run.stdout), text(&log.stdout), text(&export.stdout))
}

/// A round started with the initiative given at the table, then the fight ended.
const ONE_ROUND: &str = "add Vic pc from solo
add Razor from booster-boss
option dice table
start initiative=7,8
end
";

/// « Les combats sont divisés en rounds, chacun représentant 3 secondes. »: a round's
/// start reads « début du round 1 » in `fray run` and `fray log`, and the export ends
/// « le combat est terminé après 1 round »; never « tour de combat » nor « tours ».
#[test]
fn a_cyberpunk_round_is_a_round_in_the_log_and_the_exports_last_line() {
    let (run, log, export) = played("fr", ONE_ROUND);
    for text in [&run, &log] {
        assert!(text.contains("début du round 1"), "{text}");
        assert!(!text.contains("tour de combat"), "{text}");
    }
    assert!(
        export.contains("le combat est terminé après 1 round."),
        "{export}"
    );
    assert!(!export.to_lowercase().contains("tour"), "{export}");
    let (run, _, export) = played("en", ONE_ROUND);
    assert!(run.contains("round 1 begins"), "{run}");
    assert!(
        export.contains("the fight is over after 1 round."),
        "{export}"
    );
}
