//! Strings of the fight screen: panes, status line, banner, help.

use crate::t;
use crate::tui::keymap::{Action, Mode};

texts! {
    /// After a successful retry.
    saved_after_retry => "tui-saved-after-retry";
    /// Retry with nothing unsaved.
    nothing_to_save => "tui-nothing-to-save";
    /// The ladder before the fight starts.
    ladder_empty_setup => "tui-ladder-empty-setup";
    /// The ladder with no marker.
    ladder_empty => "tui-ladder-empty";
    /// Ladder tag: the combatant is surprised.
    surprised_tag => "tui-surprised";
    /// Ladder tag.
    rushed => "tui-rushed";
    /// Ladder tag.
    delayed => "tui-delayed";
    /// Ladder tag.
    next => "tui-next";
    /// The roster with nobody.
    roster_empty => "tui-roster-empty";
    /// A dead combatant.
    dead => "tui-dead";
    /// The log with nothing.
    log_empty => "tui-log-empty";
    /// The quit confirmation's title.
    quit_title => "tui-quit-title";
}

/// The condition that marks surprise on the ladder (the save's word, never translated).
pub const SURPRISED: &str = "surprised";

/// The message when commands are only in memory.
pub fn not_saved_message(session: &crate::session::Session) -> String {
    let error = session.save_error();
    let why = error.map_or_else(String::new, |e| e.to_string());
    if error.is_some_and(|e| e.is_detached()) {
        return t!("tui-not-saved-detached", n = session.unsaved(), why = why);
    }
    t!("tui-not-saved-message", n = session.unsaved(), why = why)
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
    t!("tui-unbound-key", chord = chord.to_string(), help = help)
}

/// Roster headings, wide.
pub fn roster_header_wide() -> [&'static str; 7] {
    [
        "",
        crate::i18n::fixed("tui-roster-name"),
        crate::i18n::fixed("tui-roster-init"),
        crate::i18n::fixed("tui-roster-wound"),
        crate::i18n::fixed("tui-roster-pen"),
        crate::i18n::fixed("tui-roster-conditions"),
        crate::i18n::fixed("tui-roster-pools"),
    ]
}

/// Roster headings, narrow.
pub fn roster_header() -> [&'static str; 5] {
    [
        "",
        crate::i18n::fixed("tui-roster-name"),
        crate::i18n::fixed("tui-roster-init"),
        crate::i18n::fixed("tui-roster-pen"),
        crate::i18n::fixed("tui-roster-wound-conditions"),
    ]
}

/// Before an undone command in the log.
pub fn undone() -> String {
    format!("{} ", t!("tui-undone"))
}

/// Short NOT SAVED for the status line.
pub fn not_saved_short() -> String {
    format!(" {} ", t!("tui-not-saved-short"))
}

/// Closes an overlay.
pub fn help_close() -> String {
    format!(" {} ", t!("tui-help-close"))
}

/// Keys of the command line and forms, for the help overlay (an empty key is a heading).
pub fn editing_keys() -> Vec<(&'static str, String)> {
    vec![
        ("", t!("tui-editing-form")),
        ("Tab ↓ / Shift-Tab ↑", t!("tui-editing-form-fields")),
        ("← →", t!("tui-editing-form-choices")),
        ("Enter", t!("tui-editing-form-enter")),
        ("Esc", t!("tui-editing-form-esc")),
        ("", t!("tui-editing-line")),
        ("Tab / Shift-Tab", t!("tui-editing-line-tab")),
        ("↑ ↓", t!("tui-editing-line-history")),
        ("Enter / Esc", t!("tui-editing-line-enter")),
    ]
}

/// Marker tag for an extra marker.
pub fn marker_tag(marker: u8) -> String {
    format!("#{marker}")
}

/// A severity as the roster shows it (a checked last row means a lost limb, death being
/// shown as DEAD).
pub fn severity_word(key: &str) -> String {
    match key {
        "light" => t!("tui-severity-light"),
        "medium" => t!("tui-severity-medium"),
        "serious" => t!("tui-severity-serious"),
        "critical" => t!("tui-severity-critical"),
        "mortal" => t!("tui-severity-mortal"),
        "death" => t!("tui-severity-death"),
        other => other.to_string(),
    }
}

/// Rounds left, short.
pub fn rounds_short(n: u32) -> String {
    t!("tui-rounds-short", n = n)
}

/// Side, short.
pub fn side_short(side: &str) -> &'static str {
    crate::i18n::fixed(match side {
        "pc" => "tui-side-pc",
        "ally" => "tui-side-ally",
        "enemy" => "tui-side-enemy",
        _ => "tui-side-neutral",
    })
}

/// Side, in full (a save's side word in the current language; anything else as it is).
pub fn side_word(side: &str) -> String {
    match side {
        "pc" => t!("log-side-pc"),
        "ally" => t!("log-side-ally"),
        "enemy" => t!("log-side-enemy"),
        "neutral" => t!("log-side-neutral"),
        other => other.to_string(),
    }
}

/// The resolution step with its phase.
pub fn step_resolution(phase: Option<i32>) -> String {
    match phase {
        Some(p) => t!("tui-step-phase", phase = p),
        None => t!("tui-step-resolution"),
    }
}

/// Where the round stands, in words.
pub fn step_word(step: crate::model::Step, phase: Option<i32>) -> String {
    use crate::model::Step;
    match step {
        Step::Setup => t!("tui-step-setup"),
        Step::Declaration => t!("tui-step-declaration"),
        Step::Resolution => step_resolution(phase),
        Step::RoundEnd => t!("tui-step-round-end"),
        Step::Ended => t!("tui-step-ended"),
    }
}

/// Round number.
pub fn round(n: u32) -> String {
    if n == 0 {
        t!("tui-before-round-one")
    } else {
        t!("tui-round", n = n)
    }
}

/// Last save (the number as digits, never through a float).
pub fn saved(seq: u64) -> String {
    t!("tui-saved", seq = seq.to_string())
}

/// Help hint.
pub fn help_hint(key: &str) -> String {
    t!("tui-help-hint", key = key)
}

/// The NOT SAVED banner.
pub fn banner(unsaved: usize, why: &str, key: &str) -> String {
    t!("tui-banner", unsaved = unsaved, why = why, key = key)
}

/// The NOT SAVED banner once another program replaced, removed or cut the save: no retry
/// helps, the GM quits and opens it again.
pub fn banner_detached(unsaved: usize, why: &str, quit: &str) -> String {
    t!(
        "tui-banner-detached",
        unsaved = unsaved,
        why = why,
        key = quit
    )
}

/// Quitting with unsaved commands.
pub fn confirm_quit(unsaved: usize) -> String {
    t!("tui-confirm-quit", unsaved = unsaved)
}

/// The keys of the quit question (its own: Enter does not quit there).
pub fn confirm_quit_keys() -> String {
    t!("tui-confirm-quit-keys")
}

/// The help overlay's title.
pub fn help_title(mode: Mode) -> String {
    format!(" {} ", super::mode_title(mode))
}

/// The terminal is too small.
pub fn too_small(width: u16, height: u16, min_width: u16, min_height: u16) -> String {
    t!(
        "tui-too-small",
        width = width,
        height = height,
        min_width = min_width,
        min_height = min_height
    )
}

/// A pane's title.
pub fn pane_title(pane: crate::tui::fight::Pane, report: &crate::report::Report) -> String {
    use crate::tui::fight::Pane;
    match pane {
        Pane::Ladder => match crate::tui::system::screens_of(report).order_title() {
            Some(title) => title.into(),
            None => format!(
                " {} ",
                t!("tui-pane-ladder-round", round = round(report.round))
            ),
        },
        Pane::Roster => format!(
            " {} ",
            t!("tui-pane-roster-count", n = report.combatants.len())
        ),
        Pane::Detail => format!(" {} ", t!("tui-pane-selected")),
        Pane::Log => format!(" {} ", t!("tui-pane-log")),
    }
}

/// Pane names as tabs, the shown one in brackets (small terminals).
pub fn pane_tabs(shown: crate::tui::fight::Pane, report: &crate::report::Report) -> String {
    let tabs: Vec<String> = pane_tab_names(shown, report)
        .into_iter()
        .map(|(_, name)| name)
        .collect();
    format!(" {} (Tab) ", tabs.join(" "))
}

/// Each pane's tab in [`pane_tabs`], in order, the one shown in brackets: what the title
/// is made of, and where a click on it lands.
pub fn pane_tab_names(
    shown: crate::tui::fight::Pane,
    report: &crate::report::Report,
) -> Vec<(crate::tui::fight::Pane, String)> {
    use crate::tui::fight::Pane;
    let ladder = crate::tui::system::screens_of(report)
        .order_title()
        .map_or_else(|| t!("tui-pane-ladder"), |t| t.trim().to_string());
    let names = [
        (Pane::Ladder, ladder),
        (Pane::Roster, t!("tui-pane-roster")),
        (Pane::Detail, t!("tui-pane-selected")),
        (Pane::Log, t!("tui-pane-log")),
    ];
    names
        .into_iter()
        .map(|(p, n)| {
            let name = if p == shown { format!("[{n}]") } else { n };
            (p, name)
        })
        .collect()
}
