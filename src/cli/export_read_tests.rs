//! The Markdown export read and written at once is, byte for byte, the export of the save
//! read whole, whatever a late record changes.

use std::path::Path;

use super::*;
use crate::cli::shipped_saves::{damaged_in, shipped};
use crate::i18n::{Lang, with_lang};

/// The export of the save at `path` read whole, as `fray export` wrote it before.
fn whole(path: &Path, markdown: MarkdownOptions) -> Vec<u8> {
    let loaded = store::load(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let options = Options {
        format: Format::Markdown,
        up_to: None,
        markdown,
        json: export::JsonOptions::default(),
    };
    let mut bytes = Vec::new();
    export::export(&loaded.header, loaded.records, &options, &mut bytes)
        .unwrap_or_else(|e| panic!("{e}"));
    bytes
}

/// The players' and the GM's exports.
const BOTH: [MarkdownOptions; 2] = [
    MarkdownOptions {
        players: true,
        with_undone: false,
    },
    MarkdownOptions {
        players: false,
        with_undone: false,
    },
];

#[test]
fn the_export_written_while_read_is_the_whole_one_in_every_language() {
    let saves = shipped();
    assert!(saves.len() >= 5, "{saves:?}");
    for path in saves {
        let loaded = store::load(&path).unwrap_or_else(|e| panic!("{e}"));
        for lang in Lang::ALL {
            for options in BOTH {
                with_lang(lang, || {
                    // Written while read: no record changed what is in effect.
                    let streamed = export::markdown_streamed(
                        &loaded.header,
                        loaded.records.clone().into_iter(),
                        options,
                    )
                    .unwrap_or_else(|e| panic!("{e}"))
                    .map(|(bytes, _)| bytes);
                    let whole = whole(&path, options);
                    assert_eq!(streamed.as_ref(), Some(&whole), "{}", path.display());
                    let read = load_and_export(&path, options).unwrap_or_else(|e| panic!("{e}"));
                    assert_eq!(read.bytes, whole, "{}", path.display());
                    assert_eq!(read.records, loaded.records.len());
                    assert_eq!(read.warnings, loaded.warnings);
                });
            }
        }
    }
}

#[test]
fn an_undo_reaching_further_back_than_the_read_ahead_gives_the_whole_export() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join("undos.fray.jsonl");
    let header =
        crate::engine::Header::new(crate::model::SystemId::default_system(), "Undos", 1, 1);
    let mut session =
        crate::session::Session::create(&path, header).unwrap_or_else(|e| panic!("{e}"));
    // Each undo takes back the note before the last one taken back: the last undos void
    // notes more than `AHEAD` records before them.
    let notes = export::AHEAD / 2 + 40;
    let mut lines = vec!["add Baral pc".to_string()];
    lines.extend((0..notes).map(|n| format!("note Baral line {n}")));
    lines.extend((0..notes).map(|_| "undo".to_string()));
    for line in &lines {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e:?}"));
    }
    drop(session);
    let loaded = store::load(&path).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(loaded.records.len(), lines.len());
    for options in BOTH {
        let streamed =
            export::markdown_streamed(&loaded.header, loaded.records.clone().into_iter(), options)
                .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(streamed, None, "the notes were written as in effect");
        let read = load_and_export(&path, options).unwrap_or_else(|e| panic!("{e}"));
        let whole = whole(&path, options);
        assert_eq!(read.bytes, whole);
        let text = String::from_utf8(whole).unwrap_or_default();
        assert!(
            !text.contains("line 0"),
            "every note was taken back: {text}"
        );
    }
}

#[test]
fn a_damaged_save_gives_its_error_and_no_export() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = damaged_in(dir.path());
    let read = load_and_export(&path, BOTH[0]);
    let error = read.err().map(|e| e.to_string());
    let whole = store::load(&path).err().map(|e| e.to_string());
    assert!(whole.is_some());
    assert_eq!(error, whole, "the same error as a whole read");
}
