//! The Anarchy bestiary carries the weapons its French notes promise (« un Ares Predator et
//! un katana », « un couteau, un pistolet bon marché », « un fusil à pompe »,
//! « pistolet-mitrailleur, matraque paralysante », « une mitrailleuse légère »): each with
//! a damage value and a skill of the template, so `add … from` gives a sheet whose weapons
//! list shows them with their damage, in French too.

use crate::common;

use common::fight_app::{drawn, fight_of, new_session};
use fray::i18n::{Lang, with_lang};

/// Each template whose French note names weapons, and how many it names.
const ARMED: &[(&str, usize)] = &[
    ("street-samurai", 2),
    ("ganger", 2),
    ("ganger-boss", 1),
    ("corp-guard", 2),
    ("drone", 1),
];

#[test]
fn every_template_whose_note_names_weapons_carries_them_with_a_damage_value_and_a_skill() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (mut session, _, _) = new_session(dir.path(), fray::systems::anarchy::ID, "armory", 3);
    for (i, (template, _)) in ARMED.iter().enumerate() {
        let line = format!("add Npc{i} from {template}");
        session
            .execute(&line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    let state = session.timeline().state();
    for (i, (template, named)) in ARMED.iter().enumerate() {
        let c = &state.combatants[i];
        let weapons: Vec<_> = c
            .gear
            .iter()
            .filter(|g| g.value("damage").is_some_and(|d| d > 0))
            .collect();
        assert_eq!(weapons.len(), *named, "{template}: {:?}", c.gear);
        for g in weapons {
            let skill = g.word("skill").unwrap_or_default();
            assert!(
                c.skills.contains_key(skill),
                "{template}'s {} is used with {skill:?}, a skill the template has",
                g.key
            );
        }
    }
}

#[test]
fn the_french_sheet_of_a_street_samurai_lists_the_predator_and_the_katana_with_their_damage() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (mut session, warnings, _) =
        new_session(dir.path(), fray::systems::anarchy::ID, "sheet", 3);
    session
        .execute("add Razor pc from street-samurai")
        .expect("add");
    let app = fight_of(session, &warnings, dir.path());
    let screen = with_lang(Lang::Fr, || drawn(&app, 160, 48));
    assert!(screen.contains("Armes"), "{screen}");
    assert!(screen.contains("Ares Predator dommages 5"), "{screen}");
    assert!(screen.contains("Katana dommages 6"), "{screen}");
}
