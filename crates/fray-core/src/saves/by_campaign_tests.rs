//! Tests for grouping saves by campaign.

use std::path::PathBuf;

use super::*;
use crate::model::Encounter;

fn save(file: &str, campaign: Option<(&str, &str)>) -> SaveSummary {
    SaveSummary {
        path: PathBuf::from("/saves").join(file),
        name: file.to_string(),
        system: String::new(),
        round: 0,
        records: 0,
        modified: None,
        problem: None,
        old_format: None,
        campaign: campaign.map(|(key, name)| SaveCampaign {
            key: key.to_string(),
            name: name.to_string(),
        }),
    }
}

fn entry(key: &str, name: &str) -> KnownCampaign {
    let system = SystemId::declare("test-system");
    KnownCampaign::from(&CampaignEntry {
        path: PathBuf::from("/saves/campaigns").join(format!("{key}.fray.jsonl")),
        key: key.to_string(),
        name: name.to_string(),
        system,
        state: Encounter::new(system, name),
    })
}

fn keys(groups: &[CampaignGroup]) -> Vec<Option<&str>> {
    groups
        .iter()
        .map(|g| g.campaign.as_ref().map(|c| c.key.as_str()))
        .collect()
}

#[test]
fn no_campaign_is_one_group_of_every_save() {
    let saves = [save("a", None), save("b", None)];
    let groups = by_campaign(&saves, &[]);
    assert_eq!(keys(&groups), [None]);
    assert_eq!(groups[0].saves, [0, 1]);
    assert!(!any_campaign(&groups));
    assert_eq!(keys(&by_campaign(&[], &[])), [None]);
}

#[test]
fn campaigns_come_by_name_with_their_fights_then_the_rest() {
    let saves = [
        save("a", Some(("zeta", "Zeta"))),
        save("b", None),
        save("c", Some(("les-ombres", "Les Ombres"))),
        save("d", Some(("gone", "Gone Campaign"))),
        save("e", Some(("les-ombres", "Les Ombres"))),
    ];
    let campaigns = [
        entry("les-ombres", "Les Ombres"),
        entry("empty", "Émeraude"),
    ];
    let groups = by_campaign(&saves, &campaigns);
    assert_eq!(
        keys(&groups),
        [
            Some("empty"),
            Some("gone"),
            Some("les-ombres"),
            Some("zeta"),
            None
        ]
    );
    assert!(groups[0].saves.is_empty(), "a campaign with no fight yet");
    assert_eq!(groups[1].saves, [3]);
    assert_eq!(groups[1].system, None, "known only from the fight's link");
    assert_eq!(groups[2].saves, [2, 4]);
    assert!(groups[2].system.is_some());
    assert_eq!(groups[4].saves, [1]);
    assert!(any_campaign(&groups));
}

#[test]
fn every_fight_in_a_campaign_leaves_no_group_of_no_campaign() {
    let saves = [save("a", Some(("x", "X")))];
    assert_eq!(keys(&by_campaign(&saves, &[])), [Some("x")]);
}
