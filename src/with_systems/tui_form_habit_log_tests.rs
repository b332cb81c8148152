//! The habit log's tests, which need real rule systems (they play a fight): its index gives
//! the habits a plain reading of every record in effect gives, after each command of a
//! fight with renames, removals, undo and redo, and when a long save is read on another
//! thread. All of the habit log's tests are here.

use crate::engine::Timeline;
use crate::script::{self, Line};
use crate::tui::form::test_support::table_of;
use crate::tui::form::{HabitLog, Habits, READ_APART_FROM};

/// The habits of `timeline` read the plain way: every record in effect, in order, its
/// command parsed and its names resolved against the state now.
fn read_plainly(timeline: &Timeline) -> Habits {
    let state = timeline.state();
    let screens = crate::tui::system::screens(state.system);
    let mut habits = Habits::from_parts(
        Default::default(),
        Default::default(),
        Default::default(),
        Habits::last_of(timeline),
    );
    for record in timeline.records() {
        if !timeline.history().is_effective(record.seq) {
            continue;
        }
        if let Ok(Line::Command(command)) = script::parse_in(state.system, &record.command)
            && let Some(habit) = screens.habit(&command)
        {
            habits.remember(state, &habit);
        }
    }
    habits
}

/// Baral and Ishta (mercenaries), three gangers; round 1 started, in declarations.
const CAST: [&str; 4] = [
    "add \"Baral Faadhi\" pc from mercenary",
    "add Ishta pc from mercenary",
    "add 3 Ganger enemy from ganger",
    "start",
];

#[test]
fn the_kept_habits_equal_a_plain_reading_after_every_command_undo_and_redo() {
    let played = [
        "declare baral \"shoots ganger-2\"",
        "declare ishta \"covers the door\"",
        "attack ishta ganger-3 fusils",
        "attack baral ganger-1 combat-arme",
        "undo",
        "attack baral ganger-2 fusils",
        "undo",
        "redo",
        "attack ganger-1 ishta combat-arme",
        "rename ishta \"Ishta Vale\"",
        "attack ishta ganger-1 armes-de-poing",
        "undo",
        "undo",
        "redo",
        "remove ganger-3",
        "attack ganger-2 baral armes-de-poing",
        "rename \"Ishta Vale\" Ishta",
        "undo",
        "redo",
    ];
    let mut log = HabitLog::default();
    let mut lines: Vec<&str> = CAST.to_vec();
    let mut changed = 0;
    let mut before = log
        .habits(&table_of(crate::model::SystemId::default_system(), &lines))
        .clone();
    for line in played {
        lines.push(line);
        let t = table_of(crate::model::SystemId::default_system(), &lines);
        let kept = log.habits(&t).clone();
        assert_eq!(kept, read_plainly(&t), "after {line}");
        changed += usize::from(kept != before);
        before = kept;
    }
    // The fight does change the habits: the comparison is not between empty ones.
    assert!(changed >= 10, "{changed} changes");
    println!("habits compared after {} commands", played.len());
}

#[test]
fn a_long_save_read_on_another_thread_gives_the_same_habits() {
    let mut lines: Vec<String> = CAST.iter().map(|l| l.to_string()).collect();
    let targets = ["ganger-1", "ganger-2", "ganger-3"];
    let skills = ["fusils", "combat-arme", "armes-de-poing"];
    let mut i = 0;
    while lines.len() < READ_APART_FROM + 10 {
        let who = ["baral", "ishta"][i % 2];
        lines.push(match i % 7 {
            0 => "undo".to_string(),
            1 => "redo".to_string(),
            2 => format!("note {who} \"line {i}\""),
            _ => format!(
                "attack {who} {} {}",
                targets[i % targets.len()],
                skills[(i / 3) % skills.len()]
            ),
        });
        i += 1;
    }
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let t = table_of(crate::model::SystemId::default_system(), &lines);
    let mut log = HabitLog::start(&t);
    assert!(log.is_reading(), "a long save is read on another thread");
    // What the fight screen does while no key is pressed never waits for the thread.
    log.read(&t);
    assert_eq!(log.habits(&t), &read_plainly(&t));
    assert!(!log.is_reading());
    // Records committed after the thread started are read too.
    let more: Vec<&str> = lines
        .iter()
        .copied()
        .chain(["attack ishta ganger-1 combat-arme", "undo", "undo"])
        .collect();
    let t = table_of(crate::model::SystemId::default_system(), &more);
    assert_eq!(log.habits(&t), &read_plainly(&t));
    assert_eq!(log.indexed(), more.len());
}
