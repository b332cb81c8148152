//! What the attack form reads in a declared intent, and the order of its skills.

use super::*;
use crate::engine::Timeline;
use crate::tui::form::test_support::{form_for, table_of};
use crate::tui::keymap::Action;

/// A pirate (machette, harpoon gun), a mercenary (dagger, heavy pistol, assault rifle, no
/// damage dice) and Léa, in declarations.
fn table(more: &[&str]) -> Timeline {
    let mut lines = vec![
        "add Pirate enemy from pirate",
        "add Merc enemy from mercenary",
        "add Léa pc",
        "start",
    ];
    lines.extend_from_slice(more);
    table_of(crate::ID, &lines)
}

fn pirate(t: &Timeline) -> &Combatant {
    t.state().combatants.first().expect("the pirate")
}

#[test]
fn a_charge_with_a_named_weapon_gives_that_weapon_its_skill_melee_and_charge() {
    let t = table(&["declare pirate « charge Léa à la machette »"]);
    assert_eq!(
        of_intent(pirate(&t)),
        Intent {
            weapon: Some("machette".into()),
            skill: Some("combat-arme".into()),
            melee: true,
            charge: true,
        }
    );
}

#[test]
fn a_melee_word_without_a_weapon_takes_the_melee_weapon_and_a_shot_takes_nothing() {
    let t = table(&["declare pirate frappe Léa"]);
    let guess = of_intent(pirate(&t));
    assert_eq!(guess.weapon.as_deref(), Some("machette"));
    assert_eq!(guess.skill.as_deref(), Some("combat-arme"));
    assert!(guess.melee && !guess.charge, "{guess:?}");
    let t = table(&["declare pirate tire sur Léa"]);
    assert_eq!(of_intent(pirate(&t)), Intent::default());
}

#[test]
fn a_weapon_is_named_by_the_first_word_of_its_key_when_no_other_shares_it() {
    let t = table(&["declare merc « vide son pistolet sur Léa »"]);
    let merc = t.state().combatants.get(1).expect("the merc");
    let guess = of_intent(merc);
    assert_eq!(guess.weapon.as_deref(), Some("pistolet-lourd"));
    assert_eq!(guess.skill.as_deref(), Some("armes-de-poing"));
    assert!(!guess.melee);
}

#[test]
fn the_attack_offers_the_skills_of_the_weapons_carried_first_then_attributes_last() {
    let t = table(&[]);
    let merc = t.state().combatants.get(1).expect("the merc");
    let skills = attack_skills(merc);
    assert_eq!(
        skills[..5],
        // Carried (fusils 15, armes-de-poing 13, combat-arme 10), then the others.
        [
            "fusils",
            "armes-de-poing",
            "combat-arme",
            "tir-automatique",
            "mains-nues"
        ]
    );
    let first_stat = skills
        .iter()
        .position(|s| merc.stats.contains_key(s))
        .expect("an attribute");
    assert!(
        skills[first_stat..]
            .iter()
            .all(|s| merc.stats.contains_key(s))
    );
    let form = form_for(&t, Action::Attack, 1);
    assert_eq!(
        form.fields[2].options, skills,
        "the form's picker has this order"
    );
}

#[test]
fn the_attack_form_is_prefilled_from_a_declared_charge_and_writes_a_line_that_reads() {
    let t = table(&["declare pirate « charge Léa à la machette »"]);
    let form = form_for(&t, Action::Attack, 0);
    let line = form.line();
    assert!(line.contains(" combat-arme"), "{line}");
    for word in [" melee", " charge", " with machette"] {
        assert!(line.contains(word), "{word}: {line}");
    }
    assert!(crate::script::parse_in(crate::ID, &line).is_ok(), "{line}");
}
