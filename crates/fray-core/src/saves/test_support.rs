//! Test helpers the summary cache's tests share with the binary's tests that play real
//! systems.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use super::cache::file_for;
use super::{SaveSummary, scan_with};

/// Sets a file's last-write time to `secs` seconds ago.
pub fn age(path: &Path, secs: u64) -> std::io::Result<()> {
    let when = SystemTime::now() - Duration::from_secs(secs);
    std::fs::File::options()
        .write(true)
        .open(path)?
        .set_modified(when)
}

/// Every save of `dir`, its cache in `cache` (none: no cache), and how many were read.
pub fn list(dir: &Path, cache: Option<&Path>) -> (Vec<SaveSummary>, usize) {
    scan_with(dir, usize::MAX, cache).unwrap_or_default()
}

/// The only cache file in `cache`.
pub fn cache_file(dir: &Path, cache: &Path) -> std::io::Result<PathBuf> {
    Ok(file_for(cache, &std::fs::canonicalize(dir)?))
}
