//! The Polaris forms' guesses (issue 19): the target an attacker declared, the skill each
//! combatant last used for that verb, the declaration flow's form, read from the records.

use crate::engine::Timeline;
use crate::tui::form::test_support::{form_for, table_of};
use crate::tui::keymap::Action;

/// Baral and Ishta (mercenaries), three gangers; round 1 started, in declarations.
fn table(more: &[&str]) -> Timeline {
    let mut lines = vec![
        "add \"Baral Faadhi\" pc from mercenary",
        "add Ishta pc from mercenary",
        "add 3 Ganger enemy from ganger",
        "start",
    ];
    lines.extend_from_slice(more);
    table_of(crate::ID, &lines)
}

fn value(t: &Timeline, action: Action, who: usize, field: &str) -> String {
    let form = form_for(t, action, who);
    form.fields
        .iter()
        .find(|f| f.label == field)
        .unwrap_or_else(|| panic!("no {field} in {:?}", form.fields))
        .value
        .clone()
}

const TARGET: &str = crate::tui::text::FIELD_TARGET;
const SKILL: &str = crate::tui::text::FIELD_SKILL;

#[test]
fn pol_21_the_attack_targets_whom_the_attacker_declared() {
    let t = table(&["declare ishta shoots ganger-2"]);
    assert_eq!(value(&t, Action::Attack, 1, TARGET), "Ganger 2");
    // Accents, case and the French word order do not matter.
    let t = table(&["declare ishta \"tire sur GANGER 3 à couvert\""]);
    assert_eq!(value(&t, Action::Attack, 1, TARGET), "Ganger 3");
}

#[test]
fn the_attack_never_targets_the_attacker_even_when_its_declaration_names_itself() {
    let t = table(&["declare ganger-1 \"ganger 1 shoots from cover\""]);
    let target = value(&t, Action::Attack, 2, TARGET);
    assert_ne!(target, "Ganger 1");
    assert!(
        ["Baral Faadhi", "Ishta"].contains(&target.as_str()),
        "{target}"
    );
}

#[test]
fn without_a_declaration_the_attack_targets_the_last_one_this_attacker_attacked() {
    let t = table(&[
        "declare baral shoots",
        "declare ishta shoots",
        "attack ishta ganger-3 fusils",
    ]);
    assert_eq!(value(&t, Action::Attack, 1, TARGET), "Ganger 3");
    // Another attacker does not inherit Ishta's target: an enemy, the nearest.
    assert_ne!(value(&t, Action::Attack, 0, TARGET), "Ishta");
}

#[test]
fn a_knife_skill_is_not_offered_to_the_next_shooter() {
    let t = table(&["attack baral ganger-1 combat-arme"]);
    assert_eq!(value(&t, Action::Attack, 0, SKILL), "combat-arme");
    // Ishta (a mercenary): her best weapon skill, Fusils 15.
    assert_eq!(value(&t, Action::Attack, 1, SKILL), "fusils");
}

#[test]
fn a_test_skill_is_not_offered_to_an_attack() {
    let t = table(&["test baral observation"]);
    assert_eq!(value(&t, Action::Test, 0, SKILL), "observation");
    assert_eq!(value(&t, Action::Attack, 0, SKILL), "fusils");
}

#[test]
fn an_english_skill_word_is_remembered_as_the_sheet_key() {
    let t = table(&["attack baral ganger-1 firearms"]);
    assert_eq!(value(&t, Action::Attack, 0, SKILL), "armes-de-poing");
}

#[test]
fn an_undone_attack_is_no_habit() {
    let t = table(&["attack baral ganger-1 combat-arme", "undo"]);
    assert_eq!(value(&t, Action::Attack, 0, SKILL), "fusils");
}

#[test]
fn a_ganger_attacks_with_its_best_weapon_skill() {
    // Ganger: armes-de-poing 3+5 = 8, combat-arme 4+4 = 8, mains-nues 7: the firearm
    // wins the tie.
    let t = table(&[]);
    assert_eq!(value(&t, Action::Attack, 2, SKILL), "armes-de-poing");
}

#[test]
fn the_declaration_form_is_the_current_declarers_and_passes_the_word_on() {
    let t = table(&[]);
    let current = t.state().current.expect("a declarer").owner;
    let name = t.state().combatant(current).expect("declarer").name.clone();
    // Whatever row is selected, `d` declares for whoever declares now.
    let other = t
        .state()
        .combatants
        .iter()
        .position(|c| c.id != current)
        .expect("someone else");
    let mut form = form_for(&t, Action::Declare, other);
    assert_eq!(form.fields[0].value, name);
    form.fields[1].value = "shoots ganger-2".into();
    let line = form.line();
    // The declarer is an NPC: their declaration is secret by default, and the line says so.
    assert!(line.ends_with("\"shoots ganger-2\" next secret"), "{line}");
}

#[test]
fn the_declaration_form_is_prefilled_with_last_rounds_declaration() {
    let round_one = [
        ("ganger-1", "shoots baral"),
        ("ganger-2", "shoots ishta"),
        ("ganger-3", "runs"),
        ("ishta", "shoots ganger-2"),
        ("baral-faadhi", "covers ishta"),
    ];
    let mut lines: Vec<String> = round_one
        .iter()
        .map(|(who, intent)| format!("declare {who} \"{intent}\" next"))
        .collect();
    // Everyone acts, the round ends, round 2 opens on its first declarer.
    lines.extend(std::iter::repeat_n("next".to_string(), 6));
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let t = table(&lines);
    assert_eq!(t.state().round, 2, "{:?}", t.state().step);
    let current = t.state().current.expect("a declarer").owner;
    let slug = t.state().combatant(current).expect("declarer").slug();
    let (_, intent) = round_one
        .iter()
        .find(|(who, _)| *who == slug)
        .expect("declared");
    let form = form_for(&t, Action::Declare, 0);
    assert_eq!(form.fields[1].value, *intent);
    assert_eq!(form.focus, 1, "the intent has the focus");
}

#[test]
fn without_declaration_or_habit_the_attack_targets_the_nearest_enemy_on_the_ladder() {
    let t = table(&[
        "init ishta 14",
        "init ganger-1 2",
        "init ganger-2 13",
        "init ganger-3 6",
    ]);
    assert_eq!(value(&t, Action::Attack, 1, TARGET), "Ganger 2");
}

#[test]
fn a_downed_enemy_is_no_longer_the_default_target() {
    let t = table(&[
        "declare ishta shoots",
        "attack ishta ganger-2 fusils",
        "wound ganger-2 head death",
    ]);
    let target = value(&t, Action::Attack, 1, TARGET);
    assert!(
        ["Ganger 1", "Ganger 3"].contains(&target.as_str()),
        "{target}"
    );
}

#[test]
fn english_and_book_skill_names_read_as_the_sheet_keys() {
    let polaris = crate::system();
    for (typed, key) in [
        ("firearms", "armes-de-poing"),
        ("Rifles", "fusils"),
        ("automatic fire", "tir-automatique"),
        ("Fusils/Armes d'épaule", "fusils"),
        ("Combat à mains nues", "mains-nues"),
        ("armes-à-feu", "armes-de-poing"),
        ("first_aid", "premiers-soins"),
        ("Athlétisme", "athletisme"),
    ] {
        assert_eq!(polaris.canonical(typed), key, "{typed}");
    }
    // A test from a line, in English.
    let t = table(&["test ishta stealth", "attack ishta ganger-1 rifles"]);
    assert_eq!(value(&t, Action::Test, 1, SKILL), "furtivite");
    assert_eq!(value(&t, Action::Attack, 1, SKILL), "fusils");
}

#[test]
fn pol_20_in_resolution_the_attack_is_the_acting_ones_whatever_the_selection() {
    let lines: Vec<String> = ["ganger-1", "ganger-2", "ganger-3", "ishta", "baral-faadhi"]
        .iter()
        .map(|who| format!("declare {who} \"fires\" next"))
        .collect();
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let t = table(&lines);
    assert_eq!(t.state().step, crate::model::Step::Resolution);
    let acting = t.state().current.expect("an actor").owner;
    let name = crate::rules::names::display(t.state(), acting);
    let other = t
        .state()
        .combatants
        .iter()
        .position(|c| c.id != acting)
        .expect("someone else");
    assert_eq!(
        value(&t, Action::Attack, other, crate::tui::text::FIELD_ATTACKER),
        name
    );
}

#[test]
fn a_kept_habit_log_follows_new_records_undo_and_redo() {
    use crate::tui::form::{HabitLog, Habits};
    let mut log = HabitLog::default();
    let before = log.habits(&table(&[])).clone();
    let mut lines: Vec<&str> = Vec::new();
    for line in [
        "attack baral ganger-1 combat-arme",
        "undo",
        "redo",
        "attack ishta ganger-2 fusils",
    ] {
        lines.push(line);
        let t = table(&lines);
        assert_eq!(log.habits(&t), &Habits::of(&t), "after {line}");
        let forgotten = log.habits(&t) == &before;
        assert_eq!(forgotten, line == "undo", "after {line}");
    }
}
