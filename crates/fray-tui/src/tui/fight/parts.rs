//! The fight screen's parts: panes, where keys go, messages, what it asks of the app.

use crate::tui::form::Form;
use crate::tui::prompt::Prompt;

/// The panes of the fight screen, in focus order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pane {
    /// The initiative ladder.
    Ladder,
    /// Every combatant, one line each.
    Roster,
    /// The selected combatant's sheet: wounds, conditions, pools.
    Detail,
    /// One line per command.
    Log,
}

impl Pane {
    /// Every pane, in focus order.
    pub const ALL: [Pane; 4] = [Pane::Ladder, Pane::Roster, Pane::Detail, Pane::Log];

    /// The pane `by` places further in focus order, wrapping around.
    pub fn step(self, by: isize) -> Pane {
        let i = Pane::ALL.iter().position(|p| *p == self).unwrap_or(0) as isize;
        Pane::ALL[(i + by).rem_euclid(Pane::ALL.len() as isize) as usize]
    }
}

/// What the keys go to.
#[derive(Debug, Clone)]
pub enum Input {
    /// The fight keys.
    Normal,
    /// The `:` command line.
    Prompt(Prompt),
    /// A form.
    Form(Form),
    /// A text to read (help output), scrolled.
    Reading {
        /// The text.
        text: String,
        /// Lines scrolled.
        scroll: u16,
    },
    /// Quitting with unsaved commands: asks first.
    ConfirmQuit,
    /// What the fight writes back into its campaign, waiting for the GM's word.
    WriteBack(Box<super::WriteBack>),
}

/// How bad a message is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    /// What just happened.
    Info,
    /// Something was refused.
    Error,
}

/// The message line under the panes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// The text (escaped when drawn).
    pub text: String,
    /// How bad.
    pub level: Level,
}

/// What the fight screen asks of the app.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FightOutcome {
    /// Stay on the fight screen.
    Stay,
    /// Leave it (back to the start screen, or out of fray).
    Leave,
    /// Show the keys.
    Help,
}
