//! A French GM reads every command fray echoes with French words after `=` too
//! (`risque=faible`, `effet=sol`), and a mistyped value is suggested in the GM's language;
//! the save keeps the canonical English line. (Anarchy's `anarchy` stays: the book's own
//! word is « point d'Anarchy ».)

mod common;

use std::path::Path;

use common::cli::{new_fight, run_script, stdout_of};

/// The combat-pool example fight's commands, with the melee winner taking the ground.
fn firefight() -> String {
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/sr-firefight.fray"),
    )
    .expect("the example");
    text.lines()
        .map(|l| {
            if l.starts_with("melee kestrel guard-2") {
                "melee kestrel guard-2 hits=4 dodge effect=ground"
            } else {
                l
            }
        })
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n")
}

/// « Le gagnant peut […] amener son adversaire au sol » and « risque » of reduced
/// lethality: `fray log` in French writes the values in French (`risque=faible`,
/// `effet=sol`), in English as stored (`risk=low`, `effect=ground`).
#[test]
fn combat_pool_values_after_equals_are_french_in_french_lines() {
    let (saves, config) = new_fight("fr", "sr-combat-pool", "t");
    let (s, c) = (saves.path(), config.path());
    run_script(s, c, "fr", "t", &firefight());
    let french = stdout_of(s, c, "fr", &["log", "t"]);
    for shown in ["risque=faible", "effet=sol"] {
        assert!(french.contains(shown), "{shown}:\n{french}");
    }
    for english in ["=low", "=ground"] {
        assert!(!french.contains(english), "{english}:\n{french}");
    }
    let english = stdout_of(s, c, "en", &["log", "t"]);
    assert!(english.contains("risk=low"), "{english}");
    assert!(english.contains("effect=ground"), "{english}");
}

/// A mistyped value is answered with the nearest value in the GM's language: `risk=hihg`
/// suggests « élevé » to a French GM, 'high' to an English one.
#[test]
fn a_mistyped_combat_pool_value_is_suggested_in_the_gms_language() {
    let line = "attaque kestrel sur guard-1 succès=3 risque=hihg";
    for (lang, suggestion) in [("fr", "«\u{a0}élevé\u{a0}»"), ("en", "'high'")] {
        let (saves, config) = new_fight(lang, "sr-combat-pool", "t");
        let script = format!("add Kestrel pc\nadd Guard enemy\n{line}\n");
        let out = common::cli::fray_in(
            saves.path(),
            config.path(),
            lang,
            &["run", "t", "--script", "-"],
            &script,
            60,
        );
        let said = format!(
            "{}{}",
            common::cli::text(&out.stdout),
            common::cli::text(&out.stderr)
        );
        assert!(said.contains(suggestion), "{lang}: {said}");
    }
}
