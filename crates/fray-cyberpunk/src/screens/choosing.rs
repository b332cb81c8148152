//! Whose turn it is to choose a number of actions (CPI-04) while a round's choices are
//! made: the actions form opens on the highest initiative first and, chained, goes on down
//! to the next one after each choice, skipping whoever has no choice (one action at most,
//! dead, or already acted this round).

use crate::model::{Combatant, CombatantId, Encounter, EntryStatus, Step};
use crate::tui::form::Context;

use super::super::{CyberCommand, ladder, slots};

/// The one due to choose now: the next after the last `actions` line in the order of
/// initiative, else the first; `None` outside the round's choices or once all have chosen.
pub fn choosing<'a>(ctx: &Context<'a>) -> Option<&'a Combatant> {
    if ctx.state.step != Step::Declaration {
        return None;
    }
    let order = by_initiative(ctx.state);
    let from = last_chooser(ctx)
        .and_then(|id| order.iter().position(|c| c.id == id))
        .map_or(0, |at| at + 1);
    order
        .into_iter()
        .skip(from)
        .find(|c| has_choice(ctx.state, c))
}

/// The living combatants with an initiative, highest first (roster order between equals).
fn by_initiative(state: &Encounter) -> Vec<&Combatant> {
    let mut order: Vec<&Combatant> = state
        .combatants
        .iter()
        .filter(|c| c.initiative.is_some() && !ladder::is_dead(state, c.id))
        .collect();
    order.sort_by_key(|c| std::cmp::Reverse(score(c)));
    order
}

fn score(c: &Combatant) -> i32 {
    c.initiative.as_ref().map_or(0, |i| i.score)
}

/// Whether `c` may still choose: more than one action open to him and none acted yet.
fn has_choice(state: &Encounter, c: &Combatant) -> bool {
    slots::max_actions(score(c)) > 1
        && !state
            .ladder
            .of(c.id)
            .any(|e| e.status == EntryStatus::Acted)
}

/// Who the last record in effect chose actions for, when it was an `actions` line.
fn last_chooser(ctx: &Context) -> Option<CombatantId> {
    let last = ctx.habits.last_record()?;
    match last.command.own::<CyberCommand>()? {
        CyberCommand::Actions { who, .. } => crate::rules::names::resolve(ctx.state, who).ok(),
        _ => None,
    }
}
