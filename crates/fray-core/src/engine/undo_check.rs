//! The part of the consistency check ([`super::consistency`]) about undo and redo: a
//! record's undo, redo and dropped-redo events must be exactly what [`History`] allows next.

use std::collections::HashSet;

use super::event::Event;
use super::history::History;
use super::record::Record;

/// Whether the undo, redo and dropped-redo events of a record are what the history
/// allows next; `None` when they are (or there are none).
pub(super) fn history(history: &History, record: &Record) -> Option<String> {
    let moves = record
        .events
        .iter()
        .filter(|e| matches!(e, Event::CommandUndone { .. } | Event::CommandRedone { .. }))
        .count();
    let set_aside = record
        .events
        .iter()
        .any(|e| matches!(e, Event::RecordsSetAside { .. }));
    if set_aside && record.events.len() > 1 {
        return Some(
            "notes numbers set aside together with other events; fray writes that note on its own"
                .into(),
        );
    }
    if moves > 0 && record.events.len() > 1 {
        return Some(
            "holds an undo or redo together with other events; fray writes each on its own".into(),
        );
    }
    for event in &record.events {
        match event {
            Event::CommandUndone { seq } => {
                let target = history.undo_target();
                return (target != Some(*seq)).then(|| {
                    let why = if *seq == record.seq {
                        "a record cannot undo itself".to_string()
                    } else if *seq > record.seq {
                        format!("record {seq} comes after it")
                    } else {
                        expected("undo", target)
                    };
                    format!("undoes record {seq}, but {why}")
                });
            }
            Event::CommandRedone { seq } => {
                let target = history.redo_target();
                return (target != Some(*seq))
                    .then(|| format!("redoes record {seq}, but {}", expected("redo", target)));
            }
            Event::RedoDropped { seqs } => {
                let mut seen = HashSet::with_capacity(seqs.len());
                for seq in seqs {
                    if !history.is_undone(*seq) || !seen.insert(*seq) {
                        return Some(format!(
                            "drops record {seq} from what could be redone, but it is not waiting to be redone"
                        ));
                    }
                }
            }
            _ => {}
        }
    }
    None
}

/// "the last record in effect is 6" wording for an undo or redo aimed elsewhere.
fn expected(verb: &str, target: Option<u64>) -> String {
    match (verb, target) {
        ("undo", Some(seq)) => format!("an undo can only void the last record in effect, {seq}"),
        ("undo", None) => "there is nothing to undo".into(),
        (_, Some(seq)) => format!("a redo can only restore the last record undone, {seq}"),
        (_, None) => "there is nothing to redo".into(),
    }
}
