//! The first Corporates forms: the declare key announces a count (COR-03), the test and
//! attack keys take the declared action due now (`act`, COR-04, COR-08). Each opens on the
//! selected combatant and writes one line of the command language.

use crate::i18n::fixed;
use crate::model::Combatant;
use crate::tui::form::{Context, Field, Form, Piece, Plan};
use crate::tui::keymap::Action;

/// The plan for a key with a meaning here; `None`: not one of them.
pub fn build(action: Action, ctx: &Context) -> Option<Plan> {
    let form: fn(&Context, &Combatant) -> Form = match action {
        Action::Declare => declare,
        Action::Test | Action::Attack => act,
        _ => return None,
    };
    Some(match ctx.selected() {
        Some(c) => Plan::Form(form(ctx, c)),
        None => Plan::Refuse(crate::tui::text::NOBODY_SELECTED.to_string()),
    })
}

fn who(ctx: &Context, c: &Combatant) -> Field {
    Field::choice(fixed("cor-field-who"), ctx.names(), c.name.clone()).required()
}

fn framed(label: &'static str, word: &'static str) -> Field {
    Field::number(label, "").piece(Piece::Framed(word, ""))
}

/// `declare WHO N` (COR-03, COR-04).
fn declare(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("cor-form-declare"),
        "declare",
        vec![
            who(ctx, c),
            Field::number(fixed("cor-field-count"), "1").required(),
        ],
    )
}

/// `act WHO [what TEXT] [dice N] [bonus N] [vs N]` (COR-08).
fn act(ctx: &Context, c: &Combatant) -> Form {
    Form::new(
        fixed("cor-form-act"),
        "act",
        vec![
            who(ctx, c),
            Field::text(fixed("cor-field-what"), "").piece(Piece::Framed("what", "")),
            framed(fixed("cor-field-dice"), "dice"),
            framed(fixed("cor-field-bonus"), "bonus"),
            framed(fixed("cor-field-vs"), "vs"),
        ],
    )
}
