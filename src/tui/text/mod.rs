//! Every user-facing string of the full-screen interface, so it can be localised: one
//! module, one file per screen or part.

use super::keymap::{Action, Mode};

mod config;
mod detail;
mod fight;
mod forms;
mod replay;
mod start;

pub use config::*;
pub use detail::*;
pub use fight::*;
pub use forms::*;
pub use replay::*;
pub use start::*;

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
        Action::Replay => "replay the chosen save, step by step",
        Action::Upgrade => "convert a save made by an older fray (keeps the original)",
        Action::StepForward => "one command forward",
        Action::StepBack => "one command back",
        Action::PhaseForward => "next phase",
        Action::PhaseBack => "previous phase",
        Action::RoundForward => "next round",
        Action::RoundBack => "previous round",
        Action::MomentForward => "next notable moment (critical, death...)",
        Action::MomentBack => "previous notable moment",
        Action::PlayPause => "play / pause",
        Action::Faster => "play faster",
        Action::Slower => "play slower",
        Action::ToggleUndone => "show / hide undone commands",
        Action::GoTo => "go to a record, round or phase",
        Action::Own(word) => crate::tui::system::own_key(word).map_or(word, |(_, k)| k.label),
    }
}

/// A key of another rule system pressed in this fight.
pub fn not_offered(what: &str) -> String {
    format!("{what}: not in this encounter's rule system — ? lists the keys")
}

/// The title of a mode's help.
pub fn mode_title(mode: Mode) -> &'static str {
    match mode {
        Mode::Start => "Start screen keys",
        Mode::Fight => "Fight keys",
        Mode::Replay => "Replay keys",
    }
}
