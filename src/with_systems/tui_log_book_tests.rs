//! The log book's tests, which need a real rule system (they play a fight): it narrates the
//! opening tail only, the rest when scrolled to, and always says what narrating the whole
//! log says. All of the log book's tests are here.

use crate::engine::{Header, Timeline};
use crate::model::SystemId;
use crate::narrate;
use crate::script::{self, Line};
use crate::tui::log_book::LogBook;
use crate::tui::log_lines::{self, LogLine};

/// A timeline of notes (the default rule system), with an undo and a redo among them.
fn timeline(notes: usize) -> Timeline {
    let mut t = Timeline::new(Header::new(SystemId::default_system(), "t", 3, 0));
    let mut lines = vec!["add Aria pc".to_string()];
    lines.extend((0..notes).map(|i| format!("note aria \"n{i}\"")));
    lines.extend(["undo".into(), "undo".into(), "redo".into()]);
    for line in lines {
        let Ok(Line::Command(command)) = script::parse_in(SystemId::default_system(), &line) else {
            panic!("{line}");
        };
        let record = t.prepare(&line, &command).unwrap_or_else(|e| panic!("{e}"));
        t.commit(record);
    }
    t
}

fn seqs(lines: &[LogLine]) -> Vec<u64> {
    lines.iter().map(|l| l.seq).collect()
}

#[test]
fn an_opened_log_shows_its_narrated_tail_and_no_line_before_it() {
    let t = timeline(20);
    let all = narrate::narrate_all(&t);
    let book = LogBook::opened(t.records().len(), all[all.len() - 4..].to_vec());
    let window = book.window(&t, 0, 10);
    assert_eq!(seqs(&window), [21, 22, 23, 24]);
    assert_eq!(window[0].narration, all[20]);
    // The undone note is marked from the timeline, not stored.
    assert!(window[0].undone, "{window:?}");
    assert!(!window[1].undone, "an undo is never undone");
}

#[test]
fn reaching_back_narrates_the_earlier_lines_as_the_whole_pass_does() {
    let t = timeline(30);
    let all = narrate::narrate_all(&t);
    let mut book = LogBook::opened(t.records().len(), all[all.len() - 2..].to_vec());
    book.reach(&t, 5);
    assert_eq!(book.window(&t, 0, usize::MAX), log_lines::all(&t));
    let window = book.window(&t, 5, 3);
    assert_eq!(seqs(&window), [27, 28, 29], "34 records, 5 back");
}

#[test]
fn a_pushed_line_follows_the_timeline_and_the_rest_is_narrated_once_needed() {
    let mut t = timeline(3);
    let mut book = LogBook::opened(t.records().len(), Vec::new());
    assert!(book.window(&t, 0, 5).is_empty(), "nothing narrated yet");
    let mut fresh = LogBook::opened(t.records().len(), Vec::new());
    let Ok(Line::Command(command)) = script::parse_in(SystemId::default_system(), "note aria last")
    else {
        panic!("note");
    };
    let record = t
        .prepare("note aria last", &command)
        .unwrap_or_else(|e| panic!("{e}"));
    t.commit(record);
    book.push(&t, "said".into());
    assert_eq!(book.len(), t.records().len());
    // The records before it, committed with no narration, are narrated with it.
    assert_eq!(book.window(&t, 0, usize::MAX).len(), t.records().len());
    fresh.reach(&t, 0);
    assert_eq!(fresh.window(&t, 0, usize::MAX), log_lines::all(&t));
    let mut expected = log_lines::all(&t);
    if let Some(last) = expected.last_mut() {
        last.narration = "said".into();
    }
    assert_eq!(book.all(&t), expected);
}
