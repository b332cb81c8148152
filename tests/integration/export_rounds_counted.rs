//! The export's last line counts the rounds a fight lasted with the right plural in both
//! languages: a fight over after one round is "after 1 round", « après 1 tour ».

use crate::common;

use common::cli::{new_fight, run_script, stdout_of};

/// A Polaris fight started and ended in its first round, exported in English and French.
#[test]
fn a_fight_over_after_one_round_says_one_round_in_both_languages() {
    for (lang, said) in [
        ("en", "the fight is over after 1 round."),
        ("fr", "le combat est terminé après 1 tour."),
    ] {
        let (saves, config) = new_fight(lang, "polaris-3e", "t");
        let (s, c) = (saves.path(), config.path());
        run_script(s, c, lang, "t", "add Kurt pc reaction=12\nstart\nend\n");
        let export = stdout_of(s, c, lang, &["export", "t"]);
        assert!(
            export.contains(said),
            "{lang}: {said:?} missing in:\n{export}"
        );
    }
}
