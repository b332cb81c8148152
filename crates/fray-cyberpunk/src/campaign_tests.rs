//! Cyberpunk in a campaign, played the way a GM does through sessions: a party brought into
//! a fight, shot at and spending its round, written back with what lasts (CPI-12, CPI-17,
//! CPI-18), days of rest in English and French, and the commands a campaign takes or
//! refuses.

use crate::i18n::{Lang, with_lang};
use fray_core::campaign::test_support::{campaign_with, fight as new_fight, narration as done};
use fray_core::session::Session;

use super::{body, text, weapon};

type TestResult = Result<(), Box<dyn std::error::Error>>;

fn points(session: &Session, who: &str) -> i32 {
    session
        .timeline()
        .state()
        .by_name(who)
        .map_or(-1, body::points)
}

/// A campaign « Night City » with Vic and Razor, Vic's pistol half spent, in `saves`.
fn campaign(saves: &std::path::Path) -> Result<Session, Box<dyn std::error::Error>> {
    campaign_with(
        saves,
        crate::ID,
        "Night City",
        &[
            "add Vic pc ref=8 con=7",
            "add Razor pc ref=6 con=9",
            "weapon vic pistol damage=2D6+3 rof=2 ammo=12 magazine=12",
        ],
    )
}

#[test]
fn cpi_18_wounds_and_ammunition_come_back_the_round_does_not_and_rest_heals() -> TestResult {
    let saves = tempfile::tempdir()?;
    let mut campaign = campaign(saves.path())?;

    let mut fight = new_fight(saves.path(), crate::ID, "Alley")?;
    fight.execute("party \"Night City\"")?;
    fight.execute("start")?;
    fight.execute("next")?;
    fight.execute("shoot vic pistol single vs=15")?;
    fight.execute("damage vic 6")?;
    fight.execute("damage razor 3")?;
    let vic = fight.timeline().state().by_name("Vic").ok_or("Vic")?;
    let spent_in_fight = vic.counter(text::SPENT);
    assert!(spent_in_fight > 0, "the shot took an action");
    drop(fight);

    done(campaign.execute("sync alley")?);
    let state = campaign.timeline().state();
    let vic = state.by_name("Vic").ok_or("Vic is in the campaign")?;
    assert_eq!(
        vic.counter(text::SPENT),
        0,
        "the round's actions stay in the fight"
    );
    let pistol = vic.gear("pistol").ok_or("the pistol comes back")?;
    assert_eq!(pistol.value(weapon::AMMO), Some(11), "one bullet fewer");
    assert_eq!(pistol.value(weapon::FIRED), None);
    assert_eq!(points(&campaign, "Vic"), 6);

    let said = with_lang(Lang::En, || campaign.execute("rest 2")).map(done)?;
    assert!(
        said.contains("Vic rests 2 days: 2 damage points healed"),
        "{said}"
    );
    assert!(
        said.contains("Razor rests 2 days: 2 damage points healed"),
        "{said}"
    );
    assert_eq!(
        (points(&campaign, "Vic"), points(&campaign, "Razor")),
        (4, 1)
    );

    let said = with_lang(Lang::Fr, || campaign.execute("repos 3 razor")).map(done)?;
    assert!(
        said.contains("Razor se repose 3 jours\u{a0}: 1 point de dégâts guéri"),
        "{said}"
    );
    assert_eq!(points(&campaign, "Razor"), 0);

    campaign.execute("option points-de-repos 0")?;
    let said = with_lang(Lang::En, || campaign.execute("rest 4 vic")).map(done)?;
    assert!(said.contains("no damage point healed"), "{said}");
    assert_eq!(points(&campaign, "Vic"), 4);

    campaign.execute("reload vic")?;
    let vic = campaign.timeline().state().by_name("Vic").ok_or("Vic")?;
    assert_eq!(
        vic.gear("pistol").and_then(|g| g.value(weapon::AMMO)),
        Some(12)
    );
    assert_eq!(vic.counter(text::SPENT), 0, "no round between fights");
    Ok(())
}

#[test]
fn cpi_12_a_lowered_con_is_carried_and_the_dead_do_not_rest() -> TestResult {
    let saves = tempfile::tempdir()?;
    let mut campaign = campaign(saves.path())?;
    let mut fight = new_fight(saves.path(), crate::ID, "Alley")?;
    fight.execute("party \"Night City\"")?;
    fight.execute(&format!("condition vic {} 2", body::CON_LOSS))?;
    fight.execute(&format!("condition razor {}", body::DEAD))?;
    fight.execute(&format!("condition vic {}", text::PRONE))?;
    drop(fight);
    campaign.execute("sync alley")?;
    let state = campaign.timeline().state();
    let vic = state.by_name("Vic").ok_or("Vic")?;
    assert!(vic.has_condition(body::CON_LOSS) && !vic.has_condition(text::PRONE));
    assert!(campaign.execute("rest 1 razor").is_err());
    let said = with_lang(Lang::En, || campaign.execute("rest 1")).map(done)?;
    assert!(
        said.contains("Vic rests") && !said.contains("Razor"),
        "{said}"
    );
    Ok(())
}

#[test]
fn a_campaign_refuses_the_round_and_a_fight_refuses_rest() -> TestResult {
    let saves = tempfile::tempdir()?;
    let mut campaign = campaign(saves.path())?;
    for line in [
        "initiative vic",
        "shoot vic single vs=15",
        "aim vic",
        "run vic 1",
    ] {
        assert!(campaign.execute(line).is_err(), "{line} waits for a fight");
    }
    let mut fight = new_fight(saves.path(), crate::ID, "Alley")?;
    fight.execute("party \"Night City\"")?;
    let refused = with_lang(Lang::En, || fight.execute("rest 3"))
        .err()
        .ok_or("no rest in a fight")?
        .to_string();
    assert!(refused.contains("between fights"), "{refused}");
    let refused = with_lang(Lang::Fr, || fight.execute("repos 3"))
        .err()
        .ok_or("pas de repos en combat")?
        .to_string();
    assert!(refused.contains("entre deux combats"), "{refused}");
    Ok(())
}
