//! `fray list`: the saves of the saves folder, newest first, as the start screen sees them
//! ([`crate::saves`]): a table for people, `--json` for programs, `--paths` for scripts
//! (the raw bytes of each path, `-0` to separate them with NUL bytes; escaped only when
//! standard output is a terminal). A save whose file name is not UTF-8 is listed too, its
//! name shown lossily and escaped. When the folder has campaigns, the table groups the
//! fights under a line per campaign (one with no fight yet too), then those of none.

use std::io::{IsTerminal, Write};
use std::path::Path;
use std::process::ExitCode;

use anyhow::Result;
use serde_json::json;

use crate::calendar;
use crate::model::SystemId;
use crate::safe_text::escape;
use crate::saves::{CampaignGroup, SaveSummary};
use crate::store::SaveEntry;
use crate::t;

/// How `fray list` writes the saves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// A table: name, system, progress, last change, path, problem.
    Table,
    /// A JSON array of objects, one per save.
    Json,
    /// The paths only, for scripts: the file system's bytes as they are, each ended by a
    /// line break, or with `null` by a NUL byte (`-0`). Escaped when standard output is a
    /// terminal, since a raw name could hold an escape sequence.
    Paths {
        /// NUL bytes between paths instead of line breaks.
        null: bool,
    },
}

/// Prints the saves of `dir` in `form`.
pub fn run(dir: &Path, form: Form) -> Result<ExitCode> {
    if let Form::Paths { null } = form {
        // Paths only: no save is read.
        let saves = crate::store::paths::list_saves(dir)?;
        let raw = !std::io::stdout().is_terminal();
        write_paths(&mut std::io::stdout().lock(), &saves, raw, null)?;
        return Ok(ExitCode::SUCCESS);
    }
    // The folder must be readable: an empty list would hide that it is not.
    let saves = crate::saves::scan_folder(dir, usize::MAX)?;
    let (campaigns, problems) = crate::saves::known_campaigns(dir);
    for problem in &problems {
        errln!("{}", escape(problem));
    }
    match form {
        Form::Json => {
            let array: Vec<_> = saves.iter().map(object).collect();
            outln!("{}", crate::safe_text::json::to_string_pretty(&array)?);
        }
        _ if saves.is_empty() && campaigns.is_empty() => {
            outln!(
                "{}",
                t!("cli-list-empty", dir = crate::safe_text::path(dir))
            );
        }
        _ => out!(
            "{}",
            table(&saves, &crate::saves::by_campaign(&saves, &campaigns))
        ),
    }
    Ok(ExitCode::SUCCESS)
}

/// Writes each save's path to `out`: its raw bytes when `raw` (else escaped for a
/// terminal), each followed by a NUL byte when `null`, else by a line break.
fn write_paths(out: &mut impl Write, saves: &[SaveEntry], raw: bool, null: bool) -> Result<()> {
    for entry in saves {
        if raw {
            out.write_all(entry.path.as_os_str().as_encoded_bytes())?;
        } else {
            out.write_all(crate::safe_text::path(&entry.path).as_bytes())?;
        }
        out.write_all(if null { b"\0" } else { b"\n" })?;
    }
    out.flush()?;
    Ok(())
}

/// Why the save cannot be played on as it is, if so.
fn problem(save: &SaveSummary) -> String {
    match (&save.problem, save.old_format) {
        (Some(problem), _) => problem.clone(),
        (None, Some(version)) => t!("cli-list-old-format", version = version),
        (None, None) => String::new(),
    }
}

/// The last change, local date and time; `?` when unknown.
fn last_change(save: &SaveSummary) -> String {
    save.modified.map_or_else(
        || "?".to_string(),
        |time| calendar::date_time(calendar::unix_seconds(time)),
    )
}

/// The table: a heading line, then one aligned line per save (untrusted text escaped);
/// with campaigns, the saves grouped under a line per campaign, then a line before those
/// of no campaign.
fn table(saves: &[SaveSummary], groups: &[CampaignGroup]) -> String {
    let heading = [
        t!("cli-list-heading-name"),
        t!("cli-list-heading-system"),
        t!("cli-list-heading-progress"),
        t!("cli-list-heading-changed"),
        t!("cli-list-heading-path"),
        t!("cli-list-heading-problem"),
    ];
    let mut rows = vec![heading];
    for save in saves {
        rows.push([
            escape(&save.name),
            save.system.clone(),
            save.progress(),
            last_change(save),
            crate::safe_text::path(&save.path),
            escape(&problem(save)),
        ]);
    }
    let mut widths = [0; 6];
    for row in &rows {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    let lines: Vec<String> = rows.iter().map(|row| aligned(row, widths)).collect();
    let mut out = String::new();
    let Some((heading, lines)) = lines.split_first() else {
        return out;
    };
    out.push_str(heading);
    if !crate::saves::any_campaign(groups) {
        lines.iter().for_each(|line| out.push_str(line));
        return out;
    }
    for group in groups {
        out.push('\n');
        out.push_str(&group_heading(group));
        out.push('\n');
        for line in group.saves.iter().filter_map(|&i| lines.get(i)) {
            out.push_str(line);
        }
    }
    out
}

/// The line over a group: the campaign's name and how many fights it has, or the words
/// before the fights of no campaign.
fn group_heading(group: &CampaignGroup) -> String {
    match &group.campaign {
        Some(campaign) => t!(
            "cli-list-campaign",
            name = escape(&campaign.name),
            fights = group.saves.len()
        ),
        None => t!("cli-list-no-campaign"),
    }
}

/// One row of the table, its cells padded to `widths`, with its line break.
fn aligned(row: &[String; 6], widths: [usize; 6]) -> String {
    let mut line = String::new();
    for (index, (cell, width)) in row.iter().zip(widths).enumerate() {
        if index > 0 {
            line.push_str("  ");
        }
        line.push_str(cell);
        let pad = width.saturating_sub(cell.chars().count());
        line.extend(std::iter::repeat_n(' ', pad));
    }
    let mut line = line.trim_end().to_string();
    line.push('\n');
    line
}

/// One save as a JSON object (the same in every language but its problem's words).
fn object(save: &SaveSummary) -> serde_json::Value {
    json!({
        "name": save.name,
        "system": save.system_id().map(SystemId::key),
        "system_title": (!save.system.is_empty()).then_some(&save.system),
        "round": save.round,
        "commands": save.records,
        "last_change": save.modified.map(|t| calendar::stamp(calendar::unix_seconds(t))),
        "last_change_unix": save.modified.map(calendar::unix_seconds),
        "path": save.path.display().to_string(),
        "old_format": save.old_format,
        "problem": save.problem,
        "campaign": save.campaign.as_ref().map(|c| json!({"key": c.key, "name": c.name})),
    })
}
