//! For tests: a campaign and its fights played through sessions in a saves folder, as the
//! command line makes them (the campaign in `campaigns/`, each fight beside it).

use std::error::Error;
use std::path::Path;

use crate::engine::Header;
use crate::model::SystemId;
use crate::session::{Reply, Session};

/// A new campaign `name` of `system` in the campaigns folder of `saves`, `lines` carried
/// out on it (its party, their gear).
pub fn campaign_with(
    saves: &Path,
    system: SystemId,
    name: &str,
    lines: &[&str],
) -> Result<Session, Box<dyn Error>> {
    std::fs::create_dir_all(super::campaigns_dir(saves))?;
    let path = super::path_for(saves, name);
    let mut campaign = Session::create(&path, Header::campaign(system, name, 7, 1))?;
    for line in lines {
        campaign.execute(line)?;
    }
    Ok(campaign)
}

/// A new fight `name` of `system` in `saves`, its file named after it.
pub fn fight(saves: &Path, system: SystemId, name: &str) -> Result<Session, Box<dyn Error>> {
    let path = saves.join(crate::store::paths::file_name(name));
    Ok(Session::create(&path, Header::new(system, name, 3, 1))?)
}

/// What a carried-out command said; a test fails on any other reply.
pub fn narration(reply: Reply) -> String {
    match reply {
        Reply::Done { narration, .. } => narration,
        other => panic!("not carried out: {other:?}"),
    }
}
