//! Whose declared action comes now (COR-01, COR-04): in the current segment, the fighters
//! with a declared action still to come, in the roster's order, so the action forms open
//! on the one the GM plays next rather than on a selection left from earlier.

use crate::model::{CombatantId, EntryStatus};
use crate::tui::form::Context;

use super::super::decide::ledger::segment;

/// The combatants whose declared action of the current segment is still to come, in the
/// roster's order; empty outside segments.
pub fn due_now(ctx: &Context) -> Vec<CombatantId> {
    let now = i32::from(segment(ctx.state));
    if now == 0 {
        return Vec::new();
    }
    ctx.state
        .combatants
        .iter()
        .map(|c| c.id)
        .filter(|id| {
            ctx.state.ladder.entries.iter().any(|e| {
                e.at.owner == *id
                    && e.position == now
                    && !e.rushed
                    && matches!(e.status, EntryStatus::Waiting | EntryStatus::Acting)
            })
        })
        .collect()
}

/// Whom a declared action's form (a shot, an action roll) opens on: the selection when
/// its declared action comes in this segment, else the first fighter whose does, else
/// nobody (the caller falls back on the selection).
pub fn due_actor<'a>(ctx: &Context<'a>) -> Option<&'a crate::model::Combatant> {
    let due = due_now(ctx);
    let pick = match ctx.selected() {
        Some(c) if due.contains(&c.id) => c.id,
        _ => *due.first()?,
    };
    ctx.state.combatant(pick)
}
