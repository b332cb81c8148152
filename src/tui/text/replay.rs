//! Strings of the replay and watch screens: status line, timeline, go-to prompt, messages.

use crate::rules::Moment;

/// The status line's tag while replaying.
pub const REPLAY_TAG: &str = " REPLAY ";
/// The status line's tag while watching a save (players' view).
pub const WATCH_TAG: &str = " WATCH ";
/// Under the go-to line.
pub const GOTO_HINT: &str = "Go to: a record number (12), a round (r3), a phase of this round (p14), start or end — Enter goes, Esc cancels";
/// The replay of an empty save.
pub const REPLAY_EMPTY: &str = "This save has no commands yet: nothing to replay.";
/// At the first position.
pub const AT_START: &str = "Start of the log: before the first command.";
/// At the last position.
pub const AT_END: &str = "End of the log.";
/// Playing stopped at the end.
pub const PLAY_DONE: &str = "End of the log: playing stopped.";
/// No further moment.
pub const NO_MORE_MOMENTS: &str = "No notable moment that way.";
/// No further round.
pub const NO_MORE_ROUNDS: &str = "No round that way.";
/// No further phase.
pub const NO_MORE_PHASES: &str = "No phase that way.";
/// Undone commands hidden.
pub const UNDONE_HIDDEN: &str = "Undone commands hidden (u shows them).";
/// Undone commands shown.
pub const UNDONE_SHOWN: &str = "Undone commands shown, dimmed (u hides them).";

/// A key that does nothing on the replay screen.
pub fn unbound_replay_key(
    key: &ratatui::crossterm::event::KeyEvent,
    keymap: &crate::tui::keymap::Keymap,
) -> String {
    use crate::tui::keymap::{Action, Chord, Mode};
    let chord = Chord::of(key);
    let help = keymap
        .first_key(Mode::Replay, Action::Help)
        .map_or_else(|| "?".to_string(), |c| c.to_string());
    format!("{chord}: not a key here (replays are read-only) — {help} lists the keys")
}

/// Where the cursor is: `record 12/87`.
pub fn position(pos: u64, len: u64) -> String {
    format!("record {pos}/{len}")
}

/// The playing speed.
pub fn speed(steps_per_second: f64, playing: bool) -> String {
    let mark = if playing { "▶" } else { "❚❚" };
    if steps_per_second < 1.0 {
        format!("{mark} 1 per {:.0} s", 1.0 / steps_per_second)
    } else {
        format!("{mark} {steps_per_second:.0}/s")
    }
}

/// What the record at the cursor did to the history, or will have done to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecordNote {
    /// Nothing to say.
    None,
    /// An undo of that record.
    TakesBack(u64),
    /// A redo of that record.
    Restores(u64),
    /// Undone later by that record.
    UndoneLater(u64),
}

/// The message line's summary of the record at the cursor.
pub fn current_record(seq: u64, command: &str, note: RecordNote) -> String {
    match note {
        RecordNote::None => format!("#{seq} {command}"),
        RecordNote::TakesBack(n) => format!("#{seq} {command}   (takes back #{n})"),
        RecordNote::Restores(n) => format!("#{seq} {command}   (restores #{n})"),
        RecordNote::UndoneLater(n) => format!("#{seq} {command}   (undone later, by #{n})"),
    }
}

/// A go-to line that says nothing fray understands.
pub fn goto_unknown(text: &str) -> String {
    format!("'{text}': give a record number, r and a round, p and a phase, start or end")
}

/// A record beyond the log.
pub fn goto_no_record(n: u64, len: u64) -> String {
    format!("there is no record {n}: this log has {len}")
}

/// A round the fight never reached.
pub fn goto_no_round(round: u32) -> String {
    format!("the fight never reached round {round}")
}

/// A phase the current round never resolved.
pub fn goto_no_phase(phase: i32, round: u32) -> String {
    format!("round {round} never resolved phase {phase}")
}

/// New records arrived while the viewer looks back in time.
pub fn new_records(count: u64) -> String {
    format!("{count} new command(s): End follows the fight again")
}

/// The followed save was rewritten from the top.
pub const WATCH_RESET: &str =
    "The save was rewritten (a write was cut back, or it was replaced): read again.";

/// A moment's mark on the timeline bar.
pub fn moment_glyph(moment: &Moment) -> char {
    match moment {
        Moment::RoundStarted { .. } => '│',
        Moment::Critical { .. } => '*',
        Moment::Fumble { .. } => '!',
        Moment::Surprised { .. } => 'S',
        Moment::LimbLost { .. } => '%',
        Moment::Death { .. } => '†',
        Moment::FightEnded => '■',
    }
}

/// A moment in words, for the message line when jumping to it.
pub fn moment_words(moment: &Moment, name: &str) -> String {
    match moment {
        Moment::RoundStarted { round } => format!("round {round} begins"),
        Moment::Critical { .. } => format!("critical success by {name}"),
        Moment::Fumble { .. } => format!("critical failure by {name}"),
        Moment::Surprised { .. } => format!("{name} is surprised"),
        Moment::LimbLost { .. } => format!("{name} loses a limb"),
        Moment::Death { .. } => format!("{name} dies"),
        Moment::FightEnded => "the fight ends".into(),
    }
}
