//! `fray campaign import CAMPAIGN FILE.csv`: player characters from a spreadsheet, one row
//! each (the format of `docs/library.md`), added to the campaign's party. Each row refused
//! is said with its line and column; the good rows still come in, one record each, in the
//! order of the file.

use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Result, anyhow};

use super::which;
use crate::engine::Command;
use crate::library;
use crate::model::Side;
use crate::session::Reply;

/// Adds the PCs of the CSV file `file` to the campaign `word`.
pub(super) fn run(saves: &Path, word: &str, file: &Path) -> Result<ExitCode> {
    let entry = which::read(saves, word)?;
    let shown = crate::safe_text::path(file);
    let text = library::disk::read_text(file)
        .map_err(|why| anyhow!(library::Problem::new(0, None, why).render_in(file)))?
        .ok_or_else(|| {
            anyhow!(crate::t!(
                "cli-campaign-import-missing",
                file = shown.as_str()
            ))
        })?;
    let (sheets, refusals) = library::csv::read_templates(entry.system, &text);
    for refusal in &refusals {
        errln!(
            "{}",
            crate::t!(
                "cli-campaign-import-refused",
                file = shown.as_str(),
                problem = refusal.render_row()
            )
        );
    }
    let (mut session, warnings) = which::open_entry(&entry)?;
    super::super::print_warnings(&warnings);
    let (mut out, mut err) = (io::stdout().lock(), io::stderr().lock());
    let mut acks = super::super::acks::Acks::new();
    let mut refused = refusals.len();
    for sheet in sheets {
        // A row's side is kept when it is an ally; anything else joins as a PC.
        let side = if sheet.side == Side::Ally {
            Side::Ally
        } else {
            Side::Pc
        };
        let command = Command::AddSheet {
            sheet: Box::new(sheet),
            side,
        };
        let line = crate::script::format(&command);
        match session.execute_command(&command) {
            Ok(Reply::Done { seq, narration, .. }) => {
                acks.done(&session, &line, seq, narration, &mut out, &mut err)?;
            }
            Ok(_) => {}
            Err(refusal) => {
                refused += 1;
                errln!(
                    "{}",
                    crate::t!(
                        "cli-campaign-import-row-refused",
                        line = crate::safe_text::escape(&line),
                        why = crate::safe_text::escape(&refusal.to_string())
                    )
                );
            }
        }
    }
    let saved = acks.finish(&mut session, &mut out, &mut err)?;
    Ok(ExitCode::from(if !saved {
        crate::exit::NOT_SAVED
    } else if refused > 0 {
        crate::exit::REFUSED
    } else {
        crate::exit::OK
    }))
}
