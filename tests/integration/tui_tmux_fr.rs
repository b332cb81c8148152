//! End to end in French (issue 15, point 5): the real binary in a tmux pane with
//! `FRAY_LANG=fr`, a short Polaris fight typed with French verbs and words (`:ajoute`,
//! `:commence`, `:déclare`, `:attaque`, `:blesse … tête grave`, `:annule`, `:rétablis`,
//! `:suivant`) and the French forms; the screen speaks French, the save holds the
//! canonical English lines, and the same save reads back in English.
//!
//! Needs tmux. Without it the test says so and passes, unless `FRAY_REQUIRE_TMUX=1`.

use crate::common;

use std::path::Path;

use common::tmux::{FRAY, Tmux};

fn save_commands(path: &Path) -> Vec<String> {
    let loaded = fray::store::load(path).expect("the save loads");
    loaded.records.iter().map(|r| r.command.clone()).collect()
}

/// Types a line at the `:` prompt and waits for what it shows.
fn command(t: &Tmux, line: &str, shows: &str) -> String {
    t.keys(&[":"]);
    t.type_text(line);
    t.keys(&["Enter"]);
    t.wait_for(shows)
}

#[test]
fn a_polaris_fight_typed_in_french_is_shown_in_french_and_saved_in_english() {
    let Some(t) = Tmux::start() else { return };
    t.shell(&format!(
        "FRAY_LANG=fr {FRAY} new -r polaris-3e --seed 5 Quai"
    ));
    t.wait_for("Échelle");
    t.wait_for("Personne pour l’instant");

    // The roster in French words: side `pj`, bestiary `comme`.
    command(&t, "ajoute Baral pj comme mercenary", "Baral");
    command(&t, "ajoute 2 gangers", "Ganger 2");

    // A bad line: the message is French.
    let screen = command(&t, "frappe baral", "frappe");
    assert!(!screen.contains("unknown"), "{screen}");
    t.keys(&["Escape"]);

    // The round: initiative, then declarations through the French form, one after the
    // other (each passes the word on: `declare … next`).
    command(&t, "commence", "Échelle · tour 1");
    t.keys(&["d"]);
    for _ in 0..3 {
        t.wait_for("Déclarer");
        t.type_text("tire");
        t.keys(&["Enter"]);
        t.wait_for("tire");
    }

    // Whoever acts first (Baral, with this seed) attacks; then a wound in French words.
    command(&t, "attaque baral ganger-1 armes-de-poing", "teste");
    let screen = command(&t, "blesse ganger-2 tête grave", "blessure grave");
    assert!(screen.contains("Ganger 2"), "{screen}");
    assert!(!screen.contains("serious"), "{screen}");

    // Undo and redo in French.
    command(&t, "annule", "annul");
    command(&t, "rétablis", "rétabli");
    command(&t, "suivant", "Quai");

    // The key overlay in French, then quit.
    t.keys(&["?"]);
    t.wait_for("Touches");
    t.keys(&["Escape", "q"]);
    t.assert_cooked("COOKED-AFTER-FRENCH-FIGHT");

    // The save holds the canonical (English) command lines.
    let save = t.saves.join("quai.fray.jsonl");
    let commands = save_commands(&save);
    for expected in [
        "add Baral pc from mercenary",
        "start",
        "add 2 gangers",
        "attack baral ganger-1 armes-de-poing",
        "wound ganger-2 head serious",
        "undo",
        "redo",
    ] {
        assert!(
            commands.iter().any(|c| c == expected),
            "{expected} not saved: {commands:?}"
        );
    }
    assert_eq!(
        commands
            .iter()
            .filter(|c| c.starts_with("declare "))
            .count(),
        3,
        "{commands:?}"
    );
    assert_eq!(
        commands.iter().filter(|c| *c == "next").count(),
        1,
        "{commands:?}"
    );
    for c in &commands {
        for french in [
            "ajoute", "commence", "suivant", "blesse", "tête", "grave", "annule",
        ] {
            assert!(!c.contains(french), "a French word saved: {c}");
        }
    }

    // The same save read back: in English, then in French.
    let english = common::cli::fray(&t.saves, &["log", "quai"]);
    let english = common::cli::text(&english.stdout);
    assert!(english.contains("serious wound to the head"), "{english}");
    assert!(english.contains("Baral tests"), "{english}");
    let mut french = common::cli::command(&t.saves, &["log", "quai"]);
    french.env("FRAY_LANG", "fr");
    let french = common::cli::text(&common::cli::feed(french, "").stdout);
    assert!(french.contains("blessure grave"), "{french}");
    assert!(!french.contains("serious wound"), "{french}");

    // And reopened in French, the fight is where it stopped.
    t.shell(&format!("FRAY_LANG=fr {FRAY} open quai"));
    t.wait_for("Échelle");
    t.wait_for("Grave");
    t.keys(&["q"]);
    t.assert_cooked("COOKED-AFTER-FRENCH-REOPEN");
}
