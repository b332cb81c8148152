//! The working copy a timeline lends to its decisions (`engine::spare`), on commands
//! decided by real rule systems. These are the tests that need real systems; the module's
//! other tests stay beside it in its crate.

use crate::engine::spare::{Dirty, overwrite_dirty};
use crate::engine::{DiceGenerator, Record, SeededDice, Timeline};
use crate::script::{self, Line};

type TestResult = Result<(), Box<dyn std::error::Error>>;

/// The shipped fights of every system (`saves/`), each played record by record.
fn fights(root: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut paths: Vec<_> = std::fs::read_dir(root.join("saves"))
        .map(|dir| dir.filter_map(|entry| Some(entry.ok()?.path())).collect())
        .unwrap_or_default();
    paths.retain(|p| p.to_string_lossy().ends_with(".fray.jsonl"));
    paths.sort();
    paths
}

/// What deciding `record`'s command gives on `timeline` (with the record's own dice).
fn decided(timeline: &Timeline, record: &Record) -> Option<String> {
    let system = timeline.header().system;
    let Ok(Line::Command(command)) = script::parse_in(system, &record.command) else {
        return None;
    };
    let mut dice =
        SeededDice::for_record(DiceGenerator::CURRENT, timeline.header().seed, record.seq);
    Some(format!("{:?}", timeline.decide(&command, &mut dice)))
}

/// Every command of every shipped fight is decided the same with the timeline's lent copy
/// (written over only where the combatants changed) as with a full copy (a clone of the
/// timeline has no spare of its own), and after every record committed, undos and redos
/// included, the spare written over where it is marked dirty equals the state.
#[test]
fn the_lent_copy_decides_as_a_full_copy_and_stays_equal_to_the_state() -> TestResult {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut synced = 0;
    let fights = fights(root);
    assert!(fights.len() >= 5, "{fights:?}");
    for fight in fights {
        let loaded = crate::store::load(&fight)?;
        let mut timeline = Timeline::new(loaded.header);
        for record in loaded.records {
            let lent = decided(&timeline, &record);
            let full = decided(&timeline.clone(), &record);
            assert_eq!(lent, full, "{}: {}", fight.display(), record.command);
            timeline.commit(record);
            if let Some(spare) = timeline.spare_synced() {
                assert_eq!(
                    &spare,
                    timeline.state(),
                    "{} after {}",
                    fight.display(),
                    timeline.next_seq() - 1
                );
                synced += 1;
            }
        }
    }
    println!("spare copies checked against the state: {synced}");
    assert!(synced > 100, "the lent copy was used ({synced} times)");
    Ok(())
}

/// Written over where marked, a copy equals the state; a roster that arrivals and
/// departures changed is put back in order by id, the combatants it lacks copied in and
/// those gone dropped, without rewriting the others.
#[test]
fn overwrite_dirty_leaves_unmarked_combatants_and_aligns_another_roster_by_id() -> TestResult {
    let mut timeline = Timeline::new(crate::engine::Header::new(
        crate::model::SystemId::default_system(),
        "Copy",
        1,
        1,
    ));
    for line in ["add Baral pc", "add Iris pc", "add 2 gangers"] {
        let Line::Command(command) = script::parse_in(timeline.header().system, line)? else {
            return Err("not a command".into());
        };
        let record = timeline.prepare(line, &command)?;
        timeline.commit(record);
    }
    let base = timeline.state().clone();
    let mut copy = base.clone();
    copy.combatants[1].note = "stale".into();
    let who = copy.combatants[1].id;
    overwrite_dirty(&mut copy, &base, &Dirty::Some(vec![who]));
    assert_eq!(copy, base);
    copy.combatants.pop();
    overwrite_dirty(&mut copy, &base, &Dirty::none());
    assert_eq!(copy, base);
    // Out of order, one too many (gone from the state), one missing: put back by id.
    copy.combatants.swap(0, 2);
    let mut gone = copy.combatants[1].clone();
    gone.id = crate::model::CombatantId(99);
    copy.combatants.push(gone);
    copy.combatants.remove(3);
    overwrite_dirty(&mut copy, &base, &Dirty::none());
    assert_eq!(copy, base);
    // Unmarked and unchanged by the alignment: a difference there is kept, which is why
    // every change the events make must be marked.
    copy.combatants[0].note = "unmarked".into();
    copy.combatants.swap(0, 1);
    overwrite_dirty(&mut copy, &base, &Dirty::none());
    assert_eq!(copy.combatants[0].note, "unmarked");
    Ok(())
}
