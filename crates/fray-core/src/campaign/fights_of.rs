//! The fights of a campaign that the campaign may not know yet: a fight learns its party
//! when `party CAMPAIGN` is carried out in it, but the campaign learns the fight only at
//! its first write-back (`sync`, which links it). Until then the saves folder is the only
//! place that says which fights hold this campaign's party.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::engine::{Event, Record};

/// A fight of the saves folder whose party came from a campaign.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PartyFight {
    /// The fight's save.
    pub path: PathBuf,
    /// The fight's name, as its header writes it.
    pub name: String,
    /// Its last record (0: none yet).
    pub last: u64,
}

/// Every fight in the saves folder `saves` whose party came from the campaign keyed `key`
/// (a `party_joined` event naming it, in a record not undone), newest save first. A save
/// that cannot be read is left out: `fray list` and `fray check` say what is wrong with it.
pub fn fights_of(saves: &Path, key: &str) -> Vec<PartyFight> {
    let Ok(entries) = crate::store::paths::list_saves(saves) else {
        return Vec::new();
    };
    entries
        .into_iter()
        .filter_map(|entry| {
            let loaded = crate::store::load(&entry.path).ok()?;
            if !loaded.header.kind.is_fight() || !joined(&loaded.records, key) {
                return None;
            }
            Some(PartyFight {
                name: loaded.header.name,
                last: loaded.records.last().map_or(0, |r| r.seq),
                path: entry.path,
            })
        })
        .collect()
}

/// Whether `records` hold the party of `key` joining, in a record that stands (not undone,
/// or redone since): the undo and redo records are read, nothing is folded.
fn joined(records: &[Record], key: &str) -> bool {
    let mut joins = BTreeSet::new();
    let mut undone = BTreeSet::new();
    for record in records {
        for event in &record.events {
            match event {
                Event::PartyJoined { party } if party.campaign == key => {
                    joins.insert(record.seq);
                }
                Event::CommandUndone { seq } => {
                    undone.insert(*seq);
                }
                Event::CommandRedone { seq } => {
                    undone.remove(seq);
                }
                _ => {}
            }
        }
    }
    joins.iter().any(|seq| !undone.contains(seq))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::PartyLink;

    fn joined_record(seq: u64, key: &str) -> Record {
        Record::hand_made(
            seq,
            vec![Event::PartyJoined {
                party: PartyLink {
                    campaign: key.into(),
                    name: "The Shadows".into(),
                    members: Vec::new(),
                },
            }],
        )
    }

    #[test]
    fn a_join_counts_unless_undone_and_not_redone() {
        let join = joined_record(1, "the-shadows");
        assert!(joined(std::slice::from_ref(&join), "the-shadows"));
        assert!(!joined(std::slice::from_ref(&join), "others"));
        let undo = Record::hand_made(2, vec![Event::CommandUndone { seq: 1 }]);
        assert!(!joined(&[join.clone(), undo.clone()], "the-shadows"));
        let redo = Record::hand_made(3, vec![Event::CommandRedone { seq: 1 }]);
        assert!(joined(&[join, undo, redo], "the-shadows"));
    }
}
