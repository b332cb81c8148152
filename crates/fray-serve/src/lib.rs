//! fray's players' page (`fray serve`, the share key of the fight screen): a small HTTP
//! server run by fray itself that follows a save as `fray watch` does and serves one
//! self-contained page and its live data, built from the players' projection
//! ([`fray_core::player_view`]) only. It names no rule system.

#![cfg_attr(not(test), deny(clippy::unwrap_used))]

pub mod page;
pub mod serve;

/// This crate's messages, in every language fray speaks (installed by the binary).
pub static CATALOG: fray_core::i18n::Catalog = fray_core::catalog!();
