//! Exporting an encounter for people and for other tools: a Markdown transcript a GM can
//! paste into a campaign journal, or JSON with the folded state after each record
//! (`docs/export.md`). Pure functions from a header and records to a writer: nothing is
//! read here, and a long save streams out without being built up in memory; the Markdown
//! export of a whole save can also be written in memory from records still being read
//! ([`markdown_streamed`]).

mod escape;
mod fold;
mod json;
mod markdown;
mod mask;
mod outcome;
mod sections;
pub mod text;

use std::io::{self, BufWriter, Write};

use crate::engine::{Header, Record};

pub use json::{FORMAT, JsonOptions, VERSION};
pub use markdown::{AHEAD, MarkdownOptions, write_streamed as markdown_streamed};

/// The last line of every Markdown export (an HTML comment, invisible when rendered): it
/// marks the file as one `fray export --force` may replace.
pub const MARKDOWN_MARK: &str = "<!-- written by fray export -->";

/// Whether a file's first and last bytes (`head`, `tail`: up to a few hundred each) show it
/// is an export fray wrote: a JSON export's opening member, or a Markdown export's last
/// line as written (a file edited after it was not replaced).
pub fn is_export(head: &[u8], tail: &[u8]) -> bool {
    let json = format!("{{\"format\":\"{FORMAT}\"");
    head.starts_with(json.as_bytes())
        || tail
            .strip_suffix(b"\n")
            .is_some_and(|t| t.ends_with(MARKDOWN_MARK.as_bytes()))
}

/// What to export.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// A readable transcript in Markdown.
    Markdown,
    /// The header, and every record with the folded state after it, in JSON.
    Json,
}

/// How to export.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// The format.
    pub format: Format,
    /// Only the records `1..=N`; `None`: all of them.
    pub up_to: Option<u64>,
    /// Markdown only: what else to show.
    pub markdown: MarkdownOptions,
    /// JSON only: what it writes besides every record.
    pub json: JsonOptions,
}

/// Why an export did not happen or did not finish. Its message says the system's cause,
/// so it reports no `source` (an error chain would say it twice).
#[derive(Debug)]
pub enum ExportError {
    /// `--up-to` names a record the save does not have.
    PastTheEnd {
        /// The record asked for.
        asked: u64,
        /// How many records the save has.
        records: usize,
    },
    /// A players' version was asked for in JSON, which holds the whole state.
    PlayersJson,
    /// Face-down values asked for in Markdown, which never shows them.
    RevealMarkdown,
    /// The state after every command asked in Markdown, which never shows it.
    StatesMarkdown,
    /// Writing failed.
    Io(io::Error),
}

impl std::error::Error for ExportError {}

impl From<io::Error> for ExportError {
    fn from(error: io::Error) -> Self {
        ExportError::Io(error)
    }
}

impl std::fmt::Display for ExportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            ExportError::PastTheEnd { asked, records } => crate::t!(
                "export-error-past-the-end",
                records = records.to_string(),
                asked = asked.to_string(),
                n = *records
            ),
            ExportError::PlayersJson => crate::t!("export-error-players-json"),
            ExportError::RevealMarkdown => crate::t!("export-error-reveal-markdown"),
            ExportError::StatesMarkdown => crate::t!("export-error-states-markdown"),
            ExportError::Io(e) => crate::t!("export-error-io", error = e.to_string()),
        };
        f.write_str(&text)
    }
}

/// Checks the options against the save, before anything is written (so a refused export
/// creates no file).
pub fn check(records: usize, options: &Options) -> Result<(), ExportError> {
    if options.format == Format::Json && options.markdown.players {
        return Err(ExportError::PlayersJson);
    }
    if options.format == Format::Markdown && options.json.reveal_face_down {
        return Err(ExportError::RevealMarkdown);
    }
    if options.format == Format::Markdown && options.json.states {
        return Err(ExportError::StatesMarkdown);
    }
    if let Some(asked) = options.up_to
        && usize::try_from(asked).map_or(true, |n| n > records)
    {
        return Err(ExportError::PastTheEnd { asked, records });
    }
    Ok(())
}

/// Exports `records` (a whole save's, in order from 1) in the chosen format.
pub fn export(
    header: &Header,
    mut records: Vec<Record>,
    options: &Options,
    out: impl Write,
) -> Result<(), ExportError> {
    check(records.len(), options)?;
    let total = records.len();
    if let Some(n) = options.up_to.and_then(|n| usize::try_from(n).ok()) {
        records.truncate(n);
    }
    let mut out = BufWriter::new(out);
    match options.format {
        Format::Markdown => markdown::write(header, records, total, options.markdown, &mut out)?,
        // The JSON export is data: its narration stays in English whatever the language.
        Format::Json => crate::i18n::with_lang(crate::i18n::Lang::En, || {
            json::write(header, records, total, options.json, &mut out)
        })?,
    }
    out.flush()?;
    Ok(())
}
