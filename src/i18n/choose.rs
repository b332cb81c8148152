//! Which language to speak: `--lang`, then `FRAY_LANG`, then a `lang =` line in the config
//! file `fray.conf`, then the system locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English.

use std::path::PathBuf;

use super::Lang;

/// The config file holding `lang = fr` (beside `keys.conf`).
pub const CONFIG_FILE: &str = "fray.conf";

/// Longest config file read.
const MAX_BYTES: u64 = 64 * 1024;

/// The language to speak: the flag's if given and known, then the environment's, the
/// config file's, the locale's; English when none says.
pub fn choose(flag: Option<&str>) -> Lang {
    flag.and_then(Lang::from_code)
        .or_else(|| {
            std::env::var("FRAY_LANG")
                .ok()
                .as_deref()
                .and_then(Lang::from_code)
        })
        .or_else(config_lang)
        .or_else(locale_lang)
        .unwrap_or(Lang::En)
}

/// Where `fray.conf` is looked for: `$FRAY_CONFIG_DIR`, else the platform config folder.
fn config_path() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("FRAY_CONFIG_DIR") {
        return Some(PathBuf::from(dir).join(CONFIG_FILE));
    }
    directories::ProjectDirs::from("", "", "fray").map(|d| d.config_dir().join(CONFIG_FILE))
}

/// The `lang = CODE` line of `fray.conf`, if there is one naming a known language (`#`
/// starts a comment; other lines are left to their readers).
pub fn config_lang() -> Option<Lang> {
    use std::io::Read;
    let file = std::fs::File::open(config_path()?).ok()?;
    let mut text = String::new();
    file.take(MAX_BYTES).read_to_string(&mut text).ok()?;
    lang_line(&text)
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
