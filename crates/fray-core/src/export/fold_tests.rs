//! The export's fold of the records in effect ([`Fold::in_effect`]) against the fold as
//! played ([`Fold::new`]: a `Timeline` that refolds at each undo and redo): the same state
//! before each record in effect, event by event, and at the end, on seeded fights of every
//! system with undos, redos and dropped redo branches.

use super::{Fold, Kind};
use crate::engine::{Header, Record, Timeline};
use crate::model::{Encounter, SystemId};
use crate::script::{Line, parse_in};

/// A seeded fight of `system` typed with the shared verbs (roster, notes, conditions,
/// hiding, rounds) and many undos and redos; refused lines are skipped, as a GM retypes.
fn fight(system: SystemId, seed: u64) -> (Header, Vec<Record>) {
    let header = Header::new(system, "Docks", seed, 0);
    let mut t = Timeline::new(header.clone());
    let mut rng = seed;
    for step in 0..500 {
        rng = rng
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let roster: Vec<String> = t.state().combatants.iter().map(|c| c.slug()).collect();
        let who = match roster.len() {
            0 => None,
            n => roster
                .get(usize::try_from(rng >> 40).unwrap_or(0) % n)
                .cloned(),
        };
        let line = match (rng >> 33) % 14 {
            _ if who.is_none() || roster.len() < 3 => format!("add Ganger{step} enemy"),
            0 => format!("add Ganger{step} enemy"),
            1 => format!("add Ana{step} pc"),
            2..=4 => "undo".into(),
            5 => "redo".into(),
            6 => format!("note {} \"n{step}\"", who.unwrap_or_default()),
            7 => format!("condition {} prone", who.unwrap_or_default()),
            8 => format!("remove {}", who.unwrap_or_default()),
            9 => format!("hide {}", who.unwrap_or_default()),
            10 => format!("reveal {}", who.unwrap_or_default()),
            11 => "start".into(),
            _ => "next".into(),
        };
        let Ok(Line::Command(command)) = parse_in(system, &line) else {
            continue;
        };
        if let Ok(record) = t.prepare(&line, &command) {
            t.commit(record);
        }
    }
    (header, t.records().to_vec())
}

/// Each event's index and the state just before it, as `commit_each` shows them.
fn shown(fold: &mut Fold, record: Record) -> Vec<(usize, Encounter)> {
    let mut seen = Vec::new();
    fold.commit_each(record, |_, index, state| seen.push((index, state.clone())));
    seen
}

#[test]
fn folding_only_the_records_in_effect_gives_the_states_the_fold_as_played_gives() {
    for system in SystemId::all() {
        for seed in [3, 29] {
            let (header, records) = fight(system, seed);
            let mut played = Fold::new(&header, &records);
            let mut in_effect = Fold::in_effect(&header, &records);
            let (mut done, mut undone, mut history) = (0, 0, 0);
            for record in records {
                let what = format!("{} seed {seed} #{}", system.key(), record.seq);
                match played.kind(&record) {
                    Kind::Done => {
                        done += 1;
                        assert_eq!(in_effect.state(), played.state(), "{what}");
                        let expected = shown(&mut played, record.clone());
                        assert_eq!(shown(&mut in_effect, record), expected, "{what}");
                    }
                    kind => {
                        if kind == Kind::Undone {
                            undone += 1;
                        } else {
                            history += 1;
                        }
                        played.commit(record.clone());
                        in_effect.commit(record);
                    }
                }
            }
            assert_eq!(
                in_effect.state(),
                played.state(),
                "{} at the end",
                system.key()
            );
            assert!(
                done > 50 && undone > 10 && history > 30,
                "{}: {done} in effect, {undone} undone, {history} undos and redos",
                system.key()
            );
        }
    }
}
