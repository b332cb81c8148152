//! What a fight needs of its campaign (the party, [`PartySource`]) and what a campaign
//! needs of a fight (the PCs' state at its end, [`SyncSource`]): read from the files, for
//! the session to hand to the rules, which decide from them alone.

use std::path::{Path, PathBuf};

use crate::engine::{PartySource, SyncSource, Timeline};
use crate::model::{Encounter, Side, SystemId, combatant::slug};

/// The party of the campaign named `word`, for a fight of `system`: every PC and ally the
/// campaign holds, at their carried state.
pub fn party_source(saves: &Path, word: &str, system: SystemId) -> Result<PartySource, String> {
    let campaign = super::find(saves, word)?;
    if campaign.system != system {
        return Err(crate::t!(
            "campaign-other-system",
            campaign = crate::safe_text::escape(&campaign.name),
            theirs = crate::rules::system(campaign.system).title(),
            ours = crate::rules::system(system).title()
        ));
    }
    let members = campaign
        .state
        .combatants
        .iter()
        .filter(|c| matches!(c.side, Side::Pc | Side::Ally))
        .cloned()
        .collect();
    Ok(PartySource {
        file: campaign.key,
        name: campaign.name,
        members,
    })
}

/// The fight named `word` in the saves folder: a path to its file, its file name with or
/// without the extension, or its name.
pub fn find_fight(saves: &Path, word: &str) -> Result<PathBuf, String> {
    let as_path = Path::new(word);
    if as_path.is_file() {
        return Ok(as_path.to_path_buf());
    }
    let with_extension = saves.join(format!(
        "{}{}",
        word.strip_suffix(crate::store::SAVE_EXTENSION)
            .unwrap_or(word),
        crate::store::SAVE_EXTENSION
    ));
    if with_extension.is_file() {
        return Ok(with_extension);
    }
    let wanted = slug(word);
    // By name, from the saves' summaries (kept in the listing's cache), not by reading
    // every save whole.
    let named = crate::saves::scan(saves, usize::MAX)
        .into_iter()
        .find(|summary| summary.problem.is_none() && slug(&summary.name) == wanted);
    named.map(|summary| summary.path).ok_or_else(|| {
        crate::t!(
            "campaign-fight-not-found",
            name = crate::safe_text::escape(word)
        )
    })
}

/// The state the campaign `campaign_key` takes back from the fight at `fight`: each of its
/// party still in the fight, as their system carries them, under their campaign id.
pub fn sync_source(fight: &Path, campaign_key: &str) -> Result<SyncSource, String> {
    let loaded = crate::store::load(fight).map_err(|e| e.to_string())?;
    let name = loaded.header.name.clone();
    let system = loaded.header.system;
    let timeline = Timeline::from_records(loaded.header, loaded.records);
    let through = timeline.next_seq().saturating_sub(1);
    let state = timeline.state();
    let members = carried_party(state, campaign_key, system).ok_or_else(|| {
        crate::t!(
            "campaign-fight-not-ours",
            fight = crate::safe_text::escape(&name)
        )
    })?;
    let file = fight
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    Ok(SyncSource {
        file,
        name,
        through,
        members,
    })
}

/// The party of `state` as the campaign `campaign_key` keeps it, or `None` when the
/// fight's party came from elsewhere (or it has none).
fn carried_party(
    state: &Encounter,
    campaign_key: &str,
    system: SystemId,
) -> Option<Vec<crate::model::Combatant>> {
    let party = state
        .party
        .as_ref()
        .filter(|p| p.campaign == campaign_key)?;
    let rules = crate::rules::system(system);
    Some(
        party
            .members
            .iter()
            .filter_map(|m| {
                let fighter = state.combatant(m.id)?;
                let mut kept = rules.carried(fighter);
                kept.id = m.pc;
                Some(kept)
            })
            .collect(),
    )
}
