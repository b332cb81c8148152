//! Forms when the table rolls (`option dice table`): a form for a verb that may roll one of
//! the system's declared dice gets one more field per die, written as `SLOT=value` at the
//! end of its line; starting a round or going on to the next asks the round's dice, one
//! field per combatant and die (`table_dice_form`). Without the option, forms are as they
//! were.

use crate::engine::table_dice;
use crate::rules;
use crate::tui::keymap::Action;

use super::builders::{self, Context, Plan};
use super::{Field, Piece, table_dice_form};

/// The plan for an action (see [`builders::build`]), with the fields for dice rolled at
/// the table when the encounter rolls at the table.
pub fn build(action: Action, ctx: &Context) -> Option<Plan> {
    let plan = builders::build(action, ctx)?;
    if !table_dice::table_mode(ctx.state) {
        return Some(plan);
    }
    Some(match plan {
        Plan::Line(line) if matches!(action, Action::StartRound | Action::Next) => {
            let verb = if action == Action::StartRound {
                "start"
            } else {
                "next"
            };
            match table_dice_form::form(verb, ctx) {
                Some(form) => Plan::Form(form),
                None => Plan::Line(line),
            }
        }
        Plan::Form(mut form) if form.question.is_none() => {
            for slot in rules::system(ctx.state.system).rolls() {
                // A form with its own field for the die (an attack's d20 after its skill) keeps it.
                let has_own = form
                    .fields
                    .iter()
                    .any(|f| f.piece == Piece::Keyed(slot.key));
                if slot.own_word || !slot.verbs.contains(&form.verb) || has_own {
                    continue;
                }
                form.fields.push(
                    Field::text(
                        crate::engine::table_dice_words::slot_word(ctx.state.system, slot.key),
                        "",
                    )
                    .piece(Piece::Keyed(slot.key))
                    .hint(slot.what),
                );
            }
            Plan::Form(form)
        }
        other => other,
    })
}
