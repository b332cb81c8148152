//! Held (delayed) actions on the keys: `e` acts for the one who holds an action, and
//! advancing a round that would lose a held action asks first.

use crate::engine::Event;
use crate::model::{CombatantId, Encounter, EntryStatus};
use crate::script;
use crate::tui::text;

use super::{Context, Field, Form, Plan};

/// Who holds an action now, in ladder order, each once.
pub fn holders(state: &Encounter) -> Vec<CombatantId> {
    let mut out: Vec<CombatantId> = Vec::new();
    for e in state.ladder.descending() {
        if e.status == EntryStatus::Delayed && !out.contains(&e.at.owner) {
            out.push(e.at.owner);
        }
    }
    out
}

/// `e`: the selected one acts if they hold an action; else the only one who holds one;
/// else a choice among those who do; else the selected one (the rules say why not).
pub fn act_now(ctx: &Context) -> Plan {
    let held = holders(ctx.state);
    let act = |id: CombatantId| {
        Plan::Line(format!(
            "act {}",
            script::word(&crate::rules::names::display(ctx.state, id))
        ))
    };
    match (ctx.selected, held.as_slice()) {
        (Some(me), _) if held.contains(&me) => act(me),
        (_, [one]) => act(*one),
        (_, []) => match ctx.selected {
            Some(me) => act(me),
            None => Plan::Refuse(text::NOBODY_SELECTED.to_string()),
        },
        (_, many) => {
            let names: Vec<String> = many
                .iter()
                .map(|id| crate::rules::names::display(ctx.state, *id))
                .collect();
            let first = names.first().cloned().unwrap_or_default();
            Plan::Form(Form::new(
                crate::i18n::fixed("tui-form-act-now"),
                "act",
                vec![
                    Field::choice(crate::i18n::fixed("tui-field-delayed"), names, first).required(),
                ],
            ))
        }
    }
}

/// A confirmation before `line` when its `events` (decided, not yet saved) lose someone's
/// held action; `None` when nothing held is lost.
pub fn confirm_losing(state: &Encounter, line: &'static str, events: &[Event]) -> Option<Form> {
    let lost: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::MarkerStatus {
                at,
                status: EntryStatus::Lost,
            } if state
                .ladder
                .get(*at)
                .is_some_and(|e| e.status == EntryStatus::Delayed) =>
            {
                Some(crate::rules::names::display(state, at.owner))
            }
            _ => None,
        })
        .collect();
    if lost.is_empty() {
        return None;
    }
    Some(Form::confirm(
        crate::i18n::fixed("tui-form-lose-held"),
        crate::t!(
            "tui-confirm-lose-held",
            count = lost.len(),
            names = lost.join(", ")
        ),
        line,
        Vec::new(),
    ))
}
