//! Under `option dice table`, a Corporates form's fields for the dice the table rolls for
//! its verb (a shot's check, a wound's damage and soak...), in the rules' order; a d6's
//! says the values may run together (`452` for 4, 5, 2), a d100's what it picks. Right
//! after a hit, the damage form opens on its first die.

use crate::engine::table_dice;
use crate::i18n::fixed;
use crate::tui::form::{Context, Field, Form, Piece};

/// `form` with a field per die its verb may roll at the table, when the encounter rolls
/// at the table; as it is otherwise.
pub fn with_table_dice(ctx: &Context, mut form: Form) -> Form {
    if !table_dice::table_mode(ctx.state) || form.question.is_some() {
        return form;
    }
    // Right after a hit, the damage form knows all but the dice: the focus goes to them.
    let after_hit = form.verb == "hurt"
        && form
            .fields
            .iter()
            .any(|f| f.label == fixed("cor-keys-field-margin") && !f.value.is_empty());
    let first = form.fields.len();
    let system = crate::rules::system(ctx.state.system);
    for slot in system
        .rolls()
        .iter()
        .filter(|s| !s.own_word && s.verbs.contains(&form.verb))
    {
        let hint = if slot.sides <= 9 {
            fixed("cor-keys-hint-table-d6")
        } else {
            slot.what
        };
        form.fields.push(
            Field::text(slot.key, "")
                .piece(Piece::Keyed(slot.key))
                .hint(hint),
        );
    }
    if after_hit && form.fields.len() > first {
        form.focus_on(first);
    }
    form
}
