//! Saves grouped by the campaign their party came from, for `fray list` and the start
//! screen: a group per campaign (those of the campaigns folder, even with no fight yet, and
//! those only a fight's party link still names), by name, then the fights of no campaign.

use crate::campaign::CampaignEntry;
use crate::model::{SystemId, combatant::slug};

use super::{SaveCampaign, SaveSummary};

/// A campaign of the campaigns folder, as a listing needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KnownCampaign {
    /// Its key (file stem), what a fight's party link names.
    pub key: String,
    /// Its name as written. Untrusted.
    pub name: String,
    /// Its rule system.
    pub system: SystemId,
}

impl From<&CampaignEntry> for KnownCampaign {
    fn from(entry: &CampaignEntry) -> Self {
        KnownCampaign {
            key: entry.key.clone(),
            name: entry.name.clone(),
            system: entry.system,
        }
    }
}

/// The campaigns of the saves folder `saves` (see [`crate::campaign::list`]), and a
/// sentence for each campaign file that could not be read.
pub fn known_campaigns(saves: &std::path::Path) -> (Vec<KnownCampaign>, Vec<String>) {
    let (entries, problems) = crate::campaign::list(saves);
    (entries.iter().map(KnownCampaign::from).collect(), problems)
}

/// One group of saves: a campaign's fights, or the fights of no campaign.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CampaignGroup {
    /// The campaign (its key and name), `None` for the fights of no campaign.
    pub campaign: Option<SaveCampaign>,
    /// The campaign's rule system, when its file was read.
    pub system: Option<SystemId>,
    /// The indexes of its saves in the summaries grouped, in their order.
    pub saves: Vec<usize>,
}

/// `saves` grouped by campaign: one group per campaign of `campaigns` or named by a save's
/// party link (by name, then key), each with its saves in the order given, then the saves
/// of no campaign when there are any. With no campaign at all, a single group of no
/// campaign holding every save (callers then list the saves as they always did).
pub fn by_campaign(saves: &[SaveSummary], campaigns: &[KnownCampaign]) -> Vec<CampaignGroup> {
    let mut groups: Vec<CampaignGroup> = campaigns
        .iter()
        .map(|c| CampaignGroup {
            campaign: Some(SaveCampaign {
                key: c.key.clone(),
                name: c.name.clone(),
            }),
            system: Some(c.system),
            saves: Vec::new(),
        })
        .collect();
    let mut loose = Vec::new();
    for (index, save) in saves.iter().enumerate() {
        let Some(link) = &save.campaign else {
            loose.push(index);
            continue;
        };
        let known = groups
            .iter_mut()
            .find(|g| g.campaign.as_ref().is_some_and(|c| c.key == link.key));
        match known {
            Some(group) => group.saves.push(index),
            None => groups.push(CampaignGroup {
                campaign: Some(link.clone()),
                system: None,
                saves: vec![index],
            }),
        }
    }
    groups.sort_by_key(order_key);
    if !loose.is_empty() || groups.is_empty() {
        groups.push(CampaignGroup {
            campaign: None,
            system: None,
            saves: loose,
        });
    }
    groups
}

/// Whether these groups hold any campaign (else the saves are listed ungrouped).
pub fn any_campaign(groups: &[CampaignGroup]) -> bool {
    groups.iter().any(|g| g.campaign.is_some())
}

/// Campaigns by name, case and accents aside, then by key.
fn order_key(group: &CampaignGroup) -> (String, String) {
    group
        .campaign
        .as_ref()
        .map(|c| (slug(&c.name), c.key.clone()))
        .unwrap_or_default()
}

#[cfg(test)]
#[path = "by_campaign_tests.rs"]
mod tests;
