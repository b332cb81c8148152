//! Which language to speak: `--lang`, then `FRAY_LANG`, then a `lang =` line in the config
//! file `fray.conf`, then the system locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English.
//! `fray.conf` is read through [`crate::regular_file`]: never a named pipe (which would
//! block every command), a folder or a device; such a file is ignored with a warning.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

use crate::regular_file::{NotAFile, Refusal};

use super::Lang;

/// The config file holding `lang = fr` (beside `keys.conf`).
pub const CONFIG_FILE: &str = "fray.conf";

/// Longest config file read.
const MAX_BYTES: u64 = 64 * 1024;

/// The language to speak: the flag's if given and known, then the environment's, the
/// config file's, the locale's; English when none says. A `fray.conf` that is not a
/// regular file (a named pipe, a directory) is not read: it is ignored with a warning on
/// standard error, once per process, in the language chosen.
pub fn choose(flag: Option<&str>) -> Lang {
    if let Some(lang) = flag.and_then(Lang::from_code).or_else(|| {
        std::env::var("FRAY_LANG")
            .ok()
            .as_deref()
            .and_then(Lang::from_code)
    }) {
        return lang;
    }
    let (from_config, ignored) = match config_path() {
        Some(path) => match read_config(&path) {
            Ok(lang) => (lang, None),
            Err(kind) => (None, Some((path, kind))),
        },
        None => (None, None),
    };
    let lang = from_config.or_else(locale_lang).unwrap_or(Lang::En);
    if let Some((path, kind)) = ignored {
        warn_once(lang, &path, kind);
    }
    lang
}

/// Says on standard error, once per process (the language is chosen twice), that
/// `fray.conf` is ignored.
fn warn_once(lang: Lang, path: &Path, kind: NotAFile) {
    use std::io::Write;
    static WARNED: AtomicBool = AtomicBool::new(false);
    if WARNED.swap(true, Ordering::Relaxed) {
        return;
    }
    let line = super::with_lang(lang, || {
        super::warning_line(&crate::regular_file::ignored_warning(path, kind))
    });
    // Not `eprintln!`: it panics when standard error is gone.
    let _ = writeln!(std::io::stderr().lock(), "{line}");
}

/// Where `fray.conf` is looked for: `$FRAY_CONFIG_DIR`, else the platform config folder.
fn config_path() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("FRAY_CONFIG_DIR") {
        return Some(PathBuf::from(dir).join(CONFIG_FILE));
    }
    directories::ProjectDirs::from("", "", "fray").map(|d| d.config_dir().join(CONFIG_FILE))
}

/// The `lang = CODE` line of `fray.conf`, if there is one naming a known language (`#`
/// starts a comment; other lines are left to their readers). Nothing when the file is
/// missing, unreadable, too big, or not a regular file (see [`choose`] for the warning).
pub fn config_lang() -> Option<Lang> {
    read_config(&config_path()?).ok().flatten()
}

/// The language `fray.conf` at `path` names, or what is there instead of a regular file.
/// A missing, unreadable, too big or non-UTF-8 file names none, silently.
fn read_config(path: &Path) -> Result<Option<Lang>, NotAFile> {
    match crate::regular_file::read(path, MAX_BYTES) {
        Ok(bytes) => Ok(bytes
            .and_then(|bytes| String::from_utf8(bytes).ok())
            .and_then(|text| lang_line(&text))),
        Err(Refusal::NotAFile(kind)) => Err(kind),
        Err(Refusal::TooBig | Refusal::Io(_)) => Ok(None),
    }
}

/// The language a config text's `lang =` line names.
pub(super) fn lang_line(text: &str) -> Option<Lang> {
    text.lines().find_map(|line| {
        let line = line.split('#').next().unwrap_or_default();
        let (key, value) = line.split_once('=')?;
        (key.trim().eq_ignore_ascii_case("lang"))
            .then(|| Lang::from_code(value))
            .flatten()
    })
}

/// The system locale's language (`LC_ALL`, then `LC_MESSAGES`, then `LANG`: the first one
/// set and not empty decides), if fray speaks it.
pub fn locale_lang() -> Option<Lang> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .find_map(|name| std::env::var(name).ok().filter(|v| !v.is_empty()))
        .and_then(|value| Lang::from_code(&value))
}
