//! Moving the replay's cursor: one record, a phase, a round, a notable moment, either way,
//! skipping undone commands when they are hidden.

use crate::replay::Mark;

use super::ReplayScreen;
use super::text;

/// Which way to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Way {
    /// Towards the end of the log.
    Forward,
    /// Towards its start.
    Back,
}

impl ReplayScreen {
    /// Whether the cursor may stop at a position: the start always; a record unless it is
    /// hidden as undone.
    pub fn visible(&self, pos: u64) -> bool {
        pos == 0 || !(self.hide_undone && self.replay.hidden_when_clean(pos))
    }

    /// The first visible position after `pos`.
    pub fn next_visible(&self, pos: u64) -> Option<u64> {
        (pos + 1..=self.replay.len()).find(|p| self.visible(*p))
    }

    /// The last visible position before `pos`.
    pub fn prev_visible(&self, pos: u64) -> Option<u64> {
        (0..pos.min(self.replay.len() + 1))
            .rev()
            .find(|p| self.visible(*p))
    }

    /// The visible position nearest `pos`: itself, else the next, else the previous.
    pub fn snap(&self, pos: u64) -> u64 {
        if self.visible(pos) {
            return pos;
        }
        self.next_visible(pos)
            .or_else(|| self.prev_visible(pos))
            .unwrap_or(0)
    }

    /// One record forward or back.
    pub fn step(&mut self, way: Way) {
        let to = match way {
            Way::Forward => self.next_visible(self.cursor),
            Way::Back => self.prev_visible(self.cursor),
        };
        match to {
            Some(pos) => {
                self.message = None;
                self.seek(pos);
            }
            None => self.info(match way {
                Way::Forward => text::at_end(),
                Way::Back => text::at_start(),
            }),
        }
    }

    /// To the start or the end of the log.
    pub fn jump_end(&mut self, way: Way) {
        self.message = None;
        match way {
            Way::Forward => self.seek(self.snap(self.replay.len())),
            Way::Back => self.seek(0),
        }
    }

    /// To where the next (or previous) phase, step or round begins.
    pub fn phase(&mut self, way: Way) {
        let found = self.boundary(way, |a, b| a != b);
        self.land(found, text::no_more_phases());
    }

    /// To where the next (or previous) round begins.
    pub fn round(&mut self, way: Way) {
        let found = self.boundary(way, |a, b| a.round != b.round);
        self.land(found, text::no_more_rounds());
    }

    /// To the next (or previous) notable moment, said on the message line.
    pub fn moment(&mut self, way: Way) {
        let found = {
            let mut moments = self.shown_moments();
            match way {
                Way::Forward => moments.find(|m| m.seq > self.cursor && self.visible(m.seq)),
                Way::Back => moments
                    .rev()
                    .find(|m| m.seq < self.cursor && self.visible(m.seq)),
            }
            .cloned()
        };
        match found {
            Some(notable) => {
                self.seek(notable.seq);
                let name = self.moment_name(&notable.moment);
                let words = crate::report::TimeWords::of(self.replay.header().system.key());
                self.info(text::moment_words(&notable.moment, &name, &words));
            }
            None => self.info(text::no_more_moments()),
        }
    }

    /// The first position (forward) or the last one before the cursor's own stretch (back)
    /// where the mark changes from the position before it.
    fn boundary(&self, way: Way, changed: impl Fn(Mark, Mark) -> bool) -> Option<u64> {
        let starts = |p: u64| p > 0 && changed(self.replay.mark(p - 1), self.replay.mark(p));
        match way {
            Way::Forward => (self.cursor + 1..=self.replay.len()).find(|p| starts(*p)),
            Way::Back => {
                let start_of = |to: u64| (1..=to).rev().find(|p| starts(*p)).unwrap_or(0);
                let here = start_of(self.cursor);
                if here < self.cursor {
                    Some(here)
                } else if here == 0 {
                    None
                } else {
                    Some(start_of(here - 1))
                }
            }
        }
    }

    fn land(&mut self, found: Option<u64>, none: &str) {
        match found {
            Some(pos) => {
                self.message = None;
                self.seek(self.snap(pos));
            }
            None => self.info(none),
        }
    }

    fn moment_name(&self, moment: &crate::rules::Moment) -> String {
        use crate::rules::Moment as M;
        match moment {
            M::Critical { who }
            | M::Fumble { who }
            | M::Surprised { who }
            | M::LimbLost { who }
            | M::Jam { who }
            | M::SlotLost { who }
            | M::KnockedOut { who }
            | M::Alert { who }
            | M::Complication { who }
            | M::Exploit { who }
            | M::PointSpent { who: Some(who) }
            | M::Emergency { who }
            | M::GraveWound { who }
            | M::Death { who } => crate::rules::names::display(&self.state, *who),
            M::RoundStarted { .. } | M::PointSpent { who: None } | M::FightEnded => String::new(),
        }
    }
}
