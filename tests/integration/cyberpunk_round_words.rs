//! A Cyberpunk fight's time in the text's own word, « round », wherever the shared
//! messages speak of it: the log's line for a round's start (`fray run`, `fray log`) and
//! the export's last line, never Polaris's « tour de combat ».

use crate::common;

use common::cli::{new_fight, run_script, stdout_of};

/// What `fray run`, `fray log` and `fray export` print for a Cyberpunk fight after
/// `script`, in `lang`.
fn played(lang: &str, script: &str) -> (String, String, String) {
    let (saves, config) = new_fight(lang, "cyberpunk-interval", "t");
    let (s, c) = (saves.path(), config.path());
    let run = run_script(s, c, lang, "t", script);
    let log = stdout_of(s, c, lang, &["log", "t"]);
    (run, log, stdout_of(s, c, lang, &["export", "t"]))
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
