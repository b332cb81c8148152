//! The players' last lines, kept by the shared state as records come in: each new
//! record's line is said once per language against the state just before it, so a record
//! costs what it says, never a refold of the save; a save opened (or rewritten from the
//! top) is folded once with only its last lines said.

use fray_core::engine::{Header, Record, Timeline};
use fray_core::i18n::Lang;
use fray_core::player_view::{self, PlayerLine};

use crate::page::SHOWN;

/// How many lines are kept per language: the page shows [`SHOWN`]; the rest is slack so
/// that the kept lines are trimmed once in a while, not at every record.
pub const KEPT: usize = 2 * SHOWN;

/// The players' last lines in every language (see the module documentation).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayersLines {
    /// Per language, in the order of [`Lang::ALL`]: the last lines, oldest first.
    by_lang: Vec<Vec<PlayerLine>>,
}

impl PlayersLines {
    /// Folds a save's records once into their timeline, saying only its last lines.
    pub fn open(header: Header, records: Vec<Record>) -> (Timeline, PlayersLines) {
        let (timeline, by_lang) = player_view::fold_last(header, records, SHOWN, &Lang::ALL);
        (timeline, PlayersLines { by_lang })
    }

    /// Takes `record` into `timeline` (which holds the state just before it), keeping the
    /// line players read of it in every language. Call [`PlayersLines::mark_undone`] once
    /// a batch of records is in.
    pub fn take(&mut self, record: Record, timeline: &mut Timeline) {
        let said = player_view::commit_said(record, timeline, &Lang::ALL);
        for (lines, line) in self.by_lang.iter_mut().zip(said) {
            lines.extend(line);
            if lines.len() > 2 * KEPT {
                lines.drain(..lines.len() - KEPT);
            }
        }
    }

    /// Marks the kept lines whose command is no longer in effect in `timeline`.
    pub fn mark_undone(&mut self, timeline: &Timeline) {
        for lines in &mut self.by_lang {
            player_view::mark_undone(lines, timeline);
        }
    }

    /// The last lines players read in `lang` (at least the [`SHOWN`] last when the save
    /// has that many), oldest first.
    pub fn of(&self, lang: Lang) -> &[PlayerLine] {
        let at = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
        self.by_lang
            .get(at)
            .map_or(&[], |lines| &lines[lines.len().saturating_sub(KEPT)..])
    }
}
