//! The Fluent catalog files of every crate (`crates/<crate>/i18n/<lang>/`, and the binary's
//! `assets/i18n/<lang>/`) as tests read them: the files in order, and their messages with
//! continuation lines (comments and blank lines left out).

use std::path::{Path, PathBuf};

/// The folder `sub` of each crate of `crates/` that has one (`"src"`, `"i18n"`), sorted
/// (the catalogs' readers, the cut-word scan and the platform boundary look there).
pub fn crate_folders(sub: &str) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut folders: Vec<PathBuf> = std::fs::read_dir(root.join("crates"))
        .expect("the crates folder")
        .map(|e| e.expect("an entry").path().join(sub))
        .filter(|dir| dir.is_dir())
        .collect();
    folders.sort();
    folders
}

/// The catalog folders of the language `code` (`"en"`, `"fr"`): the binary's, then each
/// crate's.
pub fn folders(code: &str) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut folders = vec![root.join("assets/i18n").join(code)];
    folders.extend(crate_folders("i18n").into_iter().map(|dir| dir.join(code)));
    folders
}

/// The `.ftl` files of the language `code` (`"en"`, `"fr"`) in every crate, sorted by
/// folder, then by name.
pub fn files(code: &str) -> Vec<PathBuf> {
    let mut all = Vec::new();
    for dir in folders(code) {
        let mut files: Vec<_> = std::fs::read_dir(dir)
            .expect("a catalog folder")
            .map(|e| e.expect("an entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
            .collect();
        files.sort();
        all.extend(files);
    }
    assert!(
        all.len() >= 50,
        "every crate's catalog files: {}",
        all.len()
    );
    all
}

/// Every message of the language `code` as (key, text): the text after `=` as written,
/// then each continuation line after a line break.
pub fn messages(code: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for file in files(code) {
        let text = std::fs::read_to_string(&file).expect("a catalog file");
        for line in text.lines() {
            if line.trim_start().starts_with('#') || line.trim().is_empty() {
                continue;
            }
            if line.starts_with(|c: char| c.is_ascii_alphabetic())
                && let Some((key, value)) = line.split_once('=')
            {
                out.push((key.trim().to_string(), value.to_string()));
            } else if let Some((_, text)) = out.last_mut() {
                text.push('\n');
                text.push_str(line);
            }
        }
    }
    out
}
