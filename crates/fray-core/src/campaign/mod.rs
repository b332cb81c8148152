//! Campaigns on disk: the party carried from fight to fight.
//!
//! A campaign is a save of its own kind ([`crate::model::SaveKind::Campaign`]) in the
//! `campaigns` folder of the saves folder: the same sealed, append-only log, the same lock,
//! the same checks on reading. Its roster is the party at its carried state; its records
//! are the GM's changes, rests and write-backs ([`crate::engine::Command::Sync`]). This
//! module finds campaigns and fights by name and reads what one needs of the other.

pub mod changes;
pub mod fights_of;
pub mod find;
pub mod sources;
#[cfg(any(test, feature = "test-support"))]
pub mod test_support;

use std::path::{Path, PathBuf};

pub use changes::{Change, changes};
pub use fights_of::{PartyFight, fights_of};
pub use find::{CampaignEntry, find, list};
pub use sources::{find_fight, party_source, sync_source};

/// The folder of campaigns inside the saves folder.
pub const FOLDER: &str = "campaigns";

/// The campaigns folder of a saves folder (not created).
pub fn campaigns_dir(saves: &Path) -> PathBuf {
    saves.join(FOLDER)
}

/// The saves folder a campaign file lives under (the parent of its `campaigns` folder).
pub fn saves_dir_of(campaign: &Path) -> Option<PathBuf> {
    let folder = campaign.parent()?;
    (folder.file_name()? == FOLDER).then(|| folder.parent().map(Path::to_path_buf))?
}

/// A campaign file's key: its file name without the save extension (`les-ombres`).
pub fn key_of(path: &Path) -> String {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    name.strip_suffix(crate::store::SAVE_EXTENSION)
        .unwrap_or(&name)
        .to_string()
}

/// The path a new campaign called `name` gets.
pub fn path_for(saves: &Path, name: &str) -> PathBuf {
    campaigns_dir(saves).join(crate::store::paths::file_name(name))
}
