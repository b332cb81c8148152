//! A Shadowrun: Anarchy campaign played as a GM plays it, through `Session` lines on a
//! campaign save: a runner carried into a fight and back (the points and boxes kept, a
//! bought but unused Well disposed gone: ANA-04, ANA-OP-16), the commands a campaign takes
//! between fights and those it refuses, and the rests in English and French (ANA-04,
//! ANA-OP-02, ANA-OP-15).

use fray::campaign::test_support::{campaign_with, fight as new_fight, narration as said};
use std::path::Path;

use fray::i18n::{Lang, with_lang};
use fray::session::Session;
use fray::systems::anarchy;

type TestResult = Result<(), Box<dyn std::error::Error>>;

/// « Les Ombres », Kira and Jax, in `saves`' campaigns folder.
fn campaign(saves: &Path) -> Result<Session, Box<dyn std::error::Error>> {
    campaign_with(
        saves,
        anarchy::ID,
        "Les Ombres",
        &[
            "add Kira pc str=5 wil=3 agi=4 log=6 chance=3 armor=6",
            "add Jax pc str=3 wil=3 agi=4 log=2 chance=2 armor=2",
        ],
    )
}

fn counter(session: &Session, who: &str, name: &str) -> i32 {
    session
        .timeline()
        .state()
        .by_name(who)
        .map_or(-1, |c| c.counter(name))
}

fn filled(session: &Session, who: &str, track: &str) -> u16 {
    match session.timeline().state().by_name(who).map(|c| &c.damage) {
        Some(fray::model::DamageTrack::Monitors { tracks }) => tracks
            .iter()
            .find(|m| m.name == track)
            .map_or(0, |m| m.filled),
        _ => 0,
    }
}

/// « Une fois tous dépensés, il faudra attendre la prochaine séance pour reconstituer sa
/// réserve » (ANA-04): a Chance point spent and boxes taken in a fight come back to the
/// campaign; Well disposed's dice bought and not rolled do not (ANA-OP-16).
#[test]
fn ana_op_16_a_runner_comes_back_with_points_and_boxes_not_unused_dice() -> TestResult {
    let saves = tempfile::tempdir()?;
    let mut campaign = campaign(saves.path())?;
    campaign.execute("rest session")?;
    let mut fight = new_fight(saves.path(), anarchy::ID, "Docks")?;
    fight.execute("party \"Les Ombres\"")?;
    fight.execute("add Ganger enemy str=4 wil=2 agi=3 log=2")?;
    fight.execute("reroll kira 2")?;
    fight.execute("damage kira 9")?;
    fight.execute("spend jax well-disposed")?;
    assert_eq!(counter(&fight, "Jax", "well-disposed"), 3);
    drop(fight);

    campaign.execute("sync docks")?;
    assert_eq!(counter(&campaign, "Kira", "chance"), 2);
    assert_eq!(filled(&campaign, "Kira", "physical"), 3);
    assert_eq!(counter(&campaign, "Jax", "anarchy"), 2);
    assert_eq!(counter(&campaign, "Jax", "well-disposed"), 0);
    Ok(())
}

/// Between fights a campaign takes healing, First aid, awards and the rests; a test,
/// initiative or a Turn's spend is refused there, and a rest is refused in a fight.
#[test]
fn ana_05_a_campaign_takes_healing_and_refuses_the_fight() -> TestResult {
    let saves = tempfile::tempdir()?;
    let mut campaign = campaign(saves.path())?;
    campaign.execute("rest session")?;
    for line in [
        "damage kira 8",
        "heal kira 1 armor",
        "spend jax first-aid on kira physical",
        "award kira 1",
    ] {
        campaign.execute(line)?;
    }
    assert_eq!(filled(&campaign, "Kira", "physical"), 1);
    for line in [
        "test kira 6",
        "initiative kira",
        "spend kira interruption",
        "start",
    ] {
        assert!(campaign.execute(line).is_err(), "{line} between fights");
    }
    let mut fight = new_fight(saves.path(), anarchy::ID, "Bar")?;
    fight.execute("party les-ombres")?;
    let refusal = fight
        .execute("rest days 1")
        .err()
        .ok_or("rest in a fight")?;
    assert!(refusal.to_string().contains("sync"), "{refusal}");
    Ok(())
}

/// The text heals nothing over time (ANA-OP-15): `rest days 2` clears 2 physical boxes,
/// the stun monitor and the Armor; `repos jours 1 kira` says it in French.
#[test]
fn ana_op_15_days_of_rest_heal_in_english_and_french() -> TestResult {
    let saves = tempfile::tempdir()?;
    let mut campaign = campaign(saves.path())?;
    campaign.execute("damage kira 10")?;
    campaign.execute("damage kira 2 stun no-armor")?;
    let line = said(with_lang(Lang::En, || campaign.execute("rest days 2"))?);
    assert!(line.contains("everyone rests 2 days"), "{line}");
    assert_eq!(filled(&campaign, "Kira", "physical"), 2);
    assert_eq!(filled(&campaign, "Kira", "stun"), 0);
    assert_eq!(filled(&campaign, "Kira", "armor"), 0);
    let line = said(with_lang(Lang::Fr, || {
        campaign.execute("repos jours 1 kira")
    })?);
    assert!(line.contains("Kira se repose un jour"), "{line}");
    assert_eq!(filled(&campaign, "Kira", "physical"), 1);
    campaign.execute("option rest-physical all")?;
    campaign.execute("rest days 1")?;
    assert_eq!(filled(&campaign, "Kira", "physical"), 0);
    Ok(())
}

/// « Un joueur dispose d'un nombre de points de Chance égal à l'attribut Chance de son
/// personnage à chaque séance » (ANA-04): `repos séance` gives them back, in French.
#[test]
fn ana_04_a_new_session_in_french_gives_chance_back() -> TestResult {
    let saves = tempfile::tempdir()?;
    let mut campaign = campaign(saves.path())?;
    campaign.execute("rest session")?;
    let mut fight = new_fight(saves.path(), anarchy::ID, "Roof")?;
    fight.execute("party les-ombres")?;
    fight.execute("reroll jax 1")?;
    fight.execute("reroll jax 1")?;
    drop(fight);
    campaign.execute("sync roof")?;
    assert_eq!(counter(&campaign, "Jax", "chance"), 0);
    let line = said(with_lang(Lang::Fr, || campaign.execute("repos séance"))?);
    assert!(
        line.contains("nouvelle séance pour tout le monde"),
        "{line}"
    );
    assert_eq!(counter(&campaign, "Jax", "chance"), 2);
    assert_eq!(counter(&campaign, "Kira", "chance"), 3);
    Ok(())
}
