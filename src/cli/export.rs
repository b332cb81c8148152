//! `fray export`: a save as a Markdown transcript or JSON, on standard output or into a
//! file that is refused if it exists (unless `--force`).

use std::fs::{File, OpenOptions};
use std::io::{self, ErrorKind};
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};

use crate::export::{self, ExportError, Format, MarkdownOptions, Options};
use crate::store::{self, paths};

use super::args::{ExportArgs, ExportFormat};
use super::{print_warnings, text};

/// Runs `fray export`.
pub fn run(saves: &Path, args: ExportArgs) -> Result<ExitCode> {
    let save = paths::resolve_save(saves, &args.save)?;
    let loaded = store::load(&save).with_context(|| format!("reading {}", save.display()))?;
    print_warnings(&loaded.warnings);
    let options = Options {
        format: match args.format {
            ExportFormat::Md => Format::Markdown,
            ExportFormat::Json => Format::Json,
        },
        up_to: args.up_to,
        markdown: MarkdownOptions {
            with_undone: args.with_undone,
            players: args.players,
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
    let name = path.display().to_string();
    if same_file(&save, &path) {
        bail!(text::export_over_save(&name));
    }
    let file = create(&path, args.force)?;
    if let Err(e) = export::export(&loaded.header, loaded.records, &options, file) {
        // A half-written transcript must not pass for a whole one.
        let _ = std::fs::remove_file(&path);
        return Err(anyhow::Error::new(e).context(format!("writing {name}")));
    }
    println!("{}", text::exported(&name, exported));
    Ok(ExitCode::SUCCESS)
}

/// Whether two paths name the same existing file.
fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// Creates the output file: a new one, or (with `force`) in place of an existing one.
fn create(path: &Path, force: bool) -> Result<File> {
    let name = path.display().to_string();
    let opened = if force {
        File::create(path)
    } else {
        OpenOptions::new().write(true).create_new(true).open(path)
    };
    match opened {
        Ok(file) => Ok(file),
        Err(e) if e.kind() == ErrorKind::AlreadyExists => bail!(text::export_exists(&name)),
        Err(e) => Err(anyhow::Error::new(e).context(format!("creating {name}"))),
    }
}
