//! Following a save the GM is playing (`fray watch`): the replay screen, for the players,
//! reading what is appended a few times a second. A record being written is waited for;
//! a save rewritten from the top is read again.

use std::path::Path;
use std::time::Instant;

use crate::replay::Replay;
use crate::store::{self, Follower, StoreError, Update};

use super::{Audience, ReplayScreen, text};

/// The followed save.
#[derive(Debug)]
pub struct Watch {
    follower: Follower,
    last_poll: Option<Instant>,
    /// The last problem said, so it is said once.
    problem: Option<String>,
    /// Whether that problem is the stall warning, which stays on screen until new data
    /// arrives (the next poll finds nothing new, as expected of a stopped write).
    stall: bool,
}

/// Opens a save to follow, for the players, at its end.
pub fn watch(path: &Path) -> Result<ReplayScreen, StoreError> {
    let (follower, loaded) = Follower::open(path)?;
    let replay = Replay::build(loaded.header, loaded.records);
    let mut screen = ReplayScreen::new(
        replay,
        path.to_path_buf(),
        Audience::Players,
        &loaded.warnings,
    );
    screen.watch = Some(Watch {
        follower,
        last_poll: None,
        problem: None,
        stall: false,
    });
    Ok(screen)
}

impl ReplayScreen {
    /// Reads what was appended to a followed save, every [`store::POLL_INTERVAL`]. Returns
    /// whether anything changed on screen.
    pub(super) fn poll(&mut self, now: Instant) -> bool {
        let Some(watch) = self.watch.as_mut() else {
            return false;
        };
        if watch
            .last_poll
            .is_some_and(|at| now.saturating_duration_since(at) < store::POLL_INTERVAL)
        {
            return false;
        }
        watch.last_poll = Some(now);
        match watch.follower.poll_at(now) {
            Ok(Update::Nothing) => {
                if watch.stall && watch.follower.stalled() {
                    return false;
                }
                watch.stall = false;
                let cleared = watch.problem.take().is_some();
                if cleared {
                    self.message = None;
                }
                cleared
            }
            Ok(Update::Appended(records)) => {
                watch.problem = None;
                watch.stall = false;
                let following = self.cursor == self.replay.len();
                let before = self.replay.len();
                for record in records {
                    self.replay.push(record);
                }
                if following {
                    self.message = None;
                    self.seek(self.replay.len());
                } else {
                    let new = self.replay.len() - before;
                    self.info(text::new_records(new));
                }
                true
            }
            Ok(Update::Reset(loaded)) => {
                watch.problem = None;
                watch.stall = false;
                let following = self.cursor == self.replay.len();
                self.replay = Replay::build(loaded.header, loaded.records);
                self.narrations.clear();
                let to = if following {
                    self.replay.len()
                } else {
                    self.cursor
                };
                self.seek(to);
                self.info(text::watch_reset());
                true
            }
            Ok(Update::Stalled(why)) => self.say_problem(why, true),
            Err(e) => self.say_problem(e.to_string(), false),
        }
    }

    fn say_problem(&mut self, why: String, stall: bool) -> bool {
        let Some(watch) = self.watch.as_mut() else {
            return false;
        };
        watch.stall = stall;
        if watch.problem.as_deref() == Some(why.as_str()) {
            return false;
        }
        watch.problem = Some(why.clone());
        self.error(why);
        true
    }
}
