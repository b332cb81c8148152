//! The combat pool in a campaign, played the way a GM does through sessions: a party
//! brought into a fight, its pool drawn and wounds taken, written back with what the text
//! says lasts (SRP-02, SRP-03, SRP-15, SRP-19), days of rest in English and French, and the
//! commands a campaign takes or refuses.

use crate::i18n::{Lang, with_lang};
use crate::model::Encounter;
use crate::session::Session;
use fray_core::campaign::test_support::{campaign_with, fight as new_fight, narration as done};

use super::{sheet, text};

type TestResult = Result<(), Box<dyn std::error::Error>>;

fn filled(state: &Encounter, who: &str, track: &str) -> u16 {
    state
        .by_name(who)
        .and_then(|c| sheet::monitor(c, track))
        .map_or(0, |m| m.filled + m.overflow)
}

/// A campaign « Les Ombres » with Baral and Kira, their pools typed, in `saves`.
fn campaign(saves: &std::path::Path) -> Result<Session, Box<dyn std::error::Error>> {
    campaign_with(
        saves,
        crate::ID,
        "Les Ombres",
        &[
            "add Baral pc reaction=4 intuition=4 body=4 willpower=4",
            "add Kira pc reaction=5 intuition=3 body=3 willpower=5",
            "pool baral instinct",
            "pool kira instinct",
        ],
    )
}

#[test]
fn srp_03_srp_15_the_pool_is_left_in_the_fight_and_the_boxes_carried_back() -> TestResult {
    let saves = tempfile::tempdir()?;
    let mut campaign = campaign(saves.path())?;

    let mut fight = new_fight(saves.path(), crate::ID, "Ambush")?;
    fight.execute("party \"Les Ombres\"")?;
    fight.execute("start")?;
    fight.execute("aim baral")?;
    fight.execute("damage baral 3")?;
    fight.execute("damage baral 4 stun")?;
    let baral = fight.timeline().state().by_name("Baral").ok_or("Baral")?;
    assert!(baral.tokens.as_ref().is_some_and(|p| p.undrawn > 0));
    assert_eq!(baral.counter(text::AIM), 1);
    drop(fight);

    done(campaign.execute("sync ambush")?);
    let state = campaign.timeline().state();
    let baral = state.by_name("Baral").ok_or("Baral is in the campaign")?;
    let pool = baral.tokens.as_ref().ok_or("the pool's type stays")?;
    assert_eq!(pool.pool_type, "instinct");
    assert_eq!(
        (pool.undrawn, pool.gained, pool.defense.len()),
        (0, 0, 0),
        "no token outlasts the fight: the next one opens with its own recharge"
    );
    assert_eq!(baral.counter(text::AIM), 0, "the aim was for that fight");
    assert_eq!(filled(state, "Baral", "physical"), 3);
    assert_eq!(filled(state, "Baral", "stun"), 4);

    let said = with_lang(Lang::En, || campaign.execute("rest 1")).map(done)?;
    assert!(said.contains("Baral rests 1 day"), "{said}");
    let state = campaign.timeline().state();
    assert_eq!(filled(state, "Baral", "stun"), 0, "a night clears stun");
    assert_eq!(
        filled(state, "Baral", "physical"),
        2,
        "and one physical box"
    );

    let said = with_lang(Lang::Fr, || campaign.execute("repos 2 baral")).map(done)?;
    assert!(said.contains("Baral se repose 2 jours"), "{said}");
    assert_eq!(filled(campaign.timeline().state(), "Baral", "physical"), 0);

    campaign.execute("option rest-physical 0")?;
    campaign.execute("damage kira 2")?;
    campaign.execute("rest 5")?;
    assert_eq!(
        filled(campaign.timeline().state(), "Kira", "physical"),
        2,
        "rest-physical 0 leaves the boxes to heal"
    );
    Ok(())
}

#[test]
fn srp_19_a_lethal_hit_is_carried_and_rest_does_not_heal_it() -> TestResult {
    let saves = tempfile::tempdir()?;
    let mut campaign = campaign(saves.path())?;
    let mut fight = new_fight(saves.path(), crate::ID, "Ambush")?;
    fight.execute("party \"Les Ombres\"")?;
    fight.execute(&format!("condition kira \"{}\"", text::LETHAL))?;
    fight.execute(&format!("condition baral \"{}\"", text::KNOCKED_OUT))?;
    drop(fight);
    campaign.execute("sync ambush")?;
    let state = campaign.timeline().state();
    assert!(
        state
            .by_name("Kira")
            .is_some_and(|c| c.has_condition(text::LETHAL))
    );
    assert!(
        state
            .by_name("Baral")
            .is_some_and(|c| !c.has_condition(text::KNOCKED_OUT)),
        "a knock-out does not outlast the fight"
    );
    assert!(campaign.execute("rest 1 kira").is_err());
    let said = with_lang(Lang::En, || campaign.execute("rest 1")).map(done)?;
    assert!(
        said.contains("Baral rests") && !said.contains("Kira"),
        "{said}"
    );
    Ok(())
}

#[test]
fn a_campaign_takes_gear_wounds_and_rest_but_not_the_fight_and_a_fight_no_rest() -> TestResult {
    let saves = tempfile::tempdir()?;
    let mut campaign = campaign(saves.path())?;
    for line in [
        "pool baral tactics",
        "reload baral pistol magazine=12",
        "damage baral 2",
        "heal baral 1",
        "option repos-étourdissant tout",
        "rest 1",
    ] {
        campaign
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    for line in [
        "ready baral position",
        "stress baral high",
        "allocate baral 2",
        "aim baral",
        "intend baral free \"covers the door\"",
    ] {
        assert!(campaign.execute(line).is_err(), "{line} waits for a fight");
    }
    let mut fight = new_fight(saves.path(), crate::ID, "Ambush")?;
    fight.execute("party \"Les Ombres\"")?;
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
