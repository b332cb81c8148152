//! The fight screen's log, narrated as it is needed: opening a save for the screen narrates
//! only its last records (while folding it, see [`crate::session::Session::open_to_show`]);
//! a session opened otherwise has its last lines narrated here, and scrolling back past them
//! narrates the earlier ones, in one pass, the first time they are needed.
//! A record's narration never changes once made (it says the state before the record);
//! whether it is undone is read from the timeline when the line is shown.

use crate::engine::Timeline;
use crate::narrate;

use super::log_lines::{self, LogLine};

/// Lines kept narrated above the pane's top when scrolling, so a tall pane never reaches
/// a line that is not narrated yet.
const AHEAD: usize = 500;

/// The narrations of a timeline's records, as far as they are known.
#[derive(Debug, Default)]
pub struct LogBook {
    /// One per record of the timeline, in order; `None` until narrated.
    narrations: Vec<Option<String>>,
}

impl LogBook {
    /// A log of `records` records of which the last ones have these narrations (oldest
    /// first); the others are narrated when they are first needed.
    pub fn opened(records: usize, tail: Vec<String>) -> LogBook {
        let start = records.saturating_sub(tail.len());
        let mut narrations: Vec<Option<String>> = vec![None; start];
        narrations.extend(tail.into_iter().take(records - start).map(Some));
        LogBook { narrations }
    }

    /// How many records the log holds.
    pub fn len(&self) -> usize {
        self.narrations.len()
    }

    /// Whether the log holds no record.
    pub fn is_empty(&self) -> bool {
        self.narrations.is_empty()
    }

    /// Takes in the narration of the record just committed to `timeline` (the last one);
    /// any record committed without one nearby is narrated.
    pub fn push(&mut self, timeline: &Timeline, narration: String) {
        let records = timeline.records().len();
        self.narrations.resize(records.saturating_sub(1), None);
        self.narrations.push(Some(narration));
        self.reach(timeline, 0);
    }

    /// Makes sure the lines a pane scrolled `back` lines from the end can show are
    /// narrated, with some ahead of its top.
    pub fn reach(&mut self, timeline: &Timeline, back: usize) {
        let from = self.len().saturating_sub(back.saturating_add(AHEAD));
        self.narrate_from(timeline, from);
    }

    /// Narrates every record from index `from` on that is not narrated yet: one pass
    /// from the start of the log up to the last of them.
    pub fn narrate_from(&mut self, timeline: &Timeline, from: usize) {
        let records = timeline.records();
        self.narrations.resize(records.len(), None);
        let Some(last) = (from..records.len())
            .rev()
            .find(|i| self.narrations[*i].is_none())
        else {
            return;
        };
        let mut replay = Timeline::new(timeline.header().clone());
        for (known, record) in self.narrations[..=last].iter_mut().zip(records) {
            match known {
                Some(_) => replay.commit(record.clone()),
                None => *known = Some(narrate::commit(record.clone(), &mut replay)),
            }
        }
    }

    /// At most `count` lines ending `back` lines before the end of the log, oldest first
    /// (only narrated ones: those just above a line not narrated yet are left out).
    pub fn window(&self, timeline: &Timeline, back: usize, count: usize) -> Vec<LogLine> {
        let records = timeline.records();
        let end = self.len().min(records.len()).saturating_sub(back);
        let mut lines: Vec<LogLine> = (0..end)
            .rev()
            .take(count)
            .map_while(|i| {
                let narration = self.narrations[i].clone()?;
                Some(log_lines::line(timeline, &records[i], narration))
            })
            .collect();
        lines.reverse();
        lines
    }

    /// Every line, narrating those not narrated yet.
    pub fn all(&mut self, timeline: &Timeline) -> Vec<LogLine> {
        self.narrate_from(timeline, 0);
        self.window(timeline, 0, usize::MAX)
    }
}
