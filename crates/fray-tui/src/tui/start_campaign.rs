//! The start screen's campaigns: the saves grouped under them, and a new encounter
//! opened with a campaign's party picked (the campaign of the selected line, else the
//! first of the folder's).

use super::saves::KnownCampaign;
use super::start::{FormField, StartItem, StartScreen};
use super::text;

impl StartScreen {
    /// Lists the saves folder's campaigns (read by the app): the saves are grouped under
    /// them, and the new-encounter form can pick one. The selection stays on its line.
    pub fn set_campaigns(&mut self, campaigns: Vec<KnownCampaign>) {
        self.campaigns = campaigns;
        self.regroup();
    }

    /// Groups the saves again (a summary read, the campaigns listed), keeping the
    /// selection on the same line.
    pub(super) fn regroup(&mut self) {
        let kept = self.items().get(self.selected).copied();
        self.groups = crate::saves::by_campaign(self.saves(), &self.campaigns);
        let items = self.items();
        if let Some(at) = kept.and_then(|k| items.iter().position(|i| *i == k)) {
            self.selected = at;
        }
        self.selected = self.selected.min(items.len().saturating_sub(1));
    }

    /// Selects the newest save (Enter resumes it), or the demo when there is none.
    pub(super) fn select_newest(&mut self) {
        let items = self.items();
        self.selected = items
            .iter()
            .position(|i| *i == StartItem::Save(0))
            .unwrap_or(1);
    }

    /// The campaign of the selected line (its heading, or a save of it), else the first
    /// campaign of the folder; `None` when the folder has none.
    pub(super) fn selected_campaign(&self) -> Option<String> {
        let of_line = match self.items().get(self.selected) {
            Some(StartItem::Campaign(g)) => self
                .groups
                .get(*g)
                .and_then(|g| g.campaign.as_ref())
                .map(|c| c.key.clone()),
            Some(StartItem::Save(i)) => self
                .saves()
                .get(*i)
                .and_then(|s| s.campaign.as_ref())
                .map(|c| c.key.clone()),
            _ => None,
        };
        of_line.or_else(|| self.campaigns.first().map(|c| c.key.clone()))
    }

    /// Opens the new-encounter form with the campaign `key` picked and its rule system
    /// chosen; says why when there is no campaign, or its file is gone.
    pub(super) fn open_campaign_form(&mut self, key: Option<String>) {
        let Some(key) = key else {
            self.set_message(text::start_no_campaign().to_string());
            return;
        };
        let Some(campaign) = self.campaigns.iter().find(|c| c.key == key).cloned() else {
            let name = self
                .groups
                .iter()
                .filter_map(|g| g.campaign.as_ref())
                .find(|c| c.key == key)
                .map_or(key.clone(), |c| c.name.clone());
            self.set_message(text::start_campaign_gone(&name));
            return;
        };
        self.open_form();
        if let Some(form) = self.form_mut() {
            form.set_system(campaign.system);
            form.campaign = Some(campaign);
            form.field = FormField::Name;
        }
    }
}
