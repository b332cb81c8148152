//! The combat pool's ammunition and kept-token forms: `reload` (SRP-14 ammunition, key `ctrl-l`) and
//! `keep` (SRP-12, key `ctrl-k`: the token the player keeps, right after the attack; every
//! plain letter is some system's already).

use crate::tui::form::{Context, Field, Form, Piece, Plan};
use crate::tui::keymap::Action;

use super::super::ammo;
use super::text;

/// The plan for `reload` or `keep`; `None` for any other action.
pub fn build(action: Action, ctx: &Context) -> Option<Plan> {
    Some(Plan::Form(match action {
        Action::Own("reload") => {
            // Offered by their keys, shown by the names the sheet gives them.
            let (weapons, labels): (Vec<String>, Vec<String>) = ctx
                .selected()
                .map(|c| {
                    c.gear
                        .iter()
                        .filter(|g| g.value(ammo::MAGAZINE).is_some())
                        .map(|g| (g.key.clone(), ammo::shown(g.label()).into_owned()))
                        .unzip()
                })
                .unwrap_or_default();
            let first = weapons.first().cloned().unwrap_or_default();
            Form::new(
                text::form_reload(),
                "reload",
                vec![
                    ctx.who(text::FIELD_WHO),
                    Field::text(text::field_weapon(), first)
                        .suggest(weapons)
                        .labels(labels)
                        .piece(Piece::Word)
                        .hint(text::hint_weapon()),
                    Field::number(text::field_magazine(), "")
                        .piece(Piece::Keyed("magazine"))
                        .hint(text::hint_magazine()),
                ],
            )
        }
        Action::Own("keep") => Form::new(
            text::form_keep(),
            "keep",
            vec![
                Field::number(text::field_token(), "")
                    .required()
                    .hint(text::hint_keep()),
            ],
        ),
        _ => return None,
    }))
}

#[cfg(test)]
#[path = "forms_ammo_keep_tests.rs"]
mod tests;
