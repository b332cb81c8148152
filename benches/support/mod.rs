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
