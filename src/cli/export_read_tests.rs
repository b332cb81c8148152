//! The Markdown export read and written at once is, byte for byte, the export of the save
//! read whole, whatever a late record changes.

use std::path::{Path, PathBuf};

use super::*;
use crate::i18n::{Lang, with_lang};

/// The shipped example fights (`saves/`), one or more per system.
fn saves() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|entry| Some(entry.ok()?.path()))
        .filter(|path| path.to_string_lossy().ends_with(".fray.jsonl"))
        .collect();
    paths.sort();
    paths
}

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
    let saves = saves();
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
                    .unwrap_or_else(|e| panic!("{e}"));
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
    let header = Header::new(crate::model::SystemId::default_system(), "Undos", 1, 1);
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
    let source = saves().into_iter().next().unwrap_or_default();
    let text = std::fs::read_to_string(&source).unwrap_or_else(|e| panic!("{e}"));
    let mut lines: Vec<&str> = text.lines().collect();
    assert!(lines.len() > 4, "{}", source.display());
    // A record in the middle of the save, its checksum no longer matching.
    let damaged = lines[2]
        .replacen("\"seq\"", "\"seq\" ", 1)
        .replacen('a', "b", 1);
    lines[2] = &damaged;
    let path = dir.path().join("damaged.fray.jsonl");
    std::fs::write(&path, lines.join("\n") + "\n").unwrap_or_else(|e| panic!("{e}"));
    let read = load_and_export(&path, BOTH[0]);
    let error = read.err().map(|e| e.to_string());
    let whole = store::load(&path).err().map(|e| e.to_string());
    assert!(whole.is_some());
    assert_eq!(error, whole, "the same error as a whole read");
}
