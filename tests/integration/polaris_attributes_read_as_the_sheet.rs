//! A Polaris attribute test reads the attribute as the sheet names it, in English as in
//! French, beside the skills that already do: the GM's run, `fray log`, both exports.

use crate::common;

use common::results_shown::played;

/// Baral tests his Reaction, then his Strength, the d20 given at the table.
const SCRIPT: &str = "option dice table\n\
    add Baral pc from mercenary\n\
    test baral reaction d20=4\n\
    test baral for d20=5\n";

/// « la Compétence testée »: a test names what is tested as the sheet lists it, the
/// attributes too (« Réaction », « Force »; "Reaction", "Strength"), never the stored key
/// (`reaction`, `for`) beside a capitalised skill.
#[test]
fn an_attribute_test_names_the_attribute_as_the_sheet_does_in_both_languages() {
    for (lang, reaction, strength) in [
        ("en", "Baral tests Reaction:", "Baral tests Strength:"),
        (
            "fr",
            "Baral teste Réaction\u{a0}:",
            "Baral teste Force\u{a0}:",
        ),
    ] {
        let shown = played("polaris-3e", lang, SCRIPT);
        shown.everywhere_for_the_gm(reaction);
        shown.everywhere_for_the_gm(strength);
        for bare in ["tests reaction", "tests for", "teste reaction", "teste for"] {
            for (name, out) in [
                ("fray log", &shown.log),
                ("players' export", &shown.players_export),
            ] {
                assert!(!out.contains(bare), "{bare:?} in {name}:\n{out}");
            }
        }
    }
}
