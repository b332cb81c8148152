//! Strings of the replay and watch screens: status line, timeline, go-to prompt, messages.

use crate::rules::Moment;
use crate::t;

/// The status line's tag while replaying.
pub fn replay_tag() -> String {
    format!(" {} ", t!("tui-replay-tag"))
}
/// The status line's tag while watching a save (players' view).
pub fn watch_tag() -> String {
    format!(" {} ", t!("tui-watch-tag"))
}

texts! {
    /// Under the go-to line.
    goto_hint => "tui-goto-hint";
    /// The replay of an empty save.
    replay_empty => "tui-replay-empty";
    /// At the first position.
    at_start => "tui-at-start";
    /// At the last position.
    at_end => "tui-at-end";
    /// Playing stopped at the end.
    play_done => "tui-play-done";
    /// No further moment.
    no_more_moments => "tui-no-more-moments";
    /// No further round.
    no_more_rounds => "tui-no-more-rounds";
    /// No further phase.
    no_more_phases => "tui-no-more-phases";
    /// Undone commands hidden.
    undone_hidden => "tui-undone-hidden";
    /// Undone commands shown.
    undone_shown => "tui-undone-shown";
    /// The followed save was rewritten from the top.
    watch_reset => "tui-watch-reset";
}

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
    t!(
        "tui-unbound-replay-key",
        chord = chord.to_string(),
        help = help
    )
}

/// Where the cursor is: `record 12/87`.
pub fn position(pos: u64, len: u64) -> String {
    t!("tui-position", pos = pos, len = len)
}

/// The playing speed.
pub fn speed(steps_per_second: f64, playing: bool) -> String {
    let mark = if playing { "▶" } else { "❚❚" };
    if steps_per_second < 1.0 {
        let seconds = format!("{:.0}", 1.0 / steps_per_second);
        t!("tui-speed-slow", mark = mark, seconds = seconds)
    } else {
        let n = format!("{steps_per_second:.0}");
        t!("tui-speed-fast", mark = mark, n = n)
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
        RecordNote::TakesBack(n) => {
            t!(
                "tui-record-takes-back",
                seq = seq.to_string(),
                command = command,
                n = n.to_string()
            )
        }
        RecordNote::Restores(n) => t!(
            "tui-record-restores",
            seq = seq.to_string(),
            command = command,
            n = n.to_string()
        ),
        RecordNote::UndoneLater(n) => {
            t!(
                "tui-record-undone-later",
                seq = seq.to_string(),
                command = command,
                n = n.to_string()
            )
        }
    }
}

/// A go-to line that says nothing fray understands.
pub fn goto_unknown(text: &str) -> String {
    t!("tui-goto-unknown", text = text)
}

/// A record beyond the log.
pub fn goto_no_record(n: u64, len: u64) -> String {
    t!(
        "tui-goto-no-record",
        n = n.to_string(),
        len = len.to_string()
    )
}

/// A round the fight never reached.
pub fn goto_no_round(round: u32) -> String {
    t!("tui-goto-no-round", round = round)
}

/// A phase the current round never resolved.
pub fn goto_no_phase(phase: i32, round: u32) -> String {
    t!("tui-goto-no-phase", round = round, phase = phase)
}

/// New records arrived while the viewer looks back in time.
pub fn new_records(count: u64) -> String {
    t!("tui-new-records", n = count)
}

/// A moment's mark on the timeline bar.
pub fn moment_glyph(moment: &Moment) -> char {
    match moment {
        Moment::RoundStarted { .. } => '│',
        Moment::Critical { .. } => '*',
        Moment::Fumble { .. } => '!',
        Moment::Surprised { .. } => 'S',
        Moment::LimbLost { .. } => '%',
        Moment::Jam { .. } => 'J',
        Moment::SlotLost { .. } => '-',
        Moment::KnockedOut { .. } => 'K',
        Moment::Alert { .. } => 'A',
        Moment::Complication { .. } => '?',
        Moment::Exploit { .. } => '+',
        Moment::PointSpent { .. } => '$',
        Moment::Emergency { .. } => '~',
        Moment::GraveWound { .. } => '#',
        Moment::Death { .. } => '†',
        Moment::FightEnded => '■',
    }
}

/// A moment in words, for the message line when jumping to it; a round's start in the
/// system's own time `words`.
pub fn moment_words(moment: &Moment, name: &str, words: &crate::report::TimeWords) -> String {
    match moment {
        Moment::RoundStarted { round } => crate::i18n::tr_args(
            words.moment_round,
            &[("round", crate::i18n::Arg::from(*round))],
        ),
        Moment::Critical { .. } => t!("tui-moment-critical", name = name),
        Moment::Fumble { .. } => t!("tui-moment-fumble", name = name),
        Moment::Surprised { .. } => t!("tui-moment-surprised", name = name),
        Moment::LimbLost { .. } => t!("tui-moment-limb", name = name),
        Moment::Jam { .. } => t!("tui-moment-jam", name = name),
        Moment::SlotLost { .. } => t!("tui-moment-slot-lost", name = name),
        Moment::KnockedOut { .. } => t!("tui-moment-knocked-out", name = name),
        Moment::Alert { .. } => t!("tui-moment-alert", name = name),
        Moment::Complication { .. } => t!("tui-moment-complication", name = name),
        Moment::Exploit { .. } => t!("tui-moment-exploit", name = name),
        Moment::PointSpent { who: Some(_) } => t!("tui-moment-point-spent", name = name),
        Moment::PointSpent { who: None } => t!("tui-moment-gm-point-spent"),
        Moment::Emergency { .. } => t!("tui-moment-emergency", name = name),
        Moment::GraveWound { .. } => t!("tui-moment-grave-wound", name = name),
        Moment::Death { .. } => t!("tui-moment-death", name = name),
        Moment::FightEnded => t!("tui-moment-ended"),
    }
}
