//! What a key asks for, and each action's word in `fray.toml`.

/// What a key asks for. Actions never change the encounter themselves: the app turns
/// those that do into commands of the command language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// Moves the selection up.
    Up,
    /// Moves the selection down.
    Down,
    /// Moves to the first line.
    Top,
    /// Moves to the last line.
    Bottom,
    /// Scrolls a page up.
    PageUp,
    /// Scrolls a page down.
    PageDown,
    /// Gives the focus to the next pane.
    FocusNext,
    /// Gives the focus to the previous pane.
    FocusPrev,
    /// Shows the focused pane full screen, or back.
    Zoom,
    /// `next`: the next declarer, actor, phase or round.
    Next,
    /// `start`: starts the fight or the next round (rolls initiative).
    StartRound,
    /// Declares the selected combatant's intent.
    Declare,
    /// A test of the selected combatant.
    Test,
    /// An attack by the selected combatant.
    Attack,
    /// Marks a wound on the selected combatant.
    Wound,
    /// Heals a wound of the selected combatant.
    Heal,
    /// Adds combatants.
    Add,
    /// Removes the selected combatant.
    Remove,
    /// Delays the selected combatant's action.
    Delay,
    /// A delayed combatant acts now.
    ActNow,
    /// Rushes (precipitates) the selected combatant's action.
    Rush,
    /// Surprises combatants.
    Surprise,
    /// Puts a condition on the selected combatant.
    Condition,
    /// Removes a condition from the selected combatant.
    Uncondition,
    /// Writes the selected combatant's note.
    Note,
    /// Hides the selected combatant from the players, or reveals them.
    ToggleHidden,
    /// Adds an extra marker (a multi-attack) for the selected combatant.
    Marker,
    /// Rolls dice that are not a test.
    Roll,
    /// Ends the fight.
    EndFight,
    /// Undoes the last command.
    Undo,
    /// Redoes the last undone command.
    Redo,
    /// Writes the unsaved commands again.
    RetrySave,
    /// Opens the command line.
    CommandLine,
    /// Shares the fight with the players' pages, or shows the share (fight screen).
    Share,
    /// Shows the keys of this screen.
    Help,
    /// Leaves the screen (the fight, or fray).
    Quit,
    /// Opens the chosen line (start screen).
    Open,
    /// Starts a new encounter (start screen).
    New,
    /// Opens a copy of the demo (start screen).
    Demo,
    /// Opens the chosen save in the replay viewer (start screen).
    Replay,
    /// Converts the chosen save from an older format, keeping the original (start screen).
    Upgrade,
    /// Switches the interface's language (start screen).
    Language,
    /// Starts a new encounter with a campaign's party (start screen).
    NewInCampaign,
    /// Shows what the fight writes back into its campaign, to write it (fight screen).
    WriteBack,
    /// One record forward (replay).
    StepForward,
    /// One record back (replay).
    StepBack,
    /// To the next phase (replay).
    PhaseForward,
    /// To the previous phase (replay).
    PhaseBack,
    /// To the next round (replay).
    RoundForward,
    /// To the previous round (replay).
    RoundBack,
    /// To the next notable moment (replay).
    MomentForward,
    /// To the previous notable moment (replay).
    MomentBack,
    /// Plays or pauses (replay).
    PlayPause,
    /// Plays faster (replay).
    Faster,
    /// Plays slower (replay).
    Slower,
    /// Shows or hides undone commands (replay).
    ToggleUndone,
    /// Goes to a record, round or phase typed in (replay).
    GoTo,
    /// A key action a rule system brings (its `fray.toml` word; see
    /// [`crate::tui::system::OwnKey`]).
    Own(&'static str),
}

impl Action {
    /// Every shared action with its `fray.toml` word (the systems' own come from the
    /// registry).
    pub const WORDS: [(Action, &'static str); 57] = [
        (Action::Up, "up"),
        (Action::Down, "down"),
        (Action::Top, "top"),
        (Action::Bottom, "bottom"),
        (Action::PageUp, "page-up"),
        (Action::PageDown, "page-down"),
        (Action::FocusNext, "focus-next"),
        (Action::FocusPrev, "focus-prev"),
        (Action::Zoom, "zoom"),
        (Action::Next, "next"),
        (Action::StartRound, "start-round"),
        (Action::Declare, "declare"),
        (Action::Test, "test"),
        (Action::Attack, "attack"),
        (Action::Wound, "wound"),
        (Action::Heal, "heal"),
        (Action::Add, "add"),
        (Action::Remove, "remove"),
        (Action::Delay, "delay"),
        (Action::ActNow, "act-now"),
        (Action::Rush, "rush"),
        (Action::Surprise, "surprise"),
        (Action::Condition, "condition"),
        (Action::Uncondition, "uncondition"),
        (Action::Note, "note"),
        (Action::ToggleHidden, "hide"),
        (Action::Marker, "marker"),
        (Action::Roll, "roll"),
        (Action::EndFight, "end-fight"),
        (Action::Undo, "undo"),
        (Action::Redo, "redo"),
        (Action::RetrySave, "retry-save"),
        (Action::CommandLine, "command-line"),
        (Action::Share, "share"),
        (Action::Help, "help"),
        (Action::Quit, "quit"),
        (Action::Open, "open"),
        (Action::New, "new"),
        (Action::Demo, "demo"),
        (Action::Replay, "replay"),
        (Action::Upgrade, "upgrade"),
        (Action::Language, "language"),
        (Action::NewInCampaign, "new-in-campaign"),
        (Action::WriteBack, "write-back"),
        (Action::StepForward, "step-forward"),
        (Action::StepBack, "step-back"),
        (Action::PhaseForward, "phase-forward"),
        (Action::PhaseBack, "phase-back"),
        (Action::RoundForward, "round-forward"),
        (Action::RoundBack, "round-back"),
        (Action::MomentForward, "moment-forward"),
        (Action::MomentBack, "moment-back"),
        (Action::PlayPause, "play"),
        (Action::Faster, "faster"),
        (Action::Slower, "slower"),
        (Action::ToggleUndone, "toggle-undone"),
        (Action::GoTo, "go-to"),
    ];

    /// The `fray.toml` word for this action.
    pub fn word(self) -> &'static str {
        if let Action::Own(word) = self {
            return word;
        }
        Action::WORDS
            .iter()
            .find(|(a, _)| *a == self)
            .map_or("?", |(_, w)| w)
    }

    /// The action named by a `fray.toml` word.
    pub fn from_word(word: &str) -> Option<Action> {
        Action::WORDS
            .iter()
            .find(|(_, w)| *w == word)
            .map(|(a, _)| *a)
            .or_else(|| crate::tui::system::own_key(word).map(|(_, k)| Action::Own(k.word)))
    }
}
