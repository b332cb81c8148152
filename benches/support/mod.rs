//! What the benchmarks share: the save generator and the ratio report.
#![allow(dead_code)]

/// Every benchmark plays with the systems installed, as `main` installs them.
#[ctor::ctor(unsafe)]
fn install_systems() {
    fray::systems::install();
}

pub mod commands;
pub mod generate;
pub mod gm_keys;
pub mod ratio;
pub mod rng;

/// Whether `FRAY_BENCH_SYSTEMS` (keys or parts of keys, comma-separated) keeps the system
/// `key`: all systems when unset.
pub fn kept(key: &str) -> bool {
    std::env::var("FRAY_BENCH_SYSTEMS").map_or(true, |list| {
        list.split(',').any(|part| key.contains(part.trim()))
    })
}
