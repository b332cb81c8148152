//! `fray campaign new` (a campaign file, its party still to add) and the party side of
//! `fray new --campaign` (the campaign's party brought into a new fight).

use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, Result, anyhow, bail};

use super::{text, which};
use crate::engine::{Command, Header};
use crate::model::{Side, SystemId};
use crate::session::{Reply, Session};

/// `fray campaign new NAME [-r SYSTEM]`: creates the campaign's file in the campaigns
/// folder; refused when a campaign of that name (that file) exists.
pub(super) fn campaign(saves: &Path, name: &str, rules: Option<&str>) -> Result<ExitCode> {
    let system = match rules {
        Some(key) => super::super::system_of(key)?,
        None => SystemId::default_system(),
    };
    let name = crate::rules::common::clean_name(name).map_err(|e| anyhow!(e))?;
    let path = crate::campaign::path_for(saves, &name);
    if path.exists() {
        bail!(text::exists(&name, &path));
    }
    let folder = crate::campaign::campaigns_dir(saves);
    std::fs::create_dir_all(&folder).with_context(|| text::creating(&folder))?;
    let header = Header::campaign(
        system,
        name.clone(),
        crate::setup::seed_from_clock(),
        crate::setup::clock(),
    );
    Session::create(&path, header).with_context(|| text::creating(&path))?;
    outln!("{}", text::created(&name, system, &path));
    outln!("{}", text::next_steps(&crate::campaign::key_of(&path)));
    Ok(ExitCode::SUCCESS)
}

/// The campaign `word` names and the rule system of a fight with its party: the one `-r`
/// names (refused when it is not the campaign's), else the campaign's. Read before the
/// fight is made, so that nothing is made for a campaign that cannot be read or has no
/// one to bring.
pub(in crate::cli) fn fight_with_party(
    saves: &Path,
    word: &str,
    rules: Option<&str>,
) -> Result<(String, SystemId)> {
    let entry = which::read(saves, word)?;
    if let Some(key) = rules {
        let asked = super::super::system_of(key)?;
        if asked != entry.system {
            bail!(text::other_system(&entry.name, entry.system, asked));
        }
    }
    let party = entry
        .state
        .combatants
        .iter()
        .any(|c| matches!(c.side, Side::Pc | Side::Ally));
    if !party {
        bail!(text::no_party(&entry.name, &entry.key));
    }
    Ok((entry.key, entry.system))
}

/// Brings the party of the campaign keyed `key` into the new fight `session`, as the
/// line `party KEY` typed at its prompt; prints its acknowledgement. Returns whether it
/// is saved.
pub(in crate::cli) fn bring_party(session: &mut Session, key: &str) -> Result<bool> {
    let line = crate::script::format(&Command::Party {
        campaign: key.to_string(),
        source: None,
    });
    let (mut out, mut err) = (io::stdout().lock(), io::stderr().lock());
    let mut acks = super::super::acks::Acks::new();
    match session.execute(&line)? {
        Reply::Done { seq, narration, .. } => {
            acks.done(session, &line, seq, narration, &mut out, &mut err)?;
        }
        Reply::Nothing | Reply::Help(_) => {}
    }
    out.flush()?;
    Ok(acks.finish(session, &mut out, &mut err)?)
}
