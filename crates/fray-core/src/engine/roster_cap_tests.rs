use super::test_support::{adds, count, crowd, refusal};
use super::*;
use crate::engine::Record;
use crate::engine::consistency::check_records;
use crate::i18n::{Lang, with_lang};
use crate::model::{CombatantId, SystemId};

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
