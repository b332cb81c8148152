//! The core's words under French, typed as a GM types them: the undo echo of a shared
//! command reads as it was typed (no quotes where none is needed, sheet keys in French),
//! `fray show` and the export name the game by its title, not its key.

use crate::common;

use common::cli::{new_fight, run_script, stdout_of};

/// Every system, by the key `fray new --rules` takes, with its title in French and English.
const SYSTEMS: &[(&str, &str, &str)] = &[
    ("polaris-3e", "Polaris 3e édition", "Polaris 3rd edition"),
    (
        "sr-combat-pool",
        "Réserve de combat de Shadowrun (règle maison)",
        "Shadowrun combat pool (house rule)",
    ),
    (
        "cyberpunk-interval",
        "Cyberpunk, initiative par intervalles (règle maison)",
        "Cyberpunk interval initiative (house rule)",
    ),
    ("sr-anarchy", "Shadowrun: Anarchy", "Shadowrun: Anarchy"),
    ("corporates", "Corporates", "Corporates"),
];

/// The undo echo of `option dice table` and of adding a combatant named Glitch (a word
/// some system reads as a keyword elsewhere) is exactly what the French GM typed: a name
/// or an option key standing where the parser reads any word is never quoted.
#[test]
fn french_undo_echo_of_an_option_and_an_added_name_has_no_quotes() {
    for (rules, _, _) in SYSTEMS {
        let (saves, config) = new_fight("fr", rules, "quai");
        let script = "option dice table\nannule\najoute Glitch ennemi\nannule\n";
        let out = run_script(saves.path(), config.path(), "fr", "quai", script);
        // The option in its French words (`dice`: `dés`), read back as the same.
        assert!(out.contains("#1 option dés table\n"), "{rules}: {out}");
        assert!(out.contains("#3 ajoute Glitch ennemi\n"), "{rules}: {out}");
        assert!(!out.contains('"'), "{rules}: {out}");
    }
}

/// A sheet key typed in French reads as the system's key, and the undo echo writes the
/// key in French (`sens-du-combat=3`, not `combat-sense=3`), a line that reads back.
#[test]
fn french_undo_echo_writes_sheet_keys_in_french_and_they_read_back() {
    let (saves, config) = new_fight("fr", "cyberpunk-interval", "ruelle");
    let script = "ajoute Kurt pj combat-sense=3 cool=4\nannule\najoute Kurt pj sens-du-combat=3 sang-froid=4\n";
    let out = run_script(saves.path(), config.path(), "fr", "ruelle", script);
    assert!(
        out.contains("#1 ajoute Kurt pj sens-du-combat=3 sang-froid=4\n"),
        "{out}"
    );
    // The save keeps the canonical line, and the sheet the system's keys.
    let save = std::fs::read_to_string(saves.path().join("ruelle.fray.jsonl")).expect("save");
    let last = save.lines().last().unwrap_or_default();
    assert!(
        last.contains(r#""command":"add Kurt pc combat-sense=3 cool=4""#),
        "{last}"
    );
    assert!(
        last.contains(r#""stats":{"combat-sense":3,"cool":4}"#),
        "{last}"
    );
}

/// The same echo in Corporates, whose sheet keys have French words of their own.
#[test]
fn french_undo_echo_writes_corporates_sheet_keys_in_french() {
    let (saves, config) = new_fight("fr", "corporates", "tour");
    let script = "ajoute Vance pj agility=3 firearms=4\nannule\n";
    let out = run_script(saves.path(), config.path(), "fr", "tour", script);
    assert!(
        out.contains("#1 ajoute Vance pj agilité=3 armes-à-feu=4\n"),
        "{out}"
    );
}

/// `fray show` heads its page with the game's title in the GM's language, never its key
/// (Corporates heads it with the turn alone, and names no game).
#[test]
fn show_heading_names_the_game_by_its_title_in_both_languages() {
    for (rules, fr, en) in SYSTEMS {
        let (saves, config) = new_fight("fr", rules, "quai");
        for (lang, title) in [("fr", fr), ("en", en)] {
            let shown = stdout_of(saves.path(), config.path(), lang, &["show", "quai"]);
            let first = shown.lines().next().unwrap_or_default();
            if *rules != "corporates" {
                assert!(first.starts_with(&format!("quai ({title})")), "{first}");
            }
            assert!(!first.contains(&format!("({rules})")), "{first}");
        }
    }
}

/// The Markdown export's rules line names the game by its title alone.
#[test]
fn markdown_export_names_the_game_by_its_title_without_its_key() {
    for (rules, fr, en) in SYSTEMS {
        let (saves, config) = new_fight("fr", rules, "quai");
        let md = stdout_of(saves.path(), config.path(), "fr", &["export", "quai"]);
        assert!(md.contains(&format!("- Règles\u{a0}: {fr}\n")), "{md}");
        let md = stdout_of(saves.path(), config.path(), "en", &["export", "quai"]);
        assert!(md.contains(&format!("- Rules: {en}\n")), "{md}");
        assert!(!md.contains(&format!("({rules})")), "{md}");
    }
}
