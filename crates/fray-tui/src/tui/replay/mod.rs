//! The replay screen: the fight screen, read-only, driven by a cursor over the log. The
//! same screen follows a save being written (`fray watch`), for the players.
//!
//! Moving the cursor seeks through the [`Replay`] index (snapshots, never a full refold);
//! the panes show the state at the cursor and the log ends at the cursor's record.

mod goto;
mod keys;
mod log_window;
mod moves;
mod pointer;
mod watch;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::model::Encounter;
use crate::player_view::{self, PlayerReport};
use crate::replay::{Notable, Replay};
use crate::report::Report;
use crate::rules::Moment;
use crate::store::{self, StoreError};

use super::fight::{Level, Message, Pane};
use super::log_lines::LogLine;
use super::prompt::Prompt;
use super::text;

pub use keys::ReplayOutcome;
pub use watch::{Watch, watch};

/// Playing speeds, in records per second.
pub const SPEEDS: [f64; 7] = [0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0];
/// The most records one tick moves on (after the screen was busy a while).
const MAX_STEPS_PER_TICK: u64 = 8;
/// The speed playing starts at (an index into [`SPEEDS`]).
pub const DEFAULT_SPEED: usize = 3;

/// Who is looking: the GM sees everything; players see enemies coarsely, without their
/// rolls and notes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Audience {
    /// Everything.
    Gm,
    /// The players' view.
    Players,
}

/// Where the replay screen's keys go.
#[derive(Debug, Clone)]
pub enum ReplayInput {
    /// The replay keys.
    Normal,
    /// The go-to line.
    GoTo(Prompt),
}

/// The replay screen.
#[derive(Debug)]
pub struct ReplayScreen {
    /// The index over the save's records.
    pub replay: Replay,
    /// The save replayed.
    pub path: PathBuf,
    /// The position shown: 0 is before the first record, `n` after record `n`.
    pub cursor: u64,
    /// The state at the cursor.
    pub state: Encounter,
    /// What the panes show (for players, redacted).
    pub report: Report,
    /// The log's lines up to the cursor.
    pub log: Vec<LogLine>,
    /// Index of the selected combatant.
    pub selected: usize,
    /// Index of the ladder line under the cursor.
    pub ladder_cursor: usize,
    /// Log lines scrolled back from the cursor's record.
    pub log_scroll: usize,
    /// The pane with the focus.
    pub focus: Pane,
    /// Whether the focused pane fills the screen.
    pub zoom: bool,
    /// Whether undone commands (and the undo records) are skipped and left out of the log.
    pub hide_undone: bool,
    /// Whether playing.
    pub playing: bool,
    /// Index into [`SPEEDS`].
    pub speed: usize,
    /// Where keys go.
    pub input: ReplayInput,
    /// The message line (when empty, the record at the cursor is shown).
    pub message: Option<Message>,
    /// Who is looking.
    pub audience: Audience,
    /// The save being followed (`fray watch`), if any.
    pub watch: Option<Watch>,
    /// When playing last moved the cursor.
    last_step: Option<Instant>,
    /// Narrations already worked out, by sequence number (`None`: nothing to show).
    narrations: HashMap<u64, Option<String>>,
}

/// Reads a save (read-only: nothing is ever written) into a replay screen at its end.
pub fn load(path: &Path, audience: Audience) -> Result<ReplayScreen, StoreError> {
    let loaded = store::load(path)?;
    let replay = Replay::build(loaded.header, loaded.records);
    Ok(ReplayScreen::new(
        replay,
        path.to_path_buf(),
        audience,
        &loaded.warnings,
    ))
}

impl ReplayScreen {
    /// The replay of a save, at its end (where the GM left it), with the warnings its
    /// loading raised.
    pub fn new(replay: Replay, path: PathBuf, audience: Audience, warnings: &[String]) -> Self {
        let state = replay.last_state().clone();
        let cursor = replay.len();
        let mut screen = ReplayScreen {
            report: Report::of(&state),
            state,
            replay,
            path,
            cursor,
            log: Vec::new(),
            selected: 0,
            ladder_cursor: 0,
            log_scroll: 0,
            focus: Pane::Roster,
            zoom: false,
            hide_undone: false,
            playing: false,
            speed: DEFAULT_SPEED,
            input: ReplayInput::Normal,
            message: warnings.first().map(|w| Message {
                text: w.clone(),
                level: Level::Error,
            }),
            audience,
            watch: None,
            last_step: None,
            narrations: HashMap::new(),
        };
        screen.seek(cursor);
        if screen.replay.is_empty() && screen.message.is_none() {
            screen.info(text::replay_empty());
        }
        screen
    }

    /// Moves the cursor to a position (clamped) and rebuilds what the panes show.
    pub fn seek(&mut self, pos: u64) {
        self.cursor = pos.min(self.replay.len());
        self.state = self.replay.state_at(self.cursor);
        self.report = self.shown_report();
        self.selected = self
            .selected
            .min(self.report.combatants.len().saturating_sub(1));
        self.ladder_cursor = self
            .ladder_cursor
            .min(self.report.ladder.len().saturating_sub(1));
        self.log_scroll = 0;
        self.rebuild_log();
    }

    /// The records per second at the current speed.
    pub fn steps_per_second(&self) -> f64 {
        SPEEDS.get(self.speed).copied().unwrap_or(2.0)
    }

    /// Time passes: while playing, the cursor moves on at the chosen speed. Returns whether
    /// anything changed.
    pub fn tick(&mut self, now: Instant) -> bool {
        let polled = self.poll(now);
        if !self.playing {
            return polled;
        }
        let period = Duration::from_secs_f64(1.0 / self.steps_per_second());
        let steps = match self.last_step {
            None => 1,
            Some(at) => {
                let elapsed = now.saturating_duration_since(at);
                (elapsed.as_secs_f64() / period.as_secs_f64()).floor() as u64
            }
        };
        if steps == 0 {
            return polled;
        }
        self.last_step = Some(now);
        let mut to = self.cursor;
        for _ in 0..steps.min(MAX_STEPS_PER_TICK) {
            match self.next_visible(to) {
                Some(next) => to = next,
                None => break,
            }
        }
        if to == self.cursor {
            self.playing = false;
            self.info(text::play_done());
        } else {
            self.message = None;
            self.seek(to);
        }
        true
    }

    fn shown_report(&self) -> Report {
        match self.audience {
            Audience::Gm => Report::of(&self.state),
            Audience::Players => PlayerReport::of(&self.state).into_report(),
        }
    }

    /// The notable moments this audience may see: players do not see enemies' criticals
    /// and fumbles (their rolls are hidden).
    pub fn shown_moments(&self) -> impl DoubleEndedIterator<Item = &Notable> + Clone {
        let last = self.replay.last_state();
        let players = self.audience == Audience::Players;
        let hide = self.hide_undone;
        let replay = &self.replay;
        self.replay
            .moments()
            .iter()
            // Hiding undone commands hides their moments too: an undone round is no round.
            .filter(move |n| !(hide && replay.hidden_when_clean(n.seq)))
            // A hidden combatant's moments are not the players'.
            .filter(move |n| {
                !(players
                    && n.moment
                        .who()
                        .is_some_and(|who| player_view::hidden::is_hidden(last, who)))
            })
            .filter(move |n| match n.moment {
                Moment::Critical { who }
                | Moment::Fumble { who }
                | Moment::Complication { who }
                | Moment::Exploit { who }
                | Moment::PointSpent { who: Some(who) }
                    if players =>
                {
                    last.combatant(who)
                        .is_some_and(|c| player_view::shown_in_full(c.side))
                }
                // The GM's own points are the GM's.
                Moment::PointSpent { who: None } if players => false,
                _ => true,
            })
    }

    fn info(&mut self, text: impl Into<String>) {
        self.message = Some(Message {
            text: text.into(),
            level: Level::Info,
        });
    }

    fn error(&mut self, text: impl Into<String>) {
        self.message = Some(Message {
            text: text.into(),
            level: Level::Error,
        });
    }
}
