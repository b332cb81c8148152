//! The shipped example fights (`saves/`) for the tests of the commands that read a whole
//! save, and a damaged copy of one.

use std::path::{Path, PathBuf};

/// The shipped example fights, one or more per system, by path, sorted.
pub(super) fn shipped() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|entry| Some(entry.ok()?.path()))
        .filter(|path| path.to_string_lossy().ends_with(".fray.jsonl"))
        .collect();
    paths.sort();
    paths
}

/// A copy in `dir` of the first shipped fight with a record in the middle damaged (its
/// checksum no longer matching): a save every read refuses.
pub(super) fn damaged_in(dir: &Path) -> PathBuf {
    let source = shipped().into_iter().next().unwrap_or_default();
    let text = std::fs::read_to_string(&source).unwrap_or_else(|e| panic!("{e}"));
    let mut lines: Vec<&str> = text.lines().collect();
    assert!(lines.len() > 4, "{}", source.display());
    let damaged = lines[2]
        .replacen("\"seq\"", "\"seq\" ", 1)
        .replacen('a', "b", 1);
    lines[2] = &damaged;
    let path = dir.join("damaged.fray.jsonl");
    std::fs::write(&path, lines.join("\n") + "\n").unwrap_or_else(|e| panic!("{e}"));
    path
}
