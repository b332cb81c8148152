//! `fray campaign list`: every campaign of the saves folder, by name (system, player
//! characters, fights, last change, file); a file that cannot be read is listed with its
//! problem, and the others still are.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use anyhow::Result;

use super::{fights, text};
use crate::campaign::CampaignEntry;
use crate::model::Side;
use crate::safe_text::escape;

/// Prints the campaigns of `saves`.
pub(super) fn run(saves: &Path) -> Result<ExitCode> {
    let (campaigns, problems) = crate::campaign::list(saves);
    if campaigns.is_empty() && problems.is_empty() {
        outln!(
            "{}",
            text::none_yet(&crate::safe_text::path(&crate::campaign::campaigns_dir(
                saves
            )))
        );
        return Ok(ExitCode::SUCCESS);
    }
    if !campaigns.is_empty() {
        let mut rows = vec![text::list_heading()];
        for entry in &campaigns {
            rows.push(row(entry, saves));
        }
        out!("{}", table(&rows));
    }
    for problem in &problems {
        outln!("{}", escape(&text::unreadable(problem)));
    }
    Ok(ExitCode::SUCCESS)
}

/// One campaign's cells (untrusted text escaped).
fn row(entry: &CampaignEntry, saves: &Path) -> [String; 6] {
    let party = entry
        .state
        .combatants
        .iter()
        .filter(|c| matches!(c.side, Side::Pc | Side::Ally))
        .count();
    let fights = fights::rows(entry, saves).len();
    let changed = std::fs::metadata(&entry.path)
        .and_then(|m| m.modified())
        .map_or_else(
            |_| "?".to_string(),
            |time| crate::calendar::date_time(crate::calendar::unix_seconds(time)),
        );
    [
        escape(&entry.name),
        crate::rules::system(entry.system).title().to_string(),
        party.to_string(),
        fights.to_string(),
        changed,
        crate::safe_text::path(&entry.path),
    ]
}

/// The rows aligned in columns, two spaces apart.
fn table(rows: &[[String; 6]]) -> String {
    let mut widths = [0; 6];
    for row in rows {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    let mut out = String::new();
    for row in rows {
        let mut line = String::new();
        for (index, (cell, width)) in row.iter().zip(widths).enumerate() {
            if index > 0 {
                line.push_str("  ");
            }
            line.push_str(cell);
            line.extend(std::iter::repeat_n(
                ' ',
                width.saturating_sub(cell.chars().count()),
            ));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}
