//! The Cyberpunk rules on the full-screen interface: forms for the shared keys that have a
//! meaning here (test → `check`, wound → `damage`, heal), and, in `screens_keys` and
//! `screens_forms`, the system's own keys and a form per action (attack → `shoot`, delay).
//! The shared ladder pane draws the slots from the report's ladder, highest first.

use crate::i18n::fixed;
use crate::tui::SystemScreens;
use crate::tui::form::{Context, Field, Form, Piece, Plan};
use crate::tui::keymap::Action;

/// The Cyberpunk screens.
#[derive(Debug)]
pub struct Screens;

fn keyed(label: &'static str, key: &'static str) -> Field {
    Field::number(label, "").piece(Piece::Keyed(key))
}

impl SystemScreens for Screens {
    /// The verbs' keywords, then every weapon's key on the roster.
    fn completion_words(&self, state: &crate::model::Encounter) -> Vec<String> {
        let mut words: Vec<String> = crate::script::keywords_in(super::ID)
            .iter()
            .map(|s| s.to_string())
            .collect();
        for g in state.combatants.iter().flat_map(|c| &c.gear) {
            if !words.contains(&g.key) {
                words.push(g.key.clone());
            }
        }
        words
    }

    fn own_keys(&self) -> &'static [crate::tui::OwnKey] {
        super::screens_keys::own_keys()
    }

    fn refuses(&self, action: Action) -> Option<String> {
        super::screens_keys::refuses(action)
    }

    fn plan(&self, action: Action, ctx: &Context) -> Option<Plan> {
        if let Some(plan) = super::screens_forms::build(action, ctx) {
            return Some(plan);
        }
        let who = || ctx.who(fixed("cpi-field-who"));
        Some(Plan::Form(match action {
            Action::Test => Form::new(
                fixed("cpi-form-check"),
                "check",
                vec![
                    who(),
                    Field::text(fixed("cpi-field-stat"), "ref").required().piece(Piece::Word),
                    Field::text(fixed("cpi-field-skill"), "").piece(Piece::Word),
                    keyed(fixed("cpi-field-difficulty"), "vs"),
                    keyed(fixed("cpi-field-modifier"), "mod"),
                ],
            ),
            Action::Wound => Form::new(
                fixed("cpi-form-damage"),
                "damage",
                vec![who(), Field::number(fixed("cpi-field-points"), "").required()],
            ),
            Action::Heal => Form::new(
                fixed("cpi-form-heal"),
                "heal",
                vec![who(), Field::number(fixed("cpi-field-points"), "1").required()],
            ),
            _ => return None,
        }))
    }
}
