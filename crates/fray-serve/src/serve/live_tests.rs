use std::cell::Cell;
use std::sync::mpsc::TryRecvError;

use fray_core::engine::Header;
use fray_core::model::SystemId;

use super::*;

thread_local! {
    /// How many times [`counted`] made the page's data on this test's thread.
    static MADE: Cell<usize> = const { Cell::new(0) };
}

/// The page's data as the tests need it: the language and the next record's number,
/// counted (no rule system is installed in this crate's tests).
fn counted(timeline: &Timeline, _lines: &[PlayerLine], lang: Lang) -> String {
    MADE.set(MADE.get() + 1);
    format!(
        "{{\"lang\":\"{}\",\"next\":{}}}",
        lang.code(),
        timeline.next_seq()
    )
}

fn header() -> Header {
    Header::new(SystemId::declare("bare"), "Bare", 1, 0)
}

fn live(gm_here: bool) -> Live {
    Live::new(header(), Vec::new(), gm_here, counted)
}

fn names(queue: &Receiver<Arc<str>>) -> Vec<String> {
    queue
        .try_iter()
        .map(|event| {
            event
                .lines()
                .find_map(|l| l.strip_prefix("event: "))
                .unwrap_or_default()
                .to_string()
        })
        .collect()
}

#[test]
fn a_player_joins_with_the_state_and_stopped_when_the_gm_is_away() {
    let (_, here) = live(true).join(Lang::En).expect("joins");
    assert_eq!(names(&here), ["state"]);
    let (_, away) = live(false).join(Lang::Fr).expect("joins");
    let first = away.try_recv().expect("the state");
    assert_eq!(
        &*first,
        "id: 0\nevent: state\ndata: {\"lang\":\"fr\",\"next\":1}\n\n"
    );
    assert_eq!(names(&away), ["stopped"]);
}

#[test]
fn the_gm_going_and_coming_back_is_pushed_once_each() {
    let live = live(true);
    let (_, queue) = live.join(Lang::En).expect("joins");
    let _ = names(&queue);
    live.set_gm_here(true);
    live.set_gm_here(false);
    live.set_gm_here(false);
    live.set_gm_here(true);
    assert_eq!(names(&queue), ["stopped", "state"]);
}

#[test]
fn a_player_who_stops_reading_is_dropped_and_the_others_go_on() {
    let live = live(true);
    let (_, idle) = live.join(Lang::En).expect("joins");
    let (_, reading) = live.join(Lang::En).expect("joins");
    for _ in 1..QUEUE {
        live.reset(header(), Vec::new());
        let _ = names(&reading);
    }
    assert_eq!(live.listeners(), 2, "a full queue is still followed");
    live.reset(header(), Vec::new());
    assert_eq!(live.listeners(), 1, "one more event than it holds: dropped");
    assert_eq!(names(&reading), ["state"]);
    assert_eq!(idle.try_iter().count(), QUEUE);
    assert_eq!(idle.try_recv(), Err(TryRecvError::Disconnected));
}

#[test]
fn the_data_is_made_once_per_change_and_language_in_use() {
    let live = live(true);
    let queues: Vec<_> = [Lang::En, Lang::En, Lang::Fr, Lang::En]
        .into_iter()
        .map(|lang| live.join(lang).expect("joins").1)
        .collect();
    let before = MADE.get();
    live.reset(header(), Vec::new());
    assert_eq!(
        MADE.get() - before,
        2,
        "once per language, not once per page"
    );
    assert_eq!(
        live.state_json(Lang::Fr).as_ref(),
        "{\"lang\":\"fr\",\"next\":1}"
    );
    assert!(queues.iter().all(|q| names(q) == ["state", "state"]));
}

#[test]
fn at_most_max_listeners_and_none_after_closing() {
    let live = live(true);
    let queues: Vec<_> = (0..MAX_LISTENERS)
        .map(|_| live.join(Lang::En).expect("joins"))
        .collect();
    assert_eq!(live.join(Lang::En).err(), Some(JoinRefused::Full));
    live.leave(queues[0].0);
    let (_, last) = live.join(Lang::En).expect("a place freed");
    live.close();
    assert_eq!(live.listeners(), 0);
    assert_eq!(names(&last), ["state", "stopped"]);
    assert_eq!(last.try_recv(), Err(TryRecvError::Disconnected));
    assert_eq!(live.join(Lang::En).err(), Some(JoinRefused::Full));
}

#[test]
fn the_bytes_waiting_in_queues_are_counted_and_bounded() {
    let live = live(true);
    let (_, queue) = live.join(Lang::En).expect("joins");
    let first = queue.try_recv().expect("the state");
    assert_eq!(live.queued_bytes(), first.len());
    live.dequeued(first.len());
    assert_eq!(live.queued_bytes(), 0);
    for _ in 0..QUEUE + 3 {
        live.reset(header(), Vec::new());
    }
    // The player stopped reading: dropped once its queue was full, nothing more queued.
    assert_eq!(live.listeners(), 0);
    assert_eq!(live.queued_bytes(), QUEUE * first.len());
    assert_eq!(live.peak_queued_bytes(), QUEUE * first.len());
    for event in queue.try_iter() {
        live.dequeued(event.len());
    }
    assert_eq!(live.queued_bytes(), 0);
    assert_eq!(live.peak_queued_bytes(), QUEUE * first.len());
}
