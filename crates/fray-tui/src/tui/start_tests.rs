//! Tests for the start screen's model with no save. The tests of its list navigation and
//! of the new-encounter form need real rule systems: they are in the binary's crate
//! (`src/with_systems/tui_start_tests.rs`).

use super::*;
use std::path::PathBuf;

#[test]
fn a_first_run_selects_the_demo() {
    let s = StartScreen::new(Vec::new());
    assert_eq!(s.items()[s.selected()], StartItem::Demo);
}

fn save(file: &str, campaign: Option<&str>) -> SaveSummary {
    SaveSummary {
        path: PathBuf::from("/saves").join(file),
        name: file.to_string(),
        system: String::new(),
        round: 0,
        records: 0,
        modified: None,
        problem: None,
        old_format: None,
        campaign: campaign.map(|key| crate::saves::SaveCampaign {
            key: key.to_string(),
            name: key.to_uppercase(),
        }),
    }
}

fn known(key: &str) -> KnownCampaign {
    KnownCampaign {
        key: key.to_string(),
        name: key.to_uppercase(),
        system: SystemId::declare("start-tests"),
    }
}

#[test]
fn campaigns_arriving_regroup_the_list_and_keep_the_selection() {
    let mut s = StartScreen::new(vec![save("a", None), save("b", Some("ombres"))]);
    assert_eq!(s.items().len(), 5, "grouped at once by the fight's link");
    assert_eq!(
        s.items()[s.selected()],
        StartItem::Save(0),
        "the newest save"
    );
    s.set_campaigns(vec![known("ombres"), known("aube")]);
    let items = s.items();
    assert_eq!(
        items,
        [
            StartItem::New,
            StartItem::Demo,
            StartItem::Campaign(0),
            StartItem::Campaign(1),
            StartItem::Save(1),
            StartItem::Save(0),
        ]
    );
    assert_eq!(
        items[s.selected()],
        StartItem::Save(0),
        "still on the same save"
    );
}

#[test]
fn a_campaign_whose_file_is_gone_opens_no_form_and_says_so() {
    let mut s = StartScreen::new(vec![save("b", Some("ombres"))]);
    s.handle(Action::Top);
    s.handle(Action::Down);
    s.handle(Action::Down);
    assert_eq!(s.items()[s.selected()], StartItem::Campaign(0));
    assert_eq!(s.handle(Action::Open), StartOutcome::Stay);
    assert!(s.form().is_none());
    assert!(
        s.message().is_some_and(|m| m.contains("OMBRES")),
        "{:?}",
        s.message()
    );
}

#[test]
fn the_campaign_key_with_no_campaign_says_so() {
    let mut s = StartScreen::new(vec![save("a", None)]);
    s.handle(Action::NewInCampaign);
    assert!(s.form().is_none());
    assert!(s.message().is_some());
    s.set_campaigns(vec![known("ombres")]);
    s.handle(Action::NewInCampaign);
    let form = s.form().expect("the form opens");
    assert_eq!(form.campaign().map(|c| c.key.as_str()), Some("ombres"));
    assert!(form.has_campaign_field());
}
