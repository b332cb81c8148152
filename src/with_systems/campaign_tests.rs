//! Tests of campaigns (`campaign`, `rules::campaign`) with a real rule system: a party
//! seeded into a fight at its carried state, written back, and written back once only.

use crate::campaign::test_support::{fight as new_fight, narration as done};
use crate::engine::Header;
use crate::model::SystemId;
use crate::session::Session;

type TestResult = Result<(), Box<dyn std::error::Error>>;

#[test]
fn a_party_is_carried_into_a_fight_and_back() -> TestResult {
    let saves = tempfile::tempdir()?;
    let system = SystemId::default_system();
    let campaign_path = crate::campaign::path_for(saves.path(), "Les Ombres");
    std::fs::create_dir_all(crate::campaign::campaigns_dir(saves.path()))?;
    let mut campaign =
        Session::create(&campaign_path, Header::campaign(system, "Les Ombres", 7, 1))?;
    campaign.execute("add Baral pc reaction=14")?;
    campaign.execute("add Kira pc reaction=12")?;
    assert!(
        campaign.execute("start").is_err(),
        "a campaign does not start"
    );

    let mut fight = new_fight(saves.path(), system, "Ambush")?;
    let said = done(fight.execute("party \"les ombres\"")?);
    assert!(said.contains("Les Ombres"), "{said}");
    assert_eq!(fight.timeline().state().combatants.len(), 2);
    fight.execute("wound baral body serious")?;
    assert!(
        fight.execute("party les-ombres").is_err(),
        "the party joins once"
    );
    drop(fight);

    let said = done(campaign.execute("sync ambush")?);
    assert!(said.contains("Ambush"), "{said}");
    let baral = campaign.timeline().state().by_name("Baral").cloned();
    let baral = baral.ok_or("Baral is in the campaign")?;
    assert_ne!(
        format!("{:?}", baral.damage),
        format!("{:?}", crate::rules::system(system).new_damage_track()),
        "the wound is carried back"
    );
    let records = campaign.timeline().records().len();
    assert!(
        campaign.execute("sync ambush").is_err(),
        "a second sync changes nothing"
    );
    assert_eq!(campaign.timeline().records().len(), records);

    let second = saves.path().join("second.fray.jsonl");
    let mut fight = Session::create(&second, Header::new(system, "Second", 4, 1))?;
    fight.execute("party \"Les Ombres\"")?;
    let carried = fight
        .timeline()
        .state()
        .by_name("Baral")
        .ok_or("Baral fights again")?;
    assert_eq!(
        carried.damage, baral.damage,
        "the second fight opens with the first's wounds"
    );
    Ok(())
}
