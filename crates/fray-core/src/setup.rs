//! Making encounters: a new save with a seed from the clock, or a copy of the demo. Shared
//! by the command line and the full-screen interface (the engine never reads the clock).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::{Context, Result};

use crate::engine::Header;
use crate::model::SystemId;
use crate::rules;
use crate::session::Session;
use crate::store::paths;

/// The demo encounter shipped with fray (the first registered system's that has one),
/// copied for the GM so the example never changes.
pub fn demo() -> &'static str {
    crate::rules::registry::all()
        .iter()
        .find_map(|s| s.demo())
        .unwrap_or_default()
}

/// Seconds since the Unix epoch, for a header's creation time (0 before 1970).
pub fn clock() -> u64 {
    crate::session::now().unwrap_or(0)
}

/// A dice seed from the clock and the process id.
pub fn seed_from_clock() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
        ^ u64::from(std::process::id())
}

/// Creates a new encounter's save in `saves` and opens it, with `options` (those
/// `fray.toml` gives its system, `[systems.SYSTEM]`) set by `option` commands, as the GM
/// would set them.
pub fn create(
    saves: &Path,
    system: SystemId,
    name: &str,
    seed: Option<u64>,
    options: &[(String, String)],
) -> Result<Session> {
    let name = rules::common::clean_name(name).map_err(|e| anyhow::anyhow!(e))?;
    std::fs::create_dir_all(saves).with_context(|| creating(saves))?;
    let path = saves.join(paths::file_name(&name));
    let header = Header::new(system, name, seed.unwrap_or_else(seed_from_clock), clock());
    let mut session = Session::create(&path, header).with_context(|| creating(&path))?;
    for (key, value) in options {
        session
            .execute(&format!("option {key} {value}"))
            .with_context(|| creating(&path))?;
    }
    Ok(session)
}

/// Copies the demo into `saves` under a fresh name; returns the copy's path.
pub fn copy_demo(saves: &Path) -> Result<PathBuf> {
    std::fs::create_dir_all(saves).with_context(|| creating(saves))?;
    let path = fresh_path(saves, "demo");
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&path)
        .with_context(|| creating(&path))?;
    file.write_all(demo().as_bytes())?;
    file.sync_all()?;
    Ok(path)
}

fn fresh_path(dir: &Path, stem: &str) -> PathBuf {
    (1..)
        .map(|n| dir.join(format!("{stem}-{n}.fray.jsonl")))
        .find(|p| !p.exists())
        .unwrap_or_else(|| dir.join(format!("{stem}.fray.jsonl")))
}

/// What fray was doing when creating a file or folder failed.
fn creating(path: &Path) -> String {
    crate::t!("cli-creating", path = path.display().to_string())
}
