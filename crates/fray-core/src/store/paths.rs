//! Where saves live and how they are named.
//!
//! The saves directory is, in order: the `--saves-dir` flag, the `FRAY_SAVES_DIR`
//! environment variable, or `saves/` in the platform data directory (Linux:
//! `~/.local/share/fray/saves`, macOS: `~/Library/Application Support/fray/saves`,
//! Windows: `%APPDATA%\fray\data\saves`).

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use super::SAVE_EXTENSION;
use super::error::StoreError;
use super::stamp::FileStamp;

/// The environment variable naming the saves directory.
pub const SAVES_DIR_ENV: &str = "FRAY_SAVES_DIR";

/// The longest slug [`file_name`] makes, in bytes.
pub const MAX_SLUG_LEN: usize = 64;

/// A save found in the saves directory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaveEntry {
    /// The save's path.
    pub path: PathBuf,
    /// When it was last written.
    pub modified: SystemTime,
    /// What tells this version of the file from another (length, times, inode).
    pub stamp: FileStamp,
}

/// The saves directory (from `flag`, else `FRAY_SAVES_DIR`, else the platform data
/// directory), created if missing.
pub fn saves_dir(flag: Option<PathBuf>) -> Result<PathBuf, StoreError> {
    let dir = choose_saves_dir(flag, std::env::var_os(SAVES_DIR_ENV))?;
    std::fs::create_dir_all(&dir).map_err(|source| StoreError::Io {
        action: "create the saves directory",
        path: dir.clone(),
        source,
    })?;
    Ok(dir)
}

/// Picks the saves directory from the flag and the environment variable's value (an
/// empty value counts as unset); creates nothing.
fn choose_saves_dir(flag: Option<PathBuf>, env: Option<OsString>) -> Result<PathBuf, StoreError> {
    if let Some(dir) = flag.filter(|d| !d.as_os_str().is_empty()) {
        return Ok(dir);
    }
    if let Some(dir) = env.filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "fray")
        .map(|dirs| dirs.data_dir().join("saves"))
        .ok_or(StoreError::NoDataDir)
}

/// A safe, non-empty file-name stem for an encounter name: lower-case ASCII letters,
/// digits and single dashes, common accents folded (`Épée` → `epee`), at most
/// [`MAX_SLUG_LEN`] bytes; `encounter` when nothing is left.
pub fn slug(name: &str) -> String {
    let mut out = crate::model::letters::dashed(name, |_| false);
    if out.len() > MAX_SLUG_LEN {
        out.truncate(MAX_SLUG_LEN);
        while out.ends_with('-') {
            out.pop();
        }
    }
    if out.is_empty() {
        return "encounter".to_string();
    }
    // Names Windows reserves for devices, even with an extension.
    const RESERVED: [&str; 22] = [
        "con", "prn", "aux", "nul", "com1", "com2", "com3", "com4", "com5", "com6", "com7", "com8",
        "com9", "lpt1", "lpt2", "lpt3", "lpt4", "lpt5", "lpt6", "lpt7", "lpt8", "lpt9",
    ];
    if RESERVED.contains(&out.as_str()) {
        out.push_str("-save");
    }
    out
}

/// The file name for an encounter: `slug.fray.jsonl`.
pub fn file_name(name: &str) -> String {
    format!("{}{SAVE_EXTENSION}", slug(name))
}

/// Finds the save a SAVE argument means: an existing file path as given; else, in `dir`,
/// the name as given, with [`SAVE_EXTENSION`] added, or the name's [`file_name`].
/// (A path with a directory part is only tried as given and with the extension added.)
/// When none is a regular file but one exists (a directory, a pipe, a device), that is
/// the error ([`StoreError::NotASave`]), never "no save named"; nothing is opened.
pub fn resolve_save(dir: &Path, arg: &str) -> Result<PathBuf, StoreError> {
    let given = PathBuf::from(arg);
    let mut tried: Vec<PathBuf> = vec![
        given.clone(),
        PathBuf::from(format!("{arg}{SAVE_EXTENSION}")),
    ];
    let bare = given.components().count() == 1
        && !given.is_absolute()
        && !arg.is_empty()
        && arg != "."
        && arg != "..";
    if bare {
        tried.push(dir.join(arg));
        tried.push(dir.join(format!("{arg}{SAVE_EXTENSION}")));
        tried.push(dir.join(file_name(arg.strip_suffix(SAVE_EXTENSION).unwrap_or(arg))));
    }
    let mut unique: Vec<PathBuf> = Vec::new();
    for path in tried {
        if !unique.contains(&path) {
            unique.push(path);
        }
    }
    if let Some(found) = unique.iter().find(|p| p.is_file()) {
        return Ok(found.clone());
    }
    // Something is there, but not a file: say what, rather than "no save named".
    if let Some((path, meta)) = unique
        .iter()
        .find_map(|p| std::fs::metadata(p).ok().map(|m| (p, m)))
    {
        super::load::not_regular(path, super::storage::kind_of(&meta))?;
    }
    let tried: Vec<String> = unique.iter().map(|p| p.display().to_string()).collect();
    Err(StoreError::SaveNotFound {
        name: arg.to_string(),
        tried: tried.join(", "),
    })
}

/// The saves in `dir` (files ending in [`SAVE_EXTENSION`]), most recently written first.
pub fn list_saves(dir: &Path) -> Result<Vec<SaveEntry>, StoreError> {
    let read_error = |source| StoreError::Io {
        action: "list the saves in",
        path: dir.to_path_buf(),
        source,
    };
    let mut saves = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(read_error)? {
        let entry = entry.map_err(read_error)?;
        let path = entry.path();
        // By its bytes: a name that is not UTF-8 is still a save, listed with its name
        // shown lossily (and escaped) rather than left out without a word.
        let is_save = path
            .file_name()
            .is_some_and(|n| n.as_encoded_bytes().ends_with(SAVE_EXTENSION.as_bytes()));
        let Ok(meta) = entry.metadata() else { continue };
        if is_save && meta.is_file() {
            saves.push(SaveEntry {
                path,
                modified: meta.modified().unwrap_or(UNIX_EPOCH),
                stamp: FileStamp::of(&meta),
            });
        }
    }
    saves.sort_by(|a, b| {
        b.modified
            .cmp(&a.modified)
            .then_with(|| a.path.cmp(&b.path))
    });
    Ok(saves)
}

/// A path as one word a shell reads back: as it is when it holds only safe characters,
/// otherwise in single quotes (a `'` inside written `'\''`).
pub fn shell_word(text: &str) -> String {
    let safe = |c: char| c.is_ascii_alphanumeric() || "/._-+,:@%~".contains(c);
    if !text.is_empty() && text.chars().all(safe) {
        text.to_string()
    } else {
        format!("'{}'", text.replace('\'', r"'\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shell_words_quote_only_when_needed() {
        assert_eq!(shell_word("saves/a-b.fray.jsonl"), "saves/a-b.fray.jsonl");
        assert_eq!(
            shell_word("my saves/a.fray.jsonl"),
            "'my saves/a.fray.jsonl'"
        );
        assert_eq!(shell_word("it's.fray.jsonl"), r"'it'\''s.fray.jsonl'");
        assert_eq!(shell_word(""), "''");
    }

    #[test]
    fn slugs() {
        assert_eq!(slug("Goblin Ambush"), "goblin-ambush");
        assert_eq!(slug("  L'Épée du Roi!! "), "l-epee-du-roi");
        assert_eq!(slug("../../etc/passwd"), "etc-passwd");
        assert_eq!(slug("Bob\u{1b}[31m"), "bob-31m");
        assert_eq!(slug(""), "encounter");
        assert_eq!(slug("???"), "encounter");
        assert_eq!(slug("日本"), "encounter");
        assert_eq!(slug("CON"), "con-save");
        assert_eq!(slug("Straße"), "strasse");
        assert_eq!(
            slug("Pe\u{301}pe"),
            "pepe",
            "a combining accent is dropped, not a dash"
        );
        let long = slug(&"ab ".repeat(100));
        assert!(long.len() <= MAX_SLUG_LEN && !long.ends_with('-'), "{long}");
        for name in ["a", "Zz 9", "--x--", "é", "\u{0}"] {
            let s = slug(name);
            assert!(
                !s.is_empty()
                    && s.bytes()
                        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
            );
            assert!(
                !s.starts_with('-') && !s.ends_with('-') && !s.contains("--"),
                "{s}"
            );
        }
        assert_eq!(file_name("Goblin Ambush"), "goblin-ambush.fray.jsonl");
    }

    #[test]
    fn saves_dir_order() {
        let flag = Some(PathBuf::from("/flag"));
        let env = Some(OsString::from("/env"));
        assert_eq!(choose_saves_dir(flag.clone(), env.clone()).ok(), flag);
        assert_eq!(
            choose_saves_dir(None, env).ok(),
            Some(PathBuf::from("/env"))
        );
        assert_eq!(
            choose_saves_dir(None, Some(OsString::new())).ok(),
            choose_saves_dir(None, None).ok()
        );
        if let Ok(dir) = choose_saves_dir(None, None) {
            assert!(dir.ends_with("saves"), "{}", dir.display());
        }
    }

    #[test]
    fn resolve_and_list() -> Result<(), Box<dyn std::error::Error>> {
        let tmp = tempfile::tempdir()?;
        let dir = tmp.path();
        std::fs::write(dir.join("goblin-ambush.fray.jsonl"), "x")?;
        std::thread::sleep(std::time::Duration::from_millis(20));
        std::fs::write(dir.join("later.fray.jsonl"), "x")?;
        std::fs::write(dir.join("later.fray.jsonl.torn-1"), "x")?;
        std::fs::write(dir.join("notes.txt"), "x")?;
        std::fs::create_dir(dir.join("dir.fray.jsonl"))?;

        let want = dir.join("goblin-ambush.fray.jsonl");
        assert_eq!(resolve_save(dir, "goblin-ambush")?, want);
        assert_eq!(resolve_save(dir, "goblin-ambush.fray.jsonl")?, want);
        assert_eq!(resolve_save(dir, "Goblin Ambush")?, want);
        assert_eq!(
            resolve_save(Path::new("/nonexistent"), &want.display().to_string())?,
            want
        );
        let without = dir.join("goblin-ambush").display().to_string();
        assert_eq!(resolve_save(Path::new("/nonexistent"), &without)?, want);
        let missing = resolve_save(dir, "nobody")
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(missing.contains("no save named \"nobody\""), "{missing}");
        assert!(resolve_save(dir, "dir").is_err());

        let saves = list_saves(dir)?;
        let names: Vec<_> = saves
            .iter()
            .filter_map(|s| s.path.file_name()?.to_str())
            .collect();
        assert_eq!(names, ["later.fray.jsonl", "goblin-ambush.fray.jsonl"]);
        Ok(())
    }

    #[test]
    fn saves_dir_is_created() -> Result<(), Box<dyn std::error::Error>> {
        let tmp = tempfile::tempdir()?;
        let dir = tmp.path().join("a/b/saves");
        assert_eq!(saves_dir(Some(dir.clone()))?, dir);
        assert!(dir.is_dir());
        Ok(())
    }
}
