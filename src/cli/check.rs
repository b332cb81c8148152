//! `fray check` (a save verified, or the valid part of a damaged one kept) and `fray
//! upgrade` (an older save converted, its original kept as a backup).

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, Result};

use super::{print_warnings, text};
use crate::engine::Timeline;
use crate::engine::record::FORMAT_VERSION;
use crate::exit;
use crate::store::{self, StoreError, Upgrade};

/// `fray check [--salvage]`: the save's lines, checksums, records and folded state.
pub(super) fn check(path: &Path, salvage: bool) -> Result<ExitCode> {
    let name = path.display().to_string();
    if salvage {
        let loaded = store::salvage(path).with_context(|| text::salvaging(&name))?;
        print_warnings(&loaded.warnings);
        outln!("{}", text::salvaged(&name, commands(&loaded.records)));
        return Ok(ExitCode::SUCCESS);
    }
    // Lines, checksums and each record's consistency, then the folded state's invariants.
    let checked = store::load(path).and_then(|loaded| {
        let timeline = Timeline::from_records(loaded.header, loaded.records);
        store::check_folded(path, &timeline).map(|()| (timeline, loaded.warnings))
    });
    let (timeline, warnings) = match checked {
        Err(error @ StoreError::Corrupt { line, good, .. }) => {
            // Damage, a bad checksum or an impossible record: say which record, and how to
            // keep the ones before it.
            let message = format!("{error:#}");
            errln!(
                "{}",
                text::error_line(&crate::safe_text::escape(&text::checking(&name, &message)))
            );
            errln!(
                "{}",
                crate::safe_text::escape(&text::salvage_hint(&name, line, good))
            );
            return Ok(ExitCode::FAILURE);
        }
        other => other.with_context(|| text::checking_context(&name))?,
    };
    print_warnings(&warnings);
    outln!("{}", text::check_ok(&name, commands(timeline.records())));
    let version = timeline.header().version;
    if version != FORMAT_VERSION {
        outln!("{}", text::older_format(&name, version, FORMAT_VERSION));
    }
    let header = timeline.header();
    if header.dice_generator().is_none() {
        outln!("{}", text::unknown_dice(&name, &header.dice_shown()));
    }
    Ok(if warnings.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(exit::CHECK_WARNINGS)
    })
}

/// How many records are commands (the store's set-aside records are not).
fn commands(records: &[crate::engine::Record]) -> usize {
    records.iter().filter(|r| !r.is_set_aside()).count()
}

/// `fray upgrade`: converts an older save, keeping the original as a backup.
pub(super) fn upgrade(path: &Path) -> Result<ExitCode> {
    let name = path.display().to_string();
    match store::upgrade(path).with_context(|| text::upgrading(&name))? {
        Upgrade::UpToDate { version } => outln!("{}", text::up_to_date(&name, version)),
        Upgrade::Converted {
            from,
            to,
            records,
            backup,
            warnings,
        } => {
            print_warnings(&warnings);
            outln!(
                "{}",
                text::upgraded(&name, from, to, records, &backup.display().to_string())
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}
