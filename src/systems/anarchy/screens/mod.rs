//! The Anarchy rules on the full-screen interface: the system's own keys (`keys.rs`), a
//! form for every action, opened by them or by the shared keys with a meaning here (test,
//! attack → `test`, wound → `damage`, heal; `forms*.rs`), the verbs' keywords for
//! completion (`choice_words.rs`); the shared ladder and sheet panes show the rest.

mod choice_words;
mod forms;
mod forms_arcane;
mod forms_points;
mod keys;

use crate::tui::SystemScreens;
use crate::tui::form::{Context, Plan};
use crate::tui::keymap::Action;

/// The Anarchy screens.
#[derive(Debug)]
pub struct Screens;

impl SystemScreens for Screens {
    fn completion_words(&self, _state: &crate::model::Encounter) -> Vec<String> {
        choice_words::completion()
    }

    fn own_keys(&self) -> &'static [crate::tui::OwnKey] {
        keys::own_keys()
    }

    fn refuses(&self, action: Action) -> Option<String> {
        keys::refuses(action)
    }

    fn plan(&self, action: Action, ctx: &Context) -> Option<Plan> {
        forms::build(action, ctx)
    }
}
