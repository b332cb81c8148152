//! fray's terminal screens: the start screen, the fight, replay and watch, drawn with
//! ratatui, and the configuration file (`fray.toml`) they read. A rule system adds its own
//! panes, forms and keys through [`tui::SystemScreens`].

#![cfg_attr(not(test), deny(clippy::unwrap_used))]

pub(crate) use fray_core::{
    calendar, campaign, engine, exit, i18n, library, model, narrate, platform, player_view,
    regular_file, replay, report, rules, safe_text, saves, script, session, setup, store, t,
};

pub mod lifeline;
pub mod settings;
pub mod tui;

/// This crate's messages, in every language fray speaks (installed by the binary).
pub static CATALOG: crate::i18n::Catalog = fray_core::catalog!();

/// The screens' tests read the screens' messages beside the core's, as the binary installs
/// them.
#[cfg(test)]
#[ctor::ctor(unsafe)]
fn install_catalog_for_tests() {
    static CATALOGS: &[&i18n::Catalog] = &[&CATALOG];
    i18n::install(CATALOGS);
}
