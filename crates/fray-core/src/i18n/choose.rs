//! Which language to speak: `--lang`, then `FRAY_LANG`, then `lang =` in the settings
//! file `fray.toml` (read by the front end, `crate::settings`, and handed in), then the
//! system locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English.

use super::Lang;

/// The language to speak: the flag's if given and known, then the environment's, the
/// settings file's (`from_settings`), the locale's; English when none says.
pub fn choose(flag: Option<&str>, from_settings: Option<Lang>) -> Lang {
    flag.and_then(Lang::from_code)
        .or_else(|| {
            std::env::var("FRAY_LANG")
                .ok()
                .as_deref()
                .and_then(Lang::from_code)
        })
        .or(from_settings)
        .or_else(locale_lang)
        .unwrap_or(Lang::En)
}

/// The system locale's language (`LC_ALL`, then `LC_MESSAGES`, then `LANG`: the first one
/// set and not empty decides), if fray speaks it.
pub fn locale_lang() -> Option<Lang> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .find_map(|name| std::env::var(name).ok().filter(|v| !v.is_empty()))
        .and_then(|value| Lang::from_code(&value))
}
