//! The command line in French about one shipped fight: `fray rules KEY`, then `show`, `log`,
//! `export` and `check` of its save, each text scanned for English words (the JSON forms
//! only run: their keys are English by design).

use std::path::Path;

use fray::model::SystemId;

use super::english::Audit;
use super::french_screens::assert_no_english;

/// Runs the command line in French about the save `name` (at `save`, in the folder `dir`)
/// of `system`, and panics with every English word it prints. `rules_words` are the words
/// `fray rules` shows as the GM types them (option keys and values, bestiary keys),
/// `show_words` those the other commands show so.
pub fn audit_cli(
    system: SystemId,
    (dir, save, name): (&Path, &Path, &str),
    rules_words: &[&str],
    show_words: &[&str],
) {
    let mut runs: Vec<Vec<&str>> = vec![vec!["rules", system.key()]];
    for verb in ["show", "log", "export", "check"] {
        runs.push(vec![verb, name]);
    }
    runs.push(vec!["show", name, "--json"]);
    runs.push(vec!["export", name, "--format", "json", "--gm"]);
    let mut audit = Audit::for_systems(&[system]);
    audit.own.save(save);
    audit.own.text(&save.display().to_string());
    for args in &runs {
        let mut command = super::cli::command(dir, args);
        command.env("FRAY_LANG", "fr");
        let out = super::cli::feed(command, "");
        let stdout = super::cli::text(&out.stdout).replace(fray::export::MARKDOWN_MARK, "");
        let text = format!("{stdout}\n{}", super::cli::text(&out.stderr));
        if args.contains(&"json") || args.contains(&"--json") {
            // JSON is for programs: its keys are English by design; only check it ran.
            assert!(out.status.success(), "fray {}: {text}", args.join(" "));
            continue;
        }
        let mut keys = vec![system.key()];
        keys.extend(if args[0] == "rules" {
            rules_words
        } else {
            show_words
        });
        audit.scan_with_keys(&format!("fray {}", args.join(" ")), &text, &keys);
    }
    assert_no_english(&audit.without_typed_syntax());
}
