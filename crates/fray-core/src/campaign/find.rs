//! Listing the campaigns of a saves folder and finding one by the name the GM types.

use std::path::{Path, PathBuf};

use crate::engine::Timeline;
use crate::model::{Encounter, FightLink, SaveKind, SystemId, combatant::slug};

/// A campaign as `fray campaign list` shows it.
#[derive(Debug, Clone)]
pub struct CampaignEntry {
    /// Its file.
    pub path: PathBuf,
    /// Its key (file stem), what a fight's party link names.
    pub key: String,
    /// Its name as written.
    pub name: String,
    /// Its rule system.
    pub system: SystemId,
    /// Its state: the party, and its fights.
    pub state: Encounter,
}

impl CampaignEntry {
    /// Its fights, in the order they were linked.
    pub fn fights(&self) -> &[FightLink] {
        &self.state.fights
    }
}

/// Reads a campaign file: its state, or why it cannot be read (in the GM's language).
pub fn read(path: &Path) -> Result<CampaignEntry, String> {
    let loaded = crate::store::load(path).map_err(|e| e.to_string())?;
    if loaded.header.kind != SaveKind::Campaign {
        return Err(crate::t!(
            "campaign-not-a-campaign",
            file = crate::safe_text::escape(&path.display().to_string())
        ));
    }
    let header = loaded.header.clone();
    let timeline = Timeline::from_records(loaded.header, loaded.records);
    Ok(CampaignEntry {
        path: path.to_path_buf(),
        key: super::key_of(path),
        name: header.name,
        system: header.system,
        state: timeline.state().clone(),
    })
}

/// Every campaign in the saves folder `saves`, by name, and a sentence for each file that
/// could not be read (damaged, not a campaign): the others still come.
pub fn list(saves: &Path) -> (Vec<CampaignEntry>, Vec<String>) {
    let dir = super::campaigns_dir(saves);
    let Ok(entries) = crate::store::paths::list_saves(&dir) else {
        return (Vec::new(), Vec::new());
    };
    let mut found = Vec::new();
    let mut problems = Vec::new();
    for entry in entries {
        match read(&entry.path) {
            Ok(campaign) => found.push(campaign),
            Err(problem) => problems.push(problem),
        }
    }
    found.sort_by(|a, b| slug(&a.name).cmp(&slug(&b.name)).then(a.key.cmp(&b.key)));
    (found, problems)
}

/// The campaign the GM named: by its key (`les-ombres`), its name (`"Les Ombres"`, case
/// and accents aside), or a path to its file.
pub fn find(saves: &Path, word: &str) -> Result<CampaignEntry, String> {
    let as_path = Path::new(word);
    if word.ends_with(crate::store::SAVE_EXTENSION) && as_path.is_file() {
        return read(as_path);
    }
    let wanted = slug(word);
    let (campaigns, problems) = list(saves);
    if let Some(found) = campaigns
        .into_iter()
        .find(|c| c.key == wanted || slug(&c.name) == wanted)
    {
        return Ok(found);
    }
    let mut message = crate::t!("campaign-not-found", name = crate::safe_text::escape(word));
    for problem in problems {
        message.push('\n');
        message.push_str(&problem);
    }
    Err(message)
}
