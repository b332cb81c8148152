use super::*;
use crate::engine::consistency::check_records;
use crate::engine::{Command, Header, Record, Timeline};
use crate::i18n::{Lang, with_lang};
use crate::model::{CombatantId, DamageTrack, Side, SystemId};
use crate::script::{Line, parse_in};

/// The smallest combatant, `#id` named `Crowd id`.
fn extra(id: u32) -> Event {
    let c = Combatant::new(
        CombatantId(id),
        format!("Crowd {id}"),
        Side::Enemy,
        DamageTrack::Monitors { tracks: vec![] },
    );
    Event::CombatantAdded {
        combatant: Box::new(c),
    }
}

/// A record adding combatants `#from` to `#to` (both included).
fn adds(seq: u64, from: u32, to: u32) -> Record {
    Record::hand_made(seq, (from..=to).map(extra).collect())
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// An encounter of `system` with `n` combatants on the roster.
fn crowd(system: SystemId, n: usize) -> Timeline {
    let header = Header::new(system, "crowd", 1, 0);
    Timeline::from_records(header, vec![adds(1, 1, count(n))])
}

fn command(system: SystemId, line: &str) -> Command {
    match parse_in(system, line) {
        Ok(Line::Command(command)) => command,
        other => panic!("{line}: {other:?}"),
    }
}

/// Decides `line` and takes the record in.
fn run(timeline: &mut Timeline, line: &str) {
    let command = command(timeline.header().system, line);
    let record = timeline
        .prepare(line, &command)
        .unwrap_or_else(|e| panic!("{line}: {e}"));
    timeline.commit(record);
}

fn refusal(timeline: &Timeline, line: &str) -> RuleError {
    let command = command(timeline.header().system, line);
    match timeline.prepare(line, &command) {
        Ok(record) => panic!("{line} was taken: {record:?}"),
        Err(e) => e,
    }
}

#[test]
fn adding_past_the_roster_cap_is_refused_in_every_system_naming_the_cap() {
    for system in SystemId::all() {
        let full = crowd(system, MAX_ROSTER);
        let error = refusal(&full, "add Kurt");
        assert_eq!(
            error,
            RuleError::RosterFull {
                present: MAX_ROSTER,
                adding: 1,
                cap: MAX_ROSTER
            },
            "{system:?}"
        );
        let english = with_lang(Lang::En, || error.to_string());
        assert_eq!(
            english,
            "adding one more combatant would pass 10,000, the most fray plays in one \
             encounter (there are 10,000 now): remove some, or split the fight into two \
             encounters"
        );
        let french = with_lang(Lang::Fr, || error.to_string());
        assert_eq!(
            french,
            "ajouter un combattant de plus dépasserait 10\u{202f}000, le maximum que fray \
             gère dans une rencontre (il y en a 10\u{202f}000)\u{a0}: retirez-en, ou partagez \
             le combat en deux rencontres"
        );
    }
}

#[test]
fn a_group_that_would_pass_the_cap_is_refused_whole() {
    let system = SystemId::default_system();
    let almost = crowd(system, MAX_ROSTER - 2);
    let error = refusal(&almost, "add 3 Extra");
    assert_eq!(
        error,
        RuleError::RosterFull {
            present: MAX_ROSTER - 2,
            adding: 3,
            cap: MAX_ROSTER
        }
    );
    let english = with_lang(Lang::En, || error.to_string());
    assert!(
        english.starts_with("adding 3 combatants would pass 10,000"),
        "{english}"
    );
    assert!(english.contains("(there are 9,998 now)"), "{english}");
    let french = with_lang(Lang::Fr, || error.to_string());
    assert!(
        french.starts_with("ajouter 3 combattants dépasserait 10\u{202f}000"),
        "{french}"
    );
}

#[test]
fn adding_up_to_the_cap_works_and_a_removal_or_an_undo_frees_a_place() {
    let system = SystemId::default_system();
    let mut timeline = crowd(system, MAX_ROSTER - 2);
    run(&mut timeline, "add 2 Extra");
    assert_eq!(timeline.state().combatants.len(), MAX_ROSTER);
    assert!(matches!(
        refusal(&timeline, "add Kurt"),
        RuleError::RosterFull { .. }
    ));
    run(&mut timeline, "undo");
    run(&mut timeline, "add Kurt");
    assert_eq!(timeline.state().combatants.len(), MAX_ROSTER - 1);
    run(&mut timeline, "add Lena");
    run(&mut timeline, "remove Kurt");
    run(&mut timeline, "add Mina");
    assert_eq!(timeline.state().combatants.len(), MAX_ROSTER);
}

#[test]
fn a_saved_record_adding_past_the_cap_is_impossible_at_that_record() {
    let cap = count(MAX_ROSTER);
    let full = [adds(1, 1, cap - 1), adds(2, cap, cap)];
    assert!(check_records(&full).is_ok(), "the cap itself is allowed");
    let over = [adds(1, 1, cap - 1), adds(2, cap, cap + 2)];
    let error = with_lang(Lang::En, || check_records(&over)).err();
    let error = error.unwrap_or_else(|| panic!("a roster past the cap was taken"));
    assert_eq!(error.index, 1);
    assert_eq!(
        error.message,
        "adds combatant #10001 \"Crowd 10001\" to a roster already at 10,000 combatants, \
         the most fray plays in one encounter"
    );
    let french = with_lang(Lang::Fr, || check_records(&over)).err();
    let french = french.map(|e| e.message).unwrap_or_default();
    assert_eq!(
        french,
        "ajoute le combattant n°\u{a0}10001 «\u{a0}Crowd 10001\u{a0}» à un effectif déjà de \
         10\u{202f}000 combattants, le maximum que fray gère dans une rencontre"
    );
}

#[test]
fn a_saved_roster_counts_only_the_combatants_in_effect() {
    let cap = count(MAX_ROSTER);
    let undo = Record::hand_made(3, vec![Event::CommandUndone { seq: 2 }]);
    let remove = Record::hand_made(
        5,
        vec![Event::CombatantRemoved {
            who: CombatantId(1),
        }],
    );
    let records = [
        adds(1, 1, cap - 1),
        adds(2, cap, cap),
        undo,
        adds(4, cap + 1, cap + 1),
        remove,
        adds(6, cap + 2, cap + 2),
    ];
    assert!(check_records(&records).is_ok());
    let mut over = records.to_vec();
    over.push(adds(7, cap + 3, cap + 3));
    assert_eq!(check_records(&over).err().map(|e| e.index), Some(6));
}

#[test]
fn counts_are_grouped_as_each_language_writes_them() {
    for (n, en, fr) in [
        (0, "0", "0"),
        (999, "999", "999"),
        (1_000, "1,000", "1\u{202f}000"),
        (10_000, "10,000", "10\u{202f}000"),
        (1_234_567, "1,234,567", "1\u{202f}234\u{202f}567"),
    ] {
        assert_eq!(with_lang(Lang::En, || grouped(n)), en);
        assert_eq!(with_lang(Lang::Fr, || grouped(n)), fr);
    }
}
