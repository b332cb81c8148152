//! The full-screen terminal interface (ratatui): a start screen and the fight screen.
//!
//! Keys become [`keymap::Action`]s through one data table per screen; actions that change
//! the encounter become lines of the command language and go through the same
//! [`Session`](crate::session::Session) as `fray run`, so every change is saved before
//! it is shown. Rendering is a pure function of the app state.

pub mod keymap;
pub mod text;
pub mod theme;
pub mod view;
