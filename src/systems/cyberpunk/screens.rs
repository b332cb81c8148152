//! The Cyberpunk rules on the full-screen interface. The interval ladder pane and the
//! forms come later: for now the shared ladder pane draws the slots (from the report's
//! ladder, highest first), and every action of these rules is typed on the `:` line.

use crate::tui::SystemScreens;
use crate::tui::form::{Context, Plan};
use crate::tui::keymap::Action;

/// The Cyberpunk screens.
#[derive(Debug)]
pub struct Screens;

impl SystemScreens for Screens {
    /// No form of its own yet: the shared builders' forms, and `:` lines for the rest.
    fn plan(&self, _action: Action, _ctx: &Context) -> Option<Plan> {
        None
    }
}
