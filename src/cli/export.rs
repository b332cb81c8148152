//! `fray export`: a save as a Markdown transcript or JSON, on standard output or into a
//! file (never a save, never a file that is not an earlier export: see `export_target`).

use std::io::{self, ErrorKind, Write};
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, Result};

use crate::export::{self, ExportError, Format, JsonOptions, MarkdownOptions, Options};
use crate::store::{self, paths};

use super::args::{ExportArgs, ExportFormat};
use super::{export_target, print_warnings, text};

/// Runs `fray export`.
pub fn run(saves: &Path, args: ExportArgs) -> Result<ExitCode> {
    let save = paths::resolve_save(saves, &args.save)?;
    let loaded = store::load(&save).with_context(|| text::reading(&save.display().to_string()))?;
    print_warnings(&loaded.warnings);
    let options = Options {
        format: match args.format {
            ExportFormat::Md => Format::Markdown,
            ExportFormat::Json => Format::Json,
        },
        up_to: args.up_to,
        markdown: MarkdownOptions {
            with_undone: args.with_undone,
            // The players' version unless the GM asks for theirs (`--players` says it too).
            players: !args.gm,
        },
        json: JsonOptions {
            reveal_face_down: args.reveal_face_down,
            states: args.states,
        },
    };
    export::check(loaded.records.len(), &options)?;
    let exported = args
        .up_to
        .and_then(|n| usize::try_from(n).ok())
        .unwrap_or(loaded.records.len())
        .min(loaded.records.len());
    let Some(path) = args.output else {
        return match export::export(
            &loaded.header,
            loaded.records,
            &options,
            io::stdout().lock(),
        ) {
            // `fray export ... | head`: the reader has all it wanted.
            Err(ExportError::Io(e)) if e.kind() == ErrorKind::BrokenPipe => Ok(ExitCode::SUCCESS),
            other => other.map(|()| ExitCode::SUCCESS).map_err(Into::into),
        };
    };
    export_target::check(&save, &path, args.force)?;
    export_target::write(&path, |file| {
        export::export(&loaded.header, loaded.records, &options, file)
    })?;
    writeln!(
        io::stdout().lock(),
        "{}",
        text::exported(&path.display().to_string(), exported)
    )?;
    Ok(ExitCode::SUCCESS)
}
