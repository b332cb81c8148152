//! The log as players see it: each record's events are shown as the GM's transcript says
//! them ([`narrate`]), reworded without hidden numbers, or left out (see the module
//! documentation of [`super`] for what is hidden). Decided from the events, the state just
//! before each one and, where a system needs it, the record's command parsed again; never
//! from the transcript's text. The system has the first say on each event
//! ([`super::SystemPlayerView`]).

use std::borrow::Cow;

use crate::engine::{Event, Record, Timeline, apply};
use crate::model::{CombatantId, Encounter, Expiry};
use crate::narrate;
use crate::report::until;
use crate::rules::condition_words;
use crate::rules::names::display;
use crate::script::{self, Line};

use super::{Seen, hidden, text};

/// One line of the players' log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerLine {
    /// Sequence number of the record.
    pub seq: u64,
    /// What players see of it (never the command as typed).
    pub text: String,
    /// Whether the command was undone (and not redone).
    pub undone: bool,
}

/// What players see of one event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shown {
    /// As the GM's transcript says it.
    Full,
    /// Reworded without what players may not know.
    Coarse(String),
    /// Nothing.
    Hidden,
}

/// What players see of a record, given the state just before it; `None` when it shows
/// them nothing (a note, an option, a free roll, an enemy's sheet...). A record whose
/// every event is open (a PC's declaration, the round moving on) reads exactly as
/// [`narrate::describe`] says it.
pub fn redact_line(record: &Record, before: &Encounter, records: &[Record]) -> Option<String> {
    let texts: Vec<String> = parts(record, before, records)
        .into_iter()
        .filter_map(|(_, text)| text)
        .collect();
    (!texts.is_empty()).then(|| crate::i18n::typography::join_list(&texts))
}

/// Every line players see of a timeline, undone ones marked; records showing them nothing
/// have no line. Each record is said against the state just before it, as the timeline is
/// folded again ([`super::tail::fold_tail`], the pass the players' page keeps its last
/// lines with).
pub fn lines(timeline: &Timeline) -> Vec<PlayerLine> {
    super::tail::every_line(timeline)
}

/// Marks the lines whose command is no longer in effect (after an undo or redo).
pub fn mark_undone(lines: &mut [PlayerLine], timeline: &Timeline) {
    for line in lines {
        let record = timeline.record(line.seq);
        line.undone =
            !timeline.history().is_effective(line.seq) && !record.is_some_and(narrate::is_history);
    }
}

/// What players see of each of a record's events, in order (`None`: nothing), given the
/// state just before the record.
pub fn event_texts(record: &Record, before: &Encounter, records: &[Record]) -> Vec<Option<String>> {
    parts(record, before, records)
        .into_iter()
        .map(|(_, text)| text)
        .collect()
}

/// Each event's index with the text players see of it (`None`: nothing).
pub(super) fn parts(
    record: &Record,
    before: &Encounter,
    records: &[Record],
) -> Vec<(usize, Option<String>)> {
    let mut state = Cow::Borrowed(before);
    let mut out = Vec::with_capacity(record.events.len());
    let shows_table = hidden::shows_table(record, before);
    for (i, event) in record.events.iter().enumerate() {
        out.push((i, event_text(record, i, &state, shows_table, records)));
        if i + 1 < record.events.len() {
            apply(state.to_mut(), event);
        }
    }
    out
}

/// What players see of the event at `index` in `record` (`None`: nothing), given `state`
/// just before that event (the record's earlier events applied: a fold that is being
/// built anyway can lend it, no copy needed) and `shows_table`, what
/// [`hidden::shows_table`] says of the record against the state before it.
pub fn event_text(
    record: &Record,
    index: usize,
    state: &Encounter,
    shows_table: bool,
    records: &[Record],
) -> Option<String> {
    let event = record.events.get(index)?;
    let next = record.events.get(index + 1);
    let verdict = hidden::verdict(event, state, shows_table, records);
    // Hidden combatants are "someone" in every word players read.
    let view = hidden::masked(state);
    let shown = verdict.unwrap_or_else(|| shown(event, next, &view, &record.command, records));
    match shown {
        Shown::Full => narrate::describe_event(event, &view, records),
        Shown::Coarse(text) => Some(text),
        Shown::Hidden => None,
    }
}

/// Whether players see a combatant's sheet and rolls (a PC or an ally still on the roster,
/// not hidden).
pub(super) fn open(state: &Encounter, who: CombatantId) -> bool {
    state
        .combatant(who)
        .is_some_and(|c| super::shown_in_full(c.side) && !c.hidden)
}

/// Whether a condition is wound bookkeeping in this encounter's system.
fn wound_condition(state: &Encounter, name: &str) -> bool {
    crate::rules::system(state.system).wound_condition(name)
}

/// What players see of `event` (see the module documentation of [`super`]).
pub(super) fn shown(
    event: &Event,
    next: Option<&Event>,
    s: &Encounter,
    command: &str,
    records: &[Record],
) -> Shown {
    // A secret declaration: that it was made, never what (before any system's say).
    if let Event::Declared {
        who, secret: true, ..
    } = event
    {
        return Shown::Coarse(text::declared_secret(&display(s, *who)));
    }
    let seen = Seen {
        state: s,
        next,
        command,
    };
    if let Some(shown) = crate::rules::system(s.system)
        .player_view()
        .shown(event, &seen)
    {
        return shown;
    }
    let name = |who: CombatantId| display(s, who);
    let hidden_owner = |who: CombatantId| !open(s, who);
    match event {
        Event::CombatantAdded { combatant } if !super::shown_in_full(combatant.side) => {
            Shown::Coarse(text::joins(&combatant.name, combatant.side))
        }
        Event::StatSet { who, .. } | Event::SkillSet { who, .. } if hidden_owner(*who) => {
            Shown::Hidden
        }
        Event::NoteSet { .. }
        | Event::OptionSet { .. }
        | Event::TableCounterSet { .. }
        | Event::CountdownStarted { .. }
        | Event::CountdownTicked { .. }
        // Dice the GM may have rolled behind the screen: the other events show what players may see.
        | Event::TableDice { .. } => Shown::Hidden,
        Event::ConditionAdded { who, condition } if hidden_owner(*who) => {
            if wound_condition(s, &condition.name) {
                return Shown::Hidden;
            }
            let until = match condition.expiry {
                Expiry::Manual => None,
                e => Some(until(s, e)),
            };
            Shown::Coarse(text::condition(
                &name(*who),
                &condition_words::label(&condition.name),
                until.as_deref(),
            ))
        }
        Event::ConditionEnded { who, name: n, .. }
            if hidden_owner(*who) && wound_condition(s, n) =>
        {
            Shown::Hidden
        }
        Event::DiceRolled { .. } => Shown::Hidden,
        Event::MarkerPlaced { entry } if hidden_owner(entry.at.owner) && entry.at.marker > 0 => {
            Shown::Coarse(text::extra_attack(&name(entry.at.owner), entry.position))
        }
        Event::MarkerMalus { at, .. } if hidden_owner(at.owner) => Shown::Hidden,
        Event::MarkerRushed { at, .. } if hidden_owner(at.owner) => {
            Shown::Coarse(text::rushes(&name(at.owner)))
        }
        Event::MonitorMarked { who, .. } if hidden_owner(*who) => Shown::Coarse(text::wounded(
            &name(*who),
            None,
            seen.health_after(event, *who),
        )),
        Event::MonitorHealed { who, .. } if hidden_owner(*who) => {
            Shown::Coarse(text::tended(&name(*who), seen.health_after(event, *who)))
        }
        Event::MonitorResized { who, .. }
        | Event::PoolTypeSet { who, .. }
        | Event::PoolRecharged { who, .. }
        | Event::TokensLost { who, .. }
        | Event::CounterSet { who, .. }
        | Event::TiebreakSet { who, .. }
        | Event::InitiativeSet { who, .. }
        | Event::GearAdded { who, .. }
        | Event::GearRemoved { who, .. }
        | Event::GearValueSet { who, .. }
        | Event::GearFlagSet { who, .. }
            if hidden_owner(*who) =>
        {
            Shown::Hidden
        }
        Event::SecretCounterSet { .. } => Shown::Hidden,
        Event::CommandUndone { seq } => Shown::Coarse(text::undone(
            *seq,
            open_command(records, *seq, s).as_deref(),
        )),
        Event::CommandRedone { seq } => Shown::Coarse(text::redone(
            *seq,
            open_command(records, *seq, s).as_deref(),
        )),
        _ => Shown::Full,
    }
}

/// The text of record `seq` when players saw all of it (judged with the sides of now), for
/// an undo or redo line: its canonical line, in the reader's language.
fn open_command(records: &[Record], seq: u64, s: &Encounter) -> Option<String> {
    let record = crate::engine::timeline::record_of(records, seq)?;
    if hidden::names_hidden(record, s) {
        return None;
    }
    let all_open = record.events.iter().enumerate().all(|(i, event)| {
        shown(event, record.events.get(i + 1), s, &record.command, &[]) == Shown::Full
    });
    if !all_open {
        return None;
    }
    match script::parse_in(s.system, &record.command) {
        // In the reader's language, as the GM's log says it (`dégâts juno 2 étourdissant`).
        Ok(Line::Command(command)) => Some(script::shown(s.system, &script::format(&command))),
        _ => None,
    }
}

#[cfg(test)]
#[path = "log_tests.rs"]
mod tests;
