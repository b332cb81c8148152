//! A command carried out on a crowded fight does not copy the roster: the decision's
//! working copy of the encounter is written over the last one (`model::Overwrite`) rather
//! than cloned from scratch, so what a command allocates is its own record and words, not
//! 40 combatants' sheets (issue 39: a scripted import spent about 40% of its time copying
//! and freeing them).

#[global_allocator]
static ALLOC: common::counting::Counting = common::counting::Counting;

mod common;

use common::counting::peak_during;
use fray::engine::Header;
use fray::session::{Reply, Session};

/// A Polaris fight of 41 combatants well into its resolution step: each `next` ends the
/// action and hands it on, a decision that reads back the events it builds.
#[test]
fn next_on_a_forty_combatant_fight_allocates_less_than_a_copy_of_the_encounter() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join("crowd.fray.jsonl");
    let header = Header::new(fray::systems::polaris::ID, "Crowd", 7, 1_767_225_600);
    let mut session = Session::create(&path, header)
        .unwrap_or_else(|e| panic!("{e}"))
        .with_clock(|| Some(1_767_225_600));
    for line in ["add Baral pc from mercenary", "add 40 gangers", "start"] {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    // Declarations, then a few actions: the catalogs and the spare copy are made by now.
    for _ in 0..50 {
        session.execute("next").unwrap_or_else(|e| panic!("{e}"));
    }
    assert_eq!(session.timeline().state().combatants.len(), 41);
    let (_, copy) = peak_during(|| session.timeline().state().clone());
    let mut peaks: Vec<usize> = (0..21)
        .map(|_| {
            let (reply, peak) = peak_during(|| session.execute("next"));
            assert!(
                matches!(reply, Ok(Reply::Done { saved: true, .. })),
                "{reply:?}"
            );
            peak
        })
        .collect();
    peaks.sort_unstable();
    let median = peaks[peaks.len() / 2];
    println!(
        "a copy of the encounter: {copy} bytes; a `next`: {median} bytes at its peak (median of 21)"
    );
    assert!(
        median * 2 < copy,
        "a `next` allocates {median} bytes at its peak, a copy of the encounter {copy}"
    );
}
