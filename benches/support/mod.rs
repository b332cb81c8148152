//! What the benchmarks share: the save generator and the ratio report.
#![allow(dead_code)]

pub mod commands;
pub mod generate;
pub mod ratio;
pub mod rng;
