//! The rule system a command line names (`fray new -r`, `fray rules`).

use anyhow::Result;

use crate::model::SystemId;

use super::text;

/// The rule system `key` names: its key (any case), or a part of one that names a single
/// system (the start of a key, or what follows one of its dashes: a game's own name).
pub(super) fn system_of(key: &str) -> Result<SystemId> {
    if let Some(id) = SystemId::from_key(key) {
        return Ok(id);
    }
    let typed = key.trim().to_ascii_lowercase();
    let named = |id: &&SystemId| {
        let full = id.key().to_ascii_lowercase();
        !typed.is_empty() && (full.starts_with(&typed) || full.contains(&format!("-{typed}")))
    };
    let all = SystemId::all();
    let mut matches = all.iter().filter(named);
    match (matches.next(), matches.next()) {
        (Some(id), None) => Ok(*id),
        _ => {
            let known: Vec<_> = all.iter().map(|s| s.key()).collect();
            Err(anyhow::anyhow!(text::unknown_system(
                key,
                &known.join(", ")
            )))
        }
    }
}
