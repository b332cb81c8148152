//! The form for a round's dice rolled at the table (`option dice table`): `i` (start) and
//! `n` (next) open one field per run of dice the rules will ask (a combatant's reaction
//! dice, their initiative 2D6, a tie-break), labelled with the combatant and how many dice,
//! in the order the rules take them; each writes `SLOT=values` so the line gives them in
//! that order. Which runs there are comes from a dry run of the decision on fray's dice.
//! Each field knows how many dice it wants: the count shows as the GM types (`2/3`) and
//! Enter with another count is refused in the field, what was typed kept. Which dice the
//! rules want can depend on the values given (ties after the initiative dice): Enter first
//! asks again with what was typed and, when other dice are wanted, shows their fields
//! instead ([`reshape`]), so the form never ends in a refusal it cannot fix.

use std::collections::HashSet;
use std::sync::{Mutex, OnceLock, PoisonError};

use crate::engine::{Command, GivenDice, SeededDice, table_dice};
use crate::rules;
use crate::script::{self, Line};

use super::builders::Context;
use super::{Field, Form, Piece};

/// The form for `verb` (`start`, `next`) when the table rolls and the rules ask dice the
/// verb may be given; `None` otherwise (the line is carried out as it is).
pub fn form(verb: &'static str, ctx: &Context) -> Option<Form> {
    if !table_dice::table_mode(ctx.state) {
        return None;
    }
    let fields = fields_for(verb, ctx, &GivenDice::default())?;
    if fields.is_empty() {
        return None;
    }
    Some(Form::new(crate::t!("tui-table-dice-title"), verb, fields))
}

/// The fields for the dice `verb` asks once `given` is taken first: one per run, in the
/// order the rules take them. `None` when the verb is not a plain command.
fn fields_for(verb: &'static str, ctx: &Context, given: &GivenDice) -> Option<Vec<Field>> {
    let system = rules::system(ctx.state.system);
    let Ok(Line::Command(command)) = script::parse_in(ctx.state.system, verb) else {
        return None;
    };
    if matches!(command, Command::Rolled { .. }) {
        return None;
    }
    let slots = system.rolls();
    let runs = table_dice::asked_given(slots, given, &mut SeededDice::new(0), |d| {
        system.decide_after(ctx.state, &[], &command, d)
    });
    Some(
        runs.iter()
            .filter_map(|run| {
                let slot = slots
                    .iter()
                    .find(|s| s.key == run.slot && !s.own_word && s.verbs.contains(&verb))?;
                let label = run
                    .who
                    .as_deref()
                    .map_or(slot.what, |who| intern(crate::safe_text::escape(who)));
                let hint = intern(crate::t!(
                    "tui-table-dice-hint",
                    n = run.count,
                    what = slot.what
                ));
                let mut field = Field::text(label, "")
                    .piece(Piece::Keyed(slot.key))
                    .hint(hint);
                field.wants = Some(run.count);
                field.digits = (2..=9).contains(&slot.sides);
                Some(field)
            })
            .collect(),
    )
}

/// Whether `form` is a round's table-dice form (see [`form`]).
fn is_table_dice(form: &Form) -> bool {
    matches!(form.verb, "start" | "next")
        && !form.fields.is_empty()
        && form
            .fields
            .iter()
            .all(|f| f.wants.is_some() && matches!(f.piece, Piece::Keyed(_)))
}

/// Before Enter carries out a round's table-dice form: asks the rules again with the values
/// typed so far, since which dice they want can depend on them (a tie-break only for the
/// fighters whose initiative ties). When the dice wanted are not the fields shown, the
/// fields become those dice, each keeping what was typed in the field of the same person
/// and die, the focus on the first one left empty, and the form says why; returns whether
/// it changed (the line is then not carried out yet).
pub fn reshape(form: &mut Form, ctx: &Context) -> bool {
    if !is_table_dice(form) || !table_dice::table_mode(ctx.state) {
        return false;
    }
    let Ok(Line::Command(Command::Rolled { given, .. })) =
        script::parse_in(ctx.state.system, &form.line())
    else {
        return false;
    };
    let Some(mut fields) = fields_for(form.verb, ctx, &given) else {
        return false;
    };
    let same = |a: &Field, b: &Field| a.label == b.label && a.piece == b.piece;
    let unchanged = fields.len() == form.fields.len()
        && fields
            .iter()
            .zip(&form.fields)
            .all(|(new, old)| same(new, old) && new.wants == old.wants);
    if unchanged || fields.is_empty() {
        return false;
    }
    let mut used = vec![false; form.fields.len()];
    for field in &mut fields {
        let kept = form
            .fields
            .iter()
            .enumerate()
            .find(|(i, old)| !used[*i] && same(field, old));
        if let Some((i, old)) = kept {
            used[i] = true;
            field.value = old.value.clone();
        }
    }
    form.focus = fields
        .iter()
        .position(|f| f.value.trim().is_empty())
        .unwrap_or(0);
    form.fields = fields;
    form.error = Some(crate::t!("tui-table-dice-reshaped"));
    true
}

/// The values typed in `value`: numbers or face labels between commas (or spaces).
/// How many values `value` holds: comma- or space-separated, and with `digits` (a die of
/// 2 to 9 sides) a run of digits counts one a digit, as the line reads it.
fn values_in(value: &str, digits: bool) -> usize {
    value
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|v| !v.is_empty())
        .map(|v| {
            if digits && v.bytes().all(|b| b.is_ascii_digit()) {
                v.len()
            } else {
                1
            }
        })
        .sum()
}

/// `2/3`: how many values a field that wants a count holds, once something is typed.
pub fn typed_count(field: &Field) -> Option<String> {
    let wants = field.wants?;
    let value = field.value.trim();
    (!value.is_empty()).then(|| format!("{}/{wants}", values_in(value, field.digits)))
}

/// Why `value` is refused before Enter when the field wants `wants` values (faces of a
/// die of 2 to 9 sides when `digits`), if it is.
pub fn count_error(value: &str, wants: usize, digits: bool) -> Option<String> {
    let given = values_in(value, digits);
    (given != wants).then(|| crate::t!("tui-table-dice-count", n = wants, given = given))
}

/// A label kept for the life of the program, once per distinct text (a form's labels are
/// `&'static str`; the names and counts of a table are few).
fn intern(text: String) -> &'static str {
    static SEEN: OnceLock<Mutex<HashSet<&'static str>>> = OnceLock::new();
    let mut seen = SEEN
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(PoisonError::into_inner);
    if let Some(kept) = seen.get(text.as_str()) {
        return kept;
    }
    let kept: &'static str = Box::leak(text.into_boxed_str());
    seen.insert(kept);
    kept
}

#[cfg(test)]
#[path = "table_dice_form_tests.rs"]
mod tests;
