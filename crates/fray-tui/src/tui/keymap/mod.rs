//! Keys → actions, as one data table per screen. The `?` overlay is generated from this
//! table, and the GM can rebind any key in `fray.toml` (see [`crate::settings`]).

use ratatui::crossterm::event::KeyEvent;

mod action;
mod chord;

pub use action::Action;
pub use chord::Chord;

/// Where keys are read: each mode has its own bindings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mode {
    /// The start screen.
    Start,
    /// The fight screen.
    Fight,
    /// The replay (and watch) screen.
    Replay,
}

impl Mode {
    /// Every mode, in the order the help lists them.
    pub const ALL: [Mode; 3] = [Mode::Start, Mode::Fight, Mode::Replay];

    /// The word for this mode in `fray.toml`.
    pub fn word(self) -> &'static str {
        match self {
            Mode::Start => "start",
            Mode::Fight => "fight",
            Mode::Replay => "replay",
        }
    }

    /// The mode named by a `fray.toml` word.
    pub fn from_word(word: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.word() == word)
    }
}

/// One binding of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Binding {
    /// The screen it works on.
    pub mode: Mode,
    /// The key.
    pub chord: Chord,
    /// What it does.
    pub action: Action,
}

/// The default bindings: `(mode, action, keys)`. The systems' own fight keys come right
/// after [`Action::EndFight`].
const DEFAULTS: &[(Mode, Action, &[&str])] = &[
    (Mode::Start, Action::Up, &["up", "k"]),
    (Mode::Start, Action::Down, &["down", "j"]),
    (Mode::Start, Action::Top, &["home", "g"]),
    (Mode::Start, Action::Bottom, &["end", "G"]),
    (Mode::Start, Action::Open, &["enter"]),
    (Mode::Start, Action::New, &["n"]),
    (Mode::Start, Action::NewInCampaign, &["c"]),
    (Mode::Start, Action::Demo, &["d"]),
    (Mode::Start, Action::Replay, &["r"]),
    (Mode::Start, Action::Upgrade, &["U"]),
    (Mode::Start, Action::Language, &["L"]),
    (Mode::Start, Action::Help, &["?", "f1"]),
    (Mode::Start, Action::Quit, &["q", "ctrl-c"]),
    (Mode::Fight, Action::Up, &["up", "k"]),
    (Mode::Fight, Action::Down, &["down", "j"]),
    (Mode::Fight, Action::Top, &["home", "g"]),
    (Mode::Fight, Action::Bottom, &["end", "G"]),
    (Mode::Fight, Action::PageUp, &["pageup", "ctrl-u"]),
    (Mode::Fight, Action::PageDown, &["pagedown", "ctrl-d"]),
    (Mode::Fight, Action::FocusNext, &["tab", "l", "right"]),
    (Mode::Fight, Action::FocusPrev, &["backtab", "h", "left"]),
    (Mode::Fight, Action::Zoom, &["z"]),
    (Mode::Fight, Action::Next, &["n", "space"]),
    (Mode::Fight, Action::StartRound, &["i"]),
    (Mode::Fight, Action::Declare, &["d"]),
    (Mode::Fight, Action::Test, &["t"]),
    (Mode::Fight, Action::Attack, &["a"]),
    (Mode::Fight, Action::Wound, &["w"]),
    (Mode::Fight, Action::Heal, &["H"]),
    (Mode::Fight, Action::Add, &["+", "A"]),
    (Mode::Fight, Action::Remove, &["delete", "X"]),
    (Mode::Fight, Action::Delay, &["D"]),
    (Mode::Fight, Action::ActNow, &["e"]),
    (Mode::Fight, Action::Rush, &["p"]),
    (Mode::Fight, Action::Surprise, &["S"]),
    (Mode::Fight, Action::Condition, &["c"]),
    (Mode::Fight, Action::Uncondition, &["C"]),
    (Mode::Fight, Action::Note, &["N"]),
    (Mode::Fight, Action::ToggleHidden, &["Q"]),
    (Mode::Fight, Action::Marker, &["m"]),
    (Mode::Fight, Action::Roll, &["r"]),
    (Mode::Fight, Action::EndFight, &["E"]),
    (Mode::Fight, Action::WriteBack, &["ctrl-e"]),
    (Mode::Fight, Action::Undo, &["u"]),
    (Mode::Fight, Action::Redo, &["ctrl-r"]),
    (Mode::Fight, Action::RetrySave, &["ctrl-s"]),
    (Mode::Fight, Action::CommandLine, &[":"]),
    (Mode::Fight, Action::Share, &["ctrl-o"]),
    (Mode::Fight, Action::Help, &["?", "f1"]),
    (Mode::Fight, Action::Quit, &["q", "ctrl-c"]),
    (Mode::Replay, Action::StepForward, &["right", "l"]),
    (Mode::Replay, Action::StepBack, &["left", "h"]),
    (Mode::Replay, Action::PhaseForward, &["]"]),
    (Mode::Replay, Action::PhaseBack, &["["]),
    (Mode::Replay, Action::RoundForward, &["}", "shift-right"]),
    (Mode::Replay, Action::RoundBack, &["{", "shift-left"]),
    (Mode::Replay, Action::MomentForward, &["."]),
    (Mode::Replay, Action::MomentBack, &[","]),
    (Mode::Replay, Action::Top, &["home", "g"]),
    (Mode::Replay, Action::Bottom, &["end", "G"]),
    (Mode::Replay, Action::PlayPause, &["space", "p"]),
    (Mode::Replay, Action::Faster, &["+", "="]),
    (Mode::Replay, Action::Slower, &["-"]),
    (Mode::Replay, Action::ToggleUndone, &["u"]),
    (Mode::Replay, Action::GoTo, &[":"]),
    (Mode::Replay, Action::Up, &["up", "k"]),
    (Mode::Replay, Action::Down, &["down", "j"]),
    (Mode::Replay, Action::PageUp, &["pageup", "ctrl-u"]),
    (Mode::Replay, Action::PageDown, &["pagedown", "ctrl-d"]),
    (Mode::Replay, Action::FocusNext, &["tab"]),
    (Mode::Replay, Action::FocusPrev, &["backtab"]),
    (Mode::Replay, Action::Zoom, &["z"]),
    (Mode::Replay, Action::Help, &["?", "f1"]),
    (Mode::Replay, Action::Quit, &["q", "ctrl-c"]),
];

/// The key table: every binding of every mode.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Keymap {
    bindings: Vec<Binding>,
}

impl Default for Keymap {
    fn default() -> Self {
        let mut rows: Vec<(Mode, Action, &[&str])> = Vec::new();
        for &(mode, action, keys) in DEFAULTS {
            rows.push((mode, action, keys));
            if (mode, action) == (Mode::Fight, Action::EndFight) {
                rows.extend(
                    crate::tui::system::own_keys()
                        .map(|(_, k)| (Mode::Fight, Action::Own(k.word), k.keys)),
                );
            }
        }
        let bindings = rows
            .into_iter()
            .flat_map(|(mode, action, keys)| {
                keys.iter().filter_map(move |k| {
                    Chord::parse(k).map(|chord| Binding {
                        mode,
                        chord,
                        action,
                    })
                })
            })
            .collect();
        Keymap { bindings }
    }
}

impl Keymap {
    /// The action bound to a key in a mode.
    pub fn action(&self, mode: Mode, event: &KeyEvent) -> Option<Action> {
        let chord = Chord::of(event);
        self.bindings
            .iter()
            .find(|b| b.mode == mode && b.chord == chord)
            .map(|b| b.action)
    }

    /// The keys of one mode grouped by action, in table order: what `?` shows.
    pub fn help(&self, mode: Mode) -> Vec<(Action, Vec<Chord>)> {
        let mut out: Vec<(Action, Vec<Chord>)> = Vec::new();
        for b in self.bindings.iter().filter(|b| b.mode == mode) {
            match out.iter_mut().find(|(a, _)| *a == b.action) {
                Some((_, chords)) => chords.push(b.chord),
                None => out.push((b.action, vec![b.chord])),
            }
        }
        out
    }

    /// The first key of an action, for hints ("press ? for help").
    pub fn first_key(&self, mode: Mode, action: Action) -> Option<Chord> {
        self.bindings
            .iter()
            .find(|b| b.mode == mode && b.action == action)
            .map(|b| b.chord)
    }

    /// Binds `action` in `mode` to exactly `chords`, dropping its old keys and taking
    /// those keys away from any other action of the mode.
    pub fn rebind(&mut self, mode: Mode, action: Action, chords: &[Chord]) {
        let first = self
            .bindings
            .iter()
            .position(|b| b.mode == mode && b.action == action)
            .unwrap_or(self.bindings.len());
        self.bindings
            .retain(|b| b.mode != mode || (b.action != action && !chords.contains(&b.chord)));
        let at = first.min(self.bindings.len());
        for (i, chord) in chords.iter().enumerate() {
            self.bindings.insert(
                at + i,
                Binding {
                    mode,
                    chord: *chord,
                    action,
                },
            );
        }
    }
}
