//! The words a system uses for its time in an export and the log (its rounds, its
//! actions, a marker's turn, where the fight stands, a round's start), as catalog keys:
//! rounds and phases by default.

use crate::model::SystemId;

/// The catalog keys of the words an export uses for a system's time. Each takes the
/// arguments of the default key it replaces (`round`, `rounds`, `phase`, `name`); a key may
/// leave one out (a Turn of Narrations has no phase number to say).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimeWords {
    /// The line giving the number of rounds fought (`rounds`).
    pub rounds_line: &'static str,
    /// A round's heading (`round`).
    pub round: &'static str,
    /// The heading of the step before the actions (declarations, choices).
    pub declarations: &'static str,
    /// The actions' heading.
    pub actions: &'static str,
    /// The heading of a round's end.
    pub round_end: &'static str,
    /// The heading of one marker's turn (`phase`, `name`).
    pub turn: &'static str,
    /// Where the fight stands: actions under way at a phase (`round`, `phase`).
    pub standing_at: &'static str,
    /// Where the fight stands: actions under way (`round`).
    pub standing_actions: &'static str,
    /// Where the fight stands: the round's end (`round`).
    pub standing_round_end: &'static str,
    /// Where the fight stands: the step before the actions (`round`).
    pub standing_declarations: &'static str,
    /// Where the fight stands: over, after so many rounds (`round`, and `n` the same
    /// number for its plural).
    pub standing_over_after: &'static str,
    /// The log's line for a round's start (`round`), on every screen and in `fray log`.
    pub round_begins: &'static str,
    /// The replay's message when jumping to a round's start (`round`).
    pub moment_round: &'static str,
    /// A round's mark under the replay's timeline, a letter and its number (`round`).
    pub timeline_round: &'static str,
    /// `fray show`'s first line: the encounter (`name`), its `system`, the `round` and
    /// the `step`.
    pub show_title: &'static str,
}

impl TimeWords {
    /// Rounds, actions and phases: the shared words.
    pub const ROUNDS: TimeWords = TimeWords {
        rounds_line: "export-rounds-line",
        round: "export-heading-round",
        declarations: "export-heading-declarations",
        actions: "export-heading-actions",
        round_end: "export-heading-round-end",
        turn: "export-heading-turn",
        standing_at: "export-standing-actions-at",
        standing_actions: "export-standing-actions",
        standing_round_end: "export-standing-round-end",
        standing_declarations: "export-standing-declarations",
        standing_over_after: "export-standing-over-after",
        round_begins: "log-round-begins",
        moment_round: "tui-moment-round",
        timeline_round: "tui-timeline-round",
        show_title: "cli-show-title",
    };

    /// The words of the system `key` names (the shared ones for an unknown key).
    pub fn of(key: &str) -> TimeWords {
        SystemId::from_key(key).map_or(TimeWords::ROUNDS, |s| {
            crate::rules::system(s).report().time_words()
        })
    }
}
