//! A Corporates campaign played as a GM plays it, through `Session` lines on a campaign
//! save: a character carried into a fight and back with the wounds that last (COR-41), the
//! turn left behind, the next fight opening with them; the commands a campaign takes
//! between fights and those it refuses; the rest in English and French (COR-OP-27,
//! COR-OP-28).

use fray::campaign::test_support::{campaign_with, fight as new_fight, narration as said};
use std::path::Path;

use fray::engine::Header;
use fray::i18n::{Lang, with_lang};
use fray::session::Session;
use fray::systems::corporates;

type TestResult = Result<(), Box<dyn std::error::Error>>;

/// « L'Équipe », Ana and Bo, in `saves`' campaigns folder.
fn campaign(saves: &Path) -> Result<Session, Box<dyn std::error::Error>> {
    campaign_with(
        saves,
        corporates::ID,
        "L'Équipe",
        &[
            "add Ana pc reaction=3 agility=4 endurance=4 confidence=2",
            "add Bo pc reaction=2 agility=3 endurance=3",
        ],
    )
}

fn has(session: &Session, who: &str, condition: &str) -> bool {
    session
        .timeline()
        .state()
        .by_name(who)
        .is_some_and(|c| c.has_condition(condition))
}

fn counter(session: &Session, who: &str, name: &str) -> i32 {
    session
        .timeline()
        .state()
        .by_name(who)
        .map_or(-1, |c| c.counter(name))
}

/// « Blessure au bras, celui-ci est inutilisable jusqu'à la récupération des niveaux de
/// blessures perdus » (COR-41): the arm stays unusable from the fight into the campaign
/// and into the next fight; a posture of the fight does not.
#[test]
fn cor_41_a_lasting_wound_goes_from_fight_to_campaign_to_fight() -> TestResult {
    let saves = tempfile::tempdir()?;
    let mut campaign = campaign(saves.path())?;
    let mut fight = new_fight(saves.path(), corporates::ID, "Quai")?;
    fight.execute("party l-equipe")?;
    fight.execute("hurt ana kind bullet dice 2 bonus 12")?;
    fight.execute("condition ana arm-unusable 0")?;
    fight.execute("condition ana crouched")?;
    let wound = counter(&fight, "Ana", "wound");
    drop(fight);

    campaign.execute("sync quai")?;
    assert!(has(&campaign, "Ana", "arm-unusable"));
    assert!(!has(&campaign, "Ana", "crouched"));
    assert_eq!(counter(&campaign, "Ana", "wound"), wound);

    let second = saves.path().join("toit.fray.jsonl");
    let mut fight = Session::create(&second, Header::new(corporates::ID, "Toit", 4, 1))?;
    fight.execute("party l-equipe")?;
    assert!(
        has(&fight, "Ana", "arm-unusable"),
        "the next fight opens with it"
    );
    assert_eq!(counter(&fight, "Ana", "wound"), wound);
    Ok(())
}

/// Between fights a campaign takes healing, gear and confidence points and refuses the
/// turn; a rest is refused in a fight.
#[test]
fn cor_op_28_a_campaign_takes_healing_and_gear_and_refuses_the_turn() -> TestResult {
    let saves = tempfile::tempdir()?;
    let mut campaign = campaign(saves.path())?;
    for line in [
        "weapon ana pistol kind=pistol damage=4 rounds=15",
        "armour ana vest protection=5",
        "confidence ana 1",
    ] {
        campaign.execute(line)?;
    }
    assert_eq!(counter(&campaign, "Ana", "confidence"), 1);
    for line in [
        "declare ana 2",
        "survival ana",
        "hurt ana kind bullet dice 2",
    ] {
        assert!(campaign.execute(line).is_err(), "{line} between fights");
    }
    let mut fight = new_fight(saves.path(), corporates::ID, "Bar")?;
    fight.execute("party l-equipe")?;
    assert!(fight.execute("rest hours 1").is_err(), "rest in a fight");
    Ok(())
}

/// « chaque heure il réussir un jet d'endurance difficulté 15 ou perdre 1 niveau de
/// blessure » (COR-41, line 14): an hour's rest rolls it; once the bleeding is stopped, a
/// day's rest in French gives a Wound level back (COR-OP-27) and the confidence points.
#[test]
fn cor_op_27_rest_in_english_and_french() -> TestResult {
    let saves = tempfile::tempdir()?;
    let mut campaign = campaign(saves.path())?;
    campaign.execute("condition ana bleeding")?;
    campaign.execute("confidence ana 0")?;
    let line = said(with_lang(Lang::En, || {
        campaign.execute("rest hours 1 ana")
    })?);
    assert!(line.contains("Ana rests an hour"), "{line}");
    assert!(
        line.contains("endurance roll against the bleeding"),
        "{line}"
    );
    assert!(
        campaign.execute("rest days 2").is_err(),
        "a day at most while bleeding"
    );
    campaign.execute("uncondition ana bleeding")?;
    let mut fight = new_fight(saves.path(), corporates::ID, "Rue")?;
    fight.execute("party l-equipe")?;
    fight.execute("hurt ana kind bullet dice 1 bonus 20")?;
    let wound = counter(&fight, "Ana", "wound");
    assert!(wound > 0);
    drop(fight);
    campaign.execute("sync rue")?;
    let line = said(with_lang(Lang::Fr, || {
        campaign.execute("repos jours 1 ana")
    })?);
    assert!(line.contains("Ana se repose un jour"), "{line}");
    assert_eq!(counter(&campaign, "Ana", "wound"), wound - 1);
    assert_eq!(counter(&campaign, "Ana", "confidence"), 2);
    Ok(())
}
