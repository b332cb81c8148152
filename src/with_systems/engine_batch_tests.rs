//! The batch (`engine::batch`) on the shipped example fights, played by their real rule
//! systems. These are the tests that need real systems: all of the module's tests do, so it
//! keeps none in its crate.

use crate::engine::apply_all;
use crate::engine::batch::Batch;
use crate::model::Encounter;

use super::model_overwrite_tests::example_fights;

/// Every record of the five example fights pushed into a batch one event at a time, its
/// state read after each: each batch starts from the working copy the one before left (on
/// another state, another fight, another system) and must see exactly the fold.
#[test]
fn a_batch_sees_the_fold_of_its_events_whatever_copy_the_last_one_left() {
    let mut checked = 0;
    for (steps, _) in example_fights() {
        for (record, before) in &steps {
            let mut batch = Batch::new(before);
            let mut expected = before.clone();
            for event in &record.events {
                batch.push(event.clone());
                apply_all(&mut expected, std::slice::from_ref(event));
                assert_eq!(batch.state(), &expected, "record {}", record.seq);
                checked += 1;
            }
            assert_eq!(batch.into_events(), record.events);
        }
    }
    println!("{checked} events checked");
    assert!(checked > 100);
}

/// A decision that reads its working copy and is then refused leaves the state it started
/// from as it was, and the next batch does not see the refused one's events.
#[test]
fn a_refused_batch_leaves_its_state_and_the_next_batch_untouched() {
    let fights = example_fights();
    let (steps, last) = &fights[0];
    let before: Encounter = last.clone();
    {
        let mut refused = Batch::new(last);
        for (record, _) in steps.iter().take(20) {
            refused.extend(record.events.iter().cloned());
        }
        let _ = refused.state();
        // Dropped without its events being taken: refused.
    }
    assert_eq!(last, &before);
    let mut next = Batch::new(last);
    next.push(crate::engine::Event::FightEnded);
    let mut expected = before.clone();
    apply_all(&mut expected, &[crate::engine::Event::FightEnded]);
    assert_eq!(next.state(), &expected);
}
