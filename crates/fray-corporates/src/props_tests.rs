//! Properties of the time mechanics: no declared action is ever scheduled past segment 5
//! (COR-04, COR-05, COR-11), and the ledger's floor holds (COR-08).

use proptest::prelude::*;

use super::ledger::dice;
use super::schedule::{SEGMENTS, Schedule, Slot};

/// A step on a schedule: delay the next action, resolve or substitute a segment, or switch
/// to survival mode from a segment.
#[derive(Debug, Clone)]
enum Step {
    Delay(u8),
    Resolve(u8, bool),
    Survival(u8),
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        (1u8..=6).prop_map(Step::Delay),
        (1u8..=5, any::<bool>()).prop_map(|(s, sub)| Step::Resolve(s, sub)),
        (1u8..=5).prop_map(Step::Survival),
    ]
}

proptest! {
    #[test]
    fn cor_05_no_declared_action_is_ever_scheduled_past_segment_5(
        count in 0u8..=5,
        steps in prop::collection::vec(step(), 0..12),
    ) {
        let mut s = Schedule::declare(count).unwrap();
        for st in steps {
            match st {
                Step::Delay(by) => { s.delay(by); }
                Step::Resolve(seg, sub) => { s.resolve(seg, sub); }
                Step::Survival(seg) => s = s.survival(seg),
            }
            for p in &s.actions {
                prop_assert!(p.slot == Slot::Lost || p.segment <= SEGMENTS, "{:?}", s);
                prop_assert!(p.slot != Slot::Lost || p.segment > SEGMENTS, "{:?}", s);
            }
            let due = s.scheduled();
            prop_assert!(due.windows(2).all(|w| w[0] < w[1]), "in order, one a segment: {:?}", s);
        }
    }

    #[test]
    fn cor_08_never_fewer_than_1d_plus_1d_per_confidence_point(
        pool in 0u32..30, malus in 0u32..30, confidence in 0u32..5, adds in any::<bool>(),
    ) {
        let n = dice(pool, malus, confidence, adds);
        prop_assert!(n > confidence, "the floor is 1d plus 1d per point");
        prop_assert!(n <= (pool + confidence).max(1 + confidence));
    }
}
