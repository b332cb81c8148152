//! A campaign's fights as `fray campaign show` and `list` give them: those it has written
//! back (its links), and those whose party came from it that it does not know yet (found
//! in the saves folder, [`crate::campaign::fights_of`]).

use std::path::Path;

use crate::campaign::CampaignEntry;

/// One fight of a campaign.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct FightRow {
    /// The fight's name.
    pub name: String,
    /// Its save's file name in the saves folder.
    pub file: String,
    /// The last record of the fight written back, if any.
    pub synced: Option<u64>,
    /// The fight's last record, when its save was found and read.
    pub last: Option<u64>,
}

/// The fights of `entry`: those it links, in order, then those of the saves folder
/// `saves` holding its party that it does not link yet.
pub(super) fn rows(entry: &CampaignEntry, saves: &Path) -> Vec<FightRow> {
    let found = crate::campaign::fights_of(saves, &entry.key);
    let file_of = |path: &Path| {
        path.file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default()
    };
    let mut rows: Vec<FightRow> = entry
        .fights()
        .iter()
        .map(|link| FightRow {
            name: link.name.clone(),
            file: link.file.clone(),
            synced: link.synced,
            last: found
                .iter()
                .find(|f| file_of(&f.path) == link.file)
                .map(|f| f.last),
        })
        .collect();
    for fight in found {
        let file = file_of(&fight.path);
        if rows.iter().all(|row| row.file != file) {
            rows.push(FightRow {
                name: fight.name,
                file,
                synced: None,
                last: Some(fight.last),
            });
        }
    }
    rows
}
