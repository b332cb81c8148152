//! The campaign a command line names: its file, read and checked before anything is
//! written (a damaged file, or a fight given for a campaign, is refused untouched).

use std::path::{Path, PathBuf};

use anyhow::{Result, anyhow};

use crate::campaign::{self, CampaignEntry};
use crate::session::Session;

/// The campaign file `word` names in the saves folder `saves`: a path to it, its key
/// (`les-ombres`) or its name; read whole, so that a damaged one is refused here.
pub(super) fn read(saves: &Path, word: &str) -> Result<CampaignEntry> {
    let path = path_of(saves, word)?;
    campaign::find::read(&path).map_err(|problem| anyhow!(problem))
}

/// The file of the campaign `word` names: a path, a file in the campaigns folder, or a
/// campaign whose name it is.
fn path_of(saves: &Path, word: &str) -> Result<PathBuf> {
    let folder = campaign::campaigns_dir(saves);
    if let Ok(path) = crate::store::paths::resolve_save(&folder, word) {
        return Ok(path);
    }
    // By its name (a file renamed by hand); the message names the unreadable files.
    campaign::find(saves, word)
        .map(|entry| entry.path)
        .map_err(|message| anyhow!(message))
}

/// The campaign `word` names, opened for writing (its lock taken), with the warnings its
/// loading raised: refused when it is damaged, not a campaign, or open in another fray.
pub(super) fn open(saves: &Path, word: &str) -> Result<(Session, Vec<String>)> {
    let entry = read(saves, word)?;
    open_entry(&entry)
}

/// [`open`] for a campaign already read.
pub(super) fn open_entry(entry: &CampaignEntry) -> Result<(Session, Vec<String>)> {
    let path = &entry.path;
    let (session, warnings) = Session::open(path)
        .map_err(|e| anyhow!(super::super::text::context(&opening(path), &e.to_string())))?;
    if !session.timeline().state().is_campaign() {
        // Replaced by a fight between the two readings.
        return Err(anyhow!(crate::t!(
            "campaign-not-a-campaign",
            file = crate::safe_text::path(path)
        )));
    }
    Ok((session, warnings))
}

/// What fray was doing: opening the campaign at `path`.
fn opening(path: &Path) -> String {
    super::super::text::opening(&path.display().to_string())
}

/// The saves folder a campaign's fights are in: the one holding its `campaigns` folder,
/// else `saves`.
pub(super) fn saves_of(entry: &CampaignEntry, saves: &Path) -> PathBuf {
    campaign::saves_dir_of(&entry.path).unwrap_or_else(|| saves.to_path_buf())
}
