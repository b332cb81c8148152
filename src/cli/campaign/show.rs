//! `fray campaign show`: the party (each sheet as `fray show` writes it, in the system's
//! words) and the fights, as text or as JSON.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use anyhow::Result;
use serde_json::json;

use super::fights::{self, FightRow};
use super::{text, which};
use crate::report::Report;
use crate::safe_text::escape;

/// Prints the campaign `word` names.
pub(super) fn run(saves: &Path, word: &str, as_json: bool) -> Result<ExitCode> {
    let entry = which::read(saves, word)?;
    let rows = fights::rows(&entry, &which::saves_of(&entry, saves));
    if as_json {
        // Data, the same in every language (as `fray show --json`).
        let report = crate::i18n::with_lang(crate::i18n::Lang::En, || Report::of(&entry.state));
        let mut value = serde_json::to_value(&report)?;
        if let Some(object) = value.as_object_mut() {
            object.insert(
                "campaign".into(),
                json!({
                    "key": entry.key,
                    "path": entry.path.display().to_string(),
                }),
            );
            let fights: Vec<_> = rows
                .iter()
                .map(|row| {
                    json!({
                        "name": row.name,
                        "file": row.file,
                        "synced": row.synced,
                        "last": row.last,
                    })
                })
                .collect();
            object.insert("fights".into(), fights.into());
        }
        outln!("{}", crate::safe_text::json::to_string_pretty(&value)?);
        return Ok(ExitCode::SUCCESS);
    }
    outln!(
        "{}",
        escape(&text::heading(&entry.name, entry.system, &entry.path))
    );
    let party = Report::of(&entry.state);
    if party.combatants.is_empty() {
        outln!("{}", text::no_party(&entry.name, &entry.key));
    } else {
        let sheets = crate::report::show_text::render(&party);
        out!(
            "{}",
            crate::safe_text::escape_lines(without_title(&sheets, &entry.name))
        );
    }
    outln!();
    outln!("{}", text::fights_heading(rows.len()));
    for row in &rows {
        outln!("  {}", escape(&fight_line(row)));
    }
    Ok(ExitCode::SUCCESS)
}

/// One fight: its name and file, and how far it is written back.
fn fight_line(row: &FightRow) -> String {
    let state = match (row.synced, row.last) {
        (None, _) => text::not_written_back(),
        (Some(through), Some(last)) if last > through => {
            text::written_back_with_more(through, last - through)
        }
        (Some(through), _) => text::written_back(through),
    };
    text::fight_line(&row.name, &row.file, &state)
}

/// `fray show`'s text without its first line when that is the title (the campaign's name,
/// its round and step: a campaign plays none), said already by the heading.
fn without_title<'a>(text: &'a str, name: &str) -> &'a str {
    match text.split_once('\n') {
        Some((first, rest)) if first.starts_with(name) => rest,
        _ => text,
    }
}
