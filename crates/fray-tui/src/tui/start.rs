//! The start screen (`fray` with no arguments): a list of "New encounter", "Open a copy
//! of the demo" and the saves, with an inline form for a new encounter.
//!
//! When the saves folder has campaigns, the saves are grouped under a line per campaign
//! (selectable: Enter on it opens the form with that campaign's party), then the fights of
//! no campaign; a key opens the form with a campaign picked (`start_campaign.rs`).
//!
//! The screen only decides; the app carries out what [`StartOutcome`] asks (opening,
//! creating) and reports failures back with [`StartScreen::set_message`].

use std::path::PathBuf;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use crate::model::SystemId;
use crate::rules::common::{MAX_NAME, clean_name};
use crate::store::paths::file_name;

use super::keymap::Action;
use super::saves::{CampaignGroup, KnownCampaign, Listing, SaveSummary};
use super::text;

/// What the app should do after a key on the start screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StartOutcome {
    /// Nothing: stay on the screen.
    Stay,
    /// Leave fray.
    Quit,
    /// Open this save.
    Open(PathBuf),
    /// Replay this save, read-only.
    Replay(PathBuf),
    /// Convert this save from an older format.
    Upgrade(PathBuf),
    /// Open a copy of the demo encounter.
    Demo,
    /// List the saves again and hand them to [`StartScreen::relist`]: the language
    /// changed, and the saves' systems and problems are worded in it.
    Relist,
    /// Create a new encounter (the name is already checked).
    Create {
        /// The rule system.
        system: SystemId,
        /// The encounter's name, cleaned.
        name: String,
        /// The campaign whose party joins it at once (its key), if one was picked.
        campaign: Option<String>,
    },
}

/// One line of the list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StartItem {
    /// "New encounter".
    New,
    /// "Open a copy of the demo".
    Demo,
    /// The save at this index of [`StartScreen::saves`].
    Save(usize),
    /// The heading of the campaign at this index of [`StartScreen::groups`].
    Campaign(usize),
}

/// A field of the new-encounter form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormField {
    /// The rule system.
    System,
    /// The campaign whose party joins (when the saves folder has campaigns).
    Campaign,
    /// The encounter's name.
    Name,
}

/// The new-encounter form, open inside the start screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewForm {
    system: usize,
    name: String,
    pub(super) field: FormField,
    error: Option<(FormField, String)>,
    /// The campaign picked, if any.
    pub(super) campaign: Option<KnownCampaign>,
    /// Whether the form has a campaign field (the saves folder has campaigns).
    pub(super) campaign_field: bool,
}

impl NewForm {
    pub(super) fn new(campaign_field: bool) -> NewForm {
        NewForm {
            system: 0,
            name: String::new(),
            field: FormField::Name,
            error: None,
            campaign: None,
            campaign_field,
        }
    }

    /// The campaign picked, whose party joins the new encounter.
    pub fn campaign(&self) -> Option<&KnownCampaign> {
        self.campaign.as_ref()
    }

    /// Whether the form has a campaign field.
    pub fn has_campaign_field(&self) -> bool {
        self.campaign_field
    }

    /// Picks the rule system `system` (when installed).
    pub(super) fn set_system(&mut self, system: SystemId) {
        if let Some(at) = SystemId::all().iter().position(|s| *s == system) {
            self.system = at;
        }
    }

    /// The field after (or before) the focused one, the campaign field skipped when
    /// there is none.
    fn step_field(&mut self, forward: bool) {
        let fields: &[FormField] = if self.campaign_field {
            &[FormField::System, FormField::Campaign, FormField::Name]
        } else {
            &[FormField::System, FormField::Name]
        };
        let n = fields.len();
        let at = fields.iter().position(|f| *f == self.field).unwrap_or(0);
        let next = if forward {
            (at + 1) % n
        } else {
            (at + n - 1) % n
        };
        if let Some(field) = fields.get(next) {
            self.field = *field;
        }
    }

    /// The chosen rule system.
    pub fn system(&self) -> SystemId {
        SystemId::all()
            .get(self.system)
            .copied()
            .unwrap_or_else(SystemId::default_system)
    }

    /// The name typed so far.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The field with the focus.
    pub fn field(&self) -> FormField {
        self.field
    }

    /// The validation message and the field it belongs to, if Enter was refused.
    pub fn error(&self) -> Option<(FormField, &str)> {
        self.error.as_ref().map(|(f, m)| (*f, m.as_str()))
    }

    fn cycle_system(&mut self, forward: bool) {
        let n = SystemId::all().len().max(1);
        self.system = if forward {
            (self.system + 1) % n
        } else {
            (self.system + n - 1) % n
        };
        // A campaign of another system is not offered.
        if self
            .campaign
            .as_ref()
            .is_some_and(|c| c.system != self.system())
        {
            self.campaign = None;
        }
    }
}

/// The start screen's state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartScreen {
    saves: Vec<SaveSummary>,
    /// The size in bytes of each save still being read (`None`: its summary is known).
    unread: Vec<Option<u64>>,
    /// How many of the saves to read are read, out of how many, while reading.
    reading: Option<(usize, usize)>,
    pub(super) selected: usize,
    form: Option<NewForm>,
    message: Option<String>,
    /// The campaigns of the saves folder.
    pub(super) campaigns: Vec<KnownCampaign>,
    /// The saves grouped by campaign.
    pub(super) groups: Vec<CampaignGroup>,
}

impl StartScreen {
    /// A start screen listing these saves (newest first), with the newest save selected
    /// (Enter resumes it), or the demo when there is none (a first run).
    pub fn new(saves: Vec<SaveSummary>) -> StartScreen {
        let mut screen = StartScreen {
            selected: 1,
            unread: vec![None; saves.len()],
            reading: None,
            groups: crate::saves::by_campaign(&saves, &[]),
            saves,
            form: None,
            message: None,
            campaigns: Vec::new(),
        };
        screen.select_newest();
        screen
    }

    /// A start screen listing what `listing` knows so far (see [`StartScreen::new`]);
    /// [`StartScreen::follow`] fills in the rest as it is read.
    pub fn listed(listing: &Listing) -> StartScreen {
        let mut screen = StartScreen::new(listing.summaries().to_vec());
        screen.follow(listing, &[]);
        screen
    }

    /// Takes the summaries `listing` read since (`filled`: their indexes, as
    /// [`Listing::poll`] gives them) and how far it has read. Rows are filled in place: the
    /// list keeps its order (newest file first) and the selection stays on the same save.
    pub fn follow(&mut self, listing: &Listing, filled: &[usize]) {
        for &i in filled {
            if let (Some(row), Some(read)) = (self.saves.get_mut(i), listing.summaries().get(i)) {
                *row = read.clone();
            }
        }
        self.unread = (0..self.saves.len())
            .map(|i| listing.size(i).filter(|_| listing.is_unread(i)))
            .collect();
        self.reading = listing.progress();
        if !filled.is_empty() {
            self.regroup();
        }
    }

    /// The saves listed.
    pub fn saves(&self) -> &[SaveSummary] {
        &self.saves
    }

    /// The size in bytes of the save at `index` of [`StartScreen::saves`] while it is
    /// still being read (its row shows only its file name, date and size).
    pub fn unread(&self, index: usize) -> Option<u64> {
        self.unread.get(index).copied().flatten()
    }

    /// While the saves are being read: how many are read, out of how many.
    pub fn reading(&self) -> Option<(usize, usize)> {
        self.reading
    }

    /// Every line of the list, in order: with campaigns, each campaign's heading then its
    /// saves, then the saves of no campaign; else the saves, newest first.
    pub fn items(&self) -> Vec<StartItem> {
        let mut items = vec![StartItem::New, StartItem::Demo];
        if !crate::saves::any_campaign(&self.groups) {
            items.extend((0..self.saves.len()).map(StartItem::Save));
            return items;
        }
        for (index, group) in self.groups.iter().enumerate() {
            if group.campaign.is_some() {
                items.push(StartItem::Campaign(index));
            }
            items.extend(group.saves.iter().copied().map(StartItem::Save));
        }
        items
    }

    /// The saves grouped by campaign (one group of no campaign when there is none).
    pub fn groups(&self) -> &[CampaignGroup] {
        &self.groups
    }

    /// The campaigns of the saves folder.
    pub fn campaigns(&self) -> &[KnownCampaign] {
        &self.campaigns
    }

    /// The index of the selected line in [`StartScreen::items`].
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// The new-encounter form, when open.
    pub fn form(&self) -> Option<&NewForm> {
        self.form.as_ref()
    }

    /// The new-encounter form, when open, to change.
    pub(super) fn form_mut(&mut self) -> Option<&mut NewForm> {
        self.form.as_mut()
    }

    /// The message shown on the screen (an error), if any.
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// Lists these saves instead (the same folder read again), keeping the selection on
    /// the same line: the same save when it is still listed.
    pub fn relist(&mut self, saves: Vec<SaveSummary>) {
        let kept = self.selected_save();
        self.unread = vec![None; saves.len()];
        self.reading = None;
        self.saves = saves;
        self.groups = crate::saves::by_campaign(&self.saves, &self.campaigns);
        let now_at = kept
            .and_then(|path| self.saves.iter().position(|s| s.path == path))
            .and_then(|at| self.items().iter().position(|i| *i == StartItem::Save(at)));
        let last = self.items().len().saturating_sub(1);
        self.selected = now_at.unwrap_or(self.selected).min(last);
    }

    /// Shows a message, e.g. why the chosen save could not be opened.
    pub fn set_message(&mut self, msg: String) {
        self.message = Some(msg);
    }

    /// Carries out an action of the start screen's keymap.
    pub fn handle(&mut self, action: Action) -> StartOutcome {
        self.message = None;
        if self.form.is_some() {
            if action == Action::Quit {
                self.form = None;
            }
            return StartOutcome::Stay;
        }
        let last = self.items().len().saturating_sub(1);
        match action {
            Action::Up => self.selected = self.selected.saturating_sub(1),
            Action::Down => self.selected = (self.selected + 1).min(last),
            Action::Top => self.selected = 0,
            Action::Bottom => self.selected = last,
            Action::Open => return self.open_selected(),
            Action::New => self.open_form(),
            Action::NewInCampaign => self.open_campaign_form(self.selected_campaign()),
            Action::Demo => return StartOutcome::Demo,
            Action::Replay => return self.replay_selected(),
            Action::Upgrade => match self.selected_save() {
                Some(path) => return StartOutcome::Upgrade(path),
                None => self.message = Some(text::start_upgrade_needs_save().to_string()),
            },
            Action::Language => {
                let lang = crate::i18n::current().next();
                crate::i18n::set(lang);
                self.message = Some(crate::t!("language-switched", name = lang.name()));
                return StartOutcome::Relist;
            }
            Action::Quit => return StartOutcome::Quit,
            _ => {}
        }
        StartOutcome::Stay
    }

    /// A click on line `item` of the list: selects it; a click on the line already
    /// selected opens it, as Enter does. Nothing while the new-encounter form is open.
    pub fn click(&mut self, item: usize) -> StartOutcome {
        if self.form.is_some() || item >= self.items().len() {
            return StartOutcome::Stay;
        }
        if item == self.selected {
            return self.handle(Action::Open);
        }
        self.message = None;
        self.selected = item;
        StartOutcome::Stay
    }

    /// A click on a field of the new-encounter form: focuses it; a click on the rule
    /// system already focused takes the next one, as → does.
    pub fn click_field(&mut self, field: FormField) {
        let Some(form) = self.form.as_mut() else {
            return;
        };
        if form.field == field && field == FormField::System {
            form.cycle_system(true);
            form.error = None;
        }
        if form.field == field && field == FormField::Campaign {
            let offered = offered(&self.campaigns, form.system());
            cycle_campaign(form, &offered, true);
            form.error = None;
        }
        form.field = field;
    }

    /// The wheel turned `by` notches (negative: up): the selection moves as ↑/↓ do.
    pub fn wheel(&mut self, by: isize) {
        let action = if by < 0 { Action::Up } else { Action::Down };
        for _ in 0..by.unsigned_abs() {
            self.handle(action);
        }
    }

    /// The path of the save selected, when a save's line is selected.
    pub fn selected_save(&self) -> Option<PathBuf> {
        match self.items().get(self.selected) {
            Some(StartItem::Save(i)) => self.saves.get(*i).map(|s| s.path.clone()),
            _ => None,
        }
    }

    fn replay_selected(&mut self) -> StartOutcome {
        let Some(StartItem::Save(i)) = self.items().get(self.selected).copied() else {
            self.message = Some(text::start_replay_needs_save().to_string());
            return StartOutcome::Stay;
        };
        if let Some(save) = self.saves.get(i) {
            match &save.problem {
                Some(problem) => self.message = Some(text::start_cannot_open(problem)),
                None => return StartOutcome::Replay(save.path.clone()),
            }
        }
        StartOutcome::Stay
    }

    /// Takes a raw key while the form is open; `None` when the screen does not take raw
    /// keys (the caller then maps the key through the keymap and calls
    /// [`StartScreen::handle`]).
    pub fn handle_key(&mut self, key: KeyEvent) -> Option<StartOutcome> {
        let form = self.form.as_mut()?;
        if key.kind == KeyEventKind::Release {
            return Some(StartOutcome::Stay);
        }
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        match key.code {
            KeyCode::Char('c') if ctrl => return Some(StartOutcome::Quit),
            KeyCode::Esc => self.form = None,
            KeyCode::Tab | KeyCode::Down => form.step_field(true),
            KeyCode::BackTab | KeyCode::Up => form.step_field(false),
            // ←/→ pick the campaign on its field, else the rule system wherever the focus
            // is: the name takes no cursor moves, so the keys have only this meaning.
            KeyCode::Left | KeyCode::Right if form.field == FormField::Campaign => {
                let forward = key.code == KeyCode::Right;
                let offered = offered(&self.campaigns, form.system());
                cycle_campaign(form, &offered, forward);
                form.error = None;
            }
            KeyCode::Left | KeyCode::Right => {
                form.cycle_system(key.code == KeyCode::Right);
                form.error = None;
            }
            KeyCode::Backspace => {
                form.field = FormField::Name;
                form.name.pop();
                form.error = None;
            }
            KeyCode::Char(c)
                if !c.is_control() && !ctrl && !key.modifiers.contains(KeyModifiers::ALT) =>
            {
                form.field = FormField::Name;
                if form.name.chars().count() < MAX_NAME {
                    form.name.push(c);
                }
                form.error = None;
            }
            KeyCode::Enter => return Some(self.submit()),
            _ => {}
        }
        Some(StartOutcome::Stay)
    }

    /// Checks the form; on success asks for the encounter (the form stays open so a
    /// failed creation can be retried: the app leaves the screen on success).
    fn submit(&mut self) -> StartOutcome {
        let Some(form) = self.form.as_mut() else {
            return StartOutcome::Stay;
        };
        let name = match clean_name(&form.name) {
            Ok(name) => name,
            Err(e) => {
                form.error = Some((FormField::Name, e.to_string()));
                return StartOutcome::Stay;
            }
        };
        let file = file_name(&name);
        let taken = self
            .saves
            .iter()
            .any(|s| s.path.file_name().is_some_and(|f| *f == *file));
        if taken {
            form.error = Some((FormField::Name, text::start_duplicate(&file)));
            return StartOutcome::Stay;
        }
        form.error = None;
        StartOutcome::Create {
            system: form.system(),
            name,
            campaign: form.campaign.as_ref().map(|c| c.key.clone()),
        }
    }

    pub(super) fn open_form(&mut self) {
        self.selected = 0;
        self.form = Some(NewForm::new(!self.campaigns.is_empty()));
    }

    fn open_selected(&mut self) -> StartOutcome {
        match self.items().get(self.selected) {
            Some(StartItem::New) => self.open_form(),
            Some(StartItem::Demo) => return StartOutcome::Demo,
            Some(StartItem::Save(i)) => {
                if let Some(save) = self.saves.get(*i) {
                    match &save.problem {
                        Some(problem) => self.message = Some(text::start_cannot_open(problem)),
                        None => return StartOutcome::Open(save.path.clone()),
                    }
                }
            }
            Some(StartItem::Campaign(_)) => self.open_campaign_form(self.selected_campaign()),
            None => {}
        }
        StartOutcome::Stay
    }
}

/// The campaigns of `campaigns` a new encounter of `system` may take its party from.
pub(super) fn offered(campaigns: &[KnownCampaign], system: SystemId) -> Vec<KnownCampaign> {
    campaigns
        .iter()
        .filter(|c| c.system == system)
        .cloned()
        .collect()
}

/// Picks the next (or previous) of no campaign and the `offered` ones.
fn cycle_campaign(form: &mut NewForm, offered: &[KnownCampaign], forward: bool) {
    let n = offered.len() + 1;
    let at = form
        .campaign
        .as_ref()
        .and_then(|c| offered.iter().position(|o| o.key == c.key))
        .map_or(0, |i| i + 1);
    let next = if forward {
        (at + 1) % n
    } else {
        (at + n - 1) % n
    };
    form.campaign = next.checked_sub(1).and_then(|i| offered.get(i)).cloned();
}

#[cfg(test)]
#[path = "start_tests.rs"]
mod tests;
