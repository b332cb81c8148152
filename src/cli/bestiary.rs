//! `fray bestiary [-r SYSTEM] [list|show NAME|check|import FILE.csv [--replace]]`: the
//! shipped templates with the GM's own library (`fray_core::library`), one template's
//! sheet, the library files' problems, and a spreadsheet's templates appended to the
//! library.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Result, anyhow};

use super::args::BestiaryAction;
use super::{system_of, text};
use crate::i18n::Lang;
use crate::library::{self, disk};
use crate::model::SystemId;
use crate::rules::merged_bestiary::Origin;
use crate::rules::{self, Template};
use crate::safe_text::{escape, path as shown_path};
use crate::t;

/// Runs `fray bestiary`: `list` when no action is given.
pub fn run(system: Option<&str>, action: Option<BestiaryAction>) -> Result<ExitCode> {
    let id = match system {
        Some(key) => Some(system_of(key)?),
        None => None,
    };
    let chosen = id.unwrap_or_else(|| rules::registry::default_system().id());
    match action.unwrap_or(BestiaryAction::List) {
        BestiaryAction::List => {
            report_notes();
            list(chosen)
        }
        BestiaryAction::Show { name } => {
            report_notes();
            show(chosen, &name)
        }
        BestiaryAction::Check => check(id),
        BestiaryAction::Import { file, replace } => {
            report_notes();
            import(chosen, &file, replace)
        }
    }
}

/// Writes what loading the GM's library had to say on standard error, as warnings: every
/// command but `fray bestiary check` (which prints them itself) does.
pub fn report_notes() {
    for message in library::messages() {
        errln!("{}", text::warning_line(&message));
    }
}

/// The config folder, or why there is none.
fn config_dir() -> Result<PathBuf> {
    crate::settings::dir().ok_or_else(|| anyhow!(t!("cli-bestiary-no-config")))
}

/// Where a template comes from, in words.
fn origin_words(origin: Origin) -> String {
    match origin {
        Origin::Shipped => t!("cli-bestiary-origin-shipped"),
        Origin::Gm => t!("cli-bestiary-origin-gm"),
        Origin::GmOverriding => t!("cli-bestiary-origin-overriding"),
    }
}

/// `list`: every template of the merged bestiary, the GM's first, each with its side,
/// where it comes from and its name.
fn list(id: SystemId) -> Result<ExitCode> {
    let merged = library::merged(id);
    let system = rules::system(id);
    outln!(
        "{}",
        t!(
            "cli-bestiary-heading",
            title = system.title(),
            key = id.key()
        )
    );
    if let Ok(dir) = config_dir() {
        outln!(
            "{}",
            t!(
                "cli-bestiary-library-file",
                file = shown_path(&disk::file(&dir, id))
            )
        );
    }
    let templates = &merged.bestiary.templates;
    let width = templates
        .iter()
        .map(|t| t.key_shown().chars().count())
        .max()
        .unwrap_or(0)
        .max(12);
    for t in templates {
        let key = escape(t.key_shown());
        let side = crate::narrate::side_word(t.side);
        let origin = origin_words(merged.origin(&t.key));
        let name = escape(t.name_shown());
        outln!("  {key:<width$} {side:<10} {origin:<12} {name}");
    }
    Ok(ExitCode::SUCCESS)
}

/// The template a word names in `id`'s merged bestiary: a key or a name in any language,
/// or their plural.
fn find(id: SystemId, word: &str) -> Option<(Template, Origin)> {
    let merged = library::merged(id);
    let found = merged.bestiary.find(word).or_else(|| {
        rules::bestiary::canonical_key(word).and_then(|key| merged.bestiary.by_key(key))
    })?;
    Some((found.clone(), merged.origin(&found.key)))
}

/// `show NAME`: one template's sheet in the GM's language.
fn show(id: SystemId, word: &str) -> Result<ExitCode> {
    let Some((t, origin)) = find(id, word) else {
        return Err(anyhow!(t!(
            "cli-bestiary-unknown",
            name = escape(word),
            system = id.key()
        )));
    };
    let system = rules::system(id);
    let lang = crate::i18n::current();
    let sheet_key = |key: &str| match lang {
        Lang::Fr => system
            .verbs()
            .sheet_key_fr(key)
            .unwrap_or_else(|| key.to_string()),
        _ => key.to_string(),
    };
    outln!(
        "{}",
        t!(
            "cli-bestiary-show-title",
            name = escape(t.name_shown()),
            key = escape(t.key_shown()),
            side = crate::narrate::side_word(t.side),
            origin = origin_words(origin)
        )
    );
    if !t.stats.is_empty() {
        let stats: Vec<String> = t
            .stats
            .iter()
            .map(|(k, v)| format!("{} {v}", escape(&sheet_key(k))))
            .collect();
        outln!("{}", t!("cli-bestiary-show-stats", list = stats.join(", ")));
    }
    if !t.skills.is_empty() {
        let skills: Vec<String> = t
            .skills
            .iter()
            .map(|(k, s)| {
                let value = match (s.reserved, s.base, s.mastery) {
                    (true, 0, _) => "X".to_string(),
                    (true, base, _) => format!("{base}+X"),
                    (false, base, 0) => base.to_string(),
                    (false, base, m) if m < 0 => format!("{base}{m}"),
                    (false, base, m) => format!("{base}+{m}"),
                };
                format!("{} {value}", escape(&sheet_key(k)))
            })
            .collect();
        outln!(
            "{}",
            t!("cli-bestiary-show-skills", list = skills.join(", "))
        );
    }
    if !t.gear.is_empty() {
        let bestiary = system.bestiary();
        let gear: Vec<String> = t
            .gear
            .iter()
            .map(|g| escape(bestiary.gear_label(g)))
            .collect();
        outln!("{}", t!("cli-bestiary-show-gear", list = gear.join(", ")));
    }
    if let Some(pool) = &t.pool {
        outln!("{}", t!("cli-bestiary-show-pool", pool = escape(pool)));
    }
    if !t.note_shown().is_empty() {
        outln!(
            "{}",
            t!("cli-bestiary-show-note", note = escape(t.note_shown()))
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// `check`: reads the library file of `id` (of every system when none is given) and prints
/// how many templates each gives and every problem with its file, line and field; fails
/// when there is one.
fn check(id: Option<SystemId>) -> Result<ExitCode> {
    let dir = config_dir()?;
    let ids = match id {
        Some(id) => vec![id],
        None => SystemId::all(),
    };
    let mut problems = 0usize;
    for id in ids {
        let read = disk::read_file(&dir, id);
        if !read.exists {
            if library_empty(&dir) {
                outln!(
                    "{}",
                    t!("cli-bestiary-check-none", file = shown_path(&read.path))
                );
            }
            continue;
        }
        outln!(
            "{}",
            t!(
                "cli-bestiary-check-read",
                file = shown_path(&read.path),
                n = read.templates.len()
            )
        );
        for note in &read.notes {
            outln!("  {}", note.render());
        }
        problems += read.notes.len();
    }
    if problems > 0 {
        outln!("{}", t!("cli-bestiary-check-problems", n = problems));
        return Ok(ExitCode::from(crate::exit::ERROR));
    }
    Ok(ExitCode::SUCCESS)
}

/// Whether the library folder has no file at all (then `check` says where each would go).
fn library_empty(dir: &Path) -> bool {
    std::fs::read_dir(disk::folder(dir)).map_or(true, |mut d| d.next().is_none())
}

/// `import FILE.csv`: the spreadsheet's templates appended to the library file of `id`;
/// every row refused said on standard error with its line and column. Fails when a row was
/// refused or a key was in the library already (and not replaced); the good rows come in.
fn import(id: SystemId, file: &Path, replace: bool) -> Result<ExitCode> {
    let dir = config_dir()?;
    let shown = shown_path(file);
    let text = disk::read_text(file)
        .map_err(|why| anyhow!(library::Problem::new(0, None, why).render_in(file)))?
        .ok_or_else(|| anyhow!(t!("cli-bestiary-import-missing", file = shown.as_str())))?;
    let (templates, refusals) = library::csv::read_templates(id, &text);
    for refusal in &refusals {
        errln!(
            "{}",
            text::warning_line(&t!(
                "cli-bestiary-import-refused",
                file = shown.as_str(),
                problem = refusal.render_row()
            ))
        );
    }
    let imported = disk::import(&dir, id, &templates, replace)?;
    let file = shown_path(&imported.path);
    let keys = |keys: &[String]| {
        keys.iter()
            .map(|k| escape(k))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if !imported.added.is_empty() {
        outln!(
            "{}",
            t!(
                "cli-bestiary-import-added",
                n = imported.added.len(),
                file = file.as_str(),
                keys = keys(&imported.added)
            )
        );
    }
    if !imported.replaced.is_empty() {
        outln!(
            "{}",
            t!(
                "cli-bestiary-import-replaced",
                n = imported.replaced.len(),
                keys = keys(&imported.replaced)
            )
        );
    }
    if !imported.kept.is_empty() {
        errln!(
            "{}",
            text::warning_line(&t!(
                "cli-bestiary-import-kept",
                n = imported.kept.len(),
                keys = keys(&imported.kept)
            ))
        );
    }
    if imported.added.is_empty() && imported.replaced.is_empty() {
        outln!(
            "{}",
            t!("cli-bestiary-import-nothing", file = file.as_str())
        );
    }
    if refusals.is_empty() && imported.kept.is_empty() {
        Ok(ExitCode::SUCCESS)
    } else {
        Ok(ExitCode::from(crate::exit::ERROR))
    }
}
