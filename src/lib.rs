//! fray: an event-sourced combat tracker for tabletop role-playing games.
//!
//! Commands are decided by a pure rule engine into events; events are appended to an
//! append-only save log; the state shown is the fold of that log.

#![cfg_attr(not(test), deny(clippy::unwrap_used))]

pub mod calendar;
pub mod cli;
pub mod engine;
pub mod exit;
pub mod export;
pub mod i18n;
pub mod lifeline;
pub mod model;
pub mod narrate;
pub mod platform;
pub mod player_view;
pub mod regular_file;
pub mod replay;
pub mod report;
pub mod rules;
pub mod safe_text;
pub mod saves;
pub mod script;
pub mod session;
pub mod settings;
pub mod setup;
pub mod store;
pub mod systems;
pub mod tui;
