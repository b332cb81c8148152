//! Strings of the fight screen: panes, status line, banner, help.

use crate::tui::keymap::{Action, Mode};

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
    keymap: &crate::tui::keymap::Keymap,
) -> String {
    let chord = crate::tui::keymap::Chord::of(key);
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

/// Where the round stands, in words.
pub fn step_word(step: crate::model::Step, phase: Option<i32>) -> String {
    use crate::model::Step;
    match step {
        Step::Setup => STEP_SETUP.to_string(),
        Step::Declaration => STEP_DECLARATION.to_string(),
        Step::Resolution => step_resolution(phase),
        Step::RoundEnd => STEP_ROUND_END.to_string(),
        Step::Ended => STEP_ENDED.to_string(),
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
    format!(
        "{unsaved} command(s) are NOT SAVED. y: quit and keep them in a rescue file · r: retry · Esc: stay"
    )
}

/// The help overlay's title.
pub fn help_title(mode: Mode) -> String {
    format!(" {} ", super::mode_title(mode))
}

/// The terminal is too small.
pub fn too_small(width: u16, height: u16, min_width: u16, min_height: u16) -> String {
    format!("Terminal too small ({width}×{height}): fray needs at least {min_width}×{min_height}.")
}

/// A pane's title.
pub fn pane_title(pane: crate::tui::fight::Pane, report: &crate::report::Report) -> String {
    use crate::tui::fight::Pane;
    match pane {
        Pane::Ladder => match crate::tui::system::screens_of(report).order_title() {
            Some(title) => title.into(),
            None => format!(" Ladder · {} ", round(report.round)),
        },
        Pane::Roster => format!(" Roster ({}) ", report.combatants.len()),
        Pane::Detail => " Selected ".into(),
        Pane::Log => " Log ".into(),
    }
}

/// Pane names as tabs, the shown one in brackets (small terminals).
pub fn pane_tabs(shown: crate::tui::fight::Pane, report: &crate::report::Report) -> String {
    use crate::tui::fight::Pane;
    let names = [
        (
            Pane::Ladder,
            crate::tui::system::screens_of(report)
                .order_title()
                .map_or("Ladder", str::trim),
        ),
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
