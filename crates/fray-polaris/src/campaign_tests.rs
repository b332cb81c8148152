//! Polaris in a campaign, played the way a GM does through sessions: a party brought into
//! a fight, wounded, written back with what the text says lasts (POL-31, POL-35), days of
//! rest in English and French, and the commands a campaign takes or refuses.

use crate::i18n::{Lang, with_lang};
use crate::model::Encounter;
use crate::session::Session;
use fray_core::campaign::test_support::{campaign_with, fight as new_fight, narration as done};

use super::injury::{SHOCK_TEST, STABILISATION};
use super::wounds;

type TestResult = Result<(), Box<dyn std::error::Error>>;

fn boxes(state: &Encounter, who: &str, location: usize, severity: usize) -> u8 {
    state
        .by_name(who)
        .and_then(|c| c.damage.locator())
        .map_or(0, |l| l.locations[location].cells[severity].checked)
}

/// A campaign « Les Ombres » with Baral and Kira, in `saves`.
fn campaign(saves: &std::path::Path) -> Result<Session, Box<dyn std::error::Error>> {
    campaign_with(
        saves,
        crate::ID,
        "Les Ombres",
        &["add Baral pc reaction=14", "add Kira pc reaction=12"],
    )
}

#[test]
fn pol_35_a_bleeding_wound_is_carried_back_and_light_wounds_heal_over_days() -> TestResult {
    let saves = tempfile::tempdir()?;
    let mut campaign = campaign(saves.path())?;

    let mut fight = new_fight(saves.path(), crate::ID, "Ambush")?;
    fight.execute("party \"Les Ombres\"")?;
    fight.execute("wound baral left-arm critical bleeding")?;
    fight.execute("wound baral body light")?;
    fight.execute("wound baral body light")?;
    fight.execute("wound kira head light")?;
    let baral = fight.timeline().state().by_name("Baral").ok_or("Baral")?;
    assert!(baral.has_condition(STABILISATION) && baral.has_condition(SHOCK_TEST));
    drop(fight);

    done(campaign.execute("sync ambush")?);
    let state = campaign.timeline().state();
    let baral = state.by_name("Baral").ok_or("Baral is in the campaign")?;
    assert!(
        baral.has_condition(STABILISATION),
        "a bleeding critical wound still needs stabilising after the fight"
    );
    assert!(
        !baral.has_condition(SHOCK_TEST),
        "the shock test belongs to the moment of the wound"
    );
    assert_eq!(boxes(state, "Baral", wounds::BODY, wounds::LIGHT), 2);

    let said = with_lang(Lang::En, || campaign.execute("rest 1")).map(done)?;
    assert!(said.contains("Baral, Kira rest 1 day"), "{said}");
    assert!(
        said.contains("Baral still has a wound that worsens"),
        "{said}"
    );
    let state = campaign.timeline().state();
    assert_eq!(boxes(state, "Baral", wounds::BODY, wounds::LIGHT), 1);
    assert_eq!(boxes(state, "Kira", wounds::HEAD, wounds::LIGHT), 0);
    assert_eq!(
        boxes(state, "Baral", wounds::LEFT_ARM, wounds::CRITICAL),
        1,
        "a critical wound waits for care"
    );

    let said = with_lang(Lang::Fr, || campaign.execute("repos 2 baral")).map(done)?;
    assert!(said.contains("Baral se repose 2 jours"), "{said}");
    assert!(
        said.contains("Baral a encore une blessure qui s’aggrave sans soins"),
        "{said}"
    );
    let state = campaign.timeline().state();
    assert_eq!(boxes(state, "Baral", wounds::BODY, wounds::LIGHT), 0);

    done(campaign.execute("undo")?);
    assert_eq!(
        boxes(
            campaign.timeline().state(),
            "Baral",
            wounds::BODY,
            wounds::LIGHT
        ),
        1,
        "a rest is undone like any record"
    );
    Ok(())
}

#[test]
fn a_campaign_takes_care_and_rest_but_not_the_fight_and_a_fight_no_rest() -> TestResult {
    let saves = tempfile::tempdir()?;
    let mut campaign = campaign(saves.path())?;
    for line in [
        "wound baral body critical bleeding",
        "stabilise baral",
        "heal baral body critical",
        "weapon baral dague damage=1d6 melee",
        "option rest-heals medium",
        "option repos-guérit aucune",
        "rest 2",
    ] {
        campaign
            .execute(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    for line in [
        "declare baral \"shoots\"",
        "init baral 12",
        "attack baral kira 12 damage=6",
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
