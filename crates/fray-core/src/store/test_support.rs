//! Test helpers the store's tests share with the binary's tests that play real systems.

use std::path::Path;

use super::error::StoreError;
use super::load::{Scan, scan};

/// `bytes` read as a save named `t.fray.jsonl`, up to its first bad line.
pub fn scan_bytes(bytes: &[u8]) -> Result<Scan, StoreError> {
    scan(Path::new("t.fray.jsonl"), bytes)
}
