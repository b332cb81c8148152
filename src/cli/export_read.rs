//! `fray export --format md` reading and writing at once, as `fray log` does
//! ([`super::transcript_read`]): one thread reads the save (decoding and checking each
//! line) and hands its records over in batches while this one folds them and writes the
//! transcript ([`crate::export::markdown_streamed`]). The bytes are those of an export of
//! the save read whole ([`crate::export::export`]), which writes it instead when a record
//! read late changed which commands are in effect, or when the export shows undone ones.

use std::path::Path;
use std::sync::mpsc::Receiver;

use crate::export::{self, Format, MarkdownOptions, Options};
use crate::store::{self, StoreError};

use super::batched_read::{self, Read};

/// A Markdown export made in memory.
#[derive(Debug)]
pub struct Markdown {
    /// The export's bytes.
    pub bytes: Vec<u8>,
    /// How many records it holds: all the save's.
    pub records: usize,
    /// The warnings reading the save gave, to print before it.
    pub warnings: Vec<String>,
}

/// The whole save at `path` exported in Markdown with `options`, read and written at once.
pub fn load_and_export(path: &Path, options: MarkdownOptions) -> Result<Markdown, StoreError> {
    let streamed = std::thread::scope(|scope| {
        let Some((reader, from_reader)) = batched_read::start(scope, path, "fray-export-read")
        else {
            return Ok(None);
        };
        // The receiver goes with `write`: were it to stop early, the reader's sends fail.
        let written = write(from_reader, options);
        // The reader's verdict counts first: a damaged save gives no export.
        let loaded = reader
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))?;
        Ok(written.map(|(bytes, records)| Markdown {
            bytes,
            records,
            warnings: loaded.warnings,
        }))
    })?;
    if let Some(markdown) = streamed {
        return Ok(markdown);
    }
    // No second thread, or a record read late changed what is in effect: the save whole.
    let loaded = store::load(path)?;
    let records = loaded.records.len();
    let options = Options {
        format: Format::Markdown,
        up_to: None,
        markdown: options,
        json: export::JsonOptions::default(),
    };
    let mut bytes = Vec::new();
    // Writing to memory cannot fail, and the options are the Markdown export's own.
    let _ = export::export(&loaded.header, loaded.records, &options, &mut bytes);
    Ok(Markdown {
        bytes,
        records,
        warnings: loaded.warnings,
    })
}

/// Writes the transcript of the records the reader hands over, with their count; `None`
/// when no header came (the reader failed first) or the save must be written whole.
fn write(from_reader: Receiver<Read>, options: MarkdownOptions) -> Option<(Vec<u8>, usize)> {
    let Ok(Read::Header(header)) = from_reader.recv() else {
        return None;
    };
    let each = from_reader.into_iter().flat_map(|read| match read {
        Read::Records(batch) => batch,
        Read::Header(_) => Vec::new(),
    });
    // Writing to memory cannot fail.
    export::markdown_streamed(&header, each, options).ok()?
}

#[cfg(test)]
#[path = "export_read_tests.rs"]
mod tests;
