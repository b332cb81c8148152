//! What the bestiaries promise, kept when a GM types `add`: a template that comes in a
//! group (Anarchy's gangers, « Vient en groupe (une seule initiative) », ANA-10) makes
//! `add 3 gangers` one group with one initiative, kept by the save; a name given with
//! `from` (`add Drone from drone`) is the combatant's name in every system.

use crate::common;

use common::fight_app::new_session;
use fray::model::{Encounter, SystemId, combatant::slug};
use fray::session::Session;

fn run(session: &mut Session, lines: &[&str]) {
    for line in lines {
        session
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
}

/// The gangers' names, initiatives and group numbers, roster order.
fn gangers(state: &Encounter) -> Vec<(String, Option<i32>, i32)> {
    state
        .combatants
        .iter()
        .filter(|c| c.template.as_deref() == Some("ganger"))
        .map(|c| {
            (
                c.name.clone(),
                c.initiative.as_ref().map(|i| i.score),
                c.stat("group"),
            )
        })
        .collect()
}

#[test]
fn anarchy_add_3_gangers_rolls_one_initiative_for_the_three() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (mut session, _, path) = new_session(dir.path(), fray::systems::anarchy::ID, "alley", 5);
    run(
        &mut session,
        &["add Kira pc from street-samurai", "add 3 gangers", "start"],
    );
    let state = session.timeline().state();
    let three = gangers(state);
    assert_eq!(three.len(), 3, "{three:?}");
    let group = three[0].2;
    assert_ne!(group, 0, "the gangers form a group: {three:?}");
    let score = three[0].1;
    assert!(score.is_some(), "the group has an initiative: {three:?}");
    for (name, initiative, number) in &three {
        assert_eq!(*number, group, "{name} is in the group");
        assert_eq!(*initiative, score, "{name} shares the group's initiative");
    }
    // One Narration for the group: Kira's marker and the group's, not four.
    assert_eq!(state.ladder.entries.len(), 2, "{:?}", state.ladder.entries);

    // The link is in the save: the state read back from the file is the same.
    let before = gangers(state);
    drop(session);
    let (reopened, _) = Session::open(&path).expect("the save opens again");
    assert_eq!(gangers(reopened.timeline().state()), before);
}

#[test]
fn anarchy_a_second_band_is_a_group_of_its_own() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (mut session, _, _) = new_session(dir.path(), fray::systems::anarchy::ID, "bands", 9);
    run(
        &mut session,
        &[
            "add Kira pc from street-samurai",
            "add 3 gangers",
            "add 2 gangers",
            "add Kurt from ganger",
            "start",
        ],
    );
    let state = session.timeline().state();
    let all = gangers(state);
    let numbers: Vec<i32> = all.iter().map(|g| g.2).collect();
    // The first band, the second band, and Kurt alone (a group of one is no group).
    assert_eq!(numbers, vec![1, 1, 1, 2, 2, 0], "{all:?}");
    // Kira, the two bands and Kurt: four Narrations.
    assert_eq!(state.ladder.entries.len(), 4, "{:?}", state.ladder.entries);
    // A template that does not come in a group makes no group.
    run(&mut session, &["add 2 ganger-bosses"]);
    let bosses: Vec<i32> = session
        .timeline()
        .state()
        .combatants
        .iter()
        .filter(|c| c.template.as_deref() == Some("ganger-boss"))
        .map(|c| c.stat("group"))
        .collect();
    assert_eq!(bosses, vec![0, 0]);
}

/// Every template whose name is not its key, in every system: `add Key from key` keeps
/// the name typed (`Drone`, not "Security Drone"); the plural still names them after
/// the template.
#[test]
fn a_name_given_with_from_is_kept_in_every_system() {
    let mut tried = 0;
    for system in SystemId::all() {
        let bestiary = fray::rules::system(system).bestiary();
        for template in &bestiary.templates {
            if slug(&template.name) == template.key {
                continue;
            }
            let dir = tempfile::tempdir().expect("tempdir");
            let (mut session, _, _) = new_session(dir.path(), system, "names", 3);
            let mut typed: Vec<char> = template.key.chars().collect();
            typed[0] = typed[0].to_ascii_uppercase();
            let typed: String = typed.into_iter().collect();
            run(
                &mut session,
                &[
                    &format!("add {typed} from {}", template.key),
                    &format!("add 2 {}s from {}", template.key, template.key),
                ],
            );
            let names: Vec<(String, Option<String>)> = session
                .timeline()
                .state()
                .combatants
                .iter()
                .map(|c| (c.name.clone(), c.template.clone()))
                .collect();
            let key = Some(template.key.clone());
            assert_eq!(
                names,
                vec![
                    (typed.clone(), key.clone()),
                    (format!("{} 1", template.name), key.clone()),
                    (format!("{} 2", template.name), key.clone()),
                ],
                "{system:?}"
            );
            tried += 1;
        }
    }
    println!("given names kept for {tried} templates");
    assert!(tried >= 3, "templates tried: {tried}");
}
