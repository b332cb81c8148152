//! Strings of the start screen.

use crate::t;

texts! {
    /// The start screen's title line.
    start_title => "tui-start-title";
    /// The title line when the full one does not fit.
    start_title_short => "tui-start-title-short";
    /// The list item that opens the new-encounter form.
    start_new => "tui-start-new";
    /// The list item that opens a copy of the demo encounter.
    start_demo => "tui-start-demo";
    /// Shown in the list when the saves folder holds no save.
    start_no_saves => "tui-start-no-saves";
    /// The label of the form's rule-system field.
    start_form_system => "tui-start-form-system";
    /// The label of the form's name field.
    start_form_name => "tui-start-form-name";
}

/// The column headings of the list: name, rule system, round, last change.
pub fn start_columns() -> [&'static str; 4] {
    [
        crate::i18n::fixed("tui-start-column-encounter"),
        crate::i18n::fixed("tui-start-column-system"),
        crate::i18n::fixed("tui-start-column-round"),
        crate::i18n::fixed("tui-start-column-changed"),
    ]
}

/// The keys of the new-encounter form, with what they do, for the hint line.
pub fn start_form_keys() -> [(&'static str, &'static str); 4] {
    [
        ("Enter", crate::i18n::fixed("tui-start-form-create")),
        ("Tab", crate::i18n::fixed("tui-start-form-next")),
        ("←/→", crate::i18n::fixed("tui-start-form-system-key")),
        ("Esc", crate::i18n::fixed("tui-start-form-cancel")),
    ]
}

/// The language line of the start screen: `Language: English`.
pub fn start_language() -> String {
    t!("tui-start-language", name = crate::i18n::current().name())
}

/// Refuses a name whose save file already exists.
pub fn start_duplicate(file_name: &str) -> String {
    t!("tui-start-duplicate", file = file_name)
}

/// Why a listed save cannot be opened.
pub fn start_cannot_open(problem: &str) -> String {
    t!("tui-start-cannot-open", problem = problem)
}

/// How long ago `then` was, seen from `now`: `just now`, `5 min ago`, `3 h ago`,
/// `yesterday`, `4 days ago`, else the local date as `YYYY-MM-DD`; `?` when unknown.
pub fn relative_time(then: Option<std::time::SystemTime>, now: std::time::SystemTime) -> String {
    let Some(then) = then else {
        return "?".to_string();
    };
    let ago = now.duration_since(then).map_or(0, |d| d.as_secs());
    match ago {
        0..60 => t!("tui-time-just-now"),
        60..3_600 => t!("tui-time-minutes", n = ago / 60),
        3_600..86_400 => t!("tui-time-hours", n = ago / 3_600),
        86_400..172_800 => t!("tui-time-yesterday"),
        172_800..604_800 => t!("tui-time-days", n = ago / 86_400),
        _ => crate::calendar::date(crate::calendar::unix_seconds(then)),
    }
}

/// A save an older fray wrote, in the list (its format; U converts it).
pub fn start_old_format(version: u32) -> String {
    t!("tui-start-old-format", version = version)
}

/// After converting a save from the start screen.
pub fn start_upgraded(from: u32, to: u32, backup: &str) -> String {
    t!("tui-start-upgraded", from = from, to = to, backup = backup)
}

/// Converting a save that needs nothing.
pub fn start_up_to_date() -> String {
    t!("tui-start-up-to-date")
}

/// `U` on a line that is not a save.
pub fn start_upgrade_needs_save() -> String {
    t!("tui-start-upgrade-needs-save")
}

/// `r` on a line that is not a save.
pub fn start_replay_needs_save() -> String {
    t!("tui-start-replay-needs-save")
}

/// The progress line while the saves' summaries are read: `reading saves: 37 of 200`.
pub fn start_reading(read: usize, total: usize) -> String {
    t!("tui-start-reading", n = read, total = total)
}

/// What the row of a save still being read says in place of its system: `reading… (3 MB)`
/// (its size rounded up, in KB under a megabyte).
pub fn start_unread(bytes: u64) -> String {
    const KB: u64 = 1024;
    let size = if bytes < KB * KB {
        t!("tui-start-size-kb", n = bytes.div_ceil(KB))
    } else {
        t!("tui-start-size-mb", n = bytes.div_ceil(KB * KB))
    };
    t!("tui-start-unread", size = size)
}
