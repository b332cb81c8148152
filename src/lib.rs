//! fray: an event-sourced combat tracker for tabletop role-playing games.
//!
//! The binary's crate: the command line (`cli`) and the registry (`systems`), the one place
//! that lists the rule systems. The core (`fray-core`), the screens (`fray-tui`) and each
//! rule system (`crates/fray-<system>`) are crates of their own; their modules are re-exported
//! here under the paths they have always had (`fray::engine`, `fray::tui`, …).

#![cfg_attr(not(test), deny(clippy::unwrap_used))]

pub use fray_core::{
    calendar, campaign, catalog, engine, exit, export, i18n, library, model, narrate, own_payloads,
    platform, player_view, regular_file, replay, report, rules, safe_text, saves, script, session,
    setup, store, t,
};
pub use fray_tui::{lifeline, settings, tui};

pub mod allocator;
pub mod cli;
pub mod share;
pub mod systems;

#[cfg(test)]
mod with_systems;

#[cfg(test)]
mod catalog_template_tests;
#[cfg(test)]
mod catalog_tests;

/// The command line's messages, in every language fray speaks.
pub static CATALOG: i18n::Catalog = fray_core::catalog!();

/// The unit tests play every system, installed as `main` installs them.
#[cfg(test)]
#[ctor::ctor(unsafe)]
fn install_for_tests() {
    systems::install();
}
