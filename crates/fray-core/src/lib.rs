//! fray's core: an event-sourced combat tracker's model, rule engine and save store, with
//! no rule system in it.
//!
//! Commands are decided by a pure rule engine into events; events are appended to an
//! append-only save log; the state shown is the fold of that log. A rule system is a
//! plug-in ([`rules::RuleSystem`]) installed at start ([`rules::registry::install`]).

#![cfg_attr(not(test), deny(clippy::unwrap_used))]

pub mod calendar;
pub mod campaign;
pub mod engine;
pub mod exit;
pub mod export;
pub mod i18n;
mod key_hash;
pub mod library;
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
pub mod setup;
pub mod store;
