//! `fray export`: a save as a Markdown transcript or JSON, on standard output or into a
//! file (never a save, never a file that is not an earlier export: see `export_target`).

use std::io::{self, ErrorKind, Write};
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, Result};

use crate::export::{self, ExportError, Format, JsonOptions, MarkdownOptions, Options};
use crate::store::{self, paths};

use super::args::{ExportArgs, ExportFormat};
use super::{export_read, export_target, print_warnings, text};

/// Runs `fray export`.
pub fn run(saves: &Path, args: ExportArgs) -> Result<ExitCode> {
    let save = paths::resolve_save(saves, &args.save)?;
    let options = options(&args);
    // The whole save in Markdown is written while it is read.
    if options.format == Format::Markdown && options.up_to.is_none() {
        export::check(0, &options)?;
        let markdown = export_read::load_and_export(&save, options.markdown)
            .with_context(|| text::reading(&save.display().to_string()))?;
        print_warnings(&markdown.warnings);
        return deliver(&save, &args, markdown.records, |out| {
            out.write_all(&markdown.bytes).map_err(ExportError::Io)
        });
    }
    let loaded = store::load(&save).with_context(|| text::reading(&save.display().to_string()))?;
    print_warnings(&loaded.warnings);
    export::check(loaded.records.len(), &options)?;
    let exported = args
        .up_to
        .and_then(|n| usize::try_from(n).ok())
        .unwrap_or(loaded.records.len())
        .min(loaded.records.len());
    deliver(&save, &args, exported, |out| {
        export::export(&loaded.header, loaded.records, &options, out)
    })
}

/// The export options `args` ask for.
fn options(args: &ExportArgs) -> Options {
    Options {
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
    }
}

/// Writes the export of `exported` records (`write` writes it to what it is given) where
/// `args` asks: standard output, or the file named, and says so.
fn deliver(
    save: &Path,
    args: &ExportArgs,
    exported: usize,
    write: impl FnOnce(&mut dyn Write) -> Result<(), ExportError>,
) -> Result<ExitCode> {
    let Some(path) = &args.output else {
        return match write(&mut io::stdout().lock()) {
            // `fray export ... | head`: the reader has all it wanted.
            Err(ExportError::Io(e)) if e.kind() == ErrorKind::BrokenPipe => Ok(ExitCode::SUCCESS),
            other => other.map(|()| ExitCode::SUCCESS).map_err(Into::into),
        };
    };
    export_target::check(save, path, args.force)?;
    export_target::write(path, |file| write(file))?;
    writeln!(
        io::stdout().lock(),
        "{}",
        text::exported(&path.display().to_string(), exported)
    )?;
    Ok(ExitCode::SUCCESS)
}
