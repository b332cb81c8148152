//! The declaration forms' yes/no field "players read it". Its line is what it shows: for
//! a combatant whose declaration is secret by default (an NPC, unless the option
//! `npc-declarations` says `public`) it writes `secret` or `public`; for one whose
//! declaration is public by default (a PC) it writes `secret` when turned so, else nothing.

use super::{Field, Piece};
use crate::model::{Combatant, Encounter};
use crate::tui::text;

/// The field saying whether `who`'s declaration is secret, at the rules' default for them.
pub fn field(state: &Encounter, who: Option<&Combatant>) -> Field {
    let secret =
        who.is_some_and(|c| crate::rules::visibility::declaration_secret(state, c.id, None));
    let (secret_label, public_label) = (
        crate::t!("tui-secrecy-secret"),
        crate::t!("tui-secrecy-public"),
    );
    let field = if secret {
        Field::choice(
            "tui-field-secrecy",
            vec!["secret".to_string(), "public".to_string()],
            "secret",
        )
        .piece(Piece::Keyword)
        .labels(vec![secret_label, public_label])
    } else {
        Field::choice(
            "tui-field-secrecy",
            vec![text::NO.to_string(), "secret".to_string()],
            text::NO,
        )
        .piece(Piece::Flag)
        .labels(vec![public_label, secret_label])
    };
    field.hint("tui-hint-secrecy")
}
