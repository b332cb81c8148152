//! The GM's own library of templates (threats, NPCs, player characters), per system, in
//! human-editable TOML files in the config folder (`docs/library.md`), merged with the
//! shipped bestiaries (the GM's win, `rules::merged_bestiary`), and the spreadsheet (CSV)
//! import that fills it. A bad file or template is named with its line and field, and
//! everything else still loads.

pub mod csv;
pub mod csv_rows;
pub mod disk;
pub mod fields;
pub mod problem;
pub mod toml_file;
pub mod toml_write;

use std::path::Path;
use std::sync::OnceLock;

pub use problem::{Kind, Note, Problem, Why};

use crate::rules::merged_bestiary::{self, Merged};

/// What loading the library had to say, once installed.
static NOTES: OnceLock<Vec<Note>> = OnceLock::new();

/// Reads every installed system's library file in `config_dir` (none: the shipped
/// bestiaries alone), merges each with its shipped bestiary and installs the result for
/// every command, form and list ([`crate::rules::RuleSystem::bestiary`]); keeps the notes
/// for [`notes`]. Call once, after the systems are installed and before any command; later
/// calls change nothing.
pub fn install(config_dir: Option<&Path>) {
    let mut notes = Vec::new();
    let mut merged = Vec::new();
    for system in crate::rules::registry::all() {
        let id = system.id();
        let gm = match config_dir {
            Some(dir) => {
                let read = disk::read_file(dir, id);
                notes.extend(read.notes);
                read.templates.into_iter().map(|r| r.template).collect()
            }
            None => Vec::new(),
        };
        merged.push((id, merged_bestiary::merge(system.shipped_bestiary(), gm)));
    }
    merged_bestiary::install(merged);
    let _ = NOTES.set(notes);
}

/// The merged bestiary of `system`, as installed (the shipped one alone when none is).
pub fn merged(system: crate::model::SystemId) -> Merged {
    merged_bestiary::merged(system).cloned().unwrap_or_else(|| {
        merged_bestiary::merge(crate::rules::system(system).shipped_bestiary(), Vec::new())
    })
}

/// What loading the library had to say (empty before [`install`]).
pub fn notes() -> &'static [Note] {
    NOTES.get().map_or(&[], Vec::as_slice)
}

/// Every note in the current language, escaped for the terminal.
pub fn messages() -> Vec<String> {
    notes().iter().map(Note::render).collect()
}
