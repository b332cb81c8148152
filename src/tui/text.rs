//! Every user-facing string of the full-screen interface, so it can be localised.

use super::keymap::{Action, Mode};

/// What an action does, as the `?` overlay lists it.
pub fn action_label(action: Action) -> &'static str {
    match action {
        Action::Up => "move up",
        Action::Down => "move down",
        Action::Top => "first line",
        Action::Bottom => "last line",
        Action::PageUp => "page up",
        Action::PageDown => "page down",
        Action::FocusNext => "next pane",
        Action::FocusPrev => "previous pane",
        Action::Zoom => "zoom the pane (full screen / back)",
        Action::Next => "next: declarer, actor, phase or round",
        Action::StartRound => "start the fight / next round (rolls initiative)",
        Action::Declare => "declare an intent",
        Action::Test => "skill test",
        Action::Attack => "attack",
        Action::Wound => "mark a wound",
        Action::Heal => "heal a wound",
        Action::Add => "add combatants",
        Action::Remove => "remove the selected combatant",
        Action::Delay => "delay the action",
        Action::ActNow => "a delayed combatant acts now",
        Action::Rush => "precipitate (rush) the action",
        Action::Surprise => "surprise combatants",
        Action::Condition => "add a condition",
        Action::Uncondition => "remove a condition",
        Action::Note => "write a note",
        Action::Marker => "extra marker (multi-attack)",
        Action::Roll => "roll dice",
        Action::EndFight => "end the fight",
        Action::Undo => "undo",
        Action::Redo => "redo",
        Action::RetrySave => "retry saving (after NOT SAVED)",
        Action::CommandLine => "command line (Tab completes)",
        Action::Help => "this help",
        Action::Quit => "quit",
        Action::Open => "open the chosen line",
        Action::New => "new encounter",
        Action::Demo => "open a copy of the demo",
    }
}

/// The title of a mode's help.
pub fn mode_title(mode: Mode) -> &'static str {
    match mode {
        Mode::Start => "Start screen keys",
        Mode::Fight => "Fight keys",
    }
}

// --- forms ---

/// The "no" choice of a yes/no field.
pub const NO: &str = "no";
/// A required field left empty.
pub const REQUIRED: &str = "required";
/// A number field holding something else.
pub const NOT_A_NUMBER: &str = "a whole number, please";
/// An action about the selected combatant with nobody selected.
pub const NOBODY_SELECTED: &str = "Nobody is selected: add a combatant first (+).";
/// A confirmation question's keys.
pub const CONFIRM_KEYS: &str = "Enter or y: yes · Esc or n: no";
/// The keys of a form.
pub const FORM_KEYS: &str = "Enter: do it · Esc: cancel · Tab/↑↓: field · ←→: choices";

/// A choice field holding something that is not an option.
pub fn pick_one(options: &[String]) -> String {
    let shown: Vec<&str> = options
        .iter()
        .filter(|o| !o.is_empty())
        .take(8)
        .map(String::as_str)
        .collect();
    format!("pick one with ←→: {}", shown.join(", "))
}

/// Asks before removing a combatant.
pub fn confirm_remove(name: &str) -> String {
    format!("Remove {name} from the fight?")
}

/// Uncondition on someone without conditions.
pub fn no_conditions(name: &str) -> String {
    format!("{name} has no condition to remove.")
}

/// Asks before ending the fight.
pub const CONFIRM_END: &str = "End the fight? (undo brings it back)";

/// Form titles.
pub const FORM_ADD: &str = "Add combatants";
/// Form title.
pub const FORM_REMOVE: &str = "Remove a combatant";
/// Form title.
pub const FORM_END: &str = "End the fight";
/// Form title.
pub const FORM_CONDITION: &str = "Condition";
/// Form title.
pub const FORM_UNCONDITION: &str = "Remove a condition";
/// Form title.
pub const FORM_NOTE: &str = "Note";
/// Form title.
pub const FORM_ROLL: &str = "Roll dice";
/// Form title.
pub const FORM_DECLARE: &str = "Declare an intent";
/// Form title.
pub const FORM_TEST: &str = "Test";
/// Form title.
pub const FORM_ATTACK: &str = "Attack";
/// Form title.
pub const FORM_WOUND: &str = "Wound";
/// Form title.
pub const FORM_HEAL: &str = "Heal";
/// Form title.
pub const FORM_DELAY: &str = "Delay";
/// Form title.
pub const FORM_MARKER: &str = "Extra marker (multi-attack)";
/// Form title.
pub const FORM_SURPRISE: &str = "Surprise";

/// Field label.
pub const FIELD_WHO: &str = "Who";
/// Field label.
pub const FIELD_WHO_SEVERAL: &str = "Who (several)";
/// Field label.
pub const FIELD_ATTACKER: &str = "Attacker";
/// Field label.
pub const FIELD_TARGET: &str = "Target";
/// Field label.
pub const FIELD_SKILL: &str = "Skill";
/// Field label.
pub const FIELD_DIFFICULTY: &str = "Difficulty";
/// Field label.
pub const FIELD_MODIFIERS: &str = "Modifiers";
/// Field label.
pub const FIELD_MODIFIER: &str = "Modifier";
/// Field label.
pub const FIELD_RETRY: &str = "Retry";
/// Field label.
pub const FIELD_SECRET: &str = "Secret";
/// Field label.
pub const FIELD_DAMAGE: &str = "Damage roll";
/// Field label.
pub const FIELD_LOCATION: &str = "Location";
/// Field label.
pub const FIELD_SEVERITY: &str = "Severity";
/// Field label.
pub const FIELD_BOXES: &str = "Boxes";
/// Field label.
pub const FIELD_MELEE: &str = "Melee";
/// Field label.
pub const FIELD_CHARGE: &str = "Charge";
/// Field label.
pub const FIELD_TECHNIQUE: &str = "Technique";
/// Field label.
pub const FIELD_BLEEDING: &str = "Bleeding";
/// Field label.
pub const FIELD_INTENT: &str = "Intent";
/// Field label.
pub const FIELD_PHASE: &str = "Phase";
/// Field label.
pub const FIELD_MALUS: &str = "Malus";
/// Field label.
pub const FIELD_COUNT: &str = "How many";
/// Field label.
pub const FIELD_NAME: &str = "Name";
/// Field label.
pub const FIELD_SIDE: &str = "Side";
/// Field label.
pub const FIELD_TEMPLATE: &str = "Template";
/// Field label.
pub const FIELD_VALUES: &str = "Values";
/// Field label.
pub const FIELD_CONDITION: &str = "Condition";
/// Field label.
pub const FIELD_VALUE: &str = "Value";
/// Field label.
pub const FIELD_ENDS: &str = "Ends";
/// Field label.
pub const FIELD_NOTE: &str = "Note";
/// Field label.
pub const FIELD_DICE: &str = "Dice";
/// Field label.
pub const FIELD_FOR: &str = "For";

/// Field hint.
pub const HINT_OPTIONAL: &str = "optional";
/// Field hint.
pub const HINT_NOTE: &str = "empty clears the note";
/// Field hint.
pub const HINT_COUNT: &str = "1 if empty; 3 makes Name 1..3";
/// Field hint.
pub const HINT_TEMPLATE: &str = "←→ bestiary (fray rules)";
/// Field hint.
pub const HINT_VALUES: &str = "e.g. reaction=12 firearms=14";
/// Field hint.
pub const HINT_ENDS: &str = "←→; empty: until removed";
/// Field hint.
pub const HINT_INTENT: &str = "e.g. shoots ganger-1";
/// Field hint.
pub const HINT_SKILL: &str = "←→ the sheet's skills, or a number (chance)";
/// Field hint.
pub const HINT_DIFFICULTY: &str = "←→ words; empty: average";
/// Field hint.
pub const HINT_MODIFIERS: &str = "e.g. +2 -1";
/// Field hint.
pub const HINT_DAMAGE: &str = "the weapon's damage roll; empty: no wound";
/// Field hint.
pub const HINT_WOUND_DAMAGE: &str = "final damage, instead of a severity";
/// Field hint.
pub const HINT_LOCATION: &str = "←→; empty: rolled";
/// Field hint.
pub const HINT_SEVERITY: &str = "←→ light … death";
/// Field hint.
pub const HINT_DELAY_PHASE: &str = "empty: until it acts (e)";
/// Field hint.
pub const HINT_SEVERAL: &str = "names separated by spaces";

/// Conditions offered in the condition form.
pub const COMMON_CONDITIONS: &[&str] = &[
    "stunned",
    "prone",
    "blinded",
    "grappled",
    "unconscious",
    "aiming",
    "in-cover",
    "bleeding",
];

// --- fight screen ---

/// After a successful retry.
pub const SAVED_AFTER_RETRY: &str = "Saved: every command is on disk again.";
/// Retry with nothing unsaved.
pub const NOTHING_TO_SAVE: &str = "Everything is already saved.";

/// The message when commands are only in memory.
pub fn not_saved_message(session: &crate::session::Session) -> String {
    let why = session
        .save_error()
        .map_or_else(String::new, |e| e.to_string());
    format!(
        "NOT SAVED ({} command(s) in memory only): {why} — Ctrl-s retries",
        session.unsaved()
    )
}

/// A key bound to nothing on this screen.
pub fn unbound_key(
    key: &ratatui::crossterm::event::KeyEvent,
    keymap: &super::keymap::Keymap,
) -> String {
    let chord = super::keymap::Chord::of(key);
    let help = keymap
        .first_key(Mode::Fight, Action::Help)
        .map_or_else(|| "?".to_string(), |c| c.to_string());
    format!("{chord}: not a key here — {help} lists the keys")
}

/// The ladder before the fight starts.
pub const LADDER_EMPTY_SETUP: &str =
    "No initiative yet: add combatants (+), then start the fight (i).";
/// The ladder with no marker.
pub const LADDER_EMPTY: &str = "Nobody on the ladder.";
/// The condition that marks surprise on the ladder.
pub const SURPRISED: &str = "surprised";
/// Ladder tag.
pub const RUSHED: &str = "rushed";
/// Ladder tag.
pub const DELAYED: &str = "delayed";
/// Ladder tag.
pub const NEXT: &str = "next";
/// The roster with nobody.
pub const ROSTER_EMPTY: &str = "Nobody yet: + adds combatants (from the bestiary or by hand).";
/// Roster headings, wide.
pub const ROSTER_HEADER_WIDE: [&str; 7] =
    ["", "Name", "Init", "Wound", "Pen", "Conditions", "Pools"];
/// Roster headings, narrow.
pub const ROSTER_HEADER: [&str; 5] = ["", "Name", "Init", "Pen", "Wound, conditions"];
/// A dead combatant.
pub const DEAD: &str = "DEAD";
/// The log with nothing.
pub const LOG_EMPTY: &str = "Nothing yet: each command adds a line here.";
/// Before an undone command in the log.
pub const UNDONE: &str = "(undone) ";
/// Step word.
pub const STEP_SETUP: &str = "setting up";
/// Step word.
pub const STEP_DECLARATION: &str = "declarations";
/// Step word.
pub const STEP_ROUND_END: &str = "end of round";
/// Step word.
pub const STEP_ENDED: &str = "fight over";
/// Short NOT SAVED for the status line.
pub const NOT_SAVED_SHORT: &str = " NOT SAVED ";
/// Closes an overlay.
pub const HELP_CLOSE: &str = " any key closes · ↑↓ scroll ";
/// The quit confirmation's title.
pub const QUIT_TITLE: &str = "Quit";

/// Keys of the command line and forms, for the help overlay (an empty key is a heading).
pub const EDITING_KEYS: &[(&str, &str)] = &[
    ("", "In a form"),
    ("Tab ↓ / Shift-Tab ↑", "next / previous field"),
    ("← →", "cycle the choices"),
    ("Enter", "do it"),
    ("Esc", "cancel"),
    ("", "On the command line (:)"),
    ("Tab / Shift-Tab", "complete commands and names"),
    ("↑ ↓", "history"),
    ("Enter / Esc", "run / close"),
];

/// Marker tag for an extra marker.
pub fn marker_tag(marker: u8) -> String {
    format!("#{marker}")
}

/// A severity as the roster shows it (a checked last row means a lost limb, death being
/// shown as DEAD).
pub fn severity_word(key: &str) -> String {
    match key {
        "light" => "Light",
        "medium" => "Medium",
        "serious" => "Serious",
        "critical" => "Critical",
        "mortal" => "Mortal",
        "death" => "Lost limb",
        other => other,
    }
    .to_string()
}

/// Rounds left, short.
pub fn rounds_short(n: u32) -> String {
    format!("{n}r")
}

/// Side, short.
pub fn side_short(side: &str) -> &'static str {
    match side {
        "pc" => "PC",
        "ally" => "Al",
        "enemy" => "En",
        _ => "Ne",
    }
}

/// The resolution step with its phase.
pub fn step_resolution(phase: Option<i32>) -> String {
    match phase {
        Some(p) => format!("phase {p}"),
        None => "resolution".into(),
    }
}

/// Round number.
pub fn round(n: u32) -> String {
    if n == 0 {
        "before round 1".into()
    } else {
        format!("round {n}")
    }
}

/// Last save.
pub fn saved(seq: u64) -> String {
    format!("saved #{seq}")
}

/// Help hint.
pub fn help_hint(key: &str) -> String {
    format!("{key} keys")
}

/// The NOT SAVED banner.
pub fn banner(unsaved: usize, why: &str, key: &str) -> String {
    format!("NOT SAVED: {unsaved} command(s) in memory only ({why}). {key} retries.")
}

/// Quitting with unsaved commands.
pub fn confirm_quit(unsaved: usize) -> String {
    format!("{unsaved} command(s) are NOT SAVED. y: quit and lose them · r: retry · Esc: stay")
}

/// The help overlay's title.
pub fn help_title(mode: Mode) -> String {
    format!(" {} ", mode_title(mode))
}

/// The terminal is too small.
pub fn too_small(width: u16, height: u16, min_width: u16, min_height: u16) -> String {
    format!("Terminal too small ({width}×{height}): fray needs at least {min_width}×{min_height}.")
}

/// A pane's title.
pub fn pane_title(pane: super::fight::Pane, report: &crate::report::Report) -> String {
    use super::fight::Pane;
    match pane {
        Pane::Ladder => format!(" Ladder · {} ", round(report.round)),
        Pane::Roster => format!(" Roster ({}) ", report.combatants.len()),
        Pane::Detail => " Selected ".into(),
        Pane::Log => " Log ".into(),
    }
}

/// Pane names as tabs, the shown one in brackets (small terminals).
pub fn pane_tabs(shown: super::fight::Pane) -> String {
    use super::fight::Pane;
    let names = [
        (Pane::Ladder, "Ladder"),
        (Pane::Roster, "Roster"),
        (Pane::Detail, "Selected"),
        (Pane::Log, "Log"),
    ];
    let tabs: Vec<String> = names
        .iter()
        .map(|(p, n)| {
            if *p == shown {
                format!("[{n}]")
            } else {
                n.to_string()
            }
        })
        .collect();
    format!(" {} (Tab) ", tabs.join(" "))
}

// --- keys.conf ---

/// A config line without `=`.
pub const CONFIG_NO_EQUALS: &str = "expected MODE ACTION = KEY ...";
/// A config line with the wrong words before `=`.
pub const CONFIG_SHAPE: &str =
    "expected two words before '=': a screen (start, fight) and an action";
/// A config line with no key.
pub const CONFIG_NO_KEYS: &str = "no key after '='";
/// A config file too big.
pub const CONFIG_TOO_BIG: &str = "larger than 64 KiB";
/// A config file not in UTF-8.
pub const CONFIG_NOT_UTF8: &str = "not UTF-8 text";

/// A bad line of `keys.conf`.
pub fn config_line(path: &str, line: usize, why: &str) -> String {
    crate::cli::text::escape(&format!("{path} line {line}: {why} (line skipped)"))
}

/// `keys.conf` could not be read.
pub fn config_unreadable(path: &str, why: &str) -> String {
    crate::cli::text::escape(&format!("{path}: {why}; default keys used"))
}

/// Unknown screen word.
pub fn config_mode(word: &str) -> String {
    format!("'{word}' is not a screen (start, fight)")
}

/// Unknown action word.
pub fn config_action(word: &str) -> String {
    let all: Vec<&str> = Action::WORDS.iter().map(|(_, w)| *w).collect();
    format!("'{word}' is not an action ({})", all.join(", "))
}

/// Unknown key word.
pub fn config_key(word: &str) -> String {
    format!("'{word}' is not a key (a character, ctrl-x, alt-x, enter, esc, tab, space, up, f1...)")
}

/// A key bound to nothing on the start screen.
pub fn unbound_start_key(
    key: &ratatui::crossterm::event::KeyEvent,
    keymap: &super::keymap::Keymap,
) -> String {
    let chord = super::keymap::Chord::of(key);
    let help = keymap
        .first_key(Mode::Start, Action::Help)
        .map_or_else(|| "?".to_string(), |c| c.to_string());
    format!("{chord}: not a key here — {help} lists the keys")
}

// --- detail pane ---

/// Detail header: Réaction after maluses.
pub const DETAIL_REACTION: &str = "Réaction";
/// Detail header: initiative (main marker's phase).
pub const DETAIL_INITIATIVE: &str = "Init";
/// Detail header: wound malus to tests and initiative.
pub const DETAIL_WOUNDS: &str = "Wounds";
/// Detail header: total penalty on an opposed test (wounds and opponents).
pub const DETAIL_PENALTY: &str = "Penalty";
/// Detail header: opponents in melee.
pub const DETAIL_OPPONENTS: &str = "Opponents";
/// Detail header: the combatant is dead.
pub const DETAIL_DEAD: &str = "DEAD";
/// Detail section: declared intent.
pub const DETAIL_DECLARED: &str = "Declared";
/// Detail section: conditions.
pub const DETAIL_CONDITIONS: &str = "Conditions";
/// Detail section: pools.
pub const DETAIL_POOLS: &str = "Pools";
/// Detail section: the GM note.
pub const DETAIL_NOTE: &str = "Note";
/// Last row of the locator, "Death / Limb destroyed" shortened.
pub const LOCATOR_LAST_ROW: &str = "Death/Destr.";
/// Under the body figure: digits are severity rows (1 = light), `x` a lost part.
pub const BODY_LEGEND: &str = "1-5, x lost";

/// Detail header: destroyed limbs, already joined.
pub fn detail_destroyed(limbs: &str) -> String {
    format!("DESTROYED {limbs}")
}

/// A token pool: counts of success and failure tokens, and how many are face down.
pub fn detail_tokens(success: usize, failure: usize, hidden: usize) -> String {
    let hidden = if hidden > 0 {
        format!(" ({hidden} hidden)")
    } else {
        String::new()
    };
    format!("{success} success, {failure} failure{hidden}")
}

/// Locator row label in narrow layouts, by severity key.
pub fn severity_short(key: &str) -> Option<&'static str> {
    let i = ["light", "medium", "serious", "critical", "mortal", "death"]
        .iter()
        .position(|k| *k == key)?;
    ["Lgt", "Med", "Ser", "Cri", "Mor", "D/D"].get(i).copied()
}

/// Locator column header by location key: `R.arm` (long) or `RA` (short).
pub fn location_short(key: &str, long: bool) -> Option<&'static str> {
    let i = crate::rules::polaris::wounds::LOCATION_KEYS
        .iter()
        .position(|k| *k == key)?;
    let table = if long {
        ["Head", "Body", "R.arm", "L.arm", "R.leg", "L.leg"]
    } else {
        ["Hd", "Bd", "RA", "LA", "RL", "LL"]
    };
    table.get(i).copied()
}

// --- start screen ---

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
    let z = secs.div_euclid(86_400) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}
