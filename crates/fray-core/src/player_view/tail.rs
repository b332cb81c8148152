//! The players' lines said while folding: a record's line in several languages at once,
//! against the state a fold is building anyway, and a save folded once with only its last
//! lines said. [`super::lines`] is this pass with every record said; the players' page
//! keeps its last lines with it, record by record.

use crate::engine::{Header, Record, Timeline};
use crate::i18n::{self, Lang};
use crate::narrate;

use super::log::{PlayerLine, mark_undone, redact_line};

/// Takes `record` into `timeline` (which holds the state just before it), first saying
/// its players' line in each of `langs`, in that order (`None` where the record shows
/// players nothing). The lines are not marked undone: [`mark_undone`] does that against
/// the timeline once it holds every record.
pub fn commit_said(
    record: Record,
    timeline: &mut Timeline,
    langs: &[Lang],
) -> Vec<Option<PlayerLine>> {
    let said = langs
        .iter()
        .map(|&lang| {
            i18n::with_lang(lang, || {
                redact_line(&record, timeline.state(), timeline.records())
            })
            .map(|text| PlayerLine {
                seq: record.seq,
                text,
                undone: false,
            })
        })
        .collect();
    timeline.commit(record);
    said
}

/// Folds a save's records once into their timeline, saying players' lines for the last
/// `tail` records only (all of them when `tail` is at least their number), in each of
/// `langs`. Returns the timeline and, per language in the order of `langs`, the lines
/// said, oldest first, undone ones marked.
pub fn fold_tail(
    header: Header,
    mut records: Vec<Record>,
    tail: usize,
    langs: &[Lang],
) -> (Timeline, Vec<Vec<PlayerLine>>) {
    let cut = records.len().saturating_sub(tail);
    let told = records.split_off(cut);
    let undone = narrate::undone_later(&told);
    let mut timeline = Timeline::from_records(header, records);
    let mut out = vec![Vec::new(); langs.len()];
    for record in told {
        if undone.contains(&record.seq) {
            timeline.keep_state_for_undo();
        }
        for (lines, line) in out
            .iter_mut()
            .zip(commit_said(record, &mut timeline, langs))
        {
            lines.extend(line);
        }
    }
    for lines in &mut out {
        mark_undone(lines, &timeline);
    }
    (timeline, out)
}

/// The last `wanted` lines players read of a save (fewer when it has fewer), in each of
/// `langs`, with the save's timeline: [`fold_tail`] over a tail of records twice as long
/// as the lines wanted, and over a tail twice as long again while that gave too few lines
/// (records that show players nothing, such as notes, have no line) and earlier records
/// remain. A save whose tail shows players something is folded once.
pub fn fold_last(
    header: Header,
    records: Vec<Record>,
    wanted: usize,
    langs: &[Lang],
) -> (Timeline, Vec<Vec<PlayerLine>>) {
    let mut tail = wanted.saturating_mul(2).max(1);
    let (mut timeline, mut said) = fold_tail(header, records, tail, langs);
    while tail < timeline.records().len() && said.first().is_some_and(|l| l.len() < wanted) {
        tail = tail.saturating_mul(2);
        let records = timeline.records().to_vec();
        (timeline, said) = fold_tail(timeline.header().clone(), records, tail, langs);
    }
    for lines in &mut said {
        let skip = lines.len().saturating_sub(wanted);
        lines.drain(..skip);
    }
    (timeline, said)
}

/// Every line players see of a timeline in the current language, undone ones marked:
/// [`fold_tail`] over all its records.
pub(super) fn every_line(timeline: &Timeline) -> Vec<PlayerLine> {
    let records = timeline.records().to_vec();
    let (_, mut said) = fold_tail(
        timeline.header().clone(),
        records,
        usize::MAX,
        &[i18n::current()],
    );
    said.pop().unwrap_or_default()
}
