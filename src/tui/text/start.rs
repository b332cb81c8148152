//! Strings of the start screen.

/// The start screen's title line.
pub const START_TITLE: &str = "fray — combat tracker";
/// The title line when the full one does not fit.
pub const START_TITLE_SHORT: &str = "fray";
/// The list item that opens the new-encounter form.
pub const START_NEW: &str = "New encounter";
/// The list item that opens a copy of the demo encounter.
pub const START_DEMO: &str = "Open a copy of the demo";
/// Shown in the list when the saves folder holds no save.
pub const START_NO_SAVES: &str = "no saves yet";
/// The column headings of the list: name, rule system, round, last change.
pub const START_COLUMNS: [&str; 4] = ["Encounter", "Rule system", "Round", "Last change"];
/// The label of the form's rule-system field.
pub const START_FORM_SYSTEM: &str = "Rule system";
/// The label of the form's name field.
pub const START_FORM_NAME: &str = "Name";
/// The keys of the new-encounter form, with what they do, for the hint line.
pub const START_FORM_KEYS: [(&str, &str); 4] = [
    ("Enter", "create"),
    ("Tab", "next field"),
    ("←/→", "rule system"),
    ("Esc", "cancel"),
];

/// The round column: `round 3`, or `not started` before the first round.
pub fn start_round(round: u32) -> String {
    if round == 0 {
        "not started".to_string()
    } else {
        format!("round {round}")
    }
}

/// Refuses a name whose save file already exists.
pub fn start_duplicate(file_name: &str) -> String {
    format!("a save named {file_name} already exists; choose another name")
}

/// Why a listed save cannot be opened.
pub fn start_cannot_open(problem: &str) -> String {
    format!("cannot open this save: {problem}")
}

/// How long ago `then` was, seen from `now`: `just now`, `5 min ago`, `3 h ago`,
/// `yesterday`, `4 days ago`, else the date (UTC) as `YYYY-MM-DD`; `?` when unknown.
pub fn relative_time(then: Option<std::time::SystemTime>, now: std::time::SystemTime) -> String {
    let Some(then) = then else {
        return "?".to_string();
    };
    let ago = now.duration_since(then).map_or(0, |d| d.as_secs());
    match ago {
        0..60 => "just now".to_string(),
        60..3_600 => format!("{} min ago", ago / 60),
        3_600..86_400 => format!("{} h ago", ago / 3_600),
        86_400..172_800 => "yesterday".to_string(),
        172_800..604_800 => format!("{} days ago", ago / 86_400),
        _ => utc_date(then),
    }
}

/// The UTC calendar date of a time as `YYYY-MM-DD` (days-to-civil, proleptic Gregorian).
fn utc_date(time: std::time::SystemTime) -> String {
    let secs = match time.duration_since(std::time::UNIX_EPOCH) {
        Ok(d) => i64::try_from(d.as_secs()).unwrap_or(i64::MAX),
        Err(e) => -i64::try_from(e.duration().as_secs()).unwrap_or(i64::MAX),
    };
    let (year, month, day) = crate::calendar::civil_from_days(secs.div_euclid(86_400));
    format!("{year:04}-{month:02}-{day:02}")
}

/// A save an older fray wrote, in the list (its format; U converts it).
pub fn start_old_format(version: u32) -> String {
    format!("v{version}: U")
}

/// After converting a save from the start screen.
pub fn start_upgraded(from: u32, to: u32, backup: &str) -> String {
    format!(
        "Converted from format {from} to {to}; the original is kept as {backup}. Enter plays on."
    )
}

/// Converting a save that needs nothing.
pub const START_UP_TO_DATE: &str =
    "This save is already in the current format: nothing to convert.";

/// `U` on a line that is not a save.
pub const START_UPGRADE_NEEDS_SAVE: &str =
    "Choose a save to convert (U converts a save made by an older fray).";

/// `r` on a line that is not a save.
pub const START_REPLAY_NEEDS_SAVE: &str = "Choose a save to replay (r replays the chosen save).";
