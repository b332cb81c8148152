//! The replay's log pane: the lines up to the cursor's record, narrated against the state
//! before each record and remembered, so scrubbing back and forth narrates each record once.

use crate::narrate;
use crate::player_view;
use crate::replay::Kind;

use super::{Audience, ReplayScreen};
use crate::tui::log_lines::LogLine;

/// How many lines before the cursor the log pane can show (more than any terminal's height).
pub const LOG_WINDOW: usize = 300;

/// Narrations remembered at most; past that the memory starts over.
const NARRATIONS_KEPT: usize = 20_000;

impl ReplayScreen {
    /// Rebuilds the log pane's lines for the cursor.
    pub(super) fn rebuild_log(&mut self) {
        let mut seqs: Vec<u64> = (1..=self.cursor)
            .rev()
            .filter(|seq| !(self.hide_undone && self.replay.hidden_when_clean(*seq)))
            .take(LOG_WINDOW)
            .collect();
        seqs.reverse();
        self.narrate(&seqs);
        self.log = seqs
            .iter()
            .filter_map(|seq| {
                let record = self.replay.record(*seq)?;
                let narration = self.narrations.get(seq).cloned().flatten()?;
                Some(LogLine {
                    seq: *seq,
                    command: crate::script::shown(self.replay.header().system, &record.command),
                    narration,
                    undone: !self.replay.is_history(*seq)
                        && !self.replay.in_effect_at(*seq, self.cursor),
                })
            })
            .collect();
    }

    /// Works out the narrations of these records (ascending) that are not known yet.
    fn narrate(&mut self, seqs: &[u64]) {
        let missing: Vec<u64> = seqs
            .iter()
            .copied()
            .filter(|s| !self.narrations.contains_key(s))
            .collect();
        let (Some(first), Some(last)) = (missing.first(), missing.last()) else {
            return;
        };
        if self.narrations.len() + missing.len() > NARRATIONS_KEPT {
            self.narrations.clear();
        }
        let mut state = self.replay.state_at(first - 1);
        let records = self.replay.records();
        for seq in *first..=*last {
            let wanted = missing.binary_search(&seq).is_ok();
            let (Some(record), Some(kind)) = (self.replay.record(seq), self.replay.kind(seq))
            else {
                continue;
            };
            if wanted && self.audience == Audience::Gm && kind == Kind::Normal {
                // Narrating an ordinary record moves the state past it: no copy, no re-apply.
                let line = narrate::describe_applying(record, &mut state);
                self.narrations.insert(seq, Some(line));
                continue;
            }
            if wanted {
                let line = match self.audience {
                    Audience::Gm => Some(narrate::describe(record, &state, records)),
                    Audience::Players => player_view::redact_line(record, &state, records),
                };
                self.narrations.insert(seq, line);
            }
            self.replay.advance(&mut state, seq);
        }
    }
}
